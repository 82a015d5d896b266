// The words of the messages a client receives, per kind and language, and how a template is filled
// from a booking. The server's mail worker and the phone's 'Send on WhatsApp' share this module, so a
// client reads the same text whichever way it leaves. The office edits the templates in settings
// (settings.messaging); these are the defaults of a record made before that.

import type { MessageKind, MessageLang, MessageTemplate, MessagingSettings } from './billing-types';
import { MESSAGE_KINDS } from './billing-types';

/** The placeholders a template may hold, each filled from the booking (see MessageValues). */
export const PLACEHOLDERS = ['client', 'reference', 'date', 'time', 'pickup', 'destination', 'driver', 'vehicle', 'plate', 'statusLink'] as const;
export type Placeholder = (typeof PLACEHOLDERS)[number];

/** What fills the placeholders; a value that is missing (no driver yet) is left out with its line. */
export type MessageValues = Partial<Record<Placeholder, string>>;

const SIGNATURE = { fr: 'Paris Prestige Chauffeur', en: 'Paris Prestige Chauffeur', ar: 'باريس بريستيج شوفير' };

function template(auto: boolean, fr: [string, string], en: [string, string], ar: [string, string]): MessageTemplate {
  return {
    auto,
    fr: { subject: fr[0], body: `${fr[1]}\n\n${SIGNATURE.fr}` },
    en: { subject: en[0], body: `${en[1]}\n\n${SIGNATURE.en}` },
    ar: { subject: ar[0], body: `${ar[1]}\n\n${SIGNATURE.ar}` },
  };
}

export const DEFAULT_TEMPLATES: Record<MessageKind, MessageTemplate> = {
  received: template(
    true,
    [
      'Nous avons bien reçu votre réservation {reference}',
      'Bonjour {client},\n\nNous avons bien reçu votre demande de réservation {reference} pour le {date} à {time}.\nPrise en charge : {pickup}\nDestination : {destination}\n\nNous la confirmons très vite. Suivez-la ici : {statusLink}',
    ],
    [
      'We have received your booking {reference}',
      'Hello {client},\n\nWe have received your booking request {reference} for {date} at {time}.\nPickup: {pickup}\nDestination: {destination}\n\nWe will confirm it shortly. Follow it here: {statusLink}',
    ],
    [
      'تلقّينا حجزك {reference}',
      'مرحبًا {client}،\n\nتلقّينا طلب حجزك {reference} ليوم {date} الساعة {time}.\nمكان الانطلاق: {pickup}\nالوجهة: {destination}\n\nسنؤكّده قريبًا. تابعه من هنا: {statusLink}',
    ],
  ),
  confirmed: template(
    true,
    [
      'Votre réservation {reference} est confirmée',
      'Bonjour {client},\n\nVotre réservation {reference} du {date} à {time} est confirmée.\nPrise en charge : {pickup}\nDestination : {destination}\nVotre chauffeur : {driver}\nVéhicule : {vehicle} ({plate})\n\nSuivez-la ici : {statusLink}',
    ],
    [
      'Your booking {reference} is confirmed',
      'Hello {client},\n\nYour booking {reference} on {date} at {time} is confirmed.\nPickup: {pickup}\nDestination: {destination}\nYour driver: {driver}\nVehicle: {vehicle} ({plate})\n\nFollow it here: {statusLink}',
    ],
    [
      'تم تأكيد حجزك {reference}',
      'مرحبًا {client}،\n\nتم تأكيد حجزك {reference} ليوم {date} الساعة {time}.\nمكان الانطلاق: {pickup}\nالوجهة: {destination}\nسائقك: {driver}\nالسيارة: {vehicle} ({plate})\n\nتابعه من هنا: {statusLink}',
    ],
  ),
  reminder: template(
    true,
    [
      'Rappel : votre chauffeur demain à {time}',
      'Bonjour {client},\n\nNous vous rappelons votre course de demain, {date} à {time}.\nPrise en charge : {pickup}\nDestination : {destination}\nVotre chauffeur : {driver}\nVéhicule : {vehicle} ({plate})\n\nSuivez-la ici : {statusLink}',
    ],
    [
      'Reminder: your chauffeur tomorrow at {time}',
      'Hello {client},\n\nA reminder of your ride tomorrow, {date} at {time}.\nPickup: {pickup}\nDestination: {destination}\nYour driver: {driver}\nVehicle: {vehicle} ({plate})\n\nFollow it here: {statusLink}',
    ],
    [
      'تذكير: سائقك غدًا الساعة {time}',
      'مرحبًا {client}،\n\nنذكّرك برحلتك غدًا، {date} الساعة {time}.\nمكان الانطلاق: {pickup}\nالوجهة: {destination}\nسائقك: {driver}\nالسيارة: {vehicle} ({plate})\n\nتابعها من هنا: {statusLink}',
    ],
  ),
  on_the_way: template(
    true,
    ['Votre chauffeur est en route', 'Bonjour {client},\n\n{driver} est en route vers {pickup} avec {vehicle} ({plate}).\n\nSuivez votre course : {statusLink}'],
    ['Your driver is on the way', 'Hello {client},\n\n{driver} is on the way to {pickup} in {vehicle} ({plate}).\n\nFollow your ride: {statusLink}'],
    ['سائقك في الطريق', 'مرحبًا {client}،\n\n{driver} في الطريق إلى {pickup} بسيارة {vehicle} ({plate}).\n\nتابع رحلتك: {statusLink}'],
  ),
  on_location: template(
    true,
    ['Votre chauffeur est arrivé', 'Bonjour {client},\n\n{driver} vous attend à {pickup} avec {vehicle} ({plate}).'],
    ['Your driver has arrived', 'Hello {client},\n\n{driver} is waiting for you at {pickup} in {vehicle} ({plate}).'],
    ['وصل سائقك', 'مرحبًا {client}،\n\n{driver} في انتظارك في {pickup} بسيارة {vehicle} ({plate}).'],
  ),
  thank_you: template(
    true,
    [
      'Merci d’avoir voyagé avec nous',
      'Bonjour {client},\n\nMerci d’avoir choisi Paris Prestige Chauffeur pour votre course {reference}. Votre avis nous aide : {statusLink}',
    ],
    ['Thank you for riding with us', 'Hello {client},\n\nThank you for choosing Paris Prestige Chauffeur for your ride {reference}. Your feedback helps us: {statusLink}'],
    ['شكرًا لسفرك معنا', 'مرحبًا {client}،\n\nشكرًا لاختيارك باريس بريستيج شوفير لرحلتك {reference}. رأيك يساعدنا: {statusLink}'],
  ),
  cancelled: template(
    true,
    [
      'Votre réservation {reference} est annulée',
      'Bonjour {client},\n\nVotre réservation {reference} du {date} à {time} est annulée. Pour toute question, répondez à ce message ou appelez-nous.',
    ],
    [
      'Your booking {reference} is cancelled',
      'Hello {client},\n\nYour booking {reference} on {date} at {time} is cancelled. For any question, reply to this message or call us.',
    ],
    [
      'تم إلغاء حجزك {reference}',
      'مرحبًا {client}،\n\nتم إلغاء حجزك {reference} ليوم {date} الساعة {time}. لأي سؤال، ردّ على هذه الرسالة أو اتصل بنا.',
    ],
  ),
};

