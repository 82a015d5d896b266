// The visitor's booking, shared by the wizard, the screens that hand it values and the server: the
// draft's fields (SPEC 3 'Public booking draft'), its services, and the payload the public endpoint
// takes, normalized to the booking record's names.

import { DEFAULT_LUGGAGE, DEFAULT_PASSENGERS } from './booking-limits';
import type { ServiceType } from './types';

/** The wizard's three services and the stored service type each one becomes (DESIGN 'Decisions'). */
export const WIZARD_SERVICES = ['airport', 'tours', 'shared'] as const;
export type WizardService = (typeof WIZARD_SERVICES)[number];

export const SERVICE_TYPE_OF: Record<WizardService, ServiceType> = {
  airport: 'transfer',
  tours: 'private_tour',
  shared: 'shared_tour',
};

export function isWizardService(value: unknown): value is WizardService {
  return typeof value === 'string' && (WIZARD_SERVICES as readonly string[]).includes(value);
}

export interface PublicBookingDraft {
  serviceType: WizardService | '';
  vehicleId: string;
  /** Set when the visitor came from a tour's 'Book This Tour'. */
  tourId: string;
  pickupLocation: string;
  dropoffLocation: string;
  /** 'YYYY-MM-DD' */
  pickupDate: string;
  /** 'HH:MM', 24 h */
  pickupTime: string;
  flightNumber: string;
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
  passengers: number;
  luggage: number;
  specialRequests: string;
  /** How many of each public extra, by its key (src/domain/extras.ts). */
  extras: Record<string, number>;
  /** A return trip: a second booking with the addresses swapped, at its own date and time. */
  returnTrip: boolean;
  /** 'YYYY-MM-DD' of the return trip. */
  returnDate: string;
  /** 'HH:MM' of the return trip. */
  returnTime: string;
}

/** Values another screen gives the wizard to start from; the wizard keeps what the visitor typed. */
export type BookingPrefill = Partial<PublicBookingDraft>;

/**
 * A visitor's booking as the public endpoint may receive it, made into the booking record's names:
 * SPEC 3's draft names (serviceType airport/tours/shared, flightNumber) become the stored ones, an
 * empty optional text or id counts as absent, and absent counts take SPEC's defaults (1 passenger,
 * 1 piece of luggage). What a visitor cannot choose (status, price...) is the server's business.
 */
export function normalizePublicBooking(body: Record<string, unknown>): Record<string, unknown> {
  const out: Record<string, unknown> = { ...body };
  if (isWizardService(out.serviceType)) out.serviceType = SERVICE_TYPE_OF[out.serviceType];
  if ('flightNumber' in out) {
    if (out.flightTrainNumber === undefined || out.flightTrainNumber === null || out.flightTrainNumber === '') {
      out.flightTrainNumber = out.flightNumber;
    }
    delete out.flightNumber;
  }
  for (const key of ['dropoffLocation', 'flightTrainNumber', 'vehicleId', 'tourId', 'specialRequests', 'paymentMethod']) {
    if (out[key] === '' || out[key] === null) delete out[key];
  }
  for (const [key, fallback] of [
    ['passengers', DEFAULT_PASSENGERS],
    ['luggage', DEFAULT_LUGGAGE],
  ] as const) {
    const value = out[key];
    if (value === undefined || value === null || value === '') out[key] = fallback;
    else if (typeof value === 'string' && /^\d{1,3}$/.test(value.trim())) out[key] = Number(value);
  }
  return out;
}

/** The server's answer to a visitor's booking while the office has switched maintenance mode on. */
export const BOOKINGS_PAUSED_MESSAGE = 'Online booking is paused for maintenance. Please call or write to us to book.';
