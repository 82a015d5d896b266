// What the dispatch suites share: pushes and pulls as one member, rides, and the days around now.

import { randomUUID } from 'node:crypto';
import { expect } from 'vitest';
import { addDays, parisToday } from '../../src/domain/paris-time';
import { bookingFields, mutation, type TestServer } from './harness';

export interface Change {
  table: string;
  id: string;
  version: number;
  deleted: boolean;
  data: Record<string, unknown>;
}

export interface Result {
  id: string;
  status: 'applied' | 'duplicate' | 'rejected';
  version: number | null;
  reason: string | null;
}

export type Op = { table: string; recordId: string; op: 'create' | 'patch' | 'delete'; fields?: Record<string, unknown> };

export function dispatchKit(s: TestServer) {
  /** Pushes the changes in one batch from a new device of the member (1 ms apart in HLC time). */
  async function push(token: string, ops: readonly Op[], node = 'abcdef0123456789'): Promise<Result[]> {
    // The test server's clock stands still: each push is a little later than the last one.
    s.clock.advance(100);
    const mutations = ops.map((op, i) => mutation({ seq: i + 1, ...op, hlc: s.hlc(i, node) }));
    const res = await s.request('POST', '/api/sync/push', { token, body: { clientId: randomUUID(), schemaVersion: 1, mutations } });
    expect(res.status, res.text).toBe(200);
    return res.body.results as Result[];
  }

  /** Pushes one change that must be applied. */
  async function apply(token: string, op: Op): Promise<number> {
    const [result] = await push(token, [op]);
    expect(result?.status, result?.reason ?? '').toBe('applied');
    return result?.version as number;
  }

  /** Every change since the cursor, page by page. */
  async function pullAll(token: string, cursor: { v: number } | null = null): Promise<{ changes: Change[]; cursor: { v: number } }> {
    const changes: Change[] = [];
    let current = cursor;
    for (;;) {
      const res = await s.request('POST', '/api/sync/pull', { token, body: { cursor: current, limit: 200 } });
      expect(res.status, res.text).toBe(200);
      changes.push(...(res.body.changes as Change[]));
      current = res.body.cursor;
      if (!res.body.hasMore) return { changes, cursor: current as { v: number } };
    }
  }

  /** The last change of each record, by `table:id`. */
  const latest = (changes: readonly Change[]) => new Map(changes.map((c) => [`${c.table}:${c.id}`, c]));

  /** A date `days` from today, Europe/Paris. */
  const day = (days: number) => addDays(parisToday(s.clock.now()), days);

  /** A new ride; the admin's push unless a token is given. */
  async function ride(token: string, fields: Record<string, unknown> = {}): Promise<string> {
    const id = randomUUID();
    await apply(token, { table: 'bookings', recordId: id, op: 'create', fields: bookingFields({ pickupDate: day(10), pickupTime: '09:00', ...fields }) });
    return id;
  }

  async function row(table: string, id: string): Promise<Record<string, unknown>> {
    const { rows } = await s.db.query<Record<string, unknown>>(`select * from ${table} where id = $1`, [id]);
    expect(rows[0], `${table} ${id}`).toBeDefined();
    return rows[0] as Record<string, unknown>;
  }

  async function event(token: string, bookingId: string, kind: string, at: Date, extra: Record<string, unknown> = {}): Promise<Result> {
    const [result] = await push(token, [
      { table: 'rideEvents', recordId: randomUUID(), op: 'create', fields: { bookingId, kind, at: at.toISOString(), authorId: randomUUID(), ...extra } },
    ]);
    return result as Result;
  }

  return { push, apply, pullAll, latest, day, ride, row, event };
}
