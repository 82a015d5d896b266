// The words of the car screens that are not in a single component: category names, prices, the
// form's messages, and the labels the shared back-office pieces take.
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { useMemo } from 'react';
import { CATALOGUE_MESSAGES as M } from '../../domain/admin-catalogue-forms';
import { CAR_CATEGORIES, type CarCategory } from '../../domain/types';
import { intlLocale } from '../../i18n/i18n';
import { useLang } from '../../i18n/use-lang';
import type { ConfirmDeleteLabels } from '../../ui/admin/confirm-delete-modal';
import type { ImageFieldLabels } from '../../ui/admin/image-field';

const FIELD_MESSAGES: Record<string, MessageDescriptor> = {
  [M.carNameRequired]: msg`Vehicle name is required`,
  [M.carNameTooLong]: msg`Vehicle name must be less than 120 characters`,
  [M.categoryRequired]: msg`Category is required`,
  [M.textTooLong]: msg`This text is too long`,
  [M.invalidUrl]: msg`Please enter a valid URL`,
  [M.passengersInvalid]: msg`Passengers must be a whole number from 1 to 99`,
  [M.luggageInvalid]: msg`Luggage must be a whole number from 0 to 99`,
  [M.featureTooLong]: msg`Each feature must be less than 80 characters`,
  [M.tooManyFeatures]: msg`List at most 50 features`,
  [M.priceRequired]: msg`Price is required`,
  [M.priceFormat]: msg`Enter the price as a number with at most 2 decimals, such as 50.00`,
  [M.priceInvalid]: msg`Price must be a valid number greater than 0`,
  [M.ratingInvalid]: msg`Rating must be between 0 and 5`,
  [M.countInvalid]: msg`Please enter a whole number of 0 or more`,
};

export function useCarText() {
  const { t, i18n } = useLingui();
  const lang = useLang();
  return useMemo(() => {
    const categories: Record<CarCategory, string> = {
      sedan: t`Sedan`,
      suv: t`SUV`,
      van: t`Van`,
      luxury: t`Luxury`,
    };
    const money = new Intl.NumberFormat(intlLocale[lang], { style: 'currency', currency: 'EUR' });
    const deleteLabels: ConfirmDeleteLabels = {
      title: t`Delete this vehicle?`,
      message: t`Are you sure you want to delete this item?`,
      confirm: t`Delete`,
      cancel: t`Cancel`,
      close: t`Close`,
    };
    const imageLabels: ImageFieldLabels = {
      label: t`Photo`,
      url: t`Image URL`,
      urlPlaceholder: 'https://…',
      urlDescription: t`A web address, or upload a photo from this device.`,
      upload: t`Upload a photo`,
      remove: t`Remove photo`,
      onDevice: t`Photo kept on this device; it is sent with the vehicle.`,
      preview: t`Photo preview`,
      none: t`No photo yet`,
      wrongType: t`Choose a JPEG, PNG, WebP or GIF image.`,
      tooLarge: t`This photo is too large: choose one under 5 MB.`,
      saveFailed: t`The photo could not be kept on this device. Free some storage and try again.`,
    };
    return {
      categories,
      categoryOptions: CAR_CATEGORIES.map((value) => ({ value, label: categories[value] })),
      /** '89.00' -> '89,00 €' in the active language. */
      price: (value: string) => money.format(Number(value)),
      /** The translation of a form message from src/domain/admin-catalogue-forms.ts. */
      fieldError: (message: string | undefined) => {
        if (!message) return undefined;
        const descriptor = FIELD_MESSAGES[message];
        return descriptor ? i18n._(descriptor) : message;
      },
      deleteLabels,
      imageLabels,
    };
  }, [t, i18n, lang]);
}
