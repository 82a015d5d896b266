// What a pushed change may do to the record it names, beyond its table (access.ts writeRefusal): the
// fields the server owns, and a driver's limits.
//
// Server-owned fields are never taken from a device; nobody types them, so they are dropped from every
// incoming mutation without a refusal:
//   bookings.createdBy          the staff member whose push created the booking (set by the server)
//   bookings.dispatchConflicts  the server's own conflict check (server/sync/dispatch-check.ts)
//   bookings.statusToken        the secret of the client's status page (server/status/status-token.ts)
//   profiles.role, .active      mirrors of the staff account (server/accounts/profiles.ts)
//   invoices.number, .issuedBy  the year's next number and the member who pushed it
//                               (server/sync/invoice-numbers.ts)
// A ride event's authorId, and a client message's made by a device, is always the signed-in member
// who pushed it. No device puts an email in the mail worker's queue (state 'queued'): the server
// writes those itself.
//
// Invoices (everyone, admins too): an invoice or credit note is issued when the server stores it, and
// never changes after: any patch or delete is refused (a mistake is corrected by a credit note). A
// credit note names the issued invoice it corrects (creditFor); an invoice names none.
//
// A driver (the refusals below say why, in words a person reads in the rejected list):
//   bookings     creates (never assigning a driver or a car); changes and deletes only their rides
//                (assigned to them, or created by them), never their driver or car; so the
//                client's waiting time they record (bookings.extras) goes on their own rides only
//   remarks      of their rides only
//   clientMessages  creates only, on their rides only, and only WhatsApp ones (the log of what they
//                sent from their phone); never an email, never a change
//   rideEvents   of their rides only, never 'assigned' nor 'cancelled_operator'
//   timeOff      their own only
//   profiles     their own only, and only its name, phone and photo

import type { WireMutation } from '../../src/domain/protocol';
import type { SyncedTable } from '../../src/domain/types';
import type { StaffCaller } from '../http/context';
import type { StoredRecord } from '../sync/merge';
import { newStatusToken } from '../status/status-token';

export const SERVER_OWNED: Partial<Record<SyncedTable, readonly string[]>> = {
  bookings: ['createdBy', 'dispatchConflicts', 'statusToken'],
  profiles: ['role', 'active'],
  invoices: ['number', 'issuedBy'],
};

/** What the rules need to know of an invoice a credit note refers to. */
export interface InvoiceAccess {
  kind: string | null;
  deleted: boolean;
}

/** What the rules need to know of a ride: who runs it and who made it. */
export interface BookingAccess {
  driverId: string | null;
  createdBy: string | null;
  deleted: boolean;
}

export interface WriteContext {
  caller: StaffCaller;
  /** A booking as it stands at this point of the batch; null when the server has none. */
  booking(id: string): BookingAccess | null;
  /** An invoice as it stands at this point of the batch; null when the server has none. */
  invoice?(id: string): InvoiceAccess | null;
  /** Whether a booking has an invoice its credit notes do not cancel in full, at this point of the batch. */
  standingInvoice?(bookingId: string): boolean;
}

const id = (value: unknown) => (typeof value === 'string' ? value.toLowerCase() : null);

export function bookingAccess(record: StoredRecord): BookingAccess {
  return { driverId: id(record.fields.driverId), createdBy: id(record.fields.createdBy), deleted: record.deleted };
}

const isMine = (booking: BookingAccess | null, me: string) => booking !== null && (booking.driverId === me || booking.createdBy === me);

/**
 * The fields of a mutation without the server-owned ones. A copy that leaves them out rather than
 * one they are deleted from: an object a property was deleted from turns into a slow dictionary.
 */
export function withoutOwned(table: SyncedTable, fields: Record<string, unknown>): Record<string, unknown> {
  const owned = SERVER_OWNED[table];
  if (!owned) return fields;
  const out: Record<string, unknown> = {};
  for (const key in fields) {
    if (!Object.hasOwn(fields, key) || owned.includes(key)) continue;
    // A key '__proto__' stays a field (refused by the checks after), as a copy by spread would keep it.
    if (key === '__proto__') Object.defineProperty(out, key, { value: fields[key], enumerable: true, writable: true, configurable: true });
    else out[key] = fields[key];
  }
  return out;
}

