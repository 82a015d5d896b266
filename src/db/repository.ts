// The only code that writes synced tables: each write and its outbox entry commit in one transaction, or neither does.

import { initialHlcState, isHlcState, isNodeId, newNodeId, send, type HlcState } from '../domain/hlc';
import { schemaFor, validate } from '../domain/schemas';
import {
  SETTINGS_ID,
  remarkColorAt,
  type Booking,
  type CreateInput,
  type OutboxOp,
  type PatchFields,
  type Remark,
  type Settings,
  type SyncedRecordMap,
  type SyncedTable,
} from '../domain/types';
import { SYNC_KEYS, type AppDb } from './db';
import { NotFoundError, toStorageError } from './errors';

export interface WriteOptions {
  /**
   * Test seam: runs inside the transaction after every write; throwing rolls all of it back.
   * It must not await anything but Dexie calls, or the transaction commits early.
   */
  afterWrite?: () => void | Promise<void>;
}

type Row = Record<string, unknown>;

interface Clock {
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
async function runWrite<R>(
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

type OutboxRow = Parameters<AppDb['outbox']['add']>[0];

function outboxEntry(clock: Clock, table: SyncedTable, recordId: string, op: OutboxOp, fields: Row, baseRev: number): OutboxRow {
  return { mutationId: crypto.randomUUID(), table, recordId, op, fields, baseRev, hlc: clock.next(), createdAt: new Date().toISOString() };
}

function appendOutbox(
  db: AppDb,
  clock: Clock,
  entry: { table: SyncedTable; recordId: string; op: OutboxOp; fields: Row; baseRev: number },
): Promise<number> {
  return db.outbox.add(outboxEntry(clock, entry.table, entry.recordId, entry.op, entry.fields, entry.baseRev));
}

function withoutRev(record: object): Row {
  const fields: Row = { ...record };
  delete fields.rev;
  return fields;
}

function tableOf<T extends SyncedTable>(db: AppDb, table: T) {
  return db.table<SyncedRecordMap[T], string>(table);
}

/** Drops keys whose value is undefined or null (an absent optional field). */
function present(data: object): Row {
  return Object.fromEntries(Object.entries(data).filter(([, value]) => value !== undefined && value !== null));
}

function sameValue(a: unknown, b: unknown): boolean {
  if (Object.is(a, b)) return true;
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) return false;
  if (Array.isArray(a) !== Array.isArray(b)) return false;
  const ka = Object.keys(a);
  const kb = Object.keys(b);
  if (ka.length !== kb.length) return false;
  return ka.every((k) => Object.hasOwn(b, k) && sameValue((a as Row)[k], (b as Row)[k]));
}

function buildRecord<T extends SyncedTable>(table: T, data: CreateInput<T>): SyncedRecordMap[T] {
  const now = new Date().toISOString();
  const input = present(data);
  const record = {
    ...input,
    id: typeof input.id === 'string' ? input.id : crypto.randomUUID(),
    createdAt: typeof input.createdAt === 'string' ? input.createdAt : now,
    updatedAt: now,
    rev: 0,
  };
  validate(schemaFor(table).record, record, table);
  return record as unknown as SyncedRecordMap[T];
}

async function insert<T extends SyncedTable>(db: AppDb, clock: Clock, table: T, record: SyncedRecordMap[T]) {
  await tableOf(db, table).add(record);
  await appendOutbox(db, clock, { table, recordId: record.id, op: 'create', fields: withoutRev(record), baseRev: 0 });
}

/**
 * Creates a record (id made here unless given; createdAt, updatedAt = now; rev 0) and its 'create'
 * outbox entry. Throws ValidationError before writing anything if the data is invalid.
 */
export async function createRecord<T extends SyncedTable>(
  db: AppDb,
  table: T,
  data: CreateInput<T>,
  options?: WriteOptions,
): Promise<SyncedRecordMap[T]> {
  const record = buildRecord(table, data);
  return runWrite(db, [table], options, async (clock) => {
    await insert(db, clock, table, record);
    return record;
  });
}

/**
 * Changes some business fields of a record and appends a 'patch' entry with the fields that really
 * changed. `undefined` values are ignored, `null` clears an optional field. A patch that changes
 * nothing writes nothing. Throws NotFoundError for a missing record, ValidationError for bad data.
 */
export async function patchRecord<T extends SyncedTable>(
  db: AppDb,
  table: T,
  id: string,
  changes: PatchFields<T>,
  options?: WriteOptions,
): Promise<SyncedRecordMap[T]> {
  const input = Object.fromEntries(Object.entries(changes).filter(([, value]) => value !== undefined));
  validate(schemaFor(table).patch, input, table);
  return runWrite(db, [table], options, async (clock) => {
    const current = (await tableOf(db, table).get(id)) as Row | undefined;
    if (!current) throw new NotFoundError(table, id);
    const { next, changed } = patched(table, current, input);
    if (!changed) return current as unknown as SyncedRecordMap[T];
    await tableOf(db, table).put(next as unknown as SyncedRecordMap[T]);
    await appendOutbox(db, clock, { table, recordId: id, op: 'patch', fields: changed, baseRev: revOf(current) });
    return next as unknown as SyncedRecordMap[T];
  });
}

const revOf = (record: Row) => (typeof record.rev === 'number' ? record.rev : 0);

/**
 * The record with a checked patch applied, and the fields that really changed (null: none). Throws
 * ValidationError when the whole record breaks a rule spanning several fields (a public booking
 * needs an email).
 */
function patched(table: SyncedTable, current: Row, input: Row): { next: Row; changed: Row | null } {
  const next: Row = { ...current };
  const changed: Row = {};
  for (const [key, value] of Object.entries(input)) {
    if (value === null) {
      if (current[key] !== undefined) {
        delete next[key];
        changed[key] = null;
      }
    } else if (!sameValue(current[key], value)) {
      next[key] = value;
      changed[key] = value;
    }
  }
  if (Object.keys(changed).length === 0) return { next: current, changed: null };
  next.updatedAt = new Date().toISOString();
  validate(schemaFor(table).record, next, table);
  return { next, changed };
}

export interface BulkWriteResult {
  created: number;
  updated: number;
  /** The records refused (invalid, an id taken since, a record gone since), with why; the others are written. */
  failed: { id: string; error: unknown }[];
}

export interface BulkWriteOptions extends WriteOptions {
  /** Writes per transaction (default 500). */
  chunkSize?: number;
  /** Called after each transaction with the records handled so far (written or refused). */
  onProgress?: (handled: number) => void;
}

/**
 * Creates and patches many records of one table, each with its outbox entry as createRecord and
 * patchRecord make them, in transactions of `chunkSize` writes with bulk calls (an import of
 * thousands of records). A record that cannot be written is reported and the rest go on; each
 * transaction is written whole or not at all.
 */
export async function bulkWrite<T extends SyncedTable>(
  db: AppDb,
  table: T,
  writes: { create: readonly (CreateInput<T> & { id: string })[]; patch: readonly { id: string; changes: PatchFields<T> }[] },
  options: BulkWriteOptions = {},
): Promise<BulkWriteResult> {
  const result: BulkWriteResult = { created: 0, updated: 0, failed: [] };
  const size = Math.max(1, options.chunkSize ?? 500);
  let handled = 0;
  const creates: SyncedRecordMap[T][] = [];
  for (const data of writes.create) {
    try {
      creates.push(buildRecord(table, data));
    } catch (error) {
      result.failed.push({ id: data.id, error });
    }
  }
  const patches: { id: string; input: Row }[] = [];
  for (const { id, changes } of writes.patch) {
    const input = Object.fromEntries(Object.entries(changes).filter(([, value]) => value !== undefined));
    try {
      validate(schemaFor(table).patch, input, table);
      patches.push({ id, input });
    } catch (error) {
      result.failed.push({ id, error });
    }
  }
  handled = result.failed.length;

  for (let i = 0; i < creates.length; i += size) {
    const chunk = creates.slice(i, i + size);
    const failed: BulkWriteResult['failed'] = [];
    const written = await runWrite(db, [table], options, async (clock) => {
      const taken = await tableOf(db, table).bulkGet(chunk.map((r) => r.id));
      const fresh = chunk.filter((record, k) => {
        if (taken[k]) failed.push({ id: record.id, error: new Error(`${table} ${record.id} already exists`) });
        return !taken[k];
      });
      await tableOf(db, table).bulkAdd(fresh);
      await db.outbox.bulkAdd(fresh.map((record) => outboxEntry(clock, table, record.id, 'create', withoutRev(record), 0)));
      return fresh.length;
    });
    result.created += written;
    result.failed.push(...failed);
    handled += chunk.length;
    options.onProgress?.(handled);
  }

  for (let i = 0; i < patches.length; i += size) {
    const chunk = patches.slice(i, i + size);
    const failed: BulkWriteResult['failed'] = [];
    const written = await runWrite(db, [table], options, async (clock) => {
      const currents = (await tableOf(db, table).bulkGet(chunk.map((p) => p.id))) as (Row | undefined)[];
      const puts: Row[] = [];
      const entries: OutboxRow[] = [];
      chunk.forEach(({ id, input }, k) => {
        const current = currents[k];
        if (!current) return failed.push({ id, error: new NotFoundError(table, id) });
        try {
          const { next, changed } = patched(table, current, input);
          if (!changed) return;
          puts.push(next);
          entries.push(outboxEntry(clock, table, id, 'patch', changed, revOf(current)));
        } catch (error) {
          failed.push({ id, error });
        }
      });
      await tableOf(db, table).bulkPut(puts as unknown as SyncedRecordMap[T][]);
      await db.outbox.bulkAdd(entries);
      return puts.length;
    });
    result.updated += written;
    result.failed.push(...failed);
    handled += chunk.length;
    options.onProgress?.(handled);
  }
  return result;
}

/**
 * Deletes a record and appends a 'delete' entry; a booking's remarks go with it, each with its own
 * entry. Returns the deleted record, or undefined (and writes nothing) if it was already gone.
 */
export async function deleteRecord<T extends SyncedTable>(
  db: AppDb,
  table: T,
  id: string,
  options?: WriteOptions,
): Promise<SyncedRecordMap[T] | undefined> {
  if (table === 'settings') throw new Error('The settings record cannot be deleted');
  const tables: SyncedTable[] = table === 'bookings' ? ['bookings', 'remarks'] : [table];
  return runWrite(db, tables, options, async (clock) => {
    const current = await tableOf(db, table).get(id);
    if (!current) return undefined;
    if (table === 'bookings') {
      const remarks = await db.remarks.where('bookingId').equals(id).toArray();
      for (const remark of remarks) {
        await db.remarks.delete(remark.id);
        await appendOutbox(db, clock, { table: 'remarks', recordId: remark.id, op: 'delete', fields: {}, baseRev: remark.rev });
      }
    }
    await tableOf(db, table).delete(id);
    await appendOutbox(db, clock, { table, recordId: id, op: 'delete', fields: {}, baseRev: current.rev });
    return current;
  });
}

/** Adds a remark at the end of a booking's list, with the next colour of the cycle. */
export async function addRemark(db: AppDb, bookingId: string, text: string, options?: WriteOptions): Promise<Remark> {
  return runWrite(db, ['remarks'], options, async (clock) => {
    const existing = await db.remarks.where('bookingId').equals(bookingId).toArray();
    const position = existing.reduce((max, r) => Math.max(max, r.position + 1), 0);
    const record = buildRecord('remarks', { bookingId, text: text.trim(), position, color: remarkColorAt(position) });
    await insert(db, clock, 'remarks', record);
    return record;
  });
}

/** Changes the settings record. */
export function updateSettings(db: AppDb, changes: PatchFields<'settings'>, options?: WriteOptions): Promise<Settings> {
  return patchRecord(db, 'settings', SETTINGS_ID, changes, options);
}

/**
 * Creates a booking and its remarks (in list order, colours cycled from the first) with their outbox
 * entries in one transaction: all of them are written, or none. Blank remarks are left out.
 */
export async function createBookingWithRemarks(
  db: AppDb,
  data: CreateInput<'bookings'>,
  remarkTexts: readonly string[],
  options?: WriteOptions,
): Promise<{ booking: Booking; remarks: Remark[] }> {
  const booking = buildRecord('bookings', data);
  const remarks = remarkTexts
    .map((text) => text.trim())
    .filter((text) => text !== '')
    .map((text, position) =>
      buildRecord('remarks', { bookingId: booking.id, text, position, color: remarkColorAt(position) }),
    );
  return runWrite(db, ['bookings', 'remarks'], options, async (clock) => {
    await insert(db, clock, 'bookings', booking);
    for (const remark of remarks) await insert(db, clock, 'remarks', remark);
    return { booking, remarks };
  });
}
