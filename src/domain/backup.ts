// Export and import of the synced data (DESIGN 'Export data' / 'Import data'): the file's format, its
// checks, and what importing it would change on this device, record by record (photos: backup-photos.ts).

import * as v from 'valibot';
import { parsePhotos, type BackupPhoto, type ImportedPhoto, type InvalidPhoto } from './backup-photos';
import { issueList, schemaFor, type FieldIssue } from './schemas';
import {
  SYNCED_TABLES,
  isSyncedTable,
  type CreateInput,
  type PatchFields,
  type SyncedRecordMap,
  type SyncedTable,
} from './types';
import { sameValue } from './same-value';

export const BACKUP_FORMAT = 'vtc-export';
export const BACKUP_VERSION = 1;

export type BackupTables = { [T in SyncedTable]: SyncedRecordMap[T][] };

export interface BackupFile {
  format: typeof BACKUP_FORMAT;
  version: typeof BACKUP_VERSION;
  /** ISO instant of the export. */
  exportedAt: string;
  tables: BackupTables;
  /** The photos kept on the device that records point at; older files have none. */
  photos?: BackupPhoto[];
}

export function buildBackup(tables: BackupTables, now: Date, photos: BackupPhoto[] = []): BackupFile {
  return { format: BACKUP_FORMAT, version: BACKUP_VERSION, exportedAt: now.toISOString(), tables, photos };
}

/** vtc-export-YYYY-MM-DD.json, the local calendar date of the export. */
export function backupFileName(now: Date): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `vtc-export-${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}.json`;
}

/** Why a whole file is refused; nothing of it is imported then. */
export type BackupProblem =
  | { kind: 'notJson' }
  | { kind: 'notExport' }
  | { kind: 'wrongVersion'; version: string }
  | { kind: 'unknownTable'; table: string }
  | { kind: 'tableNotList'; table: SyncedTable }
  | { kind: 'photosNotList' }
  | { kind: 'empty' };

export interface InvalidRecord {
  table: SyncedTable;
  /** Position in the file's list of that table, from 0. */
  index: number;
  /** The record's id when it has a readable one. */
  id: string | null;
  issues: FieldIssue[];
}

export type ParsedBackup = {
  exportedAt: string | null;
  /** The records that passed their table's schema, by table. */
  tables: BackupTables;
  invalid: InvalidRecord[];
  /** The photos that passed their checks, decoded, and those set aside. */
  photos: ImportedPhoto[];
  invalidPhotos: InvalidPhoto[];
};

export type ParseResult = { ok: true; backup: ParsedBackup } | { ok: false; problem: BackupProblem };

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

function emptyTables(): BackupTables {
  return Object.fromEntries(SYNCED_TABLES.map((t) => [t, []])) as unknown as BackupTables;
}

/**
 * Reads an export file's text. A file that is not an export of this version, or names a table this app
 * does not have, is refused whole; a record that fails its table's schema is set aside with its reasons
 * while the others stay importable. The same id twice in a table: the last one wins.
 */
export function parseBackup(text: string): ParseResult {
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch {
    return { ok: false, problem: { kind: 'notJson' } };
  }
  if (!isObject(data) || data.format !== BACKUP_FORMAT || !isObject(data.tables))
    return { ok: false, problem: { kind: 'notExport' } };
  if (data.version !== BACKUP_VERSION) return { ok: false, problem: { kind: 'wrongVersion', version: String(data.version) } };
  for (const name of Object.keys(data.tables)) {
    if (!isSyncedTable(name)) return { ok: false, problem: { kind: 'unknownTable', table: name } };
  }

  const tables = emptyTables();
  const invalid: InvalidRecord[] = [];
  let seen = 0;
  for (const table of SYNCED_TABLES) {
    const rows = data.tables[table];
    if (rows === undefined) continue;
    if (!Array.isArray(rows)) return { ok: false, problem: { kind: 'tableNotList', table } };
    const byId = new Map<string, SyncedRecordMap[typeof table]>();
    rows.forEach((row: unknown, index) => {
      seen += 1;
      const result = v.safeParse(schemaFor(table).record, row);
      if (result.success) {
        byId.set(result.output.id, result.output);
      } else {
        const id = isObject(row) && typeof row.id === 'string' ? row.id : null;
        invalid.push({ table, index, id, issues: issueList(result.issues) });
      }
    });
    (tables as Record<SyncedTable, unknown[]>)[table] = [...byId.values()];
  }
  if (data.photos !== undefined && !Array.isArray(data.photos)) return { ok: false, problem: { kind: 'photosNotList' } };
  const { photos, invalid: invalidPhotos } = parsePhotos(data.photos ?? []);
  if (seen === 0 && photos.length + invalidPhotos.length === 0) return { ok: false, problem: { kind: 'empty' } };
  const exportedAt = typeof data.exportedAt === 'string' ? data.exportedAt : null;
  return { ok: true, backup: { exportedAt, tables, invalid, photos, invalidPhotos } };
}

