// @vitest-environment node
// Lingui keeps one table of messages per language: a catalog loaded later overwrites a message another
// catalog also holds. The server renders public pages after loading every public catalog, the browser
// hydrates them with only the page's: two public catalogs translating one message differently would
// make the server's text and the browser's differ (a hydration error), and the text depend on the
// order in which screens were visited.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

const PUBLIC_FEATURES = ['fleet', 'tours', 'blog', 'contact', 'booking', 'pricing'];

/** `context\u0004msgid` -> msgstr of a .po file (entries with a translation). */
function entries(path: string): Map<string, string> {
  const out = new Map<string, string>();
  const joined = (lines: string) => [...lines.matchAll(/"((?:[^"\\]|\\.)*)"/g)].map((m) => m[1]).join('');
  for (const block of readFileSync(path, 'utf8').split(/\n\n+/)) {
    const context = /^msgctxt ((?:".*"\n?)+)/m.exec(block);
    const id = /^msgid ((?:".*"\n?)+)/m.exec(block);
    const str = /^msgstr ((?:".*"\n?)+)/m.exec(block);
    if (!id || !str || !joined(id[1]!) || !joined(str[1]!)) continue;
    out.set(`${context ? joined(context[1]!) : ''}\u0004${joined(id[1]!)}`, joined(str[1]!));
  }
  return out;
}

describe.each(['fr', 'en', 'ar'])('public catalogs in %s', (lang) => {
  it('translate a message the same way wherever it appears', () => {
    const catalogs = [
      ['shell', `src/i18n/locales/${lang}/messages.po`],
      ...PUBLIC_FEATURES.map((name) => [name, `src/features/${name}/locales/${lang}.po`]),
    ];
    const seen = new Map<string, { catalog: string; text: string }>();
    const conflicts: string[] = [];
    for (const [catalog, path] of catalogs) {
      for (const [key, text] of entries(path!)) {
        const before = seen.get(key);
        if (before && before.text !== text) {
          conflicts.push(`${key.replace('\u0004', ' ')}: ${before.catalog} "${before.text}" / ${catalog} "${text}"`);
        }
        if (!before) seen.set(key, { catalog: catalog!, text });
      }
    }
    expect(conflicts).toEqual([]);
    expect(seen.size).toBeGreaterThan(100);
  });
});
