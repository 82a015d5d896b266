// Live queries for the screens: each returns undefined while loading and re-renders on every change.

import { defaultSettings } from '../domain/default-settings';
import {
  SETTINGS_ID,
  type Booking,
  type Car,
  type Contact,
  type Post,
  type Remark,
  type Settings,
  type Staff,
  type Tour,
} from '../domain/types';
import { oldestFirst, usePublicQuery, type CatalogueSnapshot } from './catalogue-snapshot';
import type { AppDb } from './db';
import { useDb } from './db-context';
import { useDeviceQuery } from './live-query';

const byCreatedAt = (a: { createdAt: string }, b: { createdAt: string }) =>
  a.createdAt < b.createdAt ? -1 : a.createdAt > b.createdAt ? 1 : 0;

/** Cars, oldest first. */
export function useCars(): Car[] | undefined {
  const db = useDb();
  return useDeviceQuery(db, (db) => db.cars.orderBy('createdAt').toArray(), []);
}

/** The cars a visitor can book, oldest first (the order of the fleet page). */
export async function listAvailableCars(db: AppDb): Promise<Car[]> {
  const cars = await db.cars.orderBy('createdAt').toArray();
  return cars.filter((car) => car.available);
}

export function useAvailableCars(): Car[] | undefined {
  return usePublicQuery(listAvailableCars, (page) => page.cars.filter((car) => car.available).sort(oldestFirst), []);
}

/** One car: undefined while loading, null when there is none with this id. */
export function useCar(id: string | undefined): Car | null | undefined {
  return usePublicQuery(
    async (db) => (id ? ((await db.cars.get(id)) ?? null) : null),
    (page) => page.cars.find((car) => car.id === id) ?? null,
    [id],
  );
}

/** Tours, oldest first. */
export function useTours(): Tour[] | undefined {
  const db = useDb();
  return useDeviceQuery(db, (db) => db.tours.orderBy('createdAt').toArray(), []);
}

export function useTour(id: string | undefined): Tour | null | undefined {
  return usePublicQuery(
    async (db) => (id ? ((await db.tours.get(id)) ?? null) : null),
    (page) => page.tours.find((tour) => tour.id === id) ?? null,
    [id],
  );
}

/** Posts, newest first; drafts left out with `publishedOnly`. */
export function usePosts({ publishedOnly = false }: { publishedOnly?: boolean } = {}): Post[] | undefined {
  const db = useDb();
  return useDeviceQuery(db, async (db) => {
    const posts = await db.posts.orderBy('createdAt').reverse().toArray();
    return publishedOnly ? posts.filter((p) => p.published) : posts;
  }, [publishedOnly]);
}

export function usePost(id: string | undefined): Post | null | undefined {
  const db = useDb();
  return useDeviceQuery(db, async (db) => (id ? ((await db.posts.get(id)) ?? null) : null), [id]);
}

/** Bookings, most recently made first. */
export function useBookings(): Booking[] | undefined {
  const db = useDb();
  return useDeviceQuery(db, (db) => db.bookings.orderBy('createdAt').reverse().toArray(), []);
}

export function useBooking(id: string | undefined): Booking | null | undefined {
  const db = useDb();
  return useDeviceQuery(db, async (db) => (id ? ((await db.bookings.get(id)) ?? null) : null), [id]);
}

/** A booking's remarks in list order. */
export function useRemarks(bookingId: string | undefined): Remark[] | undefined {
  const db = useDb();
  return useDeviceQuery(db, async (db) => {
    if (!bookingId) return [];
    const remarks = await db.remarks.where('bookingId').equals(bookingId).toArray();
    return remarks.sort((a, b) => a.position - b.position || byCreatedAt(a, b));
  }, [bookingId]);
}

const fallbackSettings = () => defaultSettings(new Date(0).toISOString());

/** The page's settings: its public fields over the defaults, as a device that pulled them holds them. */
export function settingsOfPage(page: CatalogueSnapshot): Settings {
  return { ...fallbackSettings(), ...page.settings };
}

/** The settings record (the defaults if it is somehow missing). */
export function useSettings(): Settings | undefined {
  return usePublicQuery(async (db) => (await db.settings.get(SETTINGS_ID)) ?? fallbackSettings(), settingsOfPage, []);
}

/** Contact messages, newest first. */
export function useContacts(): Contact[] | undefined {
  const db = useDb();
  return useDeviceQuery(db, (db) => db.contacts.orderBy('createdAt').reverse().toArray(), []);
}

/** Local changes not yet answered by the server. */
export function useOutboxCount(): number | undefined {
  const db = useDb();
  return useDeviceQuery(db, (db) => db.outbox.count(), []);
}

export function useStaff(): Staff[] | undefined {
  const db = useDb();
  return useDeviceQuery(db, (db) => db.staff.orderBy('username').toArray(), []);
}
