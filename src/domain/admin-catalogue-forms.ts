// The back office's car, tour and blog-post forms: their values (text as typed), their rules with
// English messages the screens translate, and the conversions between form values and records.

import * as v from 'valibot';
import { isImageRef } from './image-ref';
import { MESSAGES } from './schema-messages';
import {
  CAR_CATEGORIES,
  POST_CATEGORIES,
  TOUR_CATEGORIES,
  type Car,
  type CarCategory,
  type CreateInput,
  type Post,
  type PostCategory,
  type Tour,
  type TourCategory,
} from './types';

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
  ratingInvalid: MESSAGES.ratingInvalid,
  countInvalid: MESSAGES.countInvalid,
  textTooLong: MESSAGES.textTooLong,
  carNameRequired: 'Vehicle name is required',
  carNameTooLong: 'Vehicle name must be less than 120 characters',
  priceFormat: 'Enter the price as a number with at most 2 decimals, such as 50.00',
  passengersInvalid: 'Passengers must be a whole number from 1 to 99',
  luggageInvalid: 'Luggage must be a whole number from 0 to 99',
  maxParticipantsInvalid: 'Max participants must be a whole number from 0 (no limit) to 999',
  featureTooLong: 'Each feature must be less than 80 characters',
  tooManyFeatures: 'List at most 50 features',
} as const;

export type CatalogueMessage = (typeof CATALOGUE_MESSAGES)[keyof typeof CATALOGUE_MESSAGES];

const M = CATALOGUE_MESSAGES;

export const CAR_NAME_MAX = 120;
export const TITLE_MAX = 200;
export const EXCERPT_MAX = 500;
export const FEATURE_MAX = 80;
export const FEATURES_MAX = 50;

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

