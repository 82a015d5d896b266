// Reads and writes of the device's sync bookkeeping: the syncState rows and the outbox queue.

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
