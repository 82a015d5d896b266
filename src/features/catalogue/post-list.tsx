// /admin/blogs: every blog post, drafts too, searched by title or category; edit and delete.
import { Trans, useLingui } from '@lingui/react/macro';
import { Group } from '@mantine/core';
import { IconArticle, IconClock } from '@tabler/icons-react';
import { useCatalogueWrites, usePostList } from './queries';
import { paths } from '../../domain/paths';
import type { Post } from '../../domain/types';
import { useLang } from '../../i18n/use-lang';
import { RecordListPage, useSearchQuery } from './list-page';
import { StatusBadge } from '../../ui/admin/status-badge';
import { usePostText } from './use-post-text';

export function BlogsPage() {
  const { t } = useLingui();
  const lang = useLang();
  const text = usePostText();
  const [query, setQuery] = useSearchQuery();
  const writes = useCatalogueWrites('posts');
  return (
    <RecordListPage<Post>
      rows={usePostList(query, text.categories)}
      query={query}
      onQueryChange={setQuery}
      search={{ label: t`Search posts`, placeholder: t`Title or category` }}
      add={{ to: paths.admin.blogCreate(lang), label: t`Add post` }}
      empty={{
        icon: <IconArticle size={28} aria-hidden />,
        title: t`No posts found`,
        whenSearching: t`Try another title or category.`,
        whenNone: t`Write the first post of the blog.`,
      }}
      caption={t`Blog posts`}
      name={{ header: t`Title`, of: (post) => post.title }}
      columns={[
        { header: t`Category`, cell: (post) => text.categories[post.category] },
        {
          header: t`Read time`,
          noWrap: true,
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
          cell: (post) => (
            <StatusBadge tone={post.published ? 'positive' : 'neutral'}>
              {post.published ? <Trans>Published</Trans> : <Trans>Draft</Trans>}
            </StatusBadge>
          ),
        },
        {
          header: t`Date`,
          noWrap: true,
          cell: (post) => (
            <time dateTime={post.createdAt} style={{ whiteSpace: 'nowrap' }}>
              {text.date(post.createdAt)}
            </time>
          ),
        },
      ]}
      editTo={(post) => paths.admin.blogEdit(lang, post.id)}
      remove={(post) => writes.remove(post.id)}
      deleteTitle={t`Delete this post?`}
    />
  );
}
