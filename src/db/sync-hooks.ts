// Live queries of the sync bookkeeping for the screens: what waits, what was refused, and the
// bookings this device sent from the public site with their delivery state.

import { useLiveQuery } from 'dexie-react-hooks';
import type { Booking, BookingStatus, OutboxEntry } from '../domain/types';
import { BOOKING_STATUSES } from '../domain/types';
import { SYNC_KEYS, type AppDb, type RejectedEntry } from './db';
import { useDb } from './db-context';
import type { UploadFailure } from './sync-state';

/** Local changes the server has not answered for yet, oldest first. */
export function useOutboxEntries(): OutboxEntry[] | undefined {
  const db = useDb();
  return useLiveQuery(() => db.outbox.orderBy('seq').toArray(), [db]);
}

/** Changes the server refused, newest first. */
export function useRejectedEntries(): RejectedEntry[] | undefined {
  const db = useDb();
  return useLiveQuery(() => db.rejected.orderBy('rejectedAt').reverse().toArray(), [db]);
}

/** Photos whose upload failed, oldest failure first. */
export function useUploadFailures(): UploadFailure[] | undefined {
  const db = useDb();
  return useLiveQuery(async () => {
    const value = (await db.syncState.get(SYNC_KEYS.uploadFailures))?.value;
    const failures = value && typeof value === 'object' ? Object.values(value as Record<string, UploadFailure>) : [];
    return failures.sort((a, b) => (a.failedAt < b.failedAt ? -1 : a.failedAt > b.failedAt ? 1 : 0));
  }, [db]);
}

export type Delivery =
  /** Still in the outbox: it leaves with the next connection. */
  | 'waiting'
  /** The server took it (there is a receipt). */
  | 'sent'
  /** The server refused it; `reason` says why. */
  | 'refused';

export interface DeviceBooking {
  id: string;
  /** What the device knows of the booking: the local record, else the fields it was sent with. */
  booking: Partial<Booking> & { id: string };
  delivery: Delivery;
  /** The status the server last gave for it through its receipt; null until asked. */
  lastStatus: BookingStatus | null;
  lastCheckedAt: string | null;
  reason: string | null;
  /** When it was made on this device. */
  createdAt: string;
}

const isStatus = (value: unknown): value is BookingStatus =>
  typeof value === 'string' && (BOOKING_STATUSES as readonly string[]).includes(value);

const isPublicCreate = (entry: Pick<OutboxEntry, 'table' | 'op' | 'fields'>) =>
  entry.table === 'bookings' && entry.op === 'create' && entry.fields.source === 'public';

/** The public bookings made on this device (outbox, receipts, refusals), newest first. */
export async function listDeviceBookings(db: AppDb): Promise<DeviceBooking[]> {
  const [outbox, receipts, rejected] = await Promise.all([
    db.outbox.filter(isPublicCreate).toArray(),
    db.receipts.filter((r) => r.table === 'bookings').toArray(),
    db.rejected.filter(isPublicCreate).toArray(),
  ]);
  const byId = new Map<string, DeviceBooking>();
  const add = (
    id: string,
    fields: Record<string, unknown>,
    createdAt: string,
    delivery: Delivery,
    extra: Partial<DeviceBooking> = {},
  ) => {
    byId.set(id, {
      id,
      booking: { ...(fields as Partial<Booking>), id },
      delivery,
      lastStatus: null,
      lastCheckedAt: null,
      reason: null,
      createdAt,
      ...extra,
    });
  };
  for (const r of receipts)
    add(r.recordId, {}, r.deliveredAt, 'sent', {
      lastStatus: isStatus(r.lastStatus) ? r.lastStatus : null,
      lastCheckedAt: r.lastCheckedAt,
    });
  for (const e of rejected) add(e.recordId, e.fields, e.createdAt, 'refused', { reason: e.reason });
  // Still waiting beats an older refusal of the same booking (it was sent again).
  for (const e of outbox) add(e.recordId, e.fields, e.createdAt, 'waiting');

  const ids = [...byId.keys()];
  const records = await db.bookings.bulkGet(ids);
  records.forEach((record, index) => {
    const item = byId.get(ids[index]!);
    if (!item || !record) return;
    item.booking = record;
    if (item.delivery === 'sent' && typeof record.createdAt === 'string') item.createdAt = record.createdAt;
  });
  return [...byId.values()].sort((a, b) => (a.createdAt < b.createdAt ? 1 : a.createdAt > b.createdAt ? -1 : 0));
}

export function useDeviceBookings(): DeviceBooking[] | undefined {
  const db = useDb();
  return useLiveQuery(() => listDeviceBookings(db), [db]);
}
