// /{lang}/fleet: every car with its filters, a search in every language, sort and grid/list view
// (SPEC 2.4 'Fleet page', 9). The filters live in the address, so a filtered list can be shared and
// survives a reload.
import { Select, Trans, useLingui } from '@lingui/react/macro';
import {
  Box,
  Button,
  Center,
  Container,
  Indicator,
  NativeSelect,
  SegmentedControl,
  SimpleGrid,
  Stack,
  Text,
  Title,
  VisuallyHidden,
} from '@mantine/core';
import { IconAdjustmentsHorizontal, IconCarOff, IconLayoutGrid, IconList } from '@tabler/icons-react';
import { useId, useState, type ComponentType } from 'react';
import { flushSync } from 'react-dom';
import { useFleet } from './queries';
import {
  activeFilterCount,
  clearedFleetFilters,
  FLEET_SORTS,
  type FleetSort,
  type FleetView,
} from './filters';
import type { Car } from '../../domain/types';
import { CarCard } from './car-card';
import type { FilterDrawerProps } from './filter-drawer';
import { FilterPanel } from './filter-panel';
import classes from './fleet.module.css';
import { usePageHead } from '../../ui/use-head';
import { useFleetLabels, type FleetLabels } from './use-fleet-labels';
import { useFleetQuery } from './use-fleet-query';
import { Loading } from '../../ui/loading';
import { ListSearch } from '../../ui/list-search';

function Results({ cars, view, labels, onClear }: { cars: Car[]; view: FleetView; labels: FleetLabels; onClear: () => void }) {
  if (cars.length === 0) {
    return (
      <div className={classes.empty}>
        <span className={classes.emptyIcon}>
          <IconCarOff size={30} stroke={1.5} aria-hidden />
        </span>
        <Text fw={600} size="lg">
          <Trans>No vehicles found matching your criteria.</Trans>
        </Text>
        <Text c="dimmed" size="sm" maw={420}>
          <Trans>Try a wider price range, fewer features or another category.</Trans>
        </Text>
        <Button onClick={onClear} size="md">
          <Trans>Clear All Filters</Trans>
        </Button>
      </div>
    );
  }
  if (view === 'list') {
    return (
      <Stack gap="lg">
        {cars.map((car, i) => (
          <CarCard key={car.id} car={car} labels={labels} layout="list" eager={i === 0} />
        ))}
      </Stack>
    );
  }
  return (
    <SimpleGrid cols={{ base: 1, xs: 2, lg: 3 }} spacing="lg" verticalSpacing="lg">
      {cars.map((car, i) => (
        <CarCard key={car.id} car={car} labels={labels} eager={i === 0} />
      ))}
    </SimpleGrid>
  );
}

const loadFilterDrawer = () => import('./filter-drawer');

/**
 * The phone's filter sheet, whose code comes when first asked for (filter-drawer.tsx). `Sheet` is
 * drawn closed once, then opened, so that it slides in as it does every later time. Offline before
 * the service worker kept that code, `failed` says so.
 */
function useFilterDrawer() {
  const [Sheet, setSheet] = useState<ComponentType<FilterDrawerProps> | null>(null);
  const [opened, setOpened] = useState(false);
  const [failed, setFailed] = useState(false);
  const open = () => {
    setFailed(false);
    if (Sheet) return setOpened(true);
    loadFilterDrawer().then(
      (module) => {
        flushSync(() => setSheet(() => module.FilterDrawer));
        setOpened(true);
      },
      () => setFailed(true),
    );
  };
  return { Sheet, opened, failed, open, close: () => setOpened(false), preload: () => void loadFilterDrawer().catch(() => {}) };
}

