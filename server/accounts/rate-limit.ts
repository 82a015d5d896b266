// Fixed one-minute windows counted in the database, so that every instance sees the same counts.

import { getConnInfo } from '@hono/node-server/conninfo';
import type { Context } from 'hono';
import type { Queryable } from '../storage/db';
import { ApiError } from '../http/http';

const WINDOW_MS = 60_000;

export function windowStart(now: Date): Date {
  return new Date(Math.floor(now.getTime() / WINDOW_MS) * WINDOW_MS);
}

function retryAfterSeconds(now: Date): number {
  return Math.max(1, Math.ceil((windowStart(now).getTime() + WINDOW_MS - now.getTime()) / 1000));
}

/** Counts one event for each key and returns the highest count of the window. */
export async function hit(db: Queryable, keys: readonly string[], now: Date): Promise<number> {
  let highest = 0;
  for (const key of keys) {
    const { rows } = await db.query<{ count: number }>(
      `insert into rate_limits (key, window_start, count) values ($1, $2, 1)
       on conflict (key, window_start) do update set count = rate_limits.count + 1
       returning count`,
      [key, windowStart(now)],
    );
    highest = Math.max(highest, rows[0]?.count ?? 0);
  }
  return highest;
}

/** The highest count of the window among keys, without counting. */
export async function peek(db: Queryable, keys: readonly string[], now: Date): Promise<number> {
  if (keys.length === 0) return 0;
  const placeholders = keys.map((_key, i) => `$${i + 2}`).join(', ');
  const { rows } = await db.query<{ count: number | null }>(
    `select max(count) as count from rate_limits where window_start = $1 and key in (${placeholders})`,
    [windowStart(now), ...keys],
  );
  return rows[0]?.count ?? 0;
}

export function tooMany(message: string, now: Date): ApiError {
  return new ApiError(429, message, { headers: { 'Retry-After': String(retryAfterSeconds(now)) } });
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
