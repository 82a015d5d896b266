// @vitest-environment node
// Nothing wedges the sync: requests too large for the server, an entry too large on its own, a push
// the server refuses, a photo it refuses or cannot take, another account's client id.
import { afterEach, describe, expect, it } from 'vitest';
import { SYNC_KEYS, type AppDb } from '../../src/db/db';
import { saveImage } from '../../src/db/images-repo';
import { patchRecord } from '../../src/db/repository';
import { getUploadFailures, type SyncAuth } from '../../src/db/sync-state';
import type { PushRequest, WireMutation } from '../../src/domain/protocol';
import { SAMPLE_IDS } from '../../src/domain/sample-data';
import { retryUpload } from '../../src/sync/attachments';
import { createSyncEngine, type SyncEngine } from '../../src/sync/engine';
import { PUSH_BATCH_BYTES } from '../../src/sync/push';
import type { FetchLike } from '../../src/sync/transport';
import { freshDb } from '../db/helpers';
import { applyAll, emptyPull, json, pulledBefore, scripted, serverTime, type Call } from './scripted-server';

const STAFF: SyncAuth = { token: 'staff-token', kind: 'staff' };
const engines: SyncEngine[] = [];
function engine(db: AppDb, fetch: FetchLike, random = () => 0) {
  const e = createSyncEngine({ db, fetch, baseUrl: 'http://server.test', getAuth: () => STAFF, random });
  engines.push(e);
  return e;
}
afterEach(() => {
  for (const e of engines.splice(0)) e.stop();
});

const pushes = (calls: Call[]) => calls.filter((c) => c.path === '/api/sync/push').map((c) => (c.body as PushRequest).mutations as WireMutation[]);

const POST = SAMPLE_IDS.posts.hiddenParis;

/** Patches of one post's content, each about `bytes` bytes of UTF-8 ('€' is three). */
async function bigPatches(db: AppDb, sizes: number[]): Promise<void> {
  for (const [i, bytes] of sizes.entries()) {
    await patchRecord(db, 'posts', POST, { contentFr: `${i} ${'€'.repeat(Math.ceil(bytes / 3))}` });
  }
}

const bodyBytes = (call: Call) => Buffer.byteLength(JSON.stringify(call.body));

/** A server whose body cap is `cap` bytes: answers 413 above it, as server/http does. */
const capped = (cap: number) => (call: Call) =>
  bodyBytes(call) > cap ? json({ error: `The request body is larger than ${cap} bytes` }, 413) : applyAll(call);

describe('push size', () => {
  it('caps a batch by its JSON bytes, not only by its count', async () => {
    const db = freshDb();
    await bigPatches(db, [200_000, 200_000, 200_000, 200_000, 10]);
    const server = scripted({ '/api/sync/push': applyAll });
    const result = await engine(db, server.fetch).push();
    expect(result.push).toMatchObject({ applied: 5, remaining: 0 });
    const batches = pushes(server.calls);
    expect(batches.map((b) => b.length)).toEqual([2, 3]);
    for (const call of server.calls) expect(bodyBytes(call)).toBeLessThan(PUSH_BATCH_BYTES + 1024);
  });

  it('halves a batch the server answers 413, and sends everything', async () => {
    const db = freshDb();
    await bigPatches(db, Array.from({ length: 8 }, () => 50_000));
    const server = scripted({ '/api/sync/push': capped(120_000) });
    const result = await engine(db, server.fetch).push();
    expect(result.error).toBeNull();
    expect(result.push).toMatchObject({ applied: 8, rejected: 0, remaining: 0 });
    expect(pushes(server.calls).map((b) => b.length)).toEqual([8, 4, 2, 2, 2, 2]);
  });

  it('sets an entry too large on its own aside as refused, with why, and sends the ones after it', async () => {
    const db = freshDb();
    await bigPatches(db, [100, 299_000, 100]);
    let lastSeq = 0;
    const server = scripted({
      '/api/sync/push': (call) => {
        if (bodyBytes(call) > 200_000) return json({ error: 'The request body is larger than 195 KB' }, 413);
        const ms = (call.body as PushRequest).mutations as WireMutation[];
        // A real server stops at a gap: only seqs that follow its last one are answered.
        const answered = ms.filter((m, i) => m.seq === lastSeq + 1 + i);
        lastSeq += answered.length;
        return json({ results: answered.map((m) => ({ id: m.id, status: 'applied', version: m.seq, reason: null })), lastSeq, serverTime: serverTime() });
      },
    });
    const result = await engine(db, server.fetch).push();
    expect(result.push).toMatchObject({ applied: 2, rejected: 1, remaining: 0 });
    const [refused] = await db.rejected.toArray();
    expect(refused).toMatchObject({ code: 'too-large', table: 'posts', recordId: POST });
    expect(refused!.reason).toMatch(/^This change is too large to send \(29\d KB\)/);
    expect(refused!.bytes).toBeGreaterThan(299_000);
    expect(refused!.fields.contentFr).toBe(`1 ${'€'.repeat(99_667)}`);
    // The last entry went out renumbered right after the one the server has.
    expect(pushes(server.calls).at(-1)?.map((m) => m.seq)).toEqual([2]);
  });
});

