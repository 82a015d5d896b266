// The blog post form, at /{lang}/blog/create and in the back office (SPEC 5 'Blog form'): its values,
// the rules with SPEC's messages, and the record they become (SPEC 3 'Create-blog payload': the image
// only when filled) and come from. Its texts are one field per language (lang-fields.ts): title,
// excerpt, content and read time are each needed in at least one of them.

import * as v from 'valibot';
import type { Lang } from '../../domain/paths';
import { POST_CATEGORIES, type CreateInput, type Post, type PostCategory } from '../../domain/types';
import { CATALOGUE_MESSAGES as M, imageRule, keptText, TITLE_MAX } from './form';
import { emptyTexts, keptTexts, langEntries, requiredInSomeLanguage, textsFromForm, textsToForm, type LangValues } from './lang-fields';

export const EXCERPT_MAX = 500;
const CONTENT_MAX = 100_000;
const READ_TIME_MAX = 40;

/** The texts are per language: 'titleFr', 'excerptEn', 'contentAr', 'readTimeFr'... */
export interface PostFormValues extends LangValues<'posts'> {
  /** Featured image: '' for none, an http(s) URL, a site path or `blob-ref:`. */
  image: string;
  /** '' until one is chosen. */
  category: PostCategory | '';
  published: boolean;
}

/** A new post: a draft (SPEC 5: published defaults to false) with no category chosen. */
export function emptyPostForm(): PostFormValues {
  return { ...emptyTexts('posts'), image: '', category: '', published: false };
}

const postFieldsSchema = v.object({
  ...langEntries('posts', {
    title: { max: TITLE_MAX, tooLong: M.titleTooLong },
    excerpt: { max: EXCERPT_MAX, tooLong: M.excerptTooLong },
    content: { max: CONTENT_MAX, tooLong: M.textTooLong },
    readTime: { max: READ_TIME_MAX, tooLong: M.textTooLong },
  }),
  image: imageRule,
  category: v.pipe(
    v.union([v.literal(''), v.picklist(POST_CATEGORIES)], M.categoryRequired),
    v.check((c) => c !== '', M.categoryRequired),
  ),
  published: v.boolean(),
});

const postSchemaIn = (lang: Lang) =>
  v.intersect([
    postFieldsSchema,
    requiredInSomeLanguage(
      'posts',
      { title: M.titleRequired, excerpt: M.excerptRequired, content: M.contentRequired, readTime: M.readTimeRequired },
      lang,
    ),
  ]) as unknown as v.GenericSchema<PostFormValues>;
const POST_SCHEMAS = { fr: postSchemaIn('fr'), en: postSchemaIn('en'), ar: postSchemaIn('ar') };

/**
 * Each field's own rules, and the texts a post needs in at least one language; while none is written,
 * their messages go on `lang`'s fields (the tab shown).
 */
export const postFormSchemaIn = (lang: Lang): v.GenericSchema<PostFormValues> => POST_SCHEMAS[lang];
export const postFormSchema = postFormSchemaIn('fr');

export function postFormFromRecord(post: Post): PostFormValues {
  return {
    ...textsToForm('posts', post),
    image: post.image ?? '',
    category: post.category,
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
    ...(textsFromForm('posts', values, ['content']) as LangValues<'posts'>),
    image: image || null,
    category: values.category,
    published: values.published,
  };
}

/** Form values from anything (a kept draft): the known fields of the right type, the rest empty. */
export function cleanPostForm(value: unknown): PostFormValues {
  const empty = emptyPostForm();
  if (typeof value !== 'object' || value === null) return empty;
  const raw = value as Record<string, unknown>;
  return {
    ...keptTexts('posts', raw),
    image: keptText(raw, 'image', empty.image),
    category: (POST_CATEGORIES as readonly unknown[]).includes(raw.category) ? (raw.category as PostCategory) : '',
    published: raw.published === true,
  };
}
