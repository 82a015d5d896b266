// /admin/blogs/create and /admin/blogs/:id/edit: the blog post form, saved with its outbox entry, then back
// to the list; on failure a toast says why and the form keeps everything typed.
import { useLingui } from '@lingui/react/macro';
import { Center, Loader } from '@mantine/core';
import { useMemo, useState } from 'react';
import type { UseFormSetError } from 'react-hook-form';
import { useNavigate, useParams } from 'react-router-dom';
import { useCatalogueWrites } from '../../db/admin-catalogue-queries';
import { usePost } from '../../db/hooks';
import {
  changedFields,
  emptyPostForm,
  postFormFromRecord,
  postFromForm,
  type PostFormValues,
} from '../../domain/admin-catalogue-forms';
import { paths } from '../../domain/paths';
import type { Post } from '../../domain/types';
import { useLang } from '../../i18n/use-lang';
import { RecordNotFound } from '../../ui/admin/record-not-found';
import { saveRecord } from '../../ui/admin/save-record';
import { PostForm } from './post-form';

function useSavePost(existing: Post | null) {
  const { t } = useLingui();
  const lang = useLang();
  const navigate = useNavigate();
  const writes = useCatalogueWrites('posts');

  return (values: PostFormValues, setError: UseFormSetError<PostFormValues>) => {
    const fields = postFromForm(values);
    return saveRecord(
      values,
      setError,
      () => (existing ? writes.patch(existing.id, changedFields(postFromForm(postFormFromRecord(existing)), fields)) : writes.create(fields)),
      {
        saved: existing ? t`Post updated successfully` : t`Post added successfully`,
        failed: existing ? t`Failed to update post` : t`Failed to add post`,
        gone: t`This post no longer exists: it was deleted, perhaps on another device.`,
        retry: t`Nothing was lost: your changes are still in the form. Try again.`,
        storageFull: t`The device storage is full: free some space, then save again.`,
        checkFields: t`Check the fields marked in red.`,
      },
      () => navigate(paths.admin.blogs(lang)),
    );
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
