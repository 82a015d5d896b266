// Dispatch's rules, shared by the devices (checked offline, before saving) and the server (checked
// again when the change arrives): the time a ride occupies its driver and car, what collides with it,
// and whether the car fits the ride.

import { addDays, parisInstant, parisLocalInstant } from './paris-time';
import { dispatchSettingsOf, rideMinutes, type TourDuration } from './ride-duration';
import type {
  Booking,
  Car,
  DispatchConflict,
  DispatchSettings,
  Downtime,
  Profile,
  Settings,
  TimeOff,
  Tour,
} from './types';

const MINUTE = 60_000;

/** Days before an expiry that the board and Team warn of it. */
export const EXPIRY_WARNING_DAYS = 30;

/** [start, end) in epoch milliseconds. */
export interface Span {
  start: number;
  end: number;
}

export type DispatchBooking = Pick<
  Booking,
  | 'id'
  | 'pickupDate'
  | 'pickupTime'
  | 'serviceType'
  | 'vatKind'
  | 'hours'
  | 'tourId'
  | 'pickupLocation'
  | 'dropoffLocation'
  | 'status'
  | 'driverId'
  | 'assignedVehicleId'
  | 'passengers'
  | 'luggage'
>;

export interface DispatchData {
  bookings: readonly DispatchBooking[];
  timeOff: readonly TimeOff[];
  downtimes: readonly Downtime[];
  cars: readonly Pick<Car, 'id' | 'passengers' | 'luggage'>[];
  tours: readonly (Pick<Tour, 'id'> & TourDuration)[];
  profiles: readonly Pick<Profile, 'id' | 'role' | 'active' | 'vtcCardExpiry' | 'licenceExpiry'>[];
  settings?: Pick<Settings, 'dispatch'> | null;
}

interface Occupied {
  id: string;
  span: Span;
}

/**
 * What the checks need, indexed once: each driver's and car's occupied spans sorted by start, their
 * time off and downtime, the cars, tours and profiles by id. Build it once per screen or per push.
 */
export interface DispatchIndex {
  settings: DispatchSettings;
  tours: ReadonlyMap<string, TourDuration>;
  cars: ReadonlyMap<string, Pick<Car, 'id' | 'passengers' | 'luggage'>>;
  profiles: ReadonlyMap<string, Pick<Profile, 'id' | 'role' | 'active' | 'vtcCardExpiry' | 'licenceExpiry'>>;
  byDriver: ReadonlyMap<string, Occupied[]>;
  byVehicle: ReadonlyMap<string, Occupied[]>;
  timeOff: ReadonlyMap<string, Occupied[]>;
  downtime: ReadonlyMap<string, Occupied[]>;
}

/** Whether a booking still needs its driver and car (a cancelled one frees them). */
export const occupies = (booking: Pick<Booking, 'status'>) => booking.status !== 'cancelled';

/** The ride's own time: from its pickup to its estimated end, without buffers. */
export function rideSpan(booking: DispatchBooking, index: Pick<DispatchIndex, 'tours' | 'settings'>): Span {
  const start = parisInstant(booking.pickupDate, booking.pickupTime);
  return { start, end: start + rideMinutes(booking, index.tours, index.settings) * MINUTE };
}

/** The time a ride occupies its driver and car: its own time widened by the buffers. */
export function occupiedSpan(booking: DispatchBooking, index: Pick<DispatchIndex, 'tours' | 'settings'>): Span {
  const ride = rideSpan(booking, index);
  return {
    start: ride.start - index.settings.bufferBeforeMinutes * MINUTE,
    end: ride.end + index.settings.bufferAfterMinutes * MINUTE,
  };
}

export function localSpan(record: Pick<TimeOff, 'startsAt' | 'endsAt'>): Span {
  return { start: parisLocalInstant(record.startsAt), end: parisLocalInstant(record.endsAt) };
}

export const overlaps = (a: Span, b: Span) => a.start < b.end && b.start < a.end;

function push(map: Map<string, Occupied[]>, key: string | undefined, item: Occupied) {
  if (!key) return;
  const list = map.get(key);
  if (list) list.push(item);
  else map.set(key, [item]);
}

const byStart = (a: Occupied, b: Occupied) => a.span.start - b.span.start;

