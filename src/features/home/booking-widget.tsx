// The hero's booking widget (SPEC 2.4 'Home sections'): three tabs, each with its form; 'Réserver'
// searches for 800 ms, then opens the booking wizard on that service with what was typed.
import { Trans, useLingui } from '@lingui/react/macro';
import { Button, Group, Loader, Paper, Tabs, Text, UnstyledButton } from '@mantine/core';
import { IconArrowRight, IconBus, IconMap2, IconPlaneArrival, IconRotate } from '@tabler/icons-react';
import { useState, type FormEvent } from 'react';
import {
  checkSearch,
  localIsoDate,
  SEARCH_SERVICES,
  type HomeSearchService,
  type SearchDataOf,
  type SearchIssues,
} from '../../domain/home-search';
import { intlLocale } from '../../i18n/i18n';
import { useLang } from '../../i18n/use-lang';
import { AirportForm } from './airport-form';
import classes from './home.module.css';
import { OrganizedTourForm } from './organized-tour-form';
import { PrivateTourForm } from './private-tour-form';
import { useHomeSearch } from './use-home-search';
import { useSearchLabels } from './use-search-labels';

const isService = (value: string | null): value is HomeSearchService =>
  (SEARCH_SERVICES as readonly (string | null)[]).includes(value);

export function BookingWidget() {
  const { t } = useLingui();
  const lang = useLang();
  const labels = useSearchLabels();
  const { reservation, select, update, clear, search } = useHomeSearch();
  const [issues, setIssues] = useState<SearchIssues>({});
  // The time list is fetched once the visitor reaches for the widget, not with the first paint.
  const [timeReady, setTimeReady] = useState(false);
  const today = localIsoDate(new Date());
  const service = reservation.selectedService;
  const searching = reservation.isSearching;

  const tabs = [
    { value: 'airport', icon: IconPlaneArrival, title: t`Airport Transfers`, subtitle: t`Fast and reliable service` },
    { value: 'tours', icon: IconMap2, title: t`Private Tours`, subtitle: t`Luxury experience` },
    { value: 'organized', icon: IconBus, title: t`Organized Tours`, subtitle: t`Group travel` },
  ] as const;

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

  const formProps = { issues, labels, today, timeReady };
  const savedAt =
    reservation.lastUpdated === null
      ? null
      : new Intl.DateTimeFormat(intlLocale[lang], { timeStyle: 'short' }).format(reservation.lastUpdated);

  return (
    <Paper
      className={classes.widget}
      radius="lg"
      shadow="xl"
      onPointerEnter={() => setTimeReady(true)}
      onFocus={() => setTimeReady(true)}
      onTouchStart={() => setTimeReady(true)}
    >
      <Tabs
        value={service}
        onChange={(value) => {
          if (!isService(value)) return;
          setIssues({});
          select(value);
        }}
        keepMounted={false}
        color="gold.6"
        classNames={{ list: classes.tabList, tab: classes.tab }}
      >
        <Tabs.List grow aria-label={t`Choose your service`}>
          {tabs.map(({ value, icon: Icon, title, subtitle }) => (
            <Tabs.Tab key={value} value={value}>
              <Icon size={22} stroke={1.6} aria-hidden className={classes.tabIcon} />
              <span className={classes.tabTitle}>{title}</span>
              <span className={classes.tabSubtitle}>{subtitle}</span>
            </Tabs.Tab>
          ))}
        </Tabs.List>

        <form onSubmit={submit} noValidate aria-label={t`Book your journey`} className={classes.widgetForm}>
          <Tabs.Panel value="airport">
            <AirportForm data={reservation.airportData} onChange={onChange('airport')} {...formProps} />
          </Tabs.Panel>
          <Tabs.Panel value="tours">
            <PrivateTourForm data={reservation.tourData} onChange={onChange('tours')} {...formProps} />
          </Tabs.Panel>
          <Tabs.Panel value="organized">
            <OrganizedTourForm data={reservation.organizedData} onChange={onChange('organized')} {...formProps} />
          </Tabs.Panel>

          <Button
            type="submit"
            size="lg"
            fullWidth
            mt="md"
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
                <Trans>Search kept for this visit, updated at {savedAt}</Trans>
              </Text>
              <UnstyledButton type="button" onClick={() => { setIssues({}); clear(); }} className={classes.clear}>
                <IconRotate size={14} aria-hidden />
                <Trans>Clear search</Trans>
              </UnstyledButton>
            </Group>
          )}
        </form>
      </Tabs>
    </Paper>
  );
}