describe('push and pull apart', () => {
  it('pulls even when the server refuses the push, and says what failed', async () => {
    const db = freshDb();
    await patchRecord(db, 'bookings', SAMPLE_IDS.bookings.sophieMartin, { status: 'cancelled' });
    await pulledBefore(db, STAFF);
    const server = scripted({
      '/api/sync/push': () => json({ error: 'Bad gateway' }, 502),
      '/api/sync/pull': () =>
        json({
          changes: [{ table: 'tours', id: SAMPLE_IDS.tours.giverny, version: 9, deleted: false, data: { price: '999.00' } }],
          cursor: { v: 9 },
          hasMore: false,
          reset: false,
          serverTime: serverTime(),
        }),
    });
    const result = await engine(db, server.fetch).flush();
    expect(result.ok).toBe(false);
    expect(result.error).toMatchObject({ kind: 'server' });
    expect(result.pull).toMatchObject({ changes: 1, put: 1 });
    expect(await db.tours.get(SAMPLE_IDS.tours.giverny)).toMatchObject({ price: '999.00', rev: 9 });
    expect(await db.outbox.count()).toBe(1);
  });
});

describe('client id', () => {
  it("takes a new client id when the server says the device's belongs to another account, and sends again", async () => {
    const db = freshDb();
    await patchRecord(db, 'bookings', SAMPLE_IDS.bookings.sophieMartin, { status: 'cancelled' });
    const old = (await db.syncState.get(SYNC_KEYS.clientId))?.value;
    const server = scripted({
      '/api/sync/push': (call) =>
        (call.body as PushRequest).clientId === old
          ? json({ error: 'This device sync id belongs to another account', details: [{ path: 'clientId', message: 'belongs to another account' }] }, 409)
          : applyAll(call),
    });
    const result = await engine(db, server.fetch).push();
    expect(result.push).toMatchObject({ applied: 1, remaining: 0 });
    const renewed = (await db.syncState.get(SYNC_KEYS.clientId))?.value;
    expect(renewed).not.toBe(old);
    expect(server.calls.map((c) => (c.body as PushRequest).clientId)).toEqual([old, renewed]);
  });
});

describe('photo uploads', () => {
  const png = () => new Blob(['png-bytes'], { type: 'image/png' });

  it('keeps a photo the server cannot take for the sync screen, retries it with backoff, and never blocks the rest', async () => {
    const db = freshDb();
    const ref = await saveImage(db, png());
    await patchRecord(db, 'cars', SAMPLE_IDS.cars.bmwX7, { image: ref });
    await patchRecord(db, 'bookings', SAMPLE_IDS.bookings.sophieMartin, { status: 'cancelled' });
    await pulledBefore(db, STAFF);
    let uploads: 'down' | 'up' = 'down';
    const server = scripted({
      '/api/attachments': () => (uploads === 'down' ? json({ error: 'Storage unavailable' }, 503) : json({ id: 'a1', url: '/api/attachments/a1' }, 201)),
      '/api/sync/push': applyAll,
      '/api/sync/pull': emptyPull,
    });
    const e = engine(db, server.fetch, () => 1);
    const first = await e.flush();
    expect(first.ok).toBe(true);
    expect(first.push).toMatchObject({ applied: 2, remaining: 0 });
    const imageId = ref.slice('blob-ref:'.length);
    const failure = (await getUploadFailures(db))[imageId];
    expect(failure).toMatchObject({ status: 503, attempts: 1, message: 'Storage unavailable', usedBy: [{ table: 'cars', id: SAMPLE_IDS.cars.bmwX7 }] });
    expect(Date.parse(failure!.retryAt!) - Date.now()).toBeGreaterThan(1000);
    expect(e.status()).toMatchObject({ failedUploads: 1, pending: 0 });

    // Not due yet: the next flush does not knock again.
    uploads = 'up';
    await e.flush();
    expect(server.calls.filter((c) => c.path === '/api/attachments')).toHaveLength(1);

    await retryUpload(db, imageId);
    const third = await e.flush();
    expect(third.attachments).toMatchObject({ uploaded: 1, patched: 1 });
    expect(await getUploadFailures(db)).toEqual({});
    expect((await db.cars.get(SAMPLE_IDS.cars.bmwX7))?.image).toBe('/api/attachments/a1');
    expect(e.status().failedUploads).toBe(0);
  });

  it('keeps a photo the server refuses waiting for the user, without trying it again by itself', async () => {
    const db = freshDb();
    const ref = await saveImage(db, png());
    await patchRecord(db, 'cars', SAMPLE_IDS.cars.bmwX7, { image: ref });
    await pulledBefore(db, STAFF);
    const server = scripted({
      '/api/attachments': () => json({ error: 'The file is not a valid PNG image' }, 400),
      '/api/sync/push': applyAll,
      '/api/sync/pull': emptyPull,
    });
    const e = engine(db, server.fetch);
    expect((await e.flush()).ok).toBe(true);
    await e.flush();
    expect(server.calls.filter((c) => c.path === '/api/attachments')).toHaveLength(1);
    expect(Object.values(await getUploadFailures(db))).toEqual([
      expect.objectContaining({ status: 400, retryAt: null, message: 'The file is not a valid PNG image' }),
    ]);
    expect(await db.images.get(ref.slice('blob-ref:'.length))).toBeDefined();
  });
});
