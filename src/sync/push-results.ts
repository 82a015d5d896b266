// The device side of a push answer: answered entries leave the outbox (refused ones move to
// \`rejected\`), records get their new version, and the seq numbering follows the server's.

import { SYNC_KEYS, type AppDb, type RejectedEntry } from '../db/db';
import { toStorageError } from '../db/errors';
import { getCursor } from '../db/sync-state';
import type { MutationResult } from '../domain/protocol';
import { SYNCED_TABLES, type OutboxEntry, type SyncedTable } from '../domain/types';
import type { PushSummary } from './sync-context';

const synced = (db: AppDb) => SYNCED_TABLES.map((table) => db.table(table));

const recordKey = (entry: Pick<OutboxEntry, 'table' | 'recordId'>) => `${entry.table}:${entry.recordId}`;

/**
 * How many outbox entries each record has, kept through one push: its answers then need one read of
 * the entries added meanwhile instead of one query per record. Exact under the device lock, where
 * only the push removes entries and new ones come with higher seqs. Used inside a transaction over
 * the outbox; forget() after any other change of the outbox, or a transaction that failed.
 */
export class OutboxCounts {
  private counts: Map<string, number> | null = null;
  private lastSeq = 0;

  /** Takes in the entries added since the last call (all of them the first time). */
  async refresh(db: AppDb): Promise<void> {
    const added = this.counts === null ? await db.outbox.toArray() : await db.outbox.where('seq').above(this.lastSeq).toArray();
    const counts = (this.counts ??= new Map());
    for (const entry of added) {
      counts.set(recordKey(entry), (counts.get(recordKey(entry)) ?? 0) + 1);
      this.lastSeq = Math.max(this.lastSeq, entry.seq);
    }
  }

  remove(entries: readonly OutboxEntry[]): void {
    for (const entry of entries) {
      const key = recordKey(entry);
      const left = (this.counts?.get(key) ?? 0) - 1;
      if (left > 0) this.counts?.set(key, left);
      else this.counts?.delete(key);
    }
  }

  pending(table: SyncedTable, id: string): boolean {
    return (this.counts?.get(`${table}:${id}`) ?? 0) > 0;
  }

  forget(): void {
    this.counts = null;
    this.lastSeq = 0;
  }
}

/** Deletes outbox entries: each run of consecutive seqs in one range delete, rather than one delete per entry. */
async function deleteEntries(db: AppDb, seqs: readonly number[]): Promise<void> {
  const sorted = [...seqs].sort((a, b) => a - b);
  const single: number[] = [];
  for (let i = 0; i < sorted.length; ) {
    let j = i;
    while (j + 1 < sorted.length && sorted[j + 1] === (sorted[j] as number) + 1) j++;
    const from = sorted[i] as number;
    const to = sorted[j] as number;
    if (from === to) single.push(from);
    else await db.outbox.where('seq').between(from, to, true, true).delete();
    i = j + 1;
  }
  if (single.length > 0) await db.outbox.bulkDelete(single);
}

/**
 * Takes the server's answers in one transaction: answered entries leave the outbox (refused ones
 * move to `rejected`), records with nothing else pending get the answered version as `rev`.
 * Returns how many of `entries` were answered.
 */
