// The real server in-process for the sync suites: the Hono app over PGlite in memory or over a
// throwaway PostgreSQL server, plus an admin's view of what it holds.

import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createApp } from '../../server/app';
import { bootstrap } from '../../server/accounts/setup';
import { MEMORY_DATA_DIR, openDb } from '../../server/storage/db';
import type { Db } from '../../server/storage/queryable';
import { runMigrations } from '../../server/storage/migrate';
import { type LoginResponse, type PullResponse, type PulledChange, type SyncConflict } from '../../src/domain/protocol';
import type { SyncedTable } from '../../src/domain/types';
import type { FetchLike } from '../../src/sync/transport';
import { makeFakeDist, type FakeDist } from '../server/fake-dist';
import { startPgCluster, type PgCluster } from '../server/pg-cluster';
import { TEST_ADMIN } from '../server/test-admin';

export const BASE_URL = 'http://localhost';

export type BackendKind = 'pglite' | 'postgres';

/** One database server, shared by several fresh databases on PostgreSQL (CREATE DATABASE is cheap). */
export interface BackendHost {
  kind: BackendKind;
  /** A fresh, migrated and bootstrapped server. */
  fresh(): Promise<Server>;
  close(): Promise<void>;
}

export interface ServerRecord {
  table: SyncedTable;
  id: string;
  version: number;
  deleted: boolean;
  data: Record<string, unknown>;
}

export interface Server {
  /** The current connection: a new one after restart(). */
  readonly db: Db;
  fetch: FetchLike;
  /** While stopped, every request fails as if the server were unreachable. */
  stop(): Promise<void>;
  /** Opens the same data again with a new app, as a restarted server process would. */
  start(): Promise<void>;
  adminToken: string;
  /** Everything the server holds, as an admin pulls it from scratch (tombstones included). */
  snapshot(): Promise<{ records: Map<string, ServerRecord>; cursor: number }>;
  conflicts(): Promise<SyncConflict[]>;
  /**
   * Back to a freshly bootstrapped state, keeping the staff accounts and sessions (so the admin
   * token stays valid): much faster than a new database, for the hundreds of randomized schedules.
   */
  reset(): Promise<void>;
  close(): Promise<void>;
}

// The server's tables a reset empties (server/storage/migrations); staff, sessions and attachments stay.
const RESET_SQL = `
  truncate cars, tours, posts, bookings, remarks, contacts, settings, rideEvents, timeOff, downtimes, profiles,
    clientMessages, invoices, invoice_counters, office_mail, staff_devices,
    clients, sync_mutations, sync_conflicts,
    public_receipts, rate_limits;
  update sync_clock set v = 0;
  delete from app_meta where key in ('sample_seeded', 'tombstones_purged_through');
`;

export const recordKey = (table: string, id: string) => `${table}:${id}`;

async function serverOver(open: () => Promise<Db>, dist: FakeDist, onClose: () => Promise<void>): Promise<Server> {
  let db: Db | null = await open();
  await runMigrations(db);
  // The lowest scrypt cost keeps the sign-ins of hundreds of schedules fast; it is not what is tested.
  await bootstrap(db, { passwordCost: 10, admin: TEST_ADMIN });
  const appOver = (over: Db) =>
    createApp({
      db: over,
      distDir: dist.distDir,
      passwordCost: 10,
      limits: { publicRequestsPerMinute: 100_000, loginFailuresPerMinute: 100_000, syncRequestsPerMinute: 100_000 },
    });
  let app: ReturnType<typeof createApp> | null = appOver(db);
  const fetch: FetchLike = async (input, init) => {
    if (!app) throw new TypeError('Failed to fetch (the server is stopped)');
    return app.request(input, init);
  };
  const current = () => {
    if (!db) throw new Error('The server is stopped');
    return db;
  };
  const login = await fetch(`${BASE_URL}/api/auth/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(TEST_ADMIN),
  });
  if (login.status !== 200) throw new Error(`Admin login failed: ${login.status} ${await login.text()}`);
  const adminToken = ((await login.json()) as LoginResponse).token;

  const post = async <T>(path: string, body: unknown): Promise<T> => {
    const res = await fetch(`${BASE_URL}${path}`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${adminToken}` },
      body: JSON.stringify(body),
    });
    if (!res.ok) throw new Error(`${path}: ${res.status} ${await res.text()}`);
    return (await res.json()) as T;
  };

  return {
    get db() {
      return current();
    },
    fetch,
    async stop() {
      app = null;
      await db?.close();
      db = null;
    },
    async start() {
      if (db) return;
      db = await open();
      await runMigrations(db);
      app = appOver(db);
    },
    adminToken,
    async snapshot() {
      const records = new Map<string, ServerRecord>();
      let cursor: { v: number } | null = null;
      for (;;) {
        const page: PullResponse = await post<PullResponse>('/api/sync/pull', { cursor, limit: 1000 });
        for (const change of page.changes as PulledChange[]) records.set(recordKey(change.table, change.id), { ...change });
        cursor = page.cursor;
        if (!page.hasMore) break;
      }
      return { records, cursor: cursor.v };
    },
    async conflicts() {
      const res = await fetch(`${BASE_URL}/api/sync/conflicts`, { headers: { Authorization: `Bearer ${adminToken}` } });
      if (!res.ok) throw new Error(`conflicts: ${res.status} ${await res.text()}`);
      return ((await res.json()) as { conflicts: SyncConflict[] }).conflicts;
    },
    async reset() {
      await current().exec(RESET_SQL);
      await bootstrap(current(), { passwordCost: 10, admin: TEST_ADMIN });
    },
    async close() {
      await db?.close();
      db = null;
      await onClose();
    },
  };
}

export interface BackendOptions {
  /** PGlite on a data directory rather than in memory, so that a server can stop and start on the same data. */
  persistent?: boolean;
}

export async function startBackend(kind: BackendKind, options: BackendOptions = {}): Promise<BackendHost> {
  const dist = makeFakeDist();
  if (kind === 'pglite') {
    const dirs: string[] = [];
    return {
      kind,
      async fresh() {
        let dataDir = MEMORY_DATA_DIR;
        if (options.persistent) {
          // In memory-backed /dev/shm where there is one: the same files, without waiting for a disk.
          dataDir = mkdtempSync(join(existsSync('/dev/shm') ? '/dev/shm' : tmpdir(), 'sync-pglite-'));
          dirs.push(dataDir);
        }
        return serverOver(() => openDb({ dataDir }), dist, async () => {});
      },
      async close() {
        dist.cleanup();
        for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
      },
    };
  }
  let cluster: PgCluster;
  try {
    cluster = await startPgCluster();
  } catch (error) {
    dist.cleanup();
    throw error;
  }
  const admin = await openDb({ databaseUrl: cluster.url });
  let n = 0;
  return {
    kind,
    async fresh() {
      const name = `sync_${process.pid}_${++n}`;
      await admin.query(`create database ${name}`);
      const url = cluster.url.replace(/\/postgres$/, `/${name}`);
      return serverOver(() => openDb({ databaseUrl: url }), dist, async () => {
        await admin.query(`drop database if exists ${name} with (force)`);
      });
    },
    async close() {
      try {
        await admin.close();
      } finally {
        dist.cleanup();
        await cluster.stop();
      }
    },
  };
}
