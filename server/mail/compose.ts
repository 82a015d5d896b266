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

/** What a push batch's messages are decided on, per booking (a narrow read: the full rows only for the messages due). */
export interface BookingState {
  deleted: boolean;
  status: unknown;
  driverId: unknown;
  email: unknown;
}

export async function loadBookingStates(tx: Queryable, ids: readonly string[]): Promise<Map<string, BookingState>> {
  const out = new Map<string, BookingState>();
  if (ids.length === 0) return out;
  const { rows } = await tx.query<{ id: string; deleted: boolean; status: unknown; driver_id: unknown; email: unknown }>(
    'select id, deleted, status, driver_id, email from bookings where id = any($1::uuid[])',
    [`{${ids.join(',')}}`],
  );
  for (const row of rows) out.set(String(row.id), { deleted: row.deleted === true, status: row.status, driverId: row.driver_id, email: row.email });
  return out;
}

/** The client's language: the one they booked in, else the office's default. */
export function bookingLang(booking: MailBooking, settings: MailSettings): MessageLang {
  return isLang(booking.fields.lang) ? booking.fields.lang : settings.defaultLanguage;
}

/** The client's email address, or null when the booking has none (the admin form may leave it out). */
export function bookingEmail(booking: MailBooking): string | null {
  return emailAddress(booking.fields.email);
}

/** A booking's email field as an address, or null when it holds none. */
export function emailAddress(email: unknown): string | null {
  return typeof email === 'string' && /^[^\s@]+@[^\s@]+$/.test(email.trim()) ? email.trim() : null;
}

/** The address of the client's status page, or undefined while the booking has no token. */
export function statusUrl(origin: string | undefined, lang: MessageLang, token: unknown): string | undefined {
  if (!origin || typeof token !== 'string' || token === '') return undefined;
  return `${origin.replace(/\/+$/, '')}/${lang}/booking/status/${encodeURIComponent(token)}`;
}

const str = (value: unknown) => (typeof value === 'string' && value !== '' ? value : undefined);

/** The drivers' names and the cars of some bookings, each read in one query. */
export interface People {
  drivers: Map<string, string>;
  cars: Map<string, { name: string; plate?: string | undefined }>;
}

const carOf = (booking: MailBooking) => str(booking.fields.assignedVehicleId) ?? str(booking.fields.vehicleId);

export async function loadPeople(tx: Queryable, bookings: readonly MailBooking[]): Promise<People> {
  const driverIds = [...new Set(bookings.map((b) => str(b.fields.driverId)).filter((id): id is string => !!id))];
  const carIds = [...new Set(bookings.map(carOf).filter((id): id is string => !!id))];
  const drivers = new Map<string, string>();
  const cars = new Map<string, { name: string; plate?: string | undefined }>();
  if (driverIds.length > 0) {
    const { rows } = await tx.query<{ id: string; name: string | null }>(
      'select s.id, coalesce(p.name, s.name) as name from staff s left join profiles p on p.id = s.id and not p.deleted where s.id = any($1::uuid[])',
      [`{${driverIds.join(',')}}`],
    );
    for (const row of rows) if (row.name) drivers.set(String(row.id), row.name);
  }
  if (carIds.length > 0) {
    const { rows } = await tx.query<{ id: string; name: string | null; plate: string | null }>(
      'select id, name, plate from cars where id = any($1::uuid[]) and not deleted',
      [`{${carIds.join(',')}}`],
    );
    for (const row of rows) if (row.name) cars.set(String(row.id), { name: row.name, plate: row.plate ?? undefined });
  }
  return { drivers, cars };
}

/** The subject and body of one kind of message about a booking, in the client's language. */
export function composeFor(
  booking: MailBooking,
  kind: MessageKind,
  settings: MailSettings,
  origin: string | undefined,
  people: People,
): { lang: MessageLang; subject: string; body: string } {
  const f = booking.fields;
  const lang = bookingLang(booking, settings);
  const driverId = str(f.driverId);
  const carId = carOf(booking);
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
      driverName: driverId ? people.drivers.get(driverId.toLowerCase()) : undefined,
      vehicle: carId ? people.cars.get(carId.toLowerCase()) : undefined,
      statusUrl: statusUrl(origin, lang, f.statusToken),
      reference: bookingReference(booking.createdAt),
    },
    lang,
  );
  return { lang, ...composeMessage(settings.messaging, kind, lang, values) };
}
