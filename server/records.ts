// Reads and writes of synced records in SQL, and the write lock that hands out versions.

import { randomUUID } from 'node:crypto';
import type { Db, Queryable } from './db';
import type { ConflictDraft, MergeResult, StoredRecord } from './merge';
import { rowFields, TABLES, toParam } from './tables';
import type { SyncedTable } from '../src/domain/types';

export interface Writer {
  tx: Queryable;
  /** The next version: strictly increasing in commit order, since the clock row stays locked until commit. */
  nextVersion(): number;
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
    const result = await fn({ tx, nextVersion: () => ++v });
    if (v !== start) await tx.query('update sync_clock set v = $1 where id = 1', [v]);
    return result;
  });
}

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
    fieldHlc: (row.field_hlc ?? {}) as Record<string, string>,
    fieldVersion: (row.field_version ?? {}) as Record<string, number>,
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
    JSON.stringify(merged.fieldHlc),
    JSON.stringify(merged.fieldVersion),
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
    JSON.stringify(merged.fieldHlc),
    JSON.stringify(merged.fieldVersion),
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
