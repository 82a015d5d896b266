// The set-wise push (one read per table, merges in memory, one write per table) against the
// one-mutation-at-a-time path it replaces: the same requests must get the same answers and leave the
// same database, on every engine. Generated: PUSH_SEED=<n> replays a run (the seed is printed).

import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_LIMITS, type Deps, type StaffCaller } from '../../server/http/context';
import type { Db } from '../../server/storage/queryable';
import { push, type PushOptions } from '../../server/sync/push';
import { fieldClocks, fieldVersions } from '../../server/sync/records';
import { formatHlc } from '../../src/domain/hlc';
import { BOOKING_STATUSES, CAR_CATEGORIES, REMARK_COLORS } from '../../src/domain/types';
import { prng } from './fuzz.suite';
import { bookingFields, mutation, startTestServer, type OpenDb, type TestServer } from './harness';
import { textsIn } from '../texts';

type Rng = ReturnType<typeof prng>;

const START = Date.parse('2026-11-21T09:00:00.000Z');
const NODES = ['aaaaaaaaaaaaaaaa', 'bbbbbbbbbbbbbbbb', 'cccccccccccccccc'];
const ADMIN: StaffCaller = { kind: 'staff', id: randomUUID(), username: 'admin', name: 'Admin', role: 'admin', tokenHash: 'x' };
const DRIVER: StaffCaller = { kind: 'staff', id: randomUUID(), username: 'driver', name: 'Driver', role: 'driver', tokenHash: 'y' };
const TABLES = ['bookings', 'remarks', 'cars'] as const;
/** The server's own HLC node (the client emails it writes): the same on both sides, which are compared. */
const SERVER_NODE = 'feedfacefeedface';
type Table = (typeof TABLES)[number];

/** A server without samples and its push, called directly (no HTTP) in one mode. */
interface Side {
  s: TestServer;
  push(caller: StaffCaller, body: unknown): Promise<unknown>;
}

async function side(open: OpenDb, options: PushOptions): Promise<Side> {
  const s = await startTestServer(open, { seed: false });
  s.clock.set(new Date(START));
  const deps = { db: s.db, now: s.clock.now, limits: DEFAULT_LIMITS, hlcNode: SERVER_NODE } as Deps;
  return {
    s,
    push: async (caller, body) => {
      try {
        return await push(deps, caller, body, options);
      } catch (error) {
        return { thrown: (error as Error).message };
      }
    },
  };
}

/**
 * Every row a push may write, in a stable order (conflict ids are random, so left out; so are the
 * status tokens of bookings, random too: only whether a booking has one is compared).
 */
async function dump(db: Db) {
  const out: Record<string, unknown[]> = {};
  for (const table of TABLES) {
    const rows = (await db.query<Record<string, unknown>>(`select * from ${table} order by id`)).rows;
    // The merge clocks field by field: the order of the fields within a stored clock's list is not kept.
    out[table] = rows.map((row) => ({
      ...row,
      field_hlc: fieldClocks(row.field_hlc),
      field_version: fieldVersions(row.field_version),
      ...('status_token' in row ? { status_token: row.status_token ? 'a token' : null } : {}),
    }));
  }
  out.sync_mutations = (await db.query('select * from sync_mutations order by client_id, mutation_id')).rows;
  out.clients = (await db.query('select * from clients order by client_id')).rows;
  out.sync_clock = (await db.query('select * from sync_clock')).rows;
  out.sync_conflicts = (
    await db.query(
      `select table_name, record_id, field, kind, winning_value, winning_hlc, losing_value, losing_hlc, losing_client,
              created_at, resolved_at, resolution, resolved_by
       from sync_conflicts order by table_name, record_id, field, created_at, winning_hlc, losing_hlc, losing_value::text, winning_value::text`,
    )
  ).rows;
  return out;
}

