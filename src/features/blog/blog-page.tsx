// /{lang}/blog (SPEC 2.4 'Blog list'): published posts, filtered by category, searched in every
// language and sorted by date; the choice lives in the address, so a reload or a shared link shows
// the same list.
import { Select, Trans, useLingui } from '@lingui/react/macro';
import { Box, Button, Chip, Container, NativeSelect, SimpleGrid, Skeleton, Stack, Text, Title } from '@mantine/core';
import { IconArticleOff } from '@tabler/icons-react';
import { useQueryKeys } from '../../ui/use-query';
import { POST_SORTS, usePublishedPosts, type PostFilter, type PostSort } from './queries';
import { POST_CATEGORIES, type PostCategory } from '../../domain/types';
import { pluralForm } from '../../i18n/plural-form';
import { useLang } from '../../i18n/use-lang';
import classes from './blog.module.css';
import { PostCard } from './post-card';
import { categoryLabel, formatCount } from './post-labels';
import { usePageHead } from '../../ui/use-head';
import { ListSearch } from '../../ui/list-search';

const ALL = 'all';
const chipClasses = { label: classes.chip };

/** The filter an address asks for; anything unknown falls back to the defaults. */
export function filterFromSearch(params: URLSearchParams): PostFilter {
  const category = params.get('category');
  const sort = params.get('sort');
  return {
    category: (POST_CATEGORIES as readonly string[]).includes(category ?? '') ? (category as PostCategory) : null,
    sort: (POST_SORTS as readonly string[]).includes(sort ?? '') ? (sort as PostSort) : 'newest',
    search: params.get('q') ?? '',
  };
}

export function BlogPage() {
  const { t, i18n } = useLingui();
  const lang = useLang();
  const [params, change] = useQueryKeys();
  const filter = filterFromSearch(params);
  const posts = usePublishedPosts(filter);
  usePageHead();

  const count = posts?.length ?? 0;
  const shown = formatCount(count, lang);
  const form = pluralForm(lang, count);

  return (
    <>
      <Box component="header" className={classes.pageHead}>
        <Container size="xl">
          <Stack gap="sm">
            <Text className={classes.eyebrow}>
              <Trans>Journal</Trans>
            </Text>
            <Title order={1} className={classes.pageTitle}>
              <Trans>Our Blog</Trans>
            </Title>
            <Text size="lg" className={classes.pageSubtitle}>
              <Trans>Travel tips, destinations and the inside story of our chauffeur services, written by the people who drive them.</Trans>
            </Text>
          </Stack>
        </Container>
      </Box>

      <Container size="xl" pb={96}>
        <div className={classes.searchRow}>
          <ListSearch
            label={t`Search articles`}
            placeholder={t`A place, a topic, a word`}
            clearLabel={t`Clear search`}
            value={filter.search ?? ''}
            onChange={(value) => change('q', value, '')}
          />
        </div>
        <div className={classes.toolbar}>
          <div role="radiogroup" aria-label={t`Category`} className={classes.chips}>
            <Chip.Group value={filter.category ?? ALL} onChange={(value) => change('category', String(value), ALL)}>
              <Chip value={ALL} variant="outline" size="md" classNames={chipClasses}>
                <Trans>All Categories</Trans>
              </Chip>
              {POST_CATEGORIES.map((category) => (
                <Chip key={category} value={category} variant="outline" size="md" classNames={chipClasses}>
                  {categoryLabel(i18n, category)}
                </Chip>
              ))}
            </Chip.Group>
          </div>
          <NativeSelect
            className={classes.sort}
            label={t`Sort by`}
            value={filter.sort}
            onChange={(event) => change('sort', event.currentTarget.value, 'newest')}
            data={[
              { value: 'newest', label: t`Newest First` },
              { value: 'oldest', label: t`Oldest First` },
            ]}
          />
        </div>

        <Text c="dimmed" mt="md" mb="xl" role="status">
          {posts ? <Select value={form} _one={`${shown} article found`} other={`${shown} articles found`} /> : null}
        </Text>

        {!posts ? (
          <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="xl">
            {[0, 1, 2].map((i) => (
              <Skeleton key={i} height={420} radius="lg" />
            ))}
          </SimpleGrid>
        ) : posts.length === 0 ? (
          <div className={classes.empty}>
            <IconArticleOff size={40} stroke={1.3} aria-hidden color="var(--brand-accent-text)" />
            <Text size="lg" mt="sm">
              <Trans>No articles found matching your criteria.</Trans>
            </Text>
            {(filter.category || filter.search) && (
              <Button
                variant="default"
                mt="md"
                onClick={() => {
                  change('category', ALL, ALL);
                  change('q', '', '');
                }}
              >
                <Trans>Show all articles</Trans>
              </Button>
            )}
          </div>
        ) : (
          <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="xl" verticalSpacing={40}>
            {posts.map((post) => (
              <PostCard key={post.id} post={post} headingOrder={2} />
            ))}
          </SimpleGrid>
        )}
      </Container>
    </>
  );
}
