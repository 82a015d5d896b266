// Reads and writes of the device's sync bookkeeping: the syncState rows and the outbox queue.

import {
  HlcError,
  MAX_MILLIS,
  formatHlc,
  isHlcState,
  receive,
  type HlcState,
} from '../domain/hlc';
import { MAX_CLOCK_AHEAD_MS } from '../domain/protocol';
import type { OutboxEntry, SyncedTable } from '../domain/types';
import { SYNC_KEYS, type AppDb } from './db';
import { toStorageError } from './errors';

export async function getSyncValue(db: AppDb, key: string): Promise<unknown> {
  return (await db.syncState.get(key))?.value;
}

export async function setSyncValue(db: AppDb, key: string, value: unknown): Promise<void> {
  try {
    await db.syncState.put({ key, value });
  } catch (error) {
    throw toStorageError(error);
  }
}

/** This device's id for the server (`clientId` on push), made on first open. */
export async function getClientId(db: AppDb): Promise<string> {
  return db.transaction('rw', db.syncState, async () => {
    const value = await getSyncValue(db, SYNC_KEYS.clientId);
    if (typeof value === 'string') return value;
    const id = crypto.randomUUID();
    await db.syncState.put({ key: SYNC_KEYS.clientId, value: id });
    return id;
  });
}

/**
 * A new id for this device, when the server says the current one belongs to another account (a
 * shared device changing hands): the server numbers the new one's changes from the start again.
 */
export async function renewClientId(db: AppDb, refused: string): Promise<string> {
  try {
    return await db.transaction('rw', db.syncState, async () => {
      const value = await getSyncValue(db, SYNC_KEYS.clientId);
      // Another flush (the service worker) may have renewed it already.
      if (typeof value === 'string' && value !== refused) return value;
      const id = crypto.randomUUID();
      await db.syncState.put({ key: SYNC_KEYS.clientId, value: id });
      return id;
    });
  } catch (error) {
    throw toStorageError(error);
  }
}

/** Milliseconds to add to Date.now() to get the server's time; 0 until learned. */
export async function getClockOffset(db: AppDb): Promise<number> {
  const value = await getSyncValue(db, SYNC_KEYS.clockOffsetMs);
  return typeof value === 'number' && Number.isFinite(value) ? value : 0;
}

export function setClockOffset(db: AppDb, offsetMs: number): Promise<void> {
  return setSyncValue(db, SYNC_KEYS.clockOffsetMs, Math.round(offsetMs));
}

/** The oldest outbox entries, in seq order. */
export function peekOutbox(db: AppDb, limit = 100): Promise<OutboxEntry[]> {
  return db.outbox.orderBy('seq').limit(limit).toArray();
}

/** Removes the entries the server has answered for. */
export function removeOutboxEntries(db: AppDb, seqs: readonly number[]): Promise<void> {
  return db.outbox.bulkDelete([...seqs]);
}

/** Fields of a record that have local changes not yet answered by the server ('*' for a create or delete). */
export async function pendingFields(db: AppDb, table: SyncedTable, recordId: string): Promise<Set<string>> {
  const entries = await db.outbox.where('[table+recordId]').equals([table, recordId]).toArray();
  const fields = new Set<string>();
  for (const entry of entries) {
    if (entry.op === 'patch') for (const key of Object.keys(entry.fields)) fields.add(key);
    else fields.add('*');
  }
  return fields;
}

/** What the sync engine needs of a session: the bearer token and whose it is. */
export interface SyncAuth {
  token: string;
  kind: 'staff' | 'customer';
  /**
   * Who the token speaks for ('staff:<user id>:<role>'), when known: what a staff member may pull
   * depends on it, so a change of viewer pulls from scratch. Without it the token stands for it.
   */
  viewer?: string;
}

/**
 * The session the UI stored under SYNC_KEYS.session (`{ token, kind, user, expiresAt }`), as the
 * service worker and the engine read it; null when nobody is signed in. An expired session is still
 * returned: the server answers 401 and the UI asks to sign in again, which is what the user must see.
 */
