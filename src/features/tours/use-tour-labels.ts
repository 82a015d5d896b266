// Words and formats the tour screens share: prices in euros, durations, group sizes, reviews,
// categories, all in the active language.
import { select } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { useMemo } from 'react';
import type { TourCategory } from '../../domain/types';
import { intlLocale } from '../../i18n/i18n';
import { formatDecimal, formatPrice, formatRating } from '../../i18n/numbers';
import { pluralForm } from '../../i18n/plural-form';
import { useLang } from '../../i18n/use-lang';

export function useTourLabels() {
  const { t } = useLingui();
  const lang = useLang();
  return useMemo(() => {
    // Numbers written without Intl (src/i18n/numbers.ts), their words chosen by plural form
    // (src/i18n/plural-form.ts): the tour cards write them in the render that brings the page to life.
    const locale = intlLocale[lang];
    // A context of their own: contact and booking call a service 'Private tour' in other words.
    const categories: Record<TourCategory, string> = {
      private: t({ message: 'Private tour', context: 'tour category' }),
      shared: t({ message: 'Shared tour', context: 'tour category' }),
    };

    return {
      /** '299 €', or '299,50 €' when there are cents. */
      price: (amount: string) => {
        const n = Number(amount);
        if (!Number.isFinite(n)) return amount;
        return formatPrice(locale, n);
      },
      rating: (rating: string) => {
        const n = Number(rating);
        return Number.isFinite(n) ? formatRating(locale, n) : rating;
      },
      reviews: (count: number) => {
        const n = formatDecimal(locale, count);
        const form = pluralForm(lang, count);
        return t`${select(form, { one: `${n} review`, other: `${n} reviews` })}`;
      },
      upTo: (people: number) => {
        const n = formatDecimal(locale, people);
        const form = pluralForm(lang, people);
        return t`${select(form, { one: `up to ${n} person`, other: `up to ${n} people` })}`;
      },
      /** A duration typed by staff: the usual forms ('8 hours', 'Full day') are translated, others shown as typed. */
      duration: (text: string) => {
        const value = text.trim();
        const hours = /^(\d{1,3})\s*(h|hrs?|hours?|heures?)$/i.exec(value);
        if (hours) {
          const count = Number(hours[1]);
          const n = formatDecimal(locale, count);
          const form = pluralForm(lang, count);
          return t`${select(form, { one: `${n} hour`, other: `${n} hours` })}`;
        }
        if (/^full[\s-]?day$/i.test(value)) return t`Full day`;
        if (/^half[\s-]?day$/i.test(value)) return t`Half day`;
        return value;
      },
      category: (category: TourCategory) => categories[category],
      categories,
    };
  }, [t, lang]);
}
