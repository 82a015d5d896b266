// The visitor's booking: the wizard's draft (SPEC 3 'Public booking draft') and how other screens
// hand it values to start from (the home search, a vehicle's page, a tour's page).

import * as v from 'valibot';
import { estimateTotal, tourApplies } from './estimate';
import { DEFAULT_LUGGAGE, DEFAULT_PASSENGERS, LUGGAGE_MAX, LUGGAGE_MIN, PASSENGERS_MAX, PASSENGERS_MIN } from './booking-limits';
import { isIsoDate, parseTime } from './time';
import type { CreateInput, ServiceType } from './types';

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
}

/** Values another screen gives the wizard to start from; the wizard keeps what the visitor typed. */
export type BookingPrefill = Partial<PublicBookingDraft>;

// ---- Limits and defaults: booking-limits.ts ----

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

// ---- Validation of the wizard's steps: codes here, the words in the booking feature's catalogs ----

export type DraftIssue =
  | 'serviceRequired'
  | 'vehicleRequired'
  | 'pickupLocationRequired'
  | 'pickupDateRequired'
  | 'pickupDateInvalid'
  | 'pickupDatePast'
  | 'pickupTimeRequired'
  | 'pickupTimeInvalid'
  | 'passengersRange'
  | 'passengersOverCapacity'
  | 'luggageRange'
  | 'firstNameRequired'
  | 'lastNameRequired'
  | 'emailRequired'
  | 'emailInvalid'
  | 'phoneRequired'
  | 'phoneInvalid'
  | 'tooLong';

export type DraftField = keyof PublicBookingDraft;
export type DraftIssues = Partial<Record<DraftField, DraftIssue>>;

export const STEP_FIELDS = {
  1: ['serviceType', 'vehicleId', 'pickupLocation', 'dropoffLocation', 'pickupDate', 'pickupTime', 'flightNumber', 'passengers', 'luggage'],
  2: ['firstName', 'lastName', 'email', 'phone', 'specialRequests'],
} as const satisfies Record<1 | 2, readonly DraftField[]>;

export interface StepContext {
  /** Today's date where the visitor is, 'YYYY-MM-DD': a pickup cannot be earlier. */
  today: string;
  /** How many passengers the chosen car seats, when known. */
  capacity?: number | undefined;
}

// The same patterns as the booking schema of schemas.ts, so a draft that passes is always storable.
const EMAIL_RE = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const PHONE_RE = /^\+?[0-9 ().-]{6,24}$/;

const filled = (issue: DraftIssue) => v.pipe(v.string(issue), v.check((s) => s.trim() !== '', issue));
const count = (min: number, max: number, issue: DraftIssue) =>
  v.pipe(v.number(issue), v.integer(issue), v.minValue(min, issue), v.maxValue(max, issue));
const upTo = (max: number) => v.pipe(v.string('tooLong'), v.maxLength(max, 'tooLong'));

/**
 * The valibot schema of one step; each message is a DraftIssue code (the booking feature words it).
 * Fields of the other step pass untouched.
 */
export function stepSchema(step: 1 | 2, ctx: StepContext) {
  if (step === 1) {
    return v.looseObject({
      serviceType: v.picklist(WIZARD_SERVICES, 'serviceRequired'),
      vehicleId: filled('vehicleRequired'),
      pickupLocation: v.pipe(filled('pickupLocationRequired'), v.maxLength(500, 'tooLong')),
      dropoffLocation: upTo(500),
      pickupDate: v.pipe(
        filled('pickupDateRequired'),
        v.check(isIsoDate, 'pickupDateInvalid'),
        v.check((date) => date >= ctx.today, 'pickupDatePast'),
      ),
      pickupTime: v.pipe(filled('pickupTimeRequired'), v.check((time) => parseTime(time) !== null, 'pickupTimeInvalid')),
      flightNumber: upTo(40),
      passengers: v.pipe(
        count(PASSENGERS_MIN, PASSENGERS_MAX, 'passengersRange'),
        v.check((n) => ctx.capacity === undefined || n <= ctx.capacity, 'passengersOverCapacity'),
      ),
      luggage: count(LUGGAGE_MIN, LUGGAGE_MAX, 'luggageRange'),
    });
  }
  return v.looseObject({
    firstName: v.pipe(filled('firstNameRequired'), v.check((s) => s.trim().length <= 100, 'tooLong')),
    lastName: v.pipe(filled('lastNameRequired'), v.check((s) => s.trim().length <= 100, 'tooLong')),
    email: v.pipe(
      filled('emailRequired'),
      v.check((s) => s.trim().length <= 254 && EMAIL_RE.test(s.trim()), 'emailInvalid'),
    ),
    phone: v.pipe(filled('phoneRequired'), v.check((s) => PHONE_RE.test(s.trim()), 'phoneInvalid')),
    specialRequests: upTo(2000),
  });
}

