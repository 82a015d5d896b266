// The device's sync engine: push then pull, one flush at a time, started by the page's triggers
// (start, online, visible again, shortly after a write, every few minutes), with backoff on failure.

import { liveQuery } from 'dexie';
import { SYNC_KEYS, type AppDb } from '../db/db';
import { getSyncValue, getUploadFailures, setSyncValue, type SyncAuth } from '../db/sync-state';
import { PULL_LIMIT_DEFAULT } from '../domain/protocol';
import { uploadPendingImages, type AttachmentSummary } from './attachments';
import { deviceLockName, withLock } from './lock';
import { pullChanges, pullView, type PullSummary } from './pull';
import { BACKGROUND_SYNC_TAG, pushOutbox, type PushFaults, type PushSummary, type SyncContext } from './push';
import { refreshReceipts, type ReceiptsSummary } from './receipts';
import { classifyError, type SyncFailure } from './failure';
import { backoffDelay, initialStatus, reduceStatus, type SyncEvent, type SyncStatus } from './status';
import { HttpError, type FetchLike } from './transport';

export interface SyncEngineOptions {
  db: AppDb;
  fetch: FetchLike;
  /** '' for the same origin. */
  baseUrl: string;
  /** The current session's token, read by the caller (memory or the syncState 'session' row). */
  getAuth: () => SyncAuth | null | Promise<SyncAuth | null>;
  onStatus?: (status: SyncStatus) => void;
  /** The device's clock; Date.now by default. */
  now?: () => number;
  /** Web Lock name; one per device (database) by default. */
  lockName?: string;
  pullLimit?: number;
  /** For the backoff jitter. */
  random?: () => number;
  /** Delay between a local write and the flush it starts. */
  debounceMs?: number;
  /** Flush this often while online. */
  periodicMs?: number;
  /** Test builds only: a fault injected on purpose in push (the randomized test shows it catches it). */
  pushFaults?: PushFaults;
}

export interface FlushResult {
  ok: boolean;
  attachments: AttachmentSummary | null;
  push: PushSummary | null;
  pull: PullSummary | null;
  error: SyncFailure | null;
}

export interface SyncEngine {
  /** Push, then pull. A flush asked for while one runs makes exactly one more run after it. */
  flush(): Promise<FlushResult>;
  push(): Promise<FlushResult>;
  pull(): Promise<FlushResult>;
  /** Asks the server about this device's delivered public bookings. */
  refreshReceipts(): Promise<ReceiptsSummary>;
  status(): SyncStatus;
  /** Calls the listener on every status change; returns the unsubscribe function. */
  subscribe(listener: (status: SyncStatus) => void): () => void;
  /** Installs the triggers and flushes once. */
  start(): void;
  stop(): void;
}

type Trigger = 'start' | 'online' | 'visible' | 'write' | 'periodic' | 'backoff' | 'viewer';

interface EventTargetLike {
  addEventListener(type: string, listener: () => void): void;
  removeEventListener(type: string, listener: () => void): void;
}

interface PageGlobals {
  navigator?: {
    onLine?: boolean;
    serviceWorker?: { ready: Promise<{ sync?: { register(tag: string): Promise<void> } }> };
  };
  document?: EventTargetLike & { visibilityState?: string };
  addEventListener?: EventTargetLike['addEventListener'];
  removeEventListener?: EventTargetLike['removeEventListener'];
  SyncManager?: unknown;
}

const page = globalThis as unknown as PageGlobals;

export const DEFAULT_DEBOUNCE_MS = 500;
export const DEFAULT_PERIODIC_MS = 3 * 60_000;