/** Random mutations over a small pool of records, so that batches meet the same records again and again. */
function generator(rng: Rng) {
  const pool: Record<Table, string[]> = {
    bookings: Array.from({ length: 6 }, () => randomUUID()),
    remarks: Array.from({ length: 5 }, () => randomUUID()),
    cars: Array.from({ length: 4 }, () => randomUUID()),
  };
  const vehicle = randomUUID();
  const maybeUpper = (id: string) => (rng.chance(0.3) ? id.toUpperCase() : id);
  let now = START;

  function fieldsFor(table: Table, op: 'create' | 'patch'): Record<string, unknown> {
    const bad = rng.chance(0.08);
    if (table === 'bookings') {
      const choices: Record<string, () => unknown> = {
        firstName: () => rng.pick(['Jeanne', 'Louise', 'Zoé', bad ? '' : 'Marc']),
        status: () => rng.pick(BOOKING_STATUSES),
        phone: () => rng.pick(['+33 6 12 34 56 78', '+33 7 00 00 00 00', '']),
        email: () => rng.pick(['', 'jeanne@example.com', 'louise@example.com']),
        source: () => rng.pick(['admin', 'public']),
        luggage: () => (bad ? 100 : rng.int(5)),
        passengers: () => 1 + rng.int(8),
        vehicleId: () => rng.pick([null, maybeUpper(vehicle), vehicle.toUpperCase()]),
        specialRequests: () => rng.pick([null, 'Siège bébé 👶', 'مرحبا', "'; drop table bookings; --"]),
        pickupDate: () => rng.pick(['2026-12-24', '2027-01-02', bad ? '2026-02-30' : '2026-12-31']),
      };
      if (op === 'create') {
        const overrides: Record<string, unknown> = {};
        for (const [field, make] of Object.entries(choices)) if (rng.chance(0.4)) overrides[field] = make();
        if (overrides.vehicleId === null) delete overrides.vehicleId;
        if (rng.chance(0.2)) overrides.createdAt = new Date(now - rng.int(1e9)).toISOString();
        return bookingFields(overrides);
      }
      const keys = Object.keys(choices);
      const out: Record<string, unknown> = {};
      for (let i = 1 + rng.int(3); i > 0; i--) {
        const key = rng.pick(keys);
        out[key] = choices[key]?.();
      }
      if (bad && rng.chance(0.5)) out.nope = 1;
      return out;
    }
    if (table === 'remarks') {
      const all: Record<string, unknown> = {
        bookingId: maybeUpper(rng.pick(pool.bookings)),
        text: rng.pick(['Call on arrival', 'VIP', bad ? '' : 'Late flight']),
        color: rng.pick(REMARK_COLORS),
        position: bad ? -1 : rng.int(10),
      };
      if (op === 'create') return all;
      const keys = Object.keys(all);
      return Object.fromEntries(keys.filter(() => rng.chance(0.5)).map((k) => [k, all[k]]));
    }
    const all: Record<string, unknown> = {
      name: rng.pick(['Mercedes E-Class', 'Range Rover', 'Tesla Model S']),
      category: rng.pick(CAR_CATEGORIES),
      ...textsIn('cars', 'en', { description: 'Leather seats' }),
      image: '',
      passengers: 1 + rng.int(7),
      luggage: rng.int(6),
      features: rng.pick([['Wi-Fi', 'Water'], ['Water', 'Wi-Fi'], [], bad ? [''] : ['Massage']]),
      pricePerHour: rng.pick(['85.00', '120.5', '099.90']),
      rating: rng.pick(['4.9', '5.0']),
      reviewCount: rng.int(1000),
      featured: rng.chance(0.5),
      available: rng.chance(0.7),
    };
    if (op === 'create') return all;
    const keys = Object.keys(all);
    return Object.fromEntries(keys.filter(() => rng.chance(0.3)).map((k) => [k, all[k]]));
  }

  function hlc(): string {
    const ahead = rng.chance(0.03) ? 3 * 3600_000 : 0;
    return formatHlc({ millis: now + ahead + rng.int(40_000) - 20_000, counter: rng.int(3), node: rng.pick(NODES) });
  }

  return {
    advance(ms: number) {
      now += ms;
    },
    mutation(seq: number, versions: readonly number[]): Record<string, unknown> {
      const table = rng.pick(TABLES);
      const op = rng.pick(['create', 'create', 'patch', 'patch', 'patch', 'delete'] as const);
      const m: Record<string, unknown> = mutation({
        seq,
        table,
        recordId: maybeUpper(rng.pick(pool[table])),
        op,
        hlc: hlc(),
        baseRev: versions.length > 0 && rng.chance(0.7) ? rng.pick(versions) : 0,
        fields: op === 'delete' ? {} : fieldsFor(table, op),
      });
      if (rng.chance(0.02)) m.table = rng.pick(['staff', 'nope']);
      if (rng.chance(0.02)) m.hlc = 'not an hlc';
      if (rng.chance(0.01)) m.fields = ['x'];
      if (rng.chance(0.01)) m.extra = 'a\u0000b';
      return m;
    },
  };
}

