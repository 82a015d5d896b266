// Who may read and write which table: the one place where roles meet records.
//   admin     everything
//   driver    bookings and remarks (read and write); the catalogue with every car (bookings name
//             unavailable ones too); the public settings fields
//   customer  the public catalogue, and their own bookings (read only)
//   anonymous the public catalogue: available cars, tours, published posts, public settings fields

import type { Caller } from '../http/context';
import { PUBLIC_SETTINGS_FIELDS } from '../sync/tables';
import type { MutationOp } from '../../src/domain/protocol';
import type { SyncedTable } from '../../src/domain/types';

const CATALOGUE: readonly SyncedTable[] = ['cars', 'tours', 'posts', 'settings'];
const ALL: readonly SyncedTable[] = ['cars', 'tours', 'posts', 'bookings', 'remarks', 'contacts', 'settings'];

const isAdmin = (caller: Caller) => caller.kind === 'staff' && caller.role === 'admin';

/** The tables whose changes a caller pulls at all (rows of other tables never reach them, not even as deletes). */
export function readableTables(caller: Caller): readonly SyncedTable[] {
  if (caller.kind === 'staff') return caller.role === 'admin' ? ALL : [...CATALOGUE, 'bookings', 'remarks'];
  if (caller.kind === 'customer') return [...CATALOGUE, 'bookings'];
  return CATALOGUE;
}

/**
 * Whether a live record of a readable table is in the caller's view. A record out of view is sent as
 * a delete, so that one that leaves the view (a car made unavailable) leaves the device too.
 * Customers' bookings are filtered by owner in SQL, before this.
 */
export function isVisible(table: SyncedTable, data: Record<string, unknown>, caller: Caller): boolean {
  if (isAdmin(caller)) return true;
  if (table === 'cars') return caller.kind === 'staff' || data.available === true;
  if (table === 'posts') return data.published === true;
  return true;
}

/** The fields of a visible record the caller may read. */
export function project(table: SyncedTable, data: Record<string, unknown>, caller: Caller): Record<string, unknown> {
  if (table !== 'settings' || isAdmin(caller)) return data;
  const out: Record<string, unknown> = { id: data.id, createdAt: data.createdAt, updatedAt: data.updatedAt };
  for (const field of PUBLIC_SETTINGS_FIELDS) if (data[field] !== undefined) out[field] = data[field];
  return out;
}

/** Why a staff member may not make this change, or null when they may. */
export function writeRefusal(table: SyncedTable, op: MutationOp, role: 'admin' | 'driver'): string | null {
  if (table === 'settings' && op === 'delete') return 'The settings cannot be deleted';
  if (role === 'admin') return null;
  if (table === 'bookings' || table === 'remarks') return null;
  return `A driver may not change ${table}`;
}
