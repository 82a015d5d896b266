// The engine's own behaviour against a scripted server: what it sends, what it keeps, how it waits.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SYNC_KEYS, type AppDb } from '../../src/db/db';
import { StorageFullError } from '../../src/db/errors';
import { createRecord, patchRecord } from '../../src/db/repository';
import type { SyncAuth } from '../../src/db/sync-state';
import type { PushRequest, WireMutation } from '../../src/domain/protocol';
import { SAMPLE_IDS } from '../../src/domain/sample-data';
import type { CreateInput } from '../../src/domain/types';
import { createConflictsApi } from '../../src/sync/conflicts';
import { createSyncEngine, type SyncEngine } from '../../src/sync/engine';
import { requestPersistentStorage } from '../../src/sync/persistence';
import type { FetchLike } from '../../src/sync/transport';
import { freshDb } from '../db/helpers';
import { applyAll, emptyPull, json, pulledBefore, scripted, serverTime, type Call } from './scripted-server';

const STAFF: SyncAuth = { token: 'staff-token', kind: 'staff' };

const publicBooking: CreateInput<'bookings'> = {
  firstName: 'Nadia',
  lastName: 'Haddad',
  email: 'nadia@example.com',
  phone: '+33 6 12 34 56 78',
  pickupLocation: 'Gare de Lyon',
  pickupDate: '2026-12-24',
  pickupTime: '08:00',
  serviceType: 'transfer',
  passengers: 2,
  luggage: 2,
  totalPrice: '95.00',
  vatKind: 'transport',
  status: 'pending',
  source: 'public',
};

const engines: SyncEngine[] = [];
function engine(db: AppDb, fetch: FetchLike, auth: SyncAuth | null, extra: Partial<Parameters<typeof createSyncEngine>[0]> = {}) {
  const e = createSyncEngine({ db, fetch, baseUrl: 'http://server.test', getAuth: () => auth, random: () => 0, ...extra });
  engines.push(e);
  return e;
}

afterEach(() => {
  for (const e of engines.splice(0)) e.stop();
  vi.restoreAllMocks();
});

