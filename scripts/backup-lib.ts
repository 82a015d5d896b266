// What `npm run backup` and `npm run restore` share: where the database is (DATA_DIR or DATABASE_URL,
// as the server reads them), PGlite's data-directory dumps, and pg_dump / pg_restore for PostgreSQL.

import { execFile } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, renameSync, rmSync, statSync, unlinkSync } from 'node:fs';
import { open, readFile, writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { promisify } from 'node:util';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { readConfig } from '../server/config';
import { DataDirInUse, lockDataDir } from '../server/storage/data-dir-lock';
import { LIVE_BACKUP_DIR, NotServing, requestLiveBackup } from '../server/storage/live-backup';

const run = promisify(execFile);
const POSTGRES_ROOT = '/usr/lib/postgresql';
/** The application_name of the server's PostgreSQL connections (server/storage/postgres.ts). */
const SERVER_APPLICATION_NAME = 'vtc-paris';

export type Target = { kind: 'pglite'; dataDir: string } | { kind: 'postgres'; url: string };

export function target(env: NodeJS.ProcessEnv = process.env): Target {
  const config = readConfig(env);
  if (config.databaseUrl) return { kind: 'postgres', url: config.databaseUrl };
  return { kind: 'pglite', dataDir: resolve(process.cwd(), config.dataDir) };
}

export const stamp = (date = new Date()) => date.toISOString().replace(/[-:]/g, '').replace(/\..*$/, '').replace('T', '-');

// ---- PGlite ----

const hasDatabase = (dir: string) => existsSync(join(dir, 'PG_VERSION'));

/**
 * A gzipped tarball of the data directory. A running server holds the directory: it is asked to write
 * the tarball itself (server/storage/live-backup.ts). Otherwise it is taken here, with the directory
 * locked so that no server starts meanwhile.
 */
export async function dumpPglite(dataDir: string, file: string): Promise<number> {
  if (!hasDatabase(dataDir)) throw new Error(`There is no database in ${dataDir} (DATA_DIR).`);
  if (existsSync(file)) throw new Error(`${file} already exists.`);
  let unlock: () => void;
  try {
    unlock = lockDataDir(dataDir);
  } catch (error) {
    if (!(error instanceof DataDirInUse)) throw error;
    try {
      return await requestLiveBackup(dataDir, error.pid, file);
    } catch (refusal) {
      if (!(refusal instanceof NotServing)) throw refusal;
      throw new Error(
        `${error.message}\nThat process takes no backup requests (a server of this version does): stop it, then try again.`,
        { cause: error },
      );
    }
  }
  try {
    const db = await PGlite.create(dataDir);
    try {
      // Everything in the data files, so that the copy needs no log replay.
      await db.query('checkpoint');
      const dump = await db.dumpDataDir('gzip');
      const bytes = Buffer.from(await dump.arrayBuffer());
      // Readable by its owner only, as the server writes it: a backup holds personal data.
      await writeFile(file, bytes, { flag: 'wx', mode: 0o600 });
      return bytes.length;
    } finally {
      await db.close();
    }
  } finally {
    unlock();
  }
}

function lockOrExplain(dir: string): () => void {
  try {
    return lockDataDir(dir);
  } catch (error) {
    if (!(error instanceof DataDirInUse)) throw error;
    throw new Error(`${error.message}\nPGlite allows one process per data directory: stop the server, then try again.`, { cause: error });
  }
}

/**
 * Puts a dump back as the data directory. The directory in place (if any) is kept beside it as
 * `<dir>.before-restore-<time>`, never deleted; a running server's directory is refused.
 */
export async function restorePglite(dataDir: string, file: string): Promise<{ keptAs: string | null }> {
  const dump = await readFile(file);
  let keptAs: string | null = null;
  if (existsSync(dataDir) && readdirSync(dataDir).length > 0) {
    const unlockOld = lockOrExplain(dataDir);
    keptAs = `${dataDir}.before-restore-${stamp()}`;
    try {
      renameSync(dataDir, keptAs);
    } finally {
      // The lock file went with the directory: nothing is left to release but the bookkeeping.
      unlockOld();
    }
  }
  mkdirSync(dataDir, { recursive: true });
  const unlock = lockOrExplain(dataDir);
  const lockFile = join(dataDir, 'server.lock');
  try {
    const db = await PGlite.create(dataDir, { loadDataDir: new Blob([dump]) });
    try {
      const { rows } = await db.query<{ n: number }>('select count(*)::int as n from schema_migrations');
      if ((rows[0]?.n ?? 0) === 0) throw new Error(`${file} holds no migrated database of this app.`);
    } finally {
      await db.close();
    }
  } catch (error) {
    const kept = keptAs ? ` The data directory that was there is kept in ${keptAs}.` : '';
    throw new Error(`${(error as Error).message}${kept}`, { cause: error });
  } finally {
    // The dump carries the lock file of the process that took it (and a running server's request
    // files): this restore's lock is the real one.
    if (existsSync(lockFile)) unlinkSync(lockFile);
    rmSync(join(dataDir, LIVE_BACKUP_DIR), { recursive: true, force: true });
    unlock();
  }
  return { keptAs };
}

// ---- PostgreSQL ----

/** pg_dump or pg_restore: from PATH, else the newest server version's own. */
export function postgresTool(name: 'pg_dump' | 'pg_restore'): string {
  for (const dir of (process.env.PATH ?? '').split(':')) {
    if (dir && existsSync(join(dir, name))) return join(dir, name);
  }
  const versions = existsSync(POSTGRES_ROOT)
    ? readdirSync(POSTGRES_ROOT)
        .filter((version) => existsSync(join(POSTGRES_ROOT, version, 'bin', name)))
        .sort((a, b) => Number.parseFloat(b) - Number.parseFloat(a))
    : [];
  if (!versions[0]) throw new Error(`${name} was not found: install the PostgreSQL client tools (apt-get install postgresql-client).`);
  return join(POSTGRES_ROOT, versions[0], 'bin', name);
}

/**
 * The connection as libpq's environment variables: the password never appears on a command line,
 * where `ps` would show it to every user of the machine.
 */
export function libpqEnv(url: string): NodeJS.ProcessEnv {
  const parsed = new URL(url);
  const env: NodeJS.ProcessEnv = { ...process.env, PGHOST: parsed.hostname.replace(/^\[|\]$/g, '') || 'localhost' };
  if (parsed.port) env.PGPORT = parsed.port;
  if (parsed.username) env.PGUSER = decodeURIComponent(parsed.username);
  if (parsed.password) env.PGPASSWORD = decodeURIComponent(parsed.password);
  env.PGDATABASE = decodeURIComponent(parsed.pathname.replace(/^\//, '')) || env.PGUSER || 'postgres';
  const sslmode = parsed.searchParams.get('sslmode');
  if (sslmode) env.PGSSLMODE = sslmode;
  return env;
}

/** pg_dump's custom format: a consistent snapshot even while the server runs. */
export async function dumpPostgres(url: string, file: string): Promise<number> {
  if (existsSync(file)) throw new Error(`${file} already exists.`);
  await run(postgresTool('pg_dump'), ['--format=custom', '--no-owner', '--no-privileges', `--file=${file}`], { env: libpqEnv(url) });
  return statSync(file).size;
}

/**
 * Replaces the database's content with the dump's: first a safety dump of what is there now
 * (`<file>.before-restore-<time>.dump`), then a clean public schema and pg_restore in one
 * transaction. Refused while a server is connected to that database.
 */
export async function restorePostgres(url: string, file: string): Promise<{ keptAs: string }> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const { rows } = await client.query<{ n: number }>(
      `select count(*)::int as n from pg_stat_activity
       where datname = current_database() and pid <> pg_backend_pid() and application_name = $1`,
      [SERVER_APPLICATION_NAME],
    );
    if ((rows[0]?.n ?? 0) > 0) {
      throw new Error(`A server is connected to this database (${rows[0]?.n} connections): stop it first, then try again.`);
    }
    const keptAs = `${file}.before-restore-${stamp()}.dump`;
    await dumpPostgres(url, keptAs);
    await client.query('drop schema public cascade; create schema public;');
    try {
      await run(
        postgresTool('pg_restore'),
        ['--no-owner', '--no-privileges', '--single-transaction', '--exit-on-error', `--dbname=${libpqEnv(url).PGDATABASE}`, file],
        { env: libpqEnv(url) },
      );
    } catch (error) {
      throw new Error(`pg_restore failed; what the database held before is in ${keptAs} (npm run restore ${keptAs}).`, { cause: error });
    }
    return { keptAs };
  } finally {
    await client.end();
  }
}

/** What a backup file holds, from its first bytes: PGlite's tarball (gzip) or pg_dump's custom format. */
export async function dumpKind(file: string): Promise<'pglite' | 'postgres'> {
  const handle = await open(file, 'r');
  const head = Buffer.alloc(5);
  try {
    await handle.read(head, 0, 5, 0);
  } finally {
    await handle.close();
  }
  if (head[0] === 0x1f && head[1] === 0x8b) return 'pglite';
  if (head.toString('latin1') === 'PGDMP') return 'postgres';
  throw new Error(`${file} is neither a PGlite backup (.tar.gz) nor a pg_dump custom-format file.`);
}
