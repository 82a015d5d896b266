// Sends the outbox: staff devices through /api/sync/push in seq-ordered batches, visitors' bookings
// and messages through the public endpoints. Shared by the engine and the service worker.
//
// A batch holds at most PUSH_BATCH entries and PUSH_BATCH_BYTES of JSON, under the server's body cap.
// A batch the server still finds too large (413) is halved and sent again; an entry too large on its
// own moves to the rejected list with that reason (kept for the user, never dropped), so that nothing
// waits behind it.

import type { AppDb } from '../db/db';
import { getClientId, observeServerTime, peekOutbox, readStoredAuth, renewClientId, type SyncAuth } from '../db/sync-state';
import { PUSH_BATCH_MAX, SCHEMA_VERSION, type MutationResult, type PushResponse, type WireMutation } from '../domain/protocol';
import type { OutboxEntry } from '../domain/types';
import { deviceLockName, withLock } from './lock';
import { submitPublic } from './push-public';
import { applyPushResults, closeSeqGap, moveToRejected, OutboxCounts } from './push-results';
import type { PushSummary, SyncContext } from './sync-context';
import { HttpError, ProtocolError, requestJson, type FetchLike } from './transport';

export type { PushSummary, SyncContext } from './sync-context';
export { isPublicSubmission } from './push-public';

/** Mutations per push request at most. */
export const PUSH_BATCH = PUSH_BATCH_MAX;
/** JSON bytes per push request at most: half the server's 1 MiB body cap, room for the envelope and more. */
export const PUSH_BATCH_BYTES = 512 * 1024;

/** Test builds only: how a fault is injected on purpose, to show that the randomized test catches a lost change. */
export interface PushFaults {
  /** Called with each batch before it is sent; the entries it returns are dropped from the outbox unsent. */
  drop?: (batch: readonly OutboxEntry[]) => readonly OutboxEntry[];
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

/** UTF-8 length of a string, without encoding it. */
export function utf8Length(text: string): number {
  let bytes = 0;
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i);
    if (code < 0x80) bytes += 1;
    else if (code < 0x800) bytes += 2;
    else if (code >= 0xd800 && code <= 0xdbff) {
      bytes += 4;
      i++;
    } else bytes += 3;
  }
  return bytes;
}

interface Batch {
  entries: OutboxEntry[];
  mutations: WireMutation[];
  /** Serialized size of each mutation. */
  sizes: number[];
}

/** The oldest entries (after seq `after` when given) that fit in one request: at least one, however large. */
async function nextBatch(db: AppDb, maxCount: number, maxBytes: number, after?: number): Promise<Batch> {
  const batch: Batch = { entries: [], mutations: [], sizes: [] };
  let total = 0;
  const entries = after === undefined ? await peekOutbox(db, maxCount) : await db.outbox.where('seq').above(after).limit(maxCount).toArray();
  for (const entry of entries) {
    const mutation = toWire(entry);
    const size = utf8Length(JSON.stringify(mutation)) + 1;
    if (batch.entries.length > 0 && total + size > maxBytes) break;
    batch.entries.push(entry);
    batch.mutations.push(mutation);
    batch.sizes.push(size);
    total += size;
  }
  return batch;
}

function checkPushResponse(value: unknown): PushResponse {
  const res = value as Partial<PushResponse> | null;
  if (!res || !Array.isArray(res.results) || typeof res.lastSeq !== 'number' || typeof res.serverTime !== 'string') {
    throw new ProtocolError('The push answer lacks results, lastSeq or serverTime');
  }
  return res as PushResponse;
}

const formatKb = (bytes: number) => `${Math.ceil(bytes / 1024)} KB`;

/** The server's answer to another account's client id (a shared device changing hands). */
const isClientIdTaken = (error: unknown) =>
  error instanceof HttpError && error.status === 409 && (error.body?.details ?? []).some((d) => d.path === 'clientId');

/** Whether the server answered every entry of a batch (a gap in the seqs leaves the rest unanswered). */
function answersAll(entries: readonly OutboxEntry[], results: readonly MutationResult[]): boolean {
  const ids = new Set(results.filter((r) => r?.status === 'applied' || r?.status === 'duplicate' || r?.status === 'rejected').map((r) => r.id));
  return entries.every((entry) => ids.has(entry.mutationId));
}

/**
 * Batch after batch, oldest first. While the server works on a batch, the next one is read; once a
 * batch is answered in full, the next one goes out while the answers are stored (one request at a
 * time all the same: the server takes a device's batches in seq order). Anything else (an error, a
 * batch not answered in full) waits for the answers stored before it is handled.
 */
