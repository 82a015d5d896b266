// @vitest-environment node
// `npm run backup` and `npm run restore` as an operator runs them (the scripts in a process of their own),
// round-tripping a database on PGlite and on PostgreSQL, and refusing to restore under a running server.
// A backup written by a running server: live-backup.test.ts.

import { execFile } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PROJECT_ROOT, startServer } from '../../server/main';
import { openDb } from '../../server/storage/db';
import type { Db } from '../../server/storage/queryable';
import { runMigrations } from '../../server/storage/migrate';
import { startPgCluster, type PgCluster } from './pg-cluster';

const execute = promisify(execFile);

async function npmScript(script: 'backup' | 'restore', args: string[], env: Record<string, string>) {
  try {
    const { stdout, stderr } = await execute(process.execPath, ['--import', 'tsx', `scripts/${script}.ts`, ...args], {
      cwd: PROJECT_ROOT,
      env: { ...process.env, DATA_DIR: '', DATABASE_URL: '', ...env },
    });
    return { code: 0, output: stdout + stderr };
  } catch (error) {
    const failed = error as { code: number; stdout: string; stderr: string };
    return { code: failed.code, output: failed.stdout + failed.stderr };
  }
}

async function markers(db: Db): Promise<string[]> {
  const { rows } = await db.query<{ key: string }>("select key from app_meta where key like 'marker-%' order by key");
  return rows.map((row) => row.key);
}

const mark = (db: Db, key: string) => db.query("insert into app_meta (key, value) values ($1, '\"x\"')", [key]);

const root = mkdtempSync(join(tmpdir(), 'backup-test-'));
afterAll(() => rmSync(root, { recursive: true, force: true }));

describe('backup and restore on PGlite', () => {
  it('round-trips the data directory, keeps the replaced one aside, and refuses under a running server', async () => {
    const dataDir = join(root, 'data');
    const file = join(root, 'pglite.tar.gz');
    const db = await openDb({ dataDir });
    await runMigrations(db);
    await mark(db, 'marker-before');
    await db.close();

    const backup = await npmScript('backup', [file], { DATA_DIR: dataDir });
    expect(backup.output).toContain(`Backed up the PGlite database in ${dataDir} to ${file}`);
    expect(backup.code).toBe(0);
    expect(existsSync(file)).toBe(true);

    const changed = await openDb({ dataDir });
    await mark(changed, 'marker-after');
    await changed.query("delete from app_meta where key = 'marker-before'");
    await changed.close();

    const restore = await npmScript('restore', [file], { DATA_DIR: dataDir });
    expect(restore.output).toContain(`Restored ${file} into ${dataDir}.`);
    expect(restore.code).toBe(0);
    const restored = await openDb({ dataDir });
    expect(await markers(restored)).toEqual(['marker-before']);
    await restored.close();
    // What was replaced is kept beside it, whole.
    const aside = readdirSync(root).filter((name) => name.startsWith('data.before-restore-'));
    expect(aside).toHaveLength(1);
    const kept = await openDb({ dataDir: join(root, aside[0] ?? '') });
    expect(await markers(kept)).toEqual(['marker-after']);
    await kept.close();

    const server = await startServer({ port: 0, host: '127.0.0.1', dataDir, distDir: join(root, 'no-dist'), log: () => {}, admin: { username: 'admin', password: 'backup-test-pass' } });
    try {
      const refused = await npmScript('restore', [file], { DATA_DIR: dataDir });
      expect(refused.code).toBe(1);
      expect(refused.output).toContain('stop the server, then try again');
      // A server started without taking backup requests (here, inside the test process) is not asked.
      const busy = await npmScript('backup', [join(root, 'while-running.tar.gz')], { DATA_DIR: dataDir });
      expect(busy.code).toBe(1);
      expect(busy.output).toContain('takes no backup requests');
      expect(existsSync(join(root, 'while-running.tar.gz'))).toBe(false);
      // The running server's data is untouched.
      expect(await markers(server.db)).toEqual(['marker-before']);
    } finally {
      await server.close();
    }
  });
});

describe('backup and restore on PostgreSQL', () => {
  let cluster: PgCluster | undefined;
  beforeAll(async () => {
    cluster = await startPgCluster();
  }, 120_000);
  afterAll(async () => {
    await cluster?.stop();
  });

  it('round-trips a database with pg_dump and pg_restore, keeping a dump of what it replaced', async () => {
    if (!cluster) throw new Error('No PostgreSQL cluster');
    const admin = await openDb({ databaseUrl: cluster.url });
    await admin.query('create database backup_test');
    await admin.close();
    const url = cluster.url.replace(/\/postgres$/, '/backup_test');
    const file = join(root, 'postgres.dump');

    const db = await openDb({ databaseUrl: url });
    await runMigrations(db);
    await mark(db, 'marker-before');
    await db.close();
    const backup = await npmScript('backup', [file], { DATABASE_URL: url });
    expect(backup.output).toContain(`Backed up the PostgreSQL database to ${file}`);

    const changed = await openDb({ databaseUrl: url });
    await mark(changed, 'marker-after');
    await changed.query("delete from app_meta where key = 'marker-before'");
    // The server's connections name themselves: a restore under them is refused.
    const refused = await npmScript('restore', [file], { DATABASE_URL: url });
    expect(refused.code).toBe(1);
    expect(refused.output).toContain('A server is connected to this database');
    expect(await markers(changed)).toEqual(['marker-after']);
    await changed.close();

    const restore = await npmScript('restore', [file], { DATABASE_URL: url });
    expect(restore.output).toContain(`Restored ${file} into the PostgreSQL database.`);
    expect(restore.code).toBe(0);
    const restored = await openDb({ databaseUrl: url });
    expect(await markers(restored)).toEqual(['marker-before']);
    // The restored database is a working one: the migrations see themselves applied.
    expect(await runMigrations(restored)).toEqual([]);
    await restored.close();

    const kept = readdirSync(root).filter((name) => name.startsWith('postgres.dump.before-restore-'));
    expect(kept).toHaveLength(1);
    const wrongKind = await npmScript('restore', [file], { DATA_DIR: join(root, 'other') });
    expect(wrongKind.output).toContain('is a PostgreSQL dump but DATABASE_URL is not set');
  });
});
