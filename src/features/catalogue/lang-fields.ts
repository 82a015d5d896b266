// The catalogue forms' texts in three languages: one field per language, named as the record names
// it ('titleFr', 'highlightsAr'), lists typed one item per line. Their rules (each language's length;
// a required text written in at least one language), the record's fields from the form and back,
// and which languages a form still lacks, for the marks on its tabs.

import * as v from 'valibot';
import { isWritten, langField, LOCALIZED, legacyTextLang, type LocalizedTable, type PerLang } from '../../domain/content-lang';
import { LANGS, type Lang } from '../../domain/paths';
import { CATALOGUE_MESSAGES as M, keptText } from './form';

export type TextBase<T extends LocalizedTable> = (typeof LOCALIZED)[T]['texts'][number] | (typeof LOCALIZED)[T]['lists'][number];

/** A table's texts and lists in every language, as the form holds them (a list is one text, a line per item). */
export type LangValues<T extends LocalizedTable> = PerLang<TextBase<T>, string>;

export const LIST_ITEM_MAX = 300;
export const LIST_ITEMS_MAX = 50;

/** Every text of a table, lists included, in the order the form shows them. */
export const textBases = <T extends LocalizedTable>(table: T): TextBase<T>[] => [...LOCALIZED[table].texts, ...LOCALIZED[table].lists] as TextBase<T>[];

const isList = (table: LocalizedTable, base: string): boolean => (LOCALIZED[table].lists as readonly string[]).includes(base);

/** A list typed one item per line: trimmed items, blank lines dropped. */
export function parseList(text: string): string[] {
  return text
    .split(/\r\n?|\n/)
    .map((line) => line.trim())
    .filter((line) => line !== '');
}

/** A list as the one text its field shows. */
export const listText = (items: readonly string[] | undefined): string => (items ?? []).join('\n');

/** The language of a form field that holds a text ('titleAr' -> 'ar'); null for a field of no language. */
export function langOfField(table: LocalizedTable, name: string): Lang | null {
  for (const base of textBases(table)) for (const lang of LANGS) if (langField(base, lang) === name) return lang;
  return null;
}

/** Each text's longest length and its message; a list's items have theirs. */
export interface TextRule {
  max: number;
  tooLong: string;
}

/** One rule per text of the table, the same in every language; lists: each line and their number. */
export function langEntries<T extends LocalizedTable>(table: T, rules: Record<(typeof LOCALIZED)[T]['texts'][number], TextRule>) {
  const entries: Record<string, v.GenericSchema<string>> = {};
  const list = v.pipe(
    v.string(),
    v.check((s) => parseList(s).every((item) => item.length <= LIST_ITEM_MAX), M.listItemTooLong),
    v.check((s) => parseList(s).length <= LIST_ITEMS_MAX, M.tooManyItems),
  );
  for (const base of textBases(table)) {
    const rule = (rules as Record<string, TextRule>)[base];
    const schema = rule ? v.pipe(v.string(), v.check((s) => s.trim().length <= rule.max, rule.tooLong)) : list;
    for (const lang of LANGS) entries[langField(base, lang)] = schema;
  }
  return entries as { [K in keyof LangValues<T>]: v.GenericSchema<string> };
}

/**
 * A required text may be missing in some languages (a draft translation), not in all. Its message
 * goes on the field of the language the record is being written in (the first with any text;
 * `unwritten`, the tab shown, when none has), so that it shows where the user is typing. A schema of
 * its own, run beside the fields' ones (v.intersect), so that it speaks even while another field is
 * wrong.
 */
export function requiredInSomeLanguage(table: LocalizedTable, messages: Record<string, string>, unwritten: Lang = 'fr') {
  const bases = textBases(table);
  return v.pipe(
    v.looseObject({}),
    v.rawCheck(({ dataset, addIssue }) => {
      if (!dataset.typed) return;
      const values = dataset.value as Record<string, unknown>;
      const writing = LANGS.find((lang) => bases.some((base) => isWritten(values[langField(base, lang)]))) ?? unwritten;
      for (const base of LOCALIZED[table].required) {
        if (LANGS.some((lang) => isWritten(values[langField(base, lang)]))) continue;
        const key = langField(base, writing);
        addIssue({
          message: messages[base] ?? M.textTooLong,
          path: [{ type: 'object', origin: 'value', input: values, key, value: values[key] }],
        });
      }
    }),
  );
}

/** The record's texts from valid form values: trimmed texts (a `multiline` one with its line ends normalized), lists parsed. */
export function textsFromForm<T extends LocalizedTable>(table: T, values: LangValues<T>, multiline: readonly string[] = []): Record<string, string | string[]> {
  const out: Record<string, string | string[]> = {};
  const typed = values as Record<string, string>;
  for (const base of textBases(table)) {
    for (const lang of LANGS) {
      const key = langField(base, lang);
      const text = typed[key] ?? '';
      out[key] = isList(table, base) ? parseList(text) : multiline.includes(base) ? text.replace(/\r\n?/g, '\n').trim() : text.trim();
    }
  }
  return out;
}

/** The form's texts of a stored record ('' or no line where it has none). */
export function textsToForm<T extends LocalizedTable>(table: T, record: object): LangValues<T> {
  const out: Record<string, string> = {};
  const stored = record as Record<string, unknown>;
  for (const base of textBases(table)) {
    for (const lang of LANGS) {
      const key = langField(base, lang);
      const value = stored[key];
      out[key] = Array.isArray(value) ? listText(value as string[]) : typeof value === 'string' ? value : '';
    }
  }
  return out as LangValues<T>;
}

/** Every text empty, in every language. */
export function emptyTexts<T extends LocalizedTable>(table: T): LangValues<T> {
  return textsToForm(table, {});
}

/**
 * The texts of a kept draft: each language's text as typed. A draft kept before the texts had one
 * field per language ('title') is not lost: its text goes to the language it is written in.
 */
export function keptTexts<T extends LocalizedTable>(table: T, raw: Record<string, unknown>): LangValues<T> {
  const out = emptyTexts(table) as Record<string, string>;
  for (const base of textBases(table)) {
    for (const lang of LANGS) out[langField(base, lang)] = keptText(raw, langField(base, lang), '');
    const legacy = raw[base];
    if (typeof legacy === 'string' && legacy.trim() !== '') {
      const key = langField(base, legacyTextLang(legacy));
      if (!isWritten(out[key])) out[key] = legacy.slice(0, 100_000);
    }
  }
  return out as LangValues<T>;
}

/** What a language's tab lacks: a required text, or one another language has. */
export function langsLacking(table: LocalizedTable, values: Readonly<Record<string, unknown>>): Lang[] {
  const required: readonly string[] = LOCALIZED[table].required;
  return LANGS.filter((lang) =>
    textBases(table).some(
      (base) => !isWritten(values[langField(base, lang)]) && (required.includes(base) || LANGS.some((other) => isWritten(values[langField(base, other)]))),
    ),
  );
}

/** Every form field of a table's texts, language by language. */
export const langFieldNames = (table: LocalizedTable, lang?: Lang): string[] =>
  (lang ? [lang] : LANGS).flatMap((l) => textBases(table).map((base) => langField(base, l)));
