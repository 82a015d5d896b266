// The fleet page's filters and sort (SPEC 9 'Fleet filters'): their limits, how they read from and
// write to the address's query (so a filtered list can be shared and survives a reload), and the
// matching and ordering of cars. A value the address gets wrong falls back to its default.

import { textsInEveryLang } from '../../domain/content-lang';
import type { Car } from '../../domain/types';
import { searchMatcher } from '../../lib/search-fold';

export const FLEET_PRICE = { min: 89, max: 129, step: 5 } as const;
export const FLEET_PASSENGERS = { min: 4, max: 8, step: 1 } as const;
export const FLEET_RATING = { min: 0, max: 5, step: 0.1 } as const;

export const FLEET_CATEGORIES = ['sedan', 'suv', 'van'] as const;
export type FleetCategory = (typeof FLEET_CATEGORIES)[number];

/** SPEC 9's nine features, as cars name them. */
export const FLEET_FEATURES = [
  'Climate Control',
  'WiFi',
  'Leather Seats',
  'Premium Sound',
  'Safety Plus',
  'Entertainment System',
  'Premium Interior',
  'Refreshments',
  'Luxury Interior',
] as const;
export type FleetFeature = (typeof FLEET_FEATURES)[number];

export const FLEET_SORTS = ['default', 'popular', 'rating', 'low-price', 'high-price'] as const;
export type FleetSort = (typeof FLEET_SORTS)[number];

export const FLEET_VIEWS = ['grid', 'list'] as const;
export type FleetView = (typeof FLEET_VIEWS)[number];

export interface FleetFilters {
  /**
   * Euros per hour. The range's ends are open: at 89 there is no lower bound and at 129 no upper
   * one, so the untouched range shows every car, dearer ones included.
   */
  price: [number, number];
  /** Seats, ends open in the same way (4 = no lower bound, 8 = no upper bound). */
  passengers: [number, number];
  /** Lowest rating shown; 0 shows every car. */
  minRating: number;
  /** None chosen: every category. */
  categories: FleetCategory[];
  /** A car must have every one chosen. */
  features: FleetFeature[];
  availableNow: boolean;
  featuredOnly: boolean;
  /** Words a car's name or description holds, in any language; '' for every car. */
  search: string;
  sort: FleetSort;
  view: FleetView;
}

export function defaultFleetFilters(): FleetFilters {
  return {
    price: [FLEET_PRICE.min, FLEET_PRICE.max],
    passengers: [FLEET_PASSENGERS.min, FLEET_PASSENGERS.max],
    minRating: FLEET_RATING.min,
    categories: [],
    features: [],
    availableNow: false,
    featuredOnly: false,
    search: '',
    sort: 'default',
    view: 'grid',
  };
}

// ---- Clamping ----

type Limits = { readonly min: number; readonly max: number; readonly step: number };

/** The nearest allowed value: inside the limits, on a step counted from the minimum. */
export function snap(value: number, { min, max, step }: Limits): number {
  if (!Number.isFinite(value)) return min;
  const clamped = Math.min(max, Math.max(min, value));
  const stepped = min + Math.round((clamped - min) / step) * step;
  // Round away float noise (0.1 steps), and never step past the maximum.
  return Math.min(max, Math.round(stepped * 1000) / 1000);
}

function snapRange([a, b]: readonly [number, number], limits: Limits): [number, number] {
  const low = snap(Math.min(a, b), limits);
  const high = snap(Math.max(a, b), limits);
  return [low, high];
}

/** The same filters with every value inside its limits and on its steps, lists in SPEC order. */
export function clampFleetFilters(filters: FleetFilters): FleetFilters {
  return {
    ...filters,
    price: snapRange(filters.price, FLEET_PRICE),
    passengers: snapRange(filters.passengers, FLEET_PASSENGERS),
    minRating: snap(filters.minRating, FLEET_RATING),
    categories: FLEET_CATEGORIES.filter((c) => filters.categories.includes(c)),
    features: FLEET_FEATURES.filter((f) => filters.features.includes(f)),
  };
}

