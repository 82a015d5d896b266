// The driver's day on the device: their rides with each one's events, car, tour and remarks, their
// time off, and the writes of a step, its undo and a time off. Everything reads and writes the device
// database (the outbox carries the writes to the office), so the page works with no network at all.

import type { AppDb } from '../../db/db';
import { useDb } from '../../db/db-context';
import { useDeviceQuery } from '../../db/live-query';
import { createRecord, deleteRecord, patchRecord } from '../../db/repository';
import type { Extra, MessagingSettings } from '../../domain/billing-types';
import { ridePriceOf, withExtras, withWaitingTime } from '../../domain/extras';
import { deriveRide, type RideState } from '../../domain/ride-state';
import type { Booking, BookingStatus, Car, Remark, RideEvent, RideEventKind, TimeOff, Tour } from '../../domain/types';
import type { Fix } from './position';
import { messagingOf } from '../../domain/message-templates';
import { whatsAppRecord, type PreparedWhatsApp } from '../../domain/whatsapp-message';
import { SETTINGS_ID, type Language } from '../../domain/types';

export interface MyRide {
  booking: Booking;
  events: RideEvent[];
  state: RideState;
  car: Car | null;
  tour: Tour | null;
  remarks: Remark[];
}

const groupBy = <T extends { bookingId: string }>(rows: readonly T[]) => {
  const map = new Map<string, T[]>();
  for (const row of rows) {
    const list = map.get(row.bookingId);
    if (list) list.push(row);
    else map.set(row.bookingId, [row]);
  }
  return map;
};

/** Every ride assigned to `staffId`, with what its card shows. */
export async function listMyRides(db: AppDb, staffId: string): Promise<MyRide[]> {
  const bookings = await db.bookings.where('driverId').equals(staffId).toArray();
  const ids = bookings.map((b) => b.id);
  const carIds = [...new Set(bookings.flatMap((b) => (b.assignedVehicleId ? [b.assignedVehicleId] : [])))];
  const tourIds = [...new Set(bookings.flatMap((b) => (b.tourId ? [b.tourId] : [])))];
  const [events, remarks, cars, tours] = await Promise.all([
    db.rideEvents.where('bookingId').anyOf(ids).toArray(),
    db.remarks.where('bookingId').anyOf(ids).toArray(),
    db.cars.bulkGet(carIds),
    db.tours.bulkGet(tourIds),
  ]);
  const eventsOf = groupBy(events);
  const remarksOf = groupBy(remarks);
  const carOf = new Map(cars.flatMap((c) => (c ? [[c.id, c] as const] : [])));
  const tourOf = new Map(tours.flatMap((t) => (t ? [[t.id, t] as const] : [])));
  return bookings.map((booking) => {
    const own = eventsOf.get(booking.id) ?? [];
    const derived = deriveRide(own, true);
    return {
      booking,
      events: own,
      // A ride another driver declined and the office then gave to this one waits for their answer.
      state: derived.state === 'declined' && derived.last?.authorId !== staffId ? 'assigned' : derived.state,
      car: (booking.assignedVehicleId && carOf.get(booking.assignedVehicleId)) || null,
      tour: (booking.tourId && tourOf.get(booking.tourId)) || null,
      remarks: (remarksOf.get(booking.id) ?? []).sort((a, b) => a.position - b.position),
    };
  });
}

/** The signed-in member's rides, live; undefined until the first answer. */
export function useMyRides(staffId: string | undefined): MyRide[] | undefined {
  const db = useDb();
  return useDeviceQuery(db, (db) => (staffId ? listMyRides(db, staffId) : []), [staffId]);
}

/** A member's time off, earliest first. */
export async function listTimeOff(db: AppDb, staffId: string): Promise<TimeOff[]> {
  const rows = await db.timeOff.where('staffId').equals(staffId).toArray();
  return rows.sort((a, b) => (a.startsAt < b.startsAt ? -1 : a.startsAt > b.startsAt ? 1 : 0));
}

export function useMyTimeOff(staffId: string | undefined): TimeOff[] | undefined {
  const db = useDb();
  return useDeviceQuery(db, (db) => (staffId ? listTimeOff(db, staffId) : []), [staffId]);
}

