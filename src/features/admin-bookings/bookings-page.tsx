// /admin/bookings (SPEC 2.6): status filter, search by first name, last name or email, the newest
// bookings first a page at a time, as a table on wide screens and as cards on phones.
import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Box, Button, em, Group, Select, Stack, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { IconCalendarOff, IconPlus } from '@tabler/icons-react';
import { memo, useCallback, useEffect, useRef, useState } from 'react';
import { Link, useLocation, useNavigate } from 'react-router-dom';
import { paths, type Lang } from '../../domain/paths';
import { BOOKING_STATUSES } from '../../domain/types';
import { useLang } from '../../i18n/use-lang';
import { EmptyState } from '../../ui/admin/empty-state';
import { ListToolbar } from '../../ui/admin/list-toolbar';
import { SearchInput } from '../../ui/admin/search-input';
import { BookingList } from './booking-list';
import classes from './booking-list.module.css';
import { useBookingLabels, type BookingLabels } from './use-booking-labels';
import {
  BOOKINGS_PAGE_SIZE,
  useAdminBookings,
  usePrepareBookingSearch,
  type BookingListPage,
  type BookingStatusFilter,
} from './use-bookings';
import { Loading } from '../../ui/loading';

// The table needs about 960 px of content: below that, cards.
const TABLE_FROM = 1280;

const isStatusFilter = (value: string | null): value is BookingStatusFilter =>
  value === 'all' || (BOOKING_STATUSES as readonly (string | null)[]).includes(value);

/** The filter lives in the address (?status=&q=), so that coming back from a booking finds it as it was. */
function useFilter() {
  const navigate = useNavigate();
  const { search: query } = useLocation();
  const params = new URLSearchParams(query);
  const fromUrl = params.get('status');
  const status: BookingStatusFilter = isStatusFilter(fromUrl) ? fromUrl : 'all';
  const [search, setSearch] = useState(() => params.get('q') ?? '');

  // The address as last written: a change made before the next render must not be undone by
  // another one built from an older address.
  const latest = useRef(query);
  useEffect(() => {
    latest.current = query;
  }, [query]);
  const replaceParams = useCallback(
    (change: (next: URLSearchParams) => void) => {
      const next = new URLSearchParams(latest.current);
      change(next);
      const text = next.toString();
      const written = text ? `?${text}` : '';
      if (written === latest.current) return;
      latest.current = written;
      navigate({ search: written }, { replace: true });
    },
    [navigate],
  );

  // The typed text reaches the address once typing pauses: one history update, not one per letter.
  useEffect(() => {
    const handle = setTimeout(
      () => replaceParams((next) => (search.trim() ? next.set('q', search) : next.delete('q'))),
      400,
    );
    return () => clearTimeout(handle);
  }, [search, replaceParams]);

  const setStatus = useCallback(
    (value: BookingStatusFilter) => replaceParams((next) => (value === 'all' ? next.delete('status') : next.set('status', value))),
    [replaceParams],
  );

  return { status, setStatus, search, setSearch };
}

const AddBooking = memo(function AddBooking({ lang }: { lang: Lang }) {
  return (
    <Button component={Link} to={paths.admin.bookingCreate(lang)} size="md" leftSection={<IconPlus size={18} aria-hidden />} className={classes.add}>
      <Trans>Add booking</Trans>
    </Button>
  );
});

/** The status filter (SPEC 9: 12rem wide); memoized, as the page renders again with every letter typed. */
const StatusFilter = memo(function StatusFilter({ value, onChange }: { value: BookingStatusFilter; onChange: (value: BookingStatusFilter) => void }) {
  const { t } = useLingui();
  const labels = useBookingLabels();
  const options = [{ value: 'all', label: t`All statuses` }, ...BOOKING_STATUSES.map((s) => ({ value: s, label: labels.status(s) }))];
  return (
    <Select
      aria-label={t`Status`}
      data={options}
      value={value}
      onChange={(next) => isStatusFilter(next) && onChange(next)}
      allowDeselect={false}
      size="md"
      radius="xl"
      w={{ base: '100%', sm: '12rem' }}
      styles={{ input: { minHeight: 44 } }}
      comboboxProps={{ withinPortal: true }}
    />
  );
});

