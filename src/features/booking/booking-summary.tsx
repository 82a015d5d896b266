// The summary of the booking: beside the form on a desktop, below it on a phone, and in full on the
// Confirmation step (with a way back to each part).
import { Trans, useLingui } from '@lingui/react/macro';
import { Anchor, Badge, Divider, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { IconInfoCircle } from '@tabler/icons-react';
import { memo, type ReactNode } from 'react';
import type { BookingExtra, Extra } from '../../domain/billing-types';
import { bookingExtraName, extraCents } from '../../domain/extras';
import { fromCents, toCents } from '../../domain/estimate';
import type { PublicBookingDraft } from '../../domain/public-booking';
import { useLang } from '../../i18n/use-lang';
import { asksDropoff, asksFlight } from './draft';
import type { Car, Tour } from '../../domain/types';
import classes from './booking.module.css';
import { CarPicture } from './car-picture';
import { useBookingLabels } from './use-booking-labels';
import { localized } from '../../domain/content-lang';
import { LocalizedBdi } from '../../ui/localized';

export interface SummaryProps {
  values: PublicBookingDraft;
  car: Car | null;
  /** The tour the visitor came from, when it prices this booking. */
  tour: Tour | null;
  /** One trip's estimate: the ride and its extras. */
  estimate: string | null;
  /** The chosen extras at the settings' prices, and the extras their names come from. */
  extras?: readonly BookingExtra[] | undefined;
  catalogue?: readonly Extra[] | undefined;
  /** Offers to go back to a step to change a part. */
  onEdit?: ((step: 0 | 1) => void) | undefined;
}

function Row({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Group justify="space-between" align="flex-start" gap="md" wrap="nowrap">
      <Text size="sm" c="dimmed" style={{ flexShrink: 0 }}>
        {label}
      </Text>
      <Text size="sm" ta="end" style={{ overflowWrap: 'anywhere' }}>
        {children}
      </Text>
    </Group>
  );
}

function Section({ title, children, onEdit }: { title: string; children: ReactNode; onEdit?: (() => void) | undefined }) {
  const { t } = useLingui();
  return (
    <Stack gap={8}>
      <Group justify="space-between" gap="xs">
        <Title order={3} size="h5">
          {title}
        </Title>
        {onEdit && (
          <Anchor component="button" type="button" size="sm" onClick={onEdit} aria-label={t`Edit: ${title}`}>
            <Trans>Edit</Trans>
          </Anchor>
        )}
      </Group>
      {children}
    </Stack>
  );
}

const dash = '–';

export function SummarySections({ values, car, tour, estimate, extras = [], catalogue = [], onEdit }: SummaryProps) {
  const { t } = useLingui();
  const lang = useLang();
  const labels = useBookingLabels();
  const fullName = [values.firstName, values.lastName].filter((s) => s.trim()).join(' ');
  const editTrip = onEdit ? () => onEdit(0) : undefined;
  const editContact = onEdit ? () => onEdit(1) : undefined;
  return (
    <Stack gap="md">
      <Section title={t`Vehicle`} onEdit={editTrip}>
        {car ? (
          <Group gap="sm" wrap="nowrap" align="center">
            <CarPicture car={car} width={96} />
            <Stack gap={0}>
              <Text fw={600}>
                <bdi>{car.name}</bdi>
              </Text>
              <Text size="sm" c="dimmed">
                <Trans>{labels.money(car.pricePerHour)} per hour</Trans>
              </Text>
            </Stack>
          </Group>
        ) : (
          <Text size="sm" c="dimmed">
            <Trans>No vehicle chosen yet</Trans>
          </Text>
        )}
      </Section>
      <Divider color="var(--brand-border)" />
      <Section title={t`Trip details`} onEdit={editTrip}>
        <Row label={t`Service`}>{labels.service(values.serviceType) || dash}</Row>
        {tour && (
          <Row label={t`Tour`}>
            <LocalizedBdi text={localized<string>(tour, 'title', lang)} />
          </Row>
        )}
        <Row label={t`Pickup`}>{values.pickupLocation.trim() ? <bdi>{values.pickupLocation}</bdi> : dash}</Row>
        {asksDropoff(values.serviceType) && values.dropoffLocation.trim() && (
          <Row label={t`Drop-off`}>
            <bdi>{values.dropoffLocation}</bdi>
          </Row>
        )}
        <Row label={t`Date`}>{values.pickupDate ? labels.date(values.pickupDate) : dash}</Row>
        <Row label={t`Time`}>{values.pickupTime ? <bdi dir="ltr">{values.pickupTime}</bdi> : dash}</Row>
        {asksFlight(values.serviceType) && values.flightNumber.trim() && (
          <Row label={t`Flight`}>
            <bdi dir="ltr">{values.flightNumber}</bdi>
          </Row>
        )}
        <Row label={t`Passengers`}>{values.passengers}</Row>
        <Row label={t`Luggage`}>{values.luggage}</Row>
        {extras.map((item) => (
          <Row key={item.extraId} label={bookingExtraName(item, catalogue, lang)}>
            {t`${item.quantity} × ${labels.money(item.price)}`}
          </Row>
        ))}
        {values.returnTrip && (
          <Row label={t`Return trip`}>
            {values.returnDate ? labels.date(values.returnDate) : dash} <bdi dir="ltr">{values.returnTime}</bdi>
          </Row>
        )}
      </Section>
      <Divider color="var(--brand-border)" />
      <Section title={t`Contact details`} onEdit={editContact}>
        <Row label={t`Name`}>{fullName ? <bdi>{fullName}</bdi> : dash}</Row>
        <Row label={t`Email`}>{values.email.trim() ? <bdi dir="ltr">{values.email}</bdi> : dash}</Row>
        <Row label={t`Phone`}>{values.phone.trim() ? <bdi dir="ltr">{values.phone}</bdi> : dash}</Row>
      </Section>
      {values.specialRequests.trim() && (
        <>
          <Divider color="var(--brand-border)" />
          <Section title={t`Special requests`} onEdit={editContact}>
            <Text size="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
              <bdi>{values.specialRequests}</bdi>
            </Text>
          </Section>
        </>
      )}
      <Divider color="var(--brand-border)" />
      <PriceBlock values={values} car={car} tour={tour} estimate={estimate} extras={extras} />
    </Stack>
  );
}

function PriceBlock({ values, car, tour, estimate, extras = [] }: Omit<SummaryProps, 'onEdit' | 'catalogue'>) {
  const labels = useBookingLabels();
  const extrasCents = extras.reduce((sum, item) => sum + extraCents(item), 0);
  const oneTrip = estimate === null ? null : toCents(estimate);
  const total = oneTrip === null ? null : fromCents(values.returnTrip ? oneTrip * 2 : oneTrip);
  let basis: ReactNode = null;
  if (tour) {
    const count = values.passengers;
    const each = labels.money(tour.price);
    basis = <Trans>{count} × {each} per person</Trans>;
  } else if (car && values.serviceType) {
    const rate = labels.money(car.pricePerHour);
    basis = values.serviceType === 'airport' ? <Trans>2 hours × {rate}</Trans> : <Trans>8 hours × {rate}</Trans>;
  }
  return (
    <Stack gap={4}>
      <Group justify="space-between" align="baseline" wrap="nowrap">
        <Text fw={600}>
          <Trans>Estimated price</Trans>
        </Text>
        <Text fw={700} size="xl" ff="heading" c="var(--brand-accent-text)">
          {total ? labels.money(total) : '–'}
        </Text>
      </Group>
      {basis && (
        <Text size="xs" c="dimmed" ta="end">
          {basis}
        </Text>
      )}
      {extrasCents > 0 && (
        <Text size="xs" c="dimmed" ta="end">
          <Trans>Extras: {labels.money(fromCents(extrasCents))}</Trans>
        </Text>
      )}
      {values.returnTrip && estimate && (
        <Text size="xs" c="dimmed" ta="end">
          <Trans>Way out and return: 2 × {labels.money(estimate)}</Trans>
        </Text>
      )}
      <Group gap={6} wrap="nowrap" align="flex-start">
        <IconInfoCircle size={16} aria-hidden style={{ flexShrink: 0, marginTop: 2 }} />
        <Text size="xs" c="dimmed">
          <Trans>Tax included. This is an estimate: the final price may vary with the route and waiting time.</Trans>
        </Text>
      </Group>
    </Stack>
  );
}

/** The side panel: a compact summary of what is chosen so far (drawn again only when that changes). */
export const BookingSummary = memo(function BookingSummary(props: SummaryProps & { reference?: string | undefined }) {
  const { reference, ...rest } = props;
  return (
    <Paper
      component="aside"
      aria-labelledby="booking-summary-title"
      withBorder
      radius="lg"
      p={{ base: 'md', sm: 'lg' }}
      bg="var(--brand-surface)"
      className={classes.sticky}
      style={{ borderColor: 'var(--brand-border)' }}
    >
      <Stack gap="md">
        <Group justify="space-between" gap="xs">
          <Title order={2} size="h4" id="booking-summary-title">
            <Trans>Booking summary</Trans>
          </Title>
          {reference && (
            <Badge variant="light" color="gold" radius="sm" size="lg">
              <bdi dir="ltr">{reference}</bdi>
            </Badge>
          )}
        </Group>
        <SummarySections {...rest} />
      </Stack>
    </Paper>
  );
});
