// What dispatch reads from the device: the bookings of a span of days (by the pickupDate index) with
// the few days around it whose rides may overlap, their ride events, and the small tables the
// conflict checks need (profiles, cars, tours, time off, downtime, settings). Shared by the board
// and the booking detail, live.
import { addDays, parisLocalInstant, parisDayStart } from '../domain/paris-time';
import {
  SETTINGS_ID,
  type Booking,
  type Car,
  type Downtime,
  type Profile,
  type RideEvent,
  type Settings,
  type Staff,
  type TimeOff,
  type Tour,
} from '../domain/types';
import type { AppDb } from './db';
import { useDb } from './db-context';
import { useDeviceQuery } from './live-query';

/**
 * Days read before and after the shown ones: a ride that starts earlier may still run (an hourly hire
 * of up to 72 hours), and one that starts later has a buffer before it.
 */
export const DAYS_BEFORE = 3;
export const DAYS_AFTER = 2;

export interface DispatchWindow {
  /** The first and last shown day, 'YYYY-MM-DD'. */
  from: string;
  to: string;
  /** Bookings picked up from `from - DAYS_BEFORE` to `to + DAYS_AFTER`, cancelled ones included. */
  bookings: Booking[];
  /** Time off and downtime that meet that span. */
  timeOff: TimeOff[];
  downtimes: Downtime[];
  profiles: Profile[];
  /** Local staff accounts: names of authors who have no profile yet. */
  staff: Pick<Staff, 'id' | 'name' | 'username'>[];
  cars: Car[];
  tours: Pick<Tour, 'id' | 'title' | 'duration'>[];
  settings: Settings | null;
}

const meets = (record: { startsAt: string; endsAt: string }, start: number, end: number) =>
  parisLocalInstant(record.startsAt) < end && parisLocalInstant(record.endsAt) > start;

/** The bookings of days `from`..`to` with their surroundings, and what their checks need. */
export async function loadDispatchWindow(db: AppDb, from: string, to: string): Promise<DispatchWindow> {
  const first = addDays(from, -DAYS_BEFORE);
  const last = addDays(to, DAYS_AFTER);
  const start = parisDayStart(first);
  const end = parisDayStart(addDays(last, 1));
  const [bookings, timeOff, downtimes, profiles, staff, cars, tours, settings] = await Promise.all([
    db.bookings.where('pickupDate').between(first, last, true, true).toArray(),
    db.timeOff.toArray(),
    db.downtimes.toArray(),
    db.profiles.toArray(),
    db.staff.toArray(),
    db.cars.orderBy('createdAt').toArray(),
    db.tours.toArray(),
    db.settings.get(SETTINGS_ID),
  ]);
  return {
    from,
    to,
    bookings,
    timeOff: timeOff.filter((t) => meets(t, start, end)),
    downtimes: downtimes.filter((d) => meets(d, start, end)),
    profiles,
    staff: staff.map(({ id, name, username }) => ({ id, name, username })),
    cars,
    tours: tours.map(({ id, title, duration }) => ({ id, title, duration })),
    settings: settings ?? null,
  };
}

/** The dispatch window, live: undefined until the first answer. */
export function useDispatchWindow(from: string | undefined, to: string | undefined): DispatchWindow | undefined {
  const db = useDb();
  return useDeviceQuery(db, (db) => (from && to ? loadDispatchWindow(db, from, to) : undefined), [from, to]);
}

/** The events of some rides, by the bookingId index. */
export async function loadRideEvents(db: AppDb, bookingIds: readonly string[]): Promise<RideEvent[]> {
  if (bookingIds.length === 0) return [];
  return db.rideEvents.where('bookingId').anyOf([...bookingIds]).toArray();
}

/** One ride's events, live (oldest first is the caller's to sort: see ride-state.ts). */
export function useRideEvents(bookingId: string | undefined): RideEvent[] | undefined {
  const db = useDb();
  return useDeviceQuery(db, (db) => (bookingId ? db.rideEvents.where('bookingId').equals(bookingId).toArray() : []), [bookingId]);
}
