// What the car, tour and post forms share: numbers read as they are typed (Arabic digits, a comma
// for the decimals) and the edit that sends only what changed.
import { describe, expect, it } from 'vitest';
import { carFormFromRecord, carFromForm } from '../../src/features/catalogue/car-form';
import { changedFields, parseDecimal, parseInteger, parseRating } from '../../src/features/catalogue/form';
import { tourFormFromRecord, tourFromForm } from '../../src/features/catalogue/tour-form';
import { car, tour } from './fixtures';

describe('typed text', () => {
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

describe('edits', () => {
  it('send only the fields the user changed', () => {
    const before = carFromForm(carFormFromRecord(car));
    const after = carFromForm({ ...carFormFromRecord(car), pricePerHour: '95', features: 'WiFi, Leather Seats, Climate Control' });
    expect(changedFields(before, after)).toEqual({ pricePerHour: '95.00' });
    const tourBefore = tourFromForm(tourFormFromRecord(tour));
    expect(changedFields(tourBefore, tourFromForm({ ...tourFormFromRecord(tour), image: '', maxParticipants: '' }))).toEqual({
      image: null,
      maxParticipants: null,
    });
    // A translation typed in one language is sent alone.
    expect(changedFields(tourBefore, tourFromForm({ ...tourFormFromRecord(tour), titleAr: ' قصر فرساي ', highlightsAr: 'قاعة المرايا\n\nالحدائق\n' }))).toEqual({
      titleAr: 'قصر فرساي',
      highlightsAr: ['قاعة المرايا', 'الحدائق'],
    });
  });
});
