// Hands the database to the hooks, so that tests and the app each render with their own. The app's
// public pages render before the device database is open (on the server, and in the browser until the
// page is idle): there the context holds null, and the public hooks answer from the page's catalogue.

import { createContext, useContext, type ReactNode } from 'react';
import type { AppDb } from './db';

const DbContext = createContext<AppDb | null>(null);

/** `db` null: not open (yet); the tree keeps its shape when it arrives, so nothing remounts. */
export function DbProvider({ db, children }: { db: AppDb | null; children: ReactNode }) {
  return <DbContext value={db}>{children}</DbContext>;
}

/** The device database, or null while it is not open (server rendering, hydration, before idle). */
export function useOptionalDb(): AppDb | null {
  return useContext(DbContext);
}

export function useDb(): AppDb {
  const db = useContext(DbContext);
  if (!db) throw new Error('useDb() needs a <DbProvider> above it');
  return db;
}
