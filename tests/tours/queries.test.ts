// The tour list query (category filter, each sort), the featured tours, and a created tour saved
// with its outbox entry.
import { describe, expect, it } from 'vitest';
import { createRecord, deleteRecord, patchRecord } from '../../src/db/repository';
import { listFeaturedTours, listTours } from '../../src/features/tours/queries';
import { SAMPLE_IDS } from '../../src/domain/sample-data';
import type { Tour } from '../../src/domain/types';
import { freshDb } from '../db/helpers';
import { textsIn } from '../texts';

const T = SAMPLE_IDS.tours;
const ids = (tours: Tour[]) => tours.map((tour) => tour.id);

async function seeded() {
  const db = freshDb();
  await db.open();
  return db;
}

describe('listTours', () => {
  it('lists every tour oldest first by default', async () => {
    const db = await seeded();
    const tours = await listTours(db, { category: null, sort: 'default' });
    expect(ids(tours)).toEqual([T.versailles, T.champagne, T.loireValley, T.parisHighlights, T.giverny, T.sidiBouSaid, T.frenchRiviera]);
  });

  it('filters by category', async () => {
    const db = await seeded();
    expect(ids(await listTours(db, { category: 'shared', sort: 'default' }))).toEqual([T.loireValley, T.giverny]);
    const privateTours = await listTours(db, { category: 'private', sort: 'default' });
    expect(ids(privateTours)).toEqual([T.versailles, T.champagne, T.parisHighlights, T.sidiBouSaid, T.frenchRiviera]);
    expect(privateTours.every((tour) => tour.category === 'private')).toBe(true);
  });

  it('sorts by review count, most first', async () => {
    const db = await seeded();
    const tours = await listTours(db, { category: null, sort: 'popular' });
    expect(tours.map((tour) => tour.reviewCount)).toEqual([112, 86, 64, 58, 47, 41, 33]);
  });

  it('sorts by price, as numbers, both ways, and within a category', async () => {
    const db = await seeded();
    // A price of 1000 sorts after 450 (as a number, not as text).
    await patchRecord(db, 'tours', T.giverny, { price: '1000.00' });
    const low = await listTours(db, { category: null, sort: 'low-price' });
    expect(low.map((tour) => tour.price)).toEqual(['280.00', '299.00', '350.00', '379.00', '449.00', '450.00', '1000.00']);
    const high = await listTours(db, { category: null, sort: 'high-price' });
    expect(high.map((tour) => tour.price)).toEqual(['1000.00', '450.00', '449.00', '379.00', '350.00', '299.00', '280.00']);
    expect(ids(await listTours(db, { category: 'shared', sort: 'high-price' }))).toEqual([T.giverny, T.loireValley]);
  });

  it('keeps the default order between equal values', async () => {
    const db = await seeded();
    await patchRecord(db, 'tours', T.loireValley, { price: '299.00' });
    const low = await listTours(db, { category: null, sort: 'low-price' });
    expect(ids(low).slice(0, 3)).toEqual([T.parisHighlights, T.versailles, T.loireValley]);
  });

  it('is empty for a category with no tour', async () => {
    const db = await seeded();
    await deleteRecord(db, 'tours', T.loireValley);
    await deleteRecord(db, 'tours', T.giverny);
    expect(await listTours(db, { category: 'shared', sort: 'popular' })).toEqual([]);
  });
});

describe('listFeaturedTours', () => {
  it('lists the featured tours', async () => {
    const db = await seeded();
    expect(ids(await listFeaturedTours(db))).toEqual([T.versailles, T.champagne]);
  });

  it('falls back to the most reviewed tours when none is featured', async () => {
    const db = await seeded();
    await patchRecord(db, 'tours', T.versailles, { featured: false });
    await patchRecord(db, 'tours', T.champagne, { featured: false });
    expect(ids(await listFeaturedTours(db))).toEqual([T.parisHighlights, T.versailles, T.champagne]);
  });
});

describe('a created tour', () => {
  it('is listed and waits in the outbox to be sent', async () => {
    const db = await seeded();
    const tour = await createRecord(db, 'tours', {
      ...textsIn('tours', 'en', { title: 'Mont-Saint-Michel', description: 'A day at the abbey.', duration: 'Full day' }),
      price: '520.00',
      category: 'private',
      featured: false,
      rating: '5.0',
      reviewCount: 0,
    });
    expect(ids(await listTours(db, { category: 'private', sort: 'default' })).at(-1)).toBe(tour.id);
    expect(ids(await listTours(db, { category: null, sort: 'high-price' }))[0]).toBe(tour.id);
    const entries = await db.outbox.where('[table+recordId]').equals(['tours', tour.id]).toArray();
    expect(entries.map((e) => e.op)).toEqual(['create']);
  });
});
