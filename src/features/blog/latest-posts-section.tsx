// The home page's blog section (SPEC 1): the three newest published posts and a way to the blog.
import { Trans } from '@lingui/react/macro';
import { Box, Button, Container, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { IconArrowRight } from '@tabler/icons-react';
import { Link } from 'react-router-dom';
import { useLatestPosts } from './queries';
import { paths } from '../../domain/paths';
import { useLang } from '../../i18n/use-lang';
import rtl from '../../ui/rtl.module.css';
import classes from './blog.module.css';
import { PostCard } from './post-card';

export function LatestPostsSection() {
  const lang = useLang();
  const posts = useLatestPosts(3);
  // The section keeps its place (DeferredSection's height) until its posts are read.
  if (!posts) return <div style={{ minHeight: 640 }} />;
  if (posts.length === 0) return null;

  return (
    <Box component="section" className={classes.section} aria-labelledby="latest-posts-title">
      <Container size="xl">
        <Group justify="space-between" align="flex-end" gap="lg" mb={40}>
          <Stack gap="sm" maw={640}>
            <Text className={classes.sectionEyebrow}>
              <Trans>From our blog</Trans>
            </Text>
            <Title id="latest-posts-title" order={2} className={classes.sectionTitle}>
              <Trans>Latest travel stories</Trans>
            </Title>
            <Text size="lg" c="dimmed">
              <Trans>Advice from our chauffeurs, ideas for your next trip and news of our services.</Trans>
            </Text>
          </Stack>
          <Button
            component={Link}
            to={paths.blog(lang)}
            variant="outline"
            size="md"
            rightSection={<IconArrowRight size={18} className={rtl.mirror} aria-hidden />}
          >
            <Trans>View all articles</Trans>
          </Button>
        </Group>
        <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="xl">
          {posts.map((post) => (
            <PostCard key={post.id} post={post} />
          ))}
        </SimpleGrid>
      </Container>
    </Box>
  );
}
