// The wizard's rules, step by step (valibot): codes here, their words in issue-messages.ts.

import * as v from 'valibot';
import { LUGGAGE_MAX, LUGGAGE_MIN, PASSENGERS_MAX, PASSENGERS_MIN } from '../../domain/booking-limits';
import { WIZARD_SERVICES, type PublicBookingDraft } from '../../domain/public-booking';
import { returnIsAfter } from '../../domain/extras';
import { isIsoDate, parseTime } from '../../domain/time';

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
  | 'luggageOverCapacity'
  | 'luggageRange'
  | 'firstNameRequired'
  | 'lastNameRequired'
  | 'emailRequired'
  | 'emailInvalid'
  | 'phoneRequired'
  | 'phoneInvalid'
  | 'tooLong'
  | 'returnDateRequired'
  | 'returnDateInvalid'
  | 'returnTimeRequired'
  | 'returnTimeInvalid'
  | 'returnBeforeWayOut';

export type DraftField = keyof PublicBookingDraft;
export type DraftIssues = Partial<Record<DraftField, DraftIssue>>;

export const STEP_FIELDS = {
  1: ['serviceType', 'vehicleId', 'pickupLocation', 'dropoffLocation', 'pickupDate', 'pickupTime', 'flightNumber', 'passengers', 'luggage', 'returnDate', 'returnTime'],
  2: ['firstName', 'lastName', 'email', 'phone', 'specialRequests'],
} as const satisfies Record<1 | 2, readonly DraftField[]>;

export interface StepContext {
  /** Today's date where the visitor is, 'YYYY-MM-DD': a pickup cannot be earlier. */
  today: string;
  /** How many passengers the chosen car seats, when known. */
  capacity?: number | undefined;
  /** How many bags the chosen car takes, when known. */
  luggageCapacity?: number | undefined;
  /** When a return trip is asked: the way out's date and time, and the return's time. */
  returnTrip?: { pickupDate: string; pickupTime: string; returnTime: string } | undefined;
}

/** The context of a draft's return trip, when it asks one. */
export function returnContext(draft: Pick<PublicBookingDraft, 'returnTrip' | 'pickupDate' | 'pickupTime' | 'returnTime'>): StepContext['returnTrip'] {
  return draft.returnTrip ? { pickupDate: draft.pickupDate, pickupTime: draft.pickupTime, returnTime: draft.returnTime } : undefined;
}

// The same patterns as the booking schema's (src/domain/schema-fields.ts), so a draft that passes is storable.
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
  if (step === 1) return stepOne(ctx);
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

/** A return trip, when asked: a date and a time, after the way out's. */
function returnFields(ctx: StepContext) {
  const asked = ctx.returnTrip;
  if (!asked) return { returnDate: v.optional(v.string()), returnTime: v.optional(v.string()) };
  const after = (date: string) =>
    returnIsAfter(
      { pickupDate: asked.pickupDate, pickupTime: parseTime(asked.pickupTime) ?? asked.pickupTime },
      { pickupDate: date, pickupTime: parseTime(asked.returnTime) ?? '23:59' },
    );
  return {
    returnDate: v.pipe(filled('returnDateRequired'), v.check(isIsoDate, 'returnDateInvalid'), v.check(after, 'returnBeforeWayOut')),
    returnTime: v.pipe(filled('returnTimeRequired'), v.check((time) => parseTime(time) !== null, 'returnTimeInvalid')),
  };
}

function stepOne(ctx: StepContext) {
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
    luggage: v.pipe(
      count(LUGGAGE_MIN, LUGGAGE_MAX, 'luggageRange'),
      v.check((n) => ctx.luggageCapacity === undefined || n <= ctx.luggageCapacity, 'luggageOverCapacity'),
    ),
    ...returnFields(ctx),
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
