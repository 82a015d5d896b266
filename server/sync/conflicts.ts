// The conflicts list of /admin/sync: values that lost a merge, and their resolution by an admin.

import type { SyncConflict, ResolveConflictResponse } from '../../src/domain/protocol';
import { isSyncedTable, SYNCED_TABLES } from '../../src/domain/types';
import type { Deps, StaffCaller } from '../http/context';
import { ApiError } from '../http/http';
import { DELETED, serverHlc } from './merge';
import { checkWhole, InputError } from './record-input';
import { loadForUpdate, updateRecord, withWriter } from './records';
import { toIso } from './tables';
import { applyBatchEffects, BatchTrace } from './batch-effects';

interface ConflictRow {
  id: string;
  table_name: string;
  record_id: string;
  field: string;
  kind: 'field' | 'deleted';
  winning_value: unknown;
  winning_hlc: string | null;
  losing_value: unknown;
  losing_hlc: string | null;
  losing_client: string | null;
  created_at: Date;
  resolved_at: Date | null;
  resolution: 'current' | 'other' | null;
  record_deleted: boolean | null;
}

function toWire(row: ConflictRow): SyncConflict {
  return {
    id: row.id,
    table: row.table_name as SyncConflict['table'],
    recordId: row.record_id,
    field: row.field,
    kind: row.kind,
    winningValue: row.winning_value ?? null,
    winningHlc: row.winning_hlc,
    losingValue: row.losing_value ?? null,
    losingHlc: row.losing_hlc,
    losingClient: row.losing_client,
    recordDeleted: row.record_deleted ?? true,
    createdAt: row.created_at.toISOString(),
    resolvedAt: row.resolved_at ? row.resolved_at.toISOString() : null,
    resolution: row.resolution,
  };
}

const recordDeletedSql = `(select deleted from (
    ${SYNCED_TABLES.map((t) => `select '${t}' as t, id, deleted from ${t}`).join(' union all ')}
  ) r where r.t = c.table_name and r.id = c.record_id)`;

export async function listConflicts(deps: Deps): Promise<SyncConflict[]> {
  const { rows } = await deps.db.query<ConflictRow>(
    `select c.*, ${recordDeletedSql} as record_deleted
     from sync_conflicts c where c.resolved_at is null order by c.created_at, c.id limit 1000`,
  );
  return rows.map(toWire);
}

/**
 * 'current' keeps the record as it is; 'other' writes the losing value as a new server write (fresh
 * version, an HLC after every one of the record's), restoring the record when it was deleted.
 */
export async function resolveConflict(
  deps: Deps,
  caller: StaffCaller,
  conflictId: string,
  keep: 'current' | 'other',
): Promise<ResolveConflictResponse> {
  return withWriter(deps.db, async (writer) => {
    const { tx } = writer;
    const now = deps.now();
    const { rows } = await tx.query<ConflictRow>('select *, null as record_deleted from sync_conflicts where id = $1 for update', [
      conflictId,
    ]);
    const conflict = rows[0];
    if (!conflict) throw new ApiError(404, 'Conflict not found');
    if (conflict.resolved_at) throw new ApiError(409, 'This conflict is already resolved');
    const table = conflict.table_name;
    if (!isSyncedTable(table)) throw new ApiError(409, 'This conflict names an unknown table');

    let version: number | null = null;
    if (keep === 'other') {
      const current = await loadForUpdate(tx, table, conflict.record_id);
      if (!current) throw new ApiError(409, 'The record no longer exists on the server');
      const change = { [conflict.field]: conflict.losing_value ?? null };
      try {
        checkWhole(table, conflict.record_id, current.fields, change, {
          createdAt: toIso(current.row.created_at),
          updatedAt: now.toISOString(),
        });
      } catch (error) {
        if (error instanceof InputError) {
          throw new ApiError(409, `The other value cannot be applied: ${error.message}`, { details: error.details });
        }
        throw error;
      }
      const hlc = serverHlc(now.getTime(), deps.hlcNode, Object.values(current.fieldHlc));
      version = writer.nextVersion();
      const fieldHlc = { ...current.fieldHlc, [conflict.field]: hlc };
      const fieldVersion = { ...current.fieldVersion, [conflict.field]: version };
      if (current.deleted) {
        fieldHlc[DELETED] = hlc;
        fieldVersion[DELETED] = version;
      }
      await updateRecord(tx, table, conflict.record_id, { writes: change, deleted: false, fieldHlc, fieldVersion }, {
        updatedAt: now,
        version,
      });
      // What the restored value implies, as after a push (a ride's driver: its remarks and events move).
      const trace = new BatchTrace();
      trace.note(table, conflict.record_id.toLowerCase(), current);
      await applyBatchEffects(writer, deps.hlcNode, trace, now);
    }
    await tx.query('update sync_conflicts set resolved_at = $2, resolution = $3, resolved_by = $4 where id = $1', [
      conflictId,
      now,
      keep,
      caller.id,
    ]);
    return { id: conflictId, resolution: keep, version };
  });
}
