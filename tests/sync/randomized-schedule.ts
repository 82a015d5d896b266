// One randomized schedule of SYNC.md's test 9 and its checks. Every mutation a device makes is
// recorded from its outbox when it is made; at the end each must be applied on the server exactly
// once, or refused for a reason the schedule explains (too large for the body cap it met, or a
// change of a record whose creation was refused). Anything else is reported: lost, refused for no
// reason, applied twice. Then every device must equal the server, and the server a model of the
// applied mutations.

import type { RejectedEntry } from '../../src/db/db';
import type { MutationResult, PushRequest, WireMutation } from '../../src/domain/protocol';
import { discardRejected } from '../../src/sync/conflicts';
import { runBackgroundPush, type PushFaults } from '../../src/sync/push';
import { createRng } from '../domain/prng';
import { BASE_URL, recordKey, type Server } from './backend';
import { diffDevice, makeDevice, storeSession, type Device } from './devices';
import { model, randomWrite, type Made } from './randomized-model';

export interface ScheduleOptions {
  /** Stop and start the server on the same data now and then. */
  serverRestarts: boolean;
  /** Test builds only: a fault injected in every device's push, given the ids of the mutations sent to the server so far. */
  faults?: (sent: ReadonlySet<string>) => PushFaults;
}

export interface Verdict {
  steps: number;
  made: number;
  applied: number;
  /** Refusals the schedule explains. */
  refused: string[];
  /** Made, and neither applied nor refused anywhere. */
  lost: string[];
  /** Refused by the server or the device for a reason the schedule does not explain. */
  unexpected: string[];
  /** Applied more than once. */
  doubled: string[];
  /** Devices or records that disagree at the end (checked only when nothing above went wrong). */
  divergences: string[];
  lostAnswers: number;
  tooLarge: number;
  deviceRestarts: number;
  serverRestarts: number;
}

/** The JSON around the mutations of a push body, in bytes (clientId, schemaVersion). */
const ENVELOPE = 100;

const sorted = (row: Record<string, unknown>) => JSON.stringify(Object.fromEntries(Object.entries(row).sort(([a], [b]) => (a < b ? -1 : 1))));