/** The hour (Europe/Paris) of the day before pickup when reminders leave, by default. */
export const DEFAULT_REMINDER_HOUR = 18;

/** The messaging settings, defaults where a record made before them has none. */
export function messagingOf(settings: { messaging?: MessagingSettings | undefined } | null | undefined): MessagingSettings {
  const stored = settings?.messaging;
  if (!stored) return { templates: DEFAULT_TEMPLATES, reminderHour: DEFAULT_REMINDER_HOUR };
  // A kind added after the record was saved takes its default.
  const templates = Object.fromEntries(MESSAGE_KINDS.map((kind) => [kind, stored.templates[kind] ?? DEFAULT_TEMPLATES[kind]])) as Record<MessageKind, MessageTemplate>;
  return { templates, reminderHour: stored.reminderHour };
}

const TOKEN_RE = /\{(\w+)\}/g;

/**
 * A template's text with its placeholders filled. A line whose placeholder has no value (no driver
 * yet, no destination) is dropped whole, so that the client never reads 'Your driver: ' or '{driver}';
 * an unknown placeholder is left as written (the office sees it in the preview).
 */
export function fillTemplate(text: string, values: MessageValues): string {
  const known = new Set<string>(PLACEHOLDERS);
  const lines = text.split('\n').filter((line) => {
    for (const [, name] of line.matchAll(TOKEN_RE)) {
      if (name && known.has(name) && !values[name as Placeholder]?.trim()) return false;
    }
    return true;
  });
  return lines
    .join('\n')
    .replace(TOKEN_RE, (whole, name: string) => (known.has(name) ? (values[name as Placeholder] ?? '').trim() : whole))
    .replace(/\n{3,}/g, '\n\n')
    .trim();
}

/** The placeholders a text uses that are not known (a typo such as {clent}), for the settings form. */
export function unknownPlaceholders(text: string): string[] {
  const known = new Set<string>(PLACEHOLDERS);
  return [...new Set([...text.matchAll(TOKEN_RE)].map((m) => m[1] ?? '').filter((name) => !known.has(name)))];
}

/** One message of a kind in a language, filled: its subject (for email) and body. */
export function composeMessage(settings: MessagingSettings, kind: MessageKind, lang: MessageLang, values: MessageValues): { subject: string; body: string } {
  const text = settings.templates[kind][lang];
  return { subject: fillTemplate(text.subject, values), body: fillTemplate(text.body, values) };
}

/** The Intl locale of each message language (the invoice email's dates and amounts use it too). */
export const MESSAGE_LOCALE: Record<MessageLang, string> = { fr: 'fr-FR', en: 'en-GB', ar: 'ar-TN' };

/** What the placeholders of one booking's message read: dates in the client's language. */
export interface MessageFacts {
  booking: {
    firstName: string;
    lastName: string;
    pickupDate: string;
    pickupTime: string;
    pickupLocation: string;
    dropoffLocation?: string | undefined;
    createdAt: string;
  };
  /** The driver's first name, once assigned. */
  driverName?: string | undefined;
  vehicle?: { name: string; plate?: string | undefined } | undefined;
  /** The full address of the client's status page. */
  statusUrl?: string | undefined;
  reference: string;
}

export function messageValues(facts: MessageFacts, lang: MessageLang): MessageValues {
  const { booking } = facts;
  const day = Date.parse(`${booking.pickupDate}T12:00:00Z`);
  const date = Number.isFinite(day)
    ? new Intl.DateTimeFormat(MESSAGE_LOCALE[lang], { weekday: 'long', day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC', numberingSystem: 'latn' }).format(day)
    : booking.pickupDate;
  return {
    client: `${booking.firstName} ${booking.lastName}`.trim(),
    reference: facts.reference,
    date,
    time: booking.pickupTime,
    pickup: booking.pickupLocation,
    destination: booking.dropoffLocation ?? '',
    driver: facts.driverName?.split(/\s+/)[0] ?? '',
    vehicle: facts.vehicle?.name ?? '',
    plate: facts.vehicle?.plate ?? '',
    statusLink: facts.statusUrl ?? '',
  };
}
