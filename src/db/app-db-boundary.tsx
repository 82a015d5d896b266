// Opens the device database on demand, so that the first paint never waits for IndexedDB code. A
// device that has one (a visitor who booked or signed in, a driver, the back office) opens it once the
// page is idle; a visitor who only reads never loads it: the page's records are enough to browse,
// and the database opens at the first thing that needs it (a booking, a message, a sign-in).
import { createContext, startTransition, useCallback, useContext, useEffect, useRef, useState, type ReactNode } from 'react';
import type { CreateInput, SyncedRecordMap, SyncedTable } from '../domain/types';
import type { AppDb } from './db';
import { DEFAULT_DB_NAME } from './db-name';
import { DbProvider, useOptionalDb } from './db-context';
import { whenPageIdle, whenPageSettled } from '../lib/when-page-idle';

/**
 * Has this browser an app database already? Browsers that cannot list their databases answer yes:
 * the app then opens it at idle as it always may.
 */
export async function deviceDbExists(idb: IDBFactory | undefined = globalThis.indexedDB): Promise<boolean> {
  if (!idb || typeof idb.databases !== 'function') return true;
  try {
    return (await idb.databases()).some((info) => info.name === DEFAULT_DB_NAME);
  } catch {
    return true;
  }
}

async function openDeviceDb(): Promise<AppDb> {
  const { getAppDb } = await import('./db');
  // Another tab upgraded the schema: this tab's copy is closed, so start again on the new one.
  return getAppDb({ onVersionChange: () => window.location.reload() });
}

/** Resolves with the database, opening it now if nobody has yet. */
type OpenDeviceDb = () => Promise<AppDb>;

// Two contexts: learning that the device has no database must not give the forms a new way to save
// (and so draw them again).
const DeviceDbContext = createContext<OpenDeviceDb | null>(null);
/** This browser has no app database and nothing asked for one: no session, no outbox here. */
const DeviceDbUnusedContext = createContext(false);

/**
 * The app's one device database: null below until it opens, which happens when something asks for it
 * (a screen that needs it, a write), at once with `openAtOnce` (the page has nothing to show without
 * it), or when the page is idle if this browser has one already.
 */
export function DeviceDbProvider({ children, openAtOnce = false }: { children: ReactNode; openAtOnce?: boolean }) {
  const [db, setDb] = useState<AppDb | null>(null);
  const [unused, setUnused] = useState(false);
  const opening = useRef<Promise<AppDb> | null>(null);
  const open = useCallback(() => {
    // What the database brings is drawn in a transition, a few components at a time: the page
    // answers the visitor meanwhile.
    opening.current ??= openDeviceDb().then((opened) => {
      startTransition(() => {
        setUnused(false);
        setDb(opened);
      });
      return opened;
    });
    return opening.current;
  }, []);

  useEffect(() => {
    const start = () => {
      open().catch((error: unknown) => console.error('The device database could not open:', error));
    };
    if (openAtOnce) {
      start();
      return;
    }
    let live = true;
    const cancel = whenPageIdle(() => {
      void deviceDbExists().then((exists) => {
        if (!live || opening.current) return;
        if (exists) start();
        else startTransition(() => setUnused(true));
      });
    });
    return () => {
      live = false;
      cancel();
    };
  }, [open, openAtOnce]);

  return (
    <DeviceDbContext value={open}>
      <DeviceDbUnusedContext value={unused}>
        <DbProvider db={db}>{children}</DbProvider>
      </DeviceDbUnusedContext>
    </DeviceDbContext>
  );
}

/** True once it is known that this browser has no app database and nothing has asked for one. */
export function useDeviceDbUnused(): boolean {
  return useContext(DeviceDbUnusedContext);
}

/**
 * A way to reach the database for a write: resolves at once when it is open, else opens it. Screens
 * rendered without the app's provider (tests) use the one given by <DbProvider>, or the default one.
 */
export function useDbWhenReady(): () => Promise<AppDb> {
  const db = useOptionalDb();
  const openDevice = useContext(DeviceDbContext);
  return useCallback(() => (db ? Promise.resolve(db) : openDevice ? openDevice() : openDeviceDb()), [db, openDevice]);
}

/**
 * Saves a new record with its outbox entry (the sync engine then sends it), once the database is
 * open; the writing code loads then too, not with the screen that offers the form.
 */
export function useCreateRecord<T extends SyncedTable>(table: T): (input: CreateInput<T>) => Promise<SyncedRecordMap[T]> {
  const dbWhenReady = useDbWhenReady();
  // The code that saves is fetched while the visitor fills the form (the database itself opens only
  // at the first save): a connection lost meanwhile does not stop the form from saving. Not at the
  // page's first idle moment: evaluating Dexie and the repository is one long task, which would
  // come while the page is still coming to life.
  useEffect(
    () =>
      whenPageSettled(() => {
        Promise.all([import('./db'), import('./repository')]).catch(() => undefined);
      }),
    [],
  );
  return useCallback(
    async (input: CreateInput<T>) => {
      const [db, { createRecord }] = await Promise.all([dbWhenReady(), import('./repository')]);
      return createRecord(db, table, input);
    },
    [dbWhenReady, table],
  );
}

/** Shows `fallback` until the device database is open, then its children, which may call useDb(). */
export function AppDbBoundary({ children, fallback = null }: { children: ReactNode; fallback?: ReactNode }) {
  const db = useOptionalDb();
  const openDevice = useContext(DeviceDbContext);
  // Without the app's provider above (a screen rendered alone), the boundary opens the default one.
  const [own, setOwn] = useState<AppDb | null>(null);

  useEffect(() => {
    if (db) return;
    let live = true;
    (openDevice ? openDevice() : openDeviceDb()).then(
      (opened) => live && !openDevice && setOwn(opened),
      (error: unknown) => console.error('The device database could not open:', error),
    );
    return () => {
      live = false;
    };
  }, [db, openDevice]);

  if (db) return children;
  if (own) return <DbProvider db={own}>{children}</DbProvider>;
  return fallback;
}