export async function runSchedule(server: Server, seed: number, options: ScheduleOptions): Promise<Verdict> {
  const rng = createRng(seed);
  await server.reset();
  const initial = (await server.snapshot()).records;
  const verdict: Verdict = {
    steps: 0, made: 0, applied: 0, refused: [], lost: [], unexpected: [], doubled: [], divergences: [],
    lostAnswers: 0, tooLarge: 0, deviceRestarts: 0, serverRestarts: 0,
  };
  const ledger = new Map<string, Made>();
  let smallestCap = Infinity;

  const sent = new Set<string>();
  const faults = options.faults?.(sent);
  const devices = Array.from({ length: rng.int(3, 4) }, () =>
    makeDevice(server, { pullLimit: rng.pick([3, 10, 500]), ...(faults ? { pushFaults: faults } : {}) }),
  );
  for (const device of devices) {
    device.net.sending = (path, request) => {
      if (path.endsWith('/api/sync/push')) for (const m of (request as PushRequest).mutations as WireMutation[]) sent.add(m.id);
    };
  }
  for (const device of devices) await storeSession(device.db, server.adminToken);
  const record = async (device: Device) => {
    for (const e of await device.db.outbox.toArray()) {
      if (!ledger.has(e.mutationId)) ledger.set(e.mutationId, { mutationId: e.mutationId, device: device.name, table: e.table, recordId: e.recordId, op: e.op, fields: e.fields, hlc: e.hlc });
    }
  };

  try {
    const steps = rng.int(8, 18);
    for (let step = 0; step < steps; step++) {
      verdict.steps++;
      const device = rng.pick(devices);
      const roll = rng.int(0, 99);
      if (roll < 40) {
        await randomWrite(rng, device);
        await record(device);
      } else if (roll < 56) {
        await device.engine.flush();
      } else if (roll < 62) {
        await Promise.all([device.engine.flush(), rng.pick(devices).engine.flush()]);
      } else if (roll < 67) {
        await device.engine.pull();
      } else if (roll < 70) {
        // The page and the service worker at once, the lock bypassed: the server's idempotence holds.
        await Promise.all([
          device.engine.flush(),
          runBackgroundPush({ db: device.db, fetch: device.fetch, baseUrl: BASE_URL, lockName: `bypass-${device.name}` }).catch(() => undefined),
        ]);
      } else if (roll < 77) {
        device.net.offline = !device.net.offline;
      } else if (roll < 83) {
        device.net.drop = 1;
        device.net.dropOn = rng.pick([/\/push$/, /\/pull$/, /./]);
        verdict.lostAnswers++;
      } else if (roll < 87) {
        device.restart(rng.bool());
        verdict.deviceRestarts++;
      } else if (roll < 97 || !options.serverRestarts) {
        // A reverse proxy in front of the server takes a small body cap, or drops it.
        const cap = rng.bool(0.8) ? rng.int(1_000, 4_000) : null;
        if (cap !== null) smallestCap = Math.min(smallestCap, cap);
        for (const d of devices) d.net.bodyCap = cap;
        await device.engine.flush();
      } else {
        await server.stop();
        await device.engine.flush();
        await server.start();
        verdict.serverRestarts++;
      }
    }

    // Everyone back online with a reliable network and no cap: flush until nothing moves.
    for (const device of devices) {
      device.net.offline = false;
      device.net.drop = 0;
      device.net.bodyCap = null;
    }
    const settle = async () => {
      for (let round = 0; round < 12; round++) {
        let moved = false;
        for (const device of devices) {
          const result = await device.engine.flush();
          if (result.error) throw new Error(`seed ${seed}: ${device.name} could not flush: ${result.error.message}`);
          const p = result.push!;
          if (p.applied + p.duplicate + p.rejected + (result.pull?.changes ?? 0) > 0) moved = true;
        }
        if (!moved) return;
      }
      throw new Error(`seed ${seed}: still moving after 12 rounds of flushes`);
    };
    await settle();
    for (const device of devices) {
      verdict.tooLarge += device.net.refusedTooLarge ?? 0;
      if ((await device.db.outbox.count()) > 0) verdict.unexpected.push(`${device.name}: outbox not empty after settling`);
    }

    // The ledger against the server's own record of what it applied (lost answers included).
    const { rows } = await server.db.query<{ mutation_id: string; result: MutationResult }>('select mutation_id, result from sync_mutations');
    const answers = new Map<string, MutationResult[]>();
    for (const row of rows) answers.set(row.mutation_id, [...(answers.get(row.mutation_id) ?? []), row.result]);
    const refusedHere = new Map<string, RejectedEntry>();
    for (const device of devices) for (const entry of await device.db.rejected.toArray()) refusedHere.set(entry.mutationId, entry);
    const applied: { made: Made; version: number }[] = [];
    const notApplied = new Set<string>();
    for (const made of ledger.values()) {
      const stored = answers.get(made.mutationId) ?? [];
      if (stored.length > 1) verdict.doubled.push(made.mutationId);
      const result = stored[0];
      if (result?.status === 'applied') applied.push({ made, version: result.version! });
      else notApplied.add(recordKey(made.table, made.recordId) + (made.op === 'create' ? ':create' : ''));
    }
    for (const made of ledger.values()) {
      const result = answers.get(made.mutationId)?.[0];
      const what = `${made.op} ${made.table} ${made.recordId} (${made.mutationId})`;
      if (result?.status === 'applied') continue;
      const local = refusedHere.get(made.mutationId);
      if (result?.status === 'rejected') {
        // A change of a record whose creation was refused: the server has no such record.
        const explained = /does not exist on the server/.test(result.reason ?? '') && notApplied.has(`${recordKey(made.table, made.recordId)}:create`);
        (explained ? verdict.refused : verdict.unexpected).push(`${what}: ${result.reason}`);
      } else if (local?.code === 'too-large') {
        const explained = (local.bytes ?? 0) + ENVELOPE > smallestCap;
        (explained ? verdict.refused : verdict.unexpected).push(`${what}: too large (${local.bytes} bytes, smallest cap ${smallestCap})`);
      } else if (local) {
        verdict.unexpected.push(`${what}: refused on the device: ${local.reason}`);
      } else {
        verdict.lost.push(made.mutationId);
      }
    }
    verdict.made = ledger.size;
    verdict.applied = applied.length;
    if (verdict.lost.length + verdict.unexpected.length + verdict.doubled.length > 0) return verdict;

    // A refused change waits for the user; discarding it restores the server's values on the device.
    let discarded = false;
    for (const device of devices) {
      for (const entry of await device.db.rejected.toArray()) {
        await discardRejected(device.db, entry.mutationId);
        discarded = true;
      }
    }
    if (discarded) await settle();

    const { records } = await server.snapshot();
    for (const device of devices) {
      for (const d of await diffDevice(device, records)) verdict.divergences.push(`${device.name} differs from the server on ${d.key}`);
    }
    const me = await server.fetch(`${BASE_URL}/api/auth/me`, { headers: { Authorization: `Bearer ${server.adminToken}` } });
    const expected = model(initial, applied, ((await me.json()) as { user: { id: string } }).user.id);
    for (const key of new Set([...expected.keys(), ...records.keys()])) {
      // The emails the server queues for the bookings a schedule makes are its own records, not a
      // device's (tests/server/mail.suite.ts checks them).
      if (key.startsWith('clientMessages:') && !expected.has(key)) continue;
      const want = expected.get(key);
      const got = records.get(key);
      const wantLive = want !== undefined && !want.deleted;
      const gotLive = got !== undefined && !got.deleted;
      if (gotLive !== wantLive) verdict.divergences.push(`${key}: live on the server ${gotLive}, in the model ${wantLive}`);
      if (!wantLive || !got) continue;
      // The server's own conflict marks follow from the data, not from a device's write: the model
      // leaves them out (tests/sync/dispatch.test.ts and tests/server/dispatch-effects.suite.ts check them),
      // and the random secret of a booking's status page (tests/server/status-page.suite.ts).
      const { updatedAt: _u, dispatchConflicts: _c, statusToken: _t, ...data } = got.data;
      const { dispatchConflicts: _m, statusToken: _n, ...wanted } = want.fields;
      if (sorted(data) !== sorted(wanted)) verdict.divergences.push(`${key}: server ${sorted(data)} != model ${sorted(wanted)}`);
    }
    return verdict;
  } finally {
    for (const device of devices) await device.destroy();
  }
}
