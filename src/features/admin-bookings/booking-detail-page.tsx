// /admin/bookings/{id} (SPEC 2.6): who, where and when, the remarks, the status (changed at once),
// the price with its VAT kind, the way to the invoice, the edit form and the BON DE COMMANDE, and the
// ride's dispatch (driver, vehicle, conflicts, assignment, cancellation) with its timeline.
import { Trans, useLingui } from '@lingui/react/macro';
import { Anchor, Box, Button, Grid, Group, Select, Stack, Text, Title } from '@mantine/core';
import {
  IconArrowLeft,
  IconArrowRight,
  IconFileInvoice,
  IconFileText,
  IconMail,
  IconPencil,
  IconPhone,
} from '@tabler/icons-react';
import { useState, type ReactNode } from 'react';
import { Link, useParams } from 'react-router-dom';
import { bookingVat, invoiceNumber } from '../../domain/invoice';
import { paths } from '../../domain/paths';
import { BOOKING_STATUSES, type Booking, type BookingStatus, type Remark } from '../../domain/types';
import { useLang } from '../../i18n/use-lang';
import { showToast } from '../../ui/toast';
import { BookingNotFound, PageLoader } from './booking-not-found';
import { Facts, Section } from './detail-parts';
import { ExtrasCard } from './extras-card';
import { DispatchCard, useRideDispatch } from './dispatch-card';
import { RideTimeline } from './ride-timeline';
import { ClientMessagesCard } from './client-messages-card';
import { BookingStatusBadge } from '../../ui/admin/booking-status';
import { useBookingLabels } from './use-booking-labels';
import { useBooking, useCar, useIsAdmin, useRemarks, useSetBookingStatus, useSettings, useTour } from './use-bookings';
import { localizedText } from '../../domain/content-lang';

const REMARK_COLOR = { blue: 'blue', green: 'teal', yellow: 'yellow', purple: 'grape', pink: 'pink', orange: 'orange' } as const;

function Remarks({ remarks }: { remarks: Remark[] }) {
  if (remarks.length === 0)
    return (
      <Text c="dimmed" size="sm">
        <Trans>No remarks for this booking.</Trans>
      </Text>
    );
  return (
    <Stack component="ul" gap="xs" p={0} m={0} style={{ listStyle: 'none' }}>
      {remarks.map((remark) => {
        const color = REMARK_COLOR[remark.color];
        return (
          <Box
            component="li"
            key={remark.id}
            px="md"
            py="sm"
            style={{
              background: `var(--mantine-color-${color}-light)`,
              borderInlineStart: `4px solid var(--mantine-color-${color}-filled)`,
              borderRadius: 'var(--mantine-radius-md)',
              overflowWrap: 'anywhere',
              whiteSpace: 'pre-line',
            }}
          >
            <bdi>{remark.text}</bdi>
          </Box>
        );
      })}
    </Stack>
  );
}

function StatusCard({ booking }: { booking: Booking }) {
  const { t } = useLingui();
  const labels = useBookingLabels();
  const setStatus = useSetBookingStatus();
  const [saving, setSaving] = useState(false);

  const change = async (value: string | null) => {
    const status = BOOKING_STATUSES.find((s) => s === value);
    if (!status || status === booking.status) return;
    setSaving(true);
    try {
      await setStatus(booking.id, status);
      showToast({ color: 'teal', message: t`Booking status updated` });
    } catch {
      showToast({ color: 'red', message: t`Failed to update status` });
    } finally {
      setSaving(false);
    }
  };

  return (
    <Section title={t`Status`} id="booking-status">
      <Group gap="sm" justify="space-between" wrap="nowrap">
        <Text size="sm" c="dimmed">
          <Trans>Current status</Trans>
        </Text>
        <BookingStatusBadge status={booking.status} size="lg" />
      </Group>
      <Select
        label={t`Change status`}
        data={BOOKING_STATUSES.map((s: BookingStatus) => ({ value: s, label: labels.status(s) }))}
        value={booking.status}
        onChange={(value) => void change(value)}
        allowDeselect={false}
        disabled={saving}
        size="md"
        styles={{ input: { minHeight: 44 } }}
        comboboxProps={{ withinPortal: true }}
      />
    </Section>
  );
}

function PriceCard({ booking }: { booking: Booking }) {
  const { t } = useLingui();
  const labels = useBookingLabels();
  const settings = useSettings();
  const vat = bookingVat(booking, settings);
  return (
    <Section title={t`Price`} id="booking-price">
      <Stack gap={2}>
        <Text size="xs" c="dimmed" tt="uppercase" lts="0.04em" fw={600}>
          <Trans>Total, VAT included</Trans>
        </Text>
        <Text fz={32} fw={700} ff="heading" lh={1.1}>
          {labels.money(vat.total)}
        </Text>
      </Stack>
      <Facts
        items={[
          [t`Service type`, labels.service(booking.serviceType)],
          [t`VAT`, `${labels.vatKind(booking.vatKind)} · ${labels.percent(vat.percent)} (${labels.money(vat.vat)})`],
          [t`Payment`, labels.payment(booking.paymentMethod)],
        ]}
      />
    </Section>
  );
}

function ExtrasSection({ booking }: { booking: Booking }) {
  return <ExtrasCard booking={booking} settings={useSettings()} />;
}

