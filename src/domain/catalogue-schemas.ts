// The schemas of the catalogue's records: cars, tours and blog posts.

import * as v from 'valibot';
import { isImageRef } from './image-ref';
import { MESSAGES } from './schema-messages';
import { blank, bool, decimal, int, picklist, requiredText, tableSchemas, text } from './schema-fields';
import { CAR_CATEGORIES, POST_CATEGORIES, TOUR_CATEGORIES } from './types';

const imageRef = v.pipe(v.string(MESSAGES.invalidUrl), v.check(isImageRef, MESSAGES.invalidUrl));
/** Car photos are required by type but may be '' while none is chosen. */
const carImage = v.pipe(v.string(MESSAGES.invalidUrl), v.check((s) => s === '' || isImageRef(s), MESSAGES.invalidUrl));
const rating = decimal(MESSAGES.ratingInvalid, (n) => n <= 5);
const count = int(MESSAGES.countInvalid, 0, 100_000_000);

export const carTable = tableSchemas(
  {
    name: requiredText(MESSAGES.nameRequired, 120),
    category: picklist(CAR_CATEGORIES, MESSAGES.categoryRequired),
    description: text(5000),
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
    title: requiredText(MESSAGES.titleRequired, 200),
    description: requiredText(MESSAGES.descriptionRequired, 5000),
    duration: requiredText(MESSAGES.durationRequired, 60),
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
);

export const postTable = tableSchemas(
  {
    title: requiredText(MESSAGES.titleRequired, 200),
    excerpt: v.pipe(
      v.string(MESSAGES.excerptRequired),
      v.check((s) => !blank(s), MESSAGES.excerptRequired),
      v.maxLength(500, MESSAGES.excerptTooLong),
    ),
    content: requiredText(MESSAGES.contentRequired, 100_000),
    category: picklist(POST_CATEGORIES, MESSAGES.categoryRequired),
    readTime: requiredText(MESSAGES.readTimeRequired, 40),
    published: bool,
  },
  { image: imageRef },
);

/** Whole stored records, rev included. */
export const carSchema = carTable.record;
export const tourSchema = tourTable.record;
export const postSchema = postTable.record;
