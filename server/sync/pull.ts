// POST /api/sync/pull: the rows changed since the cursor, in version order, as the caller may see them.
//
// Safe under concurrent pushes: the committed sync_clock value is read first, and every writer
// holds the clock row lock until it commits, so every version up to that value is committed and
// visible to the next statement. Rows above it are left for the next pull.

import { PULL_LIMIT_DEFAULT, pullRequestSchema } from '../../src/domain/protocol';
import { SYNCED_TABLES, type SyncedTable } from '../../src/domain/types';
import { isVisible, project, pullScope, readableTables, recordRulesApply } from '../accounts/access';
import type { Caller, Deps } from '../http/context';
import { PURGED_THROUGH_KEY } from '../storage/housekeeping';
import type { Queryable } from '../storage/queryable';
import { parseBody } from '../http/http';
import { wireJsonSql } from './tables';

interface ChangeRow {
  t: SyncedTable;
  id: string;
  version: number;
  deleted: boolean;
  /** The wire record as JSON text (wireJsonSql); null for a tombstone. */
  data: string | null;
}

export async function purgedThrough(db: Queryable): Promise<number> {
  const { rows } = await db.query<{ value: unknown }>('select value from app_meta where key = $1', [PURGED_THROUGH_KEY]);
  const value = rows[0]?.value;
  return typeof value === 'number' ? value : 0;
}

/**
 * Up to limit + 1 rows of the caller's tables with from < version <= clock, in version order.
 *
 * Each table gives its first limit + 1 rows above the cursor (its version index), and only those are
 * turned into their wire JSON (in SQL, as text: no object is made of them on the way out), without
 * the merge bookkeeping that no caller reads. The clock bound is applied
 * after that limit: rows above the clock come last in version order, so dropping them leaves each
 * table's rows up to the clock in full. Without it in the scan, the planner does not take a range
 * estimate of a table it has no statistics of (PGlite has no autovacuum) for a few rows and sort the
 * whole table, computing JSON for every row, to serve one page.
 * Rows out of the caller's view (pullScope) come as deletes, without their data.
 */
async function changedRows(db: Queryable, caller: Caller, from: number, clock: number, limit: number): Promise<ChangeRow[]> {
  const params: unknown[] = [from, clock, limit + 1];
  const param = (value: unknown) => {
    params.push(value);
    return `$${params.length}`;
  };
  const branches = readableTables(caller).map((table) => {
    const scope = pullScope(table, caller, param);
    return `(select '${table}' as t, r.id, r.version, r.deleted or r.hidden as deleted,
               case when r.deleted or r.hidden then null else ${wireJsonSql(table)} end as data
             from (select r.*, ${scope.hidden} as hidden from ${scope.from}
                   where r.version > $1${scope.where} order by r.version limit $3) r
             where r.version <= $2)`;
  });
  const { rows } = await db.query<ChangeRow>(
    `select t, id, version, deleted, data from (${branches.join(' union all ')}) u order by version limit $3`,
    params,
  );
  return rows;
}

/**
 * The answer as JSON text (a PullResponse): the rows' JSON from the database goes into it as it is,
 * except where the caller's rules may change a record (isVisible, project).
 */
export async function pull(deps: Deps, caller: Caller, body: unknown): Promise<string> {
  const request = parseBody(pullRequestSchema, body);
  await deps.housekeeping();
  const limit = request.limit ?? PULL_LIMIT_DEFAULT;
  const db = deps.db;
  const clock = (await db.query<{ v: number }>('select v from sync_clock where id = 1')).rows[0]?.v ?? 0;
  // A cursor past the clock comes from another server (or one restored from a backup).
  let reset = request.cursor !== null && request.cursor.v > clock;
  let rows = await changedRows(db, caller, reset ? 0 : (request.cursor?.v ?? 0), clock, limit);
  // Read after the rows: a purge committed in between either left its tombstones in them, or shows here.
  if (!reset && request.cursor && request.cursor.v < (await purgedThrough(db))) {
    reset = true;
    rows = await changedRows(db, caller, 0, clock, limit);
  }

  const hasMore = rows.length > limit;
  const page = hasMore ? rows.slice(0, limit) : rows;
  const changes = page.map((row) => {
    if (!(SYNCED_TABLES as readonly string[]).includes(row.t)) throw new Error(`Unknown table ${row.t}`);
    const head = `{"table":"${row.t}","id":${JSON.stringify(row.id)},"version":${Number(row.version)},"deleted":`;
    const gone = `${head}true,"data":{}}`;
    if (row.deleted || row.data === null) return gone;
    if (!recordRulesApply(row.t, caller)) return `${head}false,"data":${row.data}}`;
    const data = JSON.parse(row.data) as Record<string, unknown>;
    if (!isVisible(row.t, data, caller)) return gone;
    return `${head}false,"data":${JSON.stringify(project(row.t, data, caller))}}`;
  });
  const last = page[page.length - 1];
  const cursor = { v: hasMore && last ? Number(last.version) : clock };
  return `{"changes":[${changes.join(',')}],"cursor":${JSON.stringify(cursor)},"hasMore":${hasMore},"reset":${reset},"serverTime":${JSON.stringify(deps.now().toISOString())}}`;
}