export async function applyPushResults(
  db: AppDb,
  entries: readonly OutboxEntry[],
  results: readonly MutationResult[],
  summary: PushSummary,
  counts?: OutboxCounts,
): Promise<number> {
  const byId = new Map(entries.map((entry) => [entry.mutationId, entry]));
  const answered: number[] = [];
  const answeredEntries: OutboxEntry[] = [];
  const refused: RejectedEntry[] = [];
  const versions = new Map<string, { table: SyncedTable; id: string; version: number }>();
  const rejectedAt = new Date().toISOString();
  for (const result of results) {
    const entry = byId.get(result?.id);
    if (!entry) continue;
    if (result.status === 'rejected') {
      refused.push({ ...entry, reason: result.reason || 'Refused by the server', rejectedAt });
      summary.rejected++;
    } else if (result.status === 'applied' || result.status === 'duplicate') {
      summary[result.status]++;
      if (typeof result.version === 'number' && Number.isFinite(result.version)) {
        const key = `${entry.table}:${entry.recordId}`;
        const seen = versions.get(key);
        if (!seen || seen.version < result.version) versions.set(key, { table: entry.table, id: entry.recordId, version: result.version });
      }
    } else {
      continue;
    }
    byId.delete(entry.mutationId);
    answered.push(entry.seq);
    answeredEntries.push(entry);
  }
  if (answered.length === 0) return 0;
  try {
    await db.transaction('rw', [...synced(db), db.outbox, db.rejected, db.syncState], async () => {
      if (counts) {
        await counts.refresh(db);
        counts.remove(answeredEntries);
      }
      await deleteEntries(db, answered);
      if (refused.length > 0) await db.rejected.bulkPut(refused);
      if (versions.size === 0) return;
      const touched = [...versions.values()];
      let stillPending: Set<string>;
      if (counts) {
        stillPending = new Set(touched.filter((t) => counts.pending(t.table, t.id)).map((t) => `${t.table}:${t.id}`));
      } else {
        // One equals() per record: anyOf() over a compound index is far slower on some IndexedDBs.
        const found = await Promise.all(touched.map((t) => db.outbox.where('[table+recordId]').equals([t.table, t.id]).count()));
        stillPending = new Set(touched.filter((_, i) => (found[i] ?? 0) > 0).map((t) => `${t.table}:${t.id}`));
      }
      const cursor = await getCursor(db);
      let rewindTo = cursor?.v ?? null;
      for (const table of SYNCED_TABLES) {
        const settled = touched.filter((t) => t.table === table && !stillPending.has(`${table}:${t.id}`));
        if (settled.length === 0) continue;
        const records = db.table<{ id: string; rev: number }, string>(table);
        const locals = await records.bulkGet(settled.map((t) => t.id));
        const updated = settled.flatMap((t, i) => {
          const local = locals[i];
          return local && t.version > local.rev ? [{ ...local, rev: t.version }] : [];
        });
        if (updated.length > 0) await records.bulkPut(updated);
        for (const { version } of settled) {
          // A pull already went past this change (its first answer was lost): the values it brought
          // for the fields kept local are gone, so pull again from just before it.
          if (rewindTo !== null && version <= rewindTo) rewindTo = version - 1;
        }
      }
      if (cursor && rewindTo !== null && rewindTo < cursor.v) await db.syncState.put({ key: SYNC_KEYS.cursor, value: { v: Math.max(0, rewindTo) } });
    });
  } catch (error) {
    counts?.forget();
    throw toStorageError(error);
  }
  return answered.length;
}

/**
 * The server has every seq up to `lastSeq` and the outbox starts further on (public submissions
 * went out through the public endpoints): renumber the waiting entries from lastSeq + 1, in order.
 * Safe under the device lock: the server committed nothing of this device past lastSeq.
 */
export async function closeSeqGap(db: AppDb, lastSeq: number): Promise<boolean> {
  try {
    return await db.transaction('rw', db.outbox, async () => {
      const entries = await db.outbox.orderBy('seq').toArray();
      const first = entries[0];
      if (!first || first.seq <= lastSeq + 1) return false;
      await db.outbox.bulkDelete(entries.map((entry) => entry.seq));
      await db.outbox.bulkAdd(entries.map((entry, i) => ({ ...entry, seq: lastSeq + 1 + i })));
      return true;
    });
  } catch (error) {
    throw toStorageError(error);
  }
}

/** Moves one entry from the outbox to the rejected list, with why (and a code the screens translate). */
export async function moveToRejected(db: AppDb, entry: OutboxEntry, reason: string, extra: Pick<RejectedEntry, 'code' | 'bytes'> = {}): Promise<void> {
  try {
    await db.transaction('rw', db.outbox, db.rejected, async () => {
      await db.rejected.put({ ...entry, ...extra, reason, rejectedAt: new Date().toISOString() });
      await db.outbox.delete(entry.seq);
    });
  } catch (error) {
    throw toStorageError(error);
  }
}
