// The pricing calculator's formula: distances between known places, rounding to 0.1 km and to the
// cent, lines that add up, the capacity rule and tariffs that cannot be read.
import { describe, expect, it } from 'vitest';
import { placeById, PLACES } from '../../src/domain/places';
import {
  checkPassengers,
  greatCircleKm,
  isValidTariff,
  MAX_DISTANCE_KM,
  parseCents,
  parseDistanceKm,
  quote,
  roadKm,
  ROAD_FACTOR,
  roundKm,
  routeDistance,
  VEHICLE_CAPACITY,
  type PriceBreakdown,
} from '../../src/domain/pricing';
import { defaultSettings, sampleData } from '../../src/domain/sample-data';
import type { Tariff } from '../../src/domain/types';
import { createRng, propertySeed } from '../domain/prng';

const place = (id: string) => {
  const found = placeById(id);
  if (!found) throw new Error(`No place ${id}`);
  return found;
};

const SEDAN: Tariff = { baseFare: '25.00', perKm: '1.80', perPassenger: '5.00', serviceFeePercent: '10' };

function breakdownOf(result: ReturnType<typeof quote>): PriceBreakdown {
  if (!result.ok) throw new Error(`Expected a price, got ${result.issue}`);
  return result.breakdown;
}

describe('distances', () => {
  it('measures known great-circle distances within 1 %', () => {
    // Reference values from the coordinates (haversine on the mean Earth radius), cross-checked
    // against published airport-to-centre distances.
    expect(greatCircleKm(place('cdg'), place('eiffel-tower'))).toBeCloseTo(25.0, 0);
    expect(greatCircleKm(place('cdg'), place('nice-airport'))).toBeGreaterThan(687);
    expect(greatCircleKm(place('cdg'), place('nice-airport'))).toBeLessThan(701);
    expect(greatCircleKm(place('gare-du-nord'), place('brussels-airport'))).toBeGreaterThan(268);
    expect(greatCircleKm(place('gare-du-nord'), place('brussels-airport'))).toBeLessThan(275);
    expect(greatCircleKm(place('tunis-carthage'), place('sidi-bou-said'))).toBeGreaterThan(10);
    expect(greatCircleKm(place('tunis-carthage'), place('sidi-bou-said'))).toBeLessThan(11);
  });

  it('is zero from a place to itself and the same both ways', () => {
    const rng = createRng(propertySeed());
    for (let i = 0; i < 200; i++) {
      const a = PLACES[rng.int(0, PLACES.length - 1)]!;
      const b = PLACES[rng.int(0, PLACES.length - 1)]!;
      expect(greatCircleKm(a, a)).toBe(0);
      expect(greatCircleKm(a, b)).toBeCloseTo(greatCircleKm(b, a), 9);
    }
  });

  it('gives the road estimate as the straight line times the road factor, to 0.1 km', () => {
    expect(ROAD_FACTOR).toBe(1.3);
    // 25.013 km x 1.3 = 32.52 km
    expect(roadKm(place('cdg'), place('eiffel-tower'))).toBe(32.5);
    expect(routeDistance('cdg', 'eiffel-tower')).toEqual({ ok: true, km: 32.5 });
    for (const [a, b] of [
      ['orly', 'louvre'],
      ['nice-airport', 'monaco'],
      ['charleroi', 'grand-place'],
    ] as const) {
      const km = roadKm(place(a), place(b));
      expect(Math.round(km * 10)).toBe(km * 10);
      expect(Math.abs(km - greatCircleKm(place(a), place(b)) * ROAD_FACTOR)).toBeLessThanOrEqual(0.05 + 1e-9);
    }
  });

  it('rounds half up to 0.1 km', () => {
    expect(roundKm(12.34)).toBe(12.3);
    expect(roundKm(12.35)).toBe(12.4);
    expect(roundKm(12.96)).toBe(13);
  });

  it('refuses unknown places, the same place twice and a trip across the sea', () => {
    expect(routeDistance('cdg', 'nowhere')).toEqual({ ok: false, issue: 'unknownPlace' });
    expect(routeDistance('cdg', 'cdg')).toEqual({ ok: false, issue: 'samePlace' });
    expect(routeDistance('cdg', 'tunis-carthage')).toEqual({ ok: false, issue: 'noRoad' });
    expect(routeDistance('monastir', 'nice-ville')).toEqual({ ok: false, issue: 'noRoad' });
    // Paris to Brussels and to the Riviera are drives.
    expect(routeDistance('cdg', 'grand-place').ok).toBe(true);
    expect(routeDistance('versailles', 'monaco').ok).toBe(true);
  });

  it('reads typed distances with a dot or a comma, above 0 and up to the maximum', () => {
    expect(parseDistanceKm('35')).toBe(35);
    expect(parseDistanceKm(' 12.5 ')).toBe(12.5);
    expect(parseDistanceKm('12,5')).toBe(12.5);
    expect(parseDistanceKm('12.34')).toBe(12.3);
    expect(parseDistanceKm('0.04')).toBeNull();
    expect(parseDistanceKm('0')).toBeNull();
    expect(parseDistanceKm('-3')).toBeNull();
    expect(parseDistanceKm('abc')).toBeNull();
    expect(parseDistanceKm('')).toBeNull();
    expect(parseDistanceKm('1e3')).toBeNull();
    expect(parseDistanceKm(String(MAX_DISTANCE_KM))).toBe(MAX_DISTANCE_KM);
    expect(parseDistanceKm(String(MAX_DISTANCE_KM + 1))).toBeNull();
  });
});

