import { mkdirSync } from 'node:fs';
import { resolve } from 'node:path';
import { PGlite, types, type Transaction } from '@electric-sql/pglite';
import { lockDataDir } from './data-dir-lock';
import type { Db, QueryResult, Queryable } from './db';

type PgliteLike = Pick<PGlite, 'query' | 'exec'> | Transaction;

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
    pg = await PGlite.create(dir, { parsers: { [types.DATE]: (value: string) => value } });
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
