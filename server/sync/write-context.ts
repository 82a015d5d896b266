// What the write rules (server/accounts/write-rules.ts) read of other records while a push is
// applied: the rides that remarks and ride events belong to, the invoices credit notes refer to, and
// the invoices and credit notes of the rides a new invoice bills, as the batch has left them so far.

import type { Invoice } from '../../src/domain/billing-types';
import { standingInvoice } from '../../src/domain/invoice';
import type { WireMutation } from '../../src/domain/protocol';
import type { StaffCaller } from '../http/context';
import type { Queryable } from '../storage/queryable';
import {
  bookingAccess,
  creditedInvoices,
  invoicedBookings,
  parentBookings,
  type BookingAccess,
  type InvoiceAccess,
  type WriteContext,
} from '../accounts/write-rules';
import type { StoredRecord } from './merge';
import { rowToWire } from './tables';

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

/** What the standing-invoice rule reads of an invoice or credit note (ids in lower case). */
export type InvoiceDoc = Pick<Invoice, 'id' | 'kind' | 'creditFor' | 'lines' | 'vatExempt'> & { bookingId: string };

const lower = (value: unknown) => (typeof value === 'string' ? value.toLowerCase() : undefined);

function invoiceDoc(id: string, fields: Record<string, unknown>): InvoiceDoc {
  return {
    id: id.toLowerCase(),
    bookingId: lower(fields.bookingId) ?? '',
    kind: fields.kind === 'credit_note' ? 'credit_note' : 'invoice',
    creditFor: lower(fields.creditFor),
    lines: Array.isArray(fields.lines) ? (fields.lines as Invoice['lines']) : [],
    vatExempt: fields.vatExempt === true,
  };
}

/**
 * The stored invoices and credit notes of some bookings. Their booking rows stay locked until the
 * push commits: two pushes issuing an invoice for one ride at once are taken one after the other,
 * and the second sees the first's invoice.
 */
export async function loadBookingInvoices(tx: Queryable, bookingIds: readonly string[]): Promise<InvoiceDoc[]> {
  if (bookingIds.length === 0) return [];
  const ids = `{${[...bookingIds].sort().join(',')}}`;
  await tx.query('select id from bookings where id = any($1::uuid[]) order by id for update', [ids]);
  const { rows } = await tx.query<Record<string, unknown>>('select * from invoices where booking_id = any($1::uuid[]) and not deleted', [ids]);
  return rows.map((row) => invoiceDoc(String(row.id), rowToWire('invoices', row)));
}

/** The invoices of a batch: those it touches as it has left them so far, any other as stored. */
export interface InvoiceLookup {
  stored: ReadonlyMap<string, InvoiceAccess>;
  inBatch: (id: string) => StoredRecord | null | undefined;
  /** The stored documents of the rides the batch issues invoices for. */
  ofBookings?: readonly InvoiceDoc[];
  /** Every invoice the batch touches, as it has left it so far (null: not stored yet). */
  touched?: () => Iterable<[string, StoredRecord | null]>;
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
    standingInvoice(bookingId) {
      const key = bookingId.toLowerCase();
      const docs = new Map<string, InvoiceDoc>();
      for (const doc of invoices?.ofBookings ?? []) if (doc.bookingId === key) docs.set(doc.id, doc);
      for (const [id, record] of invoices?.touched?.() ?? []) {
        const doc = record && !record.deleted ? invoiceDoc(id, record.fields) : null;
        if (doc?.bookingId === key) docs.set(doc.id, doc);
        else docs.delete(id.toLowerCase());
      }
      return standingInvoice([...docs.values()]) !== null;
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
  const ofBookings = await loadBookingInvoices(tx, invoicedBookings(mutation));
  return batchContext(caller, stored, () => undefined, { stored: invoices, inBatch: () => undefined, ofBookings });
}
