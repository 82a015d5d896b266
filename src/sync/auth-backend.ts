// Where account calls go: the same-origin server, the admin-set sync URL, or nowhere (standalone mode).

import type { AppDb } from '../db/db';
import { SETTINGS_ID } from '../domain/types';
import { probeServer, type ApiContext, type FetchLike } from './auth-api';
import { markServerSeen, wasServerSeen } from './session-store';

export type BackendMode =
  /** A sync server answers. */
  | 'server'
  /** This device knows a server (or may have one) but cannot reach it now: sign in with the offline verifier. */
  | 'offline'
  /** No server has ever answered here: the local admin account of this device is the only one. */
  | 'standalone';

export interface Backend {
  mode: BackendMode;
  ctx: ApiContext;
}

/**
 * The sync server: `settings.syncUrl` (set by an admin), else the build's `VITE_SYNC_URL`, else ''
 * for the same origin; without a trailing slash.
 */
export async function getSyncBaseUrl(db: AppDb): Promise<string> {
  const settings = await db.settings.get(SETTINGS_ID);
  const url = (settings?.syncUrl || import.meta.env.VITE_SYNC_URL || '').trim();
  return url.replace(/\/+$/, '');
}

export function defaultFetch(): FetchLike {
  return (input, init) => fetch(input, init);
}

/**
 * Probes `GET /api/health`. Once a device has met a server it never drops to standalone mode: a server
 * that stops answering means 'offline', so the default local account can never open a synced device.
 */
export async function resolveBackend(db: AppDb, fetchImpl: FetchLike = defaultFetch()): Promise<Backend> {
  const ctx: ApiContext = { fetch: fetchImpl, baseUrl: await getSyncBaseUrl(db) };
  const probe = await probeServer(ctx);
  if (probe === 'server') {
    await markServerSeen(db);
    return { mode: 'server', ctx };
  }
  if (probe === 'none' && !(await wasServerSeen(db))) return { mode: 'standalone', ctx };
  return { mode: 'offline', ctx };
}
