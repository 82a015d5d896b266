// Reads and writes of synced records in SQL, and the write lock that hands out versions.

import { randomUUID } from 'node:crypto';
import type { Db, Queryable } from '../storage/queryable';
import type { ConflictDraft, MergeResult, StoredRecord } from './merge';
import { rowFields, TABLES, toParam, type Column } from './tables';
import type { SyncedTable } from '../../src/domain/types';

export interface Writer {
  tx: Queryable;
  /** The next version: strictly increasing in commit order, since the clock row stays locked until commit. */
  nextVersion(): number;
  /**
   * For a caller that stores the clock itself, in its last statement (one round trip less): the value
   * to store, null when no version was handed out. withWriter then leaves the clock alone, and no
   * version may be handed out after this.
   */
  settleClock(): number | null;
}

/**
 * Runs fn in a transaction holding the sync_clock row lock, and stores the last version handed out.
 * Every write of a synced record goes through here: a pull may then trust that all versions up to the
 * committed clock value are committed too.
 */
export function withWriter<R>(db: Db, fn: (writer: Writer) => Promise<R>): Promise<R> {
  return db.transaction(async (tx) => {
    const { rows } = await tx.query<{ v: number }>('select v from sync_clock where id = 1 for update');
    const start = rows[0]?.v;
    if (start === undefined) throw new Error('sync_clock has no row: were the migrations applied?');
    let v = start;
    let settled = false;
    const result = await fn({
      tx,
      nextVersion: () => {
        if (settled) throw new Error('A version was asked for after the clock was settled');
        return ++v;
      },
      settleClock: () => {
        settled = true;
        return v === start ? null : v;
      },
    });
    if (!settled && v !== start) await tx.query('update sync_clock set v = $1 where id = 1', [v]);
    return result;
  });
}

/*
 * The merge clocks of a record (merge.ts: the clock and the version of the write that set each field)
 * are stored with each value once, and the fields it set: {"<hlc>": ["firstName", "lastName", ...]}
 * and {"<version>": [...]}. A record's fields mostly share the few writes that set them (a booking's
 * 29 fields, one create), so this is a fifth of the field-by-field map: in a push of 10,000 new
 * bookings, the database's time to insert them fell by about half (bench:sync). The field-by-field
 * form, as migration 018 found it, is still read.
 */

type StoredClocks = Record<string, readonly string[] | string | number>;

/** {field: value} as stored: {value: [field, ...]}. */
export function storedClocks(byField: Readonly<Record<string, string | number>>): Record<string, string[]> {
  const out: Record<string, string[]> = {};
  // for-in: no array of entries for each of a push's records.
  for (const field in byField) {
    const value = byField[field] as string | number;
    const fields = out[value];
    if (fields) fields.push(field);
    else out[value] = [field];
  }
  return out;
}

function perField<T>(stored: unknown, value: (key: string) => T, single: (value: string | number) => T): Record<string, T> {
  const out: Record<string, T> = {};
  if (!stored || typeof stored !== 'object') return out;
  for (const [key, fields] of Object.entries(stored as StoredClocks)) {
    if (Array.isArray(fields)) for (const field of fields as readonly string[]) out[field] = value(key);
    else out[key] = single(fields as string | number);
  }
  return out;
}

/** The clock of each field, from field_hlc as stored. */
export const fieldClocks = (stored: unknown): Record<string, string> => perField(stored, (hlc) => hlc, String);
/** The version of each field, from field_version as stored. */
export const fieldVersions = (stored: unknown): Record<string, number> => perField(stored, Number, Number);

export interface LoadedRecord extends StoredRecord {
  row: Record<string, unknown>;
  version: number;
}

export async function loadForUpdate(tx: Queryable, table: SyncedTable, id: string): Promise<LoadedRecord | null> {
  const { rows } = await tx.query<Record<string, unknown>>(`select * from ${table} where id = $1 for update`, [id]);
  const row = rows[0];
  if (!row) return null;
  return {
    row,
    version: Number(row.version),
    deleted: row.deleted === true,
    fields: rowFields(table, row),
    fieldHlc: fieldClocks(row.field_hlc),
    fieldVersion: fieldVersions(row.field_version),
  };
}

export interface InsertMeta {
  createdAt: Date;
  updatedAt: Date;
  version: number;
  customerId?: string | null;
}

