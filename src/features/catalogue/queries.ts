// The back office's lists of cars, tours and blog posts, searched inside the query, and the writes
// of their forms (each write and its outbox entry in one transaction, so that it syncs).

import { useLiveQuery } from 'dexie-react-hooks';
import { useMemo } from 'react';
import type { Car, CreateInput, PatchFields, Post, SyncedRecordMap, Tour } from '../../domain/types';
import type { AppDb } from '../../db/db';
import { useDb } from '../../db/db-context';
import { deleteImage, saveImage } from '../../db/images-repo';
import { createRecord, deleteRecord, patchRecord } from '../../db/repository';

/** The words a category is shown with in the active language, so that a search finds those too. */
export type CategoryLabels = Readonly<Record<string, string>>;

/** Lower case and without accents, so that 'eze' finds 'Èze' and 'BERLINE' finds 'berline'. */
export function foldForSearch(text: string): string {
  return text.normalize('NFD').replace(/\p{M}/gu, '').toLocaleLowerCase();
}

/**
 * A case-insensitive substring test over some texts of a record; a blank query matches every
 * record. The category matches by its code ('suv', 'travel-tips') or by its shown label.
 */
export function searchMatcher(query: string): (...texts: (string | undefined)[]) => boolean {
  const wanted = foldForSearch(query.trim());
  if (!wanted) return () => true;
  return (...texts) => texts.some((text) => text !== undefined && foldForSearch(text).includes(wanted));
}

/** Cars whose name or category contains `query`, newest first. */
export function searchCars(db: AppDb, query: string, labels: CategoryLabels = {}): Promise<Car[]> {
  const matches = searchMatcher(query);
  return db.cars
    .orderBy('createdAt')
    .reverse()
    .filter((car) => matches(car.name, car.category, labels[car.category]))
    .toArray();
}

/** Tours whose title or category contains `query`, newest first. */
export function searchTours(db: AppDb, query: string, labels: CategoryLabels = {}): Promise<Tour[]> {
  const matches = searchMatcher(query);
  return db.tours
    .orderBy('createdAt')
    .reverse()
    .filter((tour) => matches(tour.title, tour.category, labels[tour.category]))
    .toArray();
}

/** Posts (drafts too) whose title or category contains `query`, newest first. */
export function searchPosts(db: AppDb, query: string, labels: CategoryLabels = {}): Promise<Post[]> {
  const matches = searchMatcher(query);
  return db.posts
    .orderBy('createdAt')
    .reverse()
    .filter((post) => matches(post.title, post.category, labels[post.category]))
    .toArray();
}

/** The searched list of cars: undefined while loading, then live. Keep `labels` stable (useMemo). */
export function useCarList(query: string, labels?: CategoryLabels): Car[] | undefined {
  const db = useDb();
  return useLiveQuery(() => searchCars(db, query, labels), [db, query, labels]);
}

export function useTourList(query: string, labels?: CategoryLabels): Tour[] | undefined {
  const db = useDb();
  return useLiveQuery(() => searchTours(db, query, labels), [db, query, labels]);
}

export function usePostList(query: string, labels?: CategoryLabels): Post[] | undefined {
  const db = useDb();
  return useLiveQuery(() => searchPosts(db, query, labels), [db, query, labels]);
}

export type CatalogueTable = 'cars' | 'tours' | 'posts';

export interface CatalogueWrites<T extends CatalogueTable> {
  create(data: CreateInput<T>): Promise<SyncedRecordMap[T]>;
  patch(id: string, changes: PatchFields<T>): Promise<SyncedRecordMap[T]>;
  /** The deleted record, or undefined when it was already gone. */
  remove(id: string): Promise<SyncedRecordMap[T] | undefined>;
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
