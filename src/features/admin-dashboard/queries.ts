// The dashboard's figures, counted on the device with the tables' indexes (bookings: status,
// pickupDate, createdAt), so that it opens as fast with 10,000 bookings as with 10: no query here
// reads every booking.

import type { Table } from 'dexie';
import { useLiveQuery } from 'dexie-react-hooks';
import {
  completionRate,
  monthRange,
  priceCents,
  statFigure,
  trendWindows,
  type StatFigure,
  type TrendWindows,
} from './figures';
import type { Booking } from '../../domain/types';
import type { AppDb } from '../../db/db';
import { useDb } from '../../db/db-context';

export const RECENT_BOOKINGS = 5;

export interface DashboardData {
  bookings: StatFigure;
  availableCars: StatFigure;
  tours: StatFigure;
  publishedPosts: StatFigure;
  /** The newest bookings by creation, newest first. */
  recent: Booking[];
  /** Euros in whole cents: this month's (by pickup date) bookings that are not cancelled. */
  revenueCents: number;
  /** Whole percent: completed out of every booking not cancelled. */
  completionRate: number;
  pending: number;
}

/** Counts in the two windows of an index on createdAt (ISO strings compare in time order). */
async function windowCounts<T extends { createdAt: string }>(
  table: Table<T, string, T>,
  windows: TrendWindows,
  keep?: (row: T) => boolean,
) {
  const current = table.where('createdAt').aboveOrEqual(windows.currentStart);
  const previous = table.where('createdAt').between(windows.previousStart, windows.currentStart, true, false);
  const [c, p] = await Promise.all(
    keep ? [current.filter(keep).count(), previous.filter(keep).count()] : [current.count(), previous.count()],
  );
  return { current: c, previous: p };
}

export async function loadDashboard(db: AppDb, now: Date = new Date()): Promise<DashboardData> {
  const windows = trendWindows(now);
  const month = monthRange(now);
  const isAvailable = (car: { available: boolean }) => car.available;
  const isPublished = (post: { published: boolean }) => post.published;

  return db.transaction('r', [db.bookings, db.cars, db.tours, db.posts], async () => {
    let revenueCents = 0;
    const [
      total,
      bookingWindows,
      completed,
      cancelled,
      pending,
      recent,
      availableCars,
      carWindows,
      tours,
      tourWindows,
      publishedPosts,
      postWindows,
    ] = await Promise.all([
      db.bookings.count(),
      windowCounts(db.bookings, windows),
      db.bookings.where('status').equals('completed').count(),
      db.bookings.where('status').equals('cancelled').count(),
      db.bookings.where('status').equals('pending').count(),
      db.bookings.orderBy('createdAt').reverse().limit(RECENT_BOOKINGS).toArray(),
      db.cars.filter(isAvailable).count(),
      windowCounts(db.cars, windows, isAvailable),
      db.tours.count(),
      windowCounts(db.tours, windows),
      db.posts.filter(isPublished).count(),
      windowCounts(db.posts, windows, isPublished),
      db.bookings
        .where('pickupDate')
        .between(month.start, month.end, true, false)
        .each((booking) => {
          if (booking.status !== 'cancelled') revenueCents += priceCents(booking.totalPrice);
        }),
    ]);
    return {
      bookings: statFigure(total, bookingWindows),
      availableCars: statFigure(availableCars, carWindows),
      tours: statFigure(tours, tourWindows),
      publishedPosts: statFigure(publishedPosts, postWindows),
      recent,
      revenueCents,
      completionRate: completionRate({ total, completed, cancelled }),
      pending,
    };
  });
}

/** The dashboard's figures, live: they follow every change to bookings, cars, tours and posts. */
export function useDashboard(): DashboardData | undefined {
  const db = useDb();
  return useLiveQuery(() => loadDashboard(db), [db]);
}
