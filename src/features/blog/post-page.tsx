// /{lang}/blog/{id} (SPEC 2.4 'Blog detail'): a published post, its tags, share buttons and up to
// three related posts; an unknown id or a draft says so.
import { Trans, useLingui } from '@lingui/react/macro';
import { Badge, Box, Button, Container, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { IconArrowLeft, IconUserCircle } from '@tabler/icons-react';
import { Link, useParams } from 'react-router-dom';
import { usePublishedPost, useRelatedPosts } from './queries';
import { paths } from '../../domain/paths';
import type { Post } from '../../domain/types';
import { useLang } from '../../i18n/use-lang';
import rtl from '../../ui/rtl.module.css';
import classes from './blog.module.css';
import { PostBody } from './post-body-view';
import { PostCard, PostImage, PostMeta } from './post-card';
import { categoryLabel } from './post-labels';
import { usePageHead } from '../../ui/use-head';
import { useMounted } from '../../ui/use-mounted';
import { ShareButtons } from './share-buttons';
import { useLocalized } from '../../ui/localized';

function BackLink() {
  const lang = useLang();
  return (
    <Link to={paths.blog(lang)} className={classes.backLink}>
      <IconArrowLeft size={18} className={rtl.mirror} aria-hidden />
      <Trans>Back to Blog</Trans>
    </Link>
  );
}

function NotFound() {
  const lang = useLang();
  usePageHead(null);
  return (
    <Container size="sm" py={96}>
      <Stack align="center" ta="center" gap="md">
        <Title order={1}>
          <Trans>Blog post not found</Trans>
        </Title>
        <Text c="dimmed">
          <Trans>This article does not exist or is no longer published.</Trans>
        </Text>
        <Button component={Link} to={paths.blog(lang)} leftSection={<IconArrowLeft size={18} className={rtl.mirror} aria-hidden />}>
          <Trans>Back to Blog</Trans>
        </Button>
      </Stack>
    </Container>
  );
}

function Article({ post }: { post: Post }) {
  const { t, i18n } = useLingui();
  const lang = useLang();
  const related = useRelatedPosts(post);
  const texts = useLocalized(post);
  const title = texts.text('title');
  usePageHead(post);
  const category = categoryLabel(i18n, post.category);
  const tags = [...new Set([category, categoryLabel(i18n, 'travel-tips'), t`Guide`])];
  // The page's address is the browser's to know: the server's markup shares the path.
  const url = useMounted() ? new URL(paths.post(lang, post.id), window.location.origin).href : paths.post(lang, post.id);

  return (
    <article>
      <Box component="header" className={classes.postHead}>
        <Container size="lg">
          <Stack gap="lg" maw={860}>
            <BackLink />
            <Group gap="sm">
              <Badge color="gold.3" c="navy.9" radius="sm" size="lg">
                {category}
              </Badge>
            </Group>
            <Title order={1} className={classes.postTitle} dir="auto" {...texts.props(title)}>
              {title.value}
            </Title>
            <PostMeta post={post} className={classes.postMeta}>
              <span className={classes.metaItem}>
                <IconUserCircle size={18} stroke={1.6} aria-hidden />
                <Trans>Editorial Team</Trans>
              </span>
            </PostMeta>
          </Stack>
        </Container>
      </Box>

      <Container size="lg">
        <div className={classes.hero}>
          <PostImage image={post.image} className={classes.heroImage} eager />
        </div>

        <div className={classes.postLayout}>
          <PostBody post={post} />
          <aside className={classes.aside}>
            <div className={classes.asideBlock}>
              <Title order={2} className={classes.asideTitle}>
                <Trans>Tags</Trans>
              </Title>
              <Group gap="xs" component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
                {tags.map((tag) => (
                  <li key={tag}>
                    <Badge variant="outline" color="navy" radius="sm" size="lg" tt="none" fw={500}>
                      {tag}
                    </Badge>
                  </li>
                ))}
              </Group>
            </div>
            <div className={classes.asideBlock}>
              <Title order={2} className={classes.asideTitle}>
                <Trans>Share this article</Trans>
              </Title>
              <ShareButtons title={title.value} url={url} />
            </div>
          </aside>
        </div>
      </Container>

      {related && related.length > 0 ? (
        <Box component="section" className={classes.related} aria-labelledby="related-title">
          <Container size="lg">
            <Title id="related-title" order={2} className={classes.sectionTitle} mb="xl">
              <Trans>Related articles</Trans>
            </Title>
            <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="xl">
              {related.map((p) => (
                <PostCard key={p.id} post={p} />
              ))}
            </SimpleGrid>
          </Container>
        </Box>
      ) : (
        <Box pb={64} />
      )}
    </article>
  );
}

export function PostPage() {
  const { id } = useParams();
  const post = usePublishedPost(id);
  if (post === undefined) return <Box mih="60vh" />;
  if (post === null) return <NotFound />;
  return <Article key={post.id} post={post} />;
}
