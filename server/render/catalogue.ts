// The public catalogue straight from the database, as a visitor's device would receive it: what the
// server renders pages and head tags from.
//
//   loadCatalogue(db: Queryable): Promise<Catalogue>   (Catalogue: src/domain/seo/types.ts)
//   catalogueVersion(db: Queryable): Promise<string>   changes whenever the catalogue may have
//   catalogueChanges(db: Queryable): Promise<TableChanges>   last change of cars, tours, posts

import type { TableChanges } from '../../src/domain/seo/sitemap';
import type { Catalogue, PublicSettings } from '../../src/domain/seo/types';
import type { Car, Post, SyncedTable, Tour } from '../../src/domain/types';
import { isVisible, project } from '../accounts/access';
import type { Caller } from '../http/context';
import type { Queryable } from '../storage/queryable';
import { rowToWire, toIso } from '../sync/tables';

type Row = Record<string, unknown>;

const VISITOR: Caller = { kind: 'anonymous' };

const CATALOGUE_TABLES = ['cars', 'tours', 'posts', 'settings'] as const;

/** The records of a table a visitor sees, with `rev`, in the order of the catalogue API. */
async function visible(db: Queryable, table: SyncedTable, order: string): Promise<Row[]> {
  const { rows } = await db.query<Row>(`select * from ${table} where not deleted order by ${order}`);
  return rows
    .map((row) => ({ ...rowToWire(table, row), rev: Number(row.version) }))
    .filter((record) => isVisible(table, record, VISITOR))
    .map((record) => ({ ...project(table, record, VISITOR), rev: record.rev }));
}

export async function loadCatalogue(db: Queryable): Promise<Catalogue> {
  const [cars, tours, posts, settings] = await Promise.all([
    visible(db, 'cars', 'created_at, id'),
    visible(db, 'tours', 'created_at, id'),
    visible(db, 'posts', 'created_at desc, id'),
    visible(db, 'settings', 'id'),
  ]);
  return {
    cars: cars as unknown as Car[],
    tours: tours as unknown as Tour[],
    posts: posts as unknown as Post[],
    settings: (settings[0] as unknown as PublicSettings | undefined) ?? null,
  };
}

/**
 * The highest version among the catalogue's tables. Every write to a record (a delete too) takes a new
 * version from the one counter, and purges only remove records visitors no longer see, so an unchanged
 * value means an unchanged catalogue: a renderer may cache until it moves.
 */
export async function catalogueVersion(db: Queryable): Promise<string> {
  const highest = CATALOGUE_TABLES.map((table) => `(select coalesce(max(version), 0) from ${table})`).join(', ');
  const { rows } = await db.query<{ v: unknown }>(`select greatest(${highest})::text as v`);
  return String(rows[0]?.v ?? '0');
}

/** When cars, tours and posts last changed, hidden and deleted records included (a post unpublished too). */
export async function catalogueChanges(db: Queryable): Promise<TableChanges> {
  const tables = ['cars', 'tours', 'posts'] as const;
  const { rows } = await db.query<Record<string, unknown>>(
    `select ${tables.map((table) => `(select max(updated_at) from ${table}) as ${table}`).join(', ')}`,
  );
  const row = rows[0] ?? {};
  return Object.fromEntries(tables.filter((table) => row[table] != null).map((table) => [table, toIso(row[table])]));
}
