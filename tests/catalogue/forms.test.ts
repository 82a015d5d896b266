// The back office's car, tour and post forms: text as typed turned into records and back, the
// rules and their messages, and the edit that sends only what changed.
import { describe, expect, it } from 'vitest';
import {
  CATALOGUE_MESSAGES as M,
  carFormFromRecord,
  carFormSchema,
  carFromForm,
  changedFields,
  emptyCarForm,
  emptyPostForm,
  emptyTourForm,
  featuresText,
  fieldIssues,
  parseDecimal,
  parseFeatures,
  parseInteger,
  parseRating,
  postFormFromRecord,
  postFormSchema,
  postFromForm,
  tourFormFromRecord,
  tourFormSchema,
  tourFromForm,
  type CarFormValues,
  type PostFormValues,
  type TourFormValues,
} from '../../src/features/catalogue/form';
import { validate, schemaFor } from '../../src/domain/schemas';
import type { Car, Post, Tour } from '../../src/domain/types';

const base = { id: '0b7c3f5e-8d1a-4f2b-9c3d-1e2f3a4b5c6d', createdAt: '2026-11-01T10:00:00.000Z', updatedAt: '2026-11-01T10:00:00.000Z', rev: 3 };

const car: Car = {
  ...base,
  name: 'Mercedes-Benz E-Class',
  category: 'sedan',
  description: 'Business sedan',
  image: '/images/cars/mercedes-e-class.svg',
  passengers: 4,
  luggage: 3,
  features: ['WiFi', 'Leather Seats', 'Climate Control'],
  pricePerHour: '89.00',
  rating: '4.9',
  reviewCount: 127,
  featured: true,
  available: true,
};

const tour: Tour = {
  ...base,
  title: 'Versailles Palace & Gardens',
  description: 'The palace and its gardens.',
  image: '/images/tours/versailles.svg',
  duration: '8 hours',
  maxParticipants: 6,
  price: '299.00',
  rating: '4.8',
  reviewCount: 40,
  category: 'private',
  featured: false,
};

const post: Post = {
  ...base,
  title: 'Hidden Paris',
  excerpt: 'Places most visitors miss.',
  content: 'First paragraph.\n\nSecond paragraph.',
  category: 'destinations',
  readTime: '6 min read',
  published: true,
};

describe('typed text', () => {
  it('splits features on commas, trims them, drops blanks and repeats, and joins them back', () => {
    expect(parseFeatures(' WiFi, Leather Seats ,,  Climate   Control,wifi, ')).toEqual(['WiFi', 'Leather Seats', 'Climate Control']);
    expect(parseFeatures('')).toEqual([]);
    expect(parseFeatures('مكيف، واي فاي')).toEqual(['مكيف', 'واي فاي']);
    expect(featuresText(['WiFi', 'Leather Seats'])).toBe('WiFi, Leather Seats');
    expect(parseFeatures(featuresText(car.features))).toEqual(car.features);
  });

  it('reads whole numbers only, Arabic digits included', () => {
    expect(parseInteger('4')).toBe(4);
    expect(parseInteger(' 12 ')).toBe(12);
    expect(parseInteger('٧')).toBe(7);
    expect(parseInteger('0')).toBe(0);
    for (const bad of ['', '4.5', '-1', '4a', 'four', '1e3']) expect(parseInteger(bad)).toBeNull();
  });

  it('reads a price as the records keep it: two decimals, comma or point, spaces and € allowed', () => {
    expect(parseDecimal('89')).toBe('89.00');
    expect(parseDecimal('89.5')).toBe('89.50');
    expect(parseDecimal('89,50')).toBe('89.50');
    expect(parseDecimal('1 200 €')).toBe('1200.00');
    expect(parseDecimal('١٢٠')).toBe('120.00');
    for (const bad of ['', 'abc', '89.999', '-5', '1,200.50']) expect(parseDecimal(bad)).toBeNull();
  });

  it('reads a rating from 0 to 5', () => {
    expect(parseRating('5')).toBe('5.0');
    expect(parseRating('4,9')).toBe('4.9');
    expect(parseRating('4.85')).toBe('4.85');
    for (const bad of ['5.5', '6', '', 'good']) expect(parseRating(bad)).toBeNull();
  });
});

