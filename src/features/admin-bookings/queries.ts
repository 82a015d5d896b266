// The back office's bookings list: one status (or all), newest first, a page at a time with the
// total, and a search by first name, last name or email (case and accent insensitive substring).
//
// Without a search the list reads only its page through the indexes (createdAt, [status+createdAt]).
// A substring cannot use an index, and reading 10,000 bookings takes ~150 ms in Chromium, so the
// search runs over a compact in-memory index of the searched fields (id, status, folded text):
// built once, in the background, when the list opens, and rebuilt only after a booking was
// written (Dexie's 'storagemutated' event, this tab's writes and other tabs'). A keystroke then
// filters strings in memory and reads only the rows of its page.

import { Dexie } from 'dexie';
import { useLiveQuery } from 'dexie-react-hooks';
import { useCallback, useEffect } from 'react';
import type { ClientMessage, Invoice } from '../../domain/billing-types';
import type { Booking, BookingStatus, CreateInput } from '../../domain/types';
import type { AppDb } from '../../db/db';
import { useDb } from '../../db/db-context';
import { createRecord, patchRecord } from '../../db/repository';
import { useDeviceQuery } from '../../db/live-query';
import { addRideEvent, assignRide, type RideAssignment } from '../../db/repository-rides';
import { staffSessionAtom, useAtomValue } from '../../app/state';
import type { CANCELLED_KINDS } from '../../domain/ride-state';
import { whatsAppRecord, type PreparedWhatsApp } from '../../domain/whatsapp-message';
import { foldForSearch } from '../../lib/search-fold';

// A page fills a desktop screen three times over; 50 rows took twice as long to show per keystroke
// (scripts/bench-admin.mjs), and 'Load more' brings the next ones.
export const BOOKINGS_PAGE_SIZE = 25;

export type BookingStatusFilter = BookingStatus | 'all';

export interface BookingListQuery {
  status: BookingStatusFilter;
  /** Typed text; matched as a substring of the first name, last name or email. */
  search: string;
  /** How many rows to return: the page size times the pages asked for. */
  limit: number;
}

export interface BookingListPage {
  /** The query this answers (a live query keeps showing the last answer while the next one runs). */
  query: BookingListQuery;
  /** Newest first (createdAt, then id, both descending). */
  rows: Booking[];
  /** How many bookings match, all pages together. */
  total: number;
}


type Searched = Pick<Booking, 'firstName' | 'lastName' | 'email'>;

// The full name is one string, so that 'sophie mar' finds Sophie Martin; the newline keeps a
// needle from spanning name and email.
const searchTextOf = (b: Searched) => foldForSearch(`${b.firstName} ${b.lastName}\n${b.email}`);

/** Whether a booking matches the typed text (what the list's search does, for one record). */
export function matchesSearch(booking: Searched, search: string): boolean {
  const needle = foldForSearch(search.trim());
  return needle === '' || searchTextOf(booking).includes(needle);
}

interface SearchEntry {
  id: string;
  status: BookingStatus;
  text: string;
}

// Booking writes seen so far, per database name. A search index built before the last one is
// stale. Module state on purpose: the event is global, and the index must outlive the screen (back
// from a booking to the list should not rebuild it).
const bookingWrites = new Map<string, number>();
const searchIndexes = new WeakMap<AppDb, { writes: number; entries: Promise<SearchEntry[]> }>();

