// The hero's booking widget (SPEC 2.4 'Home sections'): three tabs, each with its form; 'Réserver'
// searches for 800 ms, then opens the booking wizard on that service with what was typed.
import { Trans, useLingui } from '@lingui/react/macro';
import { Button, Center, Group, Loader, Paper, Text, UnstyledButton } from '@mantine/core';
import { IconArrowRight, IconBus, IconMap2, IconPlaneArrival, IconRotate } from '@tabler/icons-react';
import { lazy, Suspense, useEffect, useRef, useState, type FormEvent, type KeyboardEvent } from 'react';
import {
  checkSearch,
  localIsoDate,
  SEARCH_SERVICES,
  type HomeSearchService,
  type SearchDataOf,
  type SearchIssues,
} from './form';
import { intlLocale } from '../../i18n/i18n';
import { useLang } from '../../i18n/use-lang';
import { AirportForm } from './airport-form';
import classes from './home.module.css';
import { useHomeSearch } from './use-home-search';
import { useSearchLabels } from './use-search-labels';
import { Loading } from '../../ui/loading';

// The airport form comes with the first paint; the two tour forms once the visitor reaches for the widget.
const loadPrivateTourForm = () => import('./private-tour-form');
const loadOrganizedTourForm = () => import('./organized-tour-form');
const loadTourForms = () => {
  void loadPrivateTourForm();
  void loadOrganizedTourForm();
};
const PrivateTourForm = lazy(() => loadPrivateTourForm().then((m) => ({ default: m.PrivateTourForm })));
const OrganizedTourForm = lazy(() => loadOrganizedTourForm().then((m) => ({ default: m.OrganizedTourForm })));

const formLoading = (
  <Center mih={250}>
    <Loading color="gold.5" type="dots" />
  </Center>
);

const ICONS = { airport: IconPlaneArrival, tours: IconMap2, organized: IconBus };