function integerIn(min: number, max: number) {
  return (text: string) => {
    const n = parseInteger(text);
    return n !== null && n >= min && n <= max;
  };
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

function normalizeNumber(text: string): string {
  return asciiDigits(text)
    .replace(/[\s\u00a0\u202f€]/g, '')
    .replace(/[,\u066b]/g, '.');
}

/** A rating from 0 to 5 as the records keep it ('5' -> '5.0', '4,85' -> '4.85'); null otherwise. */
export function parseRating(text: string): string | null {
  const s = normalizeNumber(text);
  const match = /^\d(?:\.(\d{1,2}))?$/.exec(s);
  if (!match || Number(s) > 5) return null;
  return Number(s).toFixed(match[1]?.length === 2 ? 2 : 1);
}

/** The features typed as one comma-separated text, as a list: trimmed, no blanks, no repeats. */
export function parseFeatures(text: string): string[] {
  const seen = new Set<string>();
  const list: string[] = [];
  for (const raw of text.split(/[,،\n]/)) {
    const feature = raw.trim().replace(/\s+/g, ' ');
    const key = feature.toLocaleLowerCase();
    if (feature && !seen.has(key)) {
      seen.add(key);
      list.push(feature);
    }
  }
  return list;
}

/** A list of features as the one text the form shows. */
export function featuresText(features: readonly string[]): string {
  return features.join(', ');
}

const filled = (s: string) => s.trim() !== '';
const imageOk = (s: string) => s.trim() === '' || isImageRef(s.trim());

/** The price rules of cars and tours: required, a number, above 0. */
function price() {
  return v.pipe(
    v.string(),
    v.check(filled, M.priceRequired),
    v.check((s) => parseDecimal(s) !== null, M.priceFormat),
    v.check((s) => Number(parseDecimal(s)) > 0, M.priceInvalid),
  );
}

const rating = v.pipe(v.string(), v.check((s) => parseRating(s) !== null, M.ratingInvalid));
const reviewCount = v.pipe(v.string(), v.check(integerIn(0, 100_000_000), M.countInvalid));
const image = v.pipe(v.string(), v.check(imageOk, M.invalidUrl));

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

// ---------------------------------------------------------------------------------------------
// Cars

export interface CarFormValues {
  name: string;
  category: CarCategory;
  description: string;
  /** URL, site path or `blob-ref:`; '' for none. */
  image: string;
  passengers: string;
  luggage: string;
  /** One comma-separated text. */
  features: string;
  pricePerHour: string;
  rating: string;
  reviewCount: string;
  featured: boolean;
  available: boolean;
}

/** SPEC 3's admin form defaults. */
export function emptyCarForm(): CarFormValues {
  return {
    name: '',
    category: 'sedan',
    description: '',
    image: '',
    passengers: '4',
    luggage: '2',
    features: '',
    pricePerHour: '0',
    rating: '5.0',
    reviewCount: '0',
    featured: false,
    available: true,
  };
}

export const carFormSchema = v.object({
  name: v.pipe(
    v.string(),
    v.check(filled, M.carNameRequired),
    v.check((s) => s.trim().length <= CAR_NAME_MAX, M.carNameTooLong),
  ),
  category: v.picklist(CAR_CATEGORIES, M.categoryRequired),
  description: v.pipe(v.string(), v.check((s) => s.trim().length <= 5000, M.textTooLong)),
  image,
  passengers: v.pipe(v.string(), v.check(integerIn(1, 99), M.passengersInvalid)),
  luggage: v.pipe(v.string(), v.check(integerIn(0, 99), M.luggageInvalid)),
  features: v.pipe(
    v.string(),
    v.check((s) => parseFeatures(s).every((f) => f.length < FEATURE_MAX), M.featureTooLong),
    v.check((s) => parseFeatures(s).length <= FEATURES_MAX, M.tooManyFeatures),
  ),
  pricePerHour: price(),
  rating,
  reviewCount,
  featured: v.boolean(),
  available: v.boolean(),
});

export function carFormFromRecord(car: Car): CarFormValues {
  return {
    name: car.name,
    category: car.category,
    description: car.description,
    image: car.image,
    passengers: String(car.passengers),
    luggage: String(car.luggage),
    features: featuresText(car.features),
    pricePerHour: car.pricePerHour,
    rating: car.rating,
    reviewCount: String(car.reviewCount),
    featured: car.featured,
    available: car.available,
  };
}

function mustParse<T>(value: T | null, message: string): T {
  if (value === null) throw new Error(message);
  return value;
}

/** The car fields of valid form values (throws on invalid ones: check with the schema first). */
export function carFromForm(values: CarFormValues): CreateInput<'cars'> {
  return {
    name: values.name.trim(),
    category: values.category,
    description: values.description.trim(),
    image: values.image.trim(),
    passengers: mustParse(parseInteger(values.passengers), M.passengersInvalid),
    luggage: mustParse(parseInteger(values.luggage), M.luggageInvalid),
    features: parseFeatures(values.features),
    pricePerHour: mustParse(parseDecimal(values.pricePerHour), M.priceFormat),
    rating: mustParse(parseRating(values.rating), M.ratingInvalid),
    reviewCount: mustParse(parseInteger(values.reviewCount), M.countInvalid),
    featured: values.featured,
    available: values.available,
  };
}

// ---------------------------------------------------------------------------------------------
// Tours

export interface TourFormValues {
  title: string;
  description: string;
  image: string;
  duration: string;
  /** '0' or '' for no limit. */
  maxParticipants: string;
  price: string;
  rating: string;
  reviewCount: string;
  category: TourCategory;
  featured: boolean;
}

export function emptyTourForm(): TourFormValues {
  return {
    title: '',
    description: '',
    image: '',
    duration: '',
    maxParticipants: '0',
    price: '',
    rating: '5.0',
    reviewCount: '0',
    category: 'private',
    featured: false,
  };
}

export const tourFormSchema = v.object({
  title: v.pipe(v.string(), v.check(filled, M.titleRequired), v.check((s) => s.trim().length <= TITLE_MAX, M.titleTooLong)),
  description: v.pipe(
    v.string(),
    v.check(filled, M.descriptionRequired),
    v.check((s) => s.trim().length <= 5000, M.textTooLong),
  ),
  image,
  duration: v.pipe(v.string(), v.check(filled, M.durationRequired), v.check((s) => s.trim().length <= 60, M.textTooLong)),
  maxParticipants: v.pipe(
    v.string(),
    v.check((s) => s.trim() === '' || integerIn(0, 999)(s), M.maxParticipantsInvalid),
  ),
  price: price(),
  rating,
  reviewCount,
  category: v.picklist(TOUR_CATEGORIES, M.categoryRequired),
  featured: v.boolean(),
});

export function tourFormFromRecord(tour: Tour): TourFormValues {
  return {
    title: tour.title,
    description: tour.description,
    image: tour.image ?? '',
    duration: tour.duration,
    maxParticipants: String(tour.maxParticipants ?? 0),
    price: tour.price,
    rating: tour.rating,
    reviewCount: String(tour.reviewCount),
    category: tour.category,
    featured: tour.featured,
  };
}

/** The tour fields of valid form values; an empty image and 0 participants are `null` (none). */
export function tourFromForm(values: TourFormValues): CreateInput<'tours'> {
  const image = values.image.trim();
  const max = values.maxParticipants.trim() === '' ? 0 : mustParse(parseInteger(values.maxParticipants), M.maxParticipantsInvalid);
  return {
    title: values.title.trim(),
    description: values.description.trim(),
    image: image || null,
    duration: values.duration.trim(),
    maxParticipants: max > 0 ? max : null,
    price: mustParse(parseDecimal(values.price), M.priceFormat),
    rating: mustParse(parseRating(values.rating), M.ratingInvalid),
    reviewCount: mustParse(parseInteger(values.reviewCount), M.countInvalid),
    category: values.category,
    featured: values.featured,
  };
}

// ---------------------------------------------------------------------------------------------
// Blog posts

export interface PostFormValues {
  title: string;
  excerpt: string;
  content: string;
  image: string;
  /** '' until one is chosen. */
  category: PostCategory | '';
  readTime: string;
  published: boolean;
}

export function emptyPostForm(): PostFormValues {
  return { title: '', excerpt: '', content: '', image: '', category: '', readTime: '', published: false };
}

export const postFormSchema = v.object({
  title: v.pipe(v.string(), v.check(filled, M.titleRequired), v.check((s) => s.trim().length <= TITLE_MAX, M.titleTooLong)),
  excerpt: v.pipe(v.string(), v.check(filled, M.excerptRequired), v.check((s) => s.trim().length <= EXCERPT_MAX, M.excerptTooLong)),
  content: v.pipe(v.string(), v.check(filled, M.contentRequired), v.check((s) => s.length <= 100_000, M.textTooLong)),
  image,
  category: v.pipe(
    v.union([v.literal(''), v.picklist(POST_CATEGORIES)], M.categoryRequired),
    v.check((c) => c !== '', M.categoryRequired),
  ),
  readTime: v.pipe(v.string(), v.check(filled, M.readTimeRequired), v.check((s) => s.trim().length <= 40, M.textTooLong)),
  published: v.boolean(),
});

export function postFormFromRecord(post: Post): PostFormValues {
  return {
    title: post.title,
    excerpt: post.excerpt,
    content: post.content,
    image: post.image ?? '',
    category: post.category,
    readTime: post.readTime,
    published: post.published,
  };
}

/** The post fields of valid form values; the content keeps its paragraphs, an empty image is `null`. */
export function postFromForm(values: PostFormValues): CreateInput<'posts'> {
  if (values.category === '') throw new Error(M.categoryRequired);
  const image = values.image.trim();
  return {
    title: values.title.trim(),
    excerpt: values.excerpt.trim(),
    content: values.content.replace(/\r\n?/g, '\n').trim(),
    image: image || null,
    category: values.category,
    readTime: values.readTime.trim(),
    published: values.published,
  };
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
