// Many creates and patches of one table (an import of thousands of records), written in chunks with
// bulk calls, each record with the same outbox entry createRecord or patchRecord would make.
import { schemaFor, validate } from '../domain/schemas';
import type { CreateInput, PatchFields, SyncedRecordMap, SyncedTable } from '../domain/types';
import type { AppDb } from './db';
import { NotFoundError } from './errors';
import { buildRecord, definedOnly, patched, revOf, withoutRev, type Row } from './repository-records';
import { outboxEntry, runWrite, tableOf, type OutboxRow, type WriteOptions } from './repository-write';

export interface BulkWriteResult {
  created: number;
  updated: number;
  /** The records refused (invalid, an id taken since, a record gone since), with why; the others are written. */
  failed: { id: string; error: unknown }[];
}

export interface BulkWriteOptions extends WriteOptions {
  /** Writes per transaction (default 500). */
  chunkSize?: number;
  /** Called after each transaction with the records handled so far (written or refused). */
  onProgress?: (handled: number) => void;
}

/**
 * Creates and patches many records of one table, each with its outbox entry as createRecord and
 * patchRecord make them, in transactions of `chunkSize` writes with bulk calls (an import of
 * thousands of records). A record that cannot be written is reported and the rest go on; each
 * transaction is written whole or not at all.
 */
export async function bulkWrite<T extends SyncedTable>(
  db: AppDb,
  table: T,
  writes: { create: readonly (CreateInput<T> & { id: string })[]; patch: readonly { id: string; changes: PatchFields<T> }[] },
  options: BulkWriteOptions = {},
): Promise<BulkWriteResult> {
  const result: BulkWriteResult = { created: 0, updated: 0, failed: [] };
  const size = Math.max(1, options.chunkSize ?? 500);
  let handled = 0;
  const creates: SyncedRecordMap[T][] = [];
  for (const data of writes.create) {
    try {
      creates.push(buildRecord(table, data));
    } catch (error) {
      result.failed.push({ id: data.id, error });
    }
  }
  const patches: { id: string; input: Row }[] = [];
  for (const { id, changes } of writes.patch) {
    const input = definedOnly(changes);
    try {
      validate(schemaFor(table).patch, input, table);
      patches.push({ id, input });
    } catch (error) {
      result.failed.push({ id, error });
    }
  }
  handled = result.failed.length;

  for (let i = 0; i < creates.length; i += size) {
    const chunk = creates.slice(i, i + size);
    const failed: BulkWriteResult['failed'] = [];
    const written = await runWrite(db, [table], options, async (clock) => {
      const taken = await tableOf(db, table).bulkGet(chunk.map((r) => r.id));
      const fresh = chunk.filter((record, k) => {
        if (taken[k]) failed.push({ id: record.id, error: new Error(`${table} ${record.id} already exists`) });
        return !taken[k];
      });
      await tableOf(db, table).bulkAdd(fresh);
      await db.outbox.bulkAdd(fresh.map((record) => outboxEntry(clock, table, record.id, 'create', withoutRev(record), 0)));
      return fresh.length;
    });
    result.created += written;
    result.failed.push(...failed);
    handled += chunk.length;
    options.onProgress?.(handled);
  }

  for (let i = 0; i < patches.length; i += size) {
    const chunk = patches.slice(i, i + size);
    const failed: BulkWriteResult['failed'] = [];
    const written = await runWrite(db, [table], options, async (clock) => {
      const currents = (await tableOf(db, table).bulkGet(chunk.map((p) => p.id))) as (Row | undefined)[];
      const puts: Row[] = [];
      const entries: OutboxRow[] = [];
      chunk.forEach(({ id, input }, k) => {
        const current = currents[k];
        if (!current) return failed.push({ id, error: new NotFoundError(table, id) });
        try {
          const { next, changed } = patched(table, current, input);
          if (!changed) return;
          puts.push(next);
          entries.push(outboxEntry(clock, table, id, 'patch', changed, revOf(current)));
        } catch (error) {
          failed.push({ id, error });
        }
      });
      await tableOf(db, table).bulkPut(puts as unknown as SyncedRecordMap[T][]);
      await db.outbox.bulkAdd(entries);
      return puts.length;
    });
    result.updated += written;
    result.failed.push(...failed);
    handled += chunk.length;
    options.onProgress?.(handled);
  }
  return result;
}
