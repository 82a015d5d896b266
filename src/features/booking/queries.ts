// What the public booking wizard writes and follows: the saving of a booking (record and outbox
// entry in one transaction), and where that booking is on its way.

import { useCallback } from 'react';
import { returnTripInput, type ReturnWhen } from '../../domain/extras';
import type { Booking, CreateInput } from '../../domain/types';
import { useCreateRecord, useDbWhenReady } from '../../db/app-db-boundary';
import type { AppDb } from '../../db/db';
import { useOptionalDb } from '../../db/db-context';
import { useDeviceQuery } from '../../db/live-query';
import type { Delivery } from '../../db/sync-hooks';

/** Saves a visitor's booking; the sync engine then sends it to /api/public/bookings. */
export function useSavePublicBooking(): (input: CreateInput<'bookings'>) => Promise<Booking> {
  return useCreateRecord('bookings');
}

/**
 * Saves a visitor's booking and its return trip in one transaction (both, or neither): the return
 * names the way out and is made a millisecond later, so its reference differs. The outbox sends the
 * way out first, as the server wants.
 */
export async function saveWithReturn(db: AppDb, input: CreateInput<'bookings'>, back: ReturnWhen): Promise<{ booking: Booking; returnBooking: Booking }> {
  // Loaded with the first save, like the one-booking save: the public pages do not carry it.
  const { createRecord } = await import('../../db/repository');
  return db.transaction('rw', ['bookings', 'outbox', 'syncState'], async () => {
    const booking = await createRecord(db, 'bookings', input);
    const createdAt = new Date(Date.parse(booking.createdAt) + 1).toISOString();
    const returnBooking = await createRecord(db, 'bookings', { ...returnTripInput(booking, back), createdAt });
    return { booking, returnBooking };
  });
}

export function useSaveWithReturn(): (input: CreateInput<'bookings'>, back: ReturnWhen) => Promise<{ booking: Booking; returnBooking: Booking }> {
  const dbWhenReady = useDbWhenReady();
  return useCallback(async (input, back) => saveWithReturn(await dbWhenReady(), input, back), [dbWhenReady]);
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
