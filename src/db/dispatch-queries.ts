// What dispatch reads from the device: the bookings of a span of days (by the pickupDate index) with
// the few days around it whose rides may overlap, their ride events, and the small tables the
// conflict checks need (profiles, cars, tours, time off, downtime, settings). Shared by the board
// and the booking detail, live.
import { addDays, parisLocalInstant, parisDayStart } from '../domain/paris-time';
import type { TourDuration } from '../domain/ride-duration';
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
import { useDeviceQuery, useEagerDeviceQuery } from './live-query';

/**
 * Days read before and after the shown ones: a ride that starts earlier may still run (an hourly hire
 * of up to 72 hours), and one that starts later has a buffer before it.
 */
export const DAYS_BEFORE = 3;
export const DAYS_AFTER = 2;

/** The small tables every dispatch check reads, whatever the days: read once, kept while shown. */
export interface DispatchSupport {
  /** Every time off and downtime (the callers keep those that meet their days). */
  timeOff: TimeOff[];
  downtimes: Downtime[];
  profiles: Profile[];
  /** Local staff accounts: names of authors who have no profile yet. */
  staff: Pick<Staff, 'id' | 'name' | 'username'>[];
  cars: Car[];
  /** What a ride's length is read from (rideMinutes). */
  tours: (Pick<Tour, 'id'> & TourDuration)[];
  settings: Settings | null;
}

export interface DispatchWindow extends DispatchSupport {
  /** The first and last shown day, 'YYYY-MM-DD'. */
  from: string;
  to: string;
  /** Bookings picked up from `from - DAYS_BEFORE` to `to + DAYS_AFTER`, cancelled ones included. */
  bookings: Booking[];
}

export async function loadDispatchSupport(db: AppDb): Promise<DispatchSupport> {
  const [timeOff, downtimes, profiles, staff, cars, tours, settings] = await Promise.all([
    db.timeOff.toArray(),
    db.downtimes.toArray(),
    db.profiles.toArray(),
    db.staff.toArray(),
    db.cars.orderBy('createdAt').toArray(),
    db.tours.toArray(),
    db.settings.get(SETTINGS_ID),
  ]);
  return {
    timeOff,
    downtimes,
    profiles,
    staff: staff.map(({ id, name, username }) => ({ id, name, username })),
    cars,
    tours: tours.map(({ id, durationFr, durationEn, durationAr }) => ({ id, durationFr, durationEn, durationAr })),
    settings: settings ?? null,
  };
}

/** The support tables, live, read from the first render on. */
export function useDispatchSupport(): DispatchSupport | undefined {
  const db = useDb();
  return useEagerDeviceQuery(db, 'dispatch-support', loadDispatchSupport);
}

/** The bookings that matter to days `from`..`to`: picked up from a few days before to a few after. */
export function loadWindowBookings(db: AppDb, from: string, to: string): Promise<Booking[]> {
  return db.bookings.where('pickupDate').between(addDays(from, -DAYS_BEFORE), addDays(to, DAYS_AFTER), true, true).toArray();
}

const meets = (record: { startsAt: string; endsAt: string }, start: number, end: number) =>
  parisLocalInstant(record.startsAt) < end && parisLocalInstant(record.endsAt) > start;

/** The window of days `from`..`to`: its bookings with the support tables, time off and downtime cut to it. */
export function dispatchWindow(support: DispatchSupport, bookings: Booking[], from: string, to: string): DispatchWindow {
  const start = parisDayStart(addDays(from, -DAYS_BEFORE));
  const end = parisDayStart(addDays(to, DAYS_AFTER + 1));
  return {
    ...support,
    from,
    to,
    bookings,
    timeOff: support.timeOff.filter((t) => meets(t, start, end)),
    downtimes: support.downtimes.filter((d) => meets(d, start, end)),
  };
}

/** The bookings of days `from`..`to` with their surroundings, and what their checks need. */
export async function loadDispatchWindow(db: AppDb, from: string, to: string): Promise<DispatchWindow> {
  const [support, bookings] = await Promise.all([loadDispatchSupport(db), loadWindowBookings(db, from, to)]);
  return dispatchWindow(support, bookings, from, to);
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
