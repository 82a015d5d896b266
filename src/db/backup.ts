// Export of every synced table from the device, with the photos kept here, and the import that
// restores a file through the repository (records and outbox entries together, in bulk, so that what
// is restored syncs like any edit).

import { Dexie, type Table } from 'dexie';
import {
  buildBackup,
  createInputOf,
  planImport,
  plannedWrites,
  type BackupFile,
  type BackupTables,
  type CurrentRecords,
  type ImportPlan,
  type ParsedBackup,
} from '../domain/backup';
import { referencedPhotoIds, toBase64, type BackupPhoto, type ImportedPhoto } from '../domain/backup-photos';
import { SYNCED_TABLES, type ImageBlob, type SyncedRecordMap, type SyncedTable } from '../domain/types';
import type { AppDb } from './db';
import { toStorageError } from './errors';
import { bulkWrite } from './repository';

/** Every record of every synced table, read in one transaction so the file is one moment's state. */
export async function exportTables(db: AppDb): Promise<BackupTables> {
  return db.transaction('r', [...SYNCED_TABLES], async () => {
    const lists = await Promise.all(SYNCED_TABLES.map((table) => db.table(table).orderBy('id').toArray()));
    return Object.fromEntries(SYNCED_TABLES.map((table, i) => [table, lists[i]])) as BackupTables;
  });
}

/** The photos kept on this device that the records point at (`blob-ref:`), as base64. */
async function exportPhotos(db: AppDb, tables: BackupTables): Promise<BackupPhoto[]> {
  const ids = referencedPhotoIds([...tables.cars, ...tables.tours, ...tables.posts, ...tables.profiles]);
  const images = (await db.images.bulkGet([...ids].sort())).filter((image): image is ImageBlob => image !== undefined);
  return Promise.all(
    images.map(async (image) => ({
      id: image.id,
      type: image.type as BackupPhoto['type'],
      createdAt: image.createdAt,
      data: toBase64(new Uint8Array(await image.blob.arrayBuffer())),
    })),
  );
}

/** The export file of this device now: every synced record, and the photos they point at. */
export async function exportBackup(db: AppDb, now: Date = new Date()): Promise<BackupFile> {
  const tables = await exportTables(db);
  return buildBackup(tables, now, await exportPhotos(db, tables));
}

/** The device's records with the ids the file has (and no others). */
async function currentRecordsOf(db: AppDb, backup: ParsedBackup): Promise<CurrentRecords> {
  return db.transaction('r', [...SYNCED_TABLES, 'images'], async () => {
    const entries = await Promise.all(
      SYNCED_TABLES.map(async (table) => {
        const ids = (backup.tables[table] as { id: string }[]).map((r) => r.id);
        const found = (await db.table(table).bulkGet(ids)) as (SyncedRecordMap[SyncedTable] | undefined)[];
        const map = new Map<string, SyncedRecordMap[SyncedTable]>();
        for (const record of found) if (record) map.set(record.id, record);
        return [table, map] as const;
      }),
    );
    const photos = await db.images.bulkGet(backup.photos.map((p) => p.id));
    const present = new Set(photos.filter((p) => p !== undefined).map((p) => p.id));
    return { ...Object.fromEntries(entries), photos: present } as unknown as CurrentRecords;
  });
}

/** What importing the file would change on this device now. */
export async function previewImport(db: AppDb, backup: ParsedBackup): Promise<ImportPlan> {
  return planImport(backup, await currentRecordsOf(db, backup));
}

export interface ImportFailure {
  table: SyncedTable;
  id: string;
  message: string;
}

export interface ImportResult {
  created: number;
  updated: number;
  /** Photos added to the device. */
  photos: number;
  failed: ImportFailure[];
}

/** Adds the photos the device lacks, in one transaction (a photo is never replaced). */
async function addPhotos(db: AppDb, photos: readonly ImportedPhoto[]): Promise<number> {
  if (photos.length === 0) return 0;
  const rows: ImageBlob[] = photos.map((p) => ({ id: p.id, blob: new Blob([p.bytes], { type: p.type }), type: p.type, createdAt: p.createdAt }));
  try {
    return await db.transaction('rw', db.images, async () => {
      const present = await db.images.bulkGet(rows.map((r) => r.id));
      const fresh = rows.filter((_, i) => !present[i]);
      await db.images.bulkAdd(fresh);
      return fresh.length;
    });
  } catch (error) {
    throw toStorageError(error);
  }
}