export function BookingWidget() {
  const { t } = useLingui();
  const lang = useLang();
  const labels = useSearchLabels();
  const { reservation, select, update, clear, search } = useHomeSearch();
  const [issues, setIssues] = useState<SearchIssues>({});
  const tabRefs = useRef<Partial<Record<HomeSearchService, HTMLButtonElement | null>>>({});
  // The time list and the tour forms are fetched once the visitor reaches for the widget.
  const [timeReady, setTimeReady] = useState(false);
  const reachedFor = () => {
    if (timeReady) return;
    setTimeReady(true);
    loadTourForms();
  };
  // Reached for before the app took the server's page over: the pointer was already over it, or the
  // visitor already in one of its fields, typing (no new pointerenter or focus will come).
  const widget = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const drawn = widget.current;
    if (drawn && (drawn.contains(document.activeElement) || drawn.matches(':hover'))) {
      setTimeReady(true);
      loadTourForms();
    }
  }, []);
  const today = localIsoDate(new Date());
  const service = reservation.selectedService;
  const searching = reservation.isSearching;

  const tabs: Record<HomeSearchService, { title: string; subtitle: string }> = {
    airport: { title: t`Airport Transfers`, subtitle: t`Fast and reliable service` },
    tours: { title: t`Private Tours`, subtitle: t`Luxury experience` },
    organized: { title: t`Organized Tours`, subtitle: t`Group travel` },
  };

  const choose = (next: HomeSearchService) => {
    setIssues({});
    select(next);
  };

  // WAI-ARIA tabs: arrows move between tabs (mirrored right to left), Home and End go to the ends.
  const onTabKey = (event: KeyboardEvent<HTMLButtonElement>) => {
    const index = SEARCH_SERVICES.indexOf(service);
    const forward = lang === 'ar' ? 'ArrowLeft' : 'ArrowRight';
    const backward = lang === 'ar' ? 'ArrowRight' : 'ArrowLeft';
    const last = SEARCH_SERVICES.length - 1;
    const target =
      event.key === forward ? (index + 1) % SEARCH_SERVICES.length
      : event.key === backward ? (index + last) % SEARCH_SERVICES.length
      : event.key === 'Home' ? 0
      : event.key === 'End' ? last
      : null;
    if (target === null) return;
    event.preventDefault();
    const next = SEARCH_SERVICES[target] ?? 'airport';
    choose(next);
    tabRefs.current[next]?.focus();
  };

  // An edited field loses its message; what was typed is kept whatever its state.
  const onChange =
    <S extends HomeSearchService>(of: S) =>
    (patch: Partial<SearchDataOf[S]>) => {
      update(of, patch);
      setIssues((current) => {
        const next = { ...current };
        for (const key of Object.keys(patch)) delete next[key as keyof SearchIssues];
        return next;
      });
    };

  const dataOf = {
    airport: reservation.airportData,
    tours: reservation.tourData,
    organized: reservation.organizedData,
  } satisfies SearchDataOf;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (searching) return;
    const found = checkSearch(dataOf[service], today);
    setIssues(found);
    if (Object.keys(found).length === 0) search(labels.describe);
  };

  const formProps = { issues, labels, timeReady };
  const savedAt =
    reservation.lastUpdated === null
      ? null
      : new Intl.DateTimeFormat(intlLocale[lang], { timeStyle: 'short' }).format(reservation.lastUpdated);

  return (
    <Paper ref={widget} className={classes.widget} radius="lg" shadow="xl" onPointerEnter={reachedFor} onFocus={reachedFor} onTouchStart={reachedFor}>
      <div role="tablist" aria-label={t`Choose your service`} className={classes.tabList}>
        {SEARCH_SERVICES.map((value) => {
          const Icon = ICONS[value];
          const active = value === service;
          return (
            <button
              key={value}
              ref={(node) => {
                tabRefs.current[value] = node;
              }}
              type="button"
              role="tab"
              id={`home-search-tab-${value}`}
              aria-selected={active}
              aria-controls="home-search-panel"
              tabIndex={active ? 0 : -1}
              data-active={active || undefined}
              className={classes.tab}
              onClick={() => choose(value)}
              onKeyDown={onTabKey}
            >
              <Icon size={22} stroke={1.6} aria-hidden className={classes.tabIcon} />
              <span className={classes.tabTitle}>{tabs[value].title}</span>
              <span className={classes.tabSubtitle}>{tabs[value].subtitle}</span>
            </button>
          );
        })}
      </div>

      <div role="tabpanel" id="home-search-panel" aria-labelledby={`home-search-tab-${service}`}>
        <form onSubmit={submit} noValidate aria-label={t`Book your journey`} className={classes.widgetForm}>
          {service === 'airport' && <AirportForm data={reservation.airportData} onChange={onChange('airport')} {...formProps} />}
          {service === 'tours' && (
            <Suspense fallback={formLoading}>
              <PrivateTourForm data={reservation.tourData} onChange={onChange('tours')} {...formProps} />
            </Suspense>
          )}
          {service === 'organized' && (
            <Suspense fallback={formLoading}>
              <OrganizedTourForm data={reservation.organizedData} onChange={onChange('organized')} {...formProps} />
            </Suspense>
          )}

          <Button
            type="submit"
            size="lg"
            fullWidth
            mt="lg"
            color="gold.3"
            disabled={searching}
            className={classes.searchButton}
            leftSection={searching ? <Loader size={18} color="currentColor" aria-hidden /> : null}
            rightSection={
              searching ? null : <IconArrowRight size={18} aria-hidden style={{ transform: lang === 'ar' ? 'scaleX(-1)' : undefined }} />
            }
          >
            {searching ? t`Searching...` : t`Book now`}
          </Button>

          {savedAt !== null && (
            <Group justify="space-between" gap="xs" mt="sm" wrap="nowrap">
              <Text size="xs" c="dimmed">
                <Trans>Search saved at {savedAt}</Trans>
              </Text>
              <UnstyledButton
                type="button"
                className={classes.clear}
                onClick={() => {
                  setIssues({});
                  clear();
                }}
              >
                <IconRotate size={14} aria-hidden />
                <Trans>Clear search</Trans>
              </UnstyledButton>
            </Group>
          )}
        </form>
      </div>
    </Paper>
  );
}