function BookingDetail({ booking }: { booking: Booking }) {
  const { t } = useLingui();
  const lang = useLang();
  // Invoices are the office's: a driver neither reads nor issues them.
  const admin = useIsAdmin();
  const labels = useBookingLabels();
  const remarks = useRemarks(booking.id);
  const car = useCar(booking.vehicleId);
  const tour = useTour(booking.tourId);
  const name = `${booking.firstName} ${booking.lastName}`;
  const madeOn = labels.dateOf(booking.createdAt);
  const phoneHref = `tel:${booking.phone.replace(/[^\d+]/g, '')}`;
  const dispatch = useRideDispatch(booking);

  const trip: [string, ReactNode][] = [[t`Pickup location`, <bdi key="p">{booking.pickupLocation}</bdi>]];
  if (booking.dropoffLocation) trip.push([t`Drop-off location`, <bdi key="d">{booking.dropoffLocation}</bdi>]);
  trip.push([t`Pickup date`, labels.longDate(booking.pickupDate)]);
  trip.push([t`Pickup time`, <bdi key="t" dir="ltr">{booking.pickupTime}</bdi>]);
  if (booking.flightTrainNumber) trip.push([t`Flight or train number`, <bdi key="f" dir="ltr">{booking.flightTrainNumber}</bdi>]);
  trip.push([t`Passengers`, String(booking.passengers)]);
  trip.push([t`Luggage`, String(booking.luggage)]);
  if (booking.vehicleId) trip.push([t`Vehicle`, car ? <bdi key="v">{car.name}</bdi> : car === null ? t`Vehicle no longer in the fleet` : '…']);
  if (booking.tourId) trip.push([t`Tour`, tour ? <bdi key="o">{localizedText(tour, 'title', lang)}</bdi> : tour === null ? t`Tour no longer offered` : '…']);

  const Back = lang === 'ar' ? IconArrowRight : IconArrowLeft;
  return (
    <Stack gap="lg">
      <Anchor component={Link} to={paths.admin.bookings(lang)} size="sm" w="fit-content" py={10}>
        <Group gap={6} wrap="nowrap">
          <Back size={16} aria-hidden />
          <Trans>All bookings</Trans>
        </Group>
      </Anchor>

      <Stack gap="sm">
        <Group gap="sm" align="center" wrap="wrap">
          <Title order={2} size="h2" style={{ overflowWrap: 'anywhere' }}>
            <bdi>{name}</bdi>
          </Title>
          <BookingStatusBadge status={booking.status} size="lg" />
        </Group>
        <Text size="sm" c="dimmed">
          <bdi dir="ltr">{invoiceNumber(booking.id)}</bdi>
          {' · '}
          {booking.source === 'public' ? t`Booked on the website on ${madeOn}` : t`Entered by the office on ${madeOn}`}
        </Text>
        <Group gap="sm" mt={4}>
          {admin && (
            <Button
              component={Link}
              to={paths.admin.bookingInvoice(lang, booking.id)}
              size="md"
              leftSection={<IconFileInvoice size={18} aria-hidden />}
            >
              <Trans>View invoice</Trans>
            </Button>
          )}
          <Button
            component={Link}
            to={paths.admin.bookingEdit(lang, booking.id)}
            size="md"
            variant="default"
            leftSection={<IconPencil size={18} aria-hidden />}
          >
            <Trans>Edit</Trans>
          </Button>
          <Button
            component={Link}
            to={paths.admin.bookingOrder(lang, booking.id)}
            size="md"
            variant="default"
            leftSection={<IconFileText size={18} aria-hidden />}
          >
            <Trans>Order form</Trans>
          </Button>
        </Group>
      </Stack>

      <Grid gap="lg">
        <Grid.Col span={{ base: 12, md: 7, xl: 8 }} order={{ base: 2, md: 1 }}>
          <Stack gap="lg">
            <Section title={t`Customer`} id="booking-customer">
              <Facts
                items={[
                  [t`Name`, <bdi key="n">{name}</bdi>],
                  [
                    t`Email`,
                    booking.email ? (
                      <Anchor key="e" href={`mailto:${booking.email}`} style={{ display: 'inline-flex', alignItems: 'center', gap: 6, minHeight: 32 }}>
                        <IconMail size={16} aria-hidden />
                        <bdi>{booking.email}</bdi>
                      </Anchor>
                    ) : (
                      t`No email`
                    ),
                  ],
                  [
                    t`Phone`,
                    <Anchor key="p" href={phoneHref} style={{ display: 'inline-flex', alignItems: 'center', gap: 6, minHeight: 32 }}>
                      <IconPhone size={16} aria-hidden />
                      <bdi dir="ltr">{booking.phone}</bdi>
                    </Anchor>,
                  ],
                ]}
              />
            </Section>
            <Section title={t`Trip`} id="booking-trip">
              <Facts items={trip} />
              {booking.specialRequests && (
                <Box>
                  <Text size="xs" c="dimmed" tt="uppercase" lts="0.04em" fw={600}>
                    <Trans>Special requests</Trans>
                  </Text>
                  <Text mt={2} style={{ overflowWrap: 'anywhere', whiteSpace: 'pre-line' }}>
                    <bdi>{booking.specialRequests}</bdi>
                  </Text>
                </Box>
              )}
            </Section>
            <Section title={t`Remarks`} id="booking-remarks">
              {remarks === undefined ? <PageLoader /> : <Remarks remarks={remarks} />}
            </Section>
            <RideTimeline dispatch={dispatch} />
            <ClientMessagesCard booking={booking} dispatch={dispatch} />
          </Stack>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 5, xl: 4 }} order={{ base: 1, md: 2 }}>
          <Stack gap="lg">
            <DispatchCard booking={booking} dispatch={dispatch} />
            <StatusCard booking={booking} />
            <PriceCard booking={booking} />
            <ExtrasSection booking={booking} />
          </Stack>
        </Grid.Col>
      </Grid>
    </Stack>
  );
}

export function BookingDetailPage() {
  const { id } = useParams();
  const booking = useBooking(id);
  if (booking === undefined) return <PageLoader />;
  if (booking === null) return <BookingNotFound />;
  return <BookingDetail booking={booking} />;
}