/** The problems of a step, one per field (the first one met). */
export function checkStep(step: 1 | 2, draft: PublicBookingDraft, ctx: StepContext): DraftIssues {
  const result = v.safeParse(stepSchema(step, ctx), draft, { abortPipeEarly: true });
  const issues: DraftIssues = {};
  if (result.success) return issues;
  for (const issue of result.issues) {
    const key = issue.path?.[0]?.key;
    if (typeof key === 'string' && !(key in issues)) issues[key as DraftField] = issue.message as DraftIssue;
  }
  return issues;
}

// ---- The booking a confirmed draft becomes ----

/** SPEC 9: '#WB' and the last 6 digits of the moment the booking was made, in milliseconds. */
export function bookingReference(createdAt: string): string {
  const ms = Date.parse(createdAt);
  const digits = Number.isFinite(ms) ? String(Math.abs(Math.trunc(ms))).slice(-6).padStart(6, '0') : '000000';
  return `#WB${digits}`;
}

/** Whether the tour the visitor came from prices this draft (not for an airport transfer). */
export function draftTourApplies(draft: Pick<PublicBookingDraft, 'serviceType' | 'tourId'>): boolean {
  return draft.tourId !== '' && isWizardService(draft.serviceType) && tourApplies(SERVICE_TYPE_OF[draft.serviceType]);
}

/** The estimate of a draft with the chosen car's and tour's prices. */
export function draftEstimate(
  draft: Pick<PublicBookingDraft, 'serviceType' | 'tourId' | 'passengers'>,
  prices: { pricePerHour?: string | undefined; tourPrice?: string | undefined },
): string | null {
  if (!isWizardService(draft.serviceType)) return null;
  return estimateTotal({
    serviceType: SERVICE_TYPE_OF[draft.serviceType],
    pricePerHour: prices.pricePerHour,
    tourPrice: draftTourApplies(draft) ? prices.tourPrice : undefined,
    passengers: draft.passengers,
  });
}

/** The fields of the booking record a valid, confirmed draft becomes (SPEC 3 'Booking'). */
export function draftToBooking(draft: PublicBookingDraft, totalPrice: string): CreateInput<'bookings'> {
  if (!isWizardService(draft.serviceType)) throw new Error('The draft has no service type');
  const optional = (value: string) => (value.trim() === '' ? undefined : value.trim());
  return {
    firstName: draft.firstName.trim(),
    lastName: draft.lastName.trim(),
    email: draft.email.trim(),
    phone: draft.phone.trim(),
    pickupLocation: draft.pickupLocation.trim(),
    dropoffLocation: asksDropoff(draft.serviceType) ? optional(draft.dropoffLocation) : undefined,
    pickupDate: draft.pickupDate,
    pickupTime: parseTime(draft.pickupTime) ?? draft.pickupTime,
    flightTrainNumber: asksFlight(draft.serviceType) ? optional(draft.flightNumber) : undefined,
    serviceType: SERVICE_TYPE_OF[draft.serviceType],
    vehicleId: optional(draft.vehicleId),
    tourId: draftTourApplies(draft) ? draft.tourId : undefined,
    passengers: draft.passengers,
    luggage: draft.luggage,
    totalPrice,
    vatKind: 'transport',
    status: 'pending',
    specialRequests: optional(draft.specialRequests),
    source: 'public',
  };
}

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
