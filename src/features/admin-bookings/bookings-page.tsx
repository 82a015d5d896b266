// /admin/bookings (SPEC 2.6): status filter, search by first name, last name or email, the newest
// bookings first a page at a time, as a table on wide screens and as cards on phones.
import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { ActionIcon, Box, Button, em, Group, Loader, Select, Stack, Text, Tooltip } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { IconCalendarOff, IconEye, IconFileInvoice, IconPencil, IconPlus } from '@tabler/icons-react';
import { useCallback, useEffect, useRef, useState } from 'react';
import { Link, useLocation, useNavigate } from 'react-router-dom';
import { paths } from '../../domain/paths';
import { BOOKING_STATUSES, type Booking } from '../../domain/types';
import { useLang } from '../../i18n/use-lang';
import { EmptyState } from '../../ui/admin/empty-state';
import { ListToolbar } from '../../ui/admin/list-toolbar';
import { RecordList, type RecordListColumn } from '../../ui/admin/record-list';
import { SearchInput } from '../../ui/admin/search-input';
import { StatusBadge } from './status-badge';
import { useBookingLabels } from './use-booking-labels';
import { BOOKINGS_PAGE_SIZE, useAdminBookings, usePrepareBookingSearch, type BookingStatusFilter } from './use-bookings';

// The table needs about 1,000 px of content: below that, cards.
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

  const setStatus = (value: BookingStatusFilter) =>
    replaceParams((next) => (value === 'all' ? next.delete('status') : next.set('status', value)));

  return { status, setStatus, search, setSearch };
}

function BookingActions({ booking, size }: { booking: Booking; size: number }) {
  const { t } = useLingui();
  const lang = useLang();
  const name = `${booking.firstName} ${booking.lastName}`;
  const actions = [
    { to: paths.admin.booking(lang, booking.id), label: t`View booking of ${name}`, tip: t`View`, icon: IconEye },
    { to: paths.admin.bookingEdit(lang, booking.id), label: t`Edit booking of ${name}`, tip: t`Edit`, icon: IconPencil },
    { to: paths.admin.bookingInvoice(lang, booking.id), label: t`Invoice of ${name}`, tip: t`Invoice`, icon: IconFileInvoice },
  ];
  return (
    <Group gap={6} wrap="nowrap" justify="flex-end">
      {actions.map(({ to, label, tip, icon: Icon }) => (
        <Tooltip key={to} label={tip} openDelay={400} withinPortal>
          <ActionIcon component={Link} to={to} variant="light" size={size} radius="xl" aria-label={label}>
            <Icon size={20} aria-hidden />
          </ActionIcon>
        </Tooltip>
      ))}
    </Group>
  );
}

