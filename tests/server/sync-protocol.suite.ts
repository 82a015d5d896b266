// The server side of SYNC.md's promises: push, pull, conflicts, visibility and the seed.

import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SAMPLE_IDS } from '../../src/domain/sample-data';
import { SETTINGS_ID } from '../../src/domain/types';
import { bootstrap } from '../../server/accounts/setup';
import { runHousekeeping } from '../../server/storage/housekeeping';
import {
  bookingFields,
  checksum,
  mutation,
  startTestServer,
  tourFields,
  type OpenDb,
  type Reply,
  type TestServer,
} from './harness';

const DAY = 24 * 3600 * 1000;
const NODE_A = 'aaaaaaaaaaaaaaaa';
const NODE_B = 'bbbbbbbbbbbbbbbb';

export function describeSyncProtocol(engine: string, open: OpenDb) {
  describe(`sync protocol on ${engine}`, () => {
    let s: TestServer;
    let admin: string;
    beforeAll(async () => {
      s = await startTestServer(open);
      admin = await s.adminToken();
    });
    afterAll(async () => {
      await s?.close();
    });

    const push = (mutations: unknown[], clientId: string, token = admin): Promise<Reply> =>
      s.request('POST', '/api/sync/push', { token, body: { clientId, schemaVersion: 1, mutations } });
    const pull = (cursor: { v: number } | null, token?: string, limit?: number): Promise<Reply> =>
      s.request('POST', '/api/sync/pull', { token, body: limit === undefined ? { cursor } : { cursor, limit } });

    async function pullAll(cursor: { v: number } | null, token?: string, limit = 500) {
      const changes: { table: string; id: string; version: number; deleted: boolean; data: Record<string, unknown> }[] = [];
      let current = cursor;
      for (;;) {
        const res = await pull(current, token, limit);
        expect(res.status).toBe(200);
        changes.push(...res.body.changes);
        current = res.body.cursor;
        if (!res.body.hasMore) return { changes, cursor: current as { v: number }, reset: res.body.reset as boolean };
      }
    }

    async function clockValue(): Promise<number> {
      return (await s.db.query<{ v: number }>('select v from sync_clock')).rows[0]?.v ?? -1;
    }

    async function conflictsOf(recordId: string) {
      const res = await s.request('GET', '/api/sync/conflicts', { token: admin });
      expect(res.status).toBe(200);
      return (res.body.conflicts as { recordId: string; field: string; kind: string; losingValue: unknown; winningValue: unknown; id: string }[])
        .filter((c) => c.recordId === recordId);
    }

    async function createBooking(clientId: string, seq: number, overrides: Record<string, unknown> = {}) {
      const recordId = randomUUID();
      const res = await push(
        [mutation({ seq, table: 'bookings', recordId, op: 'create', hlc: s.hlc(-60_000, NODE_A), fields: bookingFields(overrides) })],
        clientId,
      );
      expect(res.body.results[0].status).toBe('applied');
      return { recordId, version: res.body.results[0].version as number };
    }

    describe('push', () => {
      it('applies a batch in one go, answers versions in order and the server time', async () => {
        const clientId = randomUUID();
        const recordId = randomUUID();
        const res = await push(
          [
            mutation({ seq: 1, table: 'tours', recordId, op: 'create', hlc: s.hlc(0, NODE_A), fields: tourFields() }),
            mutation({ seq: 2, table: 'tours', recordId, op: 'patch', hlc: s.hlc(1, NODE_A), fields: { price: '210.00' } }),
          ],
          clientId,
        );
        expect(res.status).toBe(200);
        expect(res.body.lastSeq).toBe(2);
        expect(res.body.serverTime).toBe(s.clock.now().toISOString());
        const [first, second] = res.body.results;
        expect(first).toMatchObject({ status: 'applied', reason: null });
        expect(second.version).toBeGreaterThan(first.version);
        const { rows } = await s.db.query<{ price: string; version: number }>('select price, version from tours where id = $1', [recordId]);
        expect(rows).toEqual([{ price: '210.00', version: second.version }]);
      });

      it('answers a retry as duplicate with the same versions and changes nothing', async () => {
        const clientId = randomUUID();
        const batch = [
          mutation({ seq: 1, table: 'bookings', recordId: randomUUID(), op: 'create', hlc: s.hlc(0, NODE_A), fields: bookingFields() }),
        ];
        const first = await push(batch, clientId);
        const before = await checksum(s.db);
        const again = await push(batch, clientId);
        expect(again.body.results).toEqual([{ ...first.body.results[0], status: 'duplicate' }]);
        expect(again.body.lastSeq).toBe(1);
        expect(await checksum(s.db)).toEqual(before);
      });

      it('applies the same batch sent twice at once only once', async () => {
        const clientId = randomUUID();
        const recordId = randomUUID();
        const batch = [
          mutation({ seq: 1, table: 'remarks', recordId, op: 'create', hlc: s.hlc(0, NODE_A), fields: { bookingId: SAMPLE_IDS.bookings.sophieMartin, text: 'Twice', color: 'blue', position: 9 } }),
          mutation({ seq: 2, table: 'remarks', recordId, op: 'patch', hlc: s.hlc(1, NODE_A), fields: { text: 'Once' } }),
        ];
        const [a, b] = await Promise.all([push(batch, clientId), push(batch, clientId)]);
        const statuses = [...a.body.results, ...b.body.results].map((r: { status: string }) => r.status).sort();
        expect(statuses).toEqual(['applied', 'applied', 'duplicate', 'duplicate']);
        const { rows } = await s.db.query('select count(*)::int as n from sync_mutations where client_id = $1', [clientId]);
        expect(rows).toEqual([{ n: 2 }]);
      });

      it('stops a batch at a gap and tells the last seq it has', async () => {
        const clientId = randomUUID();
        const r1 = await push([mutation({ seq: 1, table: 'bookings', recordId: randomUUID(), op: 'create', hlc: s.hlc(), fields: bookingFields() })], clientId);
        expect(r1.body.lastSeq).toBe(1);
        const gap = await push([mutation({ seq: 3, table: 'bookings', recordId: randomUUID(), op: 'create', hlc: s.hlc(), fields: bookingFields() })], clientId);
        expect(gap.status).toBe(200);
        expect(gap.body).toMatchObject({ results: [], lastSeq: 1 });
        const partial = await push(
          [
            mutation({ seq: 2, table: 'bookings', recordId: randomUUID(), op: 'create', hlc: s.hlc(), fields: bookingFields() }),
            mutation({ seq: 4, table: 'bookings', recordId: randomUUID(), op: 'create', hlc: s.hlc(), fields: bookingFields() }),
          ],
          clientId,
        );
        expect(partial.body.results).toHaveLength(1);
        expect(partial.body.lastSeq).toBe(2);
      });

      it('rejects an invalid mutation with a clear reason, acknowledges it, and goes on', async () => {
        const clientId = randomUUID();
        const good = randomUUID();
        const batch = [
          mutation({ seq: 1, table: 'tours', recordId: randomUUID(), op: 'create', hlc: s.hlc(), fields: tourFields({ titleEn: '' }) }),
          mutation({ seq: 2, table: 'tours', recordId: randomUUID(), op: 'create', hlc: s.hlc(), fields: tourFields({ price: 'free' }) }),
          mutation({ seq: 3, table: 'nope', recordId: randomUUID(), op: 'create', hlc: s.hlc(), fields: {} }),
          mutation({ seq: 4, table: 'tours', recordId: good, op: 'create', hlc: s.hlc(), fields: tourFields() }),
        ];
        const res = await push(batch, clientId);
        expect(res.body.results.map((r: { status: string }) => r.status)).toEqual(['rejected', 'rejected', 'rejected', 'applied']);
        expect(res.body.results[0].reason).toBe('titleFr: Title is required');
        expect(res.body.results[1].reason).toBe('price: Price must be a valid number greater than 0');
        expect(res.body.results[2].reason).toBe('table: unknown table');
        expect(res.body.results[0].version).toBeNull();
        expect(res.body.lastSeq).toBe(4);
        // The retry still shows the refusal, so that the device can show it.
        const again = await push(batch, clientId);
        expect(again.body.results.map((r: { status: string }) => r.status)).toEqual(['rejected', 'rejected', 'rejected', 'duplicate']);
        expect(again.body.results[0].reason).toBe('titleFr: Title is required');
      });

      it('names missing fields, refuses a patch of an unknown record and strips id, rev and updatedAt of a create', async () => {
        const clientId = randomUUID();
        const recordId = randomUUID();
        const fields = { ...tourFields(), id: randomUUID(), rev: 12, updatedAt: '2020-01-01T00:00:00.000Z', createdAt: 'yesterday' };
        const { descriptionEn: _d, ...missing } = tourFields();
        const res = await push(
          [
            mutation({ seq: 1, table: 'tours', recordId, op: 'create', hlc: s.hlc(), fields }),
            mutation({ seq: 2, table: 'tours', recordId: randomUUID(), op: 'create', hlc: s.hlc(), fields: missing }),
            mutation({ seq: 3, table: 'tours', recordId: randomUUID(), op: 'patch', hlc: s.hlc(), fields: { titleFr: 'x' } }),
          ],
          clientId,
        );
        expect(res.body.results.map((r: { status: string }) => r.status)).toEqual(['applied', 'rejected', 'rejected']);
        expect(res.body.results[1].reason).toBe('descriptionEn: Required');
        expect(res.body.results[2].reason).toMatch(/does not exist on the server/);
        const { rows } = await s.db.query<{ id: string; created_at: Date }>('select id, created_at from tours where id = $1', [recordId]);
        expect(rows[0]?.created_at.toISOString()).toBe(s.clock.now().toISOString());
      });

      it('refuses the roles what they may not change', async () => {
        const driver = await s.makeStaff('driver');
        const clientId = randomUUID();
        const res = await push(
          [
            mutation({ seq: 1, table: 'cars', recordId: SAMPLE_IDS.cars.eClass, op: 'patch', hlc: s.hlc(), fields: { pricePerHour: '1.00' } }),
            mutation({ seq: 2, table: 'bookings', recordId: SAMPLE_IDS.bookings.lucasDubois, op: 'patch', hlc: s.hlc(), fields: { status: 'confirmed' } }),
            mutation({ seq: 3, table: 'settings', recordId: SETTINGS_ID, op: 'delete', hlc: s.hlc() }),
            mutation({ seq: 4, table: 'bookings', recordId: randomUUID(), op: 'create', hlc: s.hlc(), fields: bookingFields() }),
          ],
          clientId,
          driver.token,
        );
        expect(res.body.results.map((r: { status: string }) => r.status)).toEqual(['rejected', 'rejected', 'rejected', 'applied']);
        expect(res.body.results[0].reason).toBe('A driver may not change cars');
        // Not their ride (src/domain and server/accounts/write-rules.ts: a driver's rides are theirs by assignment or creation).
        expect(res.body.results[1].reason).toBe('A driver may only change their own rides');
        expect(res.body.results[2].reason).toBe('The settings cannot be deleted');
      });

      it("binds a client id to the account that first pushed with it, and refuses another account's use of it", async () => {
        const driver = await s.makeStaff('driver');
        const clientId = randomUUID();
        const booking = SAMPLE_IDS.bookings.lucasDubois;
        // The driver's ride: an admin assigned it to them.
        const assigned = await push([mutation({ seq: 1, table: 'bookings', recordId: booking, op: 'patch', hlc: s.hlc(-1000), fields: { driverId: driver.id } })], randomUUID());
        expect(assigned.body.results[0].status).toBe('applied');
        const first = await push([mutation({ seq: 1, table: 'bookings', recordId: booking, op: 'patch', hlc: s.hlc(), fields: { pickupTime: '07:10' } })], clientId, driver.token);
        expect(first.body.lastSeq).toBe(1);
        const before = await checksum(s.db);
        const stolen = await push([mutation({ seq: 2, table: 'bookings', recordId: booking, op: 'patch', hlc: s.hlc(), fields: { pickupTime: '07:20' } })], clientId);
        expect(stolen.status).toBe(409);
        expect(stolen.body).toEqual({
          error: 'This device sync id belongs to another account: the device takes a new one and sends again',
          details: [{ path: 'clientId', message: 'belongs to another account' }],
        });
        expect(await checksum(s.db)).toEqual(before);
        // The owner goes on where it was, with a fresh session too.
        const again = await s.login(driver.username, 'a-good-password');
        const next = await push([mutation({ seq: 2, table: 'bookings', recordId: booking, op: 'patch', hlc: s.hlc(), fields: { pickupTime: '07:30' } })], clientId, again);
        expect(next.body.results.map((r: { status: string }) => r.status)).toEqual(['applied']);
        expect(next.body.lastSeq).toBe(2);
      });

      it('rejects an HLC 2 h ahead with a clear reason, takes one 4 min ahead and one a day behind', async () => {
        const clientId = randomUUID();
        const res = await push(
          [
            mutation({ seq: 1, table: 'bookings', recordId: randomUUID(), op: 'create', hlc: s.hlc(2 * 3600 * 1000), fields: bookingFields() }),
            mutation({ seq: 2, table: 'bookings', recordId: randomUUID(), op: 'create', hlc: s.hlc(4 * 60 * 1000), fields: bookingFields() }),
            mutation({ seq: 3, table: 'bookings', recordId: randomUUID(), op: 'create', hlc: s.hlc(-DAY), fields: bookingFields() }),
          ],
          clientId,
        );
        expect(res.body.results[0]).toMatchObject({
          status: 'rejected',
          reason: "Device clock is ahead of the server by 120m: set the device's time automatically and retry",
        });
        expect(res.body.results[1].status).toBe('applied');
        expect(res.body.results[2].status).toBe('applied');
      });

      it('answers 400 when a mutation cannot even be acknowledged, and changes nothing', async () => {
        const before = await checksum(s.db);
        const res = await push([{ seq: 1, table: 'bookings' }], randomUUID());
        expect(res.status).toBe(400);
        expect(res.body.error).toBe('mutations.0.id: must be a UUID');
        expect(await checksum(s.db)).toEqual(before);
      });
    });

    describe('last write wins per field', () => {
      it('keeps edits of different fields from two devices', async () => {
        const { recordId, version } = await createBooking(randomUUID(), 1);
        await push([mutation({ seq: 1, table: 'bookings', recordId, op: 'patch', baseRev: version, hlc: s.hlc(1, NODE_A), fields: { status: 'confirmed' } })], randomUUID());
        await push([mutation({ seq: 1, table: 'bookings', recordId, op: 'patch', baseRev: version, hlc: s.hlc(2, NODE_B), fields: { phone: '+33 7 00 00 00 00' } })], randomUUID());
        const { rows } = await s.db.query('select status, phone from bookings where id = $1', [recordId]);
        expect(rows).toEqual([{ status: 'confirmed', phone: '+33 7 00 00 00 00' }]);
        expect(await conflictsOf(recordId)).toEqual([]);
      });

      it.each(['later first', 'earlier first'])('lets the later HLC win on one field (%s), records the loser, and both devices converge', async (order) => {
        const { recordId, version } = await createBooking(randomUUID(), 1);
        const a = { clientId: randomUUID(), m: mutation({ seq: 1, table: 'bookings', recordId, op: 'patch', baseRev: version, hlc: s.hlc(1_000, NODE_A), fields: { status: 'confirmed' } }) };
        const b = { clientId: randomUUID(), m: mutation({ seq: 1, table: 'bookings', recordId, op: 'patch', baseRev: version, hlc: s.hlc(2_000, NODE_B), fields: { status: 'cancelled' } }) };
        const cursor = { v: version };
        const sequence = order === 'later first' ? [b, a] : [a, b];
        for (const { clientId, m } of sequence) expect((await push([m], clientId)).body.results[0].status).toBe('applied');
        const { rows } = await s.db.query('select status from bookings where id = $1', [recordId]);
        expect(rows).toEqual([{ status: 'cancelled' }]);
        const conflicts = await conflictsOf(recordId);
        expect(conflicts).toHaveLength(1);
        expect(conflicts[0]).toMatchObject({ field: 'status', kind: 'field', winningValue: 'cancelled', losingValue: 'confirmed' });
        // Both devices pull from where they were: the record comes with the winning value.
        const pulled = (await pullAll(cursor, admin)).changes.filter((c) => c.id === recordId);
        expect(pulled.at(-1)?.data.status).toBe('cancelled');
      });

      it('does not call a device editing what it has seen a conflict', async () => {
        const clientId = randomUUID();
        const { recordId, version } = await createBooking(clientId, 1);
        // The same device, before and after its create was answered.
        await push([mutation({ seq: 2, table: 'bookings', recordId, op: 'patch', baseRev: 0, hlc: s.hlc(1, NODE_A), fields: { luggage: 3 } })], clientId);
        // Another device that had pulled the latest version.
        const latest = (await s.db.query<{ version: number }>('select version from bookings where id = $1', [recordId])).rows[0]?.version ?? 0;
        await push([mutation({ seq: 1, table: 'bookings', recordId, op: 'patch', baseRev: latest, hlc: s.hlc(2, NODE_B), fields: { luggage: 4 } })], randomUUID());
        expect(version).toBeLessThan(latest);
        expect(await conflictsOf(recordId)).toEqual([]);
      });

      it('merges a create of an existing id as a patch of every field', async () => {
        const { recordId } = await createBooking(randomUUID(), 1);
        const res = await push(
          [mutation({ seq: 1, table: 'bookings', recordId, op: 'create', hlc: s.hlc(5_000, NODE_B), fields: bookingFields({ firstName: 'Louise' }) })],
          randomUUID(),
        );
        expect(res.body.results[0].status).toBe('applied');
        const { rows } = await s.db.query('select first_name, last_name from bookings where id = $1', [recordId]);
        expect(rows).toEqual([{ first_name: 'Louise', last_name: 'Martin' }]);
      });

      it('gives the record a new version even when its fields lost, so that the sender pulls the winner again', async () => {
        const { recordId } = await createBooking(randomUUID(), 1);
        await push([mutation({ seq: 1, table: 'bookings', recordId, op: 'patch', hlc: s.hlc(10_000, NODE_B), fields: { status: 'completed' } })], randomUUID());
        const before = await clockValue();
        const late = await push([mutation({ seq: 1, table: 'bookings', recordId, op: 'patch', baseRev: before, hlc: s.hlc(-DAY, NODE_A), fields: { status: 'cancelled' } })], randomUUID());
        expect(late.body.results[0]).toMatchObject({ status: 'applied', version: before + 1 });
        const pulled = (await pullAll({ v: before }, admin)).changes.find((c) => c.id === recordId);
        expect(pulled?.data.status).toBe('completed');
      });
    });

    describe('delete against edit', () => {
      it('deletes even when an edit with a newer HLC came first, and keeps the edit in the conflicts', async () => {
        const { recordId, version } = await createBooking(randomUUID(), 1);
        await push([mutation({ seq: 1, table: 'bookings', recordId, op: 'patch', baseRev: version, hlc: s.hlc(5_000, NODE_B), fields: { pickupTime: '11:45' } })], randomUUID());
        const del = await push([mutation({ seq: 1, table: 'bookings', recordId, op: 'delete', baseRev: version, hlc: s.hlc(1_000, NODE_A) })], randomUUID());
        expect(del.body.results[0].status).toBe('applied');
        const { rows } = await s.db.query('select deleted from bookings where id = $1', [recordId]);
        expect(rows).toEqual([{ deleted: true }]);
        expect(await conflictsOf(recordId)).toEqual([expect.objectContaining({ field: 'pickupTime', kind: 'deleted', losingValue: '11:45', winningValue: null })]);
        const pulled = (await pullAll({ v: version }, admin)).changes.filter((c) => c.id === recordId);
        expect(pulled).toEqual([{ table: 'bookings', id: recordId, version: del.body.results[0].version, deleted: true, data: {} }]);
      });

      it('never resurrects a deleted record, even with a newer HLC, records the edit, and an admin can restore it', async () => {
        const { recordId, version } = await createBooking(randomUUID(), 1);
        await push([mutation({ seq: 1, table: 'bookings', recordId, op: 'delete', baseRev: version, hlc: s.hlc(1_000, NODE_A) })], randomUUID());
        const edit = await push([mutation({ seq: 1, table: 'bookings', recordId, op: 'patch', baseRev: version, hlc: s.hlc(9_000, NODE_B), fields: { status: 'confirmed' } })], randomUUID());
        expect(edit.body.results[0].status).toBe('applied');
        expect((await s.db.query('select deleted, status from bookings where id = $1', [recordId])).rows).toEqual([{ deleted: true, status: 'pending' }]);
        const [conflict] = await conflictsOf(recordId);
        expect(conflict).toMatchObject({ field: 'status', kind: 'deleted', losingValue: 'confirmed', recordDeleted: true });

        const resolved = await s.request('POST', `/api/sync/conflicts/${conflict?.id}/resolve`, { token: admin, body: { keep: 'other' } });
        expect(resolved.status).toBe(200);
        expect(resolved.body.version).toBeGreaterThan(edit.body.results[0].version);
        expect((await s.db.query('select deleted, status from bookings where id = $1', [recordId])).rows).toEqual([{ deleted: false, status: 'confirmed' }]);
        const pulled = (await pullAll({ v: version }, admin)).changes.filter((c) => c.id === recordId);
        expect(pulled.at(-1)).toMatchObject({ deleted: false, data: { status: 'confirmed' } });
        const again = await s.request('POST', `/api/sync/conflicts/${conflict?.id}/resolve`, { token: admin, body: { keep: 'current' } });
        expect(again.status).toBe(409);
        expect(await conflictsOf(recordId)).toEqual([]);
      });

      it("keeps the current value with keep: 'current'", async () => {
        const { recordId, version } = await createBooking(randomUUID(), 1);
        await push([mutation({ seq: 1, table: 'bookings', recordId, op: 'patch', baseRev: version, hlc: s.hlc(5_000, NODE_B), fields: { luggage: 5 } })], randomUUID());
        await push([mutation({ seq: 1, table: 'bookings', recordId, op: 'patch', baseRev: version, hlc: s.hlc(1_000, NODE_A), fields: { luggage: 2 } })], randomUUID());
        const [conflict] = await conflictsOf(recordId);
        const before = await clockValue();
        const res = await s.request('POST', `/api/sync/conflicts/${conflict?.id}/resolve`, { token: admin, body: { keep: 'current' } });
        expect(res.body).toEqual({ id: conflict?.id, resolution: 'current', version: null });
        expect(await clockValue()).toBe(before);
        expect((await s.db.query('select luggage from bookings where id = $1', [recordId])).rows).toEqual([{ luggage: 5 }]);
      });

      it('leaves a tombstone for a delete of a record the server never had', async () => {
        const recordId = randomUUID();
        const res = await push([mutation({ seq: 1, table: 'remarks', recordId, op: 'delete', hlc: s.hlc() })], randomUUID());
        expect(res.body.results[0].status).toBe('applied');
        expect((await s.db.query('select deleted from remarks where id = $1', [recordId])).rows).toEqual([{ deleted: true }]);
      });
    });

    describe('pull', () => {
      it('pages in version order with hasMore and a rising cursor, and sees everything once', async () => {
        const all = await pullAll(null, admin, 1000);
        const paged = await pullAll(null, admin, 7);
        expect(paged.changes).toEqual(all.changes);
        const versions = paged.changes.map((c) => c.version);
        expect(versions).toEqual([...versions].sort((x, y) => x - y));
        expect(new Set(paged.changes.map((c) => `${c.table}:${c.id}`)).size).toBe(paged.changes.length);
        expect(paged.cursor.v).toBe(await clockValue());
        const page = await pull({ v: 0 }, admin, 7);
        expect(page.body.hasMore).toBe(true);
        expect(page.body.cursor.v).toBe(page.body.changes.at(-1).version);
      });

      it('answers the current clock as cursor when nothing changed', async () => {
        const v = await clockValue();
        const res = await pull({ v }, admin);
        expect(res.body).toMatchObject({ changes: [], cursor: { v }, hasMore: false, reset: false });
      });

      it('misses no row while pushes run during a paginated pull', async () => {
        const start = { v: await clockValue() };
        const created: string[] = [];
        const writers = Array.from({ length: 4 }, (_, w) => {
          const clientId = randomUUID();
          return (async () => {
            for (let i = 1; i <= 10; i++) {
              const recordId = randomUUID();
              created.push(recordId);
              const res = await push(
                [
                  mutation({ seq: i * 2 - 1, table: 'remarks', recordId, op: 'create', hlc: s.hlc(i, NODE_A, w), fields: { bookingId: SAMPLE_IDS.bookings.sophieMartin, text: `w${w} r${i}`, color: 'green', position: i } }),
                  mutation({ seq: i * 2, table: 'remarks', recordId, op: 'patch', hlc: s.hlc(i, NODE_A, w + 100), fields: { text: `w${w} r${i} edited` } }),
                ],
                clientId,
              );
              expect(res.status).toBe(200);
            }
          })();
        });
        const seen = new Map<string, { version: number; text: unknown }>();
        let cursor = start;
        const reader = (async () => {
          for (let round = 0; round < 200; round++) {
            const res = await pull(cursor, admin, 3);
            for (const c of res.body.changes) seen.set(c.id, { version: c.version, text: c.data.text });
            cursor = res.body.cursor;
            if (!res.body.hasMore) await new Promise((r) => setTimeout(r, 1));
          }
        })();
        await Promise.all([...writers, reader]);
        for (;;) {
          const res = await pull(cursor, admin, 3);
          for (const c of res.body.changes) seen.set(c.id, { version: c.version, text: c.data.text });
          cursor = res.body.cursor;
          if (!res.body.hasMore) break;
        }
        expect(created).toHaveLength(40);
        for (const id of created) {
          const { rows } = await s.db.query<{ version: number; text: string }>('select version, text from remarks where id = $1', [id]);
          expect(seen.get(id)).toEqual({ version: rows[0]?.version, text: rows[0]?.text });
        }
      });

      it('resets a cursor past the clock, starting again from 0', async () => {
        const res = await pull({ v: (await clockValue()) + 1000 }, admin, 5);
        expect(res.body.reset).toBe(true);
        const fresh = await pull(null, admin, 5);
        expect(fresh.body.reset).toBe(false);
        expect(res.body.changes).toEqual(fresh.body.changes);
      });

      it('sends tombstones as deletes with no data', async () => {
        const recordId = randomUUID();
        const clientId = randomUUID();
        await push([mutation({ seq: 1, table: 'tours', recordId, op: 'create', hlc: s.hlc(), fields: tourFields() })], clientId);
        const cursor = { v: await clockValue() };
        await push([mutation({ seq: 2, table: 'tours', recordId, op: 'delete', hlc: s.hlc(1) })], clientId);
        for (const token of [admin, undefined]) {
          const res = await pull(cursor, token);
          expect(res.body.changes).toEqual([expect.objectContaining({ table: 'tours', id: recordId, deleted: true, data: {} })]);
        }
      });

      it('sends a record that leaves the public view as a delete to visitors, and as it is to staff', async () => {
        const cursor = { v: await clockValue() };
        const clientId = randomUUID();
        await push(
          [
            mutation({ seq: 1, table: 'cars', recordId: SAMPLE_IDS.cars.rangeRoverSport, op: 'patch', hlc: s.hlc(), fields: { available: false } }),
            mutation({ seq: 2, table: 'posts', recordId: SAMPLE_IDS.posts.hiddenParis, op: 'patch', hlc: s.hlc(), fields: { published: false } }),
          ],
          clientId,
        );
        const anonymous = (await pullAll(cursor)).changes;
        expect(anonymous).toEqual([
          expect.objectContaining({ table: 'cars', id: SAMPLE_IDS.cars.rangeRoverSport, deleted: true, data: {} }),
          expect.objectContaining({ table: 'posts', id: SAMPLE_IDS.posts.hiddenParis, deleted: true, data: {} }),
        ]);
        const driver = await s.makeStaff('driver');
        const forDriver = (await pullAll(cursor, driver.token)).changes;
        expect(forDriver.find((c) => c.id === SAMPLE_IDS.cars.rangeRoverSport)).toMatchObject({ deleted: false, data: { available: false } });
        expect(forDriver.find((c) => c.id === SAMPLE_IDS.posts.hiddenParis)?.deleted).toBe(true);
        const forAdmin = (await pullAll(cursor, admin)).changes;
        expect(forAdmin.find((c) => c.id === SAMPLE_IDS.posts.hiddenParis)).toMatchObject({ deleted: false, data: { published: false } });
        // And back into view.
        const back = { v: await clockValue() };
        await push([mutation({ seq: 3, table: 'cars', recordId: SAMPLE_IDS.cars.rangeRoverSport, op: 'patch', hlc: s.hlc(1), fields: { available: true } })], clientId);
        expect((await pullAll(back)).changes).toEqual([expect.objectContaining({ id: SAMPLE_IDS.cars.rangeRoverSport, deleted: false })]);
      });
    });

    describe('seed', () => {
      it('holds the sample records with their fixed ids and versions, once', async () => {
        const ids = Object.values(SAMPLE_IDS).flatMap((group) => Object.values(group));
        const { changes } = await pullAll(null, admin);
        for (const id of [...ids, SETTINGS_ID]) {
          const change = changes.find((c) => c.id === id);
          expect(change, id).toBeDefined();
          expect(change?.version).toBeGreaterThan(0);
        }
        expect(await bootstrap(s.db)).toEqual({ adminCreated: false, seeded: false });
        const { rows } = await s.db.query<{ n: number }>('select count(*)::int as n from cars where id::text like $1', ['5eed%']);
        expect(rows[0]?.n).toBe(Object.keys(SAMPLE_IDS.cars).length);
      });

      it('lets a device that seeded the same records locally converge without conflicts', async () => {
        const { sampleData } = await import('../../src/domain/sample-data');
        const local = sampleData(new Date(s.clock.now().getTime() - 3 * DAY)).cars[0];
        if (!local) throw new Error('no sample car');
        const { id, rev: _rev, ...fields } = local;
        const res = await push([mutation({ seq: 1, table: 'cars', recordId: id, op: 'create', hlc: s.hlc(), fields })], randomUUID());
        expect(res.body.results[0].status).toBe('applied');
        expect(await conflictsOf(id)).toEqual([]);
      });
    });

    describe('tombstone horizon', () => {
      it('resets a cursor older than a purged tombstone, and only such a cursor', async () => {
        const recordId = randomUUID();
        const clientId = randomUUID();
        await push([mutation({ seq: 1, table: 'tours', recordId, op: 'create', hlc: s.hlc(), fields: tourFields() })], clientId);
        const before = { v: await clockValue() };
        await push([mutation({ seq: 2, table: 'tours', recordId, op: 'delete', hlc: s.hlc(1) })], clientId);
        const after = { v: await clockValue() };
        s.clock.advance(91 * DAY);
        await runHousekeeping(s.db, s.clock.now());
        expect((await s.db.query('select 1 from tours where id = $1', [recordId])).rowCount).toBe(0);
        // The admin's session has expired meanwhile.
        const token = await s.login('admin', 'Prestige2026!');
        const old = await pull(before, token, 5);
        expect(old.body.reset).toBe(true);
        expect(old.body.changes).toEqual((await pull(null, token, 5)).body.changes);
        expect((await pull(after, token)).body.reset).toBe(false);
        expect((await pull(null, token)).body.reset).toBe(false);
      });
    });
  });
}
