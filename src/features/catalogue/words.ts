// Words the catalogue screens (cars, tours, posts) share: the messages of their forms' checks
// (codes of form.ts) that every form has, and prices in euros.
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { useCallback, useMemo } from 'react';
import { CATALOGUE_MESSAGES as M } from './form';
import { intlLocale } from '../../i18n/i18n';
import { useLang } from '../../i18n/use-lang';

const SHARED_MESSAGES: Record<string, MessageDescriptor> = {
  [M.titleRequired]: msg`Title is required`,
  [M.titleTooLong]: msg`Title must be less than 200 characters`,
  [M.categoryRequired]: msg`Category is required`,
  [M.textTooLong]: msg`This text is too long`,
  [M.invalidUrl]: msg`Please enter a valid URL`,
  [M.priceRequired]: msg`Price is required`,
  [M.priceFormat]: msg`Enter the price as a number with at most 2 decimals, such as 50.00`,
  [M.priceInvalid]: msg`Price must be a valid number greater than 0`,
  [M.ratingInvalid]: msg`Rating must be between 0 and 5`,
  [M.countInvalid]: msg`Please enter a whole number of 0 or more`,
};

/** The translation of a form message: the form's own words first, else the shared ones. */
export function useFieldError(own: Record<string, MessageDescriptor>): (message: string | undefined) => string | undefined {
  const { i18n } = useLingui();
  return useCallback(
    (message) => {
      if (!message) return undefined;
      const descriptor = own[message] ?? SHARED_MESSAGES[message];
      return descriptor ? i18n._(descriptor) : message;
    },
    [i18n, own],
  );
}

/** '89.00' -> '89,00 €' in the active language. */
export function useEuros(): (value: string) => string {
  const lang = useLang();
  return useMemo(() => {
    const money = new Intl.NumberFormat(intlLocale[lang], { style: 'currency', currency: 'EUR' });
    return (value: string) => money.format(Number(value));
  }, [lang]);
}
