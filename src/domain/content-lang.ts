// The catalogue's texts in three languages. A car's, tour's or post's visitor-facing text is one field
// per language ('titleFr', 'titleEn', 'titleAr'), because sync merges field by field: an edit of the
// Arabic description on one device and of the French title on another both survive. A text missing
// in the visitor's language falls back to French, then English, then Arabic.

import { LANGS, type Lang } from './paths';

export type LangSuffix = 'Fr' | 'En' | 'Ar';
const SUFFIX: Record<Lang, LangSuffix> = { fr: 'Fr', en: 'En', ar: 'Ar' };

/** One field per language: `PerLang<'title', string>` is `{ titleFr: string; titleEn: string; titleAr: string }`. */
export type PerLang<Base extends string, T> = { [K in `${Base}${LangSuffix}`]: T };

/** The field that holds `base` in `lang`: ('title', 'ar') is 'titleAr'. */
export const langField = <B extends string>(base: B, lang: Lang): `${B}${LangSuffix}` => `${base}${SUFFIX[lang]}`;

/** The order a missing text is looked for in. */
export const FALLBACK_ORDER: readonly Lang[] = ['fr', 'en', 'ar'];

/** Each table's texts per language, and those a record needs in at least one language. */
export const LOCALIZED = {
  cars: { texts: ['description'], lists: [], required: [] },
  tours: {
    texts: ['title', 'summary', 'description', 'duration', 'meetingPoint'],
    lists: ['highlights', 'itinerary', 'included', 'notIncluded'],
    required: ['title', 'description', 'duration'],
  },
  posts: { texts: ['title', 'excerpt', 'content', 'readTime'], lists: [], required: ['title', 'excerpt', 'content', 'readTime'] },
} as const;

export type LocalizedTable = keyof typeof LOCALIZED;
export type LocalizedText<T extends LocalizedTable> = (typeof LOCALIZED)[T]['texts'][number];
export type LocalizedList<T extends LocalizedTable> = (typeof LOCALIZED)[T]['lists'][number];

/** A record with texts per language (a Car, Tour or Post, or a form's values). */
type Fields = object;

/** A table's texts and lists in every language, as its records hold them. */
export type TextsOf<T extends LocalizedTable> = PerLang<LocalizedText<T>, string> & PerLang<LocalizedList<T>, string[]>;
const fieldOf = (record: Fields, name: string): unknown => (record as Record<string, unknown>)[name];

/** Whether a text (or a list) is written: not blank, not empty. */
export const isWritten = (value: unknown): boolean =>
  Array.isArray(value) ? value.some((item) => typeof item === 'string' && item.trim() !== '') : typeof value === 'string' && value.trim() !== '';

/** A text in the visitor's language or, missing there, in the first language that has it. */
export interface Localized<V> {
  value: V;
  /** The language `value` is in: not the visitor's when it fell back. */
  lang: Lang;
}

/**
 * `record`'s `base` text in `lang`, or its fallback (French, English, Arabic). A record with the text
 * in no language gives the visitor's language's empty value.
 */
export function localized<V extends string | readonly string[]>(record: Fields, base: string, lang: Lang): Localized<V> {
  for (const candidate of [lang, ...FALLBACK_ORDER.filter((l) => l !== lang)]) {
    const value = fieldOf(record, langField(base, candidate));
    if (isWritten(value)) return { value: value as V, lang: candidate };
  }
  return { value: (fieldOf(record, langField(base, lang)) ?? '') as V, lang };
}

/** Shorthand for a text's value alone, as list searches and link labels need it. */
export const localizedText = (record: Fields, base: string, lang: Lang): string => localized<string>(record, base, lang).value;

/**
 * The languages a record lacks: those where a text it has in another language is empty. A tour with
 * its title in French and English only lacks 'ar'. A text the record has in no language is not
 * counted (a car without a description lacks nothing).
 */
export function missingLangs(table: LocalizedTable, record: Fields): Lang[] {
  const { texts, lists } = LOCALIZED[table];
  const bases: readonly string[] = [...texts, ...lists];
  return LANGS.filter((lang) =>
    bases.some((base) => !isWritten(fieldOf(record, langField(base, lang))) && LANGS.some((other) => isWritten(fieldOf(record, langField(base, other))))),
  );
}

/** The languages a record exists in: the page, hreflang and sitemap claim only these. */
export function presentLangs(table: LocalizedTable, record: Fields): Lang[] {
  const { required } = LOCALIZED[table];
  const bases: readonly string[] = required.length > 0 ? required : LOCALIZED[table].texts;
  const has = (base: string, lang: Lang) => isWritten(fieldOf(record, langField(base, lang)));
  const present = LANGS.filter((lang) => bases.every((base) => has(base, lang)));
  // A record with none of its texts in any language (a car without a description) is the same in all.
  if (present.length > 0) return present;
  const some = LANGS.filter((lang) => bases.some((base) => has(base, lang)));
  return some.length > 0 ? some : [...LANGS];
}

/** Whether `text` is written in Arabic script: how the migration tells an Arabic text from a Latin one. */
export const isArabicScript = (text: string): boolean => /[\u0600-\u06FF]/.test(text);

/**
 * The language an existing single-language text is moved to: Arabic when written in Arabic script,
 * English otherwise (the catalogue's texts were English). The server's migration 015 applies the same
 * rule in SQL.
 */
export const legacyTextLang = (text: unknown): Lang => (typeof text === 'string' && isArabicScript(text) ? 'ar' : 'en');

/** Every text and list of a table, empty in every language: a new record's start, before its texts. */
export function blankTexts<T extends LocalizedTable>(table: T): TextsOf<T> {
  const { texts, lists } = LOCALIZED[table];
  const out: Record<string, string | string[]> = {};
  for (const lang of LANGS) {
    for (const base of texts) out[langField(base, lang)] = '';
    for (const base of lists) out[langField(base, lang)] = [];
  }
  return out as TextsOf<T>;
}

/** Every field name of a table's texts, in every language. */
export function localizedFields(table: LocalizedTable): string[] {
  const { texts, lists } = LOCALIZED[table];
  return [...texts, ...lists].flatMap((base) => LANGS.map((lang) => langField(base, lang)));
}

/** The texts named `bases` in every language, a list item by item: what a search of the catalogue reads. */
export function textsInEveryLang(record: Fields, bases: readonly string[]): string[] {
  const out: string[] = [];
  for (const base of bases) {
    for (const lang of LANGS) {
      const value = (record as Record<string, unknown>)[langField(base, lang)];
      if (typeof value === 'string') out.push(value);
      else if (Array.isArray(value)) for (const item of value) if (typeof item === 'string') out.push(item);
    }
  }
  return out;
}
