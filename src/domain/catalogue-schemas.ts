// The schemas of the catalogue's records: cars, tours and blog posts.

import * as v from 'valibot';
import { langField, LOCALIZED, type LocalizedTable } from './content-lang';
import { isImageRef } from './image-ref';
import { LANGS } from './paths';
import { MESSAGES } from './schema-messages';
import { blank, bool, decimal, int, picklist, requiredText, tableSchemas, text } from './schema-fields';
import { CAR_CATEGORIES, POST_CATEGORIES, TOUR_CATEGORIES } from './types';

const imageRef = v.pipe(v.string(MESSAGES.invalidUrl), v.check(isImageRef, MESSAGES.invalidUrl));
/** Car photos are required by type but may be '' while none is chosen. */
const carImage = v.pipe(v.string(MESSAGES.invalidUrl), v.check((s) => s === '' || isImageRef(s), MESSAGES.invalidUrl));
/** A text in each language; '' where not written yet. */
function perLang<B extends string, S extends v.GenericSchema>(base: B, schema: S) {
  return Object.fromEntries(LANGS.map((lang) => [langField(base, lang), schema])) as { [K in `${B}${'Fr' | 'En' | 'Ar'}`]: S };
}

const title = v.pipe(v.string(MESSAGES.titleRequired), v.maxLength(200, MESSAGES.titleTooLong));
const listItems = v.pipe(v.array(requiredText(MESSAGES.invalidValue, 300), MESSAGES.invalidValue), v.maxLength(50, MESSAGES.invalidValue));

/**
 * A required text may be missing in some languages (a draft translation), not in all: the message is
 * the field's own, on its French field.
 */
function inSomeLanguage(table: LocalizedTable, messages: Record<string, string>) {
  // One action for every text, so that a form learns of all the missing ones at once.
  return [
    v.rawCheck<Record<string, unknown>>(({ dataset, addIssue }) => {
      if (!dataset.typed) return;
      const record = dataset.value;
      for (const base of LOCALIZED[table].required) {
        if (LANGS.some((lang) => String(record[langField(base, lang)] ?? '').trim() !== '')) continue;
        const key = langField(base, 'fr');
        addIssue({
          message: messages[base] ?? MESSAGES.invalidValue,
          path: [{ type: 'object', origin: 'value', input: record, key, value: record[key] }],
        });
      }
    }),
  ];
}

const rating = decimal(MESSAGES.ratingInvalid, (n) => n <= 5);
const count = int(MESSAGES.countInvalid, 0, 100_000_000);

export const carTable = tableSchemas(
  {
    name: requiredText(MESSAGES.nameRequired, 120),
    category: picklist(CAR_CATEGORIES, MESSAGES.categoryRequired),
    ...perLang('description', text(5000)),
    image: carImage,
    passengers: int(MESSAGES.passengersRange, 1, 99),
    luggage: int(MESSAGES.luggageRange, 0, 99),
    features: v.pipe(v.array(requiredText(MESSAGES.invalidValue, 80), MESSAGES.invalidValue), v.maxLength(50, MESSAGES.invalidValue)),
    pricePerHour: decimal(),
    rating,
    reviewCount: count,
    featured: bool,
    available: bool,
  },
  { plate: text(20) },
);

export const tourTable = tableSchemas(
  {
    ...perLang('title', title),
    ...perLang('summary', text(300)),
    ...perLang('description', text(5000)),
    ...perLang('duration', text(60)),
    ...perLang('meetingPoint', text(300)),
    ...perLang('highlights', listItems),
    ...perLang('itinerary', listItems),
    ...perLang('included', listItems),
    ...perLang('notIncluded', listItems),
    price: v.pipe(
      v.string(MESSAGES.priceRequired),
      v.check((s) => !blank(s), MESSAGES.priceRequired),
      decimal(MESSAGES.priceInvalid, (n) => n > 0),
    ),
    rating,
    reviewCount: count,
    category: picklist(TOUR_CATEGORIES, MESSAGES.categoryRequired),
    featured: bool,
  },
  {
    image: imageRef,
    maxParticipants: v.pipe(
      v.number(MESSAGES.maxParticipantsMin),
      v.integer(MESSAGES.maxParticipantsMin),
      v.minValue(1, MESSAGES.maxParticipantsMin),
      v.maxValue(999, MESSAGES.invalidValue),
    ),
  },
  inSomeLanguage('tours', { title: MESSAGES.titleRequired, description: MESSAGES.descriptionRequired, duration: MESSAGES.durationRequired }),
);

export const postTable = tableSchemas(
  {
    ...perLang('title', title),
    ...perLang('excerpt', v.pipe(v.string(MESSAGES.invalidValue), v.maxLength(500, MESSAGES.excerptTooLong))),
    ...perLang('content', text(100_000)),
    ...perLang('readTime', text(40)),
    category: picklist(POST_CATEGORIES, MESSAGES.categoryRequired),
    published: bool,
  },
  { image: imageRef },
  inSomeLanguage('posts', {
    title: MESSAGES.titleRequired,
    excerpt: MESSAGES.excerptRequired,
    content: MESSAGES.contentRequired,
    readTime: MESSAGES.readTimeRequired,
  }),
);

/** Whole stored records, rev included. */
export const carSchema = carTable.record;
export const tourSchema = tourTable.record;
export const postSchema = postTable.record;
