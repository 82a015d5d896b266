// The back office's bookings list query on a few hundred bookings: status filter, search on first
// name, last name and email (case and accent insensitive), pages, totals, and writes seen live.
import { liveQuery } from 'dexie';
import { describe, expect, it } from 'vitest';
import { listAdminBookings, matchesSearch, prepareBookingSearch, type BookingListQuery } from '../../src/features/admin-bookings/queries';
import type { AppDb } from '../../src/db/db';
import { createRecord, deleteRecord, patchRecord } from '../../src/db/repository';
import { BOOKING_STATUSES, type Booking } from '../../src/domain/types';
import { freshDb } from '../db/helpers';

const FIRST = ['Sophie', 'Lucas', 'Amira', 'Mohamed', 'Thomas', 'Léa', 'Hugo', 'Nour', 'Claire', 'Karim'];
const LAST = ['Martin', 'Dubois', 'Ben Salah', 'Trabelsi', 'Janssens', 'Lefèvre', 'Moreau'];
const COUNT = 300;

function booking(i: number): Booking {
  const first = FIRST[i % FIRST.length]!;
  const last = LAST[i % LAST.length]!;
  // Minutes apart, newest first by index; every 25th shares its neighbour's time (ties by id).
  const at = new Date(Date.UTC(2026, 10, 1) - (i - (i % 25 === 1 ? 1 : 0)) * 60_000).toISOString();
  return {
    id: `00000000-0000-4000-8000-${String(i).padStart(12, '0')}`,
    createdAt: at,
    updatedAt: at,
    rev: 0,
    firstName: first,
    lastName: last,
    email: i % 10 === 9 ? '' : `${first.toLowerCase()}.${i}@mail-${i % 3}.example`,
    phone: '+33 6 12 34 56 78',
    pickupLocation: 'Orly Airport (ORY) Terminal 4',
    pickupDate: '2026-12-02',
    pickupTime: '18:45',
    serviceType: 'transfer',
    passengers: 1,
    luggage: 1,
    totalPrice: '90.00',
    vatKind: 'transport',
    status: BOOKING_STATUSES[i % 4]!,
    source: 'admin',
  };
}

const all = Array.from({ length: COUNT }, (_, i) => booking(i));

const newestFirst = (a: Booking, b: Booking) =>
  a.createdAt !== b.createdAt ? (a.createdAt < b.createdAt ? 1 : -1) : a.id < b.id ? 1 : -1;

/** What the list must show, computed the slow way. */
function expected(query: Omit<BookingListQuery, 'limit'>): Booking[] {
  const needle = query.search.trim().normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();
  const fold = (s: string) => s.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();
  return all
    .filter((b) => query.status === 'all' || b.status === query.status)
    .filter((b) => needle === '' || [fold(`${b.firstName} ${b.lastName}`), fold(b.email)].some((s) => s.includes(needle)))
    .sort(newestFirst);
}

async function seeded(): Promise<AppDb> {
  const db = freshDb();
  await db.bookings.clear();
  await db.bookings.bulkAdd(all);
  return db;
}

const ids = (rows: Booking[]) => rows.map((b) => b.id);

