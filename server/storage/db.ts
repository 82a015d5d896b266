import { openPglite } from './pglite';
import { openPostgres } from './postgres';
import type { Db } from './queryable';

export interface OpenDbOptions {
  /** Selects PostgreSQL when set. */
  databaseUrl?: string | undefined;
  /** PGlite data directory, resolved from process.cwd(); 'memory://' for a throwaway database. */
  dataDir?: string | undefined;
}

export const MEMORY_DATA_DIR = 'memory://';

export function openDb(options: OpenDbOptions = {}): Promise<Db> {
  if (options.databaseUrl) return openPostgres(options.databaseUrl);
  return openPglite(options.dataDir ?? './data');
}
