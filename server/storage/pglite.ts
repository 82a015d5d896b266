import { execFile } from 'node:child_process';
import { existsSync, mkdirSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join, resolve } from 'node:path';
import { promisify } from 'node:util';
import { setFlagsFromString } from 'node:v8';
import { PGlite, types, type Transaction } from '@electric-sql/pglite';
import { lockDataDir } from './data-dir-lock';
import type { Db, QueryResult, Queryable } from './db';

type PgliteLike = Pick<PGlite, 'query' | 'exec'> | Transaction;
type Serializer = (value: unknown) => string;

/**
 * Long text, json and jsonb parameters (a push batch's rows) go in binary format, as their UTF-8 bytes:
 * PGlite measures the UTF-8 length of a text parameter in JavaScript, one character at a time, which
 * costs far more than the query itself. The database receives the same value either way (binary text
 * and json are the UTF-8 text; binary jsonb is the same text after a version byte).
 */
const BINARY_FROM = 4096;
const encoder = new TextEncoder();

function binaryWhenLong(oid: number, versionByte: number | null): Serializer {
  const fallback = types.serializers[oid] as Serializer | undefined;
  return (value) => {
    if (typeof value !== 'string' || value.length < BINARY_FROM) return fallback ? fallback(value) : String(value);
    const text = encoder.encode(value);
    if (versionByte === null) return text as unknown as string;
    const bytes = new Uint8Array(text.length + 1);
    bytes[0] = versionByte;
    bytes.set(text, 1);
    // PGlite sends an ArrayBuffer view as a binary-format parameter (its Serializer type says string).
    return bytes as unknown as string;
  };
}

const SERIALIZERS: Record<number, Serializer> = {
  [types.TEXT]: binaryWhenLong(types.TEXT, null),
  [types.JSON]: binaryWhenLong(types.JSON, null),
  [types.JSONB]: binaryWhenLong(types.JSONB, 1),
};

/**
 * Memory: PostgreSQL's default buffers (128 MB of shared buffers, 64 MB for maintenance) live in
 * PGlite's WebAssembly memory, which never shrinks. A small box does better with the operating
 * system's file cache doing that work.
 */
export const PGLITE_START_PARAMS: readonly string[] = [
  ...PGlite.defaultStartParams,
  '-c', 'shared_buffers=16MB',
  '-c', 'maintenance_work_mem=16MB',
  '-c', 'temp_buffers=2MB',
];

/**
 * PostgreSQL compiled to WebAssembly is compiled again by V8 as it runs: first quickly (Liftoff), then
 * its busiest functions by the optimizing compiler, which holds about 100 MB more while a sync runs
 * (bench:sync) for no gain we could measure there. Only Liftoff, then. Set before PGlite's module is
 * compiled; nothing else in the server is WebAssembly.
 */
let liftoffOnly = false;
function compileWithLiftoffOnly(): void {
  if (liftoffOnly || process.env.PGLITE_WASM_OPTIMIZE === '1') return;
  setFlagsFromString('--liftoff-only');
  liftoffOnly = true;
}

/**
 * Creates the database files of a new data directory in a short-lived child process: PGlite's initdb
 * runs a second PostgreSQL instance and keeps its memory (some 500 MB) for the life of the process,
 * which the server would then carry for ever.
 */
async function initDataDir(dir: string): Promise<void> {
  const pglite = createRequire(import.meta.url).resolve('@electric-sql/pglite');
  const script = `require(${JSON.stringify(pglite)}).PGlite.create(${JSON.stringify(dir)}).then((db) => db.close())`;
  await promisify(execFile)(process.execPath, ['-e', script], { timeout: 300_000 });
}

function queryable(target: PgliteLike): Queryable {
  return {
    async query<T>(sql: string, params?: unknown[]): Promise<QueryResult<T>> {
      const result = await target.query<T>(sql, params);
      return { rows: result.rows, rowCount: result.rowCount ?? result.affectedRows ?? result.rows.length };
    },
    async exec(sql: string) {
      await target.exec(sql);
    },
  };
}

export async function openPglite(dataDir: string): Promise<Db> {
  const inMemory = dataDir.startsWith('memory://');
  const dir = inMemory ? dataDir : resolve(process.cwd(), dataDir);
  let unlock = () => {};
  if (!inMemory) {
    mkdirSync(dir, { recursive: true });
    unlock = lockDataDir(dir);
  }
  let pg: PGlite;
  compileWithLiftoffOnly();
  try {
    if (!inMemory && !existsSync(join(dir, 'PG_VERSION'))) await initDataDir(dir);
    pg = await PGlite.create(dir, {
      parsers: { [types.DATE]: (value: string) => value },
      serializers: SERIALIZERS,
      startParams: [...PGLITE_START_PARAMS],
    });
  } catch (error) {
    unlock();
    throw error;
  }
  return {
    kind: 'pglite',
    ...queryable(pg),
    transaction: (fn) => pg.transaction((tx) => fn(queryable(tx))),
    async close() {
      try {
        if (!pg.closed) await pg.close();
      } finally {
        unlock();
      }
    },
  };
}
