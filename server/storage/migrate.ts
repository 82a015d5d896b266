import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Db, Queryable } from './queryable';

export interface Migration {
  version: number;
  name: string;
  file: string;
  sql: string;
}

export const MIGRATIONS_DIR = fileURLToPath(new URL('./migrations/', import.meta.url));

const FILE_NAME = /^(\d{3,})_([A-Za-z0-9_-]+)\.sql$/;
// Any constant will do, as long as every instance uses the same one.
const ADVISORY_LOCK_KEY = 7_262_001;

export function loadMigrations(dir: string = MIGRATIONS_DIR): Migration[] {
  const migrations = readdirSync(dir)
    .filter((file) => file.endsWith('.sql'))
    .map((file) => {
      const match = FILE_NAME.exec(file);
      if (!match) throw new Error(`Migration file names must look like 001_name.sql, got ${file}`);
      return { version: Number(match[1]), name: match[2] ?? '', file, sql: readFileSync(join(dir, file), 'utf8') };
    })
    .sort((a, b) => a.version - b.version);
  migrations.forEach((migration, i) => {
    if (i > 0 && migrations[i - 1]?.version === migration.version) {
      throw new Error(`Two migration files have version ${migration.version}`);
    }
  });
  return migrations;
}

/** Applies pending migrations in order, one transaction each; returns those it applied. */
export async function runMigrations(db: Db, dir: string = MIGRATIONS_DIR): Promise<Migration[]> {
  const migrations = loadMigrations(dir);
  // Serializes concurrent starts on PostgreSQL; PGlite has a single process by construction.
  const lock = async (tx: Queryable) => {
    if (db.kind === 'postgres') await tx.query('select pg_advisory_xact_lock($1)', [ADVISORY_LOCK_KEY]);
  };
  await db.transaction(async (tx) => {
    await lock(tx);
    await tx.exec(`create table if not exists schema_migrations (
      version int primary key,
      name text not null,
      applied_at timestamptz not null default now()
    )`);
  });

  const applied: Migration[] = [];
  for (const migration of migrations) {
    const ran = await db.transaction(async (tx) => {
      await lock(tx);
      const { rows } = await tx.query<{ name: string }>('select name from schema_migrations where version = $1', [
        migration.version,
      ]);
      const recorded = rows[0];
      if (recorded) {
        if (recorded.name !== migration.name) {
          throw new Error(`Migration ${migration.version} was applied as "${recorded.name}" but the file is ${migration.file}`);
        }
        return false;
      }
      try {
        await tx.exec(migration.sql);
      } catch (error) {
        throw new Error(`Migration ${migration.file} failed: ${(error as Error).message}`, { cause: error });
      }
      await tx.query('insert into schema_migrations (version, name) values ($1, $2)', [migration.version, migration.name]);
      return true;
    });
    if (ran) applied.push(migration);
  }
  return applied;
}
