import type pg from 'pg';
import type { Db, QueryResult, Queryable } from './queryable';

const INT8 = 20;
const DATE = 1082;

// Same results as PGlite's default parsers, so server code never depends on the engine.
function parseInt8(value: string): number | bigint {
  const n = BigInt(value);
  return n < Number.MIN_SAFE_INTEGER || n > Number.MAX_SAFE_INTEGER ? n : Number(n);
}

const typeParsers = (types: typeof pg.types) => ({
  getTypeParser: ((oid: number, format?: 'text' | 'binary') => {
    if (oid === INT8) return parseInt8;
    if (oid === DATE) return (value: string) => value;
    return format === 'binary' ? types.getTypeParser(oid, 'binary') : types.getTypeParser(oid, 'text');
  }) as typeof pg.types.getTypeParser,
});

function queryable(target: pg.Pool | pg.PoolClient, isOpen: () => boolean = () => true): Queryable {
  const check = () => {
    if (!isOpen()) throw new Error('Query on a transaction that has already ended');
  };
  return {
    async query<T>(sql: string, params?: unknown[]): Promise<QueryResult<T>> {
      check();
      const result = await target.query(sql, params);
      return { rows: result.rows as T[], rowCount: result.rowCount ?? result.rows.length };
    },
    async exec(sql: string) {
      check();
      await target.query(sql);
    },
  };
}

export async function openPostgres(connectionString: string): Promise<Db> {
  // Loaded here: a server on PGlite never needs the driver.
  const { default: pg } = await import('pg');
  const pool = new pg.Pool({ connectionString, types: typeParsers(pg.types), application_name: 'vtc-paris' });
  // An idle client losing its connection must not crash the process; the pool replaces it.
  pool.on('error', (error) => console.error('PostgreSQL idle client error:', error.message));
  try {
    await pool.query('select 1');
  } catch (error) {
    await pool.end();
    throw new Error(`Cannot connect to PostgreSQL at DATABASE_URL: ${(error as Error).message}`, { cause: error });
  }

  async function transaction<R>(fn: (tx: Queryable) => Promise<R>): Promise<R> {
    const client = await pool.connect();
    let open = true;
    let broken: Error | undefined;
    try {
      await client.query('BEGIN');
      const result = await fn(queryable(client, () => open));
      await client.query('COMMIT');
      return result;
    } catch (error) {
      try {
        await client.query('ROLLBACK');
      } catch (rollbackError) {
        broken = rollbackError as Error;
      }
      throw error;
    } finally {
      open = false;
      // A client whose ROLLBACK failed may still be inside a transaction: destroy it, never reuse it.
      client.release(broken ?? false);
    }
  }

  return {
    kind: 'postgres',
    ...queryable(pool),
    transaction,
    async close() {
      if (pool.ending) return;
      await pool.end();
    },
  };
}
