// Database version 6 on a device the previous version filled: the catalogue's texts, and the changes
// waiting to be sent or refused by the server, move to their language's fields and nothing is lost.
import { Dexie } from 'dexie';
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { openAppDb } from '../../src/db/db';
import { schemaFor } from '../../src/domain/schemas';
import { testDbName } from './helpers';

// The stores of version 5, as the previous version of the app declared them.
const V5_STORES = {
  cars: 'id, category, createdAt',
  tours: 'id, category, createdAt',
  posts: 'id, createdAt, category, [category+createdAt]',
  bookings: 'id, status, pickupDate, createdAt, [status+createdAt], driverId, assignedVehicleId, returnOf',
  remarks: 'id, bookingId',
  contacts: 'id, createdAt',
  settings: 'id',
  staff: 'id, &username',
  images: 'id',
  outbox: '++seq, &mutationId, [table+recordId]',
  syncState: 'key',
  rejected: 'mutationId, rejectedAt, [table+recordId]',
  receipts: 'recordId',
  rideEvents: 'id, bookingId',
  timeOff: 'id, staffId',
  downtimes: 'id, carId',
  profiles: 'id',
  clientMessages: 'id, bookingId',
  invoices: 'id, bookingId, issueDate',
};

const AT = '2026-11-01T10:00:00.000Z';
const TOUR = 'a0000000-0000-4000-8000-000000000001';
const ARABIC_TOUR = 'a0000000-0000-4000-8000-000000000002';
const POST = 'b0000000-0000-4000-8000-000000000001';
const CAR = 'c0000000-0000-4000-8000-000000000001';
const oldTour = (id: string, title: string, description: string) => ({
  id,
  createdAt: AT,
  updatedAt: AT,
  rev: 3,
  title,
  description,
  duration: '8 hours',
  price: '299.00',
  rating: '4.9',
  reviewCount: 86,
  category: 'private',
  featured: true,
});

describe('database version 6: texts per language', () => {
  it('moves stored records, queued changes and refused ones to the fields of their language', async () => {
    const name = testDbName();
    const old = new Dexie(name);
    old.version(5).stores(V5_STORES);
    await old.open();
    await old.table('tours').bulkAdd([
      oldTour(TOUR, 'Versailles Palace & Gardens', 'Skip the train and the queues.'),
      oldTour(ARABIC_TOUR, 'جولة في قرطاج', 'من فندقك في تونس إلى آثار قرطاج.'),
    ]);
    await old.table('posts').add({
      id: POST,
      createdAt: AT,
      updatedAt: AT,
      rev: 1,
      title: 'Hidden Paris',
      excerpt: 'Quiet courtyards.',
      content: 'First.\n\nSecond.',
      category: 'destinations',
      readTime: '6 min read',
      published: true,
    });
    const { id: _id, createdAt: _c, updatedAt: _u, rev: _r, ...createFields } = oldTour(TOUR, 'Giverny', 'Monet’s gardens.');
    await old.table('outbox').bulkAdd([
      { mutationId: 'm1', table: 'tours', recordId: 'a0000000-0000-4000-8000-000000000003', op: 'create', fields: createFields, hlc: 'h1', baseRev: 0, createdAt: AT },
      { mutationId: 'm2', table: 'posts', recordId: POST, op: 'patch', fields: { content: 'Edited offline.' }, hlc: 'h2', baseRev: 1, createdAt: AT },
      { mutationId: 'm3', table: 'cars', recordId: CAR, op: 'delete', fields: {}, hlc: 'h3', baseRev: 1, createdAt: AT },
      { mutationId: 'm4', table: 'bookings', recordId: TOUR, op: 'patch', fields: { description: 'not a catalogue field' }, hlc: 'h4', baseRev: 1, createdAt: AT },
    ]);
    await old.table('rejected').add({
      mutationId: 'm0',
      table: 'tours',
      recordId: ARABIC_TOUR,
      op: 'patch',
      fields: { title: 'جولة قرطاج وسيدي بوسعيد' },
      hlc: 'h0',
      baseRev: 2,
      createdAt: AT,
      reason: 'Offline too long',
      rejectedAt: AT,
    });
    old.close();

    const db = openAppDb(name);
    try {
      const tour = await db.tours.get(TOUR);
      expect(tour).toMatchObject({ titleEn: 'Versailles Palace & Gardens', titleFr: '', titleAr: '', descriptionEn: 'Skip the train and the queues.', durationEn: '8 hours', highlightsAr: [], rev: 3 });
      expect(tour).not.toHaveProperty('title');
      expect(v.safeParse(schemaFor('tours').record, tour).issues).toBeUndefined();
      expect(await db.tours.get(ARABIC_TOUR)).toMatchObject({ titleAr: 'جولة في قرطاج', descriptionAr: 'من فندقك في تونس إلى آثار قرطاج.', titleEn: '' });
      const post = await db.posts.get(POST);
      expect(post).toMatchObject({ titleEn: 'Hidden Paris', contentEn: 'First.\n\nSecond.', readTimeEn: '6 min read', contentAr: '' });
      expect(v.safeParse(schemaFor('posts').record, post).issues).toBeUndefined();

      const queued = new Map((await db.outbox.toArray()).map((entry) => [entry.mutationId, entry.fields]));
      // A queued create is a whole record: every language's texts, ready for the server's checks.
      expect(queued.get('m1')).toMatchObject({ titleEn: 'Giverny', descriptionEn: 'Monet’s gardens.', titleFr: '', itineraryFr: [], price: '299.00' });
      expect(v.safeParse(schemaFor('tours').create, { id: TOUR, createdAt: AT, updatedAt: AT, ...queued.get('m1') }).issues).toBeUndefined();
      // A patch changes what it changed, and only that.
      expect(queued.get('m2')).toEqual({ contentEn: 'Edited offline.' });
      expect(queued.get('m3')).toEqual({});
      expect(queued.get('m4')).toEqual({ description: 'not a catalogue field' });
      expect((await db.rejected.get('m0'))?.fields).toEqual({ titleAr: 'جولة قرطاج وسيدي بوسعيد' });
    } finally {
      db.close();
      await Dexie.delete(name);
    }
  });
});
