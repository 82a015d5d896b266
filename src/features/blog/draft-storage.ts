// The create form's values kept for the tab while they are typed, so that a reload or a wrong
// click loses nothing; dropped once the post is saved.
import { emptyPostForm, type PostFormValues } from '../../domain/post-form';
import { POST_CATEGORIES } from '../../domain/types';

const KEY = 'vtc.blog.create-draft';

export function readPostDraft(): PostFormValues {
  const empty = emptyPostForm();
  try {
    const saved = JSON.parse(sessionStorage.getItem(KEY) ?? 'null') as Partial<Record<keyof PostFormValues, unknown>> | null;
    if (!saved || typeof saved !== 'object') return empty;
    const text = (key: 'title' | 'excerpt' | 'content' | 'image' | 'readTime') => (typeof saved[key] === 'string' ? saved[key] : empty[key]);
    return {
      title: text('title'),
      excerpt: text('excerpt'),
      content: text('content'),
      image: text('image'),
      readTime: text('readTime'),
      category: (POST_CATEGORIES as readonly unknown[]).includes(saved.category) ? (saved.category as PostFormValues['category']) : '',
      published: saved.published === true,
    };
  } catch {
    return empty;
  }
}

export function writePostDraft(values: PostFormValues): void {
  try {
    sessionStorage.setItem(KEY, JSON.stringify(values));
  } catch {
    // Storage full or off (private mode): the values stay in the form.
  }
}

export function clearPostDraft(): void {
  try {
    sessionStorage.removeItem(KEY);
  } catch {
    // Nothing kept, nothing to drop.
  }
}
