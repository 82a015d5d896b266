// The device's one IndexedDB database: schema, first-open seed and the shared default instance.

import { Dexie, type EntityTable } from 'dexie';
import { initialHlcState, newNodeId } from '../domain/hlc';
import { sampleData } from '../domain/sample-data';
import {
  SYNCED_TABLES,
  type Booking,
  type Car,
  type ClientMessage,
  type Contact,
  type Downtime,
  type ImageBlob,
  type Invoice,
  type OutboxEntry,
  type Post,
  type Profile,
  type Remark,
  type RideEvent,
  type Settings,
  type Staff,
  type SyncStateRow,
  type TimeOff,
  type Tour,
} from '../domain/types';
import { DEFAULT_DB_NAME } from './db-name';
import { upgradeTextsPerLanguage } from './texts-per-language';

export { DEFAULT_DB_NAME };

/** Keys of the syncState table. */
export const SYNC_KEYS = {
  /** 16 hex digits, this device's HLC node. */
  nodeId: 'nodeId',
  /** UUID sent as `clientId` on push. */
  clientId: 'clientId',
  /** HlcState of this device. */
  hlc: 'hlc',
  /** Milliseconds to add to Date.now() to get the server's time (learned from `serverTime`). */
  clockOffsetMs: 'clockOffsetMs',
  /** The pull cursor, `{ v: number }`. */
  cursor: 'cursor',
  /** True while a pull from scratch is under way; when it ends, unseen local rows are dropped. */
  fullPull: 'fullPull',
  /** Whose view the cursor follows ('public', or the signed-in staff member): another one pulls from scratch. */
  pullView: 'pullView',
  /** ISO time of the last flush that reached the server. */
  lastSyncAt: 'lastSyncAt',
  /**
   * The signed-in session, written by the UI and read by the sync engine and the service worker:
   * `{ token, kind: 'staff' | 'customer', user, expiresAt }`.
   */
  session: 'session',
  /** Photos whose upload failed, by image id (src/sync/attachments.ts): why, and when to try again. */
  uploadFailures: 'uploadFailures',
} as const;

/** An outbox entry the server refused, kept for the user to see, retry or discard. */
export interface RejectedEntry extends OutboxEntry {
  reason: string;
  rejectedAt: string;
  /** Set when the device itself refused to send it: 'too-large', more than the server takes in one request. */
  code?: 'too-large';
  /** Its serialized size, for 'too-large'. */
  bytes?: number;
}

/** A public submission (booking or contact message) the server took, and how to ask about it. */
export interface Receipt {
  recordId: string;
  table: 'bookings' | 'contacts';
  /** The secret that lets this device read the booking's status. */
  receipt: string;
  deliveredAt: string;
  /** Last status the server gave (bookings), null until asked. */
  lastStatus: string | null;
  lastCheckedAt: string | null;
}

export type AppDb = Dexie & {
  cars: EntityTable<Car, 'id'>;
  tours: EntityTable<Tour, 'id'>;
  posts: EntityTable<Post, 'id'>;
  bookings: EntityTable<Booking, 'id'>;
  remarks: EntityTable<Remark, 'id'>;
  contacts: EntityTable<Contact, 'id'>;
  settings: EntityTable<Settings, 'id'>;
  rideEvents: EntityTable<RideEvent, 'id'>;
  timeOff: EntityTable<TimeOff, 'id'>;
  downtimes: EntityTable<Downtime, 'id'>;
  profiles: EntityTable<Profile, 'id'>;
  invoices: EntityTable<Invoice, 'id'>;
  clientMessages: EntityTable<ClientMessage, 'id'>;
  staff: EntityTable<Staff, 'id'>;
  images: EntityTable<ImageBlob, 'id'>;
  outbox: EntityTable<OutboxEntry, 'seq'>;
  syncState: EntityTable<SyncStateRow, 'key'>;
  rejected: EntityTable<RejectedEntry, 'mutationId'>;
  receipts: EntityTable<Receipt, 'recordId'>;
};

