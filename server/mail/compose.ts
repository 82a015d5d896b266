// What a client message about a booking reads, from the database: the booking, the office's templates
// and default language, the driver's first name, the car and the status page's address.

import { bookingReference } from '../../src/domain/booking-reference';
import type { MessageKind, MessageLang } from '../../src/domain/billing-types';
import { MESSAGE_LANGS } from '../../src/domain/billing-types';
import { composeMessage, messageValues, messagingOf } from '../../src/domain/message-templates';
import { SETTINGS_ID, type Settings } from '../../src/domain/types';
import type { Queryable } from '../storage/queryable';
import { rowFields, toIso } from '../sync/tables';

/** The settings fields mail needs. */
export interface MailSettings {
  messaging: ReturnType<typeof messagingOf>;
  defaultLanguage: MessageLang;
  siteEmail: string;
  siteName: string;
  enableEmailAlerts: boolean;
  loginNotifications: boolean;
}

const isLang = (value: unknown): value is MessageLang => typeof value === 'string' && (MESSAGE_LANGS as readonly string[]).includes(value);

export async function loadMailSettings(tx: Queryable): Promise<MailSettings> {
  const { rows } = await tx.query<Record<string, unknown>>('select * from settings where id = $1 and not deleted', [SETTINGS_ID]);
  const fields = (rows[0] ? rowFields('settings', rows[0]) : {}) as Partial<Record<keyof Settings, unknown>>;
  return {
    messaging: messagingOf({ messaging: (fields.messaging ?? undefined) as Settings['messaging'] }),
    defaultLanguage: isLang(fields.defaultLanguage) ? fields.defaultLanguage : 'fr',
    siteEmail: typeof fields.siteEmail === 'string' ? fields.siteEmail.trim() : '',
    siteName: typeof fields.siteName === 'string' && fields.siteName ? fields.siteName : 'Paris Prestige Chauffeur',
    // Both are on unless the office switched them off.
    enableEmailAlerts: fields.enableEmailAlerts !== false,
    loginNotifications: fields.loginNotifications !== false,
  };
}

/** A booking as the mail code reads it (columns of `select * from bookings`). */
export interface MailBooking {
  id: string;
  fields: Record<string, unknown>;
  createdAt: string;
  deleted: boolean;
}

export async function loadBookings(tx: Queryable, ids: readonly string[]): Promise<Map<string, MailBooking>> {
  const out = new Map<string, MailBooking>();
  if (ids.length === 0) return out;
  const { rows } = await tx.query<Record<string, unknown>>('select * from bookings where id = any($1::uuid[])', [`{${ids.join(',')}}`]);
  for (const row of rows) {
    out.set(String(row.id), { id: String(row.id), fields: rowFields('bookings', row), createdAt: toIso(row.created_at), deleted: row.deleted === true });
  }
  return out;
}

/** The client's language: the one they booked in, else the office's default. */
export function bookingLang(booking: MailBooking, settings: MailSettings): MessageLang {
  return isLang(booking.fields.lang) ? booking.fields.lang : settings.defaultLanguage;
}

/** The client's email address, or null when the booking has none (the admin form may leave it out). */
export function bookingEmail(booking: MailBooking): string | null {
  const email = booking.fields.email;
  return typeof email === 'string' && /^[^\s@]+@[^\s@]+$/.test(email.trim()) ? email.trim() : null;
}

/** The address of the client's status page, or undefined while the booking has no token. */
export function statusUrl(origin: string | undefined, lang: MessageLang, token: unknown): string | undefined {
  if (!origin || typeof token !== 'string' || token === '') return undefined;
  return `${origin.replace(/\/+$/, '')}/${lang}/booking/status/${encodeURIComponent(token)}`;
}

const str = (value: unknown) => (typeof value === 'string' && value !== '' ? value : undefined);

/** The subject and body of one kind of message about a booking, in the client's language. */
export async function composeFor(
  tx: Queryable,
  booking: MailBooking,
  kind: MessageKind,
  settings: MailSettings,
  origin: string | undefined,
): Promise<{ lang: MessageLang; subject: string; body: string }> {
  const f = booking.fields;
  const lang = bookingLang(booking, settings);
  let driverName: string | undefined;
  const driverId = str(f.driverId);
  if (driverId) {
    const { rows } = await tx.query<{ name: string | null }>(
      'select coalesce(p.name, s.name) as name from staff s left join profiles p on p.id = s.id and not p.deleted where s.id = $1',
      [driverId],
    );
    driverName = rows[0]?.name ?? undefined;
  }
  let vehicle: { name: string; plate?: string | undefined } | undefined;
  const carId = str(f.assignedVehicleId) ?? str(f.vehicleId);
  if (carId) {
    const { rows } = await tx.query<{ name: string | null; plate: string | null }>('select name, plate from cars where id = $1 and not deleted', [carId]);
    const car = rows[0];
    if (car?.name) vehicle = { name: car.name, plate: car.plate ?? undefined };
  }
  const values = messageValues(
    {
      booking: {
        firstName: str(f.firstName) ?? '',
        lastName: str(f.lastName) ?? '',
        pickupDate: str(f.pickupDate) ?? '',
        pickupTime: str(f.pickupTime) ?? '',
        pickupLocation: str(f.pickupLocation) ?? '',
        dropoffLocation: str(f.dropoffLocation),
        createdAt: booking.createdAt,
      },
      driverName,
      vehicle,
      statusUrl: statusUrl(origin, lang, f.statusToken),
      reference: bookingReference(booking.createdAt),
    },
    lang,
  );
  return { lang, ...composeMessage(settings.messaging, kind, lang, values) };
}