/**
 * Restores the file: adds the photos the device lacks, then creates what it lacks and patches what
 * differs, table after table (bookings before their remarks), in bulk transactions. The plan is
 * made again at this moment, so a record that arrived since the preview is patched rather than
 * created twice. A record the repository refuses is reported and the others go on.
 */
export async function applyImport(
  db: AppDb,
  backup: ParsedBackup,
  onProgress?: (done: number, total: number) => void,
): Promise<ImportResult> {
  const plan = await previewImport(db, backup);
  const total = plannedWrites(plan);
  const result: ImportResult = { created: 0, updated: 0, photos: await addPhotos(db, plan.photos.add), failed: [] };
  let done = plan.photos.add.length;
  if (done > 0) onProgress?.(done, total);
  for (const table of SYNCED_TABLES) {
    const tablePlan = plan[table];
    const before = done;
    const written = await bulkWrite(
      db,
      table,
      { create: tablePlan.create.map((record) => createInputOf<SyncedTable>(record)), patch: tablePlan.update },
      { onProgress: (handled) => onProgress?.((done = before + handled), total) },
    );
    result.created += written.created;
    result.updated += written.updated;
    for (const { id, error } of written.failed) {
      result.failed.push({ table, id, message: error instanceof Error ? error.message : String(error) });
    }
  }
  return result;
}

/** The latest automatic backup of this device: an export file, kept in a database of its own. */
export interface Snapshot {
  id: 'latest';
  takenAt: string;
  records: number;
  photos: number;
  /** The export file's JSON text. */
  text: string;
}

export type SnapshotInfo = Omit<Snapshot, 'text'>;

/** Taken once a day at most. */
export const SNAPSHOT_EVERY_MS = 24 * 3600 * 1000;

type SnapshotDb = Dexie & { snapshots: Table<Snapshot, string> };

// One per device database, so that live queries of the settings screen see a new snapshot.
const snapshotDbs = new WeakMap<AppDb, SnapshotDb>();

/**
 * The snapshot lives beside the app's database rather than in it: a copy of everything is heavy,
 * and none of the app's transactions, sync or schema versions need to know of it.
 */
function snapshotDb(db: AppDb): SnapshotDb {
  let store = snapshotDbs.get(db);
  if (!store) {
    store = new Dexie(`${db.name}-snapshots`) as SnapshotDb;
    store.version(1).stores({ snapshots: 'id' });
    snapshotDbs.set(db, store);
  }
  return store;
}

/** When the latest snapshot was taken and what it holds, or undefined before the first. */
export async function latestSnapshotInfo(db: AppDb): Promise<SnapshotInfo | undefined> {
  const snapshot = await snapshotDb(db).snapshots.get('latest');
  if (!snapshot) return undefined;
  const { text: _text, ...info } = snapshot;
  return info;
}

/** The latest snapshot's export file text, or undefined. */
export async function latestSnapshotText(db: AppDb): Promise<string | undefined> {
  return (await snapshotDb(db).snapshots.get('latest'))?.text;
}

/** Takes a snapshot when none was taken in the last day (or `force`); returns it, or null when not due. */
export async function takeSnapshotIfDue(db: AppDb, now: Date = new Date(), force = false): Promise<SnapshotInfo | null> {
  const latest = await latestSnapshotInfo(db);
  if (!force && latest && now.getTime() - Date.parse(latest.takenAt) < SNAPSHOT_EVERY_MS) return null;
  const file = await exportBackup(db, now);
  const records = SYNCED_TABLES.reduce((sum, table) => sum + file.tables[table].length, 0);
  const snapshot: Snapshot = { id: 'latest', takenAt: file.exportedAt, records, photos: file.photos?.length ?? 0, text: JSON.stringify(file) };
  try {
    await snapshotDb(db).snapshots.put(snapshot);
  } catch (error) {
    throw toStorageError(error);
  }
  const { text: _text, ...info } = snapshot;
  return info;
}

/** Drops this device's automatic backup (a device now used by someone who may not read all of it). */
export async function deleteSnapshots(db: AppDb): Promise<void> {
  await snapshotDb(db).snapshots.clear();
}
