// The real server in-process for the sync suites: the Hono app over PGlite in memory or over a
// throwaway PostgreSQL server, plus an admin's view of what it holds.

import { bootstrap, createApp } from '../../server/http/app';
import { MEMORY_DATA_DIR, openDb, type Db } from '../../server/storage/db';
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
  db: Db;
  fetch: FetchLike;
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
  truncate cars, tours, posts, bookings, remarks, contacts, settings, clients, sync_mutations, sync_conflicts,
    public_receipts, rate_limits;
  update sync_clock set v = 0;
  delete from app_meta where key in ('sample_seeded', 'tombstones_purged_through');
`;

export const recordKey = (table: string, id: string) => `${table}:${id}`;

async function serverOver(db: Db, dist: FakeDist, onClose: () => Promise<void>): Promise<Server> {
  await runMigrations(db);
  // The lowest scrypt cost keeps the sign-ins of hundreds of schedules fast; it is not what is tested.
  await bootstrap(db, { passwordCost: 10, admin: TEST_ADMIN });
  const app = createApp({
    db,
    distDir: dist.distDir,
    passwordCost: 10,
    limits: { publicRequestsPerMinute: 100_000, loginFailuresPerMinute: 100_000, syncRequestsPerMinute: 100_000 },
  });
  const fetch: FetchLike = async (input, init) => app.request(input, init);
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
    db,
    fetch,
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
      await db.exec(RESET_SQL);
      await bootstrap(db, { passwordCost: 10, admin: TEST_ADMIN });
    },
    close: onClose,
  };
}

export async function startBackend(kind: BackendKind): Promise<BackendHost> {
  const dist = makeFakeDist();
  if (kind === 'pglite') {
    return {
      kind,
      async fresh() {
        const db = await openDb({ dataDir: MEMORY_DATA_DIR });
        return serverOver(db, dist, () => db.close());
      },
      async close() {
        dist.cleanup();
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
      const db = await openDb({ databaseUrl: cluster.url.replace(/\/postgres$/, `/${name}`) });
      return serverOver(db, dist, async () => {
        await db.close();
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