/** Thumb-sized (44 px) buttons on phone cards, a little smaller in the desktop table. */
function useColumns(table: boolean): RecordListColumn<Booking>[] {
  const { t } = useLingui();
  const labels = useBookingLabels();
  return [
    {
      header: t`Customer`,
      role: 'title',
      cell: (b) => (
        <Text span display="block" fw={600} miw="9rem">
          <bdi>
            {b.firstName} {b.lastName}
          </bdi>
          <Text span display="block" size="xs" c="dimmed" fw={400} style={{ overflowWrap: 'anywhere' }}>
            {b.email ? <bdi>{b.email}</bdi> : t`No email`}
          </Text>
        </Text>
      ),
    },
    { header: t`Service`, cell: (b) => labels.service(b.serviceType) },
    {
      header: t`Date`,
      cell: (b) => (
        <Text span size="sm" style={{ whiteSpace: 'nowrap' }}>
          {labels.shortDate(b.pickupDate)}
          <Text span display="block" size="sm" c="dimmed">
            <bdi dir="ltr">{b.pickupTime}</bdi>
          </Text>
        </Text>
      ),
    },
    {
      header: t`Pickup location`,
      cell: (b) => (
        <Text span size="sm" lineClamp={2} miw="8rem" maw="16rem" title={b.pickupLocation}>
          <bdi>{b.pickupLocation}</bdi>
        </Text>
      ),
    },
    {
      header: t`Price`,
      align: 'end',
      cell: (b) => (
        <Text span size="sm" fw={600} style={{ whiteSpace: 'nowrap' }}>
          {labels.money(b.totalPrice)}
        </Text>
      ),
    },
    { header: t`Status`, role: 'badge', cell: (b) => <StatusBadge status={b.status} /> },
    { header: t`Actions`, role: 'actions', hideHeader: true, align: 'end', cell: (b) => <BookingActions booking={b} size={table ? 38 : 44} /> },
  ];
}

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
  const columns = useColumns(table);
  usePrepareBookingSearch();

  const settled =
    page !== undefined && page.query.status === status && page.query.search === search && page.query.limit === pages * BOOKINGS_PAGE_SIZE;
  const filtered = status !== 'all' || search.trim() !== '';
  const shownCount = page?.rows.length ?? 0;

  const statusOptions = [
    { value: 'all', label: t`All statuses` },
    ...BOOKING_STATUSES.map((s) => ({ value: s, label: labels.status(s) })),
  ];

  return (
    <Stack gap="lg">
      <ListToolbar
        search={
          <Group gap="sm" align="center" wrap="wrap" w={{ base: '100%', sm: 'auto' }}>
            <SearchInput
              value={search}
              onChange={setSearch}
              label={t`Search bookings`}
              placeholder={t`Name or email`}
              clearLabel={t`Clear the search`}
            />
            <Select
              aria-label={t`Status`}
              data={statusOptions}
              value={status}
              onChange={(value) => isStatusFilter(value) && setStatus(value)}
              allowDeselect={false}
              size="md"
              radius="xl"
              w={{ base: '100%', sm: '12rem' }}
              styles={{ input: { minHeight: 44 } }}
              comboboxProps={{ withinPortal: true }}
            />
          </Group>
        }
        action={
          <Button
            component={Link}
            to={paths.admin.bookingCreate(lang)}
            size="md"
            leftSection={<IconPlus size={18} aria-hidden />}
            w={{ base: '100%', sm: 'auto' }}
          >
            <Trans>Add booking</Trans>
          </Button>
        }
      />

      {page === undefined ? (
        <Group justify="center" py="xl">
          <Loader color="gold.5" type="dots" aria-label={t`Loading bookings`} />
        </Group>
      ) : (
        <Stack gap="md" aria-busy={!settled} data-testid="bookings-results">
          {page.total > 0 && (
            <Text size="sm" c="dimmed" role="status">
              {page.rows.length < page.total
                ? t`${plural(page.total, {
                    one: `Showing ${shownCount} of # booking`,
                    other: `Showing ${shownCount} of # bookings`,
                  })}`
                : t`${plural(page.total, { one: '# booking', other: '# bookings' })}`}
            </Text>
          )}
          {page.rows.length === 0 ? (
            <EmptyState
              title={t`No bookings found`}
              description={filtered ? t`Try another name, email or status.` : t`Bookings made on the website or by the office appear here.`}
              icon={<IconCalendarOff size={28} aria-hidden />}
              action={
                filtered ? (
                  <Button
                    variant="default"
                    size="md"
                    onClick={() => {
                      setSearch('');
                      setStatus('all');
                    }}
                  >
                    <Trans>Show all bookings</Trans>
                  </Button>
                ) : undefined
              }
            />
          ) : (
            <RecordList caption={t`Bookings`} rows={page.rows} rowKey={(b) => b.id} columns={columns} tableFrom={TABLE_FROM} />
          )}
          {page.rows.length < page.total && (
            <Box ta="center">
              <Button
                variant="default"
                size="md"
                loading={!settled}
                onClick={() => setShown({ key: filterKey, pages: pages + 1 })}
              >
                <Trans>Load more</Trans>
              </Button>
            </Box>
          )}
        </Stack>
      )}
    </Stack>
  );
}
