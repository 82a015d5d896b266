// Words and formats the fleet screens share: categories, SPEC's nine features, sorts, prices.
import { useLingui } from '@lingui/react/macro';
import { useMemo } from 'react';
import { knownFeature, type FleetFeature, type FleetSort } from './filters';
import type { CarCategory } from '../../domain/types';
import { intlLocale } from '../../i18n/i18n';
import { formatDecimal, formatPrice, formatRating } from '../../i18n/numbers';
import { pluralForm } from '../../i18n/plural-form';
import { useLang } from '../../i18n/use-lang';

export function useFleetLabels() {
  const { t } = useLingui();
  const lang = useLang();
  return useMemo(() => {
    const categories: Record<CarCategory, string> = {
      sedan: t`Sedan`,
      suv: t`SUV`,
      van: t`Van`,
      luxury: t`Luxury`,
    };
    const features: Record<FleetFeature, string> = {
      'Climate Control': t`Climate Control`,
      WiFi: t`WiFi`,
      'Leather Seats': t`Leather Seats`,
      'Premium Sound': t`Premium Sound`,
      'Safety Plus': t`Safety Plus`,
      'Entertainment System': t`Entertainment System`,
      'Premium Interior': t`Premium Interior`,
      Refreshments: t`Refreshments`,
      'Luxury Interior': t`Luxury Interior`,
    };
    const sorts: Record<FleetSort, string> = {
      default: t`Recommended`,
      popular: t`Most popular`,
      rating: t`Highest rated`,
      'low-price': t`Price: low to high`,
      'high-price': t`Price: high to low`,
    };
    // Written without Intl: the fleet's cards write them in the render that brings the page to life.
    const locale = intlLocale[lang];
    return {
      categories,
      category: (c: string) => categories[c as CarCategory] ?? c,
      /** One of SPEC's nine features in the visitor's language; any other text as the car has it. */
      feature: (text: string) => {
        const known = knownFeature(text);
        return known ? features[known] : text;
      },
      features,
      featuresLabel: t`Features`,
      sorts,
      /** Whole euros without decimals ('89 €'), other amounts to the cent. */
      money: (amount: string | number) => {
        const n = typeof amount === 'number' ? amount : Number.parseFloat(amount);
        if (!Number.isFinite(n)) return '';
        return formatPrice(locale, n);
      },
      rating: (value: string | number) => {
        const n = typeof value === 'number' ? value : Number.parseFloat(value);
        return Number.isFinite(n) ? formatRating(locale, n) : '';
      },
      count: (n: number) => formatDecimal(locale, n),
      /** The plural form of a count, which the messages that write it select their words by. */
      form: (n: number) => pluralForm(lang, n),
    };
  }, [t, lang]);
}

export type FleetLabels = ReturnType<typeof useFleetLabels>;
