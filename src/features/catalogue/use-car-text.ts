// The words of the car screens that are not in a single component: category names, prices and the
// form's own messages (the shared ones: words.ts).
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { useMemo } from 'react';
import { CATALOGUE_MESSAGES as M } from './form';
import { CAR_CATEGORIES, type CarCategory } from '../../domain/types';
import { useEuros, useFieldError } from './words';

const FIELD_MESSAGES: Record<string, MessageDescriptor> = {
  [M.carNameRequired]: msg`Vehicle name is required`,
  [M.carNameTooLong]: msg`Vehicle name must be less than 120 characters`,
  [M.passengersInvalid]: msg`Passengers must be a whole number from 1 to 99`,
  [M.luggageInvalid]: msg`Luggage must be a whole number from 0 to 99`,
  [M.featureTooLong]: msg`Each feature must be less than 80 characters`,
  [M.tooManyFeatures]: msg`List at most 50 features`,
};

export function useCarText() {
  const { t } = useLingui();
  const price = useEuros();
  const fieldError = useFieldError(FIELD_MESSAGES);
  return useMemo(() => {
    const categories: Record<CarCategory, string> = {
      sedan: t`Sedan`,
      suv: t`SUV`,
      van: t`Van`,
      luxury: t`Luxury`,
    };
    return {
      categories,
      categoryOptions: CAR_CATEGORIES.map((value) => ({ value, label: categories[value] })),
      price,
      fieldError,
    };
  }, [t, price, fieldError]);
}
