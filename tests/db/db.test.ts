import { Dexie } from 'dexie';
import { describe, expect, it, vi } from 'vitest';
import { SYNC_KEYS, openAppDb } from '../../src/db/db';
import { deleteRecord, patchRecord } from '../../src/db/repository';
import { isHlcState, isNodeId } from '../../src/domain/hlc';
import { SAMPLE_IDS } from '../../src/domain/sample-data';
import { SETTINGS_ID } from '../../src/domain/types';
import { freshDb, testDbName } from './helpers';

describe('database', () => {
  it('is seeded on first open with the sample data, rev 0 and no outbox entries', async () => {
    const db = freshDb();
    expect(await db.cars.count()).toBe(7);
    expect(await db.tours.count()).toBe(7);
    expect(await db.posts.count()).toBe(7);
    // SPEC's five bookings and the sixteen rides of the sample week (src/domain/sample-dispatch.ts).
    expect(await db.bookings.count()).toBe(21);
    expect(await db.remarks.count()).toBe(3);
    expect(await db.contacts.count()).toBe(1);
    expect(await db.profiles.count()).toBe(4);
    expect(await db.rideEvents.count()).toBe(6);
    expect(await db.timeOff.count()).toBe(1);
    expect(await db.downtimes.count()).toBe(1);
    expect((await db.settings.get(SETTINGS_ID))?.siteName).toBe('Paris Prestige Chauffeur');
    expect(await db.staff.count()).toBe(0);
    expect(await db.outbox.count()).toBe(0);
    expect((await db.cars.toArray()).every((c) => c.rev === 0)).toBe(true);
  });

  it('creates the sync state rows on first open', async () => {
    const db = freshDb();
    const nodeId = (await db.syncState.get(SYNC_KEYS.nodeId))?.value;
    const clientId = (await db.syncState.get(SYNC_KEYS.clientId))?.value;
    const hlc = (await db.syncState.get(SYNC_KEYS.hlc))?.value;
    expect(isNodeId(nodeId)).toBe(true);
    expect(clientId).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(isHlcState(hlc) && hlc.node === nodeId).toBe(true);
    expect((await db.syncState.get(SYNC_KEYS.clockOffsetMs))?.value).toBe(0);
  });

  it('seeds only once: changes survive closing and reopening', async () => {
    const name = testDbName();
    const first = freshDb(name);
    await deleteRecord(first, 'cars', SAMPLE_IDS.cars.audiA6);
    await patchRecord(first, 'tours', SAMPLE_IDS.tours.versailles, { price: '319.00' });
    const nodeId = (await first.syncState.get(SYNC_KEYS.nodeId))?.value;
    first.close();

    const again = freshDb(name);
    expect(await again.cars.get(SAMPLE_IDS.cars.audiA6)).toBeUndefined();
    expect(await again.cars.count()).toBe(6);
    expect((await again.tours.get(SAMPLE_IDS.tours.versailles))?.price).toBe('319.00');
    expect(await again.outbox.count()).toBe(2);
    expect((await again.syncState.get(SYNC_KEYS.nodeId))?.value).toBe(nodeId);
  });

  it('keeps two database names apart, like two devices', async () => {
    const a = freshDb();
    const b = freshDb();
    await deleteRecord(a, 'posts', SAMPLE_IDS.posts.hiddenParis);
    expect(await a.posts.count()).toBe(6);
    expect(await b.posts.count()).toBe(7);
    expect(await b.outbox.count()).toBe(0);
    const nodeA = (await a.syncState.get(SYNC_KEYS.nodeId))?.value;
    const nodeB = (await b.syncState.get(SYNC_KEYS.nodeId))?.value;
    expect(nodeA).not.toBe(nodeB);
    // Same fixed seed ids and content on both (dates follow each device's first open).
    expect((await b.posts.get(SAMPLE_IDS.posts.tunisiaGuide))?.contentAr).toBe(
      (await a.posts.get(SAMPLE_IDS.posts.tunisiaGuide))?.contentAr,
    );
  });

  it('closes itself and calls onVersionChange when another tab opens a newer version', async () => {
    const name = testDbName();
    const onVersionChange = vi.fn();
    const db = freshDb(name, { onVersionChange });
    await db.open();

    const newer = new Dexie(name);
    newer.version(1).stores({ cars: 'id' });
    newer.version(2).stores({ cars: 'id', extra: 'id' });
    await newer.open();
    expect(onVersionChange).toHaveBeenCalledTimes(1);
    expect(db.isOpen()).toBe(false);
    newer.close();
  });

  it('uses the database name it is given, "vtc" by default', () => {
    const db = openAppDb();
    expect(db.name).toBe('vtc');
    db.close();
  });
});
