// The car form (SPEC 3's admin defaults): text as typed turned into a car and back, and each rule's
// message.
import { describe, expect, it } from 'vitest';
import { validate, schemaFor } from '../../src/domain/schemas';
import { base, car } from './fixtures';
import {
  carFormFromRecord,
  carFormSchema,
  carFromForm,
  emptyCarForm,
  featuresText,
  parseFeatures,
  type CarFormValues,
} from '../../src/features/catalogue/car-form';
import { CATALOGUE_MESSAGES as M, fieldIssues } from '../../src/features/catalogue/form';

describe('features', () => {
  it('splits features on commas, trims them, drops blanks and repeats, and joins them back', () => {
    expect(parseFeatures(' WiFi, Leather Seats ,,  Climate   Control,wifi, ')).toEqual(['WiFi', 'Leather Seats', 'Climate Control']);
    expect(parseFeatures('')).toEqual([]);
    expect(parseFeatures('مكيف، واي فاي')).toEqual(['مكيف', 'واي فاي']);
    expect(featuresText(['WiFi', 'Leather Seats'])).toBe('WiFi, Leather Seats');
    expect(parseFeatures(featuresText(car.features))).toEqual(car.features);
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
      plate: ' FY-204-QD ',
      descriptionAr: ' سيارة فاخرة \r\nطويلة ',
    };
    const fields = carFromForm(values);
    expect(fields).toMatchObject({ name: 'Audi A8', passengers: 3, luggage: 2, features: ['WiFi', 'Massage seats'], pricePerHour: '140.50', rating: '5.0', plate: 'FY-204-QD' });
    // The description in each language: written in Arabic only, for now.
    expect(fields).toMatchObject({ descriptionFr: '', descriptionEn: '', descriptionAr: 'سيارة فاخرة \nطويلة' });
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

  it('keeps the registration plate as typed, trimmed, at most 20 characters; an emptied one is cleared', () => {
    const ok = { ...emptyCarForm(), name: 'Audi', pricePerHour: '90' };
    expect(carFromForm({ ...ok, plate: '  AB  123 CD ' }).plate).toBe('AB 123 CD');
    expect(fieldIssues(carFormSchema, { ...ok, plate: 'X'.repeat(21) })).toEqual({ plate: M.plateTooLong });
    expect(carFromForm(ok).plate).toBeNull();
  });

  it('refuses a description over 5000 characters in any language, and needs none', () => {
    const ok = { ...emptyCarForm(), name: 'Audi', pricePerHour: '90' };
    expect(fieldIssues(carFormSchema, ok)).toEqual({});
    expect(fieldIssues(carFormSchema, { ...ok, descriptionEn: 'x'.repeat(5000) })).toEqual({});
    expect(fieldIssues(carFormSchema, { ...ok, descriptionAr: 'ب'.repeat(5001) })).toEqual({ descriptionAr: M.descriptionTooLong });
  });

  it('refuses a name over 120 characters and accepts photo addresses of every kind', () => {
    const ok = { ...emptyCarForm(), name: 'Audi', pricePerHour: '90' };
    expect(fieldIssues(carFormSchema, { ...ok, name: 'A'.repeat(121) })).toEqual({ name: M.carNameTooLong });
    for (const image of ['', 'https://example.com/car.jpg', '/images/cars/audi-a6.svg', 'blob-ref:5f0c6d4e-2b1a-4c3d-8e9f-0a1b2c3d4e5f']) {
      expect(fieldIssues(carFormSchema, { ...ok, image })).toEqual({});
    }
  });
});

