// The scheduled purges: what is past its retention goes, what is still needed stays.

import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { MUTATION_RETENTION_DAYS, runHousekeeping, scheduleHousekeeping } from '../../server/storage/housekeeping';
import { runMigrations } from '../../server/storage/migrate';
import type { OpenDb } from './harness';

const DAY = 24 * 3600 * 1000;

export function describeHousekeeping(engine: string, open: OpenDb) {
  describe(`housekeeping on ${engine}`, () => {
    it('purges old mutation answers, expired sessions and old rate-limit windows, and keeps the rest', async () => {
      const db = await open();
      try {
        await runMigrations(db);
        const now = new Date('2026-06-01T12:00:00.000Z');
        const ago = (ms: number) => new Date(now.getTime() - ms);
        const client = randomUUID();
        const mutation = (seq: number, at: Date) =>
          db.query('insert into sync_mutations (client_id, mutation_id, seq, result, created_at) values ($1, $2, $3, $4, $5)', [
            client,
            randomUUID(),
            seq,
            JSON.stringify({ status: 'applied' }),
            at,
          ]);
        await mutation(1, ago((MUTATION_RETENTION_DAYS + 1) * DAY));
        await mutation(2, ago((MUTATION_RETENTION_DAYS - 1) * DAY));
        const session = (name: string, expires: Date) =>
          db.query(
            `insert into sessions (token_hash, subject_kind, subject_id, created_at, expires_at, last_seen_at)
             values ($1, 'staff', $2, $3, $4, $3)`,
            [name, randomUUID(), ago(40 * DAY), expires],
          );
        await session('expired', ago(1000));
        await session('live', new Date(now.getTime() + DAY));
        const window = (key: string, start: Date) =>
          db.query('insert into rate_limits (key, window_start, count) values ($1, $2, 3)', [key, start]);
        await window('old', ago(2 * 3600 * 1000));
        await window('current', ago(30_000));
        // A photo whose upload stopped half way, an hour ago, and one being uploaded now.
        const upload = async (at: Date) => {
          const id = randomUUID();
          await db.query(
            `insert into attachments (id, content_type, size, sha256, created_by, created_at, complete) values ($1, 'image/jpeg', 600000, '', $2, $3, false)`,
            [id, randomUUID(), at],
          );
          await db.query(`insert into attachment_chunks (attachment_id, n, bytes) values ($1, 0, '\\xffd8ff')`, [id]);
          return id;
        };
        await upload(ago(3600 * 1000 + 1000));
        const current = await upload(ago(60_000));

        expect(await runHousekeeping(db, now)).toEqual({ tombstones: 0, mutations: 1, sessions: 1, rateLimits: 1, unfinishedUploads: 1 });
        const left = async (sql: string) => (await db.query<{ v: unknown }>(sql)).rows.map((row) => row.v);
        expect(await left('select seq as v from sync_mutations')).toEqual([2]);
        expect(await left('select token_hash as v from sessions')).toEqual(['live']);
        expect(await left('select key as v from rate_limits')).toEqual(['current']);
        expect(await left('select attachment_id as v from attachment_chunks')).toEqual([current]);
        expect(await runHousekeeping(db, now)).toEqual({ tombstones: 0, mutations: 0, sessions: 0, rateLimits: 0, unfinishedUploads: 0 });
      } finally {
        await db.close();
      }
    });

    it('runs on a schedule from the start, and stop() waits for a purge under way', async () => {
      const runs: string[] = [];
      let finish = () => {};
      const schedule = scheduleHousekeeping(
        () =>
          new Promise<void>((resolve) => {
            runs.push('started');
            finish = () => {
              runs.push('finished');
              resolve();
            };
          }),
        60_000,
      );
      expect(runs).toEqual(['started']);
      const stopped = schedule.stop().then(() => runs.push('stopped'));
      finish();
      await stopped;
      expect(runs).toEqual(['started', 'finished', 'stopped']);
    });
  });
}
