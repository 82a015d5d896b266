// The booking's extras (what each costs) and the link between a way out and its return trip.
import { useLingui } from '@lingui/react/macro';
import { Anchor, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { extrasOf } from '../../domain/billing-defaults';
import { bookingReference } from '../../domain/booking-reference';
import { bookingExtraName, extraCents } from '../../domain/extras';
import { fromCents } from '../../domain/estimate';
import { paths } from '../../domain/paths';
import type { Booking, Settings } from '../../domain/types';
import { useLang } from '../../i18n/use-lang';
import { Facts, Section } from './detail-parts';
import { useReturnTrip } from './queries';

export function ExtrasCard({ booking, settings }: { booking: Booking; settings: Settings | undefined }) {
  const { t, i18n } = useLingui();
  const lang = useLang();
  const back = useReturnTrip(booking.id);
  const extras = booking.extras ?? [];
  if (extras.length === 0 && !booking.returnOf && !back) return null;
  const money = (amount: string) => i18n.number(Number(amount), { style: 'currency', currency: 'EUR' });
  const catalogue = extrasOf(settings);
  const facts: [string, ReactNode][] = extras.map((e) => [
    bookingExtraName(e, catalogue, lang),
    t`${e.quantity} × ${money(e.price)} = ${money(fromCents(extraCents(e)))}`,
  ]);
  return (
    <Section title={t`Extras and return trip`} id="booking-extras">
      <Stack gap="sm">
        {facts.length > 0 ? <Facts items={facts} /> : <Text c="dimmed">{t`No extras.`}</Text>}
        {booking.returnOf && (
          <Text>
            {t`This is the return trip of`}{' '}
            <Anchor component={Link} to={paths.admin.booking(lang, booking.returnOf)}>
              {t`the way out`}
            </Anchor>
          </Text>
        )}
        {back && (
          <Text>
            {t`Return trip:`}{' '}
            <Anchor component={Link} to={paths.admin.booking(lang, back.id)}>
              <bdi dir="ltr">{bookingReference(back.createdAt)}</bdi>, <bdi dir="ltr">{back.pickupDate} {back.pickupTime}</bdi>
            </Anchor>
          </Text>
        )}
      </Stack>
    </Section>
  );
}
