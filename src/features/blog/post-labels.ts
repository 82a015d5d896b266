// Words and formats the blog screens share: category names, the post date, counts.
import type { I18n, MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { Lang } from '../../domain/paths';
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
const dateLocale = (lang: Lang) => (lang === 'en' ? 'en-US' : intlLocale[lang]);

/** A post's date in the long form of the language. */
export function formatPostDate(iso: string, lang: Lang): string {
  return new Intl.DateTimeFormat(dateLocale(lang), { dateStyle: 'long' }).format(new Date(iso));
}

/** A count written with the language's digits. */
export function formatCount(count: number, lang: Lang): string {
  return new Intl.NumberFormat(intlLocale[lang]).format(count);
}
