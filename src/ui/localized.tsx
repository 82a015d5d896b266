// A catalogue record's texts in the page's language (src/domain/content-lang.ts). A text that is not
// written in it shows in its fallback language, marked with `lang` (and `dir`) so that a screen reader
// reads it with the right voice and an Arabic text keeps its direction on a French page.

import { useMemo } from 'react';
import { localized, type Localized } from '../domain/content-lang';
import { dirOf, type Lang } from '../domain/paths';
import { useLang } from '../i18n/use-lang';

export type { Localized };

/** `lang` and `dir` for an element whose text is in another language than the page's; none otherwise. */
export const fallbackProps = (text: Localized<unknown>, pageLang: Lang): { lang?: Lang; dir?: 'ltr' | 'rtl' } =>
  text.lang === pageLang ? {} : { lang: text.lang, dir: dirOf(text.lang) };

/** The record's texts and lists in the page's language, with their fallbacks. */
export function useLocalized(record: object) {
  const lang = useLang();
  return useMemo(
    () => ({
      lang,
      text: (base: string) => localized<string>(record, base, lang),
      list: (base: string) => localized<readonly string[]>(record, base, lang),
      /** `fallbackProps` of one of this record's texts. */
      props: (text: Localized<unknown>) => fallbackProps(text, lang),
    }),
    [record, lang],
  );
}

/** A text inline, isolated from the words around it, marked when it fell back. */
export function LocalizedBdi({ text }: { text: Localized<string> }) {
  const lang = useLang();
  return <bdi {...fallbackProps(text, lang)}>{text.value}</bdi>;
}
