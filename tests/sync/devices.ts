// Devices for the sync suites: each one its own Dexie database and engine, behind a network the
// test controls (offline, answers lost after the server committed, a tap on every exchange).

import { Dexie } from 'dexie';
import { openAppDb, SYNC_KEYS, type AppDb } from '../../src/db/db';
import type { SyncAuth } from '../../src/db/sync-state';
import { SYNCED_TABLES, type SyncedTable } from '../../src/domain/types';
import { createSyncEngine, type SyncEngine } from '../../src/sync/engine';
import type { PushFaults } from '../../src/sync/push';
import type { FetchLike } from '../../src/sync/transport';
import { afterAll, afterEach, beforeAll, beforeEach } from 'vitest';
import { BASE_URL, recordKey, startBackend, type BackendHost, type BackendKind, type Server, type ServerRecord } from './backend';

export interface Network {
  offline: boolean;
  /** Answers to drop (the server has processed the request) for paths matching `dropOn`. */
  drop: number;
  dropOn: RegExp;
  /** Sees every request as it leaves the device (before the server has it). */
  sending?: (path: string, request: unknown) => void;
  /** Sees every exchange that reached the server, lost answers included. */
  tap?: (path: string, request: unknown, response: unknown) => void;
  /** Runs after each answer is received (before the engine reads it). */
  after?: (path: string) => Promise<void>;
  /** A reverse proxy's body cap: a larger request is answered 413 without reaching the server. */
  bodyCap?: number | null;
  /** How many requests that cap refused. */
  refusedTooLarge?: number;
}

export interface DeviceOptions {
  name?: string;
  auth?: SyncAuth | null;
  now?: () => number;
  pullLimit?: number;
  lockName?: string;
  /** Test builds only: a fault injected in push on purpose. */
  pushFaults?: PushFaults;
}

export interface Device {
  readonly name: string;
  /** What getAuth() answers; change it to sign in or out. */
  auth: SyncAuth | null;
  db: AppDb;
  engine: SyncEngine;
  net: Network;
  /** The device's network, for a second sender such as the service worker. */
  fetch: FetchLike;
  /** A new engine, as after a page reload; with `reopen` the database is closed and opened again. */
  restart(reopen?: boolean): void;
  /** Closes and deletes the database. */
  destroy(): Promise<void>;
}

class LostAnswer extends TypeError {}

export function makeDevice(server: Server, options: DeviceOptions = {}): Device {
  const name = options.name ?? `vtc-sync-test-${crypto.randomUUID()}`;
  const net: Network = { offline: false, drop: 0, dropOn: /./ };
  const fetch: FetchLike = async (input, init) => {
    if (net.offline) throw new TypeError('Failed to fetch (offline)');
    const path = new URL(input, BASE_URL).pathname;
    if (net.bodyCap && typeof init?.body === 'string' && Buffer.byteLength(init.body) > net.bodyCap) {
      net.refusedTooLarge = (net.refusedTooLarge ?? 0) + 1;
      return new Response(JSON.stringify({ error: `The request body is larger than ${net.bodyCap} bytes` }), {
        status: 413,
        headers: { 'Content-Type': 'application/json' },
      });
    }
    net.sending?.(path, typeof init?.body === 'string' ? JSON.parse(init.body) : undefined);
    const res = await server.fetch(input, init);
    if (net.tap) {
      const request = typeof init?.body === 'string' ? JSON.parse(init.body) : undefined;
      const response = res.headers.get('Content-Type')?.includes('json') ? await res.clone().json() : undefined;
      net.tap(path, request, res.ok ? response : { status: res.status, body: response });
    }
    if (net.drop > 0 && net.dropOn.test(path)) {
      net.drop--;
      await res.arrayBuffer();
      throw new LostAnswer('Connection reset: the answer was lost');
    }
    await net.after?.(path);
    return res;
  };
  const engineFor = (db: AppDb) =>
    createSyncEngine({
      db,
      fetch,
      baseUrl: BASE_URL,
      getAuth: () => device.auth,
      random: () => 0,
      ...(options.now ? { now: options.now } : {}),
      ...(options.pullLimit ? { pullLimit: options.pullLimit } : {}),
      ...(options.lockName ? { lockName: options.lockName } : {}),
      ...(options.pushFaults ? { pushFaults: options.pushFaults } : {}),
    });
  const db = openAppDb(name);
  const device: Device = {
    name,
    auth: options.auth === undefined ? { token: server.adminToken, kind: 'staff' } : options.auth,
    db,
    engine: engineFor(db),
    net,
    fetch,
    restart(reopen = false) {
      device.engine.stop();
      if (reopen) {
        device.db.close();
        device.db = openAppDb(name);
      }
      device.engine = engineFor(device.db);
    },
    async destroy() {
      device.engine.stop();
      device.db.close();
      await Dexie.delete(name);
    },
  };
  return device;
}

