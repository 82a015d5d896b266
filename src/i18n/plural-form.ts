// The plural form a count takes in each language (CLDR's cardinal rules), without Intl. Lingui's
// `plural` writes its count through an Intl number format, made whatever the message: on a page whose
// cards say '4 passengers' in the render that brings it to life, that first format costs the browser
// its formatting library's set-up (src/i18n/numbers.ts). Messages of those pages choose their words
// with `select` on this form instead, their count written by formatDecimal; the Arabic catalogs give
// all six forms (zero, one, two, few, many, other), French and English one and other.
import type { Lang } from '../domain/paths';

export type PluralForm = 'zero' | 'one' | 'two' | 'few' | 'many' | 'other';

/** CLDR's cardinal plural form of `count` in `lang` ('one' for 1 in English, 0 and 1 in French). */
export function pluralForm(lang: Lang, count: number): PluralForm {
  // The rules below are those of whole counts; any other number asks Intl.
  if (!Number.isSafeInteger(count) || count < 0) return new Intl.PluralRules(lang).select(count) as PluralForm;
  switch (lang) {
    case 'en':
      return count === 1 ? 'one' : 'other';
    case 'fr':
      if (count <= 1) return 'one';
      return count % 1_000_000 === 0 ? 'many' : 'other';
    case 'ar': {
      if (count <= 2) return (['zero', 'one', 'two'] as const)[count]!;
      const lastTwo = count % 100;
      if (lastTwo >= 3 && lastTwo <= 10) return 'few';
      if (lastTwo >= 11) return 'many';
      return 'other';
    }
  }
}