export function FleetPage() {
  const { t } = useLingui();
  const labels = useFleetLabels();
  const { filters, update } = useFleetQuery();
  const cars = useFleet(filters);
  const drawer = useFilterDrawer();
  const resultsId = useId();
  usePageHead();

  const active = activeFilterCount(filters);
  const clear = () => update(clearedFleetFilters);
  const found = cars?.length ?? 0;
  const shown = labels.count(found);
  const count = <Select value={labels.form(found)} _one={`${shown} vehicle found`} other={`${shown} vehicles found`} />;

  return (
    <>
      <div className={classes.pageHead}>
        <Container size="xl">
          <Stack gap="sm">
            <Text className={classes.eyebrow}>
              <Trans>Chauffeur-driven</Trans>
            </Text>
            <Title order={1} className={classes.pageTitle}>
              <Trans>Our Fleet</Trans>
            </Title>
            <Text c="dimmed" className={classes.subtitle}>
              <Trans>
                Immaculate saloons, SUVs and vans, each with a professional chauffeur. Filter by price, seats, rating and
                comfort to find the right car for your journey.
              </Trans>
            </Text>
          </Stack>
        </Container>
      </div>

      <Container size="xl" className={classes.layout}>
        <Box component="aside" visibleFrom="md" className={classes.sidePanel} aria-label={t`Filters`}>
          <div className={classes.panel}>
            <FilterPanel filters={filters} update={update} labels={labels} />
          </div>
        </Box>

        <section aria-labelledby={resultsId}>
          <VisuallyHidden component="h2" id={resultsId}>
            <Trans>Vehicles</Trans>
          </VisuallyHidden>
          <div className={classes.searchRow}>
            <ListSearch
              label={t`Search the fleet`}
              placeholder={t`A model, a word`}
              clearLabel={t`Clear search`}
              value={filters.search}
              onChange={(search) => update({ search }, { replace: true })}
            />
          </div>
          <div className={classes.toolbar}>
            <Box hiddenFrom="md">
              <Indicator label={active} size={20} disabled={active === 0} color="gold.3" styles={{ indicator: { color: '#0b1426', fontWeight: 700 } }}>
                <Button
                  variant="default"
                  leftSection={<IconAdjustmentsHorizontal size={18} aria-hidden />}
                  onClick={drawer.open}
                  onPointerEnter={drawer.preload}
                  onFocus={drawer.preload}
                  aria-label={active > 0 ? t`Filters (${active} active)` : t`Filters`}
                >
                  <Trans>Filters</Trans>
                </Button>
              </Indicator>
            </Box>
            <Text className={classes.count} role="status">
              {cars ? count : ''}
            </Text>
            <div className={classes.toolbarEnd}>
              <NativeSelect
                label={t`Sort by`}
                size="sm"
                value={filters.sort}
                onChange={(event) => update({ sort: event.currentTarget.value as FleetSort })}
                data={FLEET_SORTS.map((sort) => ({ value: sort, label: labels.sorts[sort] }))}
              />
              <SegmentedControl
                aria-label={t`View`}
                size="sm"
                value={filters.view}
                onChange={(view) => update({ view: view as FleetView })}
                data={[
                  {
                    value: 'grid',
                    label: (
                      <Center>
                        <IconLayoutGrid size={18} aria-hidden />
                        <VisuallyHidden>
                          <Trans>Grid view</Trans>
                        </VisuallyHidden>
                      </Center>
                    ),
                  },
                  {
                    value: 'list',
                    label: (
                      <Center>
                        <IconList size={18} aria-hidden />
                        <VisuallyHidden>
                          <Trans>List view</Trans>
                        </VisuallyHidden>
                      </Center>
                    ),
                  },
                ]}
              />
            </div>
          </div>
          {drawer.failed && (
            <Text role="alert" c="red" size="sm" mb="md">
              <Trans>The filters could not be opened. Check your internet connection, then try again.</Trans>
            </Text>
          )}

          {cars ? (
            <Results cars={cars} view={filters.view} labels={labels} onClear={clear} />
          ) : (
            <Center mih={320}>
              <Loading color="gold.5" type="dots" />
            </Center>
          )}
        </section>
      </Container>

      {drawer.Sheet && (
        <drawer.Sheet
          opened={drawer.opened}
          onClose={drawer.close}
          filters={filters}
          update={update}
          labels={labels}
          active={active}
          found={found}
          onClear={clear}
        />
      )}
    </>
  );
}