describe('money', () => {
  it('reads decimal amounts into cents', () => {
    expect(parseCents('25.00')).toBe(2500);
    expect(parseCents('1.8')).toBe(180);
    expect(parseCents('7')).toBe(700);
    expect(parseCents('0.05')).toBe(5);
    expect(parseCents('1.234')).toBeNull();
    expect(parseCents('-1')).toBeNull();
    expect(parseCents('1,50')).toBeNull();
    expect(parseCents('')).toBeNull();
  });
});

describe('quote', () => {
  it('prices CDG to the Eiffel Tower in a sedan with the default tariff', () => {
    const b = breakdownOf(quote({ vehicleClass: 'sedan', tariff: SEDAN, distanceKm: 32.5, passengers: 3 }));
    expect(b).toEqual({
      distanceKm: 32.5,
      baseCents: 2500,
      distanceCents: 5850, // 32.5 x 1.80
      passengerCents: 1000, // 2 passengers above the first x 5.00
      subtotalCents: 9350,
      serviceFeePercent: '10',
      serviceFeeCents: 935,
      totalCents: 10285,
    });
  });

  it('charges no passenger surcharge for one passenger', () => {
    const b = breakdownOf(quote({ vehicleClass: 'sedan', tariff: SEDAN, distanceKm: 10, passengers: 1 }));
    expect(b.passengerCents).toBe(0);
    expect(b.totalCents).toBe(Math.round((2500 + 1800) * 1.1));
  });

  it('rounds each line to the cent, half up, and the total is their exact sum', () => {
    // 0.1 km x 1.85 = 0.185 -> 0.19; fee 8.5 % of 25.19 = 2.14115 -> 2.14
    const tariff: Tariff = { baseFare: '25.00', perKm: '1.85', perPassenger: '0', serviceFeePercent: '8.5' };
    const b = breakdownOf(quote({ vehicleClass: 'sedan', tariff, distanceKm: 0.1, passengers: 1 }));
    expect(b.distanceCents).toBe(19);
    expect(b.serviceFeeCents).toBe(214);
    expect(b.totalCents).toBe(2500 + 19 + 214);

    const rng = createRng(propertySeed());
    for (let i = 0; i < 500; i++) {
      const t: Tariff = {
        baseFare: `${rng.int(0, 300)}.${String(rng.int(0, 99)).padStart(2, '0')}`,
        perKm: `${rng.int(0, 9)}.${String(rng.int(0, 99)).padStart(2, '0')}`,
        perPassenger: `${rng.int(0, 20)}.${String(rng.int(0, 99)).padStart(2, '0')}`,
        serviceFeePercent: `${rng.int(0, 30)}`,
      };
      const vehicleClass = (['sedan', 'suv', 'van', 'coach'] as const)[rng.int(0, 3)]!;
      const passengers = rng.int(1, VEHICLE_CAPACITY[vehicleClass]);
      const distanceKm = rng.int(1, 20_000) / 10;
      const r = breakdownOf(quote({ vehicleClass, tariff: t, distanceKm, passengers }));
      for (const cents of [r.baseCents, r.distanceCents, r.passengerCents, r.serviceFeeCents, r.totalCents]) {
        expect(Number.isInteger(cents)).toBe(true);
      }
      expect(r.subtotalCents).toBe(r.baseCents + r.distanceCents + r.passengerCents);
      expect(r.totalCents).toBe(r.subtotalCents + r.serviceFeeCents);
      expect(Math.abs(r.distanceCents - distanceKm * parseCents(t.perKm)!)).toBeLessThanOrEqual(0.5 + 1e-6);
      expect(Math.abs(r.serviceFeeCents - (r.subtotalCents * Number(t.serviceFeePercent)) / 100)).toBeLessThanOrEqual(0.5 + 1e-6);
    }
  });

  it('takes a number of passengers up to the class capacity and refuses one more', () => {
    for (const [vehicleClass, capacity] of Object.entries(VEHICLE_CAPACITY) as [keyof typeof VEHICLE_CAPACITY, number][]) {
      expect(checkPassengers(vehicleClass, capacity)).toBeNull();
      expect(quote({ vehicleClass, tariff: SEDAN, distanceKm: 10, passengers: capacity }).ok).toBe(true);
      expect(checkPassengers(vehicleClass, capacity + 1)).toBe('passengersOverCapacity');
      expect(quote({ vehicleClass, tariff: SEDAN, distanceKm: 10, passengers: capacity + 1 })).toEqual({
        ok: false,
        issue: 'passengersOverCapacity',
        capacity,
      });
    }
    expect(checkPassengers('sedan', 0)).toBe('passengersInvalid');
    expect(checkPassengers('sedan', 1.5)).toBe('passengersInvalid');
    expect(checkPassengers('sedan', Number.NaN)).toBe('passengersInvalid');
  });

  it('has capacities that fit the sample fleet', () => {
    expect(VEHICLE_CAPACITY).toEqual({ sedan: 4, suv: 6, van: 8, coach: 50 });
    const cars = sampleData(new Date('2026-06-01T00:00:00Z')).cars;
    for (const vehicleClass of ['sedan', 'suv', 'van'] as const) {
      const seats = cars.filter((c) => c.category === vehicleClass).map((c) => c.passengers);
      expect(seats.length).toBeGreaterThan(0);
      // Every car of the class seats at least what the calculator promises.
      expect(Math.min(...seats)).toBeGreaterThanOrEqual(VEHICLE_CAPACITY[vehicleClass]);
    }
  });

  it('refuses distances that are not above 0 or beyond the maximum', () => {
    for (const distanceKm of [0, -1, Number.NaN, Number.POSITIVE_INFINITY, MAX_DISTANCE_KM + 0.1]) {
      expect(quote({ vehicleClass: 'sedan', tariff: SEDAN, distanceKm, passengers: 1 })).toMatchObject({ ok: false, issue: 'distanceInvalid' });
    }
  });

  it('refuses tariffs it cannot read instead of showing a wrong price', () => {
    const bad: (Tariff | undefined)[] = [
      undefined,
      { ...SEDAN, baseFare: 'abc' },
      { ...SEDAN, perKm: '' },
      { ...SEDAN, perPassenger: '-5.00' },
      { ...SEDAN, serviceFeePercent: '101' },
      { ...SEDAN, serviceFeePercent: '10%' },
    ];
    for (const tariff of bad) {
      expect(isValidTariff(tariff)).toBe(false);
      expect(quote({ vehicleClass: 'sedan', tariff, distanceKm: 10, passengers: 1 })).toMatchObject({ ok: false, issue: 'tariffInvalid' });
    }
  });

  it('prices every class with the default settings', () => {
    const { tariffs } = defaultSettings('2026-01-01T00:00:00.000Z');
    for (const vehicleClass of ['sedan', 'suv', 'van', 'coach'] as const) {
      expect(isValidTariff(tariffs[vehicleClass])).toBe(true);
      const b = breakdownOf(quote({ vehicleClass, tariff: tariffs[vehicleClass], distanceKm: 32.5, passengers: 1 }));
      expect(b.totalCents).toBeGreaterThan(b.baseCents);
    }
    // The coach's 8 % fee on 120.00 + 32.5 x 3.50 = 233.75 -> 18.70
    const coach = breakdownOf(quote({ vehicleClass: 'coach', tariff: tariffs.coach, distanceKm: 32.5, passengers: 1 }));
    expect(coach.serviceFeeCents).toBe(1870);
    expect(coach.totalCents).toBe(25245);
  });
});
