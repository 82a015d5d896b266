// What a push batch's changes imply beyond the records they name, applied in the batch's transaction
// after its mutations (push.ts), in this order:
//   1. a ride given to another driver (or deleted) moves its remarks and events along, and leaves
//      the view of the driver it was taken from (ride-moves.ts);
//   2. a ride's booking status follows its events (ride-moves.ts);
//   3. the conflicts of every ride the batch may have changed are checked again (dispatch-check.ts);
//   4. the invoices it created get their numbers, and a ride it completed its invoice when the
//      settings say so (invoice-numbers.ts);
//   5. a booking without the secret of its status page gets one (status/status-token.ts).
// All five are the server's own writes (server-writes.ts). Conflict resolution (conflicts.ts) runs
// them too for the record it rewrites.

import { addDays, parisToday } from '../../src/domain/paris-time';
import type { SyncedTable } from '../../src/domain/types';
import type { StoredRecord } from './merge';
import { checkDispatch, type Touch } from './dispatch-check';
import { loadManyForUpdate, type Writer } from './records';
import { followRides, moveRides, type Moved } from './ride-moves';
import { issueInvoices } from './invoice-numbers';
import { giveStatusTokens } from '../status/status-token';

/** Days around a ride, a time off or a downtime where other rides may collide with it. */
export const NEAR_DAYS = 4;

/** The records a batch changed: each one's state before the batch, and after it when known. */
export class BatchTrace {
  private readonly tables = new Map<SyncedTable, Map<string, Moved>>();

  /** Records a change of a record; the first call of a record gives its state before the batch. */
  note(table: SyncedTable, id: string, before: StoredRecord | null, after?: StoredRecord): void {
    let records = this.tables.get(table);
    if (!records) this.tables.set(table, (records = new Map()));
    const seen = records.get(id);
    if (seen) seen.after = after ?? seen.after;
    else records.set(id, { id, before, after });
  }

  records(table: SyncedTable): Moved[] {
    return [...(this.tables.get(table)?.values() ?? [])];
  }

  get tableNames(): SyncedTable[] {
    return [...this.tables.keys()];
  }
}

const live = (record: StoredRecord | null | undefined): record is StoredRecord => !!record && !record.deleted;
const text = (value: unknown) => (typeof value === 'string' && value !== '' ? value.toLowerCase() : null);

/** Where a ride, a time off, a downtime, a profile or a car may touch other rides. */
function touchesOf(table: SyncedTable, record: StoredRecord, id: string, today: string): Touch[] {
  const f = record.fields;
  const span = (resource: Touch['resource'], who: unknown, from: unknown, to: unknown): Touch[] => {
    const rid = text(who);
    if (!rid || typeof from !== 'string' || typeof to !== 'string') return [];
    return [{ resource, id: rid, from: addDays(from.slice(0, 10), -NEAR_DAYS), to: addDays(to.slice(0, 10), NEAR_DAYS) }];
  };
  switch (table) {
    case 'bookings':
      return [...span('driver', f.driverId, f.pickupDate, f.pickupDate), ...span('vehicle', f.assignedVehicleId, f.pickupDate, f.pickupDate)];
    case 'timeOff':
      return span('driver', f.staffId, f.startsAt, f.endsAt);
    case 'downtimes':
      return span('vehicle', f.carId, f.startsAt, f.endsAt);
    // A driver's card, licence or state, a car's seats: every ride they have from now on.
    case 'profiles':
      return [{ resource: 'driver', id, from: addDays(today, -NEAR_DAYS), to: null }];
    case 'cars':
      return [{ resource: 'vehicle', id, from: addDays(today, -NEAR_DAYS), to: null }];
    default:
      return [];
  }
}

/** A ride whose stored conflict list may be out of date: it has a driver or a car, or a list to clear. */
const mayConflict = (record: StoredRecord) =>
  !!(record.fields.driverId || record.fields.assignedVehicleId || (Array.isArray(record.fields.dispatchConflicts) && record.fields.dispatchConflicts.length > 0));

const CHECKED: readonly SyncedTable[] = ['bookings', 'timeOff', 'downtimes', 'profiles', 'cars'];

export async function applyBatchEffects(writer: Writer, node: string, trace: BatchTrace, now: Date): Promise<void> {
  // The state after the batch of the records the path applying it did not give.
  for (const table of trace.tableNames) {
    if (table !== 'bookings' && table !== 'timeOff' && table !== 'rideEvents' && table !== 'invoices' && !CHECKED.includes(table)) continue;
    const missing = trace.records(table).filter((r) => !r.after);
    if (missing.length === 0) continue;
    const loaded = await loadManyForUpdate(writer.tx, table, missing.map((r) => r.id));
    for (const r of missing) trace.note(table, r.id, r.before, loaded.get(r.id));
  }

  const bookings = trace.records('bookings');
  await moveRides(writer, bookings, trace.records('timeOff'), now);

  const rides = new Set<string>();
  for (const event of trace.records('rideEvents')) {
    const booking = text(event.after?.fields.bookingId);
    if (booking && live(event.after)) rides.add(booking);
  }
  const statusChanged = await followRides(writer, node, [...rides], now);

  const today = parisToday(now);
  const check = new Set<string>();
  const touches: Touch[] = [];
  for (const table of CHECKED) {
    for (const r of table === 'bookings' ? [...bookings, ...statusChanged] : trace.records(table)) {
      for (const state of [r.before, r.after]) if (live(state)) touches.push(...touchesOf(table, state, r.id, today));
      if (table === 'bookings' && live(r.after) && mayConflict(r.after)) check.add(r.id);
    }
  }
  await checkDispatch(writer, node, check, touches, now);
  await issueInvoices(writer, node, trace.records('invoices'), [...bookings, ...statusChanged], now);

  const untokened = bookings.filter((r) => live(r.after) && typeof r.after.fields.statusToken !== 'string').map((r) => r.id);
  await giveStatusTokens(writer, untokened, now, node);
}
