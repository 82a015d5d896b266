// The blog's queries on a seeded device: category and sort, drafts left out, the newest three,
// related posts, one published post, and a new post saved with its outbox entry.
import { describe, expect, it } from 'vitest';
import { createRecord, patchRecord } from '../../src/db/repository';
import { getPublishedPost, listLatestPosts, listPublishedPosts, listRelatedPosts } from '../../src/features/blog/queries';
import { SAMPLE_IDS } from '../../src/domain/sample-data';
import { freshDb } from '../db/helpers';
import { textsIn } from '../texts';

const P = SAMPLE_IDS.posts;

async function seeded() {
  const db = freshDb(undefined, { seedDate: () => new Date('2026-11-21T12:00:00.000Z') });
  await db.open();
  return db;
}

const ids = (posts: { id: string }[]) => posts.map((p) => p.id);

describe('published posts', () => {
  it('lists every published post newest first, and the draft nowhere', async () => {
    const db = await seeded();
    const posts = await listPublishedPosts(db, { category: null, sort: 'newest' });
    expect(ids(posts)).toEqual([P.brusselsWeekend, P.businessTravel, P.rivieraRoadTrip, P.tunisiaGuide, P.hiddenParis, P.airportTransferTips]);
    expect(ids(posts)).not.toContain(P.wineTasting);
  });

  it('sorts oldest first on demand', async () => {
    const db = await seeded();
    const posts = await listPublishedPosts(db, { category: null, sort: 'oldest' });
    expect(ids(posts)).toEqual([P.airportTransferTips, P.hiddenParis, P.tunisiaGuide, P.rivieraRoadTrip, P.businessTravel, P.brusselsWeekend]);
  });

  it('keeps one category, in either order', async () => {
    const db = await seeded();
    expect(ids(await listPublishedPosts(db, { category: 'destinations', sort: 'newest' }))).toEqual([P.rivieraRoadTrip, P.tunisiaGuide, P.hiddenParis]);
    expect(ids(await listPublishedPosts(db, { category: 'destinations', sort: 'oldest' }))).toEqual([P.hiddenParis, P.tunisiaGuide, P.rivieraRoadTrip]);
    // services: the business post only, the wine draft is left out
    expect(ids(await listPublishedPosts(db, { category: 'services', sort: 'newest' }))).toEqual([P.businessTravel]);
  });

  it('follows a post being published or unpublished', async () => {
    const db = await seeded();
    await patchRecord(db, 'posts', P.wineTasting, { published: true });
    await patchRecord(db, 'posts', P.hiddenParis, { published: false });
    const services = await listPublishedPosts(db, { category: 'services', sort: 'newest' });
    expect(ids(services)).toEqual([P.wineTasting, P.businessTravel]);
    expect(ids(await listPublishedPosts(db, { category: 'destinations', sort: 'newest' }))).toEqual([P.rivieraRoadTrip, P.tunisiaGuide]);
  });

  it('answers one published post, and null for a draft or an unknown id', async () => {
    const db = await seeded();
    expect((await getPublishedPost(db, P.hiddenParis))?.titleEn).toBe('Hidden Paris: Places Most Visitors Miss');
    expect(await getPublishedPost(db, P.wineTasting)).toBeNull();
    expect(await getPublishedPost(db, 'no-such-post')).toBeNull();
  });
});

describe('latest and related posts', () => {
  it('gives the three newest published posts', async () => {
    const db = await seeded();
    expect(ids(await listLatestPosts(db, 3))).toEqual([P.brusselsWeekend, P.businessTravel, P.rivieraRoadTrip]);
  });

  it('relates up to three other published posts of the same category, newest first', async () => {
    const db = await seeded();
    expect(ids(await listRelatedPosts(db, { id: P.hiddenParis, category: 'destinations' }))).toEqual([P.rivieraRoadTrip, P.tunisiaGuide]);
    expect(ids(await listRelatedPosts(db, { id: P.businessTravel, category: 'services' }))).toEqual([]);
    for (let i = 0; i < 4; i++) {
      await createRecord(db, 'posts', {
        ...textsIn('posts', 'en', { title: `Destination ${i}`, excerpt: 'e', content: 'c', readTime: '3 min' }),
        category: 'destinations',
        published: true,
        createdAt: new Date(Date.UTC(2026, 10, 10 + i)).toISOString(),
      });
    }
    const related = await listRelatedPosts(db, { id: P.hiddenParis, category: 'destinations' });
    expect(related.map((p) => p.titleEn)).toEqual(['Destination 3', 'Destination 2', 'Destination 1']);
  });
});
