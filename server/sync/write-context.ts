// What the write rules (server/accounts/write-rules.ts) read of other records while a push is
// applied: the rides that remarks and ride events belong to, as the batch has left them so far.

import type { WireMutation } from '../../src/domain/protocol';
import type { StaffCaller } from '../http/context';
import type { Queryable } from '../storage/queryable';
import { bookingAccess, parentBookings, type BookingAccess, type WriteContext } from '../accounts/write-rules';
import type { StoredRecord } from './merge';

/** The access facts of stored bookings, by id (lower case); ids the server does not have are absent. */
export async function loadBookingAccess(tx: Queryable, ids: readonly string[]): Promise<Map<string, BookingAccess>> {
  const out = new Map<string, BookingAccess>();
  if (ids.length === 0) return out;
  const { rows } = await tx.query<{ id: string; driver_id: string | null; created_by: string | null; deleted: boolean }>(
    'select id, driver_id, created_by, deleted from bookings where id = any($1::uuid[])',
    [`{${ids.join(',')}}`],
  );
  for (const row of rows) {
    out.set(String(row.id).toLowerCase(), {
      driverId: row.driver_id ? String(row.driver_id).toLowerCase() : null,
      createdBy: row.created_by ? String(row.created_by).toLowerCase() : null,
      deleted: row.deleted === true,
    });
  }
  return out;
}

/**
 * The context of a batch: a booking the batch touches is read as the batch has left it so far
 * (`inBatch` answers undefined for one it does not touch), any other as stored.
 */
export function batchContext(
  caller: StaffCaller,
  stored: ReadonlyMap<string, BookingAccess>,
  inBatch: (id: string) => StoredRecord | null | undefined,
): WriteContext {
  return {
    caller,
    booking(id) {
      const key = id.toLowerCase();
      const touched = inBatch(key);
      if (touched !== undefined) return touched ? bookingAccess(touched) : null;
      return stored.get(key) ?? null;
    },
  };
}

/** The stored bookings a mutation's rules need, for the one-by-one path (the batch so far is stored). */
export async function contextFor(tx: Queryable, caller: StaffCaller, mutation: WireMutation, current: StoredRecord | null): Promise<WriteContext> {
  const stored = await loadBookingAccess(tx, parentBookings(mutation, current, caller));
  return batchContext(caller, stored, () => undefined);
}
