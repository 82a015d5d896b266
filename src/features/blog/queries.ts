// What the public blog reads: published posts by category and date (the index [category+createdAt]
// and createdAt do the work), one post and its related posts. (A post is written with the
// catalogue's form: src/features/catalogue.)

import { textsInEveryLang } from '../../domain/content-lang';
import type { Post, PostCategory } from '../../domain/types';
import { searchMatcher } from '../../lib/search-fold';
import { newestFirst, usePublicQuery, type CatalogueSnapshot } from '../../db/catalogue-snapshot';
import type { AppDb } from '../../db/db';
import { dexieOf } from '../../db/live-query';

export const POST_SORTS = ['newest', 'oldest'] as const;
export type PostSort = (typeof POST_SORTS)[number];

export interface PostFilter {
  /** null: every category. */
  category: PostCategory | null;
  sort: PostSort;
  /** Words a post's title, excerpt or text holds in any language; none: every post. */
  search?: string;
}

/** The texts a search of the blog reads, in every language. */
const SEARCHED = ['title', 'excerpt', 'content'] as const;

function searchFilter(search = ''): (post: Post) => boolean {
  const matches = searchMatcher(search);
  return (post) => matches(...textsInEveryLang(post, SEARCHED));
}

/** The posts of one category, by date (oldest first until reversed). */
function ofCategory(db: AppDb, category: PostCategory) {
  const { minKey, maxKey } = dexieOf(db);
  return db.posts.where('[category+createdAt]').between([category, minKey], [category, maxKey]);
}

const isPublished = (post: Post) => post.published;

/** Published posts of a category (or all) that match the search, newest or oldest first. */
export function listPublishedPosts(db: AppDb, { category, sort, search }: PostFilter): Promise<Post[]> {
  const byDate = category ? ofCategory(db, category) : db.posts.orderBy('createdAt');
  const found = searchFilter(search);
  return (sort === 'newest' ? byDate.reverse() : byDate).filter((post) => isPublished(post) && found(post)).toArray();
}

/** The `count` newest published posts. */
export function listLatestPosts(db: AppDb, count: number): Promise<Post[]> {
  return db.posts.orderBy('createdAt').reverse().filter(isPublished).limit(count).toArray();
}

/** Up to `count` other published posts of the same category, newest first. */
export function listRelatedPosts(db: AppDb, post: Pick<Post, 'id' | 'category'>, count = 3): Promise<Post[]> {
  return ofCategory(db, post.category)
    .reverse()
    .filter((p) => p.published && p.id !== post.id)
    .limit(count)
    .toArray();
}

/** A published post; null when there is none with this id or it is a draft. */
export async function getPublishedPost(db: AppDb, id: string): Promise<Post | null> {
  const post = await db.posts.get(id);
  return post?.published ? post : null;
}

// The same answers over the page's posts (all published: the server leaves drafts out).
const pagePosts = (page: CatalogueSnapshot, category: PostCategory | null = null) =>
  page.posts.filter((p) => isPublished(p) && (!category || p.category === category)).sort(newestFirst);

export function usePublishedPosts(filter: PostFilter): Post[] | undefined {
  const { category, sort, search } = filter;
  return usePublicQuery(
    (db) => listPublishedPosts(db, { category, sort, search }),
    (page) => {
      const posts = pagePosts(page, category).filter(searchFilter(search));
      return sort === 'newest' ? posts : posts.reverse();
    },
    [category, sort, search],
  );
}

export function useLatestPosts(count = 3): Post[] | undefined {
  return usePublicQuery(
    (db) => listLatestPosts(db, count),
    (page) => pagePosts(page).slice(0, count),
    [count],
  );
}

/** undefined while loading, null for an unknown or unpublished id. */
export function usePublishedPost(id: string | undefined): Post | null | undefined {
  return usePublicQuery(
    async (db) => (id ? getPublishedPost(db, id) : null),
    (page) => pagePosts(page).find((p) => p.id === id) ?? null,
    [id],
  );
}

export function useRelatedPosts(post: Pick<Post, 'id' | 'category'> | null | undefined, count = 3): Post[] | undefined {
  const id = post?.id;
  const category = post?.category;
  return usePublicQuery(
    async (db) => (id && category ? listRelatedPosts(db, { id, category }, count) : []),
    (page) => (id && category ? pagePosts(page, category).filter((p) => p.id !== id).slice(0, count) : []),
    [id, category, count],
  );
}
