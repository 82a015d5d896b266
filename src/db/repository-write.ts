// The repository's write transaction: the hybrid logical clock that stamps outbox entries, and one rw
// transaction over the written tables, the outbox and syncState, so a write and its entry commit together.
import { initialHlcState, isHlcState, isNodeId, newNodeId, send, type HlcState } from '../domain/hlc';
import type { OutboxOp, SyncedRecordMap, SyncedTable } from '../domain/types';
import { SYNC_KEYS, type AppDb } from './db';
import { NotFoundError, toStorageError } from './errors';
import { patched, revOf, withoutRev, type Row } from './repository-records';

export interface WriteOptions {
  /**
   * Test seam: runs inside the transaction after every write; throwing rolls all of it back.
   * It must not await anything but Dexie calls, or the transaction commits early.
   */
  afterWrite?: () => void | Promise<void>;
}

export interface Clock {
  next(): string;
}

async function loadClock(db: AppDb): Promise<{ clock: Clock; save: () => Promise<unknown> }> {
  const [hlcRow, offsetRow, nodeRow] = await db.syncState.bulkGet([
    SYNC_KEYS.hlc,
    SYNC_KEYS.clockOffsetMs,
    SYNC_KEYS.nodeId,
  ]);
  let state: HlcState;
  if (isHlcState(hlcRow?.value)) {
    state = hlcRow.value;
  } else {
    const node = isNodeId(nodeRow?.value) ? nodeRow.value : newNodeId();
    if (!nodeRow) await db.syncState.put({ key: SYNC_KEYS.nodeId, value: node });
    state = initialHlcState(node);
  }
  const offset = typeof offsetRow?.value === 'number' && Number.isFinite(offsetRow.value) ? offsetRow.value : 0;
  let ticked = false;
  return {
    clock: {
      next() {
        const result = send(state, Date.now() + offset);
        state = result.state;
        ticked = true;
        return result.hlc;
      },
    },
    save: () => (ticked ? db.syncState.put({ key: SYNC_KEYS.hlc, value: state }) : Promise.resolve()),
  };
}

/** Runs `body` in one rw transaction over `tables`, the outbox and syncState. */
export async function runWrite<R>(
  db: AppDb,
  tables: readonly SyncedTable[],
  options: WriteOptions | undefined,
  body: (clock: Clock) => Promise<R>,
): Promise<R> {
  try {
    return await db.transaction('rw', [...tables, 'outbox', 'syncState'], async () => {
      const { clock, save } = await loadClock(db);
      const result = await body(clock);
      await save();
      await options?.afterWrite?.();
      return result;
    });
  } catch (error) {
    // Dexie re-wraps an error thrown in a transaction when its name is an IndexedDB one (NotFoundError).
    const inner = (error as { inner?: unknown } | null)?.inner;
    throw inner instanceof NotFoundError ? inner : toStorageError(error);
  }
}

export type OutboxRow = Parameters<AppDb['outbox']['add']>[0];

export function outboxEntry(clock: Clock, table: SyncedTable, recordId: string, op: OutboxOp, fields: Row, baseRev: number): OutboxRow {
  return { mutationId: crypto.randomUUID(), table, recordId, op, fields, baseRev, hlc: clock.next(), createdAt: new Date().toISOString() };
}

export function appendOutbox(
  db: AppDb,
  clock: Clock,
  entry: { table: SyncedTable; recordId: string; op: OutboxOp; fields: Row; baseRev: number },
): Promise<number> {
  return db.outbox.add(outboxEntry(clock, entry.table, entry.recordId, entry.op, entry.fields, entry.baseRev));
}

export function tableOf<T extends SyncedTable>(db: AppDb, table: T) {
  return db.table<SyncedRecordMap[T], string>(table);
}

export async function insert<T extends SyncedTable>(db: AppDb, clock: Clock, table: T, record: SyncedRecordMap[T]) {
  await tableOf(db, table).add(record);
  await appendOutbox(db, clock, { table, recordId: record.id, op: 'create', fields: withoutRev(record), baseRev: 0 });
}

/**
 * Applies a checked patch (see patchRecord) inside a running write: the record and its 'patch' entry,
 * nothing when no field really changes. Throws NotFoundError for a missing record.
 */
export async function patchInside<T extends SyncedTable>(db: AppDb, clock: Clock, table: T, id: string, input: Row): Promise<SyncedRecordMap[T]> {
  const current = (await tableOf(db, table).get(id)) as Row | undefined;
  if (!current) throw new NotFoundError(table, id);
  const { next, changed } = patched(table, current, input);
  if (!changed) return current as unknown as SyncedRecordMap[T];
  await tableOf(db, table).put(next as unknown as SyncedRecordMap[T]);
  await appendOutbox(db, clock, { table, recordId: id, op: 'patch', fields: changed, baseRev: revOf(current) });
  return next as unknown as SyncedRecordMap[T];
}