export function createSyncEngine(options: SyncEngineOptions): SyncEngine {
  const { db } = options;
  const now = options.now ?? (() => Date.now());
  const random = options.random ?? Math.random;
  const lockName = options.lockName ?? deviceLockName(db.name);
  const pullLimit = options.pullLimit ?? PULL_LIMIT_DEFAULT;
  const debounceMs = options.debounceMs ?? DEFAULT_DEBOUNCE_MS;
  const periodicMs = options.periodicMs ?? DEFAULT_PERIODIC_MS;
  const ctx: SyncContext = { db, fetch: options.fetch, baseUrl: options.baseUrl, now };

  let current = initialStatus(page.navigator?.onLine ?? true);
  const listeners = new Set<(status: SyncStatus) => void>();
  let failures = 0;
  let backoffUntil = 0;

  let started = false;
  const cleanups: (() => void)[] = [];
  let debounceTimer: ReturnType<typeof setTimeout> | undefined;
  let backoffTimer: ReturnType<typeof setTimeout> | undefined;

  function dispatch(event: SyncEvent): void {
    const next = reduceStatus(current, event);
    if (next === current) return;
    current = next;
    options.onStatus?.(current);
    for (const listener of listeners) listener(current);
  }

  const counts = () =>
    Promise.all([db.outbox.count(), db.rejected.count(), getUploadFailures(db)]).then(([pending, rejected, uploads]) => ({
      pending,
      rejected,
      failedUploads: Object.keys(uploads).length,
    }));

  async function refreshCounts(): Promise<void> {
    try {
      dispatch({ type: 'counts', ...(await counts()) });
    } catch {
      // Counting is for display; the flush's own result already says what went wrong.
    }
  }

  function scheduleBackoff(failure: SyncFailure): string | null {
    if (failure.kind === 'unauthorized' || failure.kind === 'storage-full') return null;
    failures++;
    const retryAfter = failure.error instanceof HttpError ? (failure.error.retryAfterMs ?? 0) : 0;
    const delay = Math.max(backoffDelay(failures, random), retryAfter);
    backoffUntil = now() + delay;
    if (started) {
      clearTimeout(backoffTimer);
      backoffTimer = setTimeout(() => autoFlush('backoff'), delay);
    }
    return new Date(backoffUntil).toISOString();
  }

  function run(kind: 'flush' | 'push' | 'pull'): Promise<FlushResult> {
    return withLock(lockName, async () => {
      const result: FlushResult = { ok: false, attachments: null, push: null, pull: null, error: null };
      dispatch({ type: 'started' });
      // Push and pull fail apart: a push the server refuses never keeps the device from pulling.
      let failure: unknown = null;
      try {
        const auth = await options.getAuth();
        if (kind !== 'pull') {
          try {
            if (kind === 'flush' && auth?.kind === 'staff') result.attachments = await uploadPendingImages(ctx, auth.token, random);
            result.push = await pushOutbox(ctx, auth, options.pushFaults);
          } catch (error) {
            failure = error;
          }
        }
        const blocking = failure !== null && ['unauthorized', 'storage-full'].includes(classifyError(failure).kind);
        if (kind !== 'push' && !blocking) result.pull = await pullChanges(ctx, auth, pullLimit);
      } catch (error) {
        failure ??= error;
      }
      if (failure === null) result.ok = true;
      else result.error = classifyError(failure);
      await refreshCounts();
      if (result.error) {
        dispatch({ type: 'failed', kind: result.error.kind, message: result.error.message, backoffUntil: scheduleBackoff(result.error) });
      } else {
        failures = 0;
        backoffUntil = 0;
        const at = new Date(now()).toISOString();
        dispatch({ type: 'succeeded', at });
        await setSyncValue(db, SYNC_KEYS.lastSyncAt, at).catch(() => undefined);
      }
      return result;
    });
  }

  let running: Promise<FlushResult> | null = null;
  let queued: Promise<FlushResult> | null = null;

  function flush(): Promise<FlushResult> {
    if (!running) {
      running = run('flush').finally(() => {
        running = null;
      });
      return running;
    }
    queued ??= running.then(
      () => {
        queued = null;
        return flush();
      },
      () => {
        queued = null;
        return flush();
      },
    );
    return queued;
  }

  function autoFlush(trigger: Trigger): void {
    if (!started) return;
    // Offline, a new viewer's flush still clears what it may not see before its pull fails.
    if (!current.online && trigger !== 'online' && trigger !== 'viewer') return;
    if ((trigger === 'write' || trigger === 'periodic') && now() < backoffUntil) return;
    void flush();
  }

  function registerBackgroundSync(): void {
    const sw = page.navigator?.serviceWorker;
    if (page.SyncManager === undefined || !sw) return;
    void sw.ready.then((registration) => registration.sync?.register(BACKGROUND_SYNC_TAG)).catch(() => undefined);
  }

  function listen(target: EventTargetLike | undefined, type: string, listener: () => void): void {
    if (!target) return;
    target.addEventListener(type, listener);
    cleanups.push(() => target.removeEventListener(type, listener));
  }

  function start(): void {
    if (started) return;
    started = true;
    const win = typeof page.addEventListener === 'function' ? (page as EventTargetLike) : undefined;
    listen(win, 'online', () => {
      backoffUntil = 0;
      failures = 0;
      dispatch({ type: 'online', online: true });
      autoFlush('online');
    });
    listen(win, 'offline', () => dispatch({ type: 'online', online: false }));
    listen(page.document, 'visibilitychange', () => {
      if (page.document?.visibilityState === 'visible') autoFlush('visible');
    });

    let lastPending: number | null = null;
    const subscription = liveQuery(counts).subscribe({
      next: (figures) => {
        dispatch({ type: 'counts', ...figures });
        const grew = lastPending !== null && figures.pending > lastPending;
        lastPending = figures.pending;
        if (!grew) return;
        registerBackgroundSync();
        clearTimeout(debounceTimer);
        debounceTimer = setTimeout(() => autoFlush('write'), debounceMs);
      },
      error: () => undefined,
    });
    cleanups.push(() => subscription.unsubscribe());

    // A sign-out or a change of role: the new viewer's pull removes at once what it may not see.
    let lastViewer: string | null = null;
    const viewer = liveQuery(async () => pullView(await options.getAuth())).subscribe({
      next: (view) => {
        const changed = lastViewer !== null && view !== lastViewer;
        lastViewer = view;
        if (changed) autoFlush('viewer');
      },
      error: () => undefined,
    });
    cleanups.push(() => subscription.unsubscribe());
    cleanups.push(() => viewer.unsubscribe());

    const periodic = setInterval(() => autoFlush('periodic'), periodicMs);
    cleanups.push(() => clearInterval(periodic));
    cleanups.push(() => {
      clearTimeout(debounceTimer);
      clearTimeout(backoffTimer);
    });

    void getSyncValue(db, SYNC_KEYS.lastSyncAt).then(
      (at) => {
        if (typeof at === 'string' && current.lastSuccessAt === null) current = { ...current, lastSuccessAt: at };
      },
      () => undefined,
    );
    registerBackgroundSync();
    autoFlush('start');
  }

  function stop(): void {
    started = false;
    for (const cleanup of cleanups.splice(0)) cleanup();
  }

  return {
    flush,
    push: () => run('push'),
    pull: () => run('pull'),
    refreshReceipts: () => refreshReceipts(ctx),
    status: () => current,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    start,
    stop,
  };
}
