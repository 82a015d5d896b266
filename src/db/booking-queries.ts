// What the public booking wizard reads and writes: the cars a visitor can book, the saving of a
// booking (record and outbox entry in one transaction), and where that booking is on its way.

import type { Booking, Car, CreateInput } from '../domain/types';
import { useCreateRecord } from './app-db-boundary';
import { oldestFirst, usePublicQuery } from './catalogue-snapshot';
import type { AppDb } from './db';
import { useOptionalDb } from './db-context';
import { useDeviceQuery } from './live-query';
import type { Delivery } from './sync-hooks';

/** The cars a visitor can book, oldest first (the order of the fleet page). */
export async function listAvailableCars(db: AppDb): Promise<Car[]> {
  const cars = await db.cars.orderBy('createdAt').toArray();
  return cars.filter((car) => car.available);
}

export function useAvailableCars(): Car[] | undefined {
  return usePublicQuery(listAvailableCars, (page) => page.cars.filter((car) => car.available).sort(oldestFirst), []);
}

/** Saves a visitor's booking; the sync engine then sends it to /api/public/bookings. */
export function useSavePublicBooking(): (input: CreateInput<'bookings'>) => Promise<Booking> {
  return useCreateRecord('bookings');
}

export interface BookingDelivery {
  delivery: Delivery;
  /** Why the server refused it, when it did. */
  reason: string | null;
}

/**
 * Where one booking made on this device is: still waiting in the outbox, sent (the server gave a
 * receipt) or refused. null when the device knows nothing of it.
 */
export async function deliveryOf(db: AppDb, id: string): Promise<BookingDelivery | null> {
  const [waiting, receipt, refused] = await Promise.all([
    db.outbox.where('[table+recordId]').equals(['bookings', id]).filter((e) => e.op === 'create').count(),
    db.receipts.get(id),
    db.rejected.where('[table+recordId]').equals(['bookings', id]).filter((e) => e.op === 'create').first(),
  ]);
  if (waiting > 0) return { delivery: 'waiting', reason: null };
  if (receipt?.table === 'bookings') return { delivery: 'sent', reason: null };
  if (refused) return { delivery: 'refused', reason: refused.reason };
  return null;
}

/** undefined until the device database is open and has answered. */
export function useBookingDelivery(id: string | null): BookingDelivery | null | undefined {
  const db = useOptionalDb();
  return useDeviceQuery(db, async (device) => (id ? deliveryOf(device, id) : null), [id]);
}
