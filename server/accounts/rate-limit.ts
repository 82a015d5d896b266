// Fixed one-minute windows counted in the database, so that every instance sees the same counts.
// A request is counted before any work is done for it (one upsert that answers the new count), so a
// burst of parallel requests cannot all slip past a limit that is read first and written later.

import { getConnInfo } from '@hono/node-server/conninfo';
import type { Context, MiddlewareHandler } from 'hono';
import type { AppEnv, Deps } from '../http/context';
import { ApiError } from '../http/http';
import type { Queryable } from '../storage/queryable';

export const WINDOW_MS = 60_000;

export function windowStart(now: Date): Date {
  return new Date(Math.floor(now.getTime() / WINDOW_MS) * WINDOW_MS);
}

function retryAfterSeconds(now: Date): number {
  return Math.max(1, Math.ceil((windowStart(now).getTime() + WINDOW_MS - now.getTime()) / 1000));
}

/**
 * Counts one event for each key, atomically, and returns the highest count of the window among them.
 * Keys are sorted so that two requests naming the same keys lock their rows in the same order.
 */
export async function hit(db: Queryable, keys: readonly string[], now: Date): Promise<number> {
  if (keys.length === 0) return 0;
  const { rows } = await db.query<{ count: number }>(
    `insert into rate_limits (key, window_start, count)
     select key, $1, 1 from unnest($2::text[]) as key
     on conflict (key, window_start) do update set count = rate_limits.count + 1
     returning count`,
    [windowStart(now), [...new Set(keys)].sort()],
  );
  return Math.max(0, ...rows.map((row) => row.count));
}

/** Takes back one event of each key counted by hit() in the same window (a sign-in that succeeded). */
export async function refund(db: Queryable, keys: readonly string[], counted: Date): Promise<void> {
  if (keys.length === 0) return;
  await db.query(
    'update rate_limits set count = count - 1 where window_start = $1 and key = any($2::text[]) and count > 0',
    [windowStart(counted), [...new Set(keys)]],
  );
}

export function tooMany(message: string, now: Date): ApiError {
  return new ApiError(429, message, { headers: { 'Retry-After': String(retryAfterSeconds(now)) } });
}

/** Counts the request under each key and refuses it with 429 once any key is past the limit. */
export async function enforce(db: Queryable, keys: readonly string[], limit: number, now: Date, message: string): Promise<void> {
  if ((await hit(db, keys, now)) > limit) throw tooMany(message, now);
}

/**
 * The caller's address: the socket's, or behind a trusted proxy the last X-Forwarded-For entry
 * (the one the proxy added; earlier ones are whatever the client sent).
 */
export function clientAddress(c: Context, trustProxy: boolean): string {
  if (trustProxy) {
    const forwarded = (c.req.header('X-Forwarded-For') ?? '')
      .split(',')
      .map((part) => part.trim())
      .filter(Boolean);
    const last = forwarded[forwarded.length - 1];
    if (last) return last.slice(0, 100);
  }
  try {
    return getConnInfo(c).remote.address ?? 'unknown';
  } catch {
    // In-process requests (app.request) have no socket.
    return 'unknown';
  }
}

// The limits that sit in front of whole routes (sync and public reads); sign-ins and public writes
// count their own attempts in their handlers.

/** Push and pull: per session when there is one, and per address. */
export function syncRateLimit(deps: Deps): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const caller = c.get('caller');
    const keys = [`sync-ip:${clientAddress(c, deps.trustProxy)}`];
    if (caller.kind !== 'anonymous') keys.push(`sync-session:${caller.tokenHash}`);
    const message = 'Too many sync requests. Please wait a minute: nothing is lost, the changes wait on the device.';
    await enforce(deps.db, keys, deps.limits.syncRequestsPerMinute, deps.now(), message);
    await next();
  };
}

/** The catalogue's JSON and stored photos, per address. */
export function publicReadRateLimit(deps: Deps): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const keys = [`read-ip:${clientAddress(c, deps.trustProxy)}`];
    const message = 'Too many requests. Please wait a minute and try again.';
    await enforce(deps.db, keys, deps.limits.publicReadsPerMinute, deps.now(), message);
    await next();
  };
}