/**
 * The fields of a create as the server takes them: server-owned ones dropped, then set where the server
 * says them (a new booking's creator and status token, a ride event's author, a profile's role and state from the
 * record it has).
 */
export function createFields(table: SyncedTable, fields: Record<string, unknown>, current: StoredRecord | null, caller: StaffCaller): Record<string, unknown> {
  const out = withoutOwned(table, fields);
  if (table === 'bookings' && !current) {
    out.createdBy = caller.id;
    // The secret of the client's status page, written with the booking (no write of its own).
    out.statusToken = newStatusToken();
  }
  if (table === 'rideEvents' || (table === 'clientMessages' && !current)) out.authorId = caller.id;
  if (table === 'invoices') out.issuedBy = caller.id;
  if (table === 'profiles' && current) {
    out.role = current.fields.role;
    out.active = current.fields.active;
  }
  return out;
}

/**
 * After validation: a create of a record the server already has leaves its server-owned fields as
 * they are (the create's would overwrite them with nulls or copies).
 */
export function keepOwned(table: SyncedTable, fields: Record<string, unknown>, current: StoredRecord | null): Record<string, unknown> {
  return current ? withoutOwned(table, fields) : fields;
}

/** The tables whose records belong to a ride (bookingId): a driver's reach follows the ride's. */
const CHILD_TABLES: readonly SyncedTable[] = ['remarks', 'rideEvents', 'clientMessages'];

/** The bookings whose access the rules need for this mutation (remarks, ride events, messages of a driver). */
export function parentBookings(mutation: WireMutation, current: StoredRecord | null, caller: StaffCaller): string[] {
  if (caller.role !== 'driver' || !CHILD_TABLES.includes(mutation.table)) return [];
  const ids = [id(mutation.fields.bookingId), current ? id(current.fields.bookingId) : null];
  return [...new Set(ids.filter((b): b is string => b !== null))];
}

/**
 * A field the mutation would set to another value than the stored one (any value, on a new record). A
 * create of a record the server has sets every field: one it leaves out clears it.
 */
function changes(mutation: WireMutation, current: StoredRecord | null, field: string): boolean {
  const live = current !== null && !current.deleted;
  if (mutation.op === 'delete' || (!(field in mutation.fields) && (mutation.op === 'patch' || !live))) return false;
  const next = mutation.fields[field] ?? null;
  const before = live ? (current.fields[field] ?? null) : null;
  const norm = (value: unknown) => (typeof value === 'string' ? value.toLowerCase() : JSON.stringify(value));
  return norm(next) !== norm(before);
}

export const DRIVER_OWN_RIDES = 'A driver may only change their own rides';
export const DRIVER_NO_ASSIGN = 'A driver cannot assign rides: an administrator assigns drivers and vehicles';

function driverRefusal(mutation: WireMutation, current: StoredRecord | null, ctx: WriteContext): string | null {
  const me = ctx.caller.id.toLowerCase();
  switch (mutation.table) {
    case 'bookings':
      if (current && !isMine(bookingAccess(current), me)) return DRIVER_OWN_RIDES;
      if (changes(mutation, current, 'driverId') || changes(mutation, current, 'assignedVehicleId')) return DRIVER_NO_ASSIGN;
      return null;
    case 'remarks': {
      const parents = parentBookings(mutation, current, ctx.caller);
      if (parents.length === 0 || !parents.every((b) => isMine(ctx.booking(b), me))) return 'A driver may only write remarks on their own rides';
      return null;
    }
    case 'rideEvents': {
      const kind = mutation.fields.kind;
      if (kind === 'assigned' || kind === 'cancelled_operator') return 'A driver cannot assign rides nor cancel them for the office';
      const parents = parentBookings(mutation, current, ctx.caller);
      if (parents.length === 0 || !parents.every((b) => isMine(ctx.booking(b), me))) return 'A driver may only record the steps of their own rides';
      return null;
    }
    case 'clientMessages': {
      if (current || mutation.op !== 'create') return 'A driver may only record new WhatsApp messages, never change one';
      if (mutation.fields.channel !== 'whatsapp') return 'A driver may only record WhatsApp messages: emails are sent by the server';
      const parents = parentBookings(mutation, current, ctx.caller);
      if (parents.length === 0 || !parents.every((b) => isMine(ctx.booking(b), me))) return 'A driver may only message the clients of their own rides';
      return null;
    }
    case 'timeOff': {
      const theirs = (value: unknown) => id(value) === me;
      if (current && !theirs(current.fields.staffId)) return 'A driver may only enter their own time off';
      if (mutation.op !== 'delete' && 'staffId' in mutation.fields && !theirs(mutation.fields.staffId)) return 'A driver may only enter their own time off';
      return null;
    }
    case 'profiles': {
      if (mutation.recordId.toLowerCase() !== me) return 'A driver may only change their own profile';
      const professional = ['vtcCardNumber', 'vtcCardExpiry', 'licenceExpiry'].some((field) => changes(mutation, current, field));
      if (professional) return 'A driver may only change their own name, phone and photo: an administrator keeps the VTC card and licence';
      return null;
    }
    default:
      return `A driver may not change ${mutation.table}`;
  }
}