// ---- The address's query ----

/** Features in the address: short and stable ('Leather Seats' -> 'leather-seats'). */
export function featureSlug(feature: FleetFeature): string {
  return feature.toLowerCase().replace(/\s+/g, '-');
}

const FEATURE_BY_SLUG = new Map<string, FleetFeature>(FLEET_FEATURES.map((f) => [featureSlug(f), f]));

const QUERY_KEYS = ['price', 'seats', 'rating', 'category', 'features', 'available', 'featured', 'q', 'sort', 'view'] as const;

function number(text: string): number | null {
  if (!/^\s*-?\d+(\.\d+)?\s*$/.test(text)) return null;
  return Number(text);
}

/** 'a-b' as a range inside the limits, or null when it does not read as one. */
function parseRange(text: string | null, limits: Limits): [number, number] | null {
  if (!text) return null;
  const parts = text.split('-');
  if (parts.length !== 2) return null;
  const a = number(parts[0] ?? '');
  const b = number(parts[1] ?? '');
  return a === null || b === null ? null : snapRange([a, b], limits);
}

function parseList<T extends string>(text: string | null, read: (part: string) => T | undefined): T[] {
  if (!text) return [];
  const out = new Set<T>();
  for (const part of text.split(',')) {
    const value = read(part.trim().toLowerCase());
    if (value) out.add(value);
  }
  return [...out];
}

const flag = (text: string | null) => text === '1' || text === 'true';

function oneOf<T extends string>(list: readonly T[], text: string | null, fallback: T): T {
  return text !== null && (list as readonly string[]).includes(text) ? (text as T) : fallback;
}

/** The filters an address's query says; anything missing or wrong takes its default. */
export function parseFleetQuery(search: string | URLSearchParams): FleetFilters {
  const query = typeof search === 'string' ? new URLSearchParams(search) : search;
  const defaults = defaultFleetFilters();
  const rating = number(query.get('rating') ?? '');
  return clampFleetFilters({
    price: parseRange(query.get('price'), FLEET_PRICE) ?? defaults.price,
    passengers: parseRange(query.get('seats'), FLEET_PASSENGERS) ?? defaults.passengers,
    minRating: rating === null ? defaults.minRating : snap(rating, FLEET_RATING),
    categories: parseList(query.get('category'), (part) => FLEET_CATEGORIES.find((c) => c === part)),
    features: parseList(query.get('features'), (part) => FEATURE_BY_SLUG.get(part)),
    availableNow: flag(query.get('available')),
    featuredOnly: flag(query.get('featured')),
    search: query.get('q') ?? '',
    sort: oneOf(FLEET_SORTS, query.get('sort'), defaults.sort),
    view: oneOf(FLEET_VIEWS, query.get('view'), defaults.view),
  });
}

/**
 * The query for these filters: only what differs from the defaults, so the plain page has a plain
 * address. Parameters the fleet does not own are kept as they were in `base`.
 */
export function serializeFleetQuery(filters: FleetFilters, base?: URLSearchParams): URLSearchParams {
  const f = clampFleetFilters(filters);
  const d = defaultFleetFilters();
  const query = new URLSearchParams(base);
  for (const key of QUERY_KEYS) query.delete(key);
  if (f.price[0] !== d.price[0] || f.price[1] !== d.price[1]) query.set('price', `${f.price[0]}-${f.price[1]}`);
  if (f.passengers[0] !== d.passengers[0] || f.passengers[1] !== d.passengers[1])
    query.set('seats', `${f.passengers[0]}-${f.passengers[1]}`);
  if (f.minRating !== d.minRating) query.set('rating', String(f.minRating));
  if (f.categories.length) query.set('category', f.categories.join(','));
  if (f.features.length) query.set('features', f.features.map(featureSlug).join(','));
  if (f.availableNow) query.set('available', '1');
  if (f.featuredOnly) query.set('featured', '1');
  if (f.search !== '') query.set('q', f.search);
  if (f.sort !== d.sort) query.set('sort', f.sort);
  if (f.view !== d.view) query.set('view', f.view);
  return query;
}

