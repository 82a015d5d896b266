// The car form (SPEC 3 'Car', its admin defaults): values as typed, their rules, and the record they
// become and come from.

import * as v from 'valibot';
import { CAR_CATEGORIES, type Car, type CarCategory, type CreateInput } from '../../domain/types';
import {
  CATALOGUE_MESSAGES as M,
  filled,
  imageRule,
  integerIn,
  mustParse,
  parseDecimal,
  parseInteger,
  parseRating,
  ratingRule,
  reviewCountRule,
} from './form';
import { emptyTexts, langEntries, textsFromForm, textsToForm, type LangValues } from './lang-fields';

export const CAR_NAME_MAX = 120;
export const FEATURE_MAX = 80;
export const FEATURES_MAX = 50;
/** The car schema's limit (src/domain/catalogue-schemas.ts). */
export const PLATE_MAX = 20;

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

/** The name and everything else is one in every language; the description is per language ('descriptionAr'). */
export interface CarFormValues extends LangValues<'cars'> {
  name: string;
  category: CarCategory;
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
  /** Registration plate, optional. */
  plate: string;
}

/** SPEC 3's admin form defaults. */
export function emptyCarForm(): CarFormValues {
  return {
    name: '',
    category: 'sedan',
    ...emptyTexts('cars'),
    image: '',
    passengers: '4',
    luggage: '2',
    features: '',
    pricePerHour: '0',
    rating: '5.0',
    reviewCount: '0',
    featured: false,
    available: true,
    plate: '',
  };
}

export const carFormSchema = v.object({
  name: v.pipe(
    v.string(),
    v.check(filled, M.carNameRequired),
    v.check((s) => s.trim().length <= CAR_NAME_MAX, M.carNameTooLong),
  ),
  category: v.picklist(CAR_CATEGORIES, M.categoryRequired),
  ...langEntries('cars', { description: { max: 5000, tooLong: M.descriptionTooLong } }),
  image: imageRule,
  passengers: v.pipe(v.string(), v.check(integerIn(1, 99), M.passengersInvalid)),
  luggage: v.pipe(v.string(), v.check(integerIn(0, 99), M.luggageInvalid)),
  features: v.pipe(
    v.string(),
    v.check((s) => parseFeatures(s).every((f) => f.length < FEATURE_MAX), M.featureTooLong),
    v.check((s) => parseFeatures(s).length <= FEATURES_MAX, M.tooManyFeatures),
  ),
  // Required, a number with at most 2 decimals, above 0.
  pricePerHour: v.pipe(
    v.string(),
    v.check(filled, M.priceRequired),
    v.check((s) => parseDecimal(s) !== null, M.priceFormat),
    v.check((s) => Number(parseDecimal(s)) > 0, M.priceInvalid),
  ),
  rating: ratingRule,
  reviewCount: reviewCountRule,
  featured: v.boolean(),
  available: v.boolean(),
  plate: v.pipe(v.string(), v.check((s) => s.trim().length <= PLATE_MAX, M.plateTooLong)),
});

export function carFormFromRecord(car: Car): CarFormValues {
  return {
    name: car.name,
    category: car.category,
    ...textsToForm('cars', car),
    image: car.image,
    passengers: String(car.passengers),
    luggage: String(car.luggage),
    features: featuresText(car.features),
    pricePerHour: car.pricePerHour,
    rating: car.rating,
    reviewCount: String(car.reviewCount),
    featured: car.featured,
    available: car.available,
    plate: car.plate ?? '',
  };
}

/** The car fields of valid form values (throws on invalid ones: check with the schema first). */
export function carFromForm(values: CarFormValues): CreateInput<'cars'> {
  return {
    name: values.name.trim(),
    category: values.category,
    ...(textsFromForm('cars', values, ['description']) as LangValues<'cars'>),
    image: values.image.trim(),
    passengers: mustParse(parseInteger(values.passengers), M.passengersInvalid),
    luggage: mustParse(parseInteger(values.luggage), M.luggageInvalid),
    features: parseFeatures(values.features),
    pricePerHour: mustParse(parseDecimal(values.pricePerHour), M.priceFormat),
    rating: mustParse(parseRating(values.rating), M.ratingInvalid),
    reviewCount: mustParse(parseInteger(values.reviewCount), M.countInvalid),
    featured: values.featured,
    available: values.available,
    // As typed ('AB-123-CD', 'AB 123 CD'), runs of spaces made one; null clears a plate in an edit.
    plate: values.plate.trim().replace(/\s+/g, ' ') || null,
  };
}
