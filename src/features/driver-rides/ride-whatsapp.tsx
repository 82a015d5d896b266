// 'Send on WhatsApp' on a driver's ride: the message that fits the ride's state first, in the client's
// language, with the driver's first name, the car and the link of the client's status page. Written on
// the phone, so it is ready with no signal; opening it logs it on the booking for the office.
import { useLingui } from '@lingui/react/macro';
import { useCallback } from 'react';
import { staffSessionAtom, useAtomValue } from '../../app/state';
import type { MessageKind } from '../../domain/billing-types';
import { clientState, messageKindFor } from '../../domain/client-status';
import { prepareWhatsApp } from '../../domain/whatsapp-message';
import { WhatsAppSend } from '../../ui/admin/whatsapp-send';
import { recordWhatsApp, useMessaging, useRidesDb, type MyRide } from './queries';

export function RideWhatsApp({ ride }: { ride: MyRide }) {
  const { t } = useLingui();
  const db = useRidesDb();
  const user = useAtomValue(staffSessionAtom)?.user;
  const settings = useMessaging();
  const { booking, car, events } = ride;

  const prepare = useCallback(
    (kind: MessageKind) =>
      prepareWhatsApp(
        {
          booking,
          messaging: settings!.messaging,
          driverName: user?.name,
          vehicle: car ? { name: car.name, plate: car.plate } : undefined,
          origin: window.location.origin,
          fallbackLang: settings!.defaultLanguage,
        },
        kind,
      ),
    [booking, settings, user?.name, car],
  );

  if (!settings || !user) return null;
  return (
    <WhatsAppSend
      prepare={prepare}
      defaultKind={messageKindFor(clientState(booking, events))}
      onSent={(message) => recordWhatsApp(db, booking.id, message, user.id)}
      label={t`Send a message on WhatsApp`}
      buttonProps={{ fullWidth: true, size: 'lg' }}
    />
  );
}
