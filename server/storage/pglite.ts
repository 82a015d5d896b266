import { mkdirSync } from 'node:fs';
import { resolve } from 'node:path';
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
  try {
    pg = await PGlite.create(dir, { parsers: { [types.DATE]: (value: string) => value }, serializers: SERIALIZERS });
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