export async function readStoredAuth(db: AppDb): Promise<SyncAuth | null> {
  const value = (await getSyncValue(db, SYNC_KEYS.session)) as { token?: unknown; kind?: unknown; user?: { id?: unknown; role?: unknown } } | undefined;
  if (!value || typeof value !== 'object') return null;
  const { token, kind, user } = value;
  if (typeof token !== 'string' || token === '' || (kind !== 'staff' && kind !== 'customer')) return null;
  const auth: SyncAuth = { token, kind };
  if (user && typeof user === 'object' && typeof user.id === 'string') auth.viewer = `${kind}:${user.id}:${String(user.role ?? '')}`;
  return auth;
}

/** A photo whose upload failed (src/sync/attachments.ts), shown on the sync screen until it is sent. */
export interface UploadFailure {
  imageId: string;
  /** Why, as the server or the network said it. */
  message: string;
  /** The HTTP status, null when the server was not reached. */
  status: number | null;
  attempts: number;
  failedAt: string;
  /** When the next automatic try may run; null when the server refused the photo itself (the user decides). */
  retryAt: string | null;
  bytes: number;
  /** The records that show it. */
  usedBy: { table: SyncedTable; id: string }[];
}

export async function getUploadFailures(db: AppDb): Promise<Record<string, UploadFailure>> {
  const value = await getSyncValue(db, SYNC_KEYS.uploadFailures);
  return value && typeof value === 'object' ? (value as Record<string, UploadFailure>) : {};
}

export interface PullCursor {
  v: number;
}

export async function getCursor(db: AppDb): Promise<PullCursor | null> {
  const value = (await getSyncValue(db, SYNC_KEYS.cursor)) as { v?: unknown } | null | undefined;
  return value && typeof value.v === 'number' && Number.isInteger(value.v) && value.v >= 0 ? { v: value.v } : null;
}

/** Jumps (rather than smooths) to a new clock offset sample further than this from the last one. */
const OFFSET_JUMP_MS = 60_000;
const OFFSET_SMOOTHING = 0.3;
const NO_NODE = '0'.repeat(16);

/**
 * Learns from a server answer: the clock offset (serverTime minus the local time halfway through the
 * request, smoothed) and keeps the local HLC ahead of the server's time. A local HLC that ran more
 * than MAX_CLOCK_AHEAD_MS ahead of the corrected time (a device clock set hours ahead) is pulled
 * back: every stamp it would give is refused by the server anyway.
 */
export async function observeServerTime(db: AppDb, serverTime: string, sentAt: number, receivedAt: number): Promise<void> {
  const serverMs = Date.parse(serverTime);
  if (!Number.isFinite(serverMs) || serverMs < 0 || serverMs > MAX_MILLIS) return;
  const sample = serverMs - (sentAt + receivedAt) / 2;
  try {
    await db.transaction('rw', db.syncState, async () => {
      const [offsetRow, hlcRow] = await db.syncState.bulkGet([SYNC_KEYS.clockOffsetMs, SYNC_KEYS.hlc]);
      const previous = typeof offsetRow?.value === 'number' && Number.isFinite(offsetRow.value) ? offsetRow.value : null;
      const offset =
        previous === null || Math.abs(sample - previous) > OFFSET_JUMP_MS
          ? sample
          : previous + OFFSET_SMOOTHING * (sample - previous);
      await db.syncState.put({ key: SYNC_KEYS.clockOffsetMs, value: Math.round(offset) });
      if (!isHlcState(hlcRow?.value)) return;
      const physical = Math.max(0, Math.min(MAX_MILLIS, Math.round(receivedAt + offset)));
      let state: HlcState = hlcRow.value;
      if (state.millis - physical > MAX_CLOCK_AHEAD_MS) state = { millis: physical, counter: 0, node: state.node };
      try {
        state = receive(state, formatHlc({ millis: serverMs, counter: 0, node: NO_NODE }), physical);
      } catch (error) {
        if (!(error instanceof HlcError)) throw error;
      }
      await db.syncState.put({ key: SYNC_KEYS.hlc, value: state });
    });
  } catch (error) {
    throw toStorageError(error);
  }
}
