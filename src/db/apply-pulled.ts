// Writes rows pulled from the server into the device's tables, without outbox entries, keeping
// every local change the server has not answered for yet.

import type { PulledChange } from '../domain/protocol';
import { schemaFor, validate, ValidationError } from '../domain/schemas';
import { SYNCED_TABLES, type SyncedTable } from '../domain/types';
import { SYNC_KEYS, type AppDb } from './db';
import { toStorageError } from './errors';
import type { PullCursor } from './sync-state';

type Row = Record<string, unknown>;

export type MergeOutcome =
  /** Write this record. */
  | { action: 'put'; record: Row }
  /** Remove the local record (when there is one). */
  | { action: 'delete' }
  /** Leave the device as it is: a local create or delete waits for the server. */
  | { action: 'keep' };

/** Keys the device never stores from the wire. */
const NOT_STORED = new Set(['rev', 'version', 'deleted']);

/**
 * The merge rule of one pulled row (pure). `pending` holds the fields with local changes the server
 * has not answered ('*' for a pending create or delete): those keep the local value, every other
 * field takes the server's, `rev` becomes the server version. An optional field absent from the
 * row was cleared; a required one absent was left out by the server (the public settings fields
 * only, for a non-admin), so the local value stays.
 */
export function mergePulled(
  local: Row | undefined,
  change: PulledChange,
  pending: ReadonlySet<string>,
  optionalFields: readonly string[] = [],
): MergeOutcome {
  if (pending.has('*')) return { action: 'keep' };
  if (change.deleted) return { action: 'delete' };
  const record: Row = {};
  for (const [key, value] of Object.entries(change.data)) {
    // The device leaves an absent optional field out; the wire may say null.
    if (value !== null && value !== undefined && !NOT_STORED.has(key)) record[key] = value;
  }
  record.id = change.id;
  if (local) {
    for (const [field, value] of Object.entries(local)) {
      if (!(field in record) && !NOT_STORED.has(field) && !optionalFields.includes(field)) record[field] = value;
    }
    for (const field of pending) {
      if (local[field] === undefined) delete record[field];
      else record[field] = local[field];
    }
  }
  record.rev = change.version;
  return { action: 'put', record };
}

export interface InvalidPulledRow {
  table: SyncedTable;
  id: string;
  message: string;
}

export interface ApplyStats {
  put: number;
  deleted: number;
  kept: number;
  /** Rows the device's schemas refused; left out so that the screens never see broken data. */
  invalid: InvalidPulledRow[];
}

const synced = (db: AppDb) => SYNCED_TABLES.map((table) => db.table(table));

/** Pending fields per `table:id` among the outbox entries of the given records (one query). */
async function pendingByRecord(db: AppDb, keys: readonly [SyncedTable, string][]): Promise<Map<string, Set<string>>> {
  const pending = new Map<string, Set<string>>();
  if (keys.length === 0 || (await db.outbox.count()) === 0) return pending;
  // One equals() per record: anyOf() over a compound index is far slower on some IndexedDBs.
  const found = await Promise.all(keys.map((key) => db.outbox.where('[table+recordId]').equals(key).toArray()));
  for (const entry of found.flat()) {
    const key = `${entry.table}:${entry.recordId}`;
    let fields = pending.get(key);
    if (!fields) pending.set(key, (fields = new Set()));
    if (entry.op === 'patch') for (const field of Object.keys(entry.fields)) fields.add(field);
    else fields.add('*');
  }
  return pending;
}

const NOTHING_PENDING: ReadonlySet<string> = new Set();

/** syncState keys of the rows seen by a pull from scratch, one per page (by its cursor). */
export const SEEN_PREFIX = 'fullPullSeen:';

/**
 * Applies one page of pulled changes and stores the cursor after it, in one transaction: either the
 * whole page and its cursor are kept, or neither is.
 */
