// Changes the server refused: sent again with the user's corrections, or dropped. Kept apart from
// the push path so that the service worker's bundle carries no schemas.

import { SYNC_KEYS, type AppDb } from '../db/db';
import { toStorageError } from '../db/errors';
import { initialHlcState, isHlcState, isNodeId, newNodeId, send, type HlcState } from '../domain/hlc';
import { schemaFor, validate } from '../domain/schemas';
import type { OutboxEntry } from '../domain/types';

/** The next HLC of this device, inside a caller's rw transaction over syncState. */
async function tickClock(db: AppDb): Promise<string> {
  const [hlcRow, offsetRow, nodeRow] = await db.syncState.bulkGet([SYNC_KEYS.hlc, SYNC_KEYS.clockOffsetMs, SYNC_KEYS.nodeId]);
  const offset = typeof offsetRow?.value === 'number' && Number.isFinite(offsetRow.value) ? offsetRow.value : 0;
  let state: HlcState;
  if (isHlcState(hlcRow?.value)) state = hlcRow.value;
  else {
    const node = isNodeId(nodeRow?.value) ? nodeRow.value : newNodeId();
    if (!nodeRow) await db.syncState.put({ key: SYNC_KEYS.nodeId, value: node });
    state = initialHlcState(node);
  }
  const next = send(state, Date.now() + offset);
  await db.syncState.put({ key: SYNC_KEYS.hlc, value: next.state });
  return next.hlc;
}

type Row = Record<string, unknown>;

/**
 * Puts a rejected change back in the outbox as a new mutation (new id, fresh HLC), with the user's
 * corrections merged into its fields, and makes the local record show it. The repository's own
 * functions cannot do this: a patch that repeats the record's current values writes nothing.
 * Throws ValidationError (writing nothing) when the corrected fields are still invalid.
 */
export async function requeueRejected(db: AppDb, mutationId: string, editedFields: Row = {}): Promise<OutboxEntry> {
  const entry = await db.rejected.get(mutationId);
  if (!entry) throw new Error(`No rejected change ${mutationId}`);
  const table = entry.table;
  const schemas = schemaFor(table);
  const fields: Row = entry.op === 'delete' ? {} : { ...entry.fields, ...editedFields };
  if (entry.op === 'create') {
    fields.id = entry.recordId;
    validate(schemas.create, Object.fromEntries(Object.entries(fields).filter(([, value]) => value !== null)), table);
  } else if (entry.op === 'patch') {
    validate(schemas.patch, fields, table);
  }
  try {
    return await db.transaction('rw', [db.table(table), db.outbox, db.syncState, db.rejected], async () => {
      const records = db.table<Row, string>(table);
      const current = await records.get(entry.recordId);
      if (entry.op === 'create') {
        const record: Row = { ...Object.fromEntries(Object.entries(fields).filter(([, value]) => value !== null)), rev: typeof current?.rev === 'number' ? current.rev : 0 };
        await records.put(record);
      } else if (entry.op === 'patch' && current) {
        const next: Row = { ...current, updatedAt: new Date().toISOString() };
        for (const [key, value] of Object.entries(fields)) {
          if (value === null) delete next[key];
          else next[key] = value;
        }
        validate(schemas.record, next, table);
        await records.put(next);
      } else if (entry.op === 'delete' && current) {
        await records.delete(entry.recordId);
      }
      const requeued: Omit<OutboxEntry, 'seq'> = {
        mutationId: crypto.randomUUID(),
        table,
        recordId: entry.recordId,
        op: entry.op,
        fields,
        hlc: await tickClock(db),
        baseRev: typeof current?.rev === 'number' ? current.rev : entry.baseRev,
        createdAt: new Date().toISOString(),
      };
      const seq = await db.outbox.add(requeued as OutboxEntry);
      await db.rejected.delete(mutationId);
      return { ...requeued, seq } as OutboxEntry;
    });
  } catch (error) {
    throw toStorageError(error);
  }
}

/**
 * Forgets a rejected change. The local record may still show it, so the next pull starts from
 * scratch: the device takes the server's values again and drops what the server never had.
 */
export async function discardRejected(db: AppDb, mutationId: string): Promise<void> {
  try {
    await db.transaction('rw', db.rejected, db.syncState, async () => {
      await db.rejected.delete(mutationId);
      await db.syncState.delete(SYNC_KEYS.cursor);
    });
  } catch (error) {
    throw toStorageError(error);
  }
}
