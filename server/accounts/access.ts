// Who may read and write which table: the one place where roles meet records.
//   admin     everything
//   driver    the catalogue with every car (bookings name unavailable ones too) and the public settings
//             fields; the bookings assigned to them or created by them, with those bookings' remarks,
//             ride events and client messages; their own time off and their own profile. No contacts, no downtime,
//             no other member's records. What they may write: server/accounts/write-rules.ts.
//   customer  the public catalogue, and their own bookings (read only)
//   anonymous the public catalogue: available cars, tours, published posts, public settings fields

import type { Caller } from '../http/context';
import { PUBLIC_SETTINGS_FIELDS } from '../sync/tables';
import type { MutationOp } from '../../src/domain/protocol';
import { SYNCED_TABLES, type SyncedTable } from '../../src/domain/types';

const CATALOGUE: readonly SyncedTable[] = ['cars', 'tours', 'posts', 'settings'];
const DRIVER: readonly SyncedTable[] = [...CATALOGUE, 'bookings', 'remarks', 'rideEvents', 'timeOff', 'profiles', 'clientMessages'];

const isAdmin = (caller: Caller) => caller.kind === 'staff' && caller.role === 'admin';

/** The tables whose changes a caller pulls at all (rows of other tables never reach them, not even as deletes). */
export function readableTables(caller: Caller): readonly SyncedTable[] {
  if (caller.kind === 'staff') return caller.role === 'admin' ? SYNCED_TABLES : DRIVER;
  if (caller.kind === 'customer') return [...CATALOGUE, 'bookings'];
  return CATALOGUE;
}

/**
 * Which rows of a table a pull reads for a caller, in SQL over the table as `r`:
 *   from    the FROM clause (a join when the view depends on another table)
 *   where   the rows the caller is sent, '' for all: those in view, and those that left it
 *   hidden  true for a row sent as a delete (it left the caller's view)
 * `param` adds a query parameter and answers its placeholder.
 */
export interface PullScope {
  from: string;
  where: string;
  hidden: string;
}

/**
 * The SQL side of the caller's view. A driver's rides are theirs by `driver_id` or `created_by`; a ride
 * taken from them keeps them in `dropped_for`, so that their next pull sends it as a delete (migration
 * 009). Remarks, ride events and client messages follow their booking: reassignment gives them new versions
 * (server/sync/ride-moves.ts), so that they come to the new driver and leave the old one.
 */
export function pullScope(table: SyncedTable, caller: Caller, param: (value: unknown) => string): PullScope {
  const all: PullScope = { from: `${table} r`, where: '', hidden: 'false' };
  if (caller.kind === 'customer' && table === 'bookings') return { ...all, where: ` and r.customer_id = ${param(caller.id)}::uuid` };
  if (caller.kind !== 'staff' || caller.role !== 'driver' || !DRIVER.includes(table) || CATALOGUE.includes(table)) return all;
  const me = `${param(caller.id)}::uuid`;
  const mine = (b: string) => `coalesce(${b}.driver_id = ${me} or ${b}.created_by = ${me}, false)`;
  switch (table) {
    case 'bookings':
      return { from: 'bookings r', where: ` and (${mine('r')} or ${me} = any(r.dropped_for))`, hidden: `not ${mine('r')}` };
    case 'remarks':
    case 'rideEvents':
    case 'clientMessages':
      return {
        from: `${table} r join bookings b on b.id = r.booking_id`,
        where: ` and (${mine('b')} or ${me} = any(b.dropped_for))`,
        hidden: `(b.deleted or not ${mine('b')})`,
      };
    case 'timeOff':
      return { ...all, where: ` and (r.staff_id = ${me} or ${me} = any(r.dropped_for))`, hidden: `coalesce(r.staff_id <> ${me}, true)` };
    case 'profiles':
      return { ...all, where: ` and r.id = ${me}` };
    default:
      return all;
  }
}

/**
 * Whether a live record of a readable table is in the caller's view. A record out of view is sent as
 * a delete, so that one that leaves the view (a car made unavailable) leaves the device too.
 * Rows of other callers are filtered in SQL before this (pullScope).
 */
export function isVisible(table: SyncedTable, data: Record<string, unknown>, caller: Caller): boolean {
  if (isAdmin(caller)) return true;
  if (table === 'cars') return caller.kind === 'staff' || data.available === true;
  if (table === 'posts') return data.published === true;
  return true;
}

/** Whether isVisible or project may change a live record of this table for this caller. */
export function recordRulesApply(table: SyncedTable, caller: Caller): boolean {
  return !isAdmin(caller) && (table === 'cars' || table === 'posts' || table === 'settings');
}

/** The fields of a visible record the caller may read. */
export function project(table: SyncedTable, data: Record<string, unknown>, caller: Caller): Record<string, unknown> {
  if (table !== 'settings' || isAdmin(caller)) return data;
  const out: Record<string, unknown> = { id: data.id, createdAt: data.createdAt, updatedAt: data.updatedAt };
  for (const field of PUBLIC_SETTINGS_FIELDS) if (data[field] !== undefined) out[field] = data[field];
  return out;
}

/** The tables a driver writes, each record checked further by server/accounts/write-rules.ts. */
const DRIVER_WRITES: readonly SyncedTable[] = ['bookings', 'remarks', 'rideEvents', 'timeOff', 'profiles', 'clientMessages'];

/** Why a staff member may not make this change, whatever the record, or null when they may. */
export function writeRefusal(table: SyncedTable, op: MutationOp, role: 'admin' | 'driver'): string | null {
  if (table === 'settings' && op === 'delete') return 'The settings cannot be deleted';
  if (table === 'rideEvents' && op !== 'create') {
    return "A ride's events are never changed or deleted: record a new event (an undo) instead";
  }
  if (table === 'profiles' && op === 'delete') return 'A profile is deleted with its staff account, in Team';
  if (role === 'admin') return null;
  if (DRIVER_WRITES.includes(table)) return null;
  return `A driver may not change ${table}`;
}
