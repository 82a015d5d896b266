// What server code queries through, whichever engine is behind it (db.ts picks PGlite or PostgreSQL).

export interface QueryResult<T> {
  rows: T[];
  /** Rows returned by a SELECT or changed by INSERT/UPDATE/DELETE (0 for `ON CONFLICT DO NOTHING` skips). */
  rowCount: number;
}

/**
 * PostgreSQL dialect with $1 params; both engines parse results the same way: int8 as number,
 * numeric as string, date as 'YYYY-MM-DD', timestamptz as Date, json/jsonb as values.
 * Pass jsonb params as JSON.stringify(value): pg would turn a JS array into a Postgres array.
 */
export interface Queryable {
  query<T = Record<string, unknown>>(sql: string, params?: unknown[]): Promise<QueryResult<T>>;
  /** Several statements, no params (migrations). */
  exec(sql: string): Promise<void>;
}

export interface Db extends Queryable {
  readonly kind: 'pglite' | 'postgres';
  /**
   * Commits when fn resolves, rolls back when it throws. Inside fn use only tx: on PGlite a call
   * on the Db itself waits for the transaction to end, which never happens.
   */
  transaction<R>(fn: (tx: Queryable) => Promise<R>): Promise<R>;
  /**
   * PGlite on disk only: a gzipped tarball of the data directory (what `npm run restore` loads),
   * taken between two transactions, after a checkpoint.
   */
  dumpDataDir?: () => Promise<Uint8Array>;
  close(): Promise<void>;
}
