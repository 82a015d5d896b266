// How 'My rides' lays out a driver's rides: earlier days' loose ends, today's rides in pickup order,
// then each next day with its own. A ride of an earlier day that is over is not listed.

import { FINAL_STATES, type RideState } from '../../domain/ride-state';
import type { Booking } from '../../domain/types';

export interface DatedRide {
  booking: Pick<Booking, 'id' | 'pickupDate' | 'pickupTime' | 'status'>;
  state: RideState;
}

export interface RideDay<R> {
  /** 'YYYY-MM-DD', Paris calendar day. */
  date: string;
  rides: R[];
}

export interface RideDays<R> {
  /** Rides of days before today still open (not run to the end, not cancelled), oldest first. */
  earlier: R[];
  today: R[];
  /** The days after today that have rides, in order. */
  next: RideDay<R>[];
}

const byPickup = (a: DatedRide, b: DatedRide) =>
  a.booking.pickupDate !== b.booking.pickupDate
    ? a.booking.pickupDate < b.booking.pickupDate
      ? -1
      : 1
    : a.booking.pickupTime !== b.booking.pickupTime
      ? a.booking.pickupTime < b.booking.pickupTime
        ? -1
        : 1
      : a.booking.id < b.booking.id
        ? -1
        : 1;

/** Whether nothing more will happen to the ride: run, no-show, cancelled, or handed back. */
export function isOver(ride: DatedRide): boolean {
  return FINAL_STATES.includes(ride.state) || ride.state === 'declined' || ride.booking.status === 'cancelled' || ride.booking.status === 'completed';
}

/** The rides by day around `today` (Paris, 'YYYY-MM-DD'); see the file's first lines. */
export function rideDays<R extends DatedRide>(rides: readonly R[], today: string): RideDays<R> {
  const sorted = [...rides].sort(byPickup);
  const earlier: R[] = [];
  const todays: R[] = [];
  const next: RideDay<R>[] = [];
  for (const ride of sorted) {
    const date = ride.booking.pickupDate;
    if (date < today) {
      if (!isOver(ride)) earlier.push(ride);
    } else if (date === today) {
      todays.push(ride);
    } else {
      const last = next[next.length - 1];
      if (last?.date === date) last.rides.push(ride);
      else next.push({ date, rides: [ride] });
    }
  }
  return { earlier, today: todays, next };
}
