// The one Lingui instance and its catalogs. Each catalog is its own chunk per language: the shell's
// loads first, a screen's own catalog loads with that screen, and a language switch loads every
// catalog used so far before it activates, so that no screen flashes untranslated text.
import { i18n, setupI18n, type I18n, type Messages } from '@lingui/core';
import type { Lang } from '../domain/paths';
import type { ArabicDigits } from '../domain/types';

type CatalogLoader = (lang: Lang) => Promise<{ messages: Messages }> | undefined;

const shell: CatalogLoader = (lang) =>
  ({
    fr: () => import('./locales/fr/messages.po'),
    en: () => import('./locales/en/messages.po'),
    ar: () => import('./locales/ar/messages.po'),
  })[lang]();

const loaders = new Map<string, CatalogLoader>([['shell', shell]]);
/** Catalogs the session has needed so far: a language switch brings all of them. */
const needed = new Set<string>(['shell']);
const loaded = new Set<string>();

/** Makes a catalog known by name; `load` answers undefined for a language it has no file for. */
export function registerCatalog(name: string, load: CatalogLoader): void {
  loaders.set(name, load);
}

async function ensureLoaded(name: string, lang: Lang): Promise<void> {
  const key = `${name}:${lang}`;
  if (loaded.has(key)) return;
  const module = await loaders.get(name)?.(lang);
  if (module) i18n.load(lang, module.messages);
  loaded.add(key);
}

/** Loads a catalog for the active language (and every later one); resolves once its strings are in. */
export async function loadCatalogs(names: readonly string[]): Promise<void> {
  for (const name of names) needed.add(name);
  const lang = (i18n.locale || 'fr') as Lang;
  await Promise.all(names.map((name) => ensureLoaded(name, lang)));
}

export async function activateLanguage(lang: Lang): Promise<void> {
  await Promise.all([...needed].map((name) => ensureLoaded(name, lang)));
  if (i18n.locale !== lang) i18n.activate(lang);
}

export function isLanguageLoaded(lang: Lang): boolean {
  return loaded.has(`shell:${lang}`);
}

const documentInstances = new Map<Lang, { instance: I18n; loaded: Set<string> }>();

/**
 * A Lingui instance that speaks `lang` whatever the screen's language, with the shell's catalog and
 * `names`: for a document that must be in one language (an invoice is French by law).
 */
export async function documentI18n(lang: Lang, names: readonly string[]): Promise<I18n> {
  let found = documentInstances.get(lang);
  if (!found) documentInstances.set(lang, (found = { instance: setupI18n(), loaded: new Set() }));
  const { instance, loaded: inIt } = found;
  await Promise.all(
    ['shell', ...names]
      .filter((name) => !inIt.has(name))
      .map(async (name) => {
        const module = await loaders.get(name)?.(lang);
        if (module) instance.load(lang, module.messages);
        inIt.add(name);
      }),
  );
  if (instance.locale !== lang) instance.activate(lang);
  return instance;
}

let arabicDigits: ArabicDigits = 'latn';

/**
 * The digits the Arabic pages write numbers with, as the settings say (Western when they say
 * nothing). Set before a page renders (src/app/number-digits.tsx): a formatter made after it uses them.
 */
export function setArabicDigits(digits: ArabicDigits | undefined): void {
  arabicDigits = digits ?? 'latn';
}

/**
 * The BCP 47 tag used for Intl formatting of each language. Arabic is Tunisia's, which writes
 * Western digits, unless the company chose Arabic-Indic ones ('ar-TN-u-nu-arab': ١٬٠٨٠٫٠٠ €).
 */
export const intlLocale: Readonly<Record<Lang, string>> = {
  fr: 'fr-FR',
  en: 'en-GB',
  get ar() {
    return arabicDigits === 'arab' ? 'ar-TN-u-nu-arab' : 'ar-TN';
  },
};

export { i18n };
