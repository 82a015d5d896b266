import { describe, expect, it } from 'vitest';
import { applyPulledPage, dropUnseenRows, mergePulled } from '../../src/db/apply-pulled';
import { SYNC_KEYS } from '../../src/db/db';
import { patchRecord, deleteRecord, createRecord } from '../../src/db/repository';
import { getCursor, observeServerTime } from '../../src/db/sync-state';
import type { PulledChange } from '../../src/domain/protocol';
import { SAMPLE_IDS } from '../../src/domain/sample-data';
import { freshDb } from './helpers';

const B = SAMPLE_IDS.bookings.sophieMartin;

function change(partial: Partial<PulledChange> & { data?: Record<string, unknown> }): PulledChange {
  return { table: 'bookings', id: B, version: 10, deleted: false, data: {}, ...partial };
}

describe('mergePulled', () => {
  const local = { id: B, firstName: 'Sophie', status: 'pending', specialRequests: 'Child seat', rev: 3 };
  const server = { id: B, firstName: 'Sophia', status: 'confirmed', updatedAt: '2026-11-21T10:00:00.000Z' };

  it('takes every server field when nothing is pending, drops fields the server cleared, rev = version', () => {
    expect(mergePulled(local, change({ data: server }), new Set(), ['specialRequests'])).toEqual({ action: 'put', record: { ...server, rev: 10 } });
  });

  it('keeps the local value of pending fields, also a cleared one', () => {
    const outcome = mergePulled(local, change({ data: { ...server, specialRequests: 'Water' } }), new Set(['status', 'flightTrainNumber']), ['specialRequests', 'flightTrainNumber']);
    expect(outcome).toEqual({ action: 'put', record: { ...server, status: 'pending', specialRequests: 'Water', rev: 10 } });
  });

  it('keeps the local value of a required field the server left out (public settings), not of an optional one', () => {
    const outcome = mergePulled(local, change({ data: { id: B, status: 'confirmed' } }), new Set(), ['specialRequests']);
    expect(outcome).toEqual({ action: 'put', record: { id: B, firstName: 'Sophie', status: 'confirmed', rev: 10 } });
  });

  it('treats null on the wire as an absent field', () => {
    const outcome = mergePulled(undefined, change({ data: { ...server, dropoffLocation: null } }), new Set());
    expect(outcome).toEqual({ action: 'put', record: { ...server, rev: 10 } });
  });

  it('deletes on a tombstone, even with a pending patch; keeps a pending create or delete', () => {
    expect(mergePulled(local, change({ deleted: true }), new Set(['status']))).toEqual({ action: 'delete' });
    expect(mergePulled(local, change({ deleted: true }), new Set(['*']))).toEqual({ action: 'keep' });
    expect(mergePulled(undefined, change({ data: server }), new Set(['*']))).toEqual({ action: 'keep' });
  });
});

describe('applyPulledPage', () => {
  it('writes rows and the cursor together, without outbox entries, keeping pending fields', async () => {
    const db = freshDb();
    await patchRecord(db, 'bookings', B, { status: 'cancelled' });
    const before = (await db.bookings.get(B))!;
    const { rev: _rev, ...data } = { ...before, status: 'confirmed', pickupTime: '07:15', updatedAt: '2026-11-21T10:00:00.000Z' };
    const stats = await applyPulledPage(db, [change({ version: 7, data })], { v: 7 });
    expect(stats).toMatchObject({ put: 1, invalid: [] });
    expect(await db.bookings.get(B)).toMatchObject({ status: 'cancelled', pickupTime: '07:15', rev: 7, updatedAt: '2026-11-21T10:00:00.000Z' });
    expect(await db.outbox.count()).toBe(1);
    expect(await getCursor(db)).toEqual({ v: 7 });
  });

  it('refuses rows the schemas refuse and still moves the cursor', async () => {
    const db = freshDb();
    const stats = await applyPulledPage(db, [change({ data: { id: B, firstName: '' } })], { v: 10 });
    expect(stats.invalid).toHaveLength(1);
    expect((await db.bookings.get(B))?.rev).toBe(0);
    expect(await getCursor(db)).toEqual({ v: 10 });
  });

  it('does not bring back a record deleted locally and not yet pushed', async () => {
    const db = freshDb();
    const booking = (await db.bookings.get(B))!;
    await deleteRecord(db, 'bookings', B);
    const { rev: _rev, ...data } = booking;
    await applyPulledPage(db, [change({ data })], { v: 10 });
    expect(await db.bookings.get(B)).toBeUndefined();
  });
});

