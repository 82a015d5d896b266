// The sync status the screens show, and the pure steps that change it.

export type SyncState = 'idle' | 'syncing' | 'error' | 'unauthorized' | 'offline';

/** Why the last flush failed: 'network' and 'server' are retried with backoff, the others wait for the user. */
export type SyncErrorKind = 'network' | 'server' | 'unauthorized' | 'storage-full' | 'protocol' | 'other';

export interface SyncStatus {
  online: boolean;
  state: SyncState;
  /** Local changes not yet answered by the server. */
  pending: number;
  /** Changes the server refused, waiting for the user (admin: /admin/sync). */
  rejected: number;
  /** Photos whose upload failed: retried with backoff, or waiting for the user (/admin/sync). */
  failedUploads: number;
  /** ISO time of the last flush that completed. */
  lastSuccessAt: string | null;
  lastError: string | null;
  lastErrorKind: SyncErrorKind | null;
  /** ISO time before which automatic flushes wait, after a failure. */
  backoffUntil: string | null;
}

export type SyncEvent =
  | { type: 'online'; online: boolean }
  | { type: 'counts'; pending: number; rejected: number; failedUploads: number }
  | { type: 'started' }
  | { type: 'succeeded'; at: string }
  | { type: 'failed'; kind: SyncErrorKind; message: string; backoffUntil: string | null };

export function initialStatus(online = true, lastSuccessAt: string | null = null): SyncStatus {
  return {
    online,
    state: online ? 'idle' : 'offline',
    pending: 0,
    rejected: 0,
    failedUploads: 0,
    lastSuccessAt,
    lastError: null,
    lastErrorKind: null,
    backoffUntil: null,
  };
}

export function reduceStatus(status: SyncStatus, event: SyncEvent): SyncStatus {
  switch (event.type) {
    case 'online': {
      if (event.online === status.online) return status;
      if (!event.online) return { ...status, online: false, state: status.state === 'syncing' ? 'syncing' : 'offline' };
      // Back online: the backoff no longer applies, a flush follows at once.
      const state = status.state === 'offline' ? (status.lastError && status.lastErrorKind !== 'network' ? 'error' : 'idle') : status.state;
      return { ...status, online: true, state, backoffUntil: null };
    }
    case 'counts':
      if (event.pending === status.pending && event.rejected === status.rejected && event.failedUploads === status.failedUploads) return status;
      return { ...status, pending: event.pending, rejected: event.rejected, failedUploads: event.failedUploads };
    case 'started':
      return { ...status, state: 'syncing' };
    case 'succeeded':
      return {
        ...status,
        state: status.online ? 'idle' : 'offline',
        lastSuccessAt: event.at,
        lastError: null,
        lastErrorKind: null,
        backoffUntil: null,
      };
    case 'failed': {
      let state: SyncState = 'error';
      if (event.kind === 'unauthorized') state = 'unauthorized';
      else if (event.kind === 'network' && !status.online) state = 'offline';
      return { ...status, state, lastError: event.message, lastErrorKind: event.kind, backoffUntil: event.backoffUntil };
    }
  }
}

export const BACKOFF_BASE_MS = 2_000;
export const BACKOFF_MAX_MS = 5 * 60_000;

/**
 * Delay before automatic retry number `attempt` (1, 2, ...): exponential, capped at 5 minutes, with
 * jitter (between half and all of it) so that devices coming back together do not all knock at once.
 */
export function backoffDelay(attempt: number, random: () => number = Math.random): number {
  const exponent = Math.min(Math.max(attempt, 1) - 1, 20);
  const ceiling = Math.min(BACKOFF_MAX_MS, BACKOFF_BASE_MS * 2 ** exponent);
  return Math.round(ceiling / 2 + (random() * ceiling) / 2);
}