export interface StepInput {
  /** The event's id, made at the tap (a step kept in local storage is recorded once with it). */
  id?: string;
  bookingId: string;
  kind: Exclude<RideEventKind, 'undone'>;
  /** The tap's time on this device, ISO. */
  at: string;
  authorId: string;
  note?: string;
  waitMinutes?: number;
  fix?: Fix | null;
}

/**
 * Appends a step to the ride's log and, when the step changes it (done: completed), the booking's
 * status, in one transaction: both reach the office together, or neither is kept.
 */
export async function recordStep(db: AppDb, step: StepInput, status: BookingStatus | null): Promise<RideEvent> {
  const { fix, ...fields } = step;
  return db.transaction('rw', ['rideEvents', 'bookings', 'outbox', 'syncState'], async () => {
    const recorded = step.id ? await db.rideEvents.get(step.id) : undefined;
    if (recorded) return recorded;
    const event = await createRecord(db, 'rideEvents', { ...fields, ...(fix ? { lat: fix.lat, lng: fix.lng, accuracy: fix.accuracy } : {}) });
    if (status) {
      const booking = await db.bookings.get(step.bookingId);
      if (booking && booking.status !== status) await patchRecord(db, 'bookings', step.bookingId, { status });
    }
    return event;
  });
}

/**
 * Takes a step back: an 'undone' event naming it (the log is append-only), and the booking's status
 * as it was before the step, when the step had changed it.
 */
export async function undoStep(
  db: AppDb,
  step: Pick<RideEvent, 'id' | 'bookingId'>,
  authorId: string,
  statusBefore: BookingStatus | null,
): Promise<RideEvent> {
  return db.transaction('rw', ['rideEvents', 'bookings', 'outbox', 'syncState'], async () => {
    const undo = await createRecord(db, 'rideEvents', {
      bookingId: step.bookingId,
      kind: 'undone',
      undoes: step.id,
      at: new Date().toISOString(),
      authorId,
    });
    if (statusBefore) {
      const booking = await db.bookings.get(step.bookingId);
      if (booking && booking.status !== statusBefore) await patchRecord(db, 'bookings', step.bookingId, { status: statusBefore });
    }
    return undo;
  });
}

export function addTimeOff(db: AppDb, timeOff: { staffId: string; startsAt: string; endsAt: string; reason: string }): Promise<TimeOff> {
  return createRecord(db, 'timeOff', { ...timeOff, reason: timeOff.reason || undefined });
}

/** Deletes one of the driver's own time off (the server refuses another's). */
export async function removeTimeOff(db: AppDb, id: string): Promise<void> {
  await deleteRecord(db, 'timeOff', id);
}

export function useRidesDb(): AppDb {
  return useDb();
}

/** What a message to the client is written from: the office's templates and its default language. */
export function useMessaging(): { messaging: MessagingSettings; defaultLanguage: Language } | undefined {
  const db = useDb();
  return useDeviceQuery(
    db,
    async (db) => {
      const settings = await db.settings.get(SETTINGS_ID);
      return { messaging: messagingOf(settings), defaultLanguage: settings?.defaultLanguage ?? 'fr' };
    },
    [],
  );
}

/** Records a WhatsApp message the driver sent to their ride's client (synced with the outbox). */
export async function recordWhatsApp(db: AppDb, bookingId: string, message: PreparedWhatsApp, authorId: string): Promise<void> {
  await createRecord(db, 'clientMessages', whatsAppRecord(bookingId, message, authorId, new Date()));
}

/**
 * Records the client's waiting time on a ride: the 'waiting' extra in quarters of an hour started,
 * at the settings' price, and the booking's total with it. false when the office sells no waiting time.
 */
export async function recordWaitingTime(db: AppDb, bookingId: string, minutes: number, catalogue: readonly Extra[]): Promise<boolean> {
  return db.transaction('rw', ['bookings', 'outbox', 'syncState'], async () => {
    const booking = await db.bookings.get(bookingId);
    if (!booking) throw new Error('This ride is no longer on this device');
    const extras = withWaitingTime(booking.extras, minutes, catalogue);
    if (extras === null) return false;
    const totalPrice = withExtras(ridePriceOf(booking), extras) ?? booking.totalPrice;
    await patchRecord(db, 'bookings', bookingId, { extras: extras.length > 0 ? extras : null, totalPrice });
    return true;
  });
}
