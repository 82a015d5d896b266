// The tour form of the site's create page and of the back office: its rules (SPEC 5 'Create tour', on
// their exact boundaries; texts in three languages, required ones in at least one), the record it
// becomes (SPEC 3 'Create-tour payload') and comes from, and the draft the site keeps.
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { buildRecord } from '../../src/db/repository-records';
import { CATALOGUE_MESSAGES as M, fieldIssues } from '../../src/features/catalogue/form';
import { cleanTourForm, emptyTourForm, tourFormFromRecord, tourFormSchema, tourFromForm, type TourFormValues } from '../../src/features/catalogue/tour-form';
import { tour } from './fixtures';

const valid: TourFormValues = {
  ...emptyTourForm(),
  titleFr: 'Château de Versailles',
  descriptionFr: 'La galerie des Glaces et les jardins.',
  durationFr: '8 heures',
  price: '299',
  category: 'private',
};

/** Each field's first message, as the form shows it next to the field. */
const messages = (values: Partial<TourFormValues>) => fieldIssues(tourFormSchema, { ...valid, ...values });

describe('tour form schema', () => {
  it('takes a filled form with no message', () => {
    expect(messages({})).toEqual({});
  });

  it('starts with nothing chosen, no participant limit and a new tour’s rating', () => {
    expect(emptyTourForm()).toMatchObject({ category: '', maxParticipants: '', price: '', rating: '5.0', reviewCount: '0', featured: false });
  });

  it('gives every required field its message when empty or blank', () => {
    // Written in no language: the message is on the French field.
    expect(fieldIssues(tourFormSchema, emptyTourForm())).toEqual({
      titleFr: 'Title is required',
      descriptionFr: 'Description is required',
      durationFr: 'Duration is required',
      price: 'Price is required',
      category: 'Category is required',
    });
    expect(messages({ titleFr: '   ', descriptionFr: '\n', durationFr: ' ', price: '  ' })).toEqual({
      titleFr: 'Title is required',
      descriptionFr: 'Description is required',
      durationFr: 'Duration is required',
      price: 'Price is required',
    });
  });

  it('takes a tour written in one language only: a translation can come later', () => {
    const english = { ...emptyTourForm(), titleEn: 'Giverny', descriptionEn: 'Monet’s garden.', durationEn: '5 hours', price: '180', category: 'private' as const };
    expect(fieldIssues(tourFormSchema, english)).toEqual({});
    expect(fieldIssues(tourFormSchema, { ...english, durationEn: '', durationAr: '5 ساعات' })).toEqual({});
  });

  it('puts a missing required text on the language the tour is being written in', () => {
    const arabic = { ...emptyTourForm(), titleAr: 'جيفرني', price: '180', category: 'private' as const };
    expect(fieldIssues(tourFormSchema, arabic)).toEqual({ descriptionAr: 'Description is required', durationAr: 'Duration is required' });
    // ...and says it even while another field is wrong.
    expect(fieldIssues(tourFormSchema, { ...arabic, price: '0' })).toEqual({
      descriptionAr: 'Description is required',
      durationAr: 'Duration is required',
      price: 'Price must be a valid number greater than 0',
    });
  });

  it('takes a title of 200 characters and refuses 201, in every language', () => {
    expect(messages({ titleFr: 'a'.repeat(200), titleAr: 'ب'.repeat(200) })).toEqual({});
    expect(messages({ titleFr: 'a'.repeat(201) })).toEqual({ titleFr: 'Title must be less than 200 characters' });
    expect(messages({ titleAr: 'ب'.repeat(201) })).toEqual({ titleAr: 'Title must be less than 200 characters' });
  });

  it('takes lists of at most 50 lines of at most 300 characters; blank lines do not count', () => {
    const lines = (n: number) => Array.from({ length: n }, (_, i) => `Step ${i + 1}`).join('\n');
    expect(messages({ itineraryEn: `${lines(50)}\n\n  \n` })).toEqual({});
    expect(messages({ itineraryEn: lines(51) })).toEqual({ itineraryEn: M.tooManyItems });
    expect(messages({ highlightsAr: `قصير\n${'ب'.repeat(300)}` })).toEqual({});
    expect(messages({ highlightsAr: `قصير\n${'ب'.repeat(301)}` })).toEqual({ highlightsAr: M.listItemTooLong });
  });

  it('wants a price above 0, typed with a point or a comma', () => {
    for (const bad of ['0', '0.00', '-5', 'abc', '12abc', '0.001']) {
      expect(messages({ price: bad }), bad).toEqual({ price: 'Price must be a valid number greater than 0' });
    }
    expect(messages({ price: '0.01' })).toEqual({});
    expect(messages({ price: '449.5' })).toEqual({});
    expect(messages({ price: '449,50' })).toEqual({});
    expect(messages({ price: '1e12' })).toEqual({ price: 'Price must be less than 1,000,000,000' });
  });

  it('takes only private and shared as category', () => {
    expect(messages({ category: 'shared' })).toEqual({});
    expect(messages({ category: 'group' as TourFormValues['category'] })).toEqual({ category: 'Category is required' });
  });

  it('wants at least 1 participant when a number is given', () => {
    expect(messages({ maxParticipants: '' })).toEqual({});
    expect(messages({ maxParticipants: '1' })).toEqual({});
    expect(messages({ maxParticipants: '٦' })).toEqual({});
    for (const bad of ['0', '-3', '2.5']) expect(messages({ maxParticipants: bad }), bad).toEqual({ maxParticipants: 'Max participants must be at least 1' });
    expect(messages({ maxParticipants: '999' })).toEqual({});
    expect(messages({ maxParticipants: '1000' })).toEqual({ maxParticipants: 'Max participants must be at most 999' });
  });

  it('wants a valid URL when an image is given, or a photo kept on the device', () => {
    expect(messages({ image: '' })).toEqual({});
    for (const good of ['https://example.com/versailles.jpg', '/images/tours/versailles.svg', 'blob-ref:5f0c6d4e-2b1a-4c3d-8e9f-0a1b2c3d4e5f']) {
      expect(messages({ image: good }), good).toEqual({});
    }
    for (const bad of ['not a url', 'example.com/x.jpg', 'ftp://example.com/x.jpg', 'https://', 'javascript:alert(1)', '//evil.example/x.jpg']) {
      expect(messages({ image: bad }), bad).toEqual({ image: 'Please enter a valid URL' });
    }
  });

  it('checks the back office’s rating and review count', () => {
    expect(messages({ rating: '4,9', reviewCount: '12' })).toEqual({});
    expect(messages({ rating: '7', reviewCount: '-1' })).toEqual({ rating: 'Rating must be between 0 and 5', reviewCount: 'Please enter a whole number of 0 or more' });
  });
});