/** Fields that are the server's or the clock's, not the business's: never compared, never written back. */
const META_FIELDS = new Set(['id', 'createdAt', 'updatedAt', 'rev']);

/**
 * The patch that turns `current` into `incoming`: business fields that differ, and null for an
 * optional field the file does not have. {} when they are the same.
 */
export function recordChanges<T extends SyncedTable>(
  table: T,
  current: SyncedRecordMap[T],
  incoming: SyncedRecordMap[T],
): PatchFields<T> {
  const optional = new Set(schemaFor(table).optionalFields);
  const before = current as unknown as Record<string, unknown>;
  const after = incoming as unknown as Record<string, unknown>;
  const changes: Record<string, unknown> = {};
  for (const key of new Set([...Object.keys(before), ...Object.keys(after)])) {
    if (META_FIELDS.has(key)) continue;
    const next = after[key];
    if (next === undefined) {
      if (before[key] !== undefined && optional.has(key)) changes[key] = null;
    } else if (!sameValue(before[key], next)) {
      changes[key] = next;
    }
  }
  return changes as PatchFields<T>;
}

/** A record to create as the file has it: its id and date kept, the device's revision left out. */
export function createInputOf<T extends SyncedTable>(record: SyncedRecordMap[T]): CreateInput<T> & { id: string } {
  const { rev: _rev, updatedAt: _updatedAt, ...rest } = record as SyncedRecordMap[T] & { rev: number; updatedAt: string };
  return rest as unknown as CreateInput<T> & { id: string };
}

export interface TablePlan<T extends SyncedTable = SyncedTable> {
  table: T;
  create: SyncedRecordMap[T][];
  update: { id: string; changes: PatchFields<T> }[];
  unchanged: number;
  invalid: InvalidRecord[];
}

/** The file's photos: those the device lacks are added; a photo is never replaced. */
export interface PhotoPlan {
  add: ImportedPhoto[];
  present: number;
  invalid: InvalidPhoto[];
}

export type ImportPlan = { [T in SyncedTable]: TablePlan<T> } & { photos: PhotoPlan };

/** What the device holds now, by table and id, and the ids of its photos among the file's. */
export type CurrentRecords = { [T in SyncedTable]: ReadonlyMap<string, SyncedRecordMap[T]> } & { photos: ReadonlySet<string> };

/**
 * What importing would do: per table, the records to create (unknown ids), to patch (known ids that
 * differ) and those already the same. Importing never deletes: what the device has and the file
 * lacks stays.
 */
export function planImport(backup: ParsedBackup, current: CurrentRecords): ImportPlan {
  const plan = {} as Record<SyncedTable, TablePlan>;
  for (const table of SYNCED_TABLES) {
    const tablePlan: TablePlan = { table, create: [], update: [], unchanged: 0, invalid: backup.invalid.filter((i) => i.table === table) };
    const existing = current[table] as ReadonlyMap<string, SyncedRecordMap[SyncedTable]>;
    for (const record of backup.tables[table] as SyncedRecordMap[SyncedTable][]) {
      const mine = existing.get(record.id);
      if (!mine) {
        tablePlan.create.push(record);
        continue;
      }
      const changes = recordChanges(table, mine, record);
      if (Object.keys(changes).length === 0) tablePlan.unchanged += 1;
      else tablePlan.update.push({ id: record.id, changes });
    }
    plan[table] = tablePlan;
  }
  const add = backup.photos.filter((photo) => !current.photos.has(photo.id));
  const photos: PhotoPlan = { add, present: backup.photos.length - add.length, invalid: backup.invalidPhotos };
  return { ...plan, photos } as unknown as ImportPlan;
}

/** Records the import would write (created or patched), and photos it would add. */
export function plannedWrites(plan: ImportPlan): number {
  return SYNCED_TABLES.reduce((sum, t) => sum + plan[t].create.length + plan[t].update.length, plan.photos.add.length);
}
