// A visitor's device asks, with the receipt the server gave, what became of its bookings.

import { toStorageError } from '../db/errors';
import { pendingFields } from '../db/sync-state';
import type { PublicBookingStatus } from '../domain/protocol';
import { STATUS_TOKEN_RE } from '../domain/client-status';
import { BOOKING_STATUSES, type BookingStatus } from '../domain/types';
import type { SyncContext } from './push';
import { HttpError, requestJson } from './transport';

export interface ReceiptsSummary {
  checked: number;
  changed: number;
}

const isStatus = (value: unknown): value is BookingStatus =>
  typeof value === 'string' && (BOOKING_STATUSES as readonly string[]).includes(value);

/**
 * For each delivered public booking: `GET /api/public/bookings/:id?receipt=`, and the status it
 * gives into the local booking (no outbox entry: it is the server's news, not a local change).
 */
export async function refreshReceipts(ctx: SyncContext): Promise<ReceiptsSummary> {
  const summary: ReceiptsSummary = { checked: 0, changed: 0 };
  const receipts = await ctx.db.receipts.filter((r) => r.table === 'bookings').toArray();
  for (const receipt of receipts) {
    let answer: Partial<PublicBookingStatus> | null;
    let gone = false;
    try {
      answer = await requestJson<Partial<PublicBookingStatus> | null>(
        ctx,
        `/api/public/bookings/${encodeURIComponent(receipt.recordId)}?receipt=${encodeURIComponent(receipt.receipt)}`,
      );
    } catch (error) {
      // Gone or no longer ours to read: say so once, and keep the local copy.
      if (error instanceof HttpError && (error.status === 404 || error.status === 403)) {
        answer = null;
        gone = true;
      }
      else throw error;
    }
    summary.checked++;
    const status = isStatus(answer?.status) ? answer.status : null;
    const statusToken = typeof answer?.statusToken === 'string' && STATUS_TOKEN_RE.test(answer.statusToken) ? answer.statusToken : null;
    const checkedAt = new Date(ctx.now()).toISOString();
    try {
      await ctx.db.transaction('rw', ctx.db.bookings, ctx.db.receipts, ctx.db.outbox, async () => {
        if (status) {
          const booking = await ctx.db.bookings.get(receipt.recordId);
          const pending = await pendingFields(ctx.db, 'bookings', receipt.recordId);
          if (booking && booking.status !== status && !pending.has('status') && !pending.has('*')) {
            await ctx.db.bookings.update(receipt.recordId, { status });
            summary.changed++;
          }
          // The link of its status page, for a booking sent before the server gave it in its answer.
          if (booking && statusToken && booking.statusToken !== statusToken) await ctx.db.bookings.update(receipt.recordId, { statusToken });
        }
        await ctx.db.receipts.update(receipt.recordId, {
          lastStatus: status ?? (gone ? 'unknown' : receipt.lastStatus),
          lastCheckedAt: checkedAt,
        });
      });
    } catch (error) {
      throw toStorageError(error);
    }
  }
  return summary;
}