describe('the tour of the form', () => {
  const parsed = (values: Partial<TourFormValues>): TourFormValues => v.parse(tourFormSchema, { ...valid, ...values }) as TourFormValues;

  it('stores the price with 2 decimals, trimmed texts, a new rating, and leaves out the empty optional fields', () => {
    const fields = tourFromForm(
      parsed({ titleFr: '  Versailles  ', durationFr: ' 8 heures ', price: '299', highlightsFr: ' La galerie des Glaces \n\n  Les jardins\n', meetingPointEn: ' Your hotel ' }),
    );
    expect(fields).toMatchObject({
      titleFr: 'Versailles',
      titleEn: '',
      titleAr: '',
      descriptionFr: 'La galerie des Glaces et les jardins.',
      durationFr: '8 heures',
      highlightsFr: ['La galerie des Glaces', 'Les jardins'],
      highlightsEn: [],
      itineraryAr: [],
      meetingPointEn: 'Your hotel',
      price: '299.00',
      category: 'private',
      featured: false,
      rating: '5.0',
      reviewCount: 0,
      image: null,
      maxParticipants: null,
    });
    // null: absent from a new record (and cleared by an edit).
    const record = buildRecord('tours', fields);
    expect(Object.keys(record)).not.toContain('image');
    expect(Object.keys(record)).not.toContain('maxParticipants');
  });

  it('keeps image and maxParticipants when filled, and rounds the price to the cent', () => {
    const fields = tourFromForm(parsed({ price: '0.01', maxParticipants: ' 6 ', image: ' https://example.com/a.jpg ', category: 'shared', featured: true }));
    expect(fields).toMatchObject({ price: '0.01', maxParticipants: 6, image: 'https://example.com/a.jpg', category: 'shared', featured: true });
    expect(tourFromForm(parsed({ price: '449.5' })).price).toBe('449.50');
    expect(tourFromForm(parsed({ price: '449,5' })).price).toBe('449.50');
    expect(tourFromForm(parsed({ price: '19.999' })).price).toBe('20.00');
  });

  it('makes a record the tours table takes', () => {
    const fields = tourFromForm(parsed({ maxParticipants: '1', image: '/images/tours/giverny.svg', price: '999999999.99' }));
    expect(() => buildRecord('tours', fields)).not.toThrow();
  });

  it('turns a tour into form text and back unchanged, each list a line per item', () => {
    const values = tourFormFromRecord(tour);
    expect(values.maxParticipants).toBe('6');
    expect(values.itineraryEn).toBe('08:30 - Pick-up\n16:30 - Back in Paris');
    expect(values.itineraryFr).toBe('');
    expect(fieldIssues(tourFormSchema, values)).toEqual({});
    const { id: _id, createdAt: _c, updatedAt: _u, rev: _r, ...fields } = tour;
    expect(tourFromForm(values)).toEqual(fields);
  });

  it('shows no photo and no limit as empty fields, which clear them on an edit', () => {
    const { image: _image, maxParticipants: _max, ...rest } = tour;
    const values = tourFormFromRecord({ ...rest });
    expect(values).toMatchObject({ image: '', maxParticipants: '' });
    expect(tourFromForm(values)).toMatchObject({ image: null, maxParticipants: null });
  });
});

describe('kept draft', () => {
  it('keeps known fields of the right type and drops the rest', () => {
    expect(cleanTourForm({ titleAr: 'جيفرني', highlightsEn: 'Garden\nHouse', price: 12, category: 'bus', featured: 'yes', extra: 1 })).toEqual({
      ...emptyTourForm(),
      titleAr: 'جيفرني',
      highlightsEn: 'Garden\nHouse',
    });
    expect(cleanTourForm({ ...valid, featured: true })).toEqual({ ...valid, featured: true });
    expect(cleanTourForm(null)).toEqual(emptyTourForm());
  });

  it('keeps a draft typed before the texts were per language, in the language it is written in', () => {
    expect(cleanTourForm({ title: 'Giverny', description: 'جنة مونيه' })).toMatchObject({ titleEn: 'Giverny', titleFr: '', descriptionAr: 'جنة مونيه' });
  });

  it('keeps a new tour’s rating: the site’s form has none to type', () => {
    expect(cleanTourForm({ ...valid, rating: 'x', reviewCount: '-4' })).toEqual(valid);
  });
});
