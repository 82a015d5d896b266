// What the car, tour and post forms share: their messages (English; the screens translate them),
// the reading of numbers as typed, the photo rule, each field's first message, and the edit that
// sends only what changed. Each record's own form: car-form.ts, tour-form.ts, post-form.ts.

import * as v from 'valibot';
import { isImageRef } from '../../domain/image-ref';
import { MESSAGES } from '../../domain/schema-messages';

/** Every message these forms give: SPEC 5's wording where it has one, then our own. */
export const CATALOGUE_MESSAGES = {
  titleRequired: MESSAGES.titleRequired,
  titleTooLong: MESSAGES.titleTooLong,
  excerptRequired: MESSAGES.excerptRequired,
  excerptTooLong: MESSAGES.excerptTooLong,
  contentRequired: MESSAGES.contentRequired,
  categoryRequired: MESSAGES.categoryRequired,
  readTimeRequired: MESSAGES.readTimeRequired,
  invalidUrl: MESSAGES.invalidUrl,
  descriptionRequired: MESSAGES.descriptionRequired,
  durationRequired: MESSAGES.durationRequired,
  priceRequired: MESSAGES.priceRequired,
  priceInvalid: MESSAGES.priceInvalid,
  maxParticipantsMin: MESSAGES.maxParticipantsMin,
  ratingInvalid: MESSAGES.ratingInvalid,
  countInvalid: MESSAGES.countInvalid,
  textTooLong: MESSAGES.textTooLong,
  descriptionTooLong: 'Description must be less than 5000 characters',
  durationTooLong: 'Duration must be less than 60 characters',
  priceTooHigh: 'Price must be less than 1,000,000,000',
  maxParticipantsTooHigh: 'Max participants must be at most 999',
  carNameRequired: 'Vehicle name is required',
  carNameTooLong: 'Vehicle name must be less than 120 characters',
  priceFormat: 'Enter the price as a number with at most 2 decimals, such as 50.00',
  passengersInvalid: 'Passengers must be a whole number from 1 to 99',
  luggageInvalid: 'Luggage must be a whole number from 0 to 99',
  featureTooLong: 'Each feature must be less than 80 characters',
  tooManyFeatures: 'List at most 50 features',
  plateTooLong: 'The plate must be at most 20 characters',
  listItemTooLong: 'Each line must be less than 300 characters',
  tooManyItems: 'List at most 50 lines',
} as const;

export type CatalogueMessage = (typeof CATALOGUE_MESSAGES)[keyof typeof CATALOGUE_MESSAGES];

const M = CATALOGUE_MESSAGES;

export const TITLE_MAX = 200;

// ---------------------------------------------------------------------------------------------
// Text as typed -> values

/** Eastern Arabic and Persian digits as ASCII ones, so that '٤' counts as 4. */
export function asciiDigits(text: string): string {
  return text
    .replace(/[\u0660-\u0669]/g, (d) => String(d.charCodeAt(0) - 0x0660))
    .replace(/[\u06f0-\u06f9]/g, (d) => String(d.charCodeAt(0) - 0x06f0));
}

/** A whole number typed in a field ('4', ' 7 ', '٤'); null for anything else. */
export function parseInteger(text: string): number | null {
  const s = asciiDigits(text).trim();
  if (!/^\d{1,9}$/.test(s)) return null;
  return Number(s);
}

export function integerIn(min: number, max: number) {
  return (text: string) => {
    const n = parseInteger(text);
    return n !== null && n >= min && n <= max;
  };
}

/** A number as typed, without spaces or €, with a point for the decimals ('1 200,5 €' -> '1200.5'). */
export function normalizeNumber(text: string): string {
  return asciiDigits(text)
    .replace(/[\s\u00a0\u202f€]/g, '')
    .replace(/[,\u066b]/g, '.');
}

/**
 * A price or rating typed in a field, as the records keep it: '89' -> '89.00', '89,5' -> '89.50',
 * '1 200 €' -> '1200.00'. null when it is not a number with at most 2 decimals.
 */
export function parseDecimal(text: string): string | null {
  const s = normalizeNumber(text);
  if (!/^\d{1,9}(\.\d{1,2})?$/.test(s)) return null;
  return Number(s).toFixed(2);
}

/** A rating from 0 to 5 as the records keep it ('5' -> '5.0', '4,85' -> '4.85'); null otherwise. */
export function parseRating(text: string): string | null {
  const s = normalizeNumber(text);
  const match = /^\d(?:\.(\d{1,2}))?$/.exec(s);
  if (!match || Number(s) > 5) return null;
  return Number(s).toFixed(match[1]?.length === 2 ? 2 : 1);
}

export const filled = (s: string) => s.trim() !== '';

/** A required text of at most `max` characters (trimmed). */
export function requiredText(required: string, max: number, tooLong: string) {
  return v.pipe(v.string(required), v.check(filled, required), v.check((s) => s.trim().length <= max, tooLong));
}

/** A photo: none, an http(s) address, a file of the site ('/images/...') or one kept on the device. */
export const imageRule = v.pipe(v.string(), v.check((s) => s.trim() === '' || isImageRef(s.trim()), M.invalidUrl));
export const ratingRule = v.pipe(v.string(), v.check((s) => parseRating(s) !== null, M.ratingInvalid));
export const reviewCountRule = v.pipe(v.string(), v.check(integerIn(0, 100_000_000), M.countInvalid));

/** The message of each invalid field (the first rule it breaks); empty when the values are valid. */
export function fieldIssues<T extends object>(schema: v.GenericSchema<unknown, unknown>, values: T): Partial<Record<keyof T, string>> {
  const result = v.safeParse(schema, values, { abortPipeEarly: true });
  if (result.success) return {};
  const issues: Partial<Record<keyof T, string>> = {};
  for (const issue of result.issues) {
    const key = v.getDotPath(issue) as keyof T | null;
    if (key && !issues[key]) issues[key] = issue.message;
  }
  return issues;
}

export function mustParse<T>(value: T | null, message: string): T {
  if (value === null) throw new Error(message);
  return value;
}

/** Text kept from an earlier visit (a draft): the string, cut to a sane length, or the fallback. */
export function keptText(raw: Record<string, unknown>, key: string, fallback: string): string {
  const value = raw[key];
  return typeof value === 'string' ? value.slice(0, 100_000) : fallback;
}

// ---------------------------------------------------------------------------------------------
// Edits

/**
 * The fields of `after` that differ from `before`: an edit sends only what the user changed, so a
 * change another device made meanwhile to another field is kept.
 */
export function changedFields<T extends object>(before: T, after: T): Partial<T> {
  const changes: Partial<T> = {};
  for (const key of Object.keys(after) as (keyof T)[]) {
    if (JSON.stringify(before[key] ?? null) !== JSON.stringify(after[key] ?? null)) changes[key] = after[key];
  }
  return changes;
}