export function buildDispatchIndex(data: DispatchData): DispatchIndex {
  const base = {
    settings: dispatchSettingsOf(data.settings),
    tours: new Map(data.tours.map((t) => [t.id, t])),
  };
  const byDriver = new Map<string, Occupied[]>();
  const byVehicle = new Map<string, Occupied[]>();
  for (const booking of data.bookings) {
    if (!occupies(booking) || (!booking.driverId && !booking.assignedVehicleId)) continue;
    const item = { id: booking.id, span: occupiedSpan(booking, base) };
    push(byDriver, booking.driverId, item);
    push(byVehicle, booking.assignedVehicleId, item);
  }
  const timeOff = new Map<string, Occupied[]>();
  for (const t of data.timeOff) push(timeOff, t.staffId, { id: t.id, span: localSpan(t) });
  const downtime = new Map<string, Occupied[]>();
  for (const d of data.downtimes) push(downtime, d.carId, { id: d.id, span: localSpan(d) });
  for (const map of [byDriver, byVehicle, timeOff, downtime]) for (const list of map.values()) list.sort(byStart);
  return {
    ...base,
    cars: new Map(data.cars.map((c) => [c.id, c])),
    profiles: new Map(data.profiles.map((p) => [p.id, p])),
    byDriver,
    byVehicle,
    timeOff,
    downtime,
  };
}

/** Ids in a start-sorted list whose spans meet `span`, other than `selfId`. */
function colliding(list: readonly Occupied[] | undefined, span: Span, selfId: string): string[] {
  if (!list) return [];
  const hits: string[] = [];
  for (const item of list) {
    // Sorted by start; spans are at most a few days long, so stop well past the end.
    if (item.span.start >= span.end) break;
    if (item.id !== selfId && overlaps(item.span, span)) hits.push(item.id);
  }
  return hits;
}

/** Whether a date 'YYYY-MM-DD' is past an expiry date on the day of the ride. */
const expiredOn = (expiry: string | undefined, date: string) => expiry !== undefined && expiry < date;

/**
 * Everything wrong with a booking's assignment, as it stands in `booking` (which may be a draft with a
 * new driver or car, not yet in the index): overlaps with the driver's and car's other rides, time off,
 * downtime, a car too small, an expired VTC card or licence, a driver who no longer drives.
 */
export function findConflicts(booking: DispatchBooking, index: DispatchIndex): DispatchConflict[] {
  if (!occupies(booking)) return [];
  const conflicts: DispatchConflict[] = [];
  const span = occupiedSpan(booking, index);
  const driverId = booking.driverId;
  if (driverId) {
    for (const withId of colliding(index.byDriver.get(driverId), span, booking.id)) conflicts.push({ kind: 'overlap', resource: 'driver', withId });
    for (const withId of colliding(index.timeOff.get(driverId), span, booking.id)) conflicts.push({ kind: 'timeOff', resource: 'driver', withId });
    const profile = index.profiles.get(driverId);
    if (profile) {
      if (!profile.active || profile.role !== 'driver') conflicts.push({ kind: 'inactive', resource: 'driver' });
      if (expiredOn(profile.vtcCardExpiry, booking.pickupDate)) conflicts.push({ kind: 'card', resource: 'driver' });
      if (expiredOn(profile.licenceExpiry, booking.pickupDate)) conflicts.push({ kind: 'licence', resource: 'driver' });
    }
  }
  const vehicleId = booking.assignedVehicleId;
  if (vehicleId) {
    for (const withId of colliding(index.byVehicle.get(vehicleId), span, booking.id)) conflicts.push({ kind: 'overlap', resource: 'vehicle', withId });
    for (const withId of colliding(index.downtime.get(vehicleId), span, booking.id)) conflicts.push({ kind: 'downtime', resource: 'vehicle', withId });
    const car = index.cars.get(vehicleId);
    if (car) conflicts.push(...fitProblems(car, booking));
  }
  return conflicts;
}

/** Seats and luggage space a car lacks for a booking. */
export function fitProblems(car: Pick<Car, 'passengers' | 'luggage'>, booking: Pick<Booking, 'passengers' | 'luggage'>): DispatchConflict[] {
  const problems: DispatchConflict[] = [];
  if (car.passengers < booking.passengers) problems.push({ kind: 'seats', resource: 'vehicle' });
  if (car.luggage < booking.luggage) problems.push({ kind: 'luggage', resource: 'vehicle' });
  return problems;
}

export type ExpiryLevel = 'expired' | 'soon';

/** An expiry date's warning on `today` ('YYYY-MM-DD'): expired, within 30 days, or none. */
export function expiryLevel(expiry: string | undefined, today: string): ExpiryLevel | null {
  if (!expiry) return null;
  if (expiry < today) return 'expired';
  return expiry <= addDays(today, EXPIRY_WARNING_DAYS) ? 'soon' : null;
}

/** The same conflicts, whatever their order (the server rewrites a booking's list only when it changed). */
export function sameConflicts(a: readonly DispatchConflict[] | undefined, b: readonly DispatchConflict[] | undefined): boolean {
  const key = (list: readonly DispatchConflict[] | undefined) =>
    (list ?? []).map((c) => `${c.resource}:${c.kind}:${c.withId ?? ''}`).sort().join('|');
  return key(a) === key(b);
}
