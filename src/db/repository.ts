// The only code that writes synced tables: each write and its outbox entry commit in one transaction, or neither does.

import { schemaFor, validate } from '../domain/schemas';
import {
  SETTINGS_ID,
  remarkColorAt,
  type Booking,
  type CreateInput,
  type PatchFields,
  type Remark,
  type Settings,
  type SyncedRecordMap,
  type SyncedTable,
} from '../domain/types';
import type { AppDb } from './db';
import { buildRecord, definedOnly } from './repository-records';
import { appendOutbox, insert, patchInside, runWrite, tableOf, type WriteOptions } from './repository-write';

export { bulkWrite, type BulkWriteOptions, type BulkWriteResult } from './repository-bulk';
export type { WriteOptions } from './repository-write';

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
  const input = definedOnly(changes);
  validate(schemaFor(table).patch, input, table);
  return runWrite(db, [table], options, (clock) => patchInside(db, clock, table, id, input));
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
