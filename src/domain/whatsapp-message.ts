// A message to the client sent by hand on WhatsApp, from the booking (office) or the ride (driver):
// the template of its kind filled in the language the client booked in, the wa.me link that opens it
// in the phone's WhatsApp with the client's number, and the record of it (clientMessages, channel
// 'whatsapp', state 'sent'). All of it is made on the device, so it works offline: only opening the
// chat needs the network, and the record goes with the next sync.

import { bookingReference } from './booking-reference';
import type { ClientMessage, MessageKind, MessageLang, MessagingSettings } from './billing-types';
import { MESSAGE_LANGS } from './billing-types';
import { statusUrl } from './client-status';
import { composeMessage, messageValues } from './message-templates';
import type { SyncedBase } from './record-base';
import type { Booking } from './types';
import { whatsappChatLink } from './whatsapp';

export interface WhatsAppFacts {
  booking: Pick<
    Booking,
    'firstName' | 'lastName' | 'phone' | 'pickupDate' | 'pickupTime' | 'pickupLocation' | 'dropoffLocation' | 'createdAt' | 'lang' | 'statusToken'
  >;
  messaging: MessagingSettings;
  /** The driver's name once assigned (the first name is used). */
  driverName?: string | undefined;
  vehicle?: { name: string; plate?: string | undefined } | undefined;
  /** The site's origin, for the status page's link ('https://example.com'). */
  origin: string;
  /** The language when the booking says none (made before languages were kept): the site's default. */
  fallbackLang: MessageLang;
}

export interface PreparedWhatsApp {
  kind: MessageKind;
  lang: MessageLang;
  body: string;
  /** The client's number as it is on the booking. */
  recipient: string;
  /** wa.me with the number and the text; null when the booking has no usable number. */
  link: string | null;
}

const isLang = (value: unknown): value is MessageLang => typeof value === 'string' && (MESSAGE_LANGS as readonly string[]).includes(value);

/** The message of a kind for this booking, in the client's language, and its wa.me link. */
export function prepareWhatsApp(facts: WhatsAppFacts, kind: MessageKind): PreparedWhatsApp {
  const { booking } = facts;
  const lang = isLang(booking.lang) ? booking.lang : facts.fallbackLang;
  const values = messageValues(
    {
      booking,
      driverName: facts.driverName,
      vehicle: facts.vehicle,
      // A booking not yet synced has no token: its line is left out of the message.
      statusUrl: booking.statusToken ? statusUrl(facts.origin, lang, booking.statusToken) : undefined,
      reference: bookingReference(booking.createdAt),
    },
    lang,
  );
  const { body } = composeMessage(facts.messaging, kind, lang, values);
  return { kind, lang, body, recipient: booking.phone, link: whatsappChatLink(booking.phone, body) };
}

/** The record of a WhatsApp message sent: what the booking's message log shows. */
export function whatsAppRecord(
  bookingId: string,
  prepared: PreparedWhatsApp,
  authorId: string,
  now: Date,
): Omit<ClientMessage, keyof SyncedBase> {
  return {
    bookingId,
    kind: prepared.kind,
    channel: 'whatsapp',
    lang: prepared.lang,
    recipient: prepared.recipient,
    body: prepared.body,
    state: 'sent',
    attempts: 1,
    sentAt: now.toISOString(),
    authorId,
  };
}
