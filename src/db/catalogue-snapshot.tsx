// The records a public page was rendered from, travelling in the page itself: the server renders the
// public screens from its catalogue, the browser hydrates from the same records (read from the page,
// never fetched again), and the hooks switch to the device's live queries once the device has caught
// up with that catalogue, so nothing flashes back to older records.

import { createContext, useContext, useMemo, useState, type DependencyList, type ReactNode } from 'react';
import { PAGES_CACHE } from '../domain/public-routes';
import { scriptJson } from '../domain/seo/head-tags';
import type { Catalogue } from '../domain/seo/types';
import type { AppDb, SYNC_KEYS } from './db';
import { useOptionalDb } from './db-context';
import { useDeviceQuery } from './live-query';

export interface CatalogueSnapshot extends Catalogue {
  /** The server's catalogue version the records were read at (the highest revision among them). */
  version: number;
}

/** The id of the `<script type="application/json">` that carries the snapshot in a rendered page. */
export const CATALOGUE_SCRIPT_ID = 'catalogue';

/** The snapshot as the text of a JSON script element (escaped: no record can close the tag). */
export function catalogueJson(snapshot: CatalogueSnapshot): string {
  return scriptJson(snapshot);
}

const isArray = (value: unknown): value is unknown[] => Array.isArray(value);

/** The snapshot the page carries, or null (a page the server did not render, or a broken one). */
export function readCatalogueSnapshot(doc: Document = document): CatalogueSnapshot | null {
  const text = doc.getElementById(CATALOGUE_SCRIPT_ID)?.textContent;
  if (!text) return null;
  try {
    const value = JSON.parse(text) as Partial<CatalogueSnapshot> | null;
    if (!value || !isArray(value.cars) || !isArray(value.tours) || !isArray(value.posts) || typeof value.version !== 'number') {
      return null;
    }
    return { cars: value.cars, tours: value.tours, posts: value.posts, settings: value.settings ?? null, version: value.version };
  } catch {
    return null;
  }
}

/**
 * The records of the latest public page the service worker kept (PAGES_CACHE), for a public page the
 * browser draws from the app shell because the network could not answer: it shows the catalogue the
 * visitor last saw rather than a device database that never synced. null when no page was kept.
 */
export async function keptCatalogueSnapshot(): Promise<CatalogueSnapshot | null> {
  if (typeof caches === 'undefined') return null;
  try {
    const cache = await caches.open(PAGES_CACHE);
    for (const request of [...(await cache.keys())].reverse()) {
      const html = await (await cache.match(request))?.text();
      const snapshot = html ? readCatalogueSnapshot(new DOMParser().parseFromString(html, 'text/html')) : null;
      if (snapshot) return snapshot;
    }
  } catch (error) {
    console.warn('The kept pages could not be read:', error);
  }
  return null;
}

const CURSOR_KEY: (typeof SYNC_KEYS)['cursor'] = 'cursor';

async function deviceVersion(db: AppDb): Promise<number> {
  const row = await db.syncState.get(CURSOR_KEY);
  const v = (row?.value as { v?: unknown } | undefined)?.v;
  return typeof v === 'number' ? v : -1;
}

interface SnapshotState {
  snapshot: CatalogueSnapshot | null;
  /** The device has pulled at least up to the snapshot's version: its live queries are the truth. */
  deviceCurrent: boolean;
}

const SnapshotContext = createContext<SnapshotState>({ snapshot: null, deviceCurrent: true });

/** `snapshot` null: the hooks below read the device only (the back office, a page not rendered by the server). */
export function CatalogueSnapshotProvider({ snapshot, children }: { snapshot: CatalogueSnapshot | null; children: ReactNode }) {
  const db = useOptionalDb();
  const version = useDeviceQuery(snapshot ? db : null, deviceVersion, []);
  // Once current, always current: a later pull from scratch must not bring the page's older records back.
  const [current, setCurrent] = useState(false);
  if (!current && snapshot && version !== undefined && version >= snapshot.version) setCurrent(true);
  const state = useMemo(() => ({ snapshot, deviceCurrent: snapshot === null || current }), [snapshot, current]);
  return <SnapshotContext value={state}>{children}</SnapshotContext>;
}

export function useCatalogueSnapshot(): CatalogueSnapshot | null {
  return useContext(SnapshotContext).snapshot;
}

/**
 * A query of a public screen: the device's live answer once the device is open and current, until
 * then (on the server, at hydration, while the device catches up) what `fromSnapshot` reads from the
 * page's records. `fromDb` and `fromSnapshot` must give the same answer for the same records.
 * undefined while neither has one.
 */
export function usePublicQuery<T>(
  fromDb: (db: AppDb) => Promise<T>,
  fromSnapshot: (snapshot: CatalogueSnapshot) => T,
  deps: DependencyList,
): T | undefined {
  const db = useOptionalDb();
  const { snapshot, deviceCurrent } = useContext(SnapshotContext);
  const device = deviceCurrent ? db : null;
  const live = useDeviceQuery(device, fromDb, deps);
  // The same answer object while nothing changes, like the live query's (deps are plain values).
  const depsKey = JSON.stringify(deps);
  // eslint-disable-next-line react-hooks/exhaustive-deps -- the caller's deps name what fromSnapshot reads
  const fromPage = useMemo(() => (snapshot ? fromSnapshot(snapshot) : undefined), [snapshot, depsKey]);
  return device && live !== undefined ? live : fromPage;
}

// ---- Orders the device's indexes give, for the snapshot's arrays ----

type Stamped = { id: string; createdAt: string };

/** Oldest first, ties by id: Dexie's orderBy('createdAt'). */
export const oldestFirst = <T extends Stamped>(a: T, b: T) =>
  a.createdAt < b.createdAt ? -1 : a.createdAt > b.createdAt ? 1 : a.id < b.id ? -1 : a.id > b.id ? 1 : 0;

/** Newest first, ties by id descending: Dexie's orderBy('createdAt').reverse(). */
export const newestFirst = <T extends Stamped>(a: T, b: T) => oldestFirst(b, a);