describe('push', () => {
  it('sends the outbox in seq order with clientId and schemaVersion, and empties it on applied', async () => {
    const db = freshDb();
    await patchRecord(db, 'bookings', SAMPLE_IDS.bookings.sophieMartin, { status: 'cancelled' });
    await patchRecord(db, 'bookings', SAMPLE_IDS.bookings.sophieMartin, { pickupTime: '09:45' });
    await pulledBefore(db, STAFF);
    const server = scripted({ '/api/sync/push': applyAll, '/api/sync/pull': emptyPull });
    const result = await engine(db, server.fetch, STAFF).flush();
    expect(result.ok).toBe(true);
    expect(result.push).toMatchObject({ applied: 2, remaining: 0 });
    const push = server.calls.find((c) => c.path === '/api/sync/push')!;
    expect(push.auth).toBe('Bearer staff-token');
    const body = push.body as PushRequest;
    expect(body.clientId).toBe((await db.syncState.get(SYNC_KEYS.clientId))?.value);
    expect(body.schemaVersion).toBe(1);
    expect((body.mutations as WireMutation[]).map((m) => m.seq)).toEqual([1, 2]);
    expect(await db.outbox.count()).toBe(0);
    expect((await db.bookings.get(SAMPLE_IDS.bookings.sophieMartin))?.rev).toBe(101);
  });

  it('sends batches of at most 500', async () => {
    const db = freshDb();
    for (let i = 0; i < 630; i++) await db.outbox.add({ mutationId: crypto.randomUUID(), table: 'tours', recordId: SAMPLE_IDS.tours.giverny, op: 'patch', fields: { price: `${100 + i}.00` }, hlc: '2026-11-21T09:30:00.000Z-0000-0000000000000001', baseRev: 0, createdAt: serverTime() } as never);
    const server = scripted({ '/api/sync/push': applyAll, '/api/sync/pull': emptyPull });
    await engine(db, server.fetch, STAFF).push();
    const sizes = server.calls.filter((c) => c.path === '/api/sync/push').map((c) => ((c.body as PushRequest).mutations as unknown[]).length);
    expect(sizes).toEqual([500, 130]);
  });

  it('sends, after a batch answered in part, the first entry not answered, not the batch read ahead', async () => {
    const db = freshDb();
    for (let i = 0; i < 630; i++) await db.outbox.add({ mutationId: crypto.randomUUID(), table: 'tours', recordId: SAMPLE_IDS.tours.giverny, op: 'patch', fields: { price: `${100 + i}.00` }, hlc: '2026-11-21T09:30:00.000Z-0000-0000000000000001', baseRev: 0, createdAt: serverTime() } as never);
    // The server stops each batch before its last entry (as after a gap).
    const server = scripted({
      '/api/sync/push': (call) => {
        const mutations = ((call.body as PushRequest).mutations as WireMutation[]).slice(0, -1);
        return json({
          results: mutations.map((m, i) => ({ id: m.id, status: 'applied', version: 100 + i, reason: null })),
          lastSeq: mutations.at(-1)?.seq ?? 0,
          serverTime: serverTime(),
        });
      },
    });
    await engine(db, server.fetch, STAFF).push();
    const firsts = server.calls.filter((c) => c.path === '/api/sync/push').map((c) => ((c.body as PushRequest).mutations as WireMutation[])[0]?.seq);
    expect(firsts.slice(0, 3)).toEqual([1, 500, 630]);
    expect(await db.outbox.count()).toBe(1);
  });

  it('stops at the first batch whose answers cannot be stored, keeping its entries and the later ones', async () => {
    const db = freshDb();
    for (let i = 0; i < 1200; i++) await db.outbox.add({ mutationId: crypto.randomUUID(), table: 'tours', recordId: SAMPLE_IDS.tours.giverny, op: 'patch', fields: { price: `${100 + i}.00` }, hlc: '2026-11-21T09:30:00.000Z-0000-0000000000000001', baseRev: 0, createdAt: serverTime() } as never);
    const refuseAll: Parameters<typeof scripted>[0][string] = (call) =>
      json({
        results: ((call.body as PushRequest).mutations as WireMutation[]).map((m) => ({ id: m.id, status: 'rejected', version: null, reason: 'no' })),
        lastSeq: ((call.body as PushRequest).mutations as WireMutation[]).at(-1)?.seq ?? 0,
        serverTime: serverTime(),
      });
    const server = scripted({ '/api/sync/push': refuseAll });
    vi.spyOn(db.rejected, 'bulkPut').mockImplementation(() => {
      throw Object.assign(new Error('quota'), { name: 'QuotaExceededError' });
    });
    const result = await engine(db, server.fetch, STAFF).push();
    expect(result.error?.kind).toBe('storage-full');
    // The next batch may have gone out meanwhile (the server answers it again when it comes back), no more.
    expect(server.calls.filter((c) => c.path === '/api/sync/push').length).toBeLessThanOrEqual(2);
    expect(await db.outbox.count()).toBe(1200);
    expect(await db.rejected.count()).toBe(0);
  });

  it('moves a rejected entry to rejected with its reason and goes on; keeps entries not answered', async () => {
    const db = freshDb();
    for (const time of ['10:00', '11:00', '12:00']) await patchRecord(db, 'bookings', SAMPLE_IDS.bookings.lucasDubois, { pickupTime: time });
    const server = scripted({
      '/api/sync/push': (call) => {
        const [a, b] = (call.body as PushRequest).mutations as WireMutation[];
        return json({
          results: [
            { id: a!.id, status: 'rejected', version: null, reason: 'pickupTime: not allowed' },
            { id: b!.id, status: 'applied', version: 7, reason: null },
          ],
          lastSeq: b!.seq,
          serverTime: serverTime(),
        });
      },
      '/api/sync/pull': emptyPull,
    });
    const e = engine(db, server.fetch, STAFF);
    const result = await e.push();
    // The third one was never answered: it waits (the engine asks again, the scripted server never answers it).
    expect(result.push ?? result.error).toBeTruthy();
    const rejected = await db.rejected.toArray();
    expect(rejected).toHaveLength(1);
    expect(rejected[0]).toMatchObject({ reason: 'pickupTime: not allowed', fields: { pickupTime: '10:00' } });
    expect((await db.outbox.toArray()).map((o) => o.fields.pickupTime)).toEqual(['12:00']);
    expect(e.status()).toMatchObject({ pending: 1, rejected: 1 });
  });

  it('keeps everything on a network error or a 5xx, shows it and backs off', async () => {
    const db = freshDb();
    await patchRecord(db, 'bookings', SAMPLE_IDS.bookings.sophieMartin, { status: 'cancelled' });
    let fail: 'network' | 503 = 'network';
    const server = scripted({
      '/api/sync/push': () => {
        if (fail === 'network') throw new TypeError('Failed to fetch');
        return json({ error: 'Database unavailable' }, 503);
      },
    });
    const e = engine(db, server.fetch, STAFF, { random: () => 1 });
    const first = await e.flush();
    expect(first.error?.kind).toBe('network');
    expect(await db.outbox.count()).toBe(1);
    const s1 = e.status();
    expect(s1).toMatchObject({ state: 'error', lastErrorKind: 'network', pending: 1 });
    const wait1 = Date.parse(s1.backoffUntil!) - Date.now();
    fail = 503;
    const second = await e.flush();
    expect(second.error).toMatchObject({ kind: 'server' });
    expect(e.status().lastError).toContain('Database unavailable');
    const wait2 = Date.parse(e.status().backoffUntil!) - Date.now();
    expect(wait2).toBeGreaterThan(wait1 * 1.5);
    expect(await db.outbox.count()).toBe(1);
  });

  it('keeps the outbox on 401 and says unauthorized', async () => {
    const db = freshDb();
    await patchRecord(db, 'bookings', SAMPLE_IDS.bookings.sophieMartin, { status: 'cancelled' });
    const server = scripted({ '/api/sync/push': () => json({ error: 'Session expired' }, 401) });
    const e = engine(db, server.fetch, STAFF);
    const result = await e.flush();
    expect(result.error?.kind).toBe('unauthorized');
    expect(e.status()).toMatchObject({ state: 'unauthorized', backoffUntil: null, pending: 1 });
    expect(await db.outbox.count()).toBe(1);
  });

  it('surfaces a full storage in the status', async () => {
    const db = freshDb();
    await patchRecord(db, 'bookings', SAMPLE_IDS.bookings.sophieMartin, { status: 'cancelled' });
    const server = scripted({ '/api/sync/push': applyAll });
    vi.spyOn(db.outbox, 'bulkDelete').mockImplementation(() => {
      throw Object.assign(new Error('quota'), { name: 'QuotaExceededError' });
    });
    const e = engine(db, server.fetch, STAFF);
    const result = await e.flush();
    expect(result.error?.kind).toBe('storage-full');
    expect(result.error?.error).toBeInstanceOf(StorageFullError);
    expect(e.status()).toMatchObject({ state: 'error', lastErrorKind: 'storage-full' });
  });

  it('closes a seq gap left by public submissions by renumbering the waiting entries', async () => {
    const db = freshDb();
    await patchRecord(db, 'bookings', SAMPLE_IDS.bookings.sophieMartin, { status: 'cancelled' });
    const [entry] = await db.outbox.toArray();
    await db.outbox.delete(entry!.seq);
    await db.outbox.add({ ...entry!, seq: 5 });
    const server = scripted({
      '/api/sync/push': (call) => {
        const ms = (call.body as PushRequest).mutations as WireMutation[];
        if (ms[0]!.seq !== 1) return json({ results: [], lastSeq: 0, serverTime: serverTime() });
        return applyAll(call);
      },
      '/api/sync/pull': emptyPull,
    });
    const result = await engine(db, server.fetch, STAFF).flush();
    expect(result.ok).toBe(true);
    expect(await db.outbox.count()).toBe(0);
  });
});

