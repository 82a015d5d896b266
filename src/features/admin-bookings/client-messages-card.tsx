// The booking's messages to the client: 'Send on WhatsApp' (the message that fits the ride's state
// first, in the client's language, with the link of their status page) and the log of what was sent,
// by email from the server or on WhatsApp from a phone.
import { useLingui } from '@lingui/react/macro';
import { useCallback } from 'react';
import { clientState, messageKindFor } from '../../domain/client-status';
import type { MessageKind } from '../../domain/billing-types';
import { messagingOf } from '../../domain/message-templates';
import type { Booking } from '../../domain/types';
import { prepareWhatsApp } from '../../domain/whatsapp-message';
import { ClientMessageList } from '../../ui/admin/client-message-list';
import { WhatsAppSend } from '../../ui/admin/whatsapp-send';
import { PageLoader } from './booking-not-found';
import { Section } from './detail-parts';
import type { RideDispatch } from './dispatch-card';
import { useClientMessages, useRecordWhatsApp, useSettings } from './use-bookings';

export function ClientMessagesCard({ booking, dispatch }: { booking: Booking; dispatch: RideDispatch }) {
  const { t } = useLingui();
  const messages = useClientMessages(booking.id);
  const settings = useSettings();
  const record = useRecordWhatsApp();
  const { events, model } = dispatch;
  const driver = booking.driverId ? model?.lookups.profiles.get(booking.driverId) : undefined;
  const car = booking.assignedVehicleId ? model?.lookups.cars.get(booking.assignedVehicleId) : undefined;
  const state = clientState(booking, events ?? []);

  const prepare = useCallback(
    (kind: MessageKind) =>
      prepareWhatsApp(
        {
          booking,
          messaging: messagingOf(settings),
          driverName: driver?.name,
          vehicle: car ? { name: car.name, plate: car.plate } : undefined,
          origin: window.location.origin,
          fallbackLang: settings?.defaultLanguage ?? 'fr',
        },
        kind,
      ),
    [booking, settings, driver?.name, car],
  );

  return (
    <Section title={t`Messages to the client`} id="booking-messages">
      <WhatsAppSend prepare={prepare} defaultKind={messageKindFor(state)} onSent={(message) => record(booking.id, message)} buttonProps={{ w: 'fit-content' }} />
      {messages === undefined ? <PageLoader /> : <ClientMessageList messages={messages} />}
    </Section>
  );
}
