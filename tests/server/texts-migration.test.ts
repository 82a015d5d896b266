// @vitest-environment node
// Migration 015 moves the catalogue's single-language texts a server already holds to their language's
// columns, with their merge clocks, and loses nothing.
import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { MEMORY_DATA_DIR, openDb } from '../../server/storage/db';
import { loadMigrations, runMigrations } from '../../server/storage/migrate';
import { fieldClocks, fieldVersions } from '../../server/sync/records';
import { rowToWire } from '../../server/sync/tables';
import { schemaFor } from '../../src/domain/schemas';

const STAMPS = `now(), now(), 1, false`;

describe('migration 015: texts per language', () => {
  it('moves each text to the language it is written in, and its clock with it', async () => {
    const db = await openDb({ dataDir: MEMORY_DATA_DIR });
    const dir = mkdtempSync(join(tmpdir(), 'migrations-014-'));
    try {
      for (const migration of loadMigrations().filter((m) => m.version <= 14)) writeFileSync(join(dir, migration.file), migration.sql);
      await runMigrations(db, dir);
      // As the previous version stored them: an English tour, a tour an admin wrote in Arabic, a post, a car.
      const [english, arabic, post, car, gone] = [randomUUID(), randomUUID(), randomUUID(), randomUUID(), randomUUID()];
      const clocks = `'{"title":"0000000000001-0000-a","price":"0000000000002-0000-a"}'::jsonb`;
      for (const [id, title, description] of [
        [english, 'Versailles Palace & Gardens', 'Skip the train and the queues.'],
        [arabic, 'جولة في قرطاج', 'من فندقك في تونس إلى آثار قرطاج.'],
      ]) {
        await db.query(
          `insert into tours (id, title, description, duration, price, rating, review_count, category, featured,
             created_at, updated_at, version, deleted, field_hlc, field_version)
           values ($1, $2, $3, '8 hours', '299.00', '4.9', 86, 'private', true, ${STAMPS}, ${clocks}, '{"title":1}')`,
          [id, title, description],
        );
      }
      await db.query(
        `insert into posts (id, title, excerpt, content, category, read_time, published, created_at, updated_at, version, deleted)
         values ($1, 'Hidden Paris', 'Quiet courtyards.', 'First.\n\nSecond.', 'destinations', '6 min read', true, ${STAMPS})`,
        [post],
      );
      await db.query(
        `insert into cars (id, name, category, description, image, passengers, luggage, features, price_per_hour, rating,
           review_count, featured, available, created_at, updated_at, version, deleted)
         values ($1, 'Audi A6', 'sedan', '', '', 4, 3, '["WiFi"]', '115.00', '4.6', 41, false, true, ${STAMPS})`,
        [car],
      );
      await db.query(`insert into tours (id, created_at, updated_at, version, deleted) values ($1, now(), now(), 2, true)`, [gone]);

      await runMigrations(db);

      const tours = new Map(
        (await db.query<Record<string, unknown>>('select * from tours')).rows.map((row) => [String(row.id), row]),
      );
      const en = rowToWire('tours', tours.get(english)!);
      expect(en).toMatchObject({
        titleEn: 'Versailles Palace & Gardens',
        titleFr: '',
        titleAr: '',
        descriptionEn: 'Skip the train and the queues.',
        durationEn: '8 hours',
        highlightsFr: [],
        notIncludedAr: [],
        price: '299.00',
      });
      expect(fieldClocks(tours.get(english)!.field_hlc)).toEqual({ titleEn: '0000000000001-0000-a', price: '0000000000002-0000-a' });
      expect(fieldVersions(tours.get(english)!.field_version)).toEqual({ titleEn: 1 });
      const ar = rowToWire('tours', tours.get(arabic)!);
      expect(ar).toMatchObject({ titleAr: 'جولة في قرطاج', titleEn: '', descriptionAr: 'من فندقك في تونس إلى آثار قرطاج.', durationEn: '8 hours' });
      expect(fieldClocks(tours.get(arabic)!.field_hlc)).toEqual({ titleAr: '0000000000001-0000-a', price: '0000000000002-0000-a' });
      // Each migrated record is one the schemas take, as a device would store it.
      for (const record of [en, ar]) expect(v.safeParse(schemaFor('tours').create, record).issues).toBeUndefined();
      expect(tours.get(gone)!.title_en).toBeNull();

      const [postRow] = (await db.query<Record<string, unknown>>('select * from posts')).rows;
      expect(rowToWire('posts', postRow!)).toMatchObject({
        titleEn: 'Hidden Paris',
        excerptEn: 'Quiet courtyards.',
        contentEn: 'First.\n\nSecond.',
        readTimeEn: '6 min read',
        titleFr: '',
        contentAr: '',
      });
      const [carRow] = (await db.query<Record<string, unknown>>('select * from cars')).rows;
      expect(rowToWire('cars', carRow!)).toMatchObject({ descriptionFr: '', descriptionEn: '', descriptionAr: '', features: ['WiFi'] });
    } finally {
      rmSync(dir, { recursive: true, force: true });
      await db.close();
    }
  });
});