export async function applyPulledPage(db: AppDb, changes: readonly PulledChange[], cursor: PullCursor): Promise<ApplyStats> {
  const stats: ApplyStats = { put: 0, deleted: 0, kept: 0, invalid: [] };
  const known = changes.filter((change) => {
    if ((SYNCED_TABLES as readonly string[]).includes(change.table)) return true;
    stats.invalid.push({ table: change.table, id: change.id, message: `unknown table ${String(change.table)}` });
    return false;
  });
  try {
    await db.transaction('rw', [...synced(db), db.outbox, db.syncState], async () => {
      const pending = await pendingByRecord(db, known.map((change) => [change.table, change.id] as [SyncedTable, string]));
      for (const table of SYNCED_TABLES) {
        // The last change of a record in a page is the one that counts.
        const latest = new Map<string, PulledChange>();
        for (const change of known) if (change.table === table) latest.set(change.id, change);
        if (latest.size === 0) continue;
        const records = db.table<Row, string>(table);
        const ids = [...latest.keys()];
        const locals = await records.bulkGet(ids);
        const optional = schemaFor(table).optionalFields;
        const puts: Row[] = [];
        const deletes: string[] = [];
        ids.forEach((id, i) => {
          const change = latest.get(id)!;
          const local = locals[i];
          const outcome = mergePulled(local, change, pending.get(`${table}:${id}`) ?? NOTHING_PENDING, optional);
          if (outcome.action === 'keep') {
            stats.kept++;
          } else if (outcome.action === 'delete') {
            if (local) deletes.push(id);
          } else {
            try {
              validate(schemaFor(table).record, outcome.record, table);
              puts.push(outcome.record);
            } catch (error) {
              if (!(error instanceof ValidationError)) throw error;
              stats.invalid.push({ table, id, message: error.message });
            }
          }
        });
        if (puts.length > 0) await records.bulkPut(puts);
        if (deletes.length > 0) await records.bulkDelete(deletes);
        stats.put += puts.length;
        stats.deleted += deletes.length;
      }
      // During a pull from scratch, what came is noted with the page: the rows that never come are dropped at the end.
      if ((await db.syncState.get(SYNC_KEYS.fullPull))?.value === true) {
        // A page that ends where an earlier one did (the last, asked again) adds to it.
        const key = `${SEEN_PREFIX}${cursor.v}`;
        const before = ((await db.syncState.get(key))?.value as string[] | undefined) ?? [];
        await db.syncState.put({ key, value: [...before, ...known.filter((c) => !c.deleted).map((c) => `${c.table}:${c.id}`)] });
      }
      await db.syncState.put({ key: SYNC_KEYS.cursor, value: { v: cursor.v } });
    });
  } catch (error) {
    throw toStorageError(error);
  }
  return stats;
}

/** Forgets what a pull from scratch has seen so far (it starts again). Inside a transaction over syncState. */
export async function clearSeenRows(db: AppDb): Promise<void> {
  await db.syncState.where('key').startsWith(SEEN_PREFIX).delete();
}

/**
 * Removes the rows of a table that `unwanted` picks, except those holding a local change (outbox or
 * rejected entry) or this device's delivered public submissions: nothing unsent is ever dropped.
 * Inside a caller's transaction over the synced tables, outbox, rejected and receipts.
 */
async function dropRows(db: AppDb, table: SyncedTable, unwanted: ((row: Row) => boolean) | { byId: (id: string) => boolean }): Promise<number> {
  const records = db.table<Row, string>(table);
  // A choice by id alone reads the keys only, not every record.
  const ids =
    typeof unwanted === 'function'
      ? ((await records.filter(unwanted).primaryKeys()) as string[])
      : ((await records.toCollection().primaryKeys()) as string[]).filter((id) => unwanted.byId(id));
  let dropped = 0;
  for (const id of ids) {
    const [pending, rejected, receipt] = await Promise.all([
      db.outbox.where('[table+recordId]').equals([table, id]).count(),
      db.rejected.where('[table+recordId]').equals([table, id]).count(),
      db.receipts.get(id),
    ]);
    if (pending > 0 || rejected > 0 || receipt) continue;
    await records.delete(id);
    dropped++;
  }
  return dropped;
}

const dropTables = (db: AppDb) => [...synced(db), db.outbox, db.rejected, db.receipts, db.syncState];

/**
 * After a pull from scratch: removes every local record the server did not send (seed rows, records
 * deleted or out of view since, another viewer's records), unless it holds a local change or is
 * one of this device's delivered public submissions.
 */
export async function dropUnseenRows(db: AppDb): Promise<number> {
  let dropped = 0;
  try {
    await db.transaction('rw', dropTables(db), async () => {
      const seen = new Set<string>();
      for (const row of await db.syncState.where('key').startsWith(SEEN_PREFIX).toArray()) {
        for (const key of row.value as string[]) seen.add(key);
      }
      for (const table of SYNCED_TABLES) dropped += await dropRows(db, table, { byId: (id) => !seen.has(`${table}:${id}`) });
      await clearSeenRows(db);
      await db.syncState.delete(SYNC_KEYS.fullPull);
    });
  } catch (error) {
    throw toStorageError(error);
  }
  return dropped;
}

/**
 * At once when the viewer changes (sign-out, another role), before any answer of the server: removes
 * the rows the new viewer may not read, whole tables or the rows `unwanted` picks, keeping every
 * local change. The pull from scratch that follows removes the rest.
 */
export async function dropOutOfView(db: AppDb, unwanted: Partial<Record<SyncedTable, (row: Row) => boolean>>): Promise<number> {
  let dropped = 0;
  try {
    await db.transaction('rw', dropTables(db), async () => {
      for (const [table, pick] of Object.entries(unwanted) as [SyncedTable, (row: Row) => boolean][]) dropped += await dropRows(db, table, pick);
    });
  } catch (error) {
    throw toStorageError(error);
  }
  return dropped;
}