describe('car form', () => {
  it("starts from SPEC 3's defaults", () => {
    expect(emptyCarForm()).toMatchObject({
      category: 'sedan',
      passengers: '4',
      luggage: '2',
      pricePerHour: '0',
      rating: '5.0',
      reviewCount: '0',
      available: true,
      featured: false,
    });
  });

  it('turns a car into form text and back unchanged', () => {
    const values = carFormFromRecord(car);
    expect(values.features).toBe('WiFi, Leather Seats, Climate Control');
    expect(values.passengers).toBe('4');
    expect(fieldIssues(carFormSchema, values)).toEqual({});
    const { id: _id, createdAt: _c, updatedAt: _u, rev: _r, ...fields } = car;
    expect(carFromForm(values)).toEqual(fields);
  });

  it('saves typed text as a valid record', () => {
    const values: CarFormValues = {
      ...emptyCarForm(),
      name: '  Audi A8  ',
      passengers: ' 3 ',
      luggage: '٢',
      features: 'WiFi, Massage seats',
      pricePerHour: '140,5',
    };
    const fields = carFromForm(values);
    expect(fields).toMatchObject({ name: 'Audi A8', passengers: 3, luggage: 2, features: ['WiFi', 'Massage seats'], pricePerHour: '140.50', rating: '5.0' });
    expect(() => validate(schemaFor('cars').create, { ...fields, id: base.id, createdAt: base.createdAt, updatedAt: base.updatedAt })).not.toThrow();
  });

  it('gives each wrong field its message', () => {
    const issues = fieldIssues(carFormSchema, {
      ...emptyCarForm(),
      name: '   ',
      passengers: '0',
      luggage: '2.5',
      pricePerHour: 'cheap',
      rating: '7',
      reviewCount: '-1',
      image: 'not a url',
      features: `WiFi, ${'x'.repeat(80)}`,
    });
    expect(issues).toEqual({
      name: 'Vehicle name is required',
      passengers: M.passengersInvalid,
      luggage: M.luggageInvalid,
      pricePerHour: M.priceFormat,
      rating: 'Rating must be between 0 and 5',
      reviewCount: M.countInvalid,
      image: 'Please enter a valid URL',
      features: M.featureTooLong,
    });
  });

  it('asks for a real price: the default 0 is refused with SPEC’s message, an empty one is required', () => {
    expect(fieldIssues(carFormSchema, { ...emptyCarForm(), name: 'Audi' })).toEqual({ pricePerHour: 'Price must be a valid number greater than 0' });
    expect(fieldIssues(carFormSchema, { ...emptyCarForm(), name: 'Audi', pricePerHour: '' })).toEqual({ pricePerHour: 'Price is required' });
  });

  it('refuses a name over 120 characters and accepts photo addresses of every kind', () => {
    const ok = { ...emptyCarForm(), name: 'Audi', pricePerHour: '90' };
    expect(fieldIssues(carFormSchema, { ...ok, name: 'A'.repeat(121) })).toEqual({ name: M.carNameTooLong });
    for (const image of ['', 'https://example.com/car.jpg', '/images/cars/audi-a6.svg', 'blob-ref:5f0c6d4e-2b1a-4c3d-8e9f-0a1b2c3d4e5f']) {
      expect(fieldIssues(carFormSchema, { ...ok, image })).toEqual({});
    }
  });
});

describe('tour form', () => {
  it('starts with no participant limit and the private category', () => {
    expect(emptyTourForm()).toMatchObject({ maxParticipants: '0', category: 'private', price: '', featured: false });
  });

  it('turns a tour into form text and back unchanged', () => {
    const values = tourFormFromRecord(tour);
    expect(values.maxParticipants).toBe('6');
    const { id: _id, createdAt: _c, updatedAt: _u, rev: _r, ...fields } = tour;
    expect(tourFromForm(values)).toEqual(fields);
  });

  it('leaves out an empty photo and a limit of 0 (null clears them on an edit)', () => {
    const { image: _image, maxParticipants: _max, ...rest } = tour;
    const values = tourFormFromRecord({ ...rest });
    expect(values).toMatchObject({ image: '', maxParticipants: '0' });
    expect(tourFromForm(values)).toMatchObject({ image: null, maxParticipants: null });
    expect(tourFromForm({ ...values, maxParticipants: '' })).toMatchObject({ maxParticipants: null });
  });

  it("gives SPEC 5's messages", () => {
    const values: TourFormValues = { ...emptyTourForm(), title: 'x'.repeat(201), price: '0', maxParticipants: '2.5', image: 'ftp://x' };
    expect(fieldIssues(tourFormSchema, values)).toEqual({
      title: 'Title must be less than 200 characters',
      description: 'Description is required',
      duration: 'Duration is required',
      price: 'Price must be a valid number greater than 0',
      maxParticipants: M.maxParticipantsInvalid,
      image: 'Please enter a valid URL',
    });
    expect(fieldIssues(tourFormSchema, { ...emptyTourForm() }).title).toBe('Title is required');
    expect(fieldIssues(tourFormSchema, { ...emptyTourForm() }).price).toBe('Price is required');
  });
});

describe('post form', () => {
  it('starts as a draft with no category chosen', () => {
    expect(emptyPostForm()).toEqual({ title: '', excerpt: '', content: '', image: '', category: '', readTime: '', published: false });
  });

  it('turns a post into form values and back unchanged', () => {
    const values = postFormFromRecord(post);
    const { id: _id, createdAt: _c, updatedAt: _u, rev: _r, ...fields } = post;
    expect(postFromForm(values)).toEqual({ ...fields, image: null });
  });

  it("gives SPEC 5's messages", () => {
    expect(fieldIssues(postFormSchema, emptyPostForm())).toEqual({
      title: 'Title is required',
      excerpt: 'Excerpt is required',
      content: 'Content is required',
      category: 'Category is required',
      readTime: 'Read time is required',
    });
    const long: PostFormValues = { ...postFormFromRecord(post), title: 't'.repeat(201), excerpt: 'e'.repeat(501), image: 'www.example.com' };
    expect(fieldIssues(postFormSchema, long)).toEqual({
      title: 'Title must be less than 200 characters',
      excerpt: 'Excerpt must be less than 500 characters',
      image: 'Please enter a valid URL',
    });
  });

  it('keeps paragraphs and normalizes line ends', () => {
    expect(postFromForm({ ...postFormFromRecord(post), content: '  One.\r\n\r\nTwo.  ' }).content).toBe('One.\n\nTwo.');
  });
});

describe('edits', () => {
  it('send only the fields the user changed', () => {
    const before = carFromForm(carFormFromRecord(car));
    const after = carFromForm({ ...carFormFromRecord(car), pricePerHour: '95', features: 'WiFi, Leather Seats, Climate Control' });
    expect(changedFields(before, after)).toEqual({ pricePerHour: '95.00' });
    const tourBefore = tourFromForm(tourFormFromRecord(tour));
    expect(changedFields(tourBefore, tourFromForm({ ...tourFormFromRecord(tour), image: '', maxParticipants: '0' }))).toEqual({
      image: null,
      maxParticipants: null,
    });
  });
});