/** The count and the rows: memoized, so that a keystroke renders them only once its answer is in. */
const Results = memo(function Results({
  page,
  labels,
  table,
  onShowAll,
}: {
  page: BookingListPage;
  labels: BookingLabels;
  table: boolean;
  onShowAll: () => void;
}) {
  const { t } = useLingui();
  const shownCount = page.rows.length;
  const filtered = page.query.status !== 'all' || page.query.search.trim() !== '';
  return (
    <>
      {page.total > 0 && (
        <Text size="sm" c="dimmed" role="status">
          {shownCount < page.total
            ? t`${plural(page.total, {
                one: `Showing ${shownCount} of # booking`,
                other: `Showing ${shownCount} of # bookings`,
              })}`
            : t`${plural(page.total, { one: '# booking', other: '# bookings' })}`}
        </Text>
      )}
      {shownCount === 0 ? (
        <EmptyState
          title={t`No bookings found`}
          description={filtered ? t`Try another name, email or status.` : t`Bookings made on the website or by the office appear here.`}
          icon={<IconCalendarOff size={28} aria-hidden />}
          action={
            filtered ? (
              <Button variant="default" size="md" onClick={onShowAll}>
                <Trans>Show all bookings</Trans>
              </Button>
            ) : undefined
          }
        />
      ) : (
        <BookingList rows={page.rows} labels={labels} table={table} />
      )}
    </>
  );
});

export function BookingsPage() {
  const { t } = useLingui();
  const lang = useLang();
  const labels = useBookingLabels();
  const { status, setStatus, search, setSearch } = useFilter();
  // How many pages are shown, for the filter they were loaded for: a new filter starts on page one.
  const filterKey = `${status}\n${search.trim()}`;
  const [shown, setShown] = useState({ key: filterKey, pages: 1 });
  const pages = shown.key === filterKey ? shown.pages : 1;
  const page = useAdminBookings({ status, search, limit: pages * BOOKINGS_PAGE_SIZE });
  const table = useMediaQuery(`(min-width: ${em(TABLE_FROM)})`, false, { getInitialValueInEffect: false });
  usePrepareBookingSearch();

  const settled =
    page !== undefined && page.query.status === status && page.query.search === search && page.query.limit === pages * BOOKINGS_PAGE_SIZE;
  // Only 'Load more' itself spins, not every letter typed.
  const moreAsked = page !== undefined && page.query.limit < pages * BOOKINGS_PAGE_SIZE;
  const showAll = useCallback(() => {
    setSearch('');
    setStatus('all');
  }, [setSearch, setStatus]);

  return (
    <Stack gap="lg">
      <ListToolbar
        search={
          <div className={classes.filters}>
            <SearchInput
              value={search}
              onChange={setSearch}
              label={t`Search bookings`}
              placeholder={t`Name or email`}
            />
            <StatusFilter value={status} onChange={setStatus} />
          </div>
        }
        action={<AddBooking lang={lang} />}
      />

      {page === undefined ? (
        <Group justify="center" py="xl">
          <Loading color="gold.5" type="dots" label={t`Loading bookings`} />
        </Group>
      ) : (
        <Stack gap="md" aria-busy={!settled} data-testid="bookings-results">
          <Results page={page} labels={labels} table={table} onShowAll={showAll} />
          {page.rows.length < page.total && (
            <Box ta="center">
              <Button variant="default" size="md" loading={moreAsked} onClick={() => setShown({ key: filterKey, pages: pages + 1 })}>
                <Trans>Load more</Trans>
              </Button>
            </Box>
          )}
        </Stack>
      )}
    </Stack>
  );
}
