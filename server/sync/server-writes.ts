// The server's own writes of synced records (a ride's status that follows its events, the conflicts it
// finds, the profiles that mirror the accounts): like a device's, each gets a new version, and each
// field it writes an HLC of the server's node after every HLC the record already holds, so that it
// wins over what devices sent before and reaches every device on their next pull.

import type { SyncedTable } from '../../src/domain/types';
import type { StoredRecord } from './merge';
import { serverHlc } from './merge';
import { writeRecords, type RecordWrite, type Writer } from './records';
import { TABLES } from './tables';

export interface ServerChange {
  id: string;
  /** The record as stored now. */
  record: StoredRecord;
  /** Business fields to write (null clears an optional one). */
  fields: Record<string, unknown>;
}

/** Writes fields of stored records as the server; answers each record's new version by id. */
export async function writeAsServer(
  writer: Writer,
  table: SyncedTable,
  changes: readonly ServerChange[],
  now: Date,
  node: string,
): Promise<Map<string, number>> {
  const versions = new Map<string, number>();
  if (changes.length === 0) return versions;
  const writes: RecordWrite[] = changes.map(({ id, record, fields }) => {
    const hlc = serverHlc(now.getTime(), node, Object.values(record.fieldHlc));
    const version = writer.nextVersion();
    versions.set(id, version);
    const fieldHlc = { ...record.fieldHlc };
    const fieldVersion = { ...record.fieldVersion };
    for (const field of Object.keys(fields)) {
      fieldHlc[field] = hlc;
      fieldVersion[field] = version;
    }
    return {
      id,
      insert: false,
      createdAt: now,
      updatedAt: now,
      version,
      deleted: record.deleted,
      fieldHlc,
      fieldVersion,
      fields: { ...record.fields, ...fields },
      written: new Set(Object.keys(fields)),
    };
  });
  await writeRecords(writer.tx, table, writes);
  return versions;
}

/** Creates records as the server, from validated business fields (absent optional ones left out). */
export async function createAsServer(
  writer: Writer,
  table: SyncedTable,
  records: readonly { id: string; fields: Record<string, unknown> }[],
  now: Date,
  node: string,
): Promise<void> {
  if (records.length === 0) return;
  const writes: RecordWrite[] = records.map(({ id, fields }) => {
    const hlc = serverHlc(now.getTime(), node, []);
    const version = writer.nextVersion();
    const all: Record<string, unknown> = {};
    const fieldHlc: Record<string, string> = {};
    const fieldVersion: Record<string, number> = {};
    for (const column of TABLES[table].columns) {
      const value = fields[column.field] ?? null;
      all[column.field] = value;
      if (value === null) continue;
      fieldHlc[column.field] = hlc;
      fieldVersion[column.field] = version;
    }
    return { id, insert: true, createdAt: now, updatedAt: now, version, deleted: false, fieldHlc, fieldVersion, fields: all, written: new Set(Object.keys(all)) };
  });
  await writeRecords(writer.tx, table, writes);
}

/** Tombstones a stored record as the server (its fields stay, as a device's delete leaves them). */
export async function deleteAsServer(writer: Writer, table: SyncedTable, id: string, record: StoredRecord, now: Date, node: string): Promise<void> {
  if (record.deleted) return;
  const hlc = serverHlc(now.getTime(), node, Object.values(record.fieldHlc));
  const version = writer.nextVersion();
  await writeRecords(writer.tx, table, [
    {
      id,
      insert: false,
      createdAt: now,
      updatedAt: now,
      version,
      deleted: true,
      fieldHlc: { ...record.fieldHlc, deleted: hlc },
      fieldVersion: { ...record.fieldVersion, deleted: version },
      fields: record.fields,
      written: new Set(),
    },
  ]);
}
