// Dispatch's writes that span two records: a booking's assignment or status together with the ride
// event that records it, in one transaction with their outbox entries (both are written, or neither).
import { schemaFor, validate } from '../domain/schemas';
import type { Booking, CreateInput, PatchFields, RideEvent } from '../domain/types';
import type { AppDb } from './db';
import { NotFoundError } from './errors';
import { buildRecord, definedOnly } from './repository-records';
import { insert, patchInside, runWrite, type WriteOptions } from './repository-write';

export interface RideAssignment {
  /** The driver who runs the ride; null leaves it without one. */
  driverId: string | null;
  /** The car of the fleet; null leaves it without one. */
  assignedVehicleId: string | null;
}

export interface RideWrite {
  booking: Booking;
  /** The event written with it, if any. */
  event: RideEvent | null;
}

/**
 * Gives a ride its driver and car. When the driver changes, an 'assigned' event records it (without
 * `driverId` when the driver was taken off), authored by `authorId` at the device's time.
 */
export async function assignRide(
  db: AppDb,
  bookingId: string,
  choice: RideAssignment,
  authorId: string,
  options?: WriteOptions,
): Promise<RideWrite> {
  const changes = definedOnly(choice);
  validate(schemaFor('bookings').patch, changes, 'bookings');
  return runWrite(db, ['bookings', 'rideEvents'], options, async (clock) => {
    const current = await db.bookings.get(bookingId);
    if (!current) throw new NotFoundError('bookings', bookingId);
    const booking = await patchInside(db, clock, 'bookings', bookingId, changes);
    if ((current.driverId ?? null) === choice.driverId) return { booking, event: null };
    const event = buildRecord('rideEvents', {
      bookingId,
      kind: 'assigned',
      at: new Date().toISOString(),
      authorId,
      driverId: choice.driverId,
    });
    await insert(db, clock, 'rideEvents', event);
    return { booking, event };
  });
}

/**
 * Appends a ride event and, in the same write, the booking fields it changes (a cancellation sets the
 * status to 'cancelled').
 */
export async function addRideEvent(
  db: AppDb,
  data: CreateInput<'rideEvents'>,
  bookingChanges: PatchFields<'bookings'> = {},
  options?: WriteOptions,
): Promise<RideWrite> {
  const event = buildRecord('rideEvents', data);
  const changes = definedOnly(bookingChanges);
  validate(schemaFor('bookings').patch, changes, 'bookings');
  return runWrite(db, ['bookings', 'rideEvents'], options, async (clock) => {
    const booking = await patchInside(db, clock, 'bookings', data.bookingId, changes);
    await insert(db, clock, 'rideEvents', event);
    return { booking, event };
  });
}
