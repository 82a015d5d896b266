// The admin sync page's calls: conflicts recorded by the server, and the changes it refused.

import type { AppDb, RejectedEntry } from '../db/db';
import type { SyncAuth } from '../db/sync-state';
import type { ResolveConflictRequest, ResolveConflictResponse, SyncConflict } from '../domain/protocol';
import type { OutboxEntry } from '../domain/types';
import { discardRejected as discard, requeueRejected } from './rejected';
import { ProtocolError, requestJson, type Endpoint } from './transport';

export type { SyncConflict };

/** 'current': keep the value the record holds; 'other': write the value that was not kept back. */
export type ConflictChoice = ResolveConflictRequest['keep'];

export interface ConflictsApiOptions extends Endpoint {
  getAuth: () => SyncAuth | null | Promise<SyncAuth | null>;
}

export interface ConflictsApi {
  /** `GET /api/sync/conflicts` (staff). */
  listConflicts(): Promise<SyncConflict[]>;
  /** `POST /api/sync/conflicts/:id/resolve` with `{ keep }`; the change then comes back by pull. */
  resolveConflict(id: string, keep: ConflictChoice): Promise<ResolveConflictResponse>;
}

async function staffToken(getAuth: ConflictsApiOptions['getAuth']): Promise<string> {
  const auth = await getAuth();
  if (auth?.kind !== 'staff') throw new Error('Conflicts are for staff: sign in first');
  return auth.token;
}

export function createConflictsApi(options: ConflictsApiOptions): ConflictsApi {
  const endpoint: Endpoint = { fetch: options.fetch, baseUrl: options.baseUrl };
  return {
    async listConflicts() {
      const token = await staffToken(options.getAuth);
      const res = await requestJson<{ conflicts?: unknown } | unknown[]>(endpoint, '/api/sync/conflicts', { token });
      const list = Array.isArray(res) ? res : (res as { conflicts?: unknown }).conflicts;
      if (!Array.isArray(list)) throw new ProtocolError('The conflicts answer has no list');
      return list as SyncConflict[];
    },
    async resolveConflict(id, keep) {
      const token = await staffToken(options.getAuth);
      const body: ResolveConflictRequest = { keep };
      return requestJson<ResolveConflictResponse>(endpoint, `/api/sync/conflicts/${encodeURIComponent(id)}/resolve`, { token, body });
    },
  };
}

/** Refused changes, newest first. */
export function listRejected(db: AppDb): Promise<RejectedEntry[]> {
  return db.rejected.orderBy('rejectedAt').reverse().toArray();
}

/** Sends a refused change again, with the user's corrections, as a new mutation with a fresh HLC. */
export function retryRejected(db: AppDb, mutationId: string, editedFields?: Record<string, unknown>): Promise<OutboxEntry> {
  return requeueRejected(db, mutationId, editedFields);
}

/** Drops a refused change; the next pull restores the server's values on this device. */
export function discardRejected(db: AppDb, mutationId: string): Promise<void> {
  return discard(db, mutationId);
}