/** Stores a staff session the way the UI does (the service worker reads it). */
export function storeSession(db: AppDb, token: string): Promise<unknown> {
  return db.syncState.put({
    key: SYNC_KEYS.session,
    value: {
      token,
      kind: 'staff',
      user: { id: crypto.randomUUID(), username: 'admin', name: 'Administrator', role: 'admin' },
      expiresAt: new Date(Date.now() + 86_400_000).toISOString(),
    },
  });
}

type Row = Record<string, unknown>;

/** What must agree between a device and the server: every field but the server's updatedAt. */
function comparable(data: Row): Row {
  const out: Row = {};
  for (const [key, value] of Object.entries(data)) {
    if (key === 'updatedAt' || key === 'rev' || value === null || value === undefined) continue;
    out[key] = value;
  }
  return out;
}

export interface Divergence {
  key: string;
  device: Row | undefined;
  server: Row | undefined;
}

/**
 * The device's synced records against the server's live ones; an empty list when they agree (rev
 * equal to the version, every field but updatedAt equal).
 */
export async function diffDevice(device: Device, records: Map<string, ServerRecord>, tables: readonly SyncedTable[] = SYNCED_TABLES): Promise<Divergence[]> {
  const out: Divergence[] = [];
  const live = new Map([...records].filter(([, r]) => !r.deleted && tables.includes(r.table)));
  const seen = new Set<string>();
  for (const table of tables) {
    for (const row of (await device.db.table(table).toArray()) as Row[]) {
      const key = recordKey(table, String(row.id));
      seen.add(key);
      const server = live.get(key);
      const same =
        server !== undefined &&
        row.rev === server.version &&
        JSON.stringify(sortKeys(comparable(row))) === JSON.stringify(sortKeys(comparable(server.data)));
      if (!same) out.push({ key, device: row, server: server ? { ...server.data, version: server.version } : undefined });
    }
  }
  for (const [key, server] of live) if (!seen.has(key)) out.push({ key, device: undefined, server: { ...server.data, version: server.version } });
  return out;
}

function sortKeys(row: Row): Row {
  return Object.fromEntries(Object.entries(row).sort(([a], [b]) => (a < b ? -1 : 1)));
}

/**
 * The hooks of a suite against one backend: its server started once, reset before each test, and the
 * devices a test made destroyed after it. `device()` makes one more on the current server.
 */
export function suiteBackend(kind: BackendKind) {
  let host: BackendHost | undefined;
  let current: Server | undefined;
  const devices: Device[] = [];
  beforeAll(async () => {
    host = await startBackend(kind);
    current = await host.fresh();
  }, 120_000);
  afterAll(async () => {
    await current?.close();
    await host?.close();
  }, 60_000);
  beforeEach(async () => {
    await current?.reset();
  }, 60_000);
  afterEach(async () => {
    for (const d of devices.splice(0)) await d.destroy();
  }, 60_000);
  const server = (): Server => {
    if (!current) throw new Error('The backend has not started');
    return current;
  };
  return {
    server,
    device(options: DeviceOptions = {}): Device {
      const d = makeDevice(server(), options);
      devices.push(d);
      return d;
    },
  };
}
