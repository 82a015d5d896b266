// What the catalogue screens read and write: the back office's lists of cars, tours and blog posts,
// searched inside the query; the writes of the forms, here and on the site's create pages (each
// write and its outbox entry in one transaction, so that it syncs); photos kept on the device.

import { useLiveQuery } from 'dexie-react-hooks';
import { useMemo } from 'react';
import { localized, textsInEveryLang, type Localized } from '../../domain/content-lang';
import type { Lang } from '../../domain/paths';
import type { CreateInput, PatchFields, SyncedRecordMap } from '../../domain/types';
import type { AppDb } from '../../db/db';
import { useDb } from '../../db/db-context';
import { deleteImage, saveImage } from '../../db/images-repo';
import { createRecord, deleteRecord, patchRecord } from '../../db/repository';
import { searchMatcher } from '../../lib/search-fold';

export type CatalogueTable = 'cars' | 'tours' | 'posts';
export type CatalogueRecord<T extends CatalogueTable> = SyncedRecordMap[T];

/** The words a category is shown with in the active language, so that a search finds those too. */
export type CategoryLabels = Readonly<Record<string, string>>;

/**
 * The name a list shows (SPEC 2.6: a car's name, a tour's or post's title in the back office's
 * language, or in the first language that has it) and the language it is in.
 */
export function nameOf<T extends CatalogueTable>(table: T, record: CatalogueRecord<T>, lang: Lang): Localized<string> {
  if (table === 'cars') return { value: (record as CatalogueRecord<'cars'>).name, lang };
  return localized<string>(record as unknown as Record<string, unknown>, 'title', lang);
}

/** The texts of each table a search looks in, in every language, besides the car's name and the category. */
const SEARCHED: Record<CatalogueTable, readonly string[]> = {
  cars: ['description'],
  tours: ['title', 'description'],
  posts: ['title', 'excerpt'],
};

/** A record's searched texts: its name, and its title and description (or excerpt) in every language. */
function searchedTexts<T extends CatalogueTable>(table: T, record: CatalogueRecord<T>): string[] {
  const texts = textsInEveryLang(record, SEARCHED[table]);
  return table === 'cars' ? [(record as CatalogueRecord<'cars'>).name, ...texts] : texts;
}

/**
 * Records (drafts too) whose name, title, description or category contains `query`, in any language,
 * whatever the accents or Arabic short vowels; newest first.
 */
export function searchRecords<T extends CatalogueTable>(db: AppDb, table: T, query: string, labels: CategoryLabels = {}): Promise<CatalogueRecord<T>[]> {
  const matches = searchMatcher(query);
  const rows = db[table] as unknown as AppDb['cars'];
  return rows
    .orderBy('createdAt')
    .reverse()
    .filter((record) => {
      const row = record as unknown as CatalogueRecord<T>;
      return matches(...searchedTexts(table, row), row.category, labels[row.category]);
    })
    .toArray() as unknown as Promise<CatalogueRecord<T>[]>;
}

/** The searched list: undefined while loading, then live. Keep `labels` stable (useMemo). */
export function useRecordSearch<T extends CatalogueTable>(table: T, query: string, labels?: CategoryLabels): CatalogueRecord<T>[] | undefined {
  const db = useDb();
  return useLiveQuery(() => searchRecords(db, table, query, labels), [db, table, query, labels]);
}

export interface CatalogueWrites<T extends CatalogueTable> {
  create(data: CreateInput<T>): Promise<CatalogueRecord<T>>;
  patch(id: string, changes: PatchFields<T>): Promise<CatalogueRecord<T>>;
  /** The deleted record, or undefined when it was already gone. */
  remove(id: string): Promise<CatalogueRecord<T> | undefined>;
}

/** Create, change and delete records of one catalogue table, each with its outbox entry. */
export function useCatalogueWrites<T extends CatalogueTable>(table: T): CatalogueWrites<T> {
  const db = useDb();
  return useMemo(
    () => ({
      create: (data) => createRecord(db, table, data),
      patch: (id, changes) => patchRecord(db, table, id, changes),
      remove: (id) => deleteRecord(db, table, id),
    }),
    [db, table],
  );
}

export interface ImageStore {
  /** Keeps a photo on the device; answers the `blob-ref:` value for a record's image field. */
  save(blob: Blob): Promise<string>;
  /** Drops a photo kept on the device that no record uses (an upload replaced before saving). */
  discard(ref: string): Promise<void>;
}

export function useImageStore(): ImageStore {
  const db = useDb();
  return useMemo(() => ({ save: (blob) => saveImage(db, blob), discard: (ref) => deleteImage(db, ref) }), [db]);
}
