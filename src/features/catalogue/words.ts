// Words the catalogue screens share: the forms' messages (codes of form.ts) in the active language,
// category names, prices in euros and dates.
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { useCallback, useMemo } from 'react';
import { CAR_CATEGORIES, POST_CATEGORIES, TOUR_CATEGORIES, type CarCategory, type PostCategory, type TourCategory } from '../../domain/types';
import { intlLocale } from '../../i18n/i18n';
import { useLang } from '../../i18n/use-lang';
import { CATALOGUE_MESSAGES as M, type CatalogueMessage } from './form';

const MESSAGES: Record<CatalogueMessage, MessageDescriptor> = {
  [M.titleRequired]: msg`Title is required`,
  [M.titleTooLong]: msg`Title must be less than 200 characters`,
  [M.excerptRequired]: msg`Excerpt is required`,
  [M.excerptTooLong]: msg`Excerpt must be less than 500 characters`,
  [M.contentRequired]: msg`Content is required`,
  [M.categoryRequired]: msg`Category is required`,
  [M.readTimeRequired]: msg`Read time is required`,
  [M.invalidUrl]: msg`Please enter a valid URL`,
  [M.descriptionRequired]: msg`Description is required`,
  [M.durationRequired]: msg`Duration is required`,
  [M.priceRequired]: msg`Price is required`,
  [M.priceInvalid]: msg`Price must be a valid number greater than 0`,
  [M.maxParticipantsMin]: msg`Max participants must be at least 1`,
  [M.ratingInvalid]: msg`Rating must be between 0 and 5`,
  [M.countInvalid]: msg`Please enter a whole number of 0 or more`,
  [M.textTooLong]: msg`This text is too long`,
  [M.descriptionTooLong]: msg`Description must be less than 5000 characters`,
  [M.durationTooLong]: msg`Duration must be less than 60 characters`,
  [M.priceTooHigh]: msg`Price must be less than 1,000,000,000`,
  [M.maxParticipantsTooHigh]: msg`Max participants must be at most 999`,
  [M.carNameRequired]: msg`Vehicle name is required`,
  [M.carNameTooLong]: msg`Vehicle name must be less than 120 characters`,
  [M.priceFormat]: msg`Enter the price as a number with at most 2 decimals, such as 50.00`,
  [M.passengersInvalid]: msg`Passengers must be a whole number from 1 to 99`,
  [M.luggageInvalid]: msg`Luggage must be a whole number from 0 to 99`,
  [M.featureTooLong]: msg`Each feature must be less than 80 characters`,
  [M.tooManyFeatures]: msg`List at most 50 features`,
  [M.plateTooLong]: msg`The plate must be at most 20 characters`,
  [M.listItemTooLong]: msg`Each line must be less than 300 characters`,
  [M.tooManyItems]: msg`List at most 50 lines`,
};

/** A form message in the active language (a message of the database's own checks stays as it is). */
export function useFieldError(): (message: string | undefined) => string | undefined {
  const { i18n } = useLingui();
  return useCallback(
    (message) => {
      if (!message) return undefined;
      const descriptor = MESSAGES[message as CatalogueMessage] as MessageDescriptor | undefined;
      return descriptor ? i18n._(descriptor) : message;
    },
    [i18n],
  );
}

export interface CategoryWords {
  cars: Record<CarCategory, string>;
  tours: Record<TourCategory, string>;
  posts: Record<PostCategory, string>;
}

/** Category names of every record type, and the options of their selects. */
export function useCategories() {
  const { t } = useLingui();
  return useMemo(() => {
    const labels: CategoryWords = {
      cars: { sedan: t`Sedan`, suv: t`SUV`, van: t`Van`, luxury: t`Luxury` },
      tours: {
        private: t({ message: 'Private tour', context: 'tour category' }),
        shared: t({ message: 'Shared tour', context: 'tour category' }),
      },
      posts: { 'travel-tips': t`Travel Tips`, destinations: t`Destinations`, services: t`Services` },
    };
    const options = <C extends string>(codes: readonly C[], names: Record<C, string>) => codes.map((value) => ({ value, label: names[value] }));
    return {
      labels,
      options: {
        cars: options(CAR_CATEGORIES, labels.cars),
        tours: options(TOUR_CATEGORIES, labels.tours),
        posts: options(POST_CATEGORIES, labels.posts),
      },
    };
  }, [t]);
}

/** Numbers, prices and dates in the active language: '89.00' -> '89,00 €'. */
export function useFormats() {
  const lang = useLang();
  return useMemo(() => {
    const money = new Intl.NumberFormat(intlLocale[lang], { style: 'currency', currency: 'EUR' });
    const count = new Intl.NumberFormat(intlLocale[lang]);
    const dates = new Intl.DateTimeFormat(intlLocale[lang], { dateStyle: 'medium' });
    return {
      euros: (value: string) => money.format(Number(value)),
      count: (value: number) => count.format(value),
      /** An ISO instant as a date. */
      date: (iso: string) => dates.format(new Date(iso)),
    };
  }, [lang]);
}