export async function insertRecord(
  tx: Queryable,
  table: SyncedTable,
  id: string,
  merged: Pick<MergeResult, 'writes' | 'deleted' | 'fieldHlc' | 'fieldVersion'>,
  meta: InsertMeta,
): Promise<boolean> {
  const columns = ['id', 'created_at', 'updated_at', 'version', 'deleted', 'field_hlc', 'field_version'];
  const params: unknown[] = [
    id,
    meta.createdAt,
    meta.updatedAt,
    meta.version,
    merged.deleted,
    JSON.stringify(storedClocks(merged.fieldHlc)),
    JSON.stringify(storedClocks(merged.fieldVersion)),
  ];
  for (const column of TABLES[table].columns) {
    if (!(column.field in merged.writes)) continue;
    columns.push(column.column);
    params.push(toParam(column, merged.writes[column.field]));
  }
  if (table === 'bookings' && meta.customerId) {
    columns.push('customer_id');
    params.push(meta.customerId);
  }
  const placeholders = params.map((_p, i) => `$${i + 1}`).join(', ');
  const result = await tx.query(
    `insert into ${table} (${columns.join(', ')}) values (${placeholders}) on conflict (id) do nothing`,
    params,
  );
  return result.rowCount > 0;
}

export async function updateRecord(
  tx: Queryable,
  table: SyncedTable,
  id: string,
  merged: Pick<MergeResult, 'writes' | 'deleted' | 'fieldHlc' | 'fieldVersion'>,
  meta: { updatedAt: Date; version: number },
): Promise<void> {
  const sets = ['updated_at = $2', 'version = $3', 'deleted = $4', 'field_hlc = $5', 'field_version = $6'];
  const params: unknown[] = [
    id,
    meta.updatedAt,
    meta.version,
    merged.deleted,
    JSON.stringify(storedClocks(merged.fieldHlc)),
    JSON.stringify(storedClocks(merged.fieldVersion)),
  ];
  for (const column of TABLES[table].columns) {
    if (!(column.field in merged.writes)) continue;
    params.push(toParam(column, merged.writes[column.field]));
    sets.push(`${column.column} = $${params.length}`);
  }
  await tx.query(`update ${table} set ${sets.join(', ')} where id = $1`, params);
}

export async function insertConflicts(
  tx: Queryable,
  table: SyncedTable,
  recordId: string,
  conflicts: readonly ConflictDraft[],
  now: Date,
): Promise<void> {
  for (const c of conflicts) {
    await tx.query(
      `insert into sync_conflicts (id, table_name, record_id, field, kind, winning_value, winning_hlc,
         losing_value, losing_hlc, losing_client, created_at)
       values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11)`,
      [
        randomUUID(),
        table,
        recordId,
        c.field,
        c.kind,
        JSON.stringify(c.winningValue ?? null),
        c.winningHlc,
        JSON.stringify(c.losingValue ?? null),
        c.losingHlc,
        c.losingClient,
        now,
      ],
    );
  }
}

// ---- Set-wise reads and writes of a push batch (sync-push.ts) ----
//
// Many rows go in one parameter: a JSON array of row arrays, read with jsonb_array_elements (the same
// SQL on PGlite and PostgreSQL). Arrays rather than objects: they are much cheaper to build and to send.

/** The stored records of these ids (lower case), locked until commit, by id. */
export async function loadManyForUpdate(
  tx: Queryable,
  table: SyncedTable,
  ids: readonly string[],
): Promise<Map<string, LoadedRecord>> {
  const out = new Map<string, LoadedRecord>();
  if (ids.length === 0) return out;
  // A text array literal: the same parameter on both engines (ids are validated UUIDs).
  const { rows } = await tx.query<Record<string, unknown>>(`select * from ${table} where id = any($1::uuid[]) for update`, [
    `{${ids.join(',')}}`,
  ]);
  for (const row of rows) {
    out.set(String(row.id), {
      row,
      version: Number(row.version),
      deleted: row.deleted === true,
      fields: rowFields(table, row),
      fieldHlc: fieldClocks(row.field_hlc),
      fieldVersion: fieldVersions(row.field_version),
    });
  }
  return out;
}

/** The final state of one record after a batch, to be written in one statement with the others of its table. */
export interface RecordWrite {
  /** Lower case. */
  id: string;
  /** Not stored before the batch: inserted with every business column (null for never written ones). */
  insert: boolean;
  createdAt: Date;
  updatedAt: Date;
  version: number;
  deleted: boolean;
  fieldHlc: Record<string, string>;
  fieldVersion: Record<string, number>;
  /** Business fields (field -> value), every one for an insert. */
  fields: Record<string, unknown>;
  /** The business fields the batch wrote (an update leaves the others as they are). */
  written: ReadonlySet<string>;
}

/**
 * How element i of a row array is read: as text cast to the SQL type, or as jsonb itself. A business
 * json column is sent as its JSON text (toParam's value), so that null stays an SQL null.
 */
