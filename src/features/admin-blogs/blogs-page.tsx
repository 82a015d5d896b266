// /admin/blogs: every blog post, drafts too, searched by title or category; edit and delete.
import { Trans, useLingui } from '@lingui/react/macro';
import { Button, Center, Group, Loader, Stack } from '@mantine/core';
import { IconArticle, IconClock, IconPlus } from '@tabler/icons-react';
import { Link, useSearchParams } from 'react-router-dom';
import { usePostList, useCatalogueWrites } from '../../db/admin-catalogue-queries';
import { paths } from '../../domain/paths';
import type { Post } from '../../domain/types';
import { useLang } from '../../i18n/use-lang';
import { ConfirmDeleteModal } from '../../ui/admin/confirm-delete-modal';
import { EmptyState } from '../../ui/admin/empty-state';
import { ListToolbar } from '../../ui/admin/list-toolbar';
import { RecordList, type RecordListColumn } from '../../ui/admin/record-list';
import { RecordThumb } from '../../ui/admin/record-thumb';
import { RowActions } from '../../ui/admin/row-actions';
import { SearchInput } from '../../ui/admin/search-input';
import { StatusBadge } from '../../ui/admin/status-badge';
import { useDeleteFlow } from '../../ui/admin/use-delete-flow';
import { usePostText } from './use-post-text';

export function BlogsPage() {
  const { t } = useLingui();
  const lang = useLang();
  const text = usePostText();
  const [params, setParams] = useSearchParams();
  const query = params.get('q') ?? '';
  const posts = usePostList(query, text.categories);
  const writes = useCatalogueWrites('posts');
  const flow = useDeleteFlow<Post>({
    remove: (post) => writes.remove(post.id),
    nameOf: (post) => post.title,
    success: t`Item deleted successfully`,
    failure: t`Failed to delete item`,
  });

  const setQuery = (value: string) => setParams(value ? { q: value } : {}, { replace: true });
  const searching = query.trim() !== '';
  const addButton = (
    <Button component={Link} to={paths.admin.blogCreate(lang)} size="md" leftSection={<IconPlus size={18} aria-hidden />}>
      <Trans>Add post</Trans>
    </Button>
  );

  const columns: RecordListColumn<Post>[] = [
    { header: t`Image`, role: 'image', hideHeader: true, cell: (post) => <RecordThumb image={post.image} /> },
    { header: t`Title`, role: 'title', cell: (post) => post.title },
    { header: t`Category`, cell: (post) => text.categories[post.category] },
    {
      header: t`Read time`, noWrap: true,
      cell: (post) => (
        <Group gap={6} wrap="nowrap">
          <IconClock size={16} aria-hidden />
          {post.readTime}
        </Group>
      ),
    },
    {
      header: t`Status`,
      role: 'badge',
      cell: (post) =>
        post.published ? (
          <StatusBadge tone="positive">
            <Trans>Published</Trans>
          </StatusBadge>
        ) : (
          <StatusBadge tone="neutral">
            <Trans>Draft</Trans>
          </StatusBadge>
        ),
    },
    {
      header: t`Date`, noWrap: true,
      cell: (post) => (
        <time dateTime={post.createdAt} style={{ whiteSpace: 'nowrap' }}>
          {text.date(post.createdAt)}
        </time>
      ),
    },
    {
      header: t`Actions`,
      role: 'actions',
      hideHeader: true,
      align: 'end',
      cell: (post) => (
        <RowActions
          editTo={paths.admin.blogEdit(lang, post.id)}
          editLabel={t`Edit ${post.title}`}
          deleteLabel={t`Delete ${post.title}`}
          onDelete={() => flow.ask(post)}
        />
      ),
    },
  ];

  return (
    <Stack gap="md" maw={1200} mx="auto">
      <ListToolbar
        search={
          <SearchInput
            value={query}
            onChange={setQuery}
            label={t`Search posts`}
            placeholder={t`Title or category`}
            clearLabel={t`Clear the search`}
          />
        }
        // With nothing listed, the empty state holds the add button (or none, while a search finds nothing).
        action={posts && posts.length > 0 ? addButton : undefined}
      />
      {posts === undefined ? (
        <Center py="xl">
          <Loader color="gold.5" type="dots" aria-label={t`Loading`} />
        </Center>
      ) : posts.length === 0 ? (
        <EmptyState
          icon={<IconArticle size={28} aria-hidden />}
          title={t`No posts found`}
          description={searching ? t`Try another title or category.` : t`Write the first post of the blog.`}
          action={searching ? undefined : addButton}
        />
      ) : (
        <RecordList caption={t`Blog posts`} rows={posts} rowKey={(post) => post.id} columns={columns} />
      )}
      <ConfirmDeleteModal {...flow.modal} labels={text.deleteLabels} />
    </Stack>
  );
}