describe('listAdminBookings', () => {
  it('gives the newest bookings first, one page at a time, with the total', async () => {
    const db = await seeded();
    const first = await listAdminBookings(db, { status: 'all', search: '', limit: 50 });
    expect(first.total).toBe(COUNT);
    expect(ids(first.rows)).toEqual(ids(expected({ status: 'all', search: '' }).slice(0, 50)));

    const two = await listAdminBookings(db, { status: 'all', search: '', limit: 100 });
    expect(two.rows).toHaveLength(100);
    expect(ids(two.rows.slice(0, 50))).toEqual(ids(first.rows));
    expect(ids(two.rows)).toEqual(ids(expected({ status: 'all', search: '' }).slice(0, 100)));

    const rest = await listAdminBookings(db, { status: 'all', search: '', limit: 350 });
    expect(rest.rows).toHaveLength(COUNT);
  });

  it('filters by status, newest first, counting only that status', async () => {
    const db = await seeded();
    for (const status of BOOKING_STATUSES) {
      const page = await listAdminBookings(db, { status, search: '', limit: 50 });
      const want = expected({ status, search: '' });
      expect(page.total).toBe(want.length);
      expect(page.rows.every((b) => b.status === status)).toBe(true);
      expect(ids(page.rows)).toEqual(ids(want.slice(0, 50)));
    }
  });

  it('searches first names, last names and emails as case-insensitive substrings', async () => {
    const db = await seeded();
    const cases: [string, (b: Booking) => boolean][] = [
      ['OPHI', (b) => b.firstName === 'Sophie'],
      ['ben sal', (b) => b.lastName === 'Ben Salah'],
      ['TRABELSI', (b) => b.lastName === 'Trabelsi'],
      ['mail-2.EXAMPLE', (b) => b.email.endsWith('@mail-2.example')],
      ['amira.12', (b) => b.email.startsWith('amira.12')],
    ];
    for (const [search, want] of cases) {
      const page = await listAdminBookings(db, { status: 'all', search, limit: 500 });
      const should = all.filter(want).sort(newestFirst);
      expect(should.length, search).toBeGreaterThan(0);
      expect(ids(page.rows), search).toEqual(ids(should));
      expect(page.total, search).toBe(should.length);
    }
  });

  it('ignores accents and surrounding spaces', async () => {
    const db = await seeded();
    const lea = await listAdminBookings(db, { status: 'all', search: '  lea ', limit: 500 });
    expect(lea.total).toBe(all.filter((b) => b.firstName === 'Léa').length);
    expect(lea.rows.every((b) => b.firstName === 'Léa')).toBe(true);
    const lefevre = await listAdminBookings(db, { status: 'all', search: 'LEFEVRE', limit: 500 });
    expect(lefevre.total).toBe(all.filter((b) => b.lastName === 'Lefèvre').length);
  });

  it('combines the search with the status and pages through the matches', async () => {
    const db = await seeded();
    const want = expected({ status: 'confirmed', search: 'a' });
    expect(want.length).toBeGreaterThan(50);
    const page = await listAdminBookings(db, { status: 'confirmed', search: 'a', limit: 50 });
    expect(page.total).toBe(want.length);
    expect(ids(page.rows)).toEqual(ids(want.slice(0, 50)));
    const more = await listAdminBookings(db, { status: 'confirmed', search: 'a', limit: 100 });
    expect(ids(more.rows)).toEqual(ids(want.slice(0, 100)));
  });

  it('finds nothing for text nobody has', async () => {
    const db = await seeded();
    const page = await listAdminBookings(db, { status: 'all', search: 'zzz', limit: 50 });
    expect(page).toEqual({ query: { status: 'all', search: 'zzz', limit: 50 }, rows: [], total: 0 });
  });

  it('sees new, changed and deleted bookings once the search index was built', async () => {
    const db = await seeded();
    await prepareBookingSearch(db);
    const before = await listAdminBookings(db, { status: 'all', search: 'chaouch', limit: 50 });
    expect(before.total).toBe(0);

    const added = await createRecord(db, 'bookings', {
      firstName: 'Yasmine',
      lastName: 'Chaouch',
      email: 'y.c@example.tn',
      phone: '+216 55 123 456',
      pickupLocation: 'Tunis-Carthage',
      pickupDate: '2026-12-02',
      pickupTime: '18:45',
      serviceType: 'transfer',
      passengers: 1,
      luggage: 1,
      totalPrice: '60.00',
      vatKind: 'transport',
      status: 'pending',
      source: 'admin',
    });
    const after = await listAdminBookings(db, { status: 'all', search: 'CHAOUCH', limit: 50 });
    expect(ids(after.rows)).toEqual([added.id]);

    await patchRecord(db, 'bookings', added.id, { status: 'confirmed' });
    expect((await listAdminBookings(db, { status: 'pending', search: 'chaouch', limit: 50 })).total).toBe(0);
    expect((await listAdminBookings(db, { status: 'confirmed', search: 'chaouch', limit: 50 })).total).toBe(1);

    await patchRecord(db, 'bookings', added.id, { lastName: 'Haddad' });
    expect((await listAdminBookings(db, { status: 'all', search: 'chaouch', limit: 50 })).total).toBe(0);
    expect((await listAdminBookings(db, { status: 'all', search: 'haddad', limit: 50 })).total).toBe(1);

    await deleteRecord(db, 'bookings', added.id);
    expect((await listAdminBookings(db, { status: 'all', search: 'haddad', limit: 50 })).total).toBe(0);
  });

  it('answers a live query again when a booking that matches is added', async () => {
    const db = await seeded();
    const answers: number[] = [];
    const subscription = liveQuery(() => listAdminBookings(db, { status: 'all', search: 'nour', limit: 50 })).subscribe((page) =>
      answers.push(page.total),
    );
    const nour = all.filter((b) => b.firstName === 'Nour').length;
    await expect.poll(() => answers.at(-1), { timeout: 5000 }).toBe(nour);
    await db.bookings.put({ ...booking(COUNT + 5), id: '00000000-0000-4000-8000-999999999999', firstName: 'Nour' });
    await expect.poll(() => answers.at(-1), { timeout: 5000 }).toBe(nour + 1);
    subscription.unsubscribe();
  });
});

describe('matchesSearch', () => {
  it('matches a substring of the full name or the email, whatever the case and accents', () => {
    const b = { firstName: 'Léa', lastName: 'Lefèvre', email: 'Lea.L@Example.fr' };
    expect(matchesSearch(b, 'LEA LEF')).toBe(true);
    expect(matchesSearch(b, 'example.FR')).toBe(true);
    expect(matchesSearch(b, '')).toBe(true);
    expect(matchesSearch(b, 'martin')).toBe(false);
  });

  it('finds an Arabic name typed with or without its vowels and hamza', () => {
    const b = { firstName: 'أحمد', lastName: 'بن علي', email: '' };
    expect(matchesSearch(b, 'احمد بن')).toBe(true);
    expect(matchesSearch(b, 'أَحْمَد')).toBe(true);
    expect(matchesSearch(b, 'محمد')).toBe(false);
  });
});
