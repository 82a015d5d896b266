// Pulls the server's changes since the device's cursor, page by page, each page stored with its
// cursor in one transaction; a pull from scratch ends by dropping the rows the server did not send.

import { applyPulledPage, clearSeenRows, dropOutOfView, dropUnseenRows, type InvalidPulledRow } from '../db/apply-pulled';
import { SYNC_KEYS } from '../db/db';
import { toStorageError } from '../db/errors';
import { getCursor, getSyncValue, observeServerTime, setSyncValue, type PullCursor, type SyncAuth } from '../db/sync-state';
import { PULL_LIMIT_DEFAULT, type PullResponse } from '../domain/protocol';
import type { SyncedTable } from '../domain/types';
import type { SyncContext } from './sync-context';
import { ProtocolError, requestJson } from './transport';

export interface PullSummary {
  pages: number;
  /** Rows received. */
  changes: number;
  put: number;
  deleted: number;
  /** Rows left as they are on the device because a local create or delete waits for the server. */
  kept: number;
  /** Local rows dropped after a pull from scratch (unseen seed rows). */
  dropped: number;
  invalid: InvalidPulledRow[];
  fromScratch: boolean;
  cursor: PullCursor | null;
}

// Far more pages than any real pull: it stops a server that keeps saying hasMore.
const MAX_PAGES = 1_000_000;

function checkPullResponse(value: unknown): PullResponse {
  const res = value as Partial<PullResponse> | null;
  if (
    !res ||
    !Array.isArray(res.changes) ||
    typeof res.hasMore !== 'boolean' ||
    typeof res.serverTime !== 'string' ||
    (!res.reset && (typeof res.cursor?.v !== 'number' || !Number.isInteger(res.cursor.v) || res.cursor.v < 0))
  ) {
    throw new ProtocolError('The pull answer lacks changes, cursor, hasMore or serverTime');
  }
  return res as PullResponse;
}

/** FNV-1a: tells tokens apart without keeping another copy of one. */
function fingerprint(text: string): string {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash.toString(16).padStart(8, '0');
}

/** Whose view of the data a pull gets: only staff tokens are sent with it. */
export function pullView(auth: SyncAuth | null): string {
  if (auth?.kind !== 'staff') return 'public';
  return auth.viewer ?? `staff:${fingerprint(auth.token)}`;
}

type Row = Record<string, unknown>;
const everyRow = () => true;

/**
 * What a viewer may not read, as the server's rules say (server/accounts/access.ts): visitors and
 * customers see the public catalogue (their bookings come with their receipts), drivers the catalogue
 * and their own rides, time off and profile, admins everything.
 */
export function outOfView(view: string): Partial<Record<SyncedTable, (row: Row) => boolean>> {
  if (view === 'public') {
    return {
      bookings: everyRow,
      remarks: everyRow,
      contacts: everyRow,
      rideEvents: everyRow,
      timeOff: everyRow,
      downtimes: everyRow,
      profiles: everyRow,
      clientMessages: everyRow,
      cars: (row) => row.available !== true,
      posts: (row) => row.published !== true,
    };
  }
  if (view.endsWith(':admin')) return {};
  if (view.endsWith(':driver')) {
    // 'staff:<id>:driver': their rides (assigned or made by them), their own time off and profile.
    const me = view.split(':')[1];
    const notMine = (row: Row) => row.driverId !== me && row.createdBy !== me;
    return {
      contacts: everyRow,
      downtimes: everyRow,
      bookings: notMine,
      // Remarks and steps of the rides dropped go at the end of the pull from scratch (with no ride
      // to show them under, no screen shows them meanwhile); those of their own rides stay, offline too.
      timeOff: (row) => row.staffId !== me,
      profiles: (row) => row.id !== me,
    };
  }
  // A token whose role is not known yet: the pull from scratch settles it.
  return {};
}

async function startFromScratch(ctx: SyncContext, view: string): Promise<void> {
  try {
    await ctx.db.transaction('rw', ctx.db.syncState, async () => {
      await ctx.db.syncState.delete(SYNC_KEYS.cursor);
      await clearSeenRows(ctx.db);
      await ctx.db.syncState.put({ key: SYNC_KEYS.fullPull, value: true });
      await ctx.db.syncState.put({ key: SYNC_KEYS.pullView, value: view });
    });
  } catch (error) {
    throw toStorageError(error);
  }
}

/** Without a staff token only the public catalogue comes (customers too see only that). */
export async function pullChanges(ctx: SyncContext, auth: SyncAuth | null, limit: number = PULL_LIMIT_DEFAULT): Promise<PullSummary> {
  const token = auth?.kind === 'staff' ? auth.token : undefined;
  const view = pullView(auth);
  let cursor = await getCursor(ctx.db);
  // Rows a new viewer may see were passed by the cursor of the old one (a visitor who signs in).
  const lastView = await getSyncValue(ctx.db, SYNC_KEYS.pullView);
  if (cursor !== null && typeof lastView === 'string' && lastView !== view) {
    cursor = null;
    await dropOutOfView(ctx.db, outOfView(view));
  }
  if (cursor === null) await startFromScratch(ctx, view);
  else if (lastView === undefined) await setSyncValue(ctx.db, SYNC_KEYS.pullView, view);
  const summary: PullSummary = {
    pages: 0,
    changes: 0,
    put: 0,
    deleted: 0,
    kept: 0,
    dropped: 0,
    invalid: [],
    fromScratch: (await getSyncValue(ctx.db, SYNC_KEYS.fullPull)) === true,
    cursor,
  };
  let resets = 0;
  const ask = (from: PullCursor | null) => {
    const sentAt = ctx.now();
    const answer = requestJson<unknown>(ctx, '/api/sync/pull', { token, body: { cursor: from, limit } }).then((value) => ({
      res: checkPullResponse(value),
      sentAt,
      receivedAt: ctx.now(),
    }));
    // Awaited, or dropped after an error of its own page before it: never reported unhandled.
    answer.catch(() => undefined);
    return answer;
  };
  let next = ask(cursor);
  for (let page = 0; page < MAX_PAGES; page++) {
    const { res, sentAt, receivedAt } = await next;
    await observeServerTime(ctx.db, res.serverTime, sentAt, receivedAt);
    if (res.reset) {
      // The cursor is older than the tombstones: everything again, the outbox kept as it is.
      if (cursor === null || ++resets > 3) throw new ProtocolError('The server asked to reset a pull that starts from scratch');
      await startFromScratch(ctx, view);
      cursor = null;
      summary.fromScratch = true;
      next = ask(cursor);
      continue;
    }
    if (res.hasMore && cursor !== null && res.cursor.v <= cursor.v) {
      throw new ProtocolError(`The pull cursor did not advance (${cursor.v} -> ${res.cursor.v}) while hasMore is true`);
    }
    // The next page is asked for while this one is stored (the cursor it starts from is this page's).
    if (res.hasMore) next = ask({ v: res.cursor.v });
    const stats = await applyPulledPage(ctx.db, res.changes, res.cursor);
    summary.pages++;
    summary.changes += res.changes.length;
    summary.put += stats.put;
    summary.deleted += stats.deleted;
    summary.kept += stats.kept;
    summary.invalid.push(...stats.invalid);
    cursor = { v: res.cursor.v };
    summary.cursor = cursor;
    if (!res.hasMore) break;
  }
  if ((await getSyncValue(ctx.db, SYNC_KEYS.fullPull)) === true) summary.dropped = await dropUnseenRows(ctx.db);
  return summary;
}
