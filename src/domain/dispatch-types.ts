// The records of dispatch: who runs a ride, its steps, time off, downtime and staff profiles.

import type { StaffRole, SyncedBase } from './record-base';

/** What makes an assignment wrong (src/domain/dispatch.ts finds them). */
export const CONFLICT_KINDS = ['overlap', 'timeOff', 'downtime', 'seats', 'luggage', 'card', 'licence', 'inactive'] as const;
export type ConflictKind = (typeof CONFLICT_KINDS)[number];

export interface DispatchConflict {
  kind: ConflictKind;
  /** Whose problem it is: the assigned driver's or the assigned vehicle's. */
  resource: 'driver' | 'vehicle';
  /** The other booking, time off or downtime it collides with, when there is one. */
  withId?: string;
}

/** How long rides take and the margin kept around them (DESIGN: dispatch). */
export interface DispatchSettings {
  /** Minutes a ride occupies its driver and vehicle before the pickup time. */
  bufferBeforeMinutes: number;
  /** Minutes after its estimated end. */
  bufferAfterMinutes: number;
  /** A transfer's duration when neither of its places has an estimate. */
  transferMinutes: number;
  /** An hourly hire's hours when the booking does not say. */
  hourlyHours: number;
  /** A transfer's duration by place id (src/domain/places.ts): the longest of its two places applies. */
  placeMinutes: Record<string, number>;
}

/** The steps of a ride, in the order a driver taps them, then the endings and the undo. */
export const RIDE_EVENT_KINDS = [
  'assigned',
  'accepted',
  'declined',
  'en_route',
  'on_location',
  'on_board',
  'done',
  'no_show',
  'cancelled_client',
  'cancelled_late',
  'cancelled_operator',
  'undone',
] as const;
export type RideEventKind = (typeof RIDE_EVENT_KINDS)[number];

/** One step of a ride: append-only, never edited; the ride's state is derived from them all. */
export interface RideEvent extends SyncedBase {
  bookingId: string;
  kind: RideEventKind;
  /** The device's own time of the tap, ISO instant. */
  at: string;
  /** The staff member who tapped; the server sets it to the signed-in one. */
  authorId: string;
  /** 'assigned': the driver given the ride. */
  driverId?: string;
  /** 'undone': the event it takes back. */
  undoes?: string;
  /** 'no_show': minutes waited on location. */
  waitMinutes?: number;
  /** Why (a decline, a cancellation), in the author's words. */
  note?: string;
  /** Where the tap was, when the driver allows it (WGS 84 degrees, accuracy in metres). */
  lat?: number;
  lng?: number;
  accuracy?: number;
}

/** A span when a driver does not drive. Times are Europe/Paris wall clock, 'YYYY-MM-DDTHH:MM'. */
export interface TimeOff extends SyncedBase {
  staffId: string;
  startsAt: string;
  endsAt: string;
  reason?: string;
}

export const DOWNTIME_REASONS = ['maintenance', 'inspection', 'accident'] as const;
export type DowntimeReason = (typeof DOWNTIME_REASONS)[number];

/** A span when a car of the fleet cannot be used; times as TimeOff's. */
export interface Downtime extends SyncedBase {
  carId: string;
  startsAt: string;
  endsAt: string;
  reason: DowntimeReason;
  note?: string;
}

/**
 * A staff member as clients and the office see them; its id is the staff account's. `role` and
 * `active` mirror the account and are written by the server only.
 */
export interface Profile extends SyncedBase {
  name: string;
  phone: string;
  /** URL, site-relative path or `blob-ref:<uuid>`; '' when there is no photo. */
  image: string;
  role: StaffRole;
  active: boolean;
  /** Professional VTC card (carte professionnelle VTC): number and expiry, 'YYYY-MM-DD'. */
  vtcCardNumber?: string;
  vtcCardExpiry?: string;
  /** Driving licence expiry, 'YYYY-MM-DD'. */
  licenceExpiry?: string;
}
