// The fleet filters as the address carries them: defaults, round trips, clamping, bad values.
import { describe, expect, it } from 'vitest';
import {
  activeFilterCount,
  clampFleetFilters,
  clearedFleetFilters,
  defaultFleetFilters,
  featureSlug,
  FLEET_FEATURES,
  knownFeature,
  parseFleetQuery,
  serializeFleetQuery,
  snap,
  type FleetFilters,
} from '../../src/features/fleet/filters';

const narrowed: FleetFilters = {
  price: [94, 119],
  passengers: [5, 7],
  minRating: 4.7,
  categories: ['suv', 'van'],
  features: ['WiFi', 'Leather Seats'],
  availableNow: true,
  featuredOnly: true,
  search: 'Classe S',
  sort: 'high-price',
  view: 'list',
};

describe('fleet filters in the address', () => {
  it('reads an empty query as the defaults and writes the defaults as an empty query', () => {
    expect(parseFleetQuery('')).toEqual(defaultFleetFilters());
    expect(serializeFleetQuery(defaultFleetFilters()).toString()).toBe('');
    expect(defaultFleetFilters()).toEqual({
      price: [89, 129],
      passengers: [4, 8],
      minRating: 0,
      categories: [],
      features: [],
      availableNow: false,
      featuredOnly: false,
      search: '',
      sort: 'default',
      view: 'grid',
    });
  });

  it('round-trips every filter, the sort and the view', () => {
    const query = serializeFleetQuery(narrowed);
    expect(Object.fromEntries(query)).toEqual({
      price: '94-119',
      seats: '5-7',
      rating: '4.7',
      category: 'suv,van',
      features: 'wifi,leather-seats',
      available: '1',
      featured: '1',
      q: 'Classe S',
      sort: 'high-price',
      view: 'list',
    });
    expect(parseFleetQuery(query.toString())).toEqual(narrowed);
    expect(parseFleetQuery(`?${query.toString()}`)).toEqual(narrowed);
  });

  it('round-trips each of the nine features and each sort', () => {
    for (const feature of FLEET_FEATURES) {
      const filters = { ...defaultFleetFilters(), features: [feature] };
      expect(parseFleetQuery(serializeFleetQuery(filters)).features).toEqual([feature]);
    }
    for (const sort of ['default', 'popular', 'rating', 'low-price', 'high-price'] as const) {
      expect(parseFleetQuery(serializeFleetQuery({ ...defaultFleetFilters(), sort })).sort).toBe(sort);
    }
    expect(featureSlug('Entertainment System')).toBe('entertainment-system');
  });

  it('keeps query parameters the fleet does not own', () => {
    const base = new URLSearchParams('utm_source=mail&sort=rating');
    const query = serializeFleetQuery({ ...defaultFleetFilters(), sort: 'popular' }, base);
    expect(query.get('utm_source')).toBe('mail');
    expect(query.get('sort')).toBe('popular');
  });

  it('clamps ranges into their limits and onto their steps, and orders their ends', () => {
    expect(parseFleetQuery('price=10-500').price).toEqual([89, 129]);
    expect(parseFleetQuery('price=100-91').price).toEqual([89, 99]);
    expect(parseFleetQuery('price=96-112').price).toEqual([94, 114]);
    expect(parseFleetQuery('seats=1-20').passengers).toEqual([4, 8]);
    expect(parseFleetQuery('seats=7-5').passengers).toEqual([5, 7]);
    expect(parseFleetQuery('seats=5.4-6.6').passengers).toEqual([5, 7]);
    expect(parseFleetQuery('rating=9').minRating).toBe(5);
    expect(parseFleetQuery('rating=-2').minRating).toBe(0);
    expect(parseFleetQuery('rating=4.44').minRating).toBe(4.4);
    expect(snap(0.30000000000000004, { min: 0, max: 5, step: 0.1 })).toBe(0.3);
    expect(snap(Number.NaN, { min: 89, max: 129, step: 5 })).toBe(89);
  });

  it('falls back to the default for each value the address gets wrong', () => {
    const filters = parseFleetQuery(
      'price=cheap&seats=4&rating=high&category=truck,SUV,suv&features=wifi,jacuzzi&available=yes&featured=0&sort=price&view=table',
    );
    expect(filters).toEqual({ ...defaultFleetFilters(), categories: ['suv'], features: ['WiFi'] });
    expect(parseFleetQuery('price=-5-100').price).toEqual([89, 129]);
    expect(parseFleetQuery('price=1e3-2').price).toEqual([89, 129]);
  });

  it('clamps a whole filter object and puts lists in SPEC order', () => {
    const clamped = clampFleetFilters({
      ...defaultFleetFilters(),
      price: [200, 0],
      minRating: 7,
      categories: ['van', 'sedan', 'van'],
      features: ['Refreshments', 'Climate Control'],
    });
    expect(clamped.price).toEqual([89, 129]);
    expect(clamped.minRating).toBe(5);
    expect(clamped.categories).toEqual(['sedan', 'van']);
    expect(clamped.features).toEqual(['Climate Control', 'Refreshments']);
  });

  it('counts active filters (not the sort or the view) and clears them, keeping sort and view', () => {
    expect(activeFilterCount(defaultFleetFilters())).toBe(0);
    expect(activeFilterCount({ ...defaultFleetFilters(), sort: 'rating', view: 'list' })).toBe(0);
    // price, seats, rating, 2 categories, 2 features, 2 quick filters
    expect(activeFilterCount(narrowed)).toBe(9);
    expect(clearedFleetFilters(narrowed)).toEqual({ ...defaultFleetFilters(), sort: 'high-price', view: 'list' });
  });

  it('recognises SPEC feature names written loosely, and nothing else', () => {
    expect(knownFeature('  leather   seats ')).toBe('Leather Seats');
    expect(knownFeature('wifi')).toBe('WiFi');
    expect(knownFeature('Massage seats')).toBeNull();
  });
});
