// /admin/blogs/create and /admin/blogs/:id/edit: the blog post form (form-page.tsx
// saves it and goes back to the list).
import { useLingui } from '@lingui/react/macro';
import { useParams } from 'react-router-dom';
import { usePost } from '../../db/hooks';
import { emptyPostForm, postFormFromRecord, postFromForm, type PostFormValues } from './form';
import { paths } from '../../domain/paths';
import { CatalogueCreatePage, CatalogueEditPage, type CatalogueForm } from './form-page';
import { PostForm } from './post-fields';

const POST_FORM: CatalogueForm<'posts', PostFormValues> = {
  table: 'posts',
  Form: PostForm,
  empty: emptyPostForm,
  valuesOf: postFormFromRecord,
  fieldsOf: postFromForm,
  listPath: paths.admin.blogs,
};

function useSaveWords() {
  const { t } = useLingui();
  return {
    added: t`Post added successfully`,
    addFailed: t`Failed to add post`,
    updated: t`Post updated successfully`,
    updateFailed: t`Failed to update post`,
    gone: t`This post no longer exists: it was deleted, perhaps on another device.`,
  };
}

export function BlogCreatePage() {
  const { t } = useLingui();
  return <CatalogueCreatePage spec={POST_FORM} words={useSaveWords()} submitLabel={t`Add post`} />;
}

export function BlogEditPage() {
  const { t } = useLingui();
  const { id } = useParams();
  return (
    <CatalogueEditPage
      spec={POST_FORM}
      id={id}
      record={usePost(id)}
      words={useSaveWords()}
      notFound={{ title: t`Blog post not found`, description: t`The post you're looking for doesn't exist.`, backLabel: t`Back to posts` }}
    />
  );
}
