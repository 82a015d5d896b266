// Words and formats the blog screens share: category names, the post date, counts.
import type { I18n, MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { Lang } from '../../domain/paths';
import type { PostCategory } from '../../domain/types';
import { formatLongDate } from '../../i18n/dates';
import { intlLocale } from '../../i18n/i18n';
import { formatDecimal } from '../../i18n/numbers';

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
  return formatLongDate(dateLocale(lang), new Date(iso));
}

/** A count written with the language's digits. */
export function formatCount(count: number, lang: Lang): string {
  return formatDecimal(intlLocale[lang], count);
}