describe('public submissions', () => {
  it('sends a visitor booking and message to the public endpoints and keeps the receipt', async () => {
    const db = freshDb();
    const booking = await createRecord(db, 'bookings', publicBooking);
    const contact = await createRecord(db, 'contacts', { firstName: 'A', lastName: 'B', email: 'a@b.fr', phone: '+33 6 00 00 00 00', message: 'Hello' });
    await patchRecord(db, 'bookings', SAMPLE_IDS.bookings.sophieMartin, { status: 'cancelled' });
    const server = scripted({
      '/api/public/bookings': (call) => json({ id: (call.body as { id: string }).id, receipt: 'secret-b' }, 201),
      '/api/public/contacts': (call) => json({ id: (call.body as { id: string }).id, receipt: 'secret-c' }, 201),
      '/api/sync/pull': emptyPull,
    });
    const result = await engine(db, server.fetch, null).flush();
    expect(result.push).toMatchObject({ delivered: 2, remaining: 1 });
    const sent = server.calls.find((c) => c.path === '/api/public/bookings')!;
    expect(sent.auth).toBeNull();
    expect(sent.body).toMatchObject({ id: booking.id, firstName: 'Nadia', source: 'public' });
    // Its reference comes from when it was made: the server keeps a recent one.
    expect(sent.body).toHaveProperty('createdAt', booking.createdAt);
    expect(sent.body).not.toHaveProperty('rev');
    expect(await db.receipts.get(booking.id)).toMatchObject({ table: 'bookings', receipt: 'secret-b', lastStatus: null });
    expect(await db.receipts.get(contact.id)).toMatchObject({ table: 'contacts', receipt: 'secret-c' });
    // The staff change waits for a staff session, untouched.
    expect((await db.outbox.toArray()).map((e) => e.recordId)).toEqual([SAMPLE_IDS.bookings.sophieMartin]);
    expect(server.calls.some((c) => c.path === '/api/sync/push')).toBe(false);
    // The pull from scratch dropped the seed rows a visitor may not see, not the visitor's own.
    expect(await db.bookings.get(booking.id)).toBeDefined();
    expect(await db.bookings.get(SAMPLE_IDS.bookings.sophieMartin)).toBeDefined();
    expect(await db.bookings.get(SAMPLE_IDS.bookings.lucasDubois)).toBeUndefined();
  });

  it('adds the customer token, moves a 4xx to rejected with the message, keeps on 5xx', async () => {
    const db = freshDb();
    const good = await createRecord(db, 'bookings', publicBooking);
    const bad = await createRecord(db, 'bookings', { ...publicBooking, pickupLocation: 'Mars' });
    let down = true;
    const server = scripted({
      '/api/public/bookings': (call) => {
        const body = call.body as { id: string; pickupLocation: string };
        if (body.pickupLocation === 'Mars') return json({ error: 'Invalid booking', details: [{ path: 'pickupLocation', message: 'Out of range' }] }, 400);
        if (down) return json({ error: 'Unavailable' }, 503);
        return json({ id: body.id, receipt: 'r1' }, 201);
      },
      '/api/sync/pull': emptyPull,
    });
    const e = engine(db, server.fetch, { token: 'cust', kind: 'customer' });
    const first = await e.flush();
    expect(first.error?.kind).toBe('server');
    expect(server.calls[0]?.auth).toBe('Bearer cust');
    expect(await db.outbox.count()).toBe(2);
    down = false;
    await e.flush();
    expect(await db.outbox.count()).toBe(0);
    expect(await db.receipts.get(good.id)).toBeDefined();
    expect(await db.rejected.get((await db.rejected.toArray())[0]!.mutationId)).toMatchObject({
      recordId: bad.id,
      reason: 'Invalid booking (pickupLocation: Out of range)',
    });
  });

  it('goes through push like any change with a staff session', async () => {
    const db = freshDb();
    await createRecord(db, 'bookings', publicBooking);
    const server = scripted({ '/api/sync/push': applyAll, '/api/sync/pull': emptyPull });
    await engine(db, server.fetch, STAFF).flush();
    expect(server.calls.map((c) => c.path)).toEqual(['/api/sync/push', '/api/sync/pull']);
  });

  it('reads the status of delivered bookings with the receipt, without an outbox entry', async () => {
    const db = freshDb();
    const booking = await createRecord(db, 'bookings', publicBooking);
    await db.outbox.clear();
    await db.receipts.put({ recordId: booking.id, table: 'bookings', receipt: 's3cret', deliveredAt: serverTime(), lastStatus: null, lastCheckedAt: null });
    const server = scripted({ '/api/public/bookings/*': () => json({ id: booking.id, status: 'confirmed' }) });
    const summary = await engine(db, server.fetch, null).refreshReceipts();
    expect(summary).toEqual({ checked: 1, changed: 1 });
    expect(server.calls[0]?.path).toBe(`/api/public/bookings/${booking.id}?receipt=s3cret`);
    expect((await db.bookings.get(booking.id))?.status).toBe('confirmed');
    expect(await db.receipts.get(booking.id)).toMatchObject({ lastStatus: 'confirmed' });
    expect(await db.outbox.count()).toBe(0);
  });
});

