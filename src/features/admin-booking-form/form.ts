// The admin booking form's rules (valibot): what must be filled in, and the limits of each field.

import * as v from 'valibot';
import { EXTRA_QUANTITY_MAX, returnIsAfter } from '../../domain/extras';
import { EMAIL_RE } from '../../domain/schema-fields';
import { isIsoDate, parseTime } from '../../domain/time';
import { numberOf, type OrderFormValues } from './order-form-values';

/** Why a field of the form cannot be saved; the feature words each code in the active language. */
export type OrderFormIssue =
  | 'firstNameRequired'
  | 'lastNameRequired'
  | 'phoneRequired'
  | 'phoneInvalid'
  | 'emailInvalid'
  | 'pickupDateRequired'
  | 'pickupDateInvalid'
  | 'pickupTimeRequired'
  | 'pickupTimeInvalid'
  | 'pickupLocationRequired'
  | 'passengersMin'
  | 'luggageMin'
  | 'countInvalid'
  | 'priceMin'
  | 'priceInvalid'
  | 'hoursRange'
  | 'tooLong'
  | 'returnDateRequired'
  | 'returnTimeRequired'
  | 'returnBeforeWayOut';

export const PASSENGERS_MIN = 1;
export const LUGGAGE_MIN = 0;
/** The booking schema's ceiling for passengers and luggage. */
export const COUNT_MAX = 99;
/** The hours at disposal of an hourly hire (the booking schema's range). */
export const HOURS_MIN = 1;
export const HOURS_MAX = 72;
/** The stored amount is at most 12 characters ('999999999.99'). */
const PRICE_MAX = 999_999_999;

// The same pattern as the booking schema's (src/domain/schema-fields.ts), so a form that passes is storable.
const PHONE_RE = /^\+?[0-9 ().-]{6,24}$/;

const filled = (issue: OrderFormIssue, max: number) =>
  v.pipe(
    v.string(issue),
    v.check((s) => s.trim() !== '', issue),
    v.check((s) => s.trim().length <= max, 'tooLong'),
  );
const upTo = (max: number) => v.pipe(v.string('tooLong'), v.check((s) => s.trim().length <= max, 'tooLong'));
const numeric = (issue: OrderFormIssue) =>
  v.pipe(
    v.union([v.number(issue), v.string(issue)]),
    v.transform(numberOf),
    v.check((n) => Number.isFinite(n), issue),
  );
const count = (min: number, below: OrderFormIssue) =>
  v.pipe(
    numeric('countInvalid'),
    v.check((n) => !Number.isFinite(n) || n >= min, below),
    v.check((n) => Number.isInteger(n) && n <= COUNT_MAX, 'countInvalid'),
  );

/** Hours left empty, or a whole number from 1 to 72. */
function hoursValid(value: unknown): boolean {
  if (value === undefined || (typeof value === 'string' && value.trim() === '')) return true;
  const hours = numberOf(value as number | string);
  return Number.isInteger(hours) && hours >= HOURS_MIN && hours <= HOURS_MAX;
}

