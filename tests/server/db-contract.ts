import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../server/storage/queryable';
import { loadMigrations, runMigrations } from '../../server/storage/migrate';

/**
 * What every server module may rely on, whichever engine is underneath. `open` connects to the same
 * storage each time it is called, so closing and opening again is a restart.
 */
export function describeDbContract(name: string, open: () => Promise<Db>) {
  describe(name, () => {
    let db: Db;
    beforeAll(async () => {
      db = await open();
    });
    afterAll(async () => {
      await db?.close();
    });

    it('applies every migration once and records it', async () => {
      const files = loadMigrations();
      const first = await runMigrations(db);
      expect(first.map((m) => m.version)).toEqual(files.map((m) => m.version));
      expect(await runMigrations(db)).toEqual([]);
      const { rows } = await db.query<{ version: number; name: string; applied_at: Date }>(
        'select version, name, applied_at from schema_migrations order by version',
      );
      expect(rows.map((r) => [r.version, r.name])).toEqual(files.map((m) => [m.version, m.name]));
      expect(rows[0]?.applied_at).toBeInstanceOf(Date);
    });

    it('creates the sync clock at 0 and records the install time', async () => {
      const clock = await db.query<{ id: number; v: number }>('select id, v from sync_clock');
      expect(clock.rows).toEqual([{ id: 1, v: 0 }]);
      await expect(db.query('insert into sync_clock (id, v) values (2, 0)')).rejects.toThrow();
      const meta = await db.query<{ value: string }>("select value from app_meta where key = 'installed_at'");
      expect(Number.isNaN(Date.parse(meta.rows[0]?.value ?? ''))).toBe(false);
    });

    it('keeps data across a restart', async () => {
      await db.query(
        "insert into app_meta (key, value) values ('restart-test', $1) on conflict (key) do update set value = excluded.value",
        [JSON.stringify({ kept: true, list: [1, 2] })],
      );
      await db.close();
      db = await open();
      expect(await runMigrations(db)).toEqual([]);
      const { rows } = await db.query<{ value: unknown }>("select value from app_meta where key = 'restart-test'");
      expect(rows).toEqual([{ value: { kept: true, list: [1, 2] } }]);
    });

    it('parses results the same way on every engine', async () => {
      const { rows } = await db.query(
        `select 9007199254740991::int8 as big, 42::int8 as small, 1.50::numeric as price, 7::int4 as n,
                '2026-11-21'::date as day, '2026-11-21T09:30:00.000Z'::timestamptz as at,
                '{"a":[1,"x"]}'::jsonb as doc, true as flag, null::text as nothing,
                array['a','b']::text[] as tags, '8c5a3d0e-5b7b-4c55-9a43-0d1f2f0d6c11'::uuid as id,
                $1::text as param, $2::int as int_param, $3::timestamptz as date_param`,
        ['é ü 中 عربي', 3, new Date('2026-01-02T03:04:05.678Z')],
      );
      expect(rows).toEqual([
        {
          big: 9007199254740991,
          small: 42,
          price: '1.50',
          n: 7,
          day: '2026-11-21',
          at: new Date('2026-11-21T09:30:00.000Z'),
          doc: { a: [1, 'x'] },
          flag: true,
          nothing: null,
          tags: ['a', 'b'],
          id: '8c5a3d0e-5b7b-4c55-9a43-0d1f2f0d6c11',
          param: 'é ü 中 عربي',
          int_param: 3,
          date_param: new Date('2026-01-02T03:04:05.678Z'),
        },
      ]);
    });

    it('takes long text, json and jsonb parameters as they are (a push batch is one such parameter)', async () => {
      const text = `é ü 中 عربي 😀 "quoted" \\ back\nslash `.repeat(400);
      const doc = { list: Array.from({ length: 300 }, (_, i) => ({ i, text: `${text.slice(0, 40)}${i}` })), big: 2 ** 53 - 1 };
      const { rows } = await db.query<{ t: string; n: number; j: unknown; b: unknown; jt: string }>(
        'select $1::text as t, length($1::text) as n, $2::json as j, $3::jsonb as b, $2::json::text as jt',
        [text, JSON.stringify(doc), JSON.stringify(doc)],
      );
      expect(rows[0]?.t).toBe(text);
      expect(rows[0]?.n).toBe(Array.from(text).length);
      expect(rows[0]?.j).toEqual(doc);
      expect(rows[0]?.b).toEqual(doc);
      expect(rows[0]?.jt).toBe(JSON.stringify(doc));
    });

    it('counts rows, including ON CONFLICT DO NOTHING skips', async () => {
      const insert = "insert into app_meta (key, value) values ('count-test', '1') on conflict do nothing";
      expect((await db.query(insert)).rowCount).toBe(1);
      expect((await db.query(insert)).rowCount).toBe(0);
      expect((await db.query("select * from app_meta where key like 'count-%'")).rowCount).toBe(1);
    });

    it('commits a transaction and returns its result', async () => {
      const v = await db.transaction(async (tx) => {
        const { rows } = await tx.query<{ v: number }>('update sync_clock set v = v + 1 returning v');
        return rows[0]?.v;
      });
      expect(v).toBe(1);
      expect((await db.query<{ v: number }>('select v from sync_clock')).rows[0]?.v).toBe(1);
    });

    it('rolls a transaction back when it throws', async () => {
      await expect(
        db.transaction(async (tx) => {
          await tx.query('update sync_clock set v = v + 100');
          await tx.query("insert into app_meta (key, value) values ('rolled-back', '1')");
          throw new Error('boom');
        }),
      ).rejects.toThrow('boom');
      expect((await db.query<{ v: number }>('select v from sync_clock')).rows[0]?.v).toBe(1);
      expect((await db.query("select 1 from app_meta where key = 'rolled-back'")).rowCount).toBe(0);
    });

    it('rolls back when a statement fails, and stays usable', async () => {
      await expect(
        db.transaction(async (tx) => {
          await tx.query("insert into app_meta (key, value) values ('half-done', '1')");
          await tx.query('insert into sync_clock (id, v) values (1, 0)');
        }),
      ).rejects.toThrow();
      expect((await db.query("select 1 from app_meta where key = 'half-done'")).rowCount).toBe(0);
      expect((await db.query('select 1 as ok')).rows).toEqual([{ ok: 1 }]);
    });

    it('runs each migration in a transaction: a failing one leaves nothing behind', async () => {
      const dir = mkdtempSync(join(tmpdir(), 'migrations-'));
      const real = loadMigrations();
      const last = real[real.length - 1]?.version ?? 0;
      const name = (version: number, rest: string) => `${String(version).padStart(3, '0')}_${rest}.sql`;
      try {
        for (const migration of real) writeFileSync(join(dir, migration.file), migration.sql);
        writeFileSync(join(dir, name(last + 1, 'good')), 'create table contract_good (id int primary key);');
        writeFileSync(join(dir, name(last + 2, 'bad')), 'create table contract_bad (id int); select * from no_such_table;');
        await expect(runMigrations(db, dir)).rejects.toThrow(new RegExp(`${name(last + 2, 'bad').replace('.', '\\.')} failed`));
        const tables = await db.query<{ name: string }>(
          "select table_name as name from information_schema.tables where table_name like 'contract_%' order by 1",
        );
        expect(tables.rows).toEqual([{ name: 'contract_good' }]);
        const versions = await db.query<{ version: number }>('select version from schema_migrations order by 1');
        expect(versions.rows.map((r) => r.version)).toEqual([...real.map((m) => m.version), last + 1]);
      } finally {
        rmSync(dir, { recursive: true, force: true });
        await db.query('drop table if exists contract_good');
        await db.query('delete from schema_migrations where version > $1', [last]);
      }
    });
  });
}
