// What the admin booking form and its BON DE COMMANDE read and write: the cars and tours to choose
// from, a booking with its remarks, the settings, and the writes (each with its outbox entry).

import { useLiveQuery } from 'dexie-react-hooks';
import { useMemo } from 'react';
import { remarkText } from './remark-drafts';
import { defaultSettings } from '../../domain/default-settings';
import { SETTINGS_ID, type Booking, type Car, type CreateInput, type PatchFields, type Remark, type Settings, type Tour } from '../../domain/types';
import type { AppDb } from '../../db/db';
import { useDb } from '../../db/db-context';
import { addRemark, createBookingWithRemarks, createRecord, deleteRecord, patchRecord } from '../../db/repository';
import { returnTripInput, type ReturnWhen } from '../../domain/extras';
import { localizedText } from '../../domain/content-lang';
import type { Lang } from '../../domain/paths';
import { useLang } from '../../i18n/use-lang';

const byName = (a: string, b: string) => a.localeCompare(b, undefined, { sensitivity: 'base' });

export interface BookingChoices {
  /** Every car, by name (a booking may keep a car that is no longer available). */
  cars: Car[];
  /** Every tour, by title. */
  tours: Tour[];
}

/** Cars by name, tours by their title in `lang` (the back office's language). */
export async function listBookingChoices(db: AppDb, lang: Lang = 'fr'): Promise<BookingChoices> {
  const [cars, tours] = await Promise.all([db.cars.toArray(), db.tours.toArray()]);
  const title = (tour: Tour) => localizedText(tour, 'title', lang);
  return {
    cars: cars.sort((a, b) => byName(a.name, b.name)),
    tours: tours.sort((a, b) => byName(title(a), title(b))),
  };
}

export function useBookingChoices(): BookingChoices | undefined {
  const db = useDb();
  const lang = useLang();
  return useLiveQuery(() => listBookingChoices(db, lang), [db, lang]);
}

export interface BookingWithRemarks {
  booking: Booking;
  /** In list order. */
  remarks: Remark[];
}

/** A booking and its remarks read together: null when there is no booking with this id. */
export async function getBookingWithRemarks(db: AppDb, id: string): Promise<BookingWithRemarks | null> {
  const [booking, remarks] = await Promise.all([db.bookings.get(id), db.remarks.where('bookingId').equals(id).toArray()]);
  if (!booking) return null;
  remarks.sort((a, b) => a.position - b.position || (a.createdAt < b.createdAt ? -1 : a.createdAt > b.createdAt ? 1 : 0));
  return { booking, remarks };
}

/** undefined while loading, null for an unknown id. */
export function useBookingWithRemarks(id: string | undefined): BookingWithRemarks | null | undefined {
  const db = useDb();
  return useLiveQuery(async () => (id ? getBookingWithRemarks(db, id) : null), [db, id]);
}

/** The settings record (the defaults if it is somehow missing): company details, phone, VAT rates. */
export function useOrderSettings(): Settings | undefined {
  const db = useDb();
  return useLiveQuery(async () => (await db.settings.get(SETTINGS_ID)) ?? defaultSettings(new Date(0).toISOString()), [db]);
}

/** Adds a remark from typed text (trimmed); null, and nothing written, when it is blank. */
export async function addBookingRemark(db: AppDb, bookingId: string, input: string): Promise<Remark | null> {
  const text = remarkText(input);
  return text === null ? null : addRemark(db, bookingId, text);
}

/**
 * Saves a remark's edited text (trimmed). Blank text keeps the remark as it was: deleting is its own
 * action, so that nothing written is lost by a slip.
 */
export async function editBookingRemark(db: AppDb, remarkId: string, input: string): Promise<Remark | null> {
  const text = remarkText(input);
  return text === null ? null : patchRecord(db, 'remarks', remarkId, { text });
}

export async function deleteBookingRemark(db: AppDb, remarkId: string): Promise<void> {
  await deleteRecord(db, 'remarks', remarkId);
}

export interface BookingFormWrites {
  /** A new booking and the texts of its remarks, in one transaction. */
  create(input: CreateInput<'bookings'>, remarks: readonly string[], back?: ReturnWhen): Promise<Booking>;
  update(id: string, changes: PatchFields<'bookings'>): Promise<Booking>;
  addRemark(bookingId: string, text: string): Promise<Remark | null>;
  editRemark(remarkId: string, text: string): Promise<Remark | null>;
  deleteRemark(remarkId: string): Promise<void>;
}

/**
 * A new booking with its remarks and, when asked, its return trip (the addresses swapped, its own
 * date and time, no driver yet, linked by returnOf), all in one transaction.
 */
export async function createWithReturn(db: AppDb, input: CreateInput<'bookings'>, remarks: readonly string[], back?: ReturnWhen): Promise<Booking> {
  return db.transaction('rw', ['bookings', 'remarks', 'outbox', 'syncState'], async () => {
    const { booking } = await createBookingWithRemarks(db, input, remarks);
    if (back) {
      const createdAt = new Date(Date.parse(booking.createdAt) + 1).toISOString();
      await createRecord(db, 'bookings', { ...returnTripInput(booking, back), createdAt });
    }
    return booking;
  });
}

export function useBookingFormWrites(): BookingFormWrites {
  const db = useDb();
  return useMemo(
    () => ({
      create: (input, remarks, back) => createWithReturn(db, input, remarks, back),
      update: (id, changes) => patchRecord(db, 'bookings', id, changes),
      addRemark: (bookingId, text) => addBookingRemark(db, bookingId, text),
      editRemark: (remarkId, text) => editBookingRemark(db, remarkId, text),
      deleteRemark: (remarkId) => deleteBookingRemark(db, remarkId),
    }),
    [db],
  );
}
