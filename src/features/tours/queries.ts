// What the public tour screens read: the tour list by category, search and sort order, and the
// featured tours of the home page. (A tour is created with the catalogue's form: src/features/catalogue.)

import { textsInEveryLang } from '../../domain/content-lang';
import type { Tour, TourCategory } from '../../domain/types';
import { searchMatcher } from '../../lib/search-fold';
import { oldestFirst, usePublicQuery } from '../../db/catalogue-snapshot';
import type { AppDb } from '../../db/db';

/** SPEC 2.4: default (oldest first), popular (most reviews), then by price per person. */
export const TOUR_SORTS = ['default', 'popular', 'low-price', 'high-price'] as const;
export type TourSort = (typeof TOUR_SORTS)[number];

export interface TourListQuery {
  /** null: every category. */
  category: TourCategory | null;
  sort: TourSort;
  /** Words a tour's title, summary, description or highlights hold in any language; none: every tour. */
  search?: string;
}

/** The texts a search of the tours reads, in every language. */
const SEARCHED = ['title', 'summary', 'description', 'highlights'] as const;

function searchFilter(search = ''): (tour: Tour) => boolean {
  const matches = searchMatcher(search);
  return (tour) => matches(...textsInEveryLang(tour, SEARCHED));
}

const price = (tour: Tour) => {
  const n = Number(tour.price);
  return Number.isFinite(n) ? n : 0;
};

// Array.prototype.sort is stable: ties keep the default order (oldest first).
const ORDERS: Record<Exclude<TourSort, 'default'>, (a: Tour, b: Tour) => number> = {
  popular: (a, b) => b.reviewCount - a.reviewCount,
  'low-price': (a, b) => price(a) - price(b),
  'high-price': (a, b) => price(b) - price(a),
};

/** The tours of a category (or all) that match the search, in the asked order. */
export async function listTours(db: AppDb, { category, sort, search }: TourListQuery): Promise<Tour[]> {
  const all = category
    ? await db.tours.where('category').equals(category).sortBy('createdAt')
    : await db.tours.orderBy('createdAt').toArray();
  const tours = all.filter(searchFilter(search));
  return sort === 'default' ? tours : tours.sort(ORDERS[sort]);
}

/** listTours over the page's tours. */
export function selectTours(tours: readonly Tour[], { category, sort, search }: TourListQuery): Tour[] {
  const found = searchFilter(search);
  const chosen = [...tours].sort(oldestFirst).filter((tour) => (!category || tour.category === category) && found(tour));
  return sort === 'default' ? chosen : chosen.sort(ORDERS[sort]);
}

export function useTourList(query: TourListQuery): Tour[] | undefined {
  const { category, sort, search } = query;
  return usePublicQuery(
    (db) => listTours(db, { category, sort, search }),
    (page) => selectTours(page.tours, { category, sort, search }),
    [category, sort, search],
  );
}

/** The tours flagged featured, oldest first; with none flagged, the most reviewed ones. */
export async function listFeaturedTours(db: AppDb, fallbackCount = 3): Promise<Tour[]> {
  return featuredOf(await db.tours.orderBy('createdAt').toArray(), fallbackCount);
}

function featuredOf(tours: Tour[], fallbackCount: number): Tour[] {
  const featured = tours.filter((tour) => tour.featured);
  return featured.length > 0 ? featured : tours.sort(ORDERS.popular).slice(0, fallbackCount);
}

export function useFeaturedTours(): Tour[] | undefined {
  return usePublicQuery((db) => listFeaturedTours(db), (page) => featuredOf([...page.tours].sort(oldestFirst), 3), []);
}