describe('pull', () => {
  it('pages until hasMore is false, sends no token without a staff session, and re-pulls on reset', async () => {
    const db = freshDb();
    await db.syncState.put({ key: SYNC_KEYS.cursor, value: { v: 3 } });
    await patchRecord(db, 'tours', SAMPLE_IDS.tours.giverny, { price: '1.00' });
    const tour = (await db.tours.get(SAMPLE_IDS.tours.versailles))!;
    const { rev: _rev, ...data } = tour;
    const cursors: unknown[] = [];
    const server = scripted({
      '/api/sync/pull': (call) => {
        const { cursor } = call.body as { cursor: { v: number } | null };
        cursors.push(cursor);
        if (cursor?.v === 3) return json({ changes: [], cursor: { v: 0 }, hasMore: false, reset: true, serverTime: serverTime() });
        if (cursor === null) return json({ changes: [{ table: 'tours', id: tour.id, version: 1, deleted: false, data: { ...data, price: '333.00' } }], cursor: { v: 1 }, hasMore: true, reset: false, serverTime: serverTime() });
        return json({ changes: [], cursor: { v: 2 }, hasMore: false, reset: false, serverTime: serverTime() });
      },
    });
    const result = await engine(db, server.fetch, null).pull();
    expect(cursors).toEqual([{ v: 3 }, null, { v: 1 }]);
    expect(server.calls.every((c) => c.auth === null)).toBe(true);
    expect(result.pull).toMatchObject({ fromScratch: true, changes: 1, cursor: { v: 2 } });
    expect((await db.tours.get(tour.id))?.price).toBe('333.00');
    // Kept: the outbox, and the record it changes.
    expect(await db.outbox.count()).toBe(1);
    expect(await db.tours.get(SAMPLE_IDS.tours.giverny)).toBeDefined();
    expect(await db.tours.count()).toBe(2);
  });
});

