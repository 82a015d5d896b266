import { execFile } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join, resolve } from 'node:path';
import { promisify } from 'node:util';
import { setFlagsFromString } from 'node:v8';
import type { PGlite, PGliteOptions, Transaction } from '@electric-sql/pglite';
import { lockDataDir } from './data-dir-lock';
import type { Db, QueryResult, Queryable } from './queryable';

type PgliteModule = typeof import('@electric-sql/pglite');
type PgliteLike = Pick<PGlite, 'query' | 'exec'> | Transaction;
type Serializer = (value: unknown) => string;
type WasmModule = NonNullable<PGliteOptions['pgliteWasmModule']>;
// The one WebAssembly call of the server (its tsconfig has no DOM types, where WebAssembly is declared).
declare const WebAssembly: { Module: new (bytes: Uint8Array) => WasmModule };

const require = createRequire(import.meta.url);

/**
 * PGlite is loaded when a database is first opened (a server on PostgreSQL never loads it), through
 * require: under tsx (npm start) an import of its bundle goes through tsx's module-loader thread,
 * which keeps some 15 MB more for the life of the process. And without source maps: they would
 * point PGlite's stack frames into its TypeScript sources, at the price of parsing its 1.3 MB map
 * (or the finer one tsx makes) and keeping it for the life of the process (some 5 MB).
 */
function loadPglite(): PgliteModule {
  const sourceMaps = process.sourceMapsEnabled;
  process.setSourceMapsEnabled(false);
  try {
    return require('@electric-sql/pglite') as PgliteModule;
  } finally {
    process.setSourceMapsEnabled(sourceMaps);
  }
}

/**
 * PGlite's WebAssembly, compiled here rather than by PGlite: PGlite reads its 9 MB and compiles them
 * asynchronously, often long enough for them to reach V8's old generation, where they stay until a
 * full collection, which an idle server may not see for long. Compiled at once (its functions are compiled
 * when first called), the bytes go with the next young-generation collection.
 */
let wasmModule: WasmModule | undefined;
function compiledPglite(): WasmModule {
  const dist = dirname(require.resolve('@electric-sql/pglite'));
  return (wasmModule ??= new WebAssembly.Module(readFileSync(join(dist, 'pglite.wasm'))));
}

/**
 * Long text, json and jsonb parameters (a push batch's rows) go in binary format, as their UTF-8 bytes:
 * PGlite measures the UTF-8 length of a text parameter in JavaScript, one character at a time, which
 * costs far more than the query itself. The database receives the same value either way (binary text
 * and json are the UTF-8 text; binary jsonb is the same text after a version byte).
 */
const BINARY_FROM = 4096;
const encoder = new TextEncoder();

function binaryWhenLong(types: PgliteModule['types'], oid: number, versionByte: number | null): Serializer {
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

const serializers = (types: PgliteModule['types']): Record<number, Serializer> => ({
  [types.TEXT]: binaryWhenLong(types, types.TEXT, null),
  [types.JSON]: binaryWhenLong(types, types.JSON, null),
  [types.JSONB]: binaryWhenLong(types, types.JSONB, 1),
});

/**
 * Memory: PostgreSQL's default buffers (128 MB of shared buffers, 64 MB for maintenance) live in
 * PGlite's WebAssembly memory, which never shrinks. A small box does better with the operating
 * system's file cache doing that work. The shared buffers are all written when PGlite starts, so
 * each MB of them is a MB of the server's memory from its first second on (under a sign-in's
 * 64 MiB scrypt hash, too).
 */
const START_PARAMS: readonly string[] = [
  '-c', 'shared_buffers=8MB',
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
 * runs a second PostgreSQL instance and keeps its memory for the life of the process, which the
 * server would then carry for ever. With the server's settings the child peaks near 670 MB (over
 * 800 MB with PGlite's defaults), once, on the first start.
 */
async function initDataDir(dir: string): Promise<void> {
  const pglite = require.resolve('@electric-sql/pglite');
  const script =
    `const { PGlite } = require(${JSON.stringify(pglite)});` +
    `PGlite.create(${JSON.stringify(dir)}, { startParams: [...PGlite.defaultStartParams, ...${JSON.stringify(START_PARAMS)}] })` +
    '.then((db) => db.close())';
  const flags = process.env.PGLITE_WASM_OPTIMIZE === '1' ? [] : ['--liftoff-only'];
  await promisify(execFile)(process.execPath, [...flags, '-e', script], { timeout: 300_000 });
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
    const { PGlite, types } = loadPglite();
    pg = await PGlite.create(dir, {
      pgliteWasmModule: compiledPglite(),
      parsers: { [types.DATE]: (value: string) => value },
      serializers: serializers(types),
      startParams: [...PGlite.defaultStartParams, ...START_PARAMS],
    });
  } catch (error) {
    unlock();
    throw error;
  }
  return {
    kind: 'pglite',
    ...queryable(pg),
    transaction: (fn) => pg.transaction((tx) => fn(queryable(tx))),
    // Inside a transaction of its own, so that no other one is half done in the copy.
    ...(inMemory
      ? {}
      : {
          dumpDataDir: () =>
            pg.transaction(async (tx) => {
              await tx.query('checkpoint');
              return new Uint8Array(await (await pg.dumpDataDir('gzip')).arrayBuffer());
            }),
        }),
    async close() {
      try {
        if (!pg.closed) await pg.close();
      } finally {
        unlock();
      }
    },
  };
}
