import type { Db, Queryable } from '../../server/storage/queryable';

/** A Db for HTTP tests that do not touch storage; `failing` makes every query throw. */
export function fakeDb({ failing = false } = {}): Db {
  const queryable: Queryable = {
    async query<T>() {
      if (failing) throw new Error('connection refused');
      return { rows: [] as T[], rowCount: 0 };
    },
    async exec() {
      if (failing) throw new Error('connection refused');
    },
  };
  return { kind: 'pglite', ...queryable, transaction: (fn) => fn(queryable), close: async () => {} };
}