type ElementType = 'uuid' | 'timestamptz' | 'bigint' | 'integer' | 'double precision' | 'boolean' | 'text' | 'date' | 'jsonb' | 'json text';
const element = (i: number, type: ElementType) =>
  type === 'jsonb' ? `e->${i}` : type === 'json text' ? `(e->>${i})::jsonb` : `(e->>${i})::${type}`;

const ELEMENT_TYPES: Record<Column['kind'], ElementType> = {
  text: 'text',
  int: 'integer',
  float: 'double precision',
  bool: 'boolean',
  json: 'json text',
  date: 'date',
  uuid: 'uuid',
};

function recordValue(column: Column, value: unknown): unknown {
  if (value === undefined || value === null) return null;
  return column.kind === 'json' ? JSON.stringify(value) : value;
}

/**
 * Inserts and updates the records of one table in at most two statements; updates set the written
 * business columns only, as updateRecord. Inserts are plain: the caller read these ids under the
 * writer's lock and found nothing, so an existing id is an error (unique violation), not a skip.
 */
export async function writeRecords(tx: Queryable, table: SyncedTable, writes: readonly RecordWrite[]): Promise<void> {
  const columns = TABLES[table].columns;
  const inserts = writes.filter((w) => w.insert);
  const updates = writes.filter((w) => !w.insert);

  if (inserts.length > 0) {
    const names = ['id', 'created_at', 'updated_at', 'version', 'deleted', 'field_hlc', 'field_version'];
    const types: ElementType[] = ['uuid', 'timestamptz', 'timestamptz', 'bigint', 'boolean', 'jsonb', 'jsonb'];
    for (const column of columns) {
      names.push(column.column);
      types.push(ELEMENT_TYPES[column.kind]);
    }
    const rows = inserts.map((w) => {
      const row: unknown[] = [w.id, w.createdAt.toISOString(), w.updatedAt.toISOString(), w.version, w.deleted, storedClocks(w.fieldHlc), storedClocks(w.fieldVersion)];
      for (const column of columns) row.push(recordValue(column, w.fields[column.field]));
      return row;
    });
    await tx.query(
      `insert into ${table} (${names.join(', ')})
       select ${types.map((type, i) => element(i, type)).join(', ')} from jsonb_array_elements($1::jsonb) e`,
      [JSON.stringify(rows)],
    );
  }

  if (updates.length > 0) {
    const touched = columns.filter((c) => updates.some((w) => w.written.has(c.field)));
    const rows = updates.map((w) => {
      const row: unknown[] = [
        w.id,
        w.updatedAt.toISOString(),
        w.version,
        w.deleted,
        storedClocks(w.fieldHlc),
        storedClocks(w.fieldVersion),
        touched.filter((c) => w.written.has(c.field)).map((c) => c.column),
      ];
      for (const column of touched) row.push(w.written.has(column.field) ? recordValue(column, w.fields[column.field]) : null);
      return row;
    });
    const first = 7;
    const sets = touched.map((c, i) => {
      const value = element(first + i, ELEMENT_TYPES[c.kind]);
      return updates.every((w) => w.written.has(c.field))
        ? `${c.column} = ${value}`
        : `${c.column} = case when e->6 ? '${c.column}' then ${value} else t.${c.column} end`;
    });
    await tx.query(
      `update ${table} as t set updated_at = (e->>1)::timestamptz, version = (e->>2)::bigint, deleted = (e->>3)::boolean,
         field_hlc = e->4, field_version = e->5${sets.map((set) => `, ${set}`).join('')}
       from jsonb_array_elements($1::jsonb) e
       where t.id = (e->>0)::uuid`,
      [JSON.stringify(rows)],
    );
  }
}

export interface ConflictWrite extends ConflictDraft {
  table: SyncedTable;
  recordId: string;
  createdAt: Date;
}

/** insertConflicts for many records in one statement. */
export async function insertManyConflicts(tx: Queryable, conflicts: readonly ConflictWrite[]): Promise<void> {
  if (conflicts.length === 0) return;
  const rows = conflicts.map((c) => [
    randomUUID(),
    c.table,
    c.recordId,
    c.field,
    c.kind,
    JSON.stringify(c.winningValue ?? null),
    c.winningHlc,
    JSON.stringify(c.losingValue ?? null),
    c.losingHlc,
    c.losingClient,
    c.createdAt.toISOString(),
  ]);
  const types: ElementType[] = ['uuid', 'text', 'uuid', 'text', 'text', 'json text', 'text', 'json text', 'text', 'uuid', 'timestamptz'];
  await tx.query(
    `insert into sync_conflicts (id, table_name, record_id, field, kind, winning_value, winning_hlc,
       losing_value, losing_hlc, losing_client, created_at)
     select ${types.map((type, i) => element(i, type)).join(', ')} from jsonb_array_elements($1::jsonb) e`,
    [JSON.stringify(rows)],
  );
}