describe('dropUnseenRows', () => {
  it('drops rows never received (synced ones too), but not those with local changes, refusals or receipts', async () => {
    const db = freshDb();
    const mine = await createRecord(db, 'contacts', { firstName: 'A', lastName: 'B', email: 'a@b.fr', phone: '+33 6 00 00 00 00', message: 'Hi' });
    await db.receipts.put({ recordId: SAMPLE_IDS.bookings.lucasDubois, table: 'bookings', receipt: 'r', deliveredAt: '2026-11-21T10:00:00.000Z', lastStatus: null, lastCheckedAt: null });
    await patchRecord(db, 'bookings', SAMPLE_IDS.bookings.amiraBenSalah, { status: 'confirmed' });
    const rejectedEntry = (await db.outbox.toArray()).find((e) => e.recordId === SAMPLE_IDS.bookings.amiraBenSalah)!;
    await db.transaction('rw', db.outbox, db.rejected, async () => {
      await db.rejected.put({ ...rejectedEntry, reason: 'no', rejectedAt: '2026-11-21T10:00:00.000Z' });
      await db.outbox.delete(rejectedEntry.seq);
    });
    // Synced before, and not sent again by the pull from scratch: dropped too.
    await db.cars.update(SAMPLE_IDS.cars.bmwX7, { rev: 3 });
    await db.syncState.put({ key: SYNC_KEYS.fullPull, value: true });
    const { rev: _rev, ...car } = (await db.cars.get(SAMPLE_IDS.cars.eClass))!;
    await applyPulledPage(db, [change({ table: 'cars', id: SAMPLE_IDS.cars.eClass, version: 4, data: car })], { v: 4 });

    await dropUnseenRows(db);
    expect((await db.cars.get(SAMPLE_IDS.cars.eClass))?.rev).toBe(4);
    expect(await db.cars.count()).toBe(1);
    expect((await db.bookings.toArray()).map((b) => b.id).sort()).toEqual([SAMPLE_IDS.bookings.lucasDubois, SAMPLE_IDS.bookings.amiraBenSalah].sort());
    expect((await db.contacts.toArray()).map((c) => c.id)).toEqual([mine.id]);
    expect(await db.syncState.get(SYNC_KEYS.fullPull)).toBeUndefined();
  });
});

describe('clock and rejected changes', () => {
  it('learns the offset from serverTime and pulls back an HLC that ran hours ahead', async () => {
    const db = freshDb();
    const real = Date.now();
    const node = ((await db.syncState.get(SYNC_KEYS.hlc))!.value as { node: string }).node;
    await db.syncState.put({ key: SYNC_KEYS.hlc, value: { millis: real + 2 * 3_600_000, counter: 3, node } });
    await observeServerTime(db, new Date(real + 86_400_000).toISOString(), real - 10, real + 10);
    expect((await db.syncState.get(SYNC_KEYS.clockOffsetMs))?.value).toBe(86_400_000);
    await observeServerTime(db, new Date(real).toISOString(), real - 10, real + 10);
    expect((await db.syncState.get(SYNC_KEYS.clockOffsetMs))?.value).toBe(0);
    const hlc = (await db.syncState.get(SYNC_KEYS.hlc))!.value as { millis: number };
    expect(hlc.millis).toBeLessThan(real + 5 * 60_000);
  });
});
