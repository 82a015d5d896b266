// /my-bookings: what this visitor booked, whether it has reached us yet, and what we made of it.
import { Trans, useLingui } from '@lingui/react/macro';
import { Alert, Badge, Button, Container, Group, Paper, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import {
  IconAlertTriangle,
  IconArrowRight,
  IconCalendarEvent,
  IconCircleCheck,
  IconClockHour4,
  IconMapPin,
  IconWifiOff,
} from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import type { DeviceBooking } from '../../db/sync-hooks';
import { usePageHead } from '../../ui/use-head';
import { paths } from '../../domain/paths';
import { bookingReference } from '../../domain/booking-reference';
import { BOOKINGS_PAUSED_MESSAGE } from '../../domain/public-booking';
import type { Booking, BookingStatus, ServiceType } from '../../domain/types';
import { intlLocale } from '../../i18n/i18n';
import { useLang } from '../../i18n/use-lang';
import rtl from '../../ui/rtl.module.css';
import { useAccountBookings, useDeviceBookings, useReceiptRefresh } from './use-my-bookings';
import { useOnline } from '../../ui/use-online';
import { Loading } from '../../ui/loading';
import { clientState, type ClientProgress } from '../../domain/client-status';
import { ClientStateBadge, DriverLine, StatusPageLink } from './progress';

function useLabels() {
  const { t } = useLingui();
  const lang = useLang();
  const services: Record<ServiceType, string> = {
    transfer: t`Transfer`,
    private_tour: t`Private tour`,
    shared_tour: t`Shared tour`,
  };
  const statuses: Record<BookingStatus, string> = {
    pending: t`Pending`,
    confirmed: t`Confirmed`,
    completed: t`Completed`,
    cancelled: t`Cancelled`,
  };
  const date = new Intl.DateTimeFormat(intlLocale[lang], { dateStyle: 'full', timeZone: 'UTC' });
  const money = new Intl.NumberFormat(intlLocale[lang], { style: 'currency', currency: 'EUR' });
  return {
    service: (s: ServiceType | undefined) => (s ? services[s] : t`Booking`),
    status: (s: BookingStatus) => statuses[s],
    date: (d: string | undefined) => {
      const time = d ? Date.parse(`${d}T00:00:00Z`) : NaN;
      return Number.isFinite(time) ? date.format(time) : '-';
    },
    price: (p: string | undefined) => (p && Number.isFinite(Number(p)) ? money.format(Number(p)) : null),
  };
}

/** SPEC 4: confirmed is the default style, completed outline, cancelled destructive, the others secondary. */
function StatusBadge({ status }: { status: BookingStatus }) {
  const labels = useLabels();
  const look: Record<BookingStatus, { variant: string; color?: string }> = {
    confirmed: { variant: 'filled' },
    completed: { variant: 'outline', color: 'navy' },
    cancelled: { variant: 'filled', color: 'red.8' },
    pending: { variant: 'light', color: 'gray' },
  };
  return (
    <Badge variant={look[status].variant} color={look[status].color} radius="sm">
      {labels.status(status)}
    </Badge>
  );
}

function BookingCard({
  booking,
  badges,
  footer,
}: {
  booking: Partial<Booking> & { id: string };
  badges: ReactNode;
  footer?: ReactNode;
}) {
  const labels = useLabels();
  const price = labels.price(booking.totalPrice);
  return (
    <Paper withBorder radius="lg" p={{ base: 'md', sm: 'lg' }} bg="var(--brand-surface)">
      <Stack gap="xs">
        <Group justify="space-between" gap="xs" align="flex-start">
          <Stack gap={2}>
            <Text fw={600} size="lg" ff="heading">
              {labels.service(booking.serviceType)}
            </Text>
            <Text size="xs" c="dimmed">
              <bdi dir="ltr">{booking.createdAt ? bookingReference(booking.createdAt) : `#${booking.id.slice(0, 8).toUpperCase()}`}</bdi>
            </Text>
          </Stack>
          <Group gap={6}>{badges}</Group>
        </Group>
        <Group gap="xs" wrap="nowrap">
          <IconCalendarEvent size={18} aria-hidden style={{ flexShrink: 0 }} />
          <Text size="sm">
            {labels.date(booking.pickupDate)}
            {booking.pickupTime ? (
              <>
                {' · '}
                <bdi dir="ltr">{booking.pickupTime}</bdi>
              </>
            ) : null}
          </Text>
        </Group>
        {booking.pickupLocation && (
          <Group gap="xs" wrap="nowrap" align="flex-start">
            <IconMapPin size={18} aria-hidden style={{ flexShrink: 0, marginTop: 2 }} />
            <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
              <bdi>{booking.pickupLocation}</bdi>
              {booking.dropoffLocation ? (
                <>
                  {' '}
                  <IconArrowRight size={14} aria-hidden className={rtl.mirror} style={{ verticalAlign: 'middle' }} />{' '}
                  <bdi>{booking.dropoffLocation}</bdi>
                </>
              ) : null}
            </Text>
          </Group>
        )}
        {price && (
          <Text size="sm" fw={600}>
            {price}
          </Text>
        )}
        {footer}
      </Stack>
    </Paper>
  );
}

function DeliveryBadge({ item }: { item: DeviceBooking }) {
  const { t } = useLingui();
  if (item.delivery === 'waiting')
    return (
      <Badge color="orange.9" variant="filled" radius="sm" leftSection={<IconClockHour4 size={12} aria-hidden />}>
        {t`Waiting for connection`}
      </Badge>
    );
  if (item.delivery === 'refused')
    return (
      <Badge color="red.8" variant="filled" radius="sm" leftSection={<IconAlertTriangle size={12} aria-hidden />}>
        {t`Not accepted`}
      </Badge>
    );
  return (
    <Badge color="teal.9" variant="filled" radius="sm" leftSection={<IconCircleCheck size={12} aria-hidden />}>
      {t`Sent`}
    </Badge>
  );
}

function DeviceBookingCard({ item, progress }: { item: DeviceBooking; progress: ClientProgress | undefined }) {
  const { t } = useLingui();
  // The status the office gave, once known; until then a sent booking is pending like every new one.
  const status = item.delivery === 'sent' ? (item.lastStatus ?? 'pending') : null;
  return (
    <BookingCard
      booking={item.booking}
      badges={
        <>
          <DeliveryBadge item={item} />
          {progress ? <ClientStateBadge state={progress.state} /> : status && <StatusBadge status={status} />}
        </>
      }
      footer={
        item.delivery === 'sent' ? (
          <>
            {progress && <DriverLine progress={progress} />}
            <StatusPageLink token={item.booking.statusToken} />
          </>
        ) : item.delivery === 'waiting' ? (
          <Text size="xs" c="dimmed">
            <Trans>Kept on this device: it is sent by itself as soon as there is a connection.</Trans>
          </Text>
        ) : item.delivery === 'refused' ? (
          <Text size="xs" c="red.8">
            {t`Reason:`}{' '}
            <bdi>
              {item.reason === BOOKINGS_PAUSED_MESSAGE
                ? t`Online booking was paused for maintenance when it arrived. Please call or write to us to book.`
                : item.reason}
            </bdi>
          </Text>
        ) : null
      }
    />
  );
}

export function MyBookingsPage() {
  const { t } = useLingui();
  const lang = useLang();
  const online = useOnline();
  usePageHead();
  const device = useDeviceBookings();
  const account = useAccountBookings(online);
  useReceiptRefresh(online);

  const deviceIds = new Set(device?.map((d) => d.id));
  const accountOnly = account.kind === 'ok' ? account.bookings.filter((b) => !deviceIds.has(b.id)) : [];
  // The server's word on where each of the account's bookings stands (the status page's states).
  const progressById = new Map(account.kind === 'ok' ? account.bookings.flatMap((b) => (b.progress ? [[b.id, b.progress] as const] : [])) : []);
  const empty = device !== undefined && device.length === 0 && (account.kind === 'none' || (account.kind === 'ok' && accountOnly.length === 0));

  return (
    <Container size="md" py={{ base: 32, sm: 56 }}>
      <Stack gap="xl">
        <Stack gap={6}>
          <Title order={1}>
            <Trans>My bookings</Trans>
          </Title>
          <Text c="dimmed">
            <Trans>The bookings made on this device, and those of your account when you are signed in.</Trans>
          </Text>
        </Stack>

        {!online && (
          <Alert color="orange" variant="light" icon={<IconWifiOff size={18} aria-hidden />}>
            <Trans>You are offline. Bookings made now are kept on this device and sent once you are back online.</Trans>
          </Alert>
        )}

        {device === undefined ? (
          <Loading color="gold.5" />
        ) : empty ? (
          <Paper withBorder radius="lg" p="xl" ta="center">
            <Stack align="center" gap="sm">
              <ThemeIcon size={56} radius="xl" variant="light" color="gold">
                <IconCalendarEvent size={28} aria-hidden />
              </ThemeIcon>
              <Title order={2} size="h3">
                <Trans>No bookings yet</Trans>
              </Title>
              <Text c="dimmed" maw={420}>
                <Trans>Bookings you make on this device appear here, even without a connection.</Trans>
              </Text>
              <Button component={Link} to={paths.booking(lang)} mt="xs" rightSection={<IconArrowRight size={16} aria-hidden className={rtl.mirror} />}>
                <Trans>Book a ride</Trans>
              </Button>
            </Stack>
          </Paper>
        ) : (
          <>
            {device.length > 0 && (
              <Stack gap="sm" component="section" aria-label={t`On this device`}>
                <Title order={2} size="h4">
                  <Trans>On this device</Trans>
                </Title>
                {device.map((item) => (
                  <DeviceBookingCard key={item.id} item={item} progress={progressById.get(item.id)} />
                ))}
              </Stack>
            )}
            {account.kind !== 'none' && (
              <Stack gap="sm" component="section" aria-label={t`Your account`}>
                <Title order={2} size="h4">
                  <Trans>Your account</Trans>
                </Title>
                {account.kind === 'loading' && <Loading size="sm" color="gold.5" />}
                {account.kind === 'offline' && (
                  <Text size="sm" c="dimmed">
                    <Trans>Your account's bookings show here when you are online.</Trans>
                  </Text>
                )}
                {account.kind === 'unauthorized' && (
                  <Text size="sm" c="dimmed">
                    <Trans>Your session has ended: sign in again to see your account's bookings.</Trans>
                  </Text>
                )}
                {account.kind === 'error' && (
                  <Alert color="red" variant="light" title={t`Your bookings could not be loaded`}>
                    <bdi>{account.message}</bdi>
                  </Alert>
                )}
                {account.kind === 'ok' && accountOnly.length === 0 && (
                  <Text size="sm" c="dimmed">
                    <Trans>No other bookings in your account.</Trans>
                  </Text>
                )}
                {accountOnly.map((b) => {
                  const progress = b.progress ?? { state: clientState(b, []) };
                  return (
                    <BookingCard
                      key={b.id}
                      booking={b}
                      badges={<ClientStateBadge state={progress.state} />}
                      footer={
                        <>
                          <DriverLine progress={progress} />
                          <StatusPageLink token={b.statusToken} />
                        </>
                      }
                    />
                  );
                })}
              </Stack>
            )}
          </>
        )}
      </Stack>
    </Container>
  );
}