/**
 * How many filters narrow the list (the phone's 'Filters' button shows it): each moved range,
 * the rating, each category, each feature and each quick filter. Sort, view and the search (a field
 * of its own, always in sight) do not count.
 */
export function activeFilterCount(filters: FleetFilters): number {
  const f = clampFleetFilters(filters);
  const d = defaultFleetFilters();
  return (
    (f.price[0] !== d.price[0] || f.price[1] !== d.price[1] ? 1 : 0) +
    (f.passengers[0] !== d.passengers[0] || f.passengers[1] !== d.passengers[1] ? 1 : 0) +
    (f.minRating !== d.minRating ? 1 : 0) +
    f.categories.length +
    f.features.length +
    (f.availableNow ? 1 : 0) +
    (f.featuredOnly ? 1 : 0)
  );
}

/** The same filters with every narrowing removed, the search too; the sort and the view stay as chosen. */
export function clearedFleetFilters(filters: FleetFilters): FleetFilters {
  return { ...defaultFleetFilters(), sort: filters.sort, view: filters.view };
}

// ---- Matching and ordering ----

/** A feature as cars write it, compared without case or extra spaces. */
export function normalizeFeature(text: string): string {
  return text.trim().replace(/\s+/g, ' ').toLowerCase();
}

/** SPEC's feature a car's text names, or null when it names another one. */
export function knownFeature(text: string): FleetFeature | null {
  const wanted = normalizeFeature(text);
  return FLEET_FEATURES.find((f) => normalizeFeature(f) === wanted) ?? null;
}

const amount = (text: string) => {
  const n = Number.parseFloat(text);
  return Number.isFinite(n) ? n : 0;
};

function withinRange(value: number, [low, high]: readonly [number, number], limits: Limits): boolean {
  return (low === limits.min || value >= low) && (high === limits.max || value <= high);
}

/** Whether a car passes every filter (the sort and the view aside): the test, made once for a list. */
export function fleetFilter(filters: FleetFilters): (car: Car) => boolean {
  const matches = searchMatcher(filters.search);
  return (car) => {
    if (filters.availableNow && !car.available) return false;
    if (filters.featuredOnly && !car.featured) return false;
    if (filters.categories.length && !(filters.categories as readonly string[]).includes(car.category)) return false;
    if (!withinRange(amount(car.pricePerHour), filters.price, FLEET_PRICE)) return false;
    if (!withinRange(car.passengers, filters.passengers, FLEET_PASSENGERS)) return false;
    if (filters.minRating > 0 && amount(car.rating) < filters.minRating) return false;
    if (filters.features.length) {
      const has = new Set(car.features.map(normalizeFeature));
      if (!filters.features.every((f) => has.has(normalizeFeature(f)))) return false;
    }
    return matches(car.name, ...textsInEveryLang(car, ['description']));
  };
}

const byCreated = (a: Car, b: Car) => (a.createdAt < b.createdAt ? -1 : a.createdAt > b.createdAt ? 1 : a.id < b.id ? -1 : a.id > b.id ? 1 : 0);

/** The cars in the chosen order; ties keep the default order (oldest in the fleet first). */
export function sortFleet(cars: readonly Car[], sort: FleetSort): Car[] {
  const compare: Record<FleetSort, (a: Car, b: Car) => number> = {
    default: () => 0,
    popular: (a, b) => b.reviewCount - a.reviewCount,
    rating: (a, b) => amount(b.rating) - amount(a.rating) || b.reviewCount - a.reviewCount,
    'low-price': (a, b) => amount(a.pricePerHour) - amount(b.pricePerHour),
    'high-price': (a, b) => amount(b.pricePerHour) - amount(a.pricePerHour),
  };
  return [...cars].sort((a, b) => compare[sort](a, b) || byCreated(a, b));
}
