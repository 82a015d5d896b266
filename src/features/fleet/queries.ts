// What the public fleet screens read: the cars that pass the fleet page's filters, in the chosen
// order (the filtering happens here, not in the components), and the home page's fleet tabs.

import {
  clampFleetFilters,
  defaultFleetFilters,
  fleetFilter,
  serializeFleetQuery,
  sortFleet,
  type FleetCategory,
  type FleetFilters,
} from './filters';
import type { Car } from '../../domain/types';
import { oldestFirst, usePublicQuery } from '../../db/catalogue-snapshot';
import type { AppDb } from '../../db/db';

/**
 * The cars a visitor sees for these filters. Unavailable cars are listed too (the page marks
 * them) unless 'Available Now' is on. Chosen categories are read through the category index.
 */
export async function listFleet(db: AppDb, filters: FleetFilters, limit?: number): Promise<Car[]> {
  const f = clampFleetFilters(filters);
  const cars = f.categories.length
    ? await db.cars.where('category').anyOf(f.categories).toArray()
    : await db.cars.orderBy('createdAt').toArray();
  const sorted = sortFleet(
    cars.filter(fleetFilter(f)),
    f.sort,
  );
  return limit === undefined ? sorted : sorted.slice(0, limit);
}

/** listFleet over the page's cars. */
export function selectFleet(cars: readonly Car[], filters: FleetFilters): Car[] {
  const f = clampFleetFilters(filters);
  return sortFleet(
    [...cars].sort(oldestFirst).filter(fleetFilter(f)),
    f.sort,
  );
}

/** Live: re-runs when a car changes or the filters do. undefined while loading. */
export function useFleet(filters: FleetFilters): Car[] | undefined {
  // The filters as text: a new object with the same values must not start the query again.
  const key = serializeFleetQuery(filters).toString();
  return usePublicQuery(
    (db) => listFleet(db, filters, undefined),
    (page) => selectFleet(page.cars, filters),
    [key],
  );
}

/**
 * The home page's fleet tab: a category's cars (or all), at most `limit`, the ones that can be
 * booked first and, among them, the featured ones first.
 */
export async function listFleetTab(db: AppDb, category: FleetCategory | 'all', limit: number): Promise<Car[]> {
  return firstOfTab(await listFleet(db, tabFilters(category)), limit);
}

const tabFilters = (category: FleetCategory | 'all'): FleetFilters => ({
  ...defaultFleetFilters(),
  categories: category === 'all' ? [] : [category],
});

function firstOfTab(cars: Car[], limit: number): Car[] {
  const rank = (car: Car) => (car.available ? 0 : 2) + (car.featured ? 0 : 1);
  // Array.prototype.sort is stable: the fleet's own order stays within each rank.
  return cars.sort((a, b) => rank(a) - rank(b)).slice(0, limit);
}

export function useFleetTab(category: FleetCategory | 'all', limit: number): Car[] | undefined {
  return usePublicQuery(
    (db) => listFleetTab(db, category, limit),
    (page) => firstOfTab(selectFleet(page.cars, tabFilters(category)), limit),
    [category, limit],
  );
}
