// The words of the tour screens that are not in a single component: category names, prices and the
// form's own messages (the shared ones: words.ts).
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { useMemo } from 'react';
import { CATALOGUE_MESSAGES as M } from './form';
import { TOUR_CATEGORIES, type TourCategory } from '../../domain/types';
import { useEuros, useFieldError } from './words';

const FIELD_MESSAGES: Record<string, MessageDescriptor> = {
  [M.descriptionRequired]: msg`Description is required`,
  [M.durationRequired]: msg`Duration is required`,
  [M.maxParticipantsInvalid]: msg`Max participants must be a whole number from 0 (no limit) to 999`,
};

export function useTourText() {
  const { t } = useLingui();
  const price = useEuros();
  const fieldError = useFieldError(FIELD_MESSAGES);
  return useMemo(() => {
    const categories: Record<TourCategory, string> = {
      private: t`Private`,
      shared: t`Shared`,
    };
    return {
      categories,
      categoryOptions: TOUR_CATEGORIES.map((value) => ({ value, label: categories[value] })),
      price,
      fieldError,
    };
  }, [t, price, fieldError]);
}