export function describePushBatches(engine: string, open: OpenDb) {
  describe(`set-wise push on ${engine}`, () => {
    const seed = Number(process.env.PUSH_SEED ?? Date.now() % 2 ** 31);
    let a: Side;
    let b: Side;
    beforeAll(async () => {
      console.log(`push batch seed on ${engine}: ${seed} (PUSH_SEED=${seed} replays it)`);
      a = await side(open, {});
      b = await side(open, { oneByOne: true });
    });
    afterAll(async () => {
      await a?.s.close();
      await b?.s.close();
    });

    it('answers and stores exactly what the one-by-one path does', async () => {
      const rng = prng(seed);
      const gen = generator(rng);
      // Each device belongs to one account (two admins' phones, a driver's); now and then another
      // account pushes with its id, which the server refuses whole.
      const clients = [ADMIN, ADMIN, DRIVER].map((owner) => ({ owner, id: randomUUID(), next: 1, sent: [] as Record<string, unknown>[][] }));
      const versions: number[] = [];
      for (let round = 0; round < 60; round++) {
        const client = rng.pick(clients);
        let mutations: Record<string, unknown>[];
        const previous = client.sent.length > 0 ? rng.pick(client.sent) : null;
        if (previous && rng.chance(0.08)) {
          // A retry of a whole batch (its answer was lost).
          mutations = previous;
        } else {
          mutations = [];
          let seq = client.next;
          for (let n = 1 + rng.int(25); n > 0; n--) {
            const roll = rng.int(100);
            if (roll < 4 && previous) mutations.push(rng.pick(previous));
            else if (roll < 7 && mutations.length > 0) mutations.push(rng.pick(mutations));
            else if (roll < 9 && client.next > 1) mutations.push(gen.mutation(1 + rng.int(client.next - 1), versions));
            else if (roll < 11) mutations.push(gen.mutation((seq += 2), versions));
            else mutations.push(gen.mutation(seq++, versions));
          }
        }
        client.sent.push(mutations);
        const caller = rng.chance(0.05) ? (client.owner === ADMIN ? DRIVER : ADMIN) : client.owner;
        const body = { clientId: rng.chance(0.2) ? client.id.toUpperCase() : client.id, schemaVersion: 1, mutations };
        const answer = (await a.push(caller, body)) as { lastSeq?: number; results?: { version: number | null }[] };
        expect(await b.push(caller, body), `round ${round}`).toEqual(answer);
        if (typeof answer.lastSeq === 'number') client.next = answer.lastSeq + 1;
        for (const r of answer.results ?? []) if (r.version !== null) versions.push(r.version);
        const step = rng.int(2000);
        gen.advance(step);
        a.s.clock.advance(step);
        b.s.clock.advance(step);
      }
      expect(versions.length).toBeGreaterThan(50);
      expect(await dump(a.s.db)).toEqual(await dump(b.s.db));
    });

    it('falls back to one mutation at a time when the database refuses a batch, refusing only that mutation', async () => {
      const sides = [a, b];
      for (const { s } of sides) {
        await s.db.exec(`alter table remarks add constraint test_no_boom check (text is distinct from 'Boom')`);
      }
      try {
        const recordId = randomUUID();
        const bookingId = randomUUID();
        const hlc = (offset: number) => formatHlc({ millis: a.s.clock.now().getTime() + offset, counter: 0, node: NODES[0] as string });
        const remark = (text: string) => ({ bookingId, text, color: 'blue', position: 1 });
        const body = {
          clientId: randomUUID(),
          schemaVersion: 1,
          mutations: [
            mutation({ seq: 1, table: 'remarks', recordId, op: 'create', hlc: hlc(0), fields: remark('Fine') }),
            mutation({ seq: 2, table: 'remarks', recordId: randomUUID(), op: 'create', hlc: hlc(1), fields: remark('Boom') }),
            mutation({ seq: 3, table: 'remarks', recordId, op: 'patch', hlc: hlc(2), fields: { text: 'Still fine' } }),
          ],
        };
        const answers = [];
        for (const { push: send } of sides) answers.push(await send(ADMIN, body));
        expect(answers[0]).toEqual(answers[1]);
        expect((answers[0] as { results: { status: string; reason: string | null }[] }).results).toEqual([
          expect.objectContaining({ status: 'applied' }),
          expect.objectContaining({ status: 'rejected', reason: 'The server could not store this change' }),
          expect.objectContaining({ status: 'applied' }),
        ]);
        const rows = await a.s.db.query('select text from remarks where id = $1', [recordId]);
        expect(rows.rows).toEqual([{ text: 'Still fine' }]);
        expect(await dump(a.s.db)).toEqual(await dump(b.s.db));
      } finally {
        for (const { s } of sides) await s.db.exec('alter table remarks drop constraint test_no_boom');
      }
    });

    it('answers a stored mutation sent again under a new seq as a duplicate', async () => {
      const clientId = randomUUID();
      const hlc = (offset: number) => formatHlc({ millis: a.s.clock.now().getTime() + offset, counter: 0, node: NODES[2] as string });
      const first = mutation({ seq: 1, table: 'bookings', recordId: randomUUID(), op: 'create', hlc: hlc(0), fields: bookingFields() });
      const renumbered = { ...first, seq: 2 };
      const next = mutation({ seq: 2, table: 'bookings', recordId: randomUUID(), op: 'create', hlc: hlc(1), fields: bookingFields() });
      const answers: unknown[][] = [[], []];
      for (const [i, { push: send }] of [a, b].entries()) {
        answers[i]?.push(await send(ADMIN, { clientId, schemaVersion: 1, mutations: [first] }));
        answers[i]?.push(await send(ADMIN, { clientId, schemaVersion: 1, mutations: [renumbered, next] }));
      }
      expect(answers[0]).toEqual(answers[1]);
      expect((answers[0]?.[1] as { results: { status: string }[] }).results.map((r) => r.status)).toEqual(['duplicate', 'applied']);
      expect(await dump(a.s.db)).toEqual(await dump(b.s.db));
    });

    it('reads and writes a batch in a fixed number of statements, whatever its size', async () => {
      const statements: string[] = [];
      const db = a.s.db;
      const counting: Db = {
        ...db,
        transaction: (fn) =>
          db.transaction((tx) =>
            fn({
              ...tx,
              query: (sql, params) => {
                statements.push(sql);
                return tx.query(sql, params);
              },
            }),
          ),
      };
      const deps = { db: counting, now: a.s.clock.now, limits: DEFAULT_LIMITS, hlcNode: SERVER_NODE } as Deps;
      const hlc = formatHlc({ millis: a.s.clock.now().getTime(), counter: 0, node: NODES[1] as string });
      const clientId = randomUUID();
      const remark = (i: number) => ({ bookingId: randomUUID(), text: `R${i}`, color: 'green', position: i });
      await push(deps, ADMIN, { clientId, schemaVersion: 1, mutations: [mutation({ seq: 1, table: 'remarks', recordId: randomUUID(), op: 'create', hlc, fields: remark(0) })] });
      statements.length = 0;
      const mutations = Array.from({ length: 300 }, (_, i) =>
        mutation({ seq: i + 2, table: i % 2 ? 'bookings' : 'remarks', recordId: randomUUID(), op: 'create', hlc, fields: i % 2 ? bookingFields() : remark(i) }),
      );
      const res = await push(deps, ADMIN, { clientId, schemaVersion: 1, mutations });
      expect(res.results.every((r) => r.status === 'applied')).toBe(true);
      // The clock, the device, each table's records (read, insert), the client emails the new bookings
      // cause (the bookings, the settings, one insert: server/mail/), then answers, clock and device at once.
      expect(statements.length).toBe(10);
      expect(statements.join('\n')).not.toMatch(/savepoint/i);
    });
  });
}
