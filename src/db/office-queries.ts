// Live reads of the back office's background work: what arrived from the website lately, and the
// latest automatic backup of this device.
import { useLiveQuery } from 'dexie-react-hooks';
import type { Booking, Contact } from '../domain/types';
import { latestSnapshotInfo, type SnapshotInfo } from './backup';
import type { AppDb } from './db';

export interface WebsiteArrivals {
  /** Bookings made on the public site (source 'public'). */
  bookings: Booking[];
  contacts: Contact[];
}

/** Website bookings and contact messages created after `since` (ISO), live; null while not `enabled`. */
export function useWebsiteArrivals(db: AppDb, since: string, enabled: boolean): WebsiteArrivals | null | undefined {
  return useLiveQuery(
    async () =>
      enabled
        ? {
            bookings: await db.bookings.where('createdAt').above(since).filter((b) => b.source === 'public').toArray(),
            contacts: await db.contacts.where('createdAt').above(since).toArray(),
          }
        : null,
    [db, since, enabled],
  );
}

/** When the latest automatic backup was taken and what it holds (undefined: none yet, or loading). */
export function useLatestSnapshotInfo(db: AppDb): SnapshotInfo | undefined {
  return useLiveQuery(() => latestSnapshotInfo(db), [db]);
}
