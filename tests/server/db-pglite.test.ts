// @vitest-environment node
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { MEMORY_DATA_DIR, openDb } from '../../server/storage/db';
import { runMigrations } from '../../server/storage/migrate';
import { describeDbContract } from './db-contract';

const dataDir = mkdtempSync(join(tmpdir(), 'pglite-test-'));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

describeDbContract('PGlite', () => openDb({ dataDir }));

describe('PGlite storage', () => {
  it('opens an in-memory database for tests', async () => {
    const db = await openDb({ dataDir: MEMORY_DATA_DIR });
    try {
      expect(db.kind).toBe('pglite');
      await runMigrations(db);
      expect((await db.query('select v from sync_clock')).rows).toEqual([{ v: 0 }]);
    } finally {
      await db.close();
    }
  });

  it('keeps 8 MB of shared buffers, which it holds in memory from the start', async () => {
    const db = await openDb({ dataDir: MEMORY_DATA_DIR });
    try {
      expect((await db.query('show shared_buffers')).rows).toEqual([{ shared_buffers: '8MB' }]);
    } finally {
      await db.close();
    }
  });

  it('creates DATA_DIR, refuses a second opener and frees it on close', async () => {
    const dir = join(dataDir, 'nested', 'data');
    const db = await openDb({ dataDir: dir });
    try {
      expect(existsSync(join(dir, 'PG_VERSION'))).toBe(true);
      await expect(openDb({ dataDir: dir })).rejects.toThrow(/already open/);
    } finally {
      await db.close();
    }
    expect(existsSync(join(dir, 'server.lock'))).toBe(false);
    const again = await openDb({ dataDir: dir });
    await again.close();
  });

  it('refuses a DATA_DIR locked by another live process, and takes over a stale lock', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'pglite-lock-'));
    try {
      writeFileSync(join(dir, 'server.lock'), String(process.ppid));
      await expect(openDb({ dataDir: dir })).rejects.toThrow(new RegExp(`in use by process ${process.ppid}`));
      writeFileSync(join(dir, 'server.lock'), '999999999');
      const db = await openDb({ dataDir: dir });
      await db.close();
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
