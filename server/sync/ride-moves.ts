// A ride's remarks and events go where the ride goes, and its booking status follows its events.
//
// Pulls are by version: a record reaches a device when its version passes the device's cursor. When a
// ride gets another driver (or is deleted), its remarks and events get new versions in the same
// transaction, so that the new driver's next pull brings them and the old driver's sends them as
// deletes (server/accounts/access.ts pullScope); the old driver is kept in the ride's `dropped_for`,
// so that the ride itself reaches their device as a delete too. A time off moved to another member
// likewise.

import { deriveRide, statusForState } from '../../src/domain/ride-state';
import type { RideEvent } from '../../src/domain/types';
import type { StoredRecord } from './merge';
import { loadManyForUpdate, type Writer } from './records';
import { writeAsServer } from './server-writes';

/** A record a batch changed: as it was before the batch (null: it did not exist), and after. */
export interface Moved {
  id: string;
  before: StoredRecord | null;
  after?: StoredRecord | undefined;
}

const owner = (record: StoredRecord | null | undefined, field: string): string | null => {
  if (!record || record.deleted) return null;
  const value = record.fields[field];
  return typeof value === 'string' ? value.toLowerCase() : null;
};

/** Those that lost the record (its former owner, when another one or none has it now), by record id. */
function losers(records: readonly Moved[], field: string): [string, string][] {
  return records.flatMap((r): [string, string][] => {
    const was = owner(r.before, field);
    return was && was !== owner(r.after, field) && !r.after?.deleted ? [[r.id, was]] : [];
  });
}

async function keepDropped(writer: Writer, table: 'bookings' | 'timeOff', pairs: readonly [string, string][]): Promise<void> {
  if (pairs.length === 0) return;
  await writer.tx.query(
    `update ${table} as t set dropped_for = array_append(t.dropped_for, (e->>1)::uuid)
     from jsonb_array_elements($1::jsonb) e
     where t.id = (e->>0)::uuid and not ((e->>1)::uuid = any(t.dropped_for))`,
    [JSON.stringify(pairs)],
  );
}

/** New versions for the live remarks, events and client messages of these rides. */
async function bumpChildren(writer: Writer, rides: readonly string[], now: Date): Promise<void> {
  if (rides.length === 0) return;
  for (const table of ['remarks', 'rideEvents', 'clientMessages'] as const) {
    const { rows } = await writer.tx.query<{ id: string }>(
      `select id from ${table} where booking_id = any($1::uuid[]) and not deleted order by id for update`,
      [`{${rides.join(',')}}`],
    );
    if (rows.length === 0) continue;
    const versions = rows.map((row) => [row.id, writer.nextVersion()]);
    await writer.tx.query(
      `update ${table} as t set version = (e->>1)::bigint, updated_at = $2
       from jsonb_array_elements($1::jsonb) e where t.id = (e->>0)::uuid`,
      [JSON.stringify(versions), now],
    );
  }
}

/**
 * Rides whose driver changed (given one at creation, taken, given to another) or that were deleted:
 * their children move along and the driver who lost them keeps seeing them leave. Time off moved
 * to another member leaves the first one's view the same way.
 */
export async function moveRides(writer: Writer, bookings: readonly Moved[], timeOff: readonly Moved[], now: Date): Promise<void> {
  const moved = bookings.filter((r) => {
    const deletedNow = !!r.after?.deleted && !!r.before && !r.before.deleted;
    return deletedNow || owner(r.before, 'driverId') !== owner(r.after, 'driverId');
  });
  await keepDropped(writer, 'bookings', losers(bookings, 'driverId'));
  await keepDropped(writer, 'timeOff', losers(timeOff, 'staffId'));
  await bumpChildren(writer, moved.map((r) => r.id), now);
}

/**
 * The booking status of these rides, from all their stored events (src/domain/ride-state.ts), where
 * a state sets one: written by the server when it differs, so that every device converges. Answers
 * the rides whose status changed, as they were and are now.
 */
export async function followRides(writer: Writer, node: string, rides: readonly string[], now: Date): Promise<Moved[]> {
  if (rides.length === 0) return [];
  const { rows } = await writer.tx.query<{ id: string; booking_id: string; kind: RideEvent['kind']; at: string; undoes: string | null }>(
    'select id, booking_id, kind, at, undoes from rideEvents where booking_id = any($1::uuid[]) and not deleted',
    [`{${rides.join(',')}}`],
  );
  const events = new Map<string, { id: string; kind: RideEvent['kind']; at: string; undoes?: string }[]>();
  for (const row of rows) {
    const key = String(row.booking_id);
    const list = events.get(key) ?? [];
    list.push({ id: String(row.id), kind: row.kind, at: row.at, ...(row.undoes ? { undoes: String(row.undoes) } : {}) });
    events.set(key, list);
  }
  const stored = await loadManyForUpdate(writer.tx, 'bookings', rides);
  const changes: { id: string; record: StoredRecord; fields: Record<string, unknown> }[] = [];
  for (const [id, record] of stored) {
    if (record.deleted) continue;
    const { state } = deriveRide(events.get(id) ?? [], !!record.fields.driverId);
    const status = statusForState(state);
    if (status !== null && status !== record.fields.status) changes.push({ id, record, fields: { status } });
  }
  await writeAsServer(writer, 'bookings', changes, now, node);
  return changes.map(({ id, record, fields }) => ({ id, before: record, after: { ...record, fields: { ...record.fields, ...fields } } }));
}
