// Hands the database to the hooks, so that tests and the app each render with their own.

import { createContext, useContext, type ReactNode } from 'react';
import type { AppDb } from './db';

const DbContext = createContext<AppDb | null>(null);

export function DbProvider({ db, children }: { db: AppDb; children: ReactNode }) {
  return <DbContext value={db}>{children}</DbContext>;
}

export function useDb(): AppDb {
  const db = useContext(DbContext);
  if (!db) throw new Error('useDb() needs a <DbProvider> above it');
  return db;
}
