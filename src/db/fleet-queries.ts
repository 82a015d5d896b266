// What the public fleet screens read: the cars that pass the fleet page's filters, in the chosen
// order (the filtering happens here, not in the components), and the home page's fleet tabs.

import { useLiveQuery } from 'dexie-react-hooks';
import {
  clampFleetFilters,
  defaultFleetFilters,
  matchesFleetFilters,
  serializeFleetQuery,
  sortFleet,
  type FleetCategory,
  type FleetFilters,
} from '../domain/fleet-filters';
import type { Car } from '../domain/types';
import type { AppDb } from './db';
import { useDb } from './db-context';

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
    cars.filter((car) => matchesFleetFilters(car, f)),
    f.sort,
  );
  return limit === undefined ? sorted : sorted.slice(0, limit);
}

/** Live: re-runs when a car changes or the filters do. undefined while loading. */
export function useFleet(filters: FleetFilters): Car[] | undefined {
  const db = useDb();
  // The filters as text: a new object with the same values must not start the query again.
  const key = serializeFleetQuery(filters).toString();
  return useLiveQuery(() => listFleet(db, filters, undefined), [db, key]);
}

/**
 * The home page's fleet tab: a category's cars (or all), at most `limit`, the ones that can be
 * booked first and, among them, the featured ones first.
 */
export async function listFleetTab(db: AppDb, category: FleetCategory | 'all', limit: number): Promise<Car[]> {
  const cars = await listFleet(db, { ...defaultFleetFilters(), categories: category === 'all' ? [] : [category] });
  const rank = (car: Car) => (car.available ? 0 : 2) + (car.featured ? 0 : 1);
  // Array.prototype.sort is stable: the fleet's own order stays within each rank.
  return cars.sort((a, b) => rank(a) - rank(b)).slice(0, limit);
}

export function useFleetTab(category: FleetCategory | 'all', limit: number): Car[] | undefined {
  const db = useDb();
  return useLiveQuery(() => listFleetTab(db, category, limit), [db, category, limit]);
}
