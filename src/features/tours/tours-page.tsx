// /{lang}/tours: every tour, filtered by category and sorted (SPEC 2.4 'Tour list'), and searched
// in every language. Filter, search and sort live in the address (?category=private|shared, ?q=...,
// ?sort=popular|low-price|high-price), so a list can be shared and survives a reload.
import { select } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Button, Container, Group, NativeSelect, SegmentedControl, Stack, Text, Title } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import type { CSSProperties } from 'react';
import { Link } from 'react-router-dom';
import { useQueryKeys } from '../../ui/use-query';
import { staffSessionAtom, useAtomValue } from '../../app/state';
import { TOUR_SORTS, useTourList, type TourSort } from './queries';
import { paths } from '../../domain/paths';
import { TOUR_CATEGORIES, type TourCategory } from '../../domain/types';
import { intlLocale } from '../../i18n/i18n';
import { formatDecimal } from '../../i18n/numbers';
import { pluralForm } from '../../i18n/plural-form';
import { useLang } from '../../i18n/use-lang';
import { TourCard } from './tour-card';
import classes from './tours.module.css';
import { usePageHead } from '../../ui/use-head';
import { Loading } from '../../ui/loading';
import { ListSearch } from '../../ui/list-search';

const ALL = 'all';

function readCategory(value: string | null): TourCategory | null {
  return (TOUR_CATEGORIES as readonly string[]).includes(value ?? '') ? (value as TourCategory) : null;
}

function readSort(value: string | null): TourSort {
  return (TOUR_SORTS as readonly string[]).includes(value ?? '') ? (value as TourSort) : 'default';
}

export function ToursPage() {
  const { t } = useLingui();
  const lang = useLang();
  const staff = useAtomValue(staffSessionAtom);
  const [params, change] = useQueryKeys();
  const category = readCategory(params.get('category'));
  const sort = readSort(params.get('sort'));
  const search = params.get('q') ?? '';
  const tours = useTourList({ category, sort, search });
  usePageHead();

  const categoryOptions = [
    { value: ALL, label: t`All Tours` },
    { value: 'private', label: t`Private` },
    { value: 'shared', label: t`Shared` },
  ];
  const sortOptions: { value: TourSort; label: string }[] = [
    { value: 'default', label: t`Recommended` },
    { value: 'popular', label: t`Most popular` },
    { value: 'low-price', label: t`Price: low to high` },
    { value: 'high-price', label: t`Price: high to low` },
  ];
  const count = tours?.length ?? 0;
  const shown = formatDecimal(intlLocale[lang], count);
  const form = pluralForm(lang, count);

  return (
    <>
      <div className={classes.band}>
        <Container size="xl">
          <Group justify="space-between" align="flex-end" gap="lg">
            <Stack gap="sm" maw={720}>
              <Text className={classes.eyebrow}>
                <Trans>Tours & excursions</Trans>
              </Text>
              <Title order={1} className={classes.pageTitle}>
                <Trans>Our Tours</Trans>
              </Title>
              <Text size="lg" c="dimmed">
                <Trans>
                  Private and small-group tours from Paris, Tunisia and the French Riviera, with a professional
                  chauffeur, door to door.
                </Trans>
              </Text>
            </Stack>
            {staff?.user.role === 'admin' && (
              <Button component={Link} to={paths.tourCreate(lang)} variant="outline" leftSection={<IconPlus size={18} aria-hidden />}>
                <Trans>Create Tour</Trans>
              </Button>
            )}
          </Group>
        </Container>
      </div>

      <Container size="xl" py={{ base: 32, md: 56 }}>
        <Stack gap="xl">
          <ListSearch
            label={t`Search tours`}
            placeholder={t`A place, a monument, a word`}
            clearLabel={t`Clear search`}
            value={search}
            onChange={(value) => change('q', value, '')}
          />
          <div className={classes.toolbar}>
            <SegmentedControl
              aria-label={t`Category`}
              data={categoryOptions}
              value={category ?? ALL}
              onChange={(value) => change('category', value, ALL)}
              radius="xl"
              size="md"
              className={classes.segments}
              // Navy with white in light, gold with navy in dark (the theme's filled primary and its contrast).
              style={{ '--sc-color': 'var(--mantine-primary-color-filled)', '--sc-label-color': 'var(--mantine-primary-color-contrast)' } as CSSProperties}
            />
            <NativeSelect
              label={t`Sort by`}
              data={sortOptions}
              value={sort}
              onChange={(event) => change('sort', event.currentTarget.value, 'default')}
              className={classes.sortSelect}
              size="md"
            />
          </div>

          <Text c="dimmed" aria-live="polite" role="status">
            {tours ? t`${select(form, { one: `${shown} tour found`, other: `${shown} tours found` })}` : ''}
          </Text>

          {!tours ? (
            <Group justify="center" py="xl">
              <Loading color="gold.5" type="dots" label={t`Loading tours`} />
            </Group>
          ) : tours.length === 0 ? (
            <div className={classes.empty}>
              <Stack align="center" gap="md">
                <Text size="lg">
                  <Trans>No tours found matching your criteria.</Trans>
                </Text>
                {(category || search) && (
                  <Button
                    variant="default"
                    onClick={() => {
                      change('category', ALL, ALL);
                      change('q', '', '');
                    }}
                  >
                    <Trans>Show all tours</Trans>
                  </Button>
                )}
              </Stack>
            </div>
          ) : (
            <div className={classes.grid}>
              {tours.map((tour) => (
                <TourCard key={tour.id} tour={tour} headingLevel={2} />
              ))}
            </div>
          )}
          <Text size="xs" c="dimmed" ta="center">
            <Trans>Prices per person, in euros, taxes included.</Trans>
          </Text>
        </Stack>
      </Container>
    </>
  );
}
