// Periodic purges: tombstones past the horizon, expired sessions, old rate-limit windows.

import { TOMBSTONE_HORIZON_DAYS } from '../../src/domain/protocol';
import { SYNCED_TABLES } from '../../src/domain/types';
import type { Db } from './db';
import { PURGED_THROUGH_KEY } from '../sync/pull';

const DAY_MS = 24 * 3600 * 1000;

/**
 * Deletes tombstones older than the horizon and remembers the highest version purged: a pull whose
 * cursor is below it may have missed a delete, so it gets `reset: true` (sync-pull.ts).
 */
export async function runHousekeeping(db: Db, now: Date): Promise<{ tombstones: number }> {
  const horizon = new Date(now.getTime() - TOMBSTONE_HORIZON_DAYS * DAY_MS);
  let tombstones = 0;
  await db.transaction(async (tx) => {
    let highest = 0;
    for (const table of SYNCED_TABLES) {
      const { rows } = await tx.query<{ version: number }>(
        `delete from ${table} where deleted and updated_at < $1 returning version`,
        [horizon],
      );
      tombstones += rows.length;
      for (const row of rows) highest = Math.max(highest, Number(row.version));
    }
    if (highest > 0) {
      await tx.query(
        `insert into app_meta (key, value) values ($1, $2)
         on conflict (key) do update set value = to_jsonb(greatest((app_meta.value)::text::bigint, ($2::jsonb)::text::bigint))`,
        [PURGED_THROUGH_KEY, JSON.stringify(highest)],
      );
    }
  });
  await db.query('delete from sessions where expires_at <= $1', [now]);
  await db.query('delete from rate_limits where window_start < $1', [new Date(now.getTime() - 3600 * 1000)]);
  return { tombstones };
}

/** Runs housekeeping at most once per interval per app instance; concurrent callers share one run. */
export function housekeeper(db: Db, now: () => Date, intervalMs = 10 * 60 * 1000): () => Promise<void> {
  let lastRun = -Infinity;
  let running: Promise<void> | null = null;
  return async () => {
    if (running) return running;
    if (now().getTime() - lastRun < intervalMs) return;
    lastRun = now().getTime();
    running = runHousekeeping(db, now())
      .then(() => undefined)
      .catch((error: unknown) => console.error('Housekeeping failed:', error))
      .finally(() => {
        running = null;
      });
    return running;
  };
}