Dexie.on('storagemutated', (parts) => {
  const names = new Set<string>();
  for (const part of Object.keys(parts)) {
    const [name, table] = part.replace(/^idb:\/\//, '').split('/');
    if (table === 'bookings' && name !== undefined) names.add(name);
  }
  for (const name of names) bookingWrites.set(name, (bookingWrites.get(name) ?? 0) + 1);
});

// Read in slices so that the page stays responsive while a large table is indexed.
const SLICE = 2000;

async function buildSearchIndex(db: AppDb): Promise<SearchEntry[]> {
  const rows: { entry: SearchEntry; createdAt: string }[] = [];
  let after: string | undefined;
  for (;;) {
    const from = after === undefined ? db.bookings.orderBy(':id') : db.bookings.where(':id').above(after);
    const slice = await from.limit(SLICE).toArray();
    for (const b of slice) rows.push({ entry: { id: b.id, status: b.status, text: searchTextOf(b) }, createdAt: b.createdAt });
    if (slice.length < SLICE) break;
    after = slice[slice.length - 1]!.id;
  }
  // The order of the indexes read backwards: createdAt descending, then id descending.
  rows.sort((a, b) =>
    a.createdAt !== b.createdAt ? (a.createdAt < b.createdAt ? 1 : -1) : a.entry.id < b.entry.id ? 1 : a.entry.id > b.entry.id ? -1 : 0,
  );
  return rows.map((r) => r.entry);
}

/**
 * The search index, rebuilt after a booking write, and also when it does not hold `rows` entries: a
 * live query may run again before the write's event (Dexie answers it from its cache first), and
 * the count read in that query is what tells that a booking came or went.
 */
async function searchIndexOf(db: AppDb, rows?: number): Promise<SearchEntry[]> {
  const entries = await searchIndexPromise(db);
  if (rows === undefined || entries.length === rows) return entries;
  searchIndexes.delete(db);
  return searchIndexPromise(db);
}

function searchIndexPromise(db: AppDb): Promise<SearchEntry[]> {
  const writes = bookingWrites.get(db.name) ?? 0;
  const current = searchIndexes.get(db);
  if (current && current.writes === writes) return current.entries;
  const entries = buildSearchIndex(db);
  searchIndexes.set(db, { writes, entries });
  entries.catch(() => {
    if (searchIndexes.get(db)?.entries === entries) searchIndexes.delete(db);
  });
  return entries;
}

/** Builds the search index ahead of the first keystroke (the list calls it once it is shown). */
export async function prepareBookingSearch(db: AppDb): Promise<void> {
  await searchIndexOf(db);
}

function countOf(db: AppDb, status: BookingStatusFilter): Promise<number> {
  return status === 'all' ? db.bookings.count() : db.bookings.where('status').equals(status).count();
}

function newestFirst(db: AppDb, status: BookingStatusFilter) {
  return status === 'all'
    ? db.bookings.orderBy('createdAt').reverse()
    : db.bookings.where('[status+createdAt]').between([status, Dexie.minKey], [status, Dexie.maxKey]).reverse();
}

/** One page of the bookings list (the first `limit` rows) and how many match in all. */
export async function listAdminBookings(db: AppDb, query: BookingListQuery): Promise<BookingListPage> {
  const { status, search } = query;
  const limit = Math.max(0, Math.floor(query.limit));
  const needle = foldForSearch(search.trim());

  if (needle === '') {
    const [rows, total] = await Promise.all([newestFirst(db, status).limit(limit).toArray(), countOf(db, status)]);
    return { query, rows, total };
  }

  // The count tells whether the index still holds every booking; it is read beside the page's rows
  // (one round trip to the database per keystroke, not two), and the rare miss reads them again.
  const read = async (entries: SearchEntry[]) => {
    const matches = entries.filter((e) => (status === 'all' || e.status === status) && e.text.includes(needle));
    // Reading a row over the whole primary key range makes a live query run again on any booking
    // write: a new or changed booking may now match.
    const [found, count] = await Promise.all([
      db.bookings.bulkGet(matches.slice(0, limit).map((e) => e.id)),
      db.bookings.count(),
      db.bookings.limit(1).toArray(),
    ]);
    return { matches, found, count };
  };
  const cached = await searchIndexOf(db);
  let answer = await read(cached);
  if (answer.count !== cached.length) answer = await read(await searchIndexOf(db, answer.count));
  // A write may have landed since the index was built: never show a row that does not match.
  const rows = answer.found.filter(
    (b): b is Booking => !!b && (status === 'all' || b.status === status) && searchTextOf(b).includes(needle),
  );
  return { query, rows, total: answer.matches.length };
}

/** The bookings list, live: undefined until the first answer, then the last answer while the next runs. */
export function useAdminBookings(query: BookingListQuery): BookingListPage | undefined {
  const db = useDb();
  const { status, search, limit } = query;
  return useLiveQuery(() => listAdminBookings(db, { status, search, limit }), [db, status, search, limit]);
}

/** Prepares the search index once the screen is idle, so that the first keystroke is as quick as the next. */
export function usePrepareBookingSearch(): void {
  const db = useDb();
  useEffect(() => {
    const run = () => void prepareBookingSearch(db).catch(() => undefined);
    if (typeof requestIdleCallback === 'function') {
      const handle = requestIdleCallback(run, { timeout: 1000 });
      return () => cancelIdleCallback(handle);
    }
    const handle = setTimeout(run, 200);
    return () => clearTimeout(handle);
  }, [db]);
}

/** Changes a booking's status (with its outbox entry). */
export function useSetBookingStatus(): (id: string, status: BookingStatus) => Promise<Booking> {
  const db = useDb();
  return useCallback((id, status) => patchRecord(db, 'bookings', id, { status }), [db]);
}

/** The signed-in staff member's id: the author of the ride events this device writes. */
function useAuthorId(): string | null {
  return useAtomValue(staffSessionAtom)?.user.id ?? null;
}

/** Whether the signed-in staff member is an admin: only admins assign and cancel rides. */
export function useIsAdmin(): boolean {
  return useAtomValue(staffSessionAtom)?.user.role === 'admin';
}

/** Saves a ride's driver and car, with its 'assigned' event when the driver changes (one write). */
export function useAssignRide(): (bookingId: string, choice: RideAssignment) => Promise<void> {
  const db = useDb();
  const authorId = useAuthorId();
  return useCallback(
    async (bookingId, choice) => {
      if (!authorId) throw new Error('Nobody is signed in');
      await assignRide(db, bookingId, choice, authorId);
    },
    [db, authorId],
  );
}

export type CancelKind = (typeof CANCELLED_KINDS)[number];

/** Cancels a ride: its cancellation event and the booking's 'cancelled' status, in one write. */
export function useCancelRide(): (bookingId: string, kind: CancelKind, note: string) => Promise<void> {
  const db = useDb();
  const authorId = useAuthorId();
  return useCallback(
    async (bookingId, kind, note) => {
      if (!authorId) throw new Error('Nobody is signed in');
      const data = { bookingId, kind, at: new Date().toISOString(), authorId, note: note.trim() || null };
      await addRideEvent(db, data, { status: 'cancelled' });
    },
    [db, authorId],
  );
}

/* ---------- Invoices ---------- */

/** A booking's invoices and credit notes, oldest first; undefined while loading. */
export function useBookingInvoices(bookingId: string | undefined): Invoice[] | undefined {
  const db = useDb();
  return useDeviceQuery(
    db,
    async (db) => {
      if (!bookingId) return [];
      const rows = await db.invoices.where('bookingId').equals(bookingId).toArray();
      return rows.sort((a, b) => (a.createdAt < b.createdAt ? -1 : a.createdAt > b.createdAt ? 1 : 0));
    },
    [bookingId],
  );
}

export type NewInvoice = Omit<CreateInput<'invoices'>, 'issuedBy' | 'number'>;

/**
 * Issues an invoice or a credit note: stored here with its outbox entry (offline too); the server
 * gives it its number and issue date when it arrives, and sync brings them back.
 */
export function useIssueInvoice(): (data: NewInvoice) => Promise<Invoice> {
  const db = useDb();
  const authorId = useAuthorId();
  return useCallback((data) => createRecord(db, 'invoices', { ...data, issuedBy: authorId }), [db, authorId]);
}

/* ---------- Client messages ---------- */

/** The messages sent to a booking's client (email and WhatsApp), live. */
export function useClientMessages(bookingId: string): ClientMessage[] | undefined {
  const db = useDb();
  return useDeviceQuery(db, (db) => db.clientMessages.where('bookingId').equals(bookingId).toArray(), [bookingId]);
}

/** Records a WhatsApp message sent by the signed-in member (with its outbox entry, synced). */
export function useRecordWhatsApp(): (bookingId: string, message: PreparedWhatsApp) => Promise<void> {
  const db = useDb();
  const authorId = useAuthorId();
  return useCallback(
    async (bookingId, message) => {
      if (!authorId) throw new Error('Nobody is signed in');
      await createRecord(db, 'clientMessages', whatsAppRecord(bookingId, message, authorId, new Date()));
    },
    [db, authorId],
  );
}

/** The return trip booked with this way out; null when there is none, undefined while it loads. */
export function useReturnTrip(wayOutId: string): Booking | null | undefined {
  const db = useDb();
  return useLiveQuery(async () => (await db.bookings.where('returnOf').equals(wayOutId).filter((b) => b.status !== 'cancelled').first()) ?? null, [db, wayOutId]);
}
