// The words of the blog screens that are not in a single component: category names, dates and the
// form's own messages (the shared ones: words.ts).
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { useMemo } from 'react';
import { CATALOGUE_MESSAGES as M } from './form';
import { POST_CATEGORIES, type PostCategory } from '../../domain/types';
import { intlLocale } from '../../i18n/i18n';
import { useLang } from '../../i18n/use-lang';
import { useFieldError } from './words';

const FIELD_MESSAGES: Record<string, MessageDescriptor> = {
  [M.excerptRequired]: msg`Excerpt is required`,
  [M.excerptTooLong]: msg`Excerpt must be less than 500 characters`,
  [M.contentRequired]: msg`Content is required`,
  [M.readTimeRequired]: msg`Read time is required`,
};

export function usePostText() {
  const { t } = useLingui();
  const lang = useLang();
  const fieldError = useFieldError(FIELD_MESSAGES);
  return useMemo(() => {
    const categories: Record<PostCategory, string> = {
      'travel-tips': t`Travel Tips`,
      destinations: t`Destinations`,
      services: t`Services`,
    };
    const dates = new Intl.DateTimeFormat(intlLocale[lang], { dateStyle: 'medium' });
    return {
      categories,
      categoryOptions: POST_CATEGORIES.map((value) => ({ value, label: categories[value] })),
      /** An ISO instant as a date of the active language. */
      date: (iso: string) => dates.format(new Date(iso)),
      fieldError,
    };
  }, [t, lang, fieldError]);
}
