// Step 4, Complete: the reference, and whether the booking has reached the office yet (live).
import { Trans, useLingui } from '@lingui/react/macro';
import { Alert, Anchor, Button, Group, Loader, Paper, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconAlertTriangle, IconCircleCheck, IconHome, IconListDetails, IconWifiOff } from '@tabler/icons-react';
import { Link } from 'react-router-dom';
import { useBookingDelivery } from './queries';
import { bookingReference } from '../../domain/booking-reference';
import { paths } from '../../domain/paths';
import type { Booking, Settings } from '../../domain/types';
import { useLang } from '../../i18n/use-lang';
import { useOnline } from '../../ui/use-online';
import { useBookingLabels } from './use-booking-labels';

function DeliveryNote({ bookingId, settings }: { bookingId: string; settings: Settings | undefined }) {
  const { t } = useLingui();
  const online = useOnline();
  const state = useBookingDelivery(bookingId);
  if (state === undefined) return null;
  if (state?.delivery === 'sent')
    return (
      <Alert variant="light" color="teal" icon={<IconCircleCheck size={20} aria-hidden />} title={t`Sent to our team`}>
        <Trans>Your booking has been sent to our team. We will confirm it shortly by email or phone.</Trans>
      </Alert>
    );
  if (state?.delivery === 'refused') {
    const phone = settings?.sitePhone ?? '';
    return (
      <Alert variant="light" color="red" icon={<IconAlertTriangle size={20} aria-hidden />} title={t`Our team could not accept this booking online`}>
        <Stack gap={4}>
          <Text size="sm">
            <bdi>{state.reason}</bdi>
          </Text>
          {phone && (
            <Text size="sm">
              <Trans>
                Please call us at{' '}
                <Anchor href={`tel:${phone.replace(/\s+/g, '')}`}>
                  <bdi dir="ltr">{phone}</bdi>
                </Anchor>
                .
              </Trans>
            </Text>
          )}
        </Stack>
      </Alert>
    );
  }
  if (online)
    return (
      <Alert variant="light" color="navy" icon={<Loader size={18} color="gold.5" aria-hidden />} title={t`Sending to our team…`}>
        <Trans>Your booking is saved on this device and on its way to our team.</Trans>
      </Alert>
    );
  return (
    <Alert variant="light" color="orange" icon={<IconWifiOff size={20} aria-hidden />} title={t`Kept on this device`}>
      <Trans>You are offline. Your booking is saved on this device and will be sent automatically when you are back online.</Trans>
    </Alert>
  );
}

export function StepComplete({
  booking,
  reference,
  settings,
  onAnother,
}: {
  booking: Booking;
  reference: string;
  settings: Settings | undefined;
  onAnother: () => void;
}) {
  const lang = useLang();
  const name = booking.firstName;
  return (
    <Paper withBorder radius="lg" p={{ base: 'lg', sm: 'xl' }} bg="var(--brand-surface)" style={{ borderColor: 'var(--brand-border)' }}>
      <Stack gap="lg" align="stretch">
        <Stack gap="sm" align="center" ta="center">
          <ThemeIcon size={72} radius="xl" variant="light" color="teal">
            <IconCircleCheck size={40} aria-hidden />
          </ThemeIcon>
          <Title order={2}>
            <Trans>Thank you, {name}!</Trans>
          </Title>
          <Text c="dimmed" maw={520}>
            <Trans>Your booking request is registered. Keep this reference to talk to us about it:</Trans>
          </Text>
          <Text
            ff="heading"
            fw={700}
            fz={{ base: 30, sm: 36 }}
            c="var(--brand-accent-text)"
            style={{ letterSpacing: '0.06em' }}
          >
            <bdi dir="ltr">{reference}</bdi>
          </Text>
        </Stack>
        <DeliveryNote bookingId={booking.id} settings={settings} />
        <Text size="sm" c="dimmed" ta="center">
          <Trans>Free cancellation up to 24 hours before pickup.</Trans>
        </Text>
        <Group justify="center" gap="sm">
          <Button component={Link} to={paths.home(lang)} size="md" leftSection={<IconHome size={18} aria-hidden />}>
            <Trans>Back to home</Trans>
          </Button>
          <Button component={Link} to={paths.myBookings(lang)} size="md" variant="outline" leftSection={<IconListDetails size={18} aria-hidden />}>
            <Trans>See my bookings</Trans>
          </Button>
        </Group>
        <Group justify="center">
          <Anchor component="button" type="button" size="sm" onClick={onAnother}>
            <Trans>Book another ride</Trans>
          </Anchor>
        </Group>
      </Stack>
    </Paper>
  );
}

/** The return trip booked with the way out: its own reference, when and where from, and its delivery. */
export function ReturnDone({ booking, settings }: { booking: Booking; settings: Settings | undefined }) {
  const { t } = useLingui();
  const reference = bookingReference(booking.createdAt);
  const day = useBookingLabels().date(booking.pickupDate);
  const from = booking.pickupLocation;
  return (
    <Paper
      component="section"
      aria-label={t`Return trip`}
      withBorder
      radius="lg"
      p={{ base: 'md', sm: 'lg' }}
      bg="var(--brand-surface)"
      style={{ borderColor: 'var(--brand-border)' }}
    >
      <Stack gap="sm">
        <Group justify="space-between" gap="xs">
          <Title order={3} size="h4">
            <Trans>Return trip</Trans>
          </Title>
          <Text ff="heading" fw={700} c="var(--brand-accent-text)">
            <bdi dir="ltr">{reference}</bdi>
          </Text>
        </Group>
        <Text size="sm">
          <Trans>
            {day} at <bdi dir="ltr">{booking.pickupTime}</bdi>, from <bdi>{from}</bdi>
          </Trans>
        </Text>
        <DeliveryNote bookingId={booking.id} settings={settings} />
      </Stack>
    </Paper>
  );
}
