// The tour form, at /{lang}/tours/create and in the back office (SPEC 3 'Tour', 5 'Create tour'): its
// values as typed, their rules with SPEC's exact messages, and the record they become (SPEC 3
// 'Create-tour payload': no image or participant limit unless filled) and come from. Its texts are
// one field per language (lang-fields.ts): title, description and duration are needed in one of them.

import * as v from 'valibot';
import type { Lang } from '../../domain/paths';
import { TOUR_CATEGORIES, type CreateInput, type Tour, type TourCategory } from '../../domain/types';
import {
  CATALOGUE_MESSAGES as M,
  filled,
  imageRule,
  keptText,
  mustParse,
  normalizeNumber,
  parseInteger,
  parseRating,
  ratingRule,
  reviewCountRule,
  TITLE_MAX,
} from './form';
import { emptyTexts, keptTexts, langEntries, requiredInSomeLanguage, textsFromForm, textsToForm, type LangValues } from './lang-fields';

/**
 * What the form holds: every field as typed, so nothing is lost while it is still wrong. The texts are
 * per language ('titleFr', 'highlightsAr': a list as one text, an item per line).
 */
export interface TourFormValues extends LangValues<'tours'> {
  /** '' for none, an http(s) URL, a site path or `blob-ref:`. */
  image: string;
  /** Euros per person, as typed ('299', '299.5', '449,50'). */
  price: string;
  /** '' until one is chosen. */
  category: TourCategory | '';
  /** '' for no limit. */
  maxParticipants: string;
  rating: string;
  reviewCount: string;
  featured: boolean;
}

const DESCRIPTION_MAX = 5000;
const DURATION_MAX = 60;
/** The tours schema's limits (src/domain/catalogue-schemas.ts). */
const SUMMARY_MAX = 300;
const MEETING_POINT_MAX = 300;
const PRICE_MAX_CENTS = 99_999_999_999;
const MAX_PARTICIPANTS_MAX = 999;

/** A new tour: no category chosen yet, no limit, a new tour's rating (5.0, no reviews). */
export function emptyTourForm(): TourFormValues {
  return {
    ...emptyTexts('tours'),
    image: '',
    price: '',
    category: '',
    maxParticipants: '',
    rating: '5.0',
    reviewCount: '0',
    featured: false,
  };
}

/** The price in cents, or null when it is not a number (rounded to the cent, as it is stored). */
function priceCents(price: string): number | null {
  const text = normalizeNumber(price);
  if (!/^[+]?(\d+\.?\d*|\.\d+)(e[+-]?\d+)?$/i.test(text)) return null;
  const n = Number(text);
  return Number.isFinite(n) ? Math.round(n * 100) : null;
}

const tourFieldsSchema = v.object({
  ...langEntries('tours', {
    title: { max: TITLE_MAX, tooLong: M.titleTooLong },
    summary: { max: SUMMARY_MAX, tooLong: M.textTooLong },
    description: { max: DESCRIPTION_MAX, tooLong: M.descriptionTooLong },
    duration: { max: DURATION_MAX, tooLong: M.durationTooLong },
    meetingPoint: { max: MEETING_POINT_MAX, tooLong: M.textTooLong },
  }),
  image: imageRule,
  price: v.pipe(
    v.string(M.priceRequired),
    v.check(filled, M.priceRequired),
    v.check((s) => (priceCents(s) ?? 0) > 0, M.priceInvalid),
    v.check((s) => (priceCents(s) ?? 0) <= PRICE_MAX_CENTS, M.priceTooHigh),
  ),
  category: v.pipe(
    v.union([v.literal(''), v.picklist(TOUR_CATEGORIES)], M.categoryRequired),
    v.check((c) => c !== '', M.categoryRequired),
  ),
  maxParticipants: v.pipe(
    v.string(M.maxParticipantsMin),
    v.check((s) => !filled(s) || (parseInteger(s) ?? 0) >= 1, M.maxParticipantsMin),
    v.check((s) => !filled(s) || (parseInteger(s) ?? 0) <= MAX_PARTICIPANTS_MAX, M.maxParticipantsTooHigh),
  ),
  rating: ratingRule,
  reviewCount: reviewCountRule,
  featured: v.boolean(),
});

const tourSchemaIn = (lang: Lang) =>
  v.intersect([
    tourFieldsSchema,
    requiredInSomeLanguage('tours', { title: M.titleRequired, description: M.descriptionRequired, duration: M.durationRequired }, lang),
  ]) as unknown as v.GenericSchema<TourFormValues>;
const TOUR_SCHEMAS = { fr: tourSchemaIn('fr'), en: tourSchemaIn('en'), ar: tourSchemaIn('ar') };

/**
 * Each field's own rules, and the texts a tour needs in at least one language; while none is written,
 * their messages go on `lang`'s fields (the tab shown).
 */
export const tourFormSchemaIn = (lang: Lang): v.GenericSchema<TourFormValues> => TOUR_SCHEMAS[lang];
export const tourFormSchema = tourFormSchemaIn('fr');

export function tourFormFromRecord(tour: Tour): TourFormValues {
  return {
    ...textsToForm('tours', tour),
    image: tour.image ?? '',
    price: tour.price,
    category: tour.category,
    maxParticipants: tour.maxParticipants ? String(tour.maxParticipants) : '',
    rating: tour.rating,
    reviewCount: String(tour.reviewCount),
    featured: tour.featured,
  };
}

/**
 * The tour of valid form values (throws on invalid ones: check with the schema first): trimmed
 * texts, the price with 2 decimals; an empty image or limit is `null`, which a new record leaves
 * out and an edit clears.
 */
export function tourFromForm(values: TourFormValues): CreateInput<'tours'> {
  const cents = priceCents(values.price);
  if (cents === null || cents <= 0) throw new Error(M.priceInvalid);
  if (values.category === '') throw new Error(M.categoryRequired);
  const image = values.image.trim();
  return {
    ...(textsFromForm('tours', values, ['description']) as unknown as Pick<Tour, keyof LangValues<'tours'>>),
    image: image || null,
    price: (cents / 100).toFixed(2),
    category: values.category,
    maxParticipants: filled(values.maxParticipants) ? mustParse(parseInteger(values.maxParticipants), M.maxParticipantsMin) : null,
    rating: mustParse(parseRating(values.rating), M.ratingInvalid),
    reviewCount: mustParse(parseInteger(values.reviewCount), M.countInvalid),
    featured: values.featured,
  };
}

/**
 * Form values from anything (a kept draft): the known fields of the right type, the rest empty. A
 * draft is the site's create page's, which has no rating: a new tour's is kept.
 */
export function cleanTourForm(value: unknown): TourFormValues {
  const empty = emptyTourForm();
  if (typeof value !== 'object' || value === null) return empty;
  const raw = value as Record<string, unknown>;
  const text = (key: 'image' | 'price' | 'maxParticipants') => keptText(raw, key, empty[key]);
  return {
    ...empty,
    ...keptTexts('tours', raw),
    image: text('image'),
    price: text('price'),
    category: (TOUR_CATEGORIES as readonly unknown[]).includes(raw.category) ? (raw.category as TourCategory) : '',
    maxParticipants: text('maxParticipants'),
    featured: raw.featured === true,
  };
}
