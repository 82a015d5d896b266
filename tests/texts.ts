// A catalogue record's texts for tests: those given, in one language, and every other one empty.
import { blankTexts, langField, type LocalizedTable, type TextsOf } from '../src/domain/content-lang';
import type { Lang } from '../src/domain/paths';

export function textsIn<T extends LocalizedTable>(table: T, lang: Lang, values: Record<string, string | string[]>): TextsOf<T> {
  const out: Record<string, unknown> = { ...blankTexts(table) };
  for (const [base, value] of Object.entries(values)) out[langField(base, lang)] = value;
  return out as TextsOf<T>;
}
