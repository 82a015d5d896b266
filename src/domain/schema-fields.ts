// The pieces the synced records' schemas are made of: the fields they share (texts, amounts, ids,
// instants, emails, phones...) and the record, create and patch schemas of a table.

import * as v from 'valibot';
import { MESSAGES } from './schema-messages';
import { isIsoDate } from './time';

const DECIMAL_RE = /^\d+(\.\d{1,2})?$/;
const ISO_INSTANT_RE = /^\d{4}-\d{2}-\d{2}T(?:[01]\d|2[0-3]):[0-5]\d:[0-5]\d\.\d{3}Z$/;
const PHONE_RE = /^\+?[0-9 ().-]{6,24}$/;
/** An email address as every form and the server check it. */
export const EMAIL_RE = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** A canonical ISO instant, as the records keep their dates: '2026-06-15T14:32:00.000Z'. */
export function isIsoInstant(value: string): boolean {
  // The pattern checks the time of day and the date's calendar its day: exactly what toISOString
  // writes back, without parsing a Date (the server checks several per record it is sent).
  return ISO_INSTANT_RE.test(value) && isIsoDate(value.slice(0, 10));
}

export const blank = (s: string) => s.trim() === '';

export function requiredText(message: string, max: number) {
  return v.pipe(
    v.string(message),
    v.check((s) => !blank(s), message),
    v.maxLength(max, max === 200 ? MESSAGES.titleTooLong : MESSAGES.textTooLong),
  );
}

export function text(max: number) {
  return v.pipe(v.string(MESSAGES.invalidValue), v.maxLength(max, MESSAGES.textTooLong));
}

export function decimal(message: string = MESSAGES.amountInvalid, check?: (n: number) => boolean) {
  return v.pipe(
    v.string(message),
    v.regex(DECIMAL_RE, message),
    v.maxLength(12, message),
    v.check((s) => (check ? check(Number(s)) : true), message),
  );
}

export function int(message: string, min: number, max: number) {
  return v.pipe(v.number(message), v.integer(message), v.minValue(min, message), v.maxValue(max, message));
}

export function picklist<const T extends readonly [string, ...string[]]>(options: T, message: string) {
  return v.picklist(options, message);
}

export const uuid = v.pipe(v.string(MESSAGES.invalidId), v.uuid(MESSAGES.invalidId));
export const instant = v.pipe(v.string(MESSAGES.invalidDate), v.check(isIsoInstant, MESSAGES.invalidDate));
export const email = v.pipe(v.string(MESSAGES.emailRequired), v.check((s) => !blank(s), MESSAGES.emailRequired), v.maxLength(254, MESSAGES.emailInvalid), v.regex(EMAIL_RE, MESSAGES.emailInvalid));
export const emailOrEmpty = v.pipe(v.string(MESSAGES.emailInvalid), v.maxLength(254, MESSAGES.emailInvalid), v.check((s) => s === '' || EMAIL_RE.test(s), MESSAGES.emailInvalid));
export const phone = v.pipe(v.string(MESSAGES.phoneRequired), v.check((s) => !blank(s), MESSAGES.phoneRequired), v.regex(PHONE_RE, MESSAGES.phoneInvalid));
export const phoneOrEmpty = v.pipe(v.string(MESSAGES.phoneInvalid), v.check((s) => s === '' || PHONE_RE.test(s), MESSAGES.phoneInvalid));
export const bool = v.boolean(MESSAGES.invalidValue);

const baseEntries = {
  id: uuid,
  createdAt: instant,
  updatedAt: instant,
};
const revEntry = { rev: v.pipe(v.number(MESSAGES.invalidValue), v.integer(MESSAGES.invalidValue), v.minValue(0, MESSAGES.invalidValue)) };

type Entries = v.ObjectEntries;
type Optionalized<O extends Entries> = { [K in keyof O]: v.OptionalSchema<O[K], undefined> };
type Patched<R extends Entries, O extends Entries> = { [K in keyof R]: v.OptionalSchema<R[K], undefined> } & {
  [K in keyof O]: v.OptionalSchema<v.NullableSchema<O[K], undefined>, undefined>;
};

function optionalize<O extends Entries>(entries: O): Optionalized<O> {
  return Object.fromEntries(Object.entries(entries).map(([k, s]) => [k, v.optional(s)])) as Optionalized<O>;
}

function patchEntries<R extends Entries, O extends Entries>(required: R, optional: O): Patched<R, O> {
  return {
    ...Object.fromEntries(Object.entries(required).map(([k, s]) => [k, v.optional(s)])),
    ...Object.fromEntries(Object.entries(optional).map(([k, s]) => [k, v.optional(v.nullable(s))])),
  } as Patched<R, O>;
}

/** The three schemas of a table from its required and optional business fields. */
export function tableSchemas<R extends Entries, O extends Entries>(
  required: R,
  optional: O,
  /** Rules on the whole record (a create, a stored record, a record as a patch leaves it). */
  whole: readonly v.PipeItem<Record<string, unknown>, Record<string, unknown>, v.BaseIssue<unknown>>[] = [],
) {
  const fields = { ...required, ...optionalize(optional) };
  const record = v.strictObject({ ...baseEntries, ...revEntry, ...fields }, MESSAGES.unknownField);
  const create = v.strictObject({ ...baseEntries, ...fields }, MESSAGES.unknownField);
  return {
    record: whole.length ? (v.pipe(record, ...(whole as [])) as unknown as typeof record) : record,
    create: whole.length ? (v.pipe(create, ...(whole as [])) as unknown as typeof create) : create,
    patch: v.strictObject(patchEntries(required, optional), MESSAGES.unknownField),
    optionalFields: Object.keys(optional),
  };
}