export interface OpenAppDbOptions {
  /** Called after the database was closed because another tab opened a newer version (reload the page). */
  onVersionChange?: (event: IDBVersionChangeEvent) => void;
  /** The date the seed is built around; the current time by default. */
  seedDate?: () => Date;
}

/**
 * Creates the database object (opened lazily by the first query). Several names give several
 * independent devices, which the tests use.
 */
export function openAppDb(name: string = DEFAULT_DB_NAME, options: OpenAppDbOptions = {}): AppDb {
  const db = new Dexie(name) as AppDb;

  // Version 1 is released once shipped: change the schema only by adding a version with an upgrade.
  db.version(1).stores({
    cars: 'id, category, createdAt',
    tours: 'id, category, createdAt',
    posts: 'id, createdAt, category',
    bookings: 'id, status, pickupDate, createdAt',
    remarks: 'id, bookingId',
    contacts: 'id, createdAt',
    settings: 'id',
    staff: 'id, &username',
    images: 'id',
    outbox: '++seq, &mutationId, [table+recordId]',
    syncState: 'key',
    rejected: 'mutationId, rejectedAt, [table+recordId]',
    receipts: 'recordId',
  });

  // Version 2: the blog lists a category's posts by date (related posts, the category filter).
  db.version(2).stores({
    posts: 'id, createdAt, category, [category+createdAt]',
  });

  // Version 3: the back office lists one status's bookings, newest first, a page at a time.
  db.version(3).stores({
    bookings: 'id, status, pickupDate, createdAt, [status+createdAt]',
  });

  // Version 4: dispatch. A driver's rides and a car's by date, a ride's events, time off and downtime
  // by whom they concern, and the staff profiles.
  db.version(4).stores({
    bookings: 'id, status, pickupDate, createdAt, [status+createdAt], driverId, assignedVehicleId',
    rideEvents: 'id, bookingId',
    timeOff: 'id, staffId',
    downtimes: 'id, carId',
    profiles: 'id',
  });

  // Version 5: what the client is told and billed. A booking's messages and invoices, invoices by
  // number and by date, a return trip by its way out.
  db.version(5).stores({
    bookings: 'id, status, pickupDate, createdAt, [status+createdAt], driverId, assignedVehicleId, returnOf',
    clientMessages: 'id, bookingId',
    invoices: 'id, bookingId, issueDate',
  });

  // Version 6: the catalogue's texts, one field per language (texts-per-language.ts).
  db.version(6).stores({}).upgrade(upgradeTextsPerLanguage);

  db.on('populate', async (tx) => {
    // The seed is the shared baseline the server also holds: rev 0 and no outbox entries.
    const seed = sampleData(options.seedDate ? options.seedDate() : new Date());
    const nodeId = newNodeId();
    const syncRows: SyncStateRow[] = [
      { key: SYNC_KEYS.nodeId, value: nodeId },
      { key: SYNC_KEYS.clientId, value: crypto.randomUUID() },
      { key: SYNC_KEYS.hlc, value: initialHlcState(nodeId) },
      { key: SYNC_KEYS.clockOffsetMs, value: 0 },
    ];
    await Promise.all([
      ...SYNCED_TABLES.map((table) => tx.table(table).bulkAdd(seed[table])),
      tx.table('syncState').bulkAdd(syncRows),
    ]);
  });

  db.on('versionchange', (event) => {
    db.close();
    options.onVersionChange?.(event);
    // Returning false skips Dexie's default handler, which would reopen the database later.
    return false;
  });

  return db;
}

let defaultDb: AppDb | undefined;

/**
 * The app's database, created on first use. Options apply to that first call only (the app shell
 * passes `onVersionChange` to reload).
 */
export function getAppDb(options?: OpenAppDbOptions): AppDb {
  defaultDb ??= openAppDb(DEFAULT_DB_NAME, options);
  return defaultDb;
}
