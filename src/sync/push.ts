// Sends the outbox: staff devices through /api/sync/push in seq-ordered batches, visitors' bookings
// and messages through the public endpoints. Shared by the engine and the service worker.

import { SYNC_KEYS, type AppDb, type RejectedEntry } from '../db/db';
import { toStorageError } from '../db/errors';
import {
  getClientId,
  getCursor,
  observeServerTime,
  peekOutbox,
  readStoredAuth,
  type SyncAuth,
} from '../db/sync-state';
import {
  SCHEMA_VERSION,
  type MutationResult,
  type PublicSubmitResponse,
  type PushResponse,
  type WireMutation,
} from '../domain/protocol';
import { SYNCED_TABLES, type OutboxEntry, type SyncedTable } from '../domain/types';
import { withLock, deviceLockName } from './lock';
import { HttpError, ProtocolError, requestJson, type Endpoint, type FetchLike } from './transport';

export interface SyncContext extends Endpoint {
  db: AppDb;
  now: () => number;
}

export interface PushSummary {
  applied: number;
  duplicate: number;
  rejected: number;
  /** Public submissions the server took. */
  delivered: number;
  /** Outbox entries left after this push. */
  remaining: number;
}

/** Mutations per push request. */
export const PUSH_BATCH = 100;

/** A visitor's booking or contact message: sent through the public endpoints when no staff is signed in. */
export function isPublicSubmission(entry: Pick<OutboxEntry, 'op' | 'table' | 'fields'>): boolean {
  if (entry.op !== 'create') return false;
  return entry.table === 'contacts' || (entry.table === 'bookings' && entry.fields.source === 'public');
}

function toWire(entry: OutboxEntry): WireMutation {
  return {
    id: entry.mutationId,
    seq: entry.seq,
    table: entry.table,
    recordId: entry.recordId,
    op: entry.op,
    baseRev: entry.baseRev,
    fields: entry.fields,
    hlc: entry.hlc,
  };
}

function checkPushResponse(value: unknown): PushResponse {
  const res = value as Partial<PushResponse> | null;
  if (!res || !Array.isArray(res.results) || typeof res.lastSeq !== 'number' || typeof res.serverTime !== 'string') {
    throw new ProtocolError('The push answer lacks results, lastSeq or serverTime');
  }
  return res as PushResponse;
}

const synced = (db: AppDb) => SYNCED_TABLES.map((table) => db.table(table));

/**
 * Takes the server's answers in one transaction: answered entries leave the outbox (refused ones
 * move to `rejected`), records with nothing else pending get the answered version as `rev`.
 * Returns how many of `entries` were answered.
 */
