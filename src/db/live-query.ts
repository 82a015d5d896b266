// Live queries of the device database for the screens, like dexie-react-hooks' useLiveQuery, but
// without importing Dexie: its code (30 KB) loads with the database, after the first paint, instead
// of with every screen that may read it.

import type { DexieConstructor } from 'dexie';
import { useEffect, useState, useSyncExternalStore, type DependencyList } from 'react';
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

/** How long a shared query outlives the last screen that read it (or a render that never committed). */
const LINGER_MS = 2_000;

interface SharedQuery<T> {
  answer: Answer<T>;
  subscribe: (listener: () => void) => () => void;
  read: () => Answer<T>;
}

const sharedQueries = new WeakMap<AppDb, Map<string, SharedQuery<unknown>>>();

/** The live query named `key` on `db`, started now if it is not running. */
function sharedQuery<T>(db: AppDb, key: string, querier: (db: AppDb) => Promise<T>): SharedQuery<T> {
  let byKey = sharedQueries.get(db);
  if (!byKey) sharedQueries.set(db, (byKey = new Map()));
  const running = byKey.get(key) as SharedQuery<T> | undefined;
  if (running) return running;

  const listeners = new Set<() => void>();
  let idle: ReturnType<typeof setTimeout> | undefined;
  const query: SharedQuery<T> = {
    answer: { value: undefined, error: null },
    read: () => query.answer,
    subscribe: (listener) => {
      clearTimeout(idle);
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
        if (listeners.size === 0) linger();
      };
    },
  };
  const tell = (answer: Answer<T>) => {
    query.answer = answer;
    for (const listener of listeners) listener();
  };
  const subscription = dexieOf(db)
    .liveQuery(() => querier(db))
    .subscribe({
      next: (value) => tell({ value, error: null }),
      error: (error: unknown) => tell({ value: query.answer.value, error }),
    });
  const linger = () => {
    clearTimeout(idle);
    idle = setTimeout(() => {
      if (listeners.size > 0) return;
      subscription.unsubscribe();
      if (byKey.get(key) === query) byKey.delete(key);
    }, LINGER_MS);
  };
  linger();
  byKey.set(key, query as SharedQuery<unknown>);
  return query;
}

/**
 * Like useDeviceQuery, but the query starts in the first render that asks for it, not after the
 * screen has been drawn and its effects run: the database works while the screen renders. Screens
 * asking for the same `key` share one query (the key names all that `querier` reads); it stops a
 * moment after the last of them leaves. A new key keeps the last answer until its own arrives.
 */
export function useEagerDeviceQuery<T>(db: AppDb, key: string, querier: (db: AppDb) => Promise<T>): T | undefined {
  const query = sharedQuery(db, key, querier);
  const answer = useSyncExternalStore(query.subscribe, query.read);
  const [kept, setKept] = useState(answer.value);
  if (answer.value !== undefined && answer.value !== kept) setKept(answer.value);
  if (answer.error) throw answer.error;
  return answer.value ?? kept;
}
