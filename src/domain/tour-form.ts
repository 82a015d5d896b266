// The create-tour form (SPEC 5 'Create tour'): its values as typed, their valibot schema with SPEC's
// exact messages, and the record they become (SPEC 3 'Create-tour payload').

import * as v from 'valibot';
import { isHttpUrl } from './image-ref';
import { MESSAGES } from './schema-messages';
import { TOUR_CATEGORIES, type CreateInput, type TourCategory } from './types';

/** What the form holds: every field as typed, so nothing is lost while it is still wrong. */
export interface TourFormValues {
  title: string;
  description: string;
  duration: string;
  /** Euros, as typed in the number input ('299', '299.5'). */
  price: string;
  category: TourCategory | '';
  /** '' when not given. */
  maxParticipants: string;
  /** '' when not given. */
  image: string;
  featured: boolean;
}

/** Messages the form adds where the record's limits are stricter than SPEC's rules. */
export const TOUR_FORM_MESSAGES = {
  descriptionTooLong: 'Description must be less than 5000 characters',
  durationTooLong: 'Duration must be less than 60 characters',
  priceTooHigh: 'Price must be less than 1,000,000,000',
  maxParticipantsTooHigh: 'Max participants must be at most 999',
} as const;

export const TITLE_MAX = 200;
const DESCRIPTION_MAX = 5000;
const DURATION_MAX = 60;
const PRICE_MAX_CENTS = 99_999_999_999;
const MAX_PARTICIPANTS_MAX = 999;

export function emptyTourForm(): TourFormValues {
  return { title: '', description: '', duration: '', price: '', category: '', maxParticipants: '', image: '', featured: false };
}

const filled = (s: string) => s.trim() !== '';

/** The price in cents, or null when it is not a number (rounded to the cent, as it is stored). */
function priceCents(price: string): number | null {
  const text = price.trim();
  if (!/^[+]?(\d+\.?\d*|\.\d+)(e[+-]?\d+)?$/i.test(text)) return null;
  const n = Number(text);
  return Number.isFinite(n) ? Math.round(n * 100) : null;
}

/** A site path of a bundled picture ('/images/tours/versailles.svg') or an http(s) address. */
function isImageUrl(value: string): boolean {
  const text = value.trim();
  return isHttpUrl(text) || /^\/(?!\/)[^\s\\]+$/.test(text);
}

function requiredText(required: string, max: number, tooLong: string) {
  return v.pipe(v.string(required), v.check(filled, required), v.maxLength(max, tooLong));
}

export const tourFormSchema = v.object({
  title: requiredText(MESSAGES.titleRequired, TITLE_MAX, MESSAGES.titleTooLong),
  description: requiredText(MESSAGES.descriptionRequired, DESCRIPTION_MAX, TOUR_FORM_MESSAGES.descriptionTooLong),
  duration: requiredText(MESSAGES.durationRequired, DURATION_MAX, TOUR_FORM_MESSAGES.durationTooLong),
  price: v.pipe(
    v.string(MESSAGES.priceRequired),
    v.check(filled, MESSAGES.priceRequired),
    v.check((s) => (priceCents(s) ?? 0) > 0, MESSAGES.priceInvalid),
    v.check((s) => (priceCents(s) ?? 0) <= PRICE_MAX_CENTS, TOUR_FORM_MESSAGES.priceTooHigh),
  ),
  category: v.picklist(TOUR_CATEGORIES, MESSAGES.categoryRequired),
  maxParticipants: v.pipe(
    v.string(MESSAGES.maxParticipantsMin),
    v.check((s) => !filled(s) || (/^\s*\d+\s*$/.test(s) && Number(s) >= 1), MESSAGES.maxParticipantsMin),
    v.check((s) => !filled(s) || Number(s) <= MAX_PARTICIPANTS_MAX, TOUR_FORM_MESSAGES.maxParticipantsTooHigh),
  ),
  image: v.pipe(v.string(MESSAGES.invalidUrl), v.check((s) => !filled(s) || isImageUrl(s), MESSAGES.invalidUrl)),
  featured: v.boolean(),
});

/** Values the schema took: the category is chosen. */
export type ValidTourForm = v.InferOutput<typeof tourFormSchema>;

/**
 * The new tour from valid form values: trimmed texts, the price as a decimal string with 2
 * decimals, a new tour's rating and review count, and image and maxParticipants only when filled.
 */
export function tourPayload(values: ValidTourForm): CreateInput<'tours'> {
  const cents = priceCents(values.price);
  if (cents === null || cents <= 0) throw new Error(MESSAGES.priceInvalid);
  const image = values.image.trim();
  const maxParticipants = values.maxParticipants.trim();
  return {
    title: values.title.trim(),
    description: values.description.trim(),
    duration: values.duration.trim(),
    price: (cents / 100).toFixed(2),
    category: values.category,
    featured: values.featured,
    rating: '5.0',
    reviewCount: 0,
    ...(image ? { image } : {}),
    ...(maxParticipants ? { maxParticipants: Number(maxParticipants) } : {}),
  };
}

/** Form values from anything (a kept draft): the known fields of the right type, the rest empty. */
export function cleanTourForm(value: unknown): TourFormValues {
  const empty = emptyTourForm();
  if (typeof value !== 'object' || value === null) return empty;
  const raw = value as Record<string, unknown>;
  const text = (key: Exclude<keyof TourFormValues, 'featured' | 'category'>) =>
    typeof raw[key] === 'string' ? raw[key].slice(0, 10_000) : empty[key];
  return {
    title: text('title'),
    description: text('description'),
    duration: text('duration'),
    price: text('price'),
    category: (TOUR_CATEGORIES as readonly unknown[]).includes(raw.category) ? (raw.category as TourCategory) : '',
    maxParticipants: text('maxParticipants'),
    image: text('image'),
    featured: raw.featured === true,
  };
}
