// /admin/blogs/create and /admin/blogs/:id/edit: the blog post form, saved with its outbox entry, then back
// to the list; on failure a toast says why and the form keeps everything typed.
import { useLingui } from '@lingui/react/macro';
import { Center, Loader } from '@mantine/core';
import { useMemo, useState } from 'react';
import type { UseFormSetError } from 'react-hook-form';
import { useNavigate, useParams } from 'react-router-dom';
import { useCatalogueWrites } from '../../db/admin-catalogue-queries';
import { NotFoundError, StorageFullError } from '../../db/errors';
import { usePost } from '../../db/hooks';
import {
  changedFields,
  emptyPostForm,
  postFormFromRecord,
  postFromForm,
  type PostFormValues,
} from '../../domain/admin-catalogue-forms';
import { paths } from '../../domain/paths';
import { ValidationError } from '../../domain/schemas';
import type { Post } from '../../domain/types';
import { useLang } from '../../i18n/use-lang';
import { RecordNotFound } from '../../ui/admin/record-not-found';
import { showToast } from '../../ui/toast';
import { PostForm } from './post-form';

function useSavePost(existing: Post | null) {
  const { t } = useLingui();
  const lang = useLang();
  const navigate = useNavigate();
  const writes = useCatalogueWrites('posts');

  return async (values: PostFormValues, setError: UseFormSetError<PostFormValues>) => {
    try {
      const fields = postFromForm(values);
      if (existing) {
        await writes.patch(existing.id, changedFields(postFromForm(postFormFromRecord(existing)), fields));
        showToast({ color: 'teal', message: t`Post updated successfully` });
      } else {
        await writes.create(fields);
        showToast({ color: 'teal', message: t`Post added successfully` });
      }
      navigate(paths.admin.blogs(lang));
    } catch (error) {
      let reason = t`Nothing was lost: your changes are still in the form. Try again.`;
      if (error instanceof StorageFullError) reason = t`The device storage is full: free some space, then save again.`;
      else if (error instanceof NotFoundError) reason = t`This post no longer exists: it was deleted, perhaps on another device.`;
      else if (error instanceof ValidationError) {
        reason = t`Check the fields marked in red.`;
        for (const [path, message] of Object.entries(error.fieldErrors)) {
          if (path in values) setError(path as keyof PostFormValues, { message }, { shouldFocus: true });
        }
      }
      showToast({ color: 'red', title: existing ? t`Failed to update post` : t`Failed to add post`, message: reason });
    }
  };
}

export function BlogCreatePage() {
  const { t } = useLingui();
  const save = useSavePost(null);
  const initial = useMemo(() => emptyPostForm(), []);
  return <PostForm initial={initial} submitLabel={t`Add post`} onSave={save} />;
}

export function BlogEditPage() {
  const { t } = useLingui();
  const lang = useLang();
  const { id } = useParams();
  const post = usePost(id);
  // The form starts from the post as first loaded; later changes (sync) never wipe what is typed.
  const [first, setFirst] = useState<Post | null>(null);
  if (post && first?.id !== post.id) setFirst(post);
  const loaded = first?.id === id ? first : null;
  const save = useSavePost(loaded);
  const initial = useMemo(() => (loaded ? postFormFromRecord(loaded) : null), [loaded]);

  if (loaded && initial) return <PostForm key={loaded.id} initial={initial} submitLabel={t`Save changes`} onSave={save} />;
  if (post === undefined) {
    return (
      <Center py="xl">
        <Loader color="gold.5" type="dots" aria-label={t`Loading`} />
      </Center>
    );
  }
  return (
    <RecordNotFound
      title={t`Blog post not found`}
      description={t`The post you're looking for doesn't exist.`}
      backTo={paths.admin.blogs(lang)}
      backLabel={t`Back to posts`}
    />
  );
}
