// What runs once per page after the first paint: the stored session is restored, the server probed,
// the sync engine started; the app shell feeds what this reports into its atoms.

import type { AppDb } from '../db/db';
import { readStoredAuth } from '../db/sync-state';
import type { FetchLike } from './auth-api';
import { defaultFetch, resolveBackend, type BackendMode } from './auth-backend';
import { refreshStaffSession } from './auth-staff-account';
import { createConflictsApi, type ConflictsApi } from './conflicts';
import { createSyncEngine, type SyncEngine } from './engine';
import { requestPersistentStorage } from './persistence';
import { clearSession, isExpired, readSession, type Session } from './session-store';
import type { SyncStatus } from './status';

export interface SessionRuntimeOptions {
  db: AppDb;
  fetch?: FetchLike;
  /** The session stored on this device (null: nobody signed in), read once at start. */
  onRestored(session: Session | null): void;
  /**
   * What the server says of a restored staff session: its current user (name or role may have
   * changed), or that its token is refused (`needsSignIn`: ask to sign in again, keep everything).
   */
  onChecked(token: string, update: { session: Session } | { needsSignIn: true }): void;
  onBackend(mode: BackendMode): void;
  onStatus(status: SyncStatus): void;
}

export interface SessionRuntime {
  /** Sends the outbox and pulls now (no-op in standalone mode). */
  flush(): Promise<void>;
  /** Asks the server about this device's public bookings (their status). */
  refreshReceipts(): Promise<void>;
  /** The server's sync conflicts (staff). */
  conflicts: ConflictsApi;
  /** To call after a sign-in or sign-out: what waits leaves with the new token at once. */
  sessionChanged(session: Session | null): void;
}

export async function startSessionRuntime(options: SessionRuntimeOptions): Promise<SessionRuntime> {
  const { db } = options;
  const fetchImpl = options.fetch ?? defaultFetch();

  let session = await readSession(db);
  if (session && isExpired(session)) {
    await clearSession(db);
    session = null;
  }
  options.onRestored(session);
  if (session?.kind === 'staff') void requestPersistentStorage();

  const backend = await resolveBackend(db, fetchImpl);
  options.onBackend(backend.mode);

  const getAuth = () => readStoredAuth(db);
  let engine: SyncEngine | null = null;
  if (backend.mode !== 'standalone') {
    engine = createSyncEngine({ db, fetch: fetchImpl, baseUrl: backend.ctx.baseUrl, getAuth, onStatus: options.onStatus });
    options.onStatus(engine.status());
    engine.start();
  }

  // Who the server says the session belongs to now; a refused token means: sign in again.
  const check = (current: Session | null) => {
    if (backend.mode !== 'server' || current?.kind !== 'staff' || !current.token || current.standalone) return;
    void refreshStaffSession(db, current, { fetch: fetchImpl }).then((result) => {
      if (result.kind === 'ok') options.onChecked(current.token, { session: result.session });
      else if (result.kind === 'unauthorized') options.onChecked(current.token, { needsSignIn: true });
    });
  };
  check(session);

  return {
    async flush() {
      await engine?.flush();
    },
    async refreshReceipts() {
      await engine?.refreshReceipts();
    },
    conflicts: createConflictsApi({ fetch: fetchImpl, baseUrl: backend.ctx.baseUrl, getAuth }),
    sessionChanged(next) {
      if (next?.kind === 'staff') void requestPersistentStorage();
      if (next?.token) void engine?.flush();
      check(next);
    },
  };
}