export const INVOICE_ISSUED = 'The invoice is issued and can no longer change: correct or cancel it with a credit note';
export const CREDIT_NOTE_TARGET = 'The credit note must refer to an issued invoice (creditFor)';
export const INVOICE_STANDING = 'This booking already has an invoice: cancel it in full with a credit note before issuing another';

/** The invoices a credit note of this mutation refers to (their access is read for the rules). */
export function creditedInvoices(mutation: WireMutation): string[] {
  if (mutation.table !== 'invoices' || mutation.op !== 'create') return [];
  const target = id(mutation.fields.creditFor);
  return target ? [target] : [];
}

/** The booking a plain invoice of this mutation bills (its documents are read for the rules). */
export function invoicedBookings(mutation: WireMutation): string[] {
  if (mutation.table !== 'invoices' || mutation.op !== 'create' || mutation.fields.kind === 'credit_note') return [];
  const booking = id(mutation.fields.bookingId);
  return booking ? [booking] : [];
}

function invoiceRefusal(mutation: WireMutation, current: StoredRecord | null, ctx: WriteContext): string | null {
  if (current || mutation.op !== 'create') return INVOICE_ISSUED;
  const target = id(mutation.fields.creditFor);
  if (mutation.fields.kind !== 'credit_note') {
    if (target) return 'A plain invoice refers to no other invoice: only a credit note has creditFor';
    // Two devices offline may each issue one for the same ride: the second to arrive is refused.
    const booking = id(mutation.fields.bookingId);
    return booking && ctx.standingInvoice?.(booking) ? INVOICE_STANDING : null;
  }
  const invoice = target ? (ctx.invoice?.(target) ?? null) : null;
  if (!invoice || invoice.deleted || invoice.kind !== 'invoice') return CREDIT_NOTE_TARGET;
  return null;
}

export const EMAIL_BY_SERVER = 'Emails are queued by the server (automatic messages, or an invoice sent from its page), never by a device';

/** A device's mutation that would put an email in the mail worker's queue. */
function queuesEmail(mutation: WireMutation, current: StoredRecord | null): boolean {
  if (mutation.op === 'delete' || mutation.fields.state !== 'queued') return false;
  const channel = 'channel' in mutation.fields ? mutation.fields.channel : current?.fields.channel;
  return channel === 'email' && changes(mutation, current, 'state');
}

/** Why this mutation may not be applied to this record, or null when it may. */
export function recordRefusal(mutation: WireMutation, current: StoredRecord | null, ctx: WriteContext): string | null {
  if (mutation.table === 'invoices') return invoiceRefusal(mutation, current, ctx);
  if (mutation.table === 'rideEvents' && current) return 'This ride event is already recorded: ride events are never changed';
  if (mutation.table === 'clientMessages' && queuesEmail(mutation, current)) return EMAIL_BY_SERVER;
  if (mutation.table === 'profiles' && mutation.op !== 'delete' && !current) {
    return 'There is no staff account with this id: profiles are made with the accounts, in Team';
  }
  return ctx.caller.role === 'driver' ? driverRefusal(mutation, current, ctx) : null;
}
