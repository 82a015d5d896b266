// The create-blog-post form (SPEC 5 'Blog form'): its values, the rules with SPEC's messages, and
// the payload it saves (SPEC 3 'Create-blog payload': the image only when filled).

import * as v from 'valibot';
import { isHttpUrl, isImageRef } from './image-ref';
import { MESSAGES } from './schema-messages';
import { POST_CATEGORIES, type CreateInput, type PostCategory } from './types';

export const POST_TITLE_MAX = 200;
export const POST_EXCERPT_MAX = 500;
export const POST_CONTENT_MAX = 100_000;
export const POST_READ_TIME_MAX = 40;

export interface PostFormValues {
  title: string;
  excerpt: string;
  content: string;
  /** Featured image URL; '' for none. */
  image: string;
  /** '' until one is chosen. */
  category: PostCategory | '';
  readTime: string;
  published: boolean;
}

export function emptyPostForm(): PostFormValues {
  return { title: '', excerpt: '', content: '', image: '', category: '', readTime: '', published: false };
}

const filled = (message: string) => v.check((s: string) => s.trim() !== '', message);

/** An address on the web, or a file bundled with the site ('/images/...'). */
export function isPostImageUrl(value: string): boolean {
  const s = value.trim();
  return isHttpUrl(s) || (s.startsWith('/') && isImageRef(s));
}

/** The form's rules; the messages are SPEC's English, which the screen translates. */
export const postFormSchema = v.object({
  title: v.pipe(v.string(), filled(MESSAGES.titleRequired), v.maxLength(POST_TITLE_MAX, MESSAGES.titleTooLong)),
  excerpt: v.pipe(v.string(), filled(MESSAGES.excerptRequired), v.maxLength(POST_EXCERPT_MAX, MESSAGES.excerptTooLong)),
  content: v.pipe(v.string(), filled(MESSAGES.contentRequired), v.maxLength(POST_CONTENT_MAX, MESSAGES.textTooLong)),
  image: v.pipe(
    v.string(),
    v.check((s) => s.trim() === '' || isPostImageUrl(s), MESSAGES.invalidUrl),
  ),
  category: v.picklist(POST_CATEGORIES, MESSAGES.categoryRequired),
  readTime: v.pipe(v.string(), filled(MESSAGES.readTimeRequired), v.maxLength(POST_READ_TIME_MAX, MESSAGES.textTooLong)),
  published: v.boolean(),
});

/** The message of each invalid field (the first rule it breaks); empty when the form is valid. */
export function checkPostForm(values: PostFormValues): Partial<Record<keyof PostFormValues, string>> {
  const result = v.safeParse(postFormSchema, values, { abortPipeEarly: true });
  if (result.success) return {};
  const issues: Partial<Record<keyof PostFormValues, string>> = {};
  for (const issue of result.issues) {
    const key = v.getDotPath(issue) as keyof PostFormValues | null;
    if (key && !issues[key]) issues[key] = issue.message;
  }
  return issues;
}

/** What a valid form saves: trimmed single-line fields, the content as typed, no empty image. */
export function postPayload(values: PostFormValues): CreateInput<'posts'> {
  if (values.category === '') throw new Error(MESSAGES.categoryRequired);
  const image = values.image.trim();
  return {
    title: values.title.trim(),
    excerpt: values.excerpt.trim(),
    content: values.content.replace(/\r\n?/g, '\n').trim(),
    category: values.category,
    readTime: values.readTime.trim(),
    published: values.published,
    ...(image ? { image } : {}),
  };
}
