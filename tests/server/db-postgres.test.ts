// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDb } from '../../server/storage/db';
import type { Db } from '../../server/storage/queryable';
import { startServer } from '../../server/main';
import { loadMigrations, runMigrations } from '../../server/storage/migrate';
import { describeDbContract } from './db-contract';
import { startPgCluster, type PgCluster } from './pg-cluster';

let cluster: PgCluster | undefined;
// Each suite gets its own database, so the contract starts from an empty schema.
const databases = ['contract', 'concurrent'];
const urlOf = (database: string) => {
  if (!cluster) throw new Error('The PostgreSQL test cluster did not start');
  return cluster.url.replace(/\/postgres$/, `/${database}`);
};

beforeAll(async () => {
  cluster = await startPgCluster();
  const admin = await openDb({ databaseUrl: cluster.url });
  try {
    for (const database of databases) await admin.query(`create database ${database}`);
  } finally {
    await admin.close();
  }
}, 120_000);

afterAll(async () => {
  await cluster?.stop();
});

describeDbContract('PostgreSQL', () => openDb({ databaseUrl: urlOf('contract') }));

describe('PostgreSQL storage', () => {
  it('reports its kind', async () => {
    const db = await openDb({ databaseUrl: urlOf('concurrent') });
    expect(db.kind).toBe('postgres');
    await db.close();
  });

  it('lets two instances start at once: each migration runs exactly once', async () => {
    const instances: Db[] = await Promise.all([1, 2, 3].map(() => openDb({ databaseUrl: urlOf('concurrent') })));
    try {
      const applied = await Promise.all(instances.map((db) => runMigrations(db)));
      expect(applied.flat().map((m) => m.version).sort((a, b) => a - b)).toEqual(loadMigrations().map((m) => m.version));
      const first = instances[0];
      if (!first) throw new Error('unreachable');
      const { rows } = await first.query<{ n: number }>('select count(*)::int as n from schema_migrations');
      expect(rows[0]?.n).toBe(loadMigrations().length);
      expect((await first.query('select v from sync_clock')).rows).toEqual([{ v: 0 }]);
    } finally {
      await Promise.all(instances.map((db) => db.close()));
    }
  });

  it('serves health from startServer with DATABASE_URL', async () => {
    const lines: string[] = [];
    const server = await startServer({
      port: 0,
      host: '127.0.0.1',
      databaseUrl: urlOf('concurrent'),
      distDir: '/nonexistent-dist',
      log: (line) => lines.push(line),
    });
    try {
      expect(lines).toContain(`Listening on http://localhost:${server.port} (storage: postgres)`);
      expect(await (await fetch(`http://127.0.0.1:${server.port}/api/health`)).json()).toEqual({ ok: true });
      const missing = await fetch(`http://127.0.0.1:${server.port}/fr/fleet`);
      expect(missing.status).toBe(404);
    } finally {
      await server.close();
    }
  });

  it('explains a connection failure without the password', async () => {
    const url = urlOf('postgres').replace('postgres@', 'postgres:hunter2@').replace(/:\d+\//, ':1/');
    const error = await openDb({ databaseUrl: url }).catch((e: unknown) => e as Error);
    expect(error).toBeInstanceOf(Error);
    expect((error as Error).message).toMatch(/Cannot connect to PostgreSQL/);
    expect((error as Error).message).not.toContain('hunter2');
  });

  it('refuses a query on a finished transaction', async () => {
    const db = await openDb({ databaseUrl: urlOf('concurrent') });
    try {
      let leaked: Parameters<Parameters<Db['transaction']>[0]>[0] | undefined;
      await db.transaction(async (tx) => {
        leaked = tx;
      });
      await expect(leaked?.query('select 1')).rejects.toThrow(/already ended/);
    } finally {
      await db.close();
    }
  });
});
