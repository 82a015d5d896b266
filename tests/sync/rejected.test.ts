import { describe, expect, it } from 'vitest';
import { SYNC_KEYS } from '../../src/db/db';
import { patchRecord } from '../../src/db/repository';
import { getCursor } from '../../src/db/sync-state';
import { parseHlc } from '../../src/domain/hlc';
import { SAMPLE_IDS } from '../../src/domain/sample-data';
import { ValidationError } from '../../src/domain/schemas';
import { discardRejected, requeueRejected } from '../../src/sync/rejected';
import { freshDb } from '../db/helpers';

describe('rejected changes', () => {
  it('requeues a rejected patch with the corrections and a fresh HLC, and discards another', async () => {
    const db = freshDb();
    await patchRecord(db, 'tours', SAMPLE_IDS.tours.versailles, { price: '300.00' });
    const entry = (await db.outbox.toArray())[0]!;
    await db.transaction('rw', db.outbox, db.rejected, async () => {
      await db.rejected.put({ ...entry, reason: 'Price too high', rejectedAt: '2026-11-21T10:00:00.000Z' });
      await db.outbox.delete(entry.seq);
    });
    const again = await requeueRejected(db, entry.mutationId, { price: '280.00' });
    expect(again).toMatchObject({ op: 'patch', fields: { price: '280.00' }, recordId: SAMPLE_IDS.tours.versailles });
    expect(again.mutationId).not.toBe(entry.mutationId);
    expect(parseHlc(again.hlc)!.millis * 1e5 + parseHlc(again.hlc)!.counter).toBeGreaterThan(parseHlc(entry.hlc)!.millis * 1e5 + parseHlc(entry.hlc)!.counter);
    expect((await db.tours.get(SAMPLE_IDS.tours.versailles))?.price).toBe('280.00');
    expect(await db.rejected.count()).toBe(0);
    await expect(requeueRejected(db, entry.mutationId)).rejects.toThrow();

    await db.rejected.put({ ...again, reason: 'x', rejectedAt: '2026-11-21T10:00:00.000Z' });
    await db.syncState.put({ key: SYNC_KEYS.cursor, value: { v: 5 } });
    await discardRejected(db, again.mutationId);
    expect(await db.rejected.count()).toBe(0);
    expect(await getCursor(db)).toBeNull();
  });

  it('refuses corrections that are still invalid, writing nothing', async () => {
    const db = freshDb();
    await patchRecord(db, 'tours', SAMPLE_IDS.tours.versailles, { price: '300.00' });
    const entry = (await db.outbox.toArray())[0]!;
    await db.transaction('rw', db.outbox, db.rejected, async () => {
      await db.rejected.put({ ...entry, reason: 'no', rejectedAt: '2026-11-21T10:00:00.000Z' });
      await db.outbox.delete(entry.seq);
    });
    await expect(requeueRejected(db, entry.mutationId, { price: 'free' })).rejects.toBeInstanceOf(ValidationError);
    expect(await db.outbox.count()).toBe(0);
    expect(await db.rejected.count()).toBe(1);
  });
});
