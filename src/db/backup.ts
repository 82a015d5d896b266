// Export of every synced table from the device, and the import that restores a file through the
// repository (record and outbox entry together, so that what is restored syncs like any edit).

import {
  createInputOf,
  planImport,
  plannedWrites,
  type BackupTables,
  type CurrentRecords,
  type ImportPlan,
  type ParsedBackup,
  type TablePlan,
} from '../domain/backup';
import { SYNCED_TABLES, type SyncedRecordMap, type SyncedTable } from '../domain/types';
import type { AppDb } from './db';
import { createRecord, patchRecord } from './repository';

/** Every record of every synced table, read in one transaction so the file is one moment's state. */
export async function exportTables(db: AppDb): Promise<BackupTables> {
  return db.transaction('r', [...SYNCED_TABLES], async () => {
    const lists = await Promise.all(SYNCED_TABLES.map((table) => db.table(table).orderBy('id').toArray()));
    return Object.fromEntries(SYNCED_TABLES.map((table, i) => [table, lists[i]])) as BackupTables;
  });
}

/** The device's records with the ids the file has (and no others). */
async function currentRecordsOf(db: AppDb, backup: ParsedBackup): Promise<CurrentRecords> {
  return db.transaction('r', [...SYNCED_TABLES], async () => {
    const entries = await Promise.all(
      SYNCED_TABLES.map(async (table) => {
        const ids = (backup.tables[table] as { id: string }[]).map((r) => r.id);
        const found = (await db.table(table).bulkGet(ids)) as (SyncedRecordMap[SyncedTable] | undefined)[];
        const map = new Map<string, SyncedRecordMap[SyncedTable]>();
        for (const record of found) if (record) map.set(record.id, record);
        return [table, map] as const;
      }),
    );
    return Object.fromEntries(entries) as unknown as CurrentRecords;
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
  failed: ImportFailure[];
}

async function restoreTable<T extends SyncedTable>(
  db: AppDb,
  tablePlan: TablePlan<T>,
  result: ImportResult,
  step: () => void,
): Promise<void> {
  const { table } = tablePlan;
  const fail = (id: string, error: unknown) =>
    result.failed.push({ table, id, message: error instanceof Error ? error.message : String(error) });
  for (const record of tablePlan.create) {
    try {
      await createRecord(db, table, createInputOf<T>(record));
      result.created += 1;
    } catch (error) {
      fail(record.id, error);
    }
    step();
  }
  for (const { id, changes } of tablePlan.update) {
    try {
      await patchRecord(db, table, id, changes);
      result.updated += 1;
    } catch (error) {
      fail(id, error);
    }
    step();
  }
}

/**
 * Restores the file: creates what the device lacks and patches what differs, table after table
 * (bookings before their remarks). The plan is made again at this moment, so a record that arrived
 * since the preview is patched rather than created twice. A record the repository refuses is
 * reported and the others go on.
 */
export async function applyImport(
  db: AppDb,
  backup: ParsedBackup,
  onProgress?: (done: number, total: number) => void,
): Promise<ImportResult> {
  const plan = await previewImport(db, backup);
  const total = plannedWrites(plan);
  const result: ImportResult = { created: 0, updated: 0, failed: [] };
  let done = 0;
  const step = () => {
    done += 1;
    onProgress?.(done, total);
  };
  for (const table of SYNCED_TABLES) await restoreTable(db, plan[table], result, step);
  return result;
}
