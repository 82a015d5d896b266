// The secret of a booking's status page (bookings.statusToken): 192 random bits in base64url, written
// by the server only (server/accounts/write-rules.ts drops it from devices' mutations). A visitor's
// booking gets one where it is stored (routes/public.ts), a booking made by a push in the push's
// transaction (sync/batch-effects.ts), and one stored before tokens existed at the server's start.

import { randomFillSync } from 'node:crypto';
import type { Db } from '../storage/queryable';
import type { StoredRecord } from '../sync/merge';
import { loadManyForUpdate, withWriter, type Writer } from '../sync/records';
import { writeAsServer } from '../sync/server-writes';

export const STATUS_TOKEN_BYTES = 24;

// Random bytes drawn 256 tokens at a time (a push of 500 bookings makes 500 tokens); each used once.
const pool = { bytes: Buffer.alloc(STATUS_TOKEN_BYTES * 256), used: Infinity };

export function newStatusToken(): string {
  if (pool.used + STATUS_TOKEN_BYTES > pool.bytes.length) {
    randomFillSync(pool.bytes);
    pool.used = 0;
  }
  const token = pool.bytes.toString('base64url', pool.used, pool.used + STATUS_TOKEN_BYTES);
  // Not kept once handed out.
  pool.bytes.fill(0, pool.used, pool.used + STATUS_TOKEN_BYTES);
  pool.used += STATUS_TOKEN_BYTES;
  return token;
}

const lacksToken = (record: StoredRecord | undefined): record is StoredRecord =>
  !!record && !record.deleted && (typeof record.fields.statusToken !== 'string' || record.fields.statusToken === '');

/**
 * Gives a token to those of these bookings that are live and have none, as the server (so that it
 * reaches every device on its next pull). Reads them again, locked: earlier writes of the same
 * transaction may have changed them.
 */
export async function giveStatusTokens(writer: Writer, ids: readonly string[], now: Date, node: string): Promise<number> {
  if (ids.length === 0) return 0;
  const stored = await loadManyForUpdate(writer.tx, 'bookings', [...new Set(ids)]);
  const changes = [...stored].filter(([, record]) => lacksToken(record)).map(([id, record]) => ({ id, record, fields: { statusToken: newStatusToken() } }));
  await writeAsServer(writer, 'bookings', changes, now, node);
  return changes.length;
}

/** At start: every live booking stored without a token gets one, a few hundred per transaction. */
export async function backfillStatusTokens(db: Db, now: Date, node: string): Promise<number> {
  let total = 0;
  for (;;) {
    const { rows } = await db.query<{ id: string }>(
      "select id from bookings where not deleted and (status_token is null or status_token = '') order by id limit 500",
    );
    if (rows.length === 0) return total;
    const given = await withWriter(db, (writer) => giveStatusTokens(writer, rows.map((row) => String(row.id)), now, node));
    total += given;
    // Nothing more could be given (each was taken meanwhile): stop rather than loop.
    if (given === 0) return total;
  }
}