describe('flush scheduling', () => {
  it('runs one flush at a time and coalesces the ones asked meanwhile into one more run', async () => {
    const db = freshDb();
    let inFlight = 0;
    let maxInFlight = 0;
    let pulls = 0;
    const server = scripted({
      '/api/sync/pull': async () => {
        inFlight++;
        maxInFlight = Math.max(maxInFlight, inFlight);
        pulls++;
        await new Promise((r) => setTimeout(r, 30));
        inFlight--;
        return emptyPull({} as Call);
      },
    });
    const e = engine(db, server.fetch, null);
    const results = await Promise.all([e.flush(), e.flush(), e.flush(), e.flush()]);
    expect(results.every((r) => r.ok)).toBe(true);
    expect(pulls).toBe(2);
    expect(maxInFlight).toBe(1);
    // Two engines of one device share the lock.
    const other = engine(db, server.fetch, null);
    await Promise.all([e.flush(), other.flush()]);
    expect(maxInFlight).toBe(1);
  });

  it('flushes on start, shortly after a write, and when the browser comes back online', async () => {
    const db = freshDb();
    const server = scripted({ '/api/sync/push': applyAll, '/api/sync/pull': emptyPull });
    const e = engine(db, server.fetch, STAFF, { debounceMs: 20 });
    const statuses: string[] = [];
    e.subscribe((s) => statuses.push(s.state));
    e.start();
    await vi.waitFor(() => expect(server.calls.filter((c) => c.path === '/api/sync/pull')).toHaveLength(1));
    await createRecord(db, 'bookings', { ...publicBooking, source: 'admin' });
    await vi.waitFor(() => expect(server.calls.filter((c) => c.path === '/api/sync/push')).toHaveLength(1), { timeout: 3000 });
    await vi.waitFor(() => expect(e.status()).toMatchObject({ state: 'idle', pending: 0 }));
    window.dispatchEvent(new Event('online'));
    await vi.waitFor(() => expect(server.calls.filter((c) => c.path === '/api/sync/pull').length).toBeGreaterThanOrEqual(3));
    expect(statuses).toContain('syncing');
    e.stop();
  });
});

describe('conflicts client and storage', () => {
  it('lists and resolves conflicts with the staff token', async () => {
    const server = scripted({
      '/api/sync/conflicts': () => json({ conflicts: [{ id: 'c1', table: 'bookings', recordId: 'x', field: 'status', value: 'cancelled', hlc: 'h', createdAt: serverTime() }] }),
      '/api/sync/conflicts/*': () => json({ ok: true }),
    });
    const api = createConflictsApi({ fetch: server.fetch, baseUrl: '', getAuth: () => STAFF });
    expect(await api.listConflicts()).toHaveLength(1);
    await api.resolveConflict('c1', 'other');
    expect(server.calls[1]).toMatchObject({ method: 'POST', path: '/api/sync/conflicts/c1/resolve', body: { keep: 'other' }, auth: 'Bearer staff-token' });
  });

  it('asks for persistent storage where the browser offers it', async () => {
    expect(await requestPersistentStorage()).toBe(false);
    const persist = vi.fn(async () => true);
    vi.stubGlobal('navigator', { ...navigator, storage: { persist, persisted: async () => false } });
    expect(await requestPersistentStorage()).toBe(true);
    expect(persist).toHaveBeenCalled();
    vi.unstubAllGlobals();
  });
});
