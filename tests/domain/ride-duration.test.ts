import { describe, expect, it } from 'vitest';
import {
  DEFAULT_DISPATCH,
  DEFAULT_TOUR_MINUTES,
  dispatchSettingsOf,
  parseDurationMinutes,
  placesIn,
  rideMinutes,
  type DurationInput,
} from '../../src/domain/ride-duration';

const durations = (durationFr: string, durationEn: string, durationAr = '') => ({ durationFr, durationEn, durationAr });
const tours = new Map([
  ['t-8h', durations('', '8 hours')],
  // A French duration that reads as none: the English one is taken.
  ['t-day', durations('Toute la journée', 'Full day', 'يوم كامل')],
  ['t-odd', durations('Comme vous voulez', 'As long as you like')],
  ['t-ar', durations('', '', '6 ساعات')],
]);

const transfer = (pickupLocation: string, dropoffLocation?: string): DurationInput => ({
  serviceType: 'transfer',
  vatKind: 'transport',
  pickupLocation,
  dropoffLocation,
});

describe('ride durations', () => {
  it('reads durations as people write them', () => {
    expect(parseDurationMinutes('8 hours')).toBe(480);
    expect(parseDurationMinutes('4h')).toBe(240);
    expect(parseDurationMinutes('2h30')).toBe(150);
    expect(parseDurationMinutes('90 min')).toBe(90);
    expect(parseDurationMinutes('1.5 hours')).toBe(90);
    expect(parseDurationMinutes('Full day')).toBe(600);
    expect(parseDurationMinutes('Demi-journée')).toBe(300);
    expect(parseDurationMinutes('6 heures')).toBe(360);
    expect(parseDurationMinutes('whenever')).toBeNull();
  });

  it('finds the known places an address names, in any language', () => {
    expect(placesIn('Paris Charles de Gaulle Airport (CDG), Terminal 2E')).toEqual(['cdg']);
    expect(placesIn('Aéroport de Paris-Orly (ORY)')).toEqual(['orly']);
    expect(placesIn('12 Rue de la Paix, 75002 Paris')).toEqual([]);
  });

  it('takes a tour’s duration, or half a day when it says none', () => {
    const tour = (tourId: string): DurationInput => ({ serviceType: 'private_tour', vatKind: 'transport', tourId, pickupLocation: 'Hotel' });
    expect(rideMinutes(tour('t-8h'), tours, DEFAULT_DISPATCH)).toBe(480);
    expect(rideMinutes(tour('t-day'), tours, DEFAULT_DISPATCH)).toBe(600);
    expect(rideMinutes(tour('t-odd'), tours, DEFAULT_DISPATCH)).toBe(DEFAULT_TOUR_MINUTES);
    expect(rideMinutes(tour('t-ar'), tours, DEFAULT_DISPATCH)).toBe(360);
  });

  it('takes an hourly hire’s hours, or the settings’ default', () => {
    const hire = (hours?: number): DurationInput => ({ serviceType: 'private_tour', vatKind: 'hourly', hours, pickupLocation: 'Hotel' });
    expect(rideMinutes(hire(5), tours, DEFAULT_DISPATCH)).toBe(300);
    expect(rideMinutes(hire(), tours, { ...DEFAULT_DISPATCH, hourlyHours: 3 })).toBe(180);
  });

  it('takes the longest estimate of a transfer’s places, else the default', () => {
    expect(rideMinutes(transfer('Gare de Lyon', 'Paris Charles de Gaulle Airport (CDG)'), tours, DEFAULT_DISPATCH)).toBe(75);
    expect(rideMinutes(transfer('Paris Orly Airport (ORY)', 'Beauvais-Tillé Airport (BVA)'), tours, DEFAULT_DISPATCH)).toBe(120);
    expect(rideMinutes(transfer('12 Rue de la Paix', 'Hôtel Lutetia'), tours, DEFAULT_DISPATCH)).toBe(60);
    const settings = { ...DEFAULT_DISPATCH, transferMinutes: 45, placeMinutes: { cdg: 90 } };
    expect(rideMinutes(transfer('Aéroport Paris-Charles-de-Gaulle (CDG)'), tours, settings)).toBe(90);
    expect(rideMinutes(transfer('Paris Orly Airport (ORY)'), tours, settings)).toBe(45);
  });

  it('uses the defaults for settings made before dispatch', () => {
    expect(dispatchSettingsOf(undefined)).toBe(DEFAULT_DISPATCH);
    expect(dispatchSettingsOf({})).toBe(DEFAULT_DISPATCH);
  });
});
