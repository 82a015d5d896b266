// Words and formats the blog screens share: category names, the post date, the tab title.
import type { I18n, MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { Lang } from '../../domain/paths';
import { MESSAGES } from '../../domain/schema-messages';
import type { PostCategory } from '../../domain/types';
import { intlLocale } from '../../i18n/i18n';

export const CATEGORY_LABELS: Record<PostCategory, MessageDescriptor> = {
  'travel-tips': msg`Travel Tips`,
  destinations: msg`Destinations`,
  services: msg`Services`,
};

export function categoryLabel(i18n: I18n, category: PostCategory): string {
  return i18n._(CATEGORY_LABELS[category]);
}

// SPEC 2.4 shows English dates in the long US form ('November 21, 2026'); French and Arabic get their own.
const DATE_LOCALES: Record<Lang, string> = { ...intlLocale, en: 'en-US' };

/** A post's date in the long form of the language. */
export function formatPostDate(iso: string, lang: Lang): string {
  return new Intl.DateTimeFormat(DATE_LOCALES[lang], { dateStyle: 'long' }).format(new Date(iso));
}

/** A count written with the language's digits. */
export function formatCount(count: number, lang: Lang): string {
  return new Intl.NumberFormat(intlLocale[lang]).format(count);
}

// SPEC 5's messages, in the active language (a context of their own: the tours form has some too).
const FORM_MESSAGES: Record<string, MessageDescriptor> = {
  [MESSAGES.titleRequired]: msg({ message: 'Title is required', context: 'blog form' }),
  [MESSAGES.titleTooLong]: msg({ message: 'Title must be less than 200 characters', context: 'blog form' }),
  [MESSAGES.excerptRequired]: msg({ message: 'Excerpt is required', context: 'blog form' }),
  [MESSAGES.excerptTooLong]: msg({ message: 'Excerpt must be less than 500 characters', context: 'blog form' }),
  [MESSAGES.contentRequired]: msg({ message: 'Content is required', context: 'blog form' }),
  [MESSAGES.categoryRequired]: msg({ message: 'Category is required', context: 'blog form' }),
  [MESSAGES.readTimeRequired]: msg({ message: 'Read time is required', context: 'blog form' }),
  [MESSAGES.invalidUrl]: msg({ message: 'Please enter a valid URL', context: 'blog form' }),
  [MESSAGES.textTooLong]: msg({ message: 'This text is too long', context: 'blog form' }),
};

export function formMessage(i18n: I18n, message: string | undefined): string | undefined {
  if (!message) return undefined;
  const descriptor = FORM_MESSAGES[message];
  return descriptor ? i18n._(descriptor) : message;
}

