// The wizard's draft: its empty state, the fields each service asks, and the values it opens with
// (the address, what the previous screen handed over, the tab's kept draft, the car chosen).

import { DEFAULT_LUGGAGE, DEFAULT_PASSENGERS, LUGGAGE_MAX, LUGGAGE_MIN, PASSENGERS_MAX, PASSENGERS_MIN } from '../../domain/booking-limits';
import { EXTRA_QUANTITY_MAX } from '../../domain/extras';
import { isWizardService, type BookingPrefill, type PublicBookingDraft, type WizardService } from '../../domain/public-booking';

export function emptyDraft(): PublicBookingDraft {
  return {
    serviceType: '',
    vehicleId: '',
    tourId: '',
    pickupLocation: '',
    dropoffLocation: '',
    pickupDate: '',
    pickupTime: '',
    flightNumber: '',
    firstName: '',
    lastName: '',
    email: '',
    phone: '',
    passengers: DEFAULT_PASSENGERS,
    luggage: DEFAULT_LUGGAGE,
    specialRequests: '',
    extras: {},
    returnTrip: false,
    returnDate: '',
    returnTime: '',
  };
}

/** The drop-off is asked only for airport transfers and tours (SPEC 5). */
export function asksDropoff(service: WizardService | ''): boolean {
  return service === 'airport' || service === 'tours';
}

/** A flight number only means something for an airport transfer. */
export function asksFlight(service: WizardService | ''): boolean {
  return service === 'airport';
}

const TEXT_FIELDS = [
  'vehicleId',
  'tourId',
  'pickupLocation',
  'dropoffLocation',
  'pickupDate',
  'pickupTime',
  'flightNumber',
  'firstName',
  'lastName',
  'email',
  'phone',
  'specialRequests',
  'returnDate',
  'returnTime',
] as const;

function countOf(value: unknown, min: number, max: number): number | undefined {
  const n = typeof value === 'string' && value.trim() !== '' ? Number(value) : value;
  return typeof n === 'number' && Number.isInteger(n) && n >= min && n <= max ? n : undefined;
}

/**
 * The fields of `value` that a draft can take, each of the right type (text up to 2000
 * characters, counts in range); anything else is left out. Reads what sessionStorage, an atom or
 * another screen hands over without trusting its shape.
 */
export function cleanPrefill(value: unknown): BookingPrefill {
  if (!value || typeof value !== 'object') return {};
  const input = value as Record<string, unknown>;
  const out: BookingPrefill = {};
  if (isWizardService(input.serviceType)) out.serviceType = input.serviceType;
  for (const key of TEXT_FIELDS) {
    const text = input[key];
    if (typeof text === 'string' && text.length <= 2000) out[key] = text;
  }
  const passengers = countOf(input.passengers, PASSENGERS_MIN, PASSENGERS_MAX);
  if (passengers !== undefined) out.passengers = passengers;
  const luggage = countOf(input.luggage, LUGGAGE_MIN, LUGGAGE_MAX);
  if (luggage !== undefined) out.luggage = luggage;
  if (typeof input.returnTrip === 'boolean') out.returnTrip = input.returnTrip;
  if (input.extras && typeof input.extras === 'object' && !Array.isArray(input.extras)) {
    const extras = Object.entries(input.extras as Record<string, unknown>).flatMap(([key, n]) => {
      const quantity = countOf(n, 0, EXTRA_QUANTITY_MAX);
      return /^[a-z0-9][a-z0-9-]{0,39}$/.test(key) && quantity !== undefined ? [[key, quantity] as const] : [];
    });
    out.extras = Object.fromEntries(extras.slice(0, 50));
  }
  return out;
}

/** What the wizard's address says: ?service=airport|tours|shared, ?vehicle=<id>, ?tour=<id>. */
export function prefillFromQuery(search: string | URLSearchParams): BookingPrefill {
  const query = typeof search === 'string' ? new URLSearchParams(search) : search;
  const out: BookingPrefill = {};
  const service = query.get('service');
  if (isWizardService(service)) out.serviceType = service;
  const vehicle = query.get('vehicle');
  if (vehicle) out.vehicleId = vehicle.slice(0, 100);
  const tour = query.get('tour');
  if (tour) out.tourId = tour.slice(0, 100);
  return out;
}

export interface StartSources {
  /** The wizard's query string. */
  query: BookingPrefill;
  /** `bookingPrefillAtom`: what the screen the visitor came from handed over (taken once). */
  prefill: BookingPrefill | null;
  /** `selectedVehicleAtom`: the car chosen on its page during this visit. */
  selectedVehicleId: string | null;
  /** The draft kept for this tab (what the visitor had typed before a reload or another page). */
  saved: BookingPrefill | null;
}

/**
 * The values the wizard opens with, weakest first: the defaults, the car chosen on its page (only
 * as the car), the draft kept for this tab, the values the previous screen handed over, then the
 * address. So a reload loses nothing, and 'Book this car' or 'Book This Tour' wins over an older draft.
 * Coming from a tour without a service opens the tours service.
 */
export function startDraft({ query, prefill, selectedVehicleId, saved }: StartSources): PublicBookingDraft {
  const draft = emptyDraft();
  if (selectedVehicleId) draft.vehicleId = selectedVehicleId;
  Object.assign(draft, cleanPrefill(saved), cleanPrefill(prefill), cleanPrefill(query));
  const tourGiven = Boolean(query.tourId || prefill?.tourId);
  if (tourGiven && !query.serviceType && !prefill?.serviceType) draft.serviceType = 'tours';
  return draft;
}

/**
 * The car the wizard shows as chosen: the wanted one when it can be booked, else SPEC 3's default
 * (the second car), else the only one; '' when no car can be booked.
 */
export function chooseVehicle(availableIds: readonly string[], wanted: string): string {
  if (wanted && availableIds.includes(wanted)) return wanted;
  return availableIds[1] ?? availableIds[0] ?? '';
}
