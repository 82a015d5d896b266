// @vitest-environment node
// Migration 014 moves the photos a server already holds into chunks, byte for byte.
import { createHash, randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { MEMORY_DATA_DIR, openDb } from '../../server/storage/db';
import { loadMigrations, runMigrations } from '../../server/storage/migrate';

describe('migration 014: photos in chunks', () => {
  it('splits every stored photo into chunks of 256 KB that put back together make it', async () => {
    const db = await openDb({ dataDir: MEMORY_DATA_DIR });
    const dir = mkdtempSync(join(tmpdir(), 'migrations-013-'));
    try {
      for (const migration of loadMigrations().filter((m) => m.version <= 13)) writeFileSync(join(dir, migration.file), migration.sql);
      await runMigrations(db, dir);
      // As the previous version stored them: a photo of two chunks and a bit, and a tiny one.
      const photos = [600_000, 3].map((size) => {
        const bytes = Buffer.alloc(size);
        for (let i = 0; i < size; i++) bytes[i] = (i * 31 + size) % 256;
        return { id: randomUUID(), bytes };
      });
      for (const { id, bytes } of photos) {
        await db.query(
          `insert into attachments (id, content_type, bytes, size, sha256, created_by, created_at) values ($1, 'image/jpeg', decode($2, 'base64'), $3, $4, $5, now())`,
          [id, bytes.toString('base64'), bytes.length, createHash('sha256').update(bytes).digest('hex'), randomUUID()],
        );
      }

      await runMigrations(db);

      for (const { id, bytes } of photos) {
        const { rows } = await db.query<{ n: number; data: string }>(
          `select n, encode(bytes, 'base64') as data from attachment_chunks where attachment_id = $1 order by n`,
          [id],
        );
        expect(rows.map((r) => Number(r.n))).toEqual(bytes.length > 262_144 ? [0, 1, 2] : [0]);
        expect(Buffer.concat(rows.map((r) => Buffer.from(r.data, 'base64'))).equals(bytes)).toBe(true);
        const row = await db.query<{ complete: boolean }>('select complete from attachments where id = $1', [id]);
        expect(row.rows).toEqual([{ complete: true }]);
      }
    } finally {
      rmSync(dir, { recursive: true, force: true });
      await db.close();
    }
  });
});