const fields = v.looseObject({
  firstName: filled('firstNameRequired', 100),
  lastName: filled('lastNameRequired', 100),
  phone: v.pipe(filled('phoneRequired', 24), v.check((s) => PHONE_RE.test(s.trim()), 'phoneInvalid')),
  // Optional: without it the client gets no email (confirmation, invoice), only WhatsApp.
  email: v.pipe(v.string('emailInvalid'), v.check((s) => s.trim() === '' || (s.trim().length <= 254 && EMAIL_RE.test(s.trim())), 'emailInvalid')),
  pickupDate: v.pipe(v.string('pickupDateRequired'), v.check((s) => s.trim() !== '', 'pickupDateRequired'), v.check((s) => isIsoDate(s.trim()), 'pickupDateInvalid')),
  pickupTime: v.pipe(v.string('pickupTimeRequired'), v.check((s) => s.trim() !== '', 'pickupTimeRequired'), v.check((s) => parseTime(s) !== null, 'pickupTimeInvalid')),
  pickupLocation: filled('pickupLocationRequired', 500),
  dropoffLocation: upTo(500),
  flightTrainNumber: upTo(40),
  passengers: count(PASSENGERS_MIN, 'passengersMin'),
  luggage: count(LUGGAGE_MIN, 'luggageMin'),
  price: v.pipe(
    numeric('priceInvalid'),
    v.check((n) => !Number.isFinite(n) || n >= 0, 'priceMin'),
    v.check((n) => n <= PRICE_MAX, 'priceInvalid'),
  ),
  vatKind: v.string(),
  hours: v.optional(v.union([v.number(), v.string()], 'hoursRange')),
  extras: v.optional(
    v.array(
      v.looseObject({
        quantity: v.pipe(
          numeric('countInvalid'),
          v.check((n) => !Number.isFinite(n) || (Number.isInteger(n) && n >= 0 && n <= EXTRA_QUANTITY_MAX), 'countInvalid'),
        ),
      }),
    ),
  ),
  returnTrip: v.optional(v.boolean()),
  returnDate: v.optional(v.string()),
  returnTime: v.optional(v.string()),
});

type ReturnInput = { returnTrip?: boolean | undefined; returnDate?: string | undefined; returnTime?: string | undefined; pickupDate: string; pickupTime: string };
const returnDateOk = (d: ReturnInput) => !d.returnTrip || isIsoDate((d.returnDate ?? '').trim());
const returnTimeOk = (d: ReturnInput) => !d.returnTrip || parseTime(d.returnTime ?? '') !== null;
const returnAfterOk = (d: ReturnInput) =>
  !d.returnTrip ||
  returnIsAfter(
    { pickupDate: d.pickupDate.trim(), pickupTime: parseTime(d.pickupTime) ?? '' },
    { pickupDate: (d.returnDate ?? '').trim(), pickupTime: parseTime(d.returnTime ?? '') ?? '' },
  );

/**
 * The form's rules (SPEC 5 'Admin create-booking form', and what the booking record needs): names,
 * phone, date, time and pickup place filled in; at least 1 passenger, no negative baggage or price;
 * the hours of an hourly hire, when given, from 1 to 72 (those of another booking are not kept, so
 * not checked). Each message is an OrderFormIssue code. Other fields pass untouched.
 */
export const orderFormSchema = v.pipe(
  fields,
  v.forward(
    v.partialCheck([['vatKind'], ['hours']], (input) => input.vatKind !== 'hourly' || hoursValid(input.hours), 'hoursRange'),
    ['hours'],
  ),
  v.forward(v.partialCheck([['returnTrip'], ['returnDate']], returnDateOk, 'returnDateRequired'), ['returnDate']),
  v.forward(v.partialCheck([['returnTrip'], ['returnTime']], returnTimeOk, 'returnTimeRequired'), ['returnTime']),
  v.forward(
    v.partialCheck([['returnTrip'], ['returnDate'], ['returnTime'], ['pickupDate'], ['pickupTime']], (d) => !returnDateOk(d) || !returnTimeOk(d) || returnAfterOk(d), 'returnBeforeWayOut'),
    ['returnDate'],
  ),
);

export type OrderFormIssues = Partial<Record<keyof OrderFormValues, OrderFormIssue>>;

/** The problems of the form, one per field (the first one met); {} when it can be saved. */
export function checkOrderForm(values: OrderFormValues): OrderFormIssues {
  const result = v.safeParse(orderFormSchema, values, { abortPipeEarly: true });
  const issues: OrderFormIssues = {};
  if (result.success) return issues;
  for (const issue of result.issues) {
    const key = issue.path?.[0]?.key;
    if (typeof key === 'string' && !(key in issues)) issues[key as keyof OrderFormValues] = issue.message as OrderFormIssue;
  }
  return issues;
}
