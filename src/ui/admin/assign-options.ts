// The choices of the assignment dialog: each driver and car with whether it is free for the ride (the
// same check as the assignment's, for that one resource), and the driver's other rides that day.
import { findConflicts } from '../../domain/dispatch';
import type { Booking, Car, DispatchConflict, Profile } from '../../domain/types';
import type { DispatchModel } from './dispatch-model';

export interface DriverChoice {
  profile: Pick<Profile, 'id' | 'name' | 'phone' | 'active' | 'role'>;
  conflicts: DispatchConflict[];
  /** The driver's other rides on the ride's day. */
  ridesThatDay: number;
}

export interface CarChoice {
  car: Car;
  conflicts: DispatchConflict[];
  /** The car the client asked for. */
  requested: boolean;
}

const free = (choice: { conflicts: readonly DispatchConflict[] }) => choice.conflicts.length === 0;

/** Free ones first, then by name; `keepId` (the current driver) stays listed even if no longer active. */
export function driverChoices(booking: Booking, model: DispatchModel, keepId?: string): DriverChoice[] {
  const drivers = [...model.lookups.profiles.values()].filter((p) => (p.role === 'driver' && p.active) || p.id === keepId);
  const choices = drivers.map((profile) => {
    const conflicts = findConflicts({ ...booking, driverId: profile.id, assignedVehicleId: undefined }, model.index);
    let ridesThatDay = 0;
    for (const item of model.index.byDriver.get(profile.id) ?? []) {
      const other = model.lookups.bookings.get(item.id);
      if (other && other.id !== booking.id && other.pickupDate === booking.pickupDate) ridesThatDay++;
    }
    return { profile, conflicts, ridesThatDay };
  });
  return choices.sort((a, b) => Number(free(b)) - Number(free(a)) || a.profile.name.localeCompare(b.profile.name));
}

/** The client's requested car first, then the free cars that fit, then the others, in fleet order. */
export function carChoices(booking: Booking, model: DispatchModel, cars: readonly Car[]): CarChoice[] {
  const choices = cars.map((car) => ({
    car,
    conflicts: findConflicts({ ...booking, driverId: undefined, assignedVehicleId: car.id }, model.index),
    requested: car.id === booking.vehicleId,
  }));
  const rank = (c: CarChoice) => (c.requested ? 0 : free(c) ? 1 : 2);
  return choices.map((c, i) => ({ c, i })).sort((a, b) => rank(a.c) - rank(b.c) || a.i - b.i).map(({ c }) => c);
}
