// @vitest-environment node
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { SEO_TEXT, type SeoCatalog } from '../../src/domain/seo/strings';

function catalogPath(catalog: SeoCatalog, lang: string): string {
  return catalog === 'shell' ? `src/i18n/locales/${lang}/messages.po` : `src/features/${catalog}/locales/${lang}.po`;
}

/** A key's string in a .po block, its quoted lines joined. */
function read(block: string, key: string): string | null {
  const match = new RegExp(`^${key} ((?:".*"\\s*)+)`, 'm').exec(block);
  if (!match?.[1]) return null;
  return [...match[1].matchAll(/"((?:[^"\\]|\\.)*)"/g)].map((m) => JSON.parse(`"${m[1]}"`) as string).join('');
}

function translation(catalog: SeoCatalog, lang: string, id: string): string | undefined {
  const blocks = readFileSync(catalogPath(catalog, lang), 'utf8').split(/\n\s*\n/);
  const block = blocks.find((candidate) => read(candidate, 'msgid') === id && !/^msgctxt /m.test(candidate));
  return block === undefined ? undefined : (read(block, 'msgstr') ?? undefined);
}

describe('the words of the head tags', () => {
  it.each(Object.entries(SEO_TEXT))('%s reads as the page shows it in every language', (_key, text) => {
    expect(translation(text.catalog, 'en', text.en)).toBe(text.en);
    expect(translation(text.catalog, 'fr', text.en)).toBe(text.fr);
    expect(translation(text.catalog, 'ar', text.en)).toBe(text.ar);
  });

  it('has Arabic in Arabic script', () => {
    for (const text of Object.values(SEO_TEXT)) expect(text.ar).toMatch(/[\u0600-\u06FF]/);
  });
});
