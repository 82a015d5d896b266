// What the dispatch screens (the board, a booking's detail, the assignment dialog) compute from the
// records a device holds: the conflict index, the records by id for wording the reasons, each ride's
// conflicts (the device's check with the server's marks) and its state from the event log.
import { buildDispatchIndex, findConflicts, type DispatchIndex } from '../../domain/dispatch';
import { deriveRide, FINAL_STATES, type RideState } from '../../domain/ride-state';
import type { TourDuration } from '../../domain/ride-duration';
import type { Booking, Car, DispatchConflict, Downtime, Profile, RideEvent, Settings, TimeOff, Tour } from '../../domain/types';

/** The records dispatch reads (src/db/dispatch-queries.ts loads them for a span of days). */
export interface DispatchFacts {
  bookings: readonly Booking[];
  timeOff: readonly TimeOff[];
  downtimes: readonly Downtime[];
  profiles: readonly Profile[];
  cars: readonly Car[];
  tours: readonly (Pick<Tour, 'id'> & TourDuration)[];
  settings: Pick<Settings, 'dispatch'> | null;
}

/** The records a conflict may name, by id. */
export interface DispatchLookups {
  bookings: ReadonlyMap<string, Booking>;
  timeOff: ReadonlyMap<string, TimeOff>;
  downtimes: ReadonlyMap<string, Downtime>;
  profiles: ReadonlyMap<string, Profile>;
  cars: ReadonlyMap<string, Car>;
}

export interface DispatchModel {
  index: DispatchIndex;
  lookups: DispatchLookups;
}

const byId = <T extends { id: string }>(list: readonly T[]) => new Map(list.map((item) => [item.id, item]));

/** The index and lookups, built once per change of the records (callers keep it in a useMemo). */
export function buildDispatchModel(facts: DispatchFacts): DispatchModel {
  return {
    index: buildDispatchIndex(facts),
    lookups: {
      bookings: byId(facts.bookings),
      timeOff: byId(facts.timeOff),
      downtimes: byId(facts.downtimes),
      profiles: byId(facts.profiles),
      cars: byId(facts.cars),
    },
  };
}

export const conflictKey = (c: DispatchConflict) => `${c.resource}:${c.kind}:${c.withId ?? ''}`;

/** Whether the device holds what a conflict of the server is about, so that its own check is the truth. */
function canCheck(conflict: DispatchConflict, booking: Booking, lookups: DispatchLookups): boolean {
  const resourceId = conflict.resource === 'driver' ? booking.driverId : booking.assignedVehicleId;
  // Not assigned any more: whatever the server saw is gone.
  if (!resourceId) return true;
  switch (conflict.kind) {
    case 'overlap':
      return conflict.withId !== undefined && lookups.bookings.has(conflict.withId);
    case 'timeOff':
      return conflict.withId !== undefined && lookups.timeOff.has(conflict.withId);
    case 'downtime':
      return conflict.withId !== undefined && lookups.downtimes.has(conflict.withId);
    case 'seats':
    case 'luggage':
      return lookups.cars.has(resourceId);
    default:
      return lookups.profiles.has(resourceId);
  }
}

/**
 * A ride's conflicts: the device's own check, with the marks the server left (conflicts only two
 * devices together could see). A mark about records this device holds is left to its own check, so
 * that a conflict the office has just resolved offline stops showing before the next sync.
 */
export function rideConflicts(booking: Booking, model: DispatchModel): DispatchConflict[] {
  const local = findConflicts(booking, model.index);
  const server = booking.dispatchConflicts;
  if (!server || server.length === 0 || booking.status === 'cancelled') return local;
  const seen = new Set(local.map(conflictKey));
  const merged = [...local];
  for (const mark of server) {
    const key = conflictKey(mark);
    if (seen.has(key) || canCheck(mark, booking, model.lookups)) continue;
    seen.add(key);
    merged.push(mark);
  }
  return merged;
}

/**
 * The ride's state from its events, as the office sees it: a ride left without a driver is
 * unassigned again (until it has ended), and a booking cancelled or completed from its status
 * select is so.
 */
export function rideStateOf(booking: Pick<Booking, 'driverId' | 'status'>, events: readonly RideEvent[]): RideState {
  const { state } = deriveRide(events, !!booking.driverId);
  if (booking.status === 'cancelled' && !FINAL_STATES.includes(state)) return 'cancelled_operator';
  if (booking.status === 'completed' && !FINAL_STATES.includes(state)) return 'done';
  if (!booking.driverId && !FINAL_STATES.includes(state)) return 'unassigned';
  return state;
}

/** Events by ride, for a list of events read together. */
export function eventsByRide(events: readonly RideEvent[]): Map<string, RideEvent[]> {
  const map = new Map<string, RideEvent[]>();
  for (const event of events) {
    const list = map.get(event.bookingId);
    if (list) list.push(event);
    else map.set(event.bookingId, [event]);
  }
  return map;
}
