// What a pushed change may do to the record it names, beyond its table (access.ts writeRefusal): the
// fields the server owns, and a driver's limits.
//
// Server-owned fields are never taken from a device; nobody types them, so they are dropped from every
// incoming mutation without a refusal:
//   bookings.createdBy          the staff member whose push created the booking (set by the server)
//   bookings.dispatchConflicts  the server's own conflict check (server/sync/dispatch-check.ts)
//   profiles.role, .active      mirrors of the staff account (server/accounts/profiles.ts)
// A ride event's authorId is always the signed-in member who pushed it.
//
// A driver (the refusals below say why, in words a person reads in the rejected list):
//   bookings     creates (never assigning a driver or a car); changes and deletes only their rides
//                (assigned to them, or created by them), never their driver or car; so the
//                client's waiting time they record (bookings.extras) goes on their own rides only
//   remarks      of their rides only
//   rideEvents   of their rides only, never 'assigned' nor 'cancelled_operator'
//   timeOff      their own only
//   profiles     their own only, and only its name, phone and photo

import type { WireMutation } from '../../src/domain/protocol';
import type { SyncedTable } from '../../src/domain/types';
import type { StaffCaller } from '../http/context';
import type { StoredRecord } from '../sync/merge';

export const SERVER_OWNED: Partial<Record<SyncedTable, readonly string[]>> = {
  bookings: ['createdBy', 'dispatchConflicts'],
  profiles: ['role', 'active'],
};

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
}

const id = (value: unknown) => (typeof value === 'string' ? value.toLowerCase() : null);

export function bookingAccess(record: StoredRecord): BookingAccess {
  return { driverId: id(record.fields.driverId), createdBy: id(record.fields.createdBy), deleted: record.deleted };
}

const isMine = (booking: BookingAccess | null, me: string) => booking !== null && (booking.driverId === me || booking.createdBy === me);

/** The fields of a mutation without the server-owned ones. */
export function withoutOwned(table: SyncedTable, fields: Record<string, unknown>): Record<string, unknown> {
  const owned = SERVER_OWNED[table];
  if (!owned) return fields;
  const out = { ...fields };
  for (const field of owned) delete out[field];
  return out;
}

/**
 * The fields of a create as the server takes them: server-owned ones dropped, then set where the server
 * says them (a new booking's creator, a ride event's author, a profile's role and state from the
 * record it has).
 */
export function createFields(table: SyncedTable, fields: Record<string, unknown>, current: StoredRecord | null, caller: StaffCaller): Record<string, unknown> {
  const out = withoutOwned(table, fields);
  if (table === 'bookings' && !current) out.createdBy = caller.id;
  if (table === 'rideEvents') out.authorId = caller.id;
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

/** The bookings whose access the rules need for this mutation (remarks and ride events of a driver). */
export function parentBookings(mutation: WireMutation, current: StoredRecord | null, caller: StaffCaller): string[] {
  if (caller.role !== 'driver' || (mutation.table !== 'remarks' && mutation.table !== 'rideEvents')) return [];
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

/** Why this mutation may not be applied to this record, or null when it may. */
export function recordRefusal(mutation: WireMutation, current: StoredRecord | null, ctx: WriteContext): string | null {
  if (mutation.table === 'rideEvents' && current) return 'This ride event is already recorded: ride events are never changed';
  if (mutation.table === 'profiles' && mutation.op !== 'delete' && !current) {
    return 'There is no staff account with this id: profiles are made with the accounts, in Team';
  }
  return ctx.caller.role === 'driver' ? driverRefusal(mutation, current, ctx) : null;
}
