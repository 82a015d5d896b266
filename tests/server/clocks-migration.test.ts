// @vitest-environment node
// The merge clocks are stored with each clock once (server/sync/records.ts); migration 018 turns the
// field-by-field maps a server already holds into that form, and reading gives back the same clocks.
import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { MEMORY_DATA_DIR, openDb } from '../../server/storage/db';
import { loadMigrations, runMigrations } from '../../server/storage/migrate';
import { fieldClocks, fieldVersions, loadForUpdate, storedClocks } from '../../server/sync/records';

const A = '0000000000001-0000-aaaaaaaaaaaaaaaa';
const B = '0000000000002-0000-bbbbbbbbbbbbbbbb';

describe('stored merge clocks', () => {
  it('keep each clock once with its fields, and read back field by field', () => {
    const clocks = { firstName: A, lastName: A, status: B, deleted: B };
    expect(storedClocks(clocks)).toEqual({ [A]: ['firstName', 'lastName'], [B]: ['status', 'deleted'] });
    expect(fieldClocks(storedClocks(clocks))).toEqual(clocks);
    expect(fieldVersions(storedClocks({ firstName: 3, status: 7 }))).toEqual({ firstName: 3, status: 7 });
    // The field-by-field form, as stored before migration 018, and nothing at all.
    expect(fieldClocks(clocks)).toEqual(clocks);
    expect(fieldVersions({ firstName: 3 })).toEqual({ firstName: 3 });
    expect(fieldClocks(null)).toEqual({});
  });

  it('migration 018 turns the maps a server holds into that form', async () => {
    const db = await openDb({ dataDir: MEMORY_DATA_DIR });
    const dir = mkdtempSync(join(tmpdir(), 'migrations-017-'));
    try {
      for (const migration of loadMigrations().filter((m) => m.version <= 17)) writeFileSync(join(dir, migration.file), migration.sql);
      await runMigrations(db, dir);
      const [edited, bare] = [randomUUID(), randomUUID()];
      await db.query(
        `insert into bookings (id, first_name, status, created_at, updated_at, version, deleted, field_hlc, field_version)
         values ($1, 'Ana', 'confirmed', now(), now(), 7, false, $2, $3)`,
        [edited, JSON.stringify({ firstName: A, lastName: A, status: B }), JSON.stringify({ firstName: 3, lastName: 3, status: 7 })],
      );
      await db.query(`insert into bookings (id, created_at, updated_at, version, deleted) values ($1, now(), now(), 2, false)`, [bare]);

      await runMigrations(db);

      const { rows } = await db.query<Record<string, unknown>>('select field_hlc, field_version from bookings where id = $1', [edited]);
      expect(rows[0]).toEqual({ field_hlc: { [A]: ['firstName', 'lastName'], [B]: ['status'] }, field_version: { 3: ['firstName', 'lastName'], 7: ['status'] } });
      const record = await db.transaction((tx) => loadForUpdate(tx, 'bookings', edited));
      expect(record).toMatchObject({ fieldHlc: { firstName: A, lastName: A, status: B }, fieldVersion: { firstName: 3, lastName: 3, status: 7 } });
      expect(await db.transaction((tx) => loadForUpdate(tx, 'bookings', bare))).toMatchObject({ fieldHlc: {}, fieldVersion: {} });
    } finally {
      await db.close();
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
