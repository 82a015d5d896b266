// The office's own emails (not synced, table office_mail of migration 012), sent by the same worker as
// the client messages:
//   'email alerts' (settings.enableEmailAlerts): the office address (settings.siteEmail) gets one per
//     booking and contact message from the website, written in the transaction that stores it;
//   'login notifications' (settings.loginNotifications): staff accounts have no email address of
//     their own, so the office address is told when an account signs in from a device (a browser's
//     User-Agent) it has never used; the devices seen are kept per account (staff_devices).
// Only while email is configured: without SMTP there is nobody to tell, and nothing is kept.

import { createHash, randomUUID } from 'node:crypto';
import type { Queryable } from '../storage/queryable';
import type { MailConfig } from './config';
import { loadMailSettings, type MailSettings } from './compose';

export interface OfficeMail {
  /** One email per cause: 'booking:<id>', 'contact:<id>', 'login:<staff>:<device>'. */
  dedupeKey: string;
  kind: 'booking_alert' | 'contact_alert' | 'login';
  subject: string;
  body: string;
}

type Lang = MailSettings['defaultLanguage'];

const WORDS = {
  booking: { fr: 'Nouvelle réservation sur le site', en: 'New booking from the website', ar: 'حجز جديد من الموقع' },
  contact: { fr: 'Nouveau message sur le site', en: 'New message from the website', ar: 'رسالة جديدة من الموقع' },
  login: { fr: 'Connexion depuis un nouvel appareil', en: 'Sign-in from a new device', ar: 'تسجيل دخول من جهاز جديد' },
  open: { fr: 'Ouvrez le back-office pour la traiter.', en: 'Open the back office to handle it.', ar: 'افتح لوحة الإدارة لمعالجتها.' },
  notYou: {
    fr: "Si ce n'était pas prévu, changez le mot de passe de ce compte et désactivez-le dans Équipe.",
    en: 'If this was not expected, change the password of this account and disable it in Team.',
    ar: 'إن لم يكن ذلك متوقعًا، غيّر كلمة مرور هذا الحساب وعطّله من صفحة الفريق.',
  },
} satisfies Record<string, Record<Lang, string>>;

/** Writes an office email for the worker (once per dedupe key); false when there is none to write. */
export async function queueOfficeMail(tx: Queryable, mail: MailConfig | undefined, settings: MailSettings, message: OfficeMail, now: Date): Promise<boolean> {
  if (!mail || !settings.siteEmail) return false;
  const result = await tx.query(
    `insert into office_mail (id, dedupe_key, kind, recipient, subject, body, state, attempts, next_attempt_at, created_at)
     values ($1, $2, $3, $4, $5, $6, 'queued', 0, $7, $7) on conflict do nothing`,
    [randomUUID(), message.dedupeKey, message.kind, settings.siteEmail, message.subject, message.body, now],
  );
  return result.rowCount > 0;
}

const line = (label: string, value: unknown) => (typeof value === 'string' && value.trim() ? `${label}: ${value.trim()}` : null);

/** The office's alert of a website booking or contact message, when the office wants them. */
export async function queueWebsiteAlert(
  tx: Queryable,
  mail: MailConfig | undefined,
  table: 'bookings' | 'contacts',
  id: string,
  fields: Record<string, unknown>,
  now: Date,
): Promise<void> {
  if (!mail) return;
  const settings = await loadMailSettings(tx);
  if (!settings.enableEmailAlerts) return;
  const lang = settings.defaultLanguage;
  const name = [fields.firstName, fields.lastName, fields.name].filter((v) => typeof v === 'string' && v).join(' ');
  const details =
    table === 'bookings'
      ? [line('Client', name), line('Email', fields.email), line('Phone', fields.phone), line('Date', `${String(fields.pickupDate ?? '')} ${String(fields.pickupTime ?? '')}`), line('Pickup', fields.pickupLocation), line('Destination', fields.dropoffLocation), line('Price', fields.totalPrice)]
      : [line('From', name), line('Email', fields.email), line('Phone', fields.phone), line('Subject', fields.subject), line('Message', fields.message)];
  const title = table === 'bookings' ? WORDS.booking[lang] : WORDS.contact[lang];
  await queueOfficeMail(
    tx,
    mail,
    settings,
    {
      dedupeKey: `${table === 'bookings' ? 'booking' : 'contact'}:${id}`,
      kind: table === 'bookings' ? 'booking_alert' : 'contact_alert',
      subject: `${title}${name ? ` : ${name}` : ''}`,
      body: [title, '', ...details.filter((d): d is string => d !== null), '', WORDS.open[lang]].join('\n'),
    },
    now,
  );
}

/**
 * After a staff sign-in: remembers the device, and tells the office when the account never used it
 * before (and the office wants it). The first device of an account is told too: nobody expected it.
 */
export async function noteStaffDevice(
  db: Queryable,
  mail: MailConfig | undefined,
  staff: { id: string; username: string; name: string },
  userAgent: string | undefined,
  address: string,
  now: Date,
): Promise<void> {
  const device = createHash('sha256').update(userAgent ?? '').digest('hex');
  const inserted = await db.query(
    'insert into staff_devices (staff_id, device_hash, first_seen) values ($1, $2, $3) on conflict do nothing',
    [staff.id, device, now],
  );
  if (inserted.rowCount === 0 || !mail) return;
  const settings = await loadMailSettings(db);
  if (!settings.loginNotifications) return;
  const lang = settings.defaultLanguage;
  await queueOfficeMail(
    db,
    mail,
    settings,
    {
      dedupeKey: `login:${staff.id}:${device}`,
      kind: 'login',
      subject: `${WORDS.login[lang]} : ${staff.name} (${staff.username})`,
      body: [
        WORDS.login[lang],
        '',
        `${staff.name} (${staff.username})`,
        `${now.toISOString()}`,
        `Device: ${(userAgent ?? 'unknown').slice(0, 300)}`,
        `Address: ${address}`,
        '',
        WORDS.notYou[lang],
      ].join('\n'),
    },
    now,
  );
}
