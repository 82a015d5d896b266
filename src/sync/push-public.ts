// Visitors' bookings and messages: sent through the public endpoints, one by one, each answered
// with a receipt that lets this device read its status later.

import type { SyncAuth } from '../db/sync-state';
import { toStorageError } from '../db/errors';
import type { PublicSubmitResponse } from '../domain/protocol';
import type { OutboxEntry } from '../domain/types';
import { moveToRejected } from './push-results';
import type { PushSummary, SyncContext } from './sync-context';
import { HttpError, ProtocolError, requestJson } from './transport';

/** A visitor's booking or contact message: sent through the public endpoints when no staff is signed in. */
export function isPublicSubmission(entry: Pick<OutboxEntry, 'op' | 'table' | 'fields'>): boolean {
  if (entry.op !== 'create') return false;
  return entry.table === 'contacts' || (entry.table === 'bookings' && entry.fields.source === 'public');
}

/**
 * Business fields and id of a create entry: what the public endpoints take. The entry's own id is
 * the idempotency key: only a retry of this very submission gets its receipt again.
 */
function publicBody(entry: OutboxEntry): Record<string, unknown> {
  const body: Record<string, unknown> = { ...entry.fields, id: entry.recordId, idempotencyKey: entry.mutationId };
  // createdAt is sent: the reference the visitor was shown (#WB + its last digits) is the one the
  // server's emails and the office then show too.
  delete body.updatedAt;
  delete body.rev;
  return body;
}

export async function submitPublic(ctx: SyncContext, auth: SyncAuth | null, summary: PushSummary): Promise<void> {
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