async function pushStaff(ctx: SyncContext, token: string, summary: PushSummary, faults: PushFaults): Promise<void> {
  let clientId = await getClientId(ctx.db);
  let renumbered = false;
  let renewed = false;
  let maxCount = PUSH_BATCH;
  const counts = new OutboxCounts();
  // The answers of the last batch, being stored while the next one is sent; a failure stops the push.
  let storing: Promise<unknown> = Promise.resolve();
  const state: { failed: { error: unknown } | null } = { failed: null };
  const stored = async () => {
    await storing;
    if (state.failed) throw state.failed.error;
  };
  let ahead: Batch | null = null;
  try {
    // Bounded: each round answers, halves or sets aside at least one entry, or ends.
    for (let round = 0; round < 100_000; round++) {
      if (state.failed) throw state.failed.error;
      const batch: Batch = ahead ?? (await nextBatch(ctx.db, maxCount, PUSH_BATCH_BYTES));
      ahead = null;
      const first = batch.entries[0];
      const last = batch.entries[batch.entries.length - 1];
      if (!first || !last) {
        await stored();
        return;
      }
      const dropped = faults.drop?.(batch.entries) ?? [];
      if (dropped.length > 0) {
        await stored();
        await ctx.db.outbox.bulkDelete(dropped.map((entry) => entry.seq));
        counts.forget();
        continue;
      }
      const sentAt = ctx.now();
      const sending = requestJson<unknown>(ctx, '/api/sync/push', {
        token,
        body: { clientId, schemaVersion: SCHEMA_VERSION, mutations: batch.mutations },
      });
      const reading = nextBatch(ctx.db, maxCount, PUSH_BATCH_BYTES, last.seq);
      // Awaited on every path below; handled now so that a failure meanwhile is not reported unhandled.
      reading.catch(() => undefined);
      let res: PushResponse;
      try {
        res = checkPushResponse(await sending);
      } catch (error) {
        await reading.catch(() => undefined);
        await stored();
        if (error instanceof HttpError && error.status === 413) {
          if (batch.entries.length > 1) {
            maxCount = Math.max(1, Math.floor(batch.entries.length / 2));
            continue;
          }
          const bytes = batch.sizes[0] ?? 0;
          await moveToRejected(ctx.db, first, `This change is too large to send (${formatKb(bytes)}): the server refused it (${error.message})`, {
            code: 'too-large',
            bytes,
          });
          counts.forget();
          summary.rejected++;
          // Its seq never reached the server: the ones after it are numbered again from the server's last.
          renumbered = false;
          continue;
        }
        if (!renewed && isClientIdTaken(error)) {
          clientId = await renewClientId(ctx.db, clientId);
          renewed = true;
          renumbered = false;
          continue;
        }
        throw error;
      }
      const receivedAt = ctx.now();
      // The answers before these are stored first: one batch at most waits to be stored.
      try {
        await stored();
      } catch (error) {
        await reading.catch(() => undefined);
        throw error;
      }
      const applying = (async () => {
        await observeServerTime(ctx.db, res.serverTime, sentAt, receivedAt);
        return applyPushResults(ctx.db, batch.entries, res.results, summary, counts);
      })();
      storing = applying.catch((error: unknown) => {
        state.failed ??= { error };
      });
      if (answersAll(batch.entries, res.results)) {
        ahead = await reading;
        continue;
      }
      await reading.catch(() => undefined);
      await stored();
      if ((await applying) > 0) continue;
      if (!renumbered && first.seq > res.lastSeq + 1 && (await closeSeqGap(ctx.db, res.lastSeq))) {
        counts.forget();
        renumbered = true;
        continue;
      }
      throw new ProtocolError(
        `The server answered none of ${batch.entries.length} changes (first seq ${first.seq}, server's last seq ${res.lastSeq})`,
      );
    }
    await stored();
  } finally {
    // Nothing is left running behind an error (storing itself never rejects).
    await storing;
  }
}

/**
 * Pushes what this session may push: everything with a staff session; otherwise the public
 * submissions only (the rest waits in the outbox for a staff sign-in).
 */
export async function pushOutbox(ctx: SyncContext, auth: SyncAuth | null, faults: PushFaults = {}): Promise<PushSummary> {
  const summary: PushSummary = { applied: 0, duplicate: 0, rejected: 0, delivered: 0, remaining: 0 };
  if (auth?.kind === 'staff') await pushStaff(ctx, auth.token, summary, faults);
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