async function applyPushResults(db: AppDb, entries: readonly OutboxEntry[], results: readonly MutationResult[], summary: PushSummary): Promise<number> {
  const byId = new Map(entries.map((entry) => [entry.mutationId, entry]));
  const answered: number[] = [];
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
  }
  if (answered.length === 0) return 0;
  try {
    await db.transaction('rw', [...synced(db), db.outbox, db.rejected, db.syncState], async () => {
      await db.outbox.bulkDelete(answered);
      if (refused.length > 0) await db.rejected.bulkPut(refused);
      if (versions.size === 0) return;
      const touched = [...versions.values()];
      // One equals() per record: anyOf() over a compound index is far slower on some IndexedDBs.
      const counts = await Promise.all(touched.map((t) => db.outbox.where('[table+recordId]').equals([t.table, t.id]).count()));
      const stillPending = new Set(touched.filter((_, i) => (counts[i] ?? 0) > 0).map((t) => `${t.table}:${t.id}`));
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
    throw toStorageError(error);
  }
  return answered.length;
}

/**
 * The server has every seq up to `lastSeq` and the outbox starts further on (public submissions
 * went out through the public endpoints): renumber the waiting entries from lastSeq + 1, in order.
 * Safe under the device lock: the server committed nothing of this device past lastSeq.
 */
async function closeSeqGap(db: AppDb, lastSeq: number): Promise<boolean> {
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

async function pushStaff(ctx: SyncContext, token: string, summary: PushSummary): Promise<void> {
  const clientId = await getClientId(ctx.db);
  let renumbered = false;
  // Bounded: each round answers at least one entry or ends.
  for (let round = 0; round < 100_000; round++) {
    const entries = await peekOutbox(ctx.db, PUSH_BATCH);
    const first = entries[0];
    if (!first) return;
    const sentAt = ctx.now();
    const res = checkPushResponse(
      await requestJson<unknown>(ctx, '/api/sync/push', {
        token,
        body: { clientId, schemaVersion: SCHEMA_VERSION, mutations: entries.map(toWire) },
      }),
    );
    await observeServerTime(ctx.db, res.serverTime, sentAt, ctx.now());
    const answered = await applyPushResults(ctx.db, entries, res.results, summary);
    if (answered > 0) continue;
    if (!renumbered && first.seq > res.lastSeq + 1 && (await closeSeqGap(ctx.db, res.lastSeq))) {
      renumbered = true;
      continue;
    }
    throw new ProtocolError(
      `The server answered none of ${entries.length} changes (first seq ${first.seq}, server's last seq ${res.lastSeq})`,
    );
  }
}

/**
 * Business fields and id of a create entry: what the public endpoints take. The entry's own id is
 * the idempotency key: only a retry of this very submission gets its receipt again.
 */
function publicBody(entry: OutboxEntry): Record<string, unknown> {
  const body: Record<string, unknown> = { ...entry.fields, id: entry.recordId, idempotencyKey: entry.mutationId };
  delete body.createdAt;
  delete body.updatedAt;
  delete body.rev;
  return body;
}

async function submitPublic(ctx: SyncContext, auth: SyncAuth | null, summary: PushSummary): Promise<void> {
  const entries = await ctx.db.outbox.orderBy('seq').filter(isPublicSubmission).toArray();
  const token = auth?.kind === 'customer' ? auth.token : undefined;
  for (const entry of entries) {
    const path = entry.table === 'bookings' ? '/api/public/bookings' : '/api/public/contacts';
    let res: Partial<PublicSubmitResponse> | null;
    try {
      res = await requestJson<Partial<PublicSubmitResponse> | null>(ctx, path, { token, body: publicBody(entry) });
    } catch (error) {
      if (error instanceof HttpError && !error.retryable && error.status !== 401) {
        await moveToRejected(ctx.db, entry, error.message);
        summary.rejected++;
        continue;
      }
      throw error;
    }
    if (!res || typeof res.receipt !== 'string') throw new ProtocolError(`The answer of ${path} has no receipt`);
    const receipt = res.receipt;
    try {
      await ctx.db.transaction('rw', ctx.db.outbox, ctx.db.receipts, async () => {
        await ctx.db.outbox.delete(entry.seq);
        await ctx.db.receipts.put({
          recordId: entry.recordId,
          table: entry.table as 'bookings' | 'contacts',
          receipt,
          deliveredAt: new Date(ctx.now()).toISOString(),
          lastStatus: null,
          lastCheckedAt: null,
        });
      });
    } catch (error) {
      throw toStorageError(error);
    }
    summary.delivered++;
  }
}

async function moveToRejected(db: AppDb, entry: OutboxEntry, reason: string): Promise<void> {
  try {
    await db.transaction('rw', db.outbox, db.rejected, async () => {
      await db.rejected.put({ ...entry, reason, rejectedAt: new Date().toISOString() });
      await db.outbox.delete(entry.seq);
    });
  } catch (error) {
    throw toStorageError(error);
  }
}

/**
 * Pushes what this session may push: everything with a staff session; otherwise the public
 * submissions only (the rest waits in the outbox for a staff sign-in).
 */
export async function pushOutbox(ctx: SyncContext, auth: SyncAuth | null): Promise<PushSummary> {
  const summary: PushSummary = { applied: 0, duplicate: 0, rejected: 0, delivered: 0, remaining: 0 };
  if (auth?.kind === 'staff') await pushStaff(ctx, auth.token, summary);
  else await submitPublic(ctx, auth, summary);
  summary.remaining = await ctx.db.outbox.count();
  return summary;
}

export const BACKGROUND_SYNC_TAG = 'vtc-outbox';

/** The service worker's push: the session the UI stored, the device lock, the same push. */
export function runBackgroundPush(options: { db: AppDb; fetch: FetchLike; baseUrl: string; lockName?: string }): Promise<PushSummary> {
  const { db } = options;
  return withLock(options.lockName ?? deviceLockName(db.name), async () =>
    pushOutbox({ db, fetch: options.fetch, baseUrl: options.baseUrl, now: () => Date.now() }, await readStoredAuth(db)),
  );
}
