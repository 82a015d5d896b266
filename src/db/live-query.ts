// Live queries of the device database for the screens, like dexie-react-hooks' useLiveQuery, but
// without importing Dexie: its code (30 KB) loads with the database, after the first paint, instead
// of with every screen that may read it.

import type { DexieConstructor } from 'dexie';
import { useEffect, useState, type DependencyList } from 'react';
import type { AppDb } from './db';

/** Dexie's statics (liveQuery, minKey, maxKey) from a database, so that no module needs Dexie's code. */
export function dexieOf(db: AppDb): DexieConstructor {
  return db.constructor as DexieConstructor;
}

interface Answer<T> {
  value: T | undefined;
  error: unknown;
}

/**
 * `querier`'s answer, again on every change of what it read; undefined until the first answer (and
 * without a database). A change of `deps` keeps the last answer until the new one arrives.
 */
export function useDeviceQuery<T>(db: AppDb | null, querier: (db: AppDb) => Promise<T> | T, deps: DependencyList): T | undefined {
  const [answer, setAnswer] = useState<Answer<T>>({ value: undefined, error: null });
  useEffect(() => {
    if (!db) return;
    const subscription = dexieOf(db)
      .liveQuery(() => querier(db))
      .subscribe({
        next: (value) => setAnswer({ value, error: null }),
        error: (error: unknown) => setAnswer((last) => ({ value: last.value, error })),
      });
    return () => subscription.unsubscribe();
    // The caller's deps name what the querier reads.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [db, ...deps]);
  if (answer.error) throw answer.error;
  return answer.value;
}
