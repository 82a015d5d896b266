// The one Lingui instance; each catalog is its own chunk, loaded only when its language is used.
import { i18n, type Messages } from '@lingui/core';
import type { Lang } from '../domain/paths';

const loaders: Record<Lang, () => Promise<{ messages: Messages }>> = {
  fr: () => import('./locales/fr/messages.po'),
  en: () => import('./locales/en/messages.po'),
  ar: () => import('./locales/ar/messages.po'),
};

const loaded = new Set<Lang>();

export async function activateLanguage(lang: Lang): Promise<void> {
  if (!loaded.has(lang)) {
    const { messages } = await loaders[lang]();
    i18n.load(lang, messages);
    loaded.add(lang);
  }
  if (i18n.locale !== lang) i18n.activate(lang);
}

export function isLanguageLoaded(lang: Lang): boolean {
  return loaded.has(lang);
}

/** The BCP 47 tag used for Intl formatting of each language. */
export const intlLocale: Record<Lang, string> = { fr: 'fr-FR', en: 'en-GB', ar: 'ar-TN' };

export { i18n };
