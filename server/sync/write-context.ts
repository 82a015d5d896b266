// What the write rules (server/accounts/write-rules.ts) read of other records while a push is
// applied: the rides that remarks and ride events belong to, and the invoices credit notes refer to,
// as the batch has left them so far.

import type { WireMutation } from '../../src/domain/protocol';
import type { StaffCaller } from '../http/context';
import type { Queryable } from '../storage/queryable';
import { bookingAccess, creditedInvoices, parentBookings, type BookingAccess, type InvoiceAccess, type WriteContext } from '../accounts/write-rules';
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

/** The access facts of stored invoices, by id (lower case). */
export async function loadInvoiceAccess(tx: Queryable, ids: readonly string[]): Promise<Map<string, InvoiceAccess>> {
  const out = new Map<string, InvoiceAccess>();
  if (ids.length === 0) return out;
  const { rows } = await tx.query<{ id: string; kind: string | null; deleted: boolean }>(
    'select id, kind, deleted from invoices where id = any($1::uuid[])',
    [`{${ids.join(',')}}`],
  );
  for (const row of rows) out.set(String(row.id).toLowerCase(), { kind: row.kind, deleted: row.deleted === true });
  return out;
}

/** The invoices of a batch: those it touches as it has left them so far, any other as stored. */
export interface InvoiceLookup {
  stored: ReadonlyMap<string, InvoiceAccess>;
  inBatch: (id: string) => StoredRecord | null | undefined;
}

/**
 * The context of a batch: a booking the batch touches is read as the batch has left it so far
 * (`inBatch` answers undefined for one it does not touch), any other as stored.
 */
export function batchContext(
  caller: StaffCaller,
  stored: ReadonlyMap<string, BookingAccess>,
  inBatch: (id: string) => StoredRecord | null | undefined,
  invoices?: InvoiceLookup,
): WriteContext {
  return {
    caller,
    invoice(id) {
      const key = id.toLowerCase();
      const touched = invoices?.inBatch(key);
      if (touched !== undefined) return touched ? { kind: typeof touched.fields.kind === 'string' ? touched.fields.kind : null, deleted: touched.deleted } : null;
      return invoices?.stored.get(key) ?? null;
    },
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
  const invoices = await loadInvoiceAccess(tx, creditedInvoices(mutation));
  return batchContext(caller, stored, () => undefined, { stored: invoices, inBatch: () => undefined });
}
