// Purges on a schedule: tombstones past the horizon, answers of old mutations, expired sessions, old
// rate-limit windows and photo uploads that never finished.

import { TOMBSTONE_HORIZON_DAYS } from '../../src/domain/protocol';
import { SYNCED_TABLES } from '../../src/domain/types';
import type { Db } from './queryable';

const DAY_MS = 24 * 3600 * 1000;
/** The app_meta key of the highest version whose tombstones were purged (read by sync/pull.ts). */
export const PURGED_THROUGH_KEY = 'tombstones_purged_through';
/** How often the server purges, at most, per instance. */
export const HOUSEKEEPING_INTERVAL_MS = 10 * 60 * 1000;
/**
 * The stored answers of pushed mutations are kept as long as tombstones: a device that comes back
 * later than that re-pulls everything anyway (SYNC.md), and a retry older than that is not expected.
 */
export const MUTATION_RETENTION_DAYS = TOMBSTONE_HORIZON_DAYS;
/** A rate-limit window is read only during its own minute; an hour leaves room for clock drift. */
const RATE_LIMIT_RETENTION_MS = 3600 * 1000;
/** A photo upload still incomplete after an hour was cut off (its server stopped): its chunks go. */
const UNFINISHED_UPLOAD_MS = 3600 * 1000;

export interface HousekeepingResult {
  tombstones: number;
  mutations: number;
  sessions: number;
  rateLimits: number;
  unfinishedUploads: number;
}

/**
 * Deletes tombstones older than the horizon and remembers the highest version purged: a pull whose
 * cursor is below it may have missed a delete, so it gets `reset: true` (sync/pull.ts).
 */
export async function runHousekeeping(db: Db, now: Date): Promise<HousekeepingResult> {
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
  const mutations = await db.query('delete from sync_mutations where created_at < $1', [
    new Date(now.getTime() - MUTATION_RETENTION_DAYS * DAY_MS),
  ]);
  const sessions = await db.query('delete from sessions where expires_at <= $1', [now]);
  const rateLimits = await db.query('delete from rate_limits where window_start < $1', [
    new Date(now.getTime() - RATE_LIMIT_RETENTION_MS),
  ]);
  const uploads = await db.query('delete from attachments where not complete and created_at < $1', [new Date(now.getTime() - UNFINISHED_UPLOAD_MS)]);
  return { tombstones, mutations: mutations.rowCount, sessions: sessions.rowCount, rateLimits: rateLimits.rowCount, unfinishedUploads: uploads.rowCount };
}

/** The app_meta key of the last purge's time, shared by every instance on one database. */
export const HOUSEKEEPING_RAN_AT_KEY = 'housekeeping_ran_at';

/**
 * Claims this interval's purge for this instance: true for the first instance to ask since the last
 * purge was at least `intervalMs` ago, false for any other (several servers on one PostgreSQL purge
 * once, not once each). One statement, atomic on PostgreSQL and PGlite alike.
 */
export async function claimHousekeeping(db: Db, now: Date, intervalMs = HOUSEKEEPING_INTERVAL_MS): Promise<boolean> {
  const { rows } = await db.query(
    `insert into app_meta (key, value) values ($1, to_jsonb($2::text))
     on conflict (key) do update set value = excluded.value
       where (app_meta.value #>> '{}')::timestamptz <= $3::timestamptz
     returning key`,
    [HOUSEKEEPING_RAN_AT_KEY, now.toISOString(), new Date(now.getTime() - intervalMs).toISOString()],
  );
  return rows.length > 0;
}

/**
 * Runs housekeeping at most once per interval per app instance, and once per interval across the
 * instances of one database; concurrent callers share one run.
 */
export function housekeeper(db: Db, now: () => Date, intervalMs = HOUSEKEEPING_INTERVAL_MS): () => Promise<void> {
  let lastRun = -Infinity;
  let running: Promise<void> | null = null;
  return async () => {
    if (running) return running;
    if (now().getTime() - lastRun < intervalMs) return;
    lastRun = now().getTime();
    running = claimHousekeeping(db, now(), intervalMs)
      .then(async (mine) => {
        if (mine) await runHousekeeping(db, now());
      })
      .catch((error: unknown) => console.error('Housekeeping failed:', error))
      .finally(() => {
        running = null;
      });
    return running;
  };
}

/**
 * Calls run now and then every intervalMs, so that purges happen on an idle server too (pulls also
 * call it). stop() ends the schedule and waits for a purge under way, before the database closes.
 */
export function scheduleHousekeeping(run: () => Promise<void>, intervalMs = HOUSEKEEPING_INTERVAL_MS): { stop(): Promise<void> } {
  let current: Promise<void> = Promise.resolve();
  const tick = () => {
    current = run().catch((error: unknown) => console.error('Housekeeping failed:', error));
  };
  tick();
  const timer = setInterval(tick, intervalMs);
  // The schedule alone never keeps the process alive.
  timer.unref();
  return {
    async stop() {
      clearInterval(timer);
      await current;
    },
  };
}
