// A ride's state, derived from its append-only event log: the latest event by the tap's time, once the
// events taken back ('undone') are set aside. Two phones that both recorded steps offline keep all their
// events; the state is the same on every device that holds the same log.

import type { BookingStatus, RideEvent, RideEventKind } from './types';

export type RideState = Exclude<RideEventKind, 'undone'> | 'unassigned';

export const CANCELLED_KINDS = ['cancelled_client', 'cancelled_late', 'cancelled_operator'] as const;

/** The steps a driver taps on a ride they accepted, in order. */
export const DRIVER_STEPS = ['en_route', 'on_location', 'on_board', 'done'] as const;
export type DriverStep = (typeof DRIVER_STEPS)[number];

/** States after which nothing more happens to the ride. */
export const FINAL_STATES: readonly RideState[] = ['done', 'no_show', ...CANCELLED_KINDS];

/** Events in the order they happened: by the tap's time, then by id so every device agrees on ties. */
export function byTapTime(a: Pick<RideEvent, 'at' | 'id'>, b: Pick<RideEvent, 'at' | 'id'>): number {
  if (a.at !== b.at) return a.at < b.at ? -1 : 1;
  return a.id < b.id ? -1 : a.id > b.id ? 1 : 0;
}

/** The events that count: not taken back, and not the undo marks themselves, oldest first. */
export function effectiveEvents<E extends Pick<RideEvent, 'id' | 'kind' | 'at' | 'undoes'>>(events: readonly E[]): E[] {
  const undone = new Set<string>();
  for (const event of events) if (event.kind === 'undone' && event.undoes) undone.add(event.undoes);
  return events.filter((e) => e.kind !== 'undone' && !undone.has(e.id)).sort(byTapTime);
}

export interface DerivedRide<E> {
  state: RideState;
  /** The event that set the state, if any. */
  last: E | null;
}

/** The ride's state from its events; a ride with no events is 'assigned' when it has a driver. */
export function deriveRide<E extends Pick<RideEvent, 'id' | 'kind' | 'at' | 'undoes'>>(
  events: readonly E[],
  hasDriver: boolean,
): DerivedRide<E> {
  const counted = effectiveEvents(events);
  const last = counted[counted.length - 1] ?? null;
  if (!last) return { state: hasDriver ? 'assigned' : 'unassigned', last: null };
  return { state: last.kind as RideState, last };
}

/** What a driver may tap next from a state: accept or decline, then the steps in order. */
export function nextDriverActions(state: RideState): RideEventKind[] {
  switch (state) {
    case 'assigned':
      return ['accepted', 'declined'];
    case 'accepted':
      return ['en_route'];
    case 'en_route':
      return ['on_location'];
    case 'on_location':
      return ['on_board', 'no_show'];
    case 'on_board':
      return ['done'];
    default:
      return [];
  }
}

/** The booking status (SPEC) a ride's state sets, where the two overlap; null leaves it as it is. */
export function statusForState(state: RideState): BookingStatus | null {
  if (state === 'done') return 'completed';
  if ((CANCELLED_KINDS as readonly string[]).includes(state)) return 'cancelled';
  return null;
}
