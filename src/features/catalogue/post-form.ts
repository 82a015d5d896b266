// The blog post form, at /{lang}/blog/create and in the back office (SPEC 5 'Blog form'): its values,
// the rules with SPEC's messages, and the record they become (SPEC 3 'Create-blog payload': the image
// only when filled) and come from.

import * as v from 'valibot';
import { POST_CATEGORIES, type CreateInput, type Post, type PostCategory } from '../../domain/types';
import { CATALOGUE_MESSAGES as M, imageRule, keptText, requiredText, TITLE_MAX } from './form';

export const EXCERPT_MAX = 500;
const CONTENT_MAX = 100_000;
const READ_TIME_MAX = 40;

export interface PostFormValues {
  title: string;
  excerpt: string;
  content: string;
  /** Featured image: '' for none, an http(s) URL, a site path or `blob-ref:`. */
  image: string;
  /** '' until one is chosen. */
  category: PostCategory | '';
  readTime: string;
  published: boolean;
}

/** A new post: a draft (SPEC 5: published defaults to false) with no category chosen. */
export function emptyPostForm(): PostFormValues {
  return { title: '', excerpt: '', content: '', image: '', category: '', readTime: '', published: false };
}

export const postFormSchema = v.object({
  title: requiredText(M.titleRequired, TITLE_MAX, M.titleTooLong),
  excerpt: requiredText(M.excerptRequired, EXCERPT_MAX, M.excerptTooLong),
  // The content keeps its own spaces: only its length counts, untrimmed.
  content: v.pipe(v.string(), v.check((s) => s.trim() !== '', M.contentRequired), v.check((s) => s.length <= CONTENT_MAX, M.textTooLong)),
  image: imageRule,
  category: v.pipe(
    v.union([v.literal(''), v.picklist(POST_CATEGORIES)], M.categoryRequired),
    v.check((c) => c !== '', M.categoryRequired),
  ),
  readTime: requiredText(M.readTimeRequired, READ_TIME_MAX, M.textTooLong),
  published: v.boolean(),
});

export function postFormFromRecord(post: Post): PostFormValues {
  return {
    title: post.title,
    excerpt: post.excerpt,
    content: post.content,
    image: post.image ?? '',
    category: post.category,
    readTime: post.readTime,
    published: post.published,
  };
}

/**
 * The post of valid form values: trimmed one-line fields, the content with its paragraphs (line ends
 * normalized); an empty image is `null`, which a new record leaves out and an edit clears.
 */
export function postFromForm(values: PostFormValues): CreateInput<'posts'> {
  if (values.category === '') throw new Error(M.categoryRequired);
  const image = values.image.trim();
  return {
    title: values.title.trim(),
    excerpt: values.excerpt.trim(),
    content: values.content.replace(/\r\n?/g, '\n').trim(),
    image: image || null,
    category: values.category,
    readTime: values.readTime.trim(),
    published: values.published,
  };
}

/** Form values from anything (a kept draft): the known fields of the right type, the rest empty. */
export function cleanPostForm(value: unknown): PostFormValues {
  const empty = emptyPostForm();
  if (typeof value !== 'object' || value === null) return empty;
  const raw = value as Record<string, unknown>;
  const text = (key: 'title' | 'excerpt' | 'content' | 'image' | 'readTime') => keptText(raw, key, empty[key]);
  return {
    title: text('title'),
    excerpt: text('excerpt'),
    content: text('content'),
    image: text('image'),
    category: (POST_CATEGORIES as readonly unknown[]).includes(raw.category) ? (raw.category as PostCategory) : '',
    readTime: text('readTime'),
    published: raw.published === true,
  };
}
