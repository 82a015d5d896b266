// The words of the blog screens that are not in a single component: category names, dates, the
// form's messages, and the labels the shared back-office pieces take.
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { useMemo } from 'react';
import { CATALOGUE_MESSAGES as M } from '../../domain/admin-catalogue-forms';
import { POST_CATEGORIES, type PostCategory } from '../../domain/types';
import { intlLocale } from '../../i18n/i18n';
import { useLang } from '../../i18n/use-lang';
import type { ConfirmDeleteLabels } from '../../ui/admin/confirm-delete-modal';
import type { ImageFieldLabels } from '../../ui/admin/image-field';

const FIELD_MESSAGES: Record<string, MessageDescriptor> = {
  [M.titleRequired]: msg`Title is required`,
  [M.titleTooLong]: msg`Title must be less than 200 characters`,
  [M.excerptRequired]: msg`Excerpt is required`,
  [M.excerptTooLong]: msg`Excerpt must be less than 500 characters`,
  [M.contentRequired]: msg`Content is required`,
  [M.categoryRequired]: msg`Category is required`,
  [M.readTimeRequired]: msg`Read time is required`,
  [M.textTooLong]: msg`This text is too long`,
  [M.invalidUrl]: msg`Please enter a valid URL`,
};

export function usePostText() {
  const { t, i18n } = useLingui();
  const lang = useLang();
  return useMemo(() => {
    const categories: Record<PostCategory, string> = {
      'travel-tips': t`Travel Tips`,
      destinations: t`Destinations`,
      services: t`Services`,
    };
    const dates = new Intl.DateTimeFormat(intlLocale[lang], { dateStyle: 'medium' });
    const deleteLabels: ConfirmDeleteLabels = {
      title: t`Delete this post?`,
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
      onDevice: t`Photo kept on this device; it is sent with the post.`,
      preview: t`Photo preview`,
      none: t`No photo yet`,
      wrongType: t`Choose a JPEG, PNG, WebP or GIF image.`,
      tooLarge: t`This photo is too large: choose one under 5 MB.`,
      saveFailed: t`The photo could not be kept on this device. Free some storage and try again.`,
    };
    return {
      categories,
      categoryOptions: POST_CATEGORIES.map((value) => ({ value, label: categories[value] })),
      /** An ISO instant as a date of the active language. */
      date: (iso: string) => dates.format(new Date(iso)),
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
