// The create-tour form's rules (SPEC 5 'Create tour', on their exact boundaries) and the record it
// becomes (SPEC 3 'Create-tour payload').
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { schemaFor, validate } from '../../src/domain/schemas';
import { cleanTourForm, emptyTourForm, tourFormSchema, tourPayload, type TourFormValues, type ValidTourForm } from '../../src/domain/tour-form';

const valid: TourFormValues = {
  title: 'Versailles Palace & Gardens',
  description: 'The Hall of Mirrors and the gardens.',
  duration: '8 hours',
  price: '299',
  category: 'private',
  maxParticipants: '',
  image: '',
  featured: false,
};

/** Each field's first message, as the form shows it next to the field. */
function messages(values: Partial<TourFormValues>): Record<string, string> {
  const result = v.safeParse(tourFormSchema, { ...valid, ...values }, { abortPipeEarly: true });
  const out: Record<string, string> = {};
  if (!result.success) for (const issue of result.issues) out[String(issue.path?.[0]?.key)] ??= issue.message;
  return out;
}

describe('tour form schema', () => {
  it('takes a filled form with no message', () => {
    expect(messages({})).toEqual({});
  });

  it('gives every required field its message when empty or blank', () => {
    expect(messages(emptyTourForm())).toEqual({
      title: 'Title is required',
      description: 'Description is required',
      duration: 'Duration is required',
      price: 'Price is required',
      category: 'Category is required',
    });
    expect(messages({ title: '   ', description: '\n', duration: ' ', price: '  ' })).toEqual({
      title: 'Title is required',
      description: 'Description is required',
      duration: 'Duration is required',
      price: 'Price is required',
    });
  });

  it('takes a title of 200 characters and refuses 201', () => {
    expect(messages({ title: 'a'.repeat(200) })).toEqual({});
    expect(messages({ title: 'a'.repeat(201) })).toEqual({ title: 'Title must be less than 200 characters' });
  });

  it('wants a price above 0', () => {
    expect(messages({ price: '0' })).toEqual({ price: 'Price must be a valid number greater than 0' });
    expect(messages({ price: '0.00' })).toEqual({ price: 'Price must be a valid number greater than 0' });
    expect(messages({ price: '-5' })).toEqual({ price: 'Price must be a valid number greater than 0' });
    expect(messages({ price: 'abc' })).toEqual({ price: 'Price must be a valid number greater than 0' });
    expect(messages({ price: '12abc' })).toEqual({ price: 'Price must be a valid number greater than 0' });
    expect(messages({ price: '0.001' })).toEqual({ price: 'Price must be a valid number greater than 0' });
    expect(messages({ price: '0.01' })).toEqual({});
    expect(messages({ price: '449.5' })).toEqual({});
    expect(messages({ price: '1e12' })).toEqual({ price: 'Price must be less than 1,000,000,000' });
  });

  it('takes only private and shared as category', () => {
    expect(messages({ category: 'shared' })).toEqual({});
    expect(messages({ category: 'group' as TourFormValues['category'] })).toEqual({ category: 'Category is required' });
  });

  it('wants at least 1 participant when a number is given', () => {
    expect(messages({ maxParticipants: '' })).toEqual({});
    expect(messages({ maxParticipants: '1' })).toEqual({});
    expect(messages({ maxParticipants: '0' })).toEqual({ maxParticipants: 'Max participants must be at least 1' });
    expect(messages({ maxParticipants: '-3' })).toEqual({ maxParticipants: 'Max participants must be at least 1' });
    expect(messages({ maxParticipants: '2.5' })).toEqual({ maxParticipants: 'Max participants must be at least 1' });
    expect(messages({ maxParticipants: '999' })).toEqual({});
    expect(messages({ maxParticipants: '1000' })).toEqual({ maxParticipants: 'Max participants must be at most 999' });
  });

  it('wants a valid URL when an image is given', () => {
    expect(messages({ image: '' })).toEqual({});
    expect(messages({ image: 'https://example.com/versailles.jpg' })).toEqual({});
    expect(messages({ image: '/images/tours/versailles.svg' })).toEqual({});
    for (const bad of ['not a url', 'example.com/x.jpg', 'ftp://example.com/x.jpg', 'https://', 'javascript:alert(1)', '//evil.example/x.jpg']) {
      expect(messages({ image: bad }), bad).toEqual({ image: 'Please enter a valid URL' });
    }
  });
});

describe('tour payload', () => {
  const parsed = (values: Partial<TourFormValues>): ValidTourForm => v.parse(tourFormSchema, { ...valid, ...values });

  it('stores the price with 2 decimals, trimmed texts, a new rating and no empty optional field', () => {
    const payload = tourPayload(parsed({ title: '  Versailles  ', duration: ' 8 hours ', price: '299' }));
    expect(payload).toEqual({
      title: 'Versailles',
      description: 'The Hall of Mirrors and the gardens.',
      duration: '8 hours',
      price: '299.00',
      category: 'private',
      featured: false,
      rating: '5.0',
      reviewCount: 0,
    });
    expect(Object.keys(payload)).not.toContain('image');
    expect(Object.keys(payload)).not.toContain('maxParticipants');
  });

  it('keeps image and maxParticipants when filled, and rounds the price to the cent', () => {
    const payload = tourPayload(
      parsed({ price: '0.01', maxParticipants: ' 6 ', image: ' https://example.com/a.jpg ', category: 'shared', featured: true }),
    );
    expect(payload).toMatchObject({ price: '0.01', maxParticipants: 6, image: 'https://example.com/a.jpg', category: 'shared', featured: true });
    expect(tourPayload(parsed({ price: '449.5' })).price).toBe('449.50');
    expect(tourPayload(parsed({ price: '19.999' })).price).toBe('20.00');
  });

  it('makes a record the tours table takes', () => {
    const payload = tourPayload(parsed({ maxParticipants: '1', image: '/images/tours/giverny.svg', price: '999999999.99' }));
    const now = new Date().toISOString();
    expect(() => validate(schemaFor('tours').create, { ...payload, id: crypto.randomUUID(), createdAt: now, updatedAt: now })).not.toThrow();
  });
});

describe('kept draft', () => {
  it('keeps known fields of the right type and drops the rest', () => {
    expect(cleanTourForm({ title: 'Giverny', price: 12, category: 'bus', featured: 'yes', extra: 1 })).toEqual({
      ...emptyTourForm(),
      title: 'Giverny',
    });
    expect(cleanTourForm({ ...valid, featured: true })).toEqual({ ...valid, featured: true });
    expect(cleanTourForm(null)).toEqual(emptyTourForm());
  });
});
