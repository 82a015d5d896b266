// @vitest-environment node
// Inter and Playfair hold the characters of French and English text only (scripts/make-fonts.py,
// src/ui/fonts.css): every character of the French and English catalogs and of the sample records
// must lie in their unicode-range, or it would show in another font.
import { execSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { sampleData } from '../../src/domain/sample-data';

const css = readFileSync(new URL('../../src/ui/fonts.css', import.meta.url), 'utf8');

/** The code points a face's unicode-range holds, as [first, last] pairs. */
function unicodeRange(family: string): [number, number][] {
  const face = css.split('@font-face').find((block) => block.includes(`font-family: '${family}'`));
  const range = /unicode-range:([^;]+);/.exec(face ?? '')?.[1];
  if (!range) throw new Error(`No unicode-range for ${family}`);
  return range.split(',').map((part) => {
    const [first, last] = part.trim().replace(/^U\+/, '').split('-');
    return [parseInt(first!, 16), parseInt(last ?? first!, 16)];
  });
}

/** The translations of the French and English catalogs (msgstr and its continuation lines). */
function catalogText(): string {
  const files = execSync('git ls-files "src/**/*.po"', { encoding: 'utf8' })
    .split('\n')
    .filter((file) => /(^|\/)(fr|en)(\.po|\/messages\.po)$/.test(file));
  expect(files.length).toBeGreaterThan(20);
  return files
    .map((file) => {
      const lines = readFileSync(file, 'utf8').split('\n');
      let inMsgstr = false;
      return lines
        .filter((line) => {
          if (line.startsWith('msgstr ')) inMsgstr = true;
          else if (!line.startsWith('"')) inMsgstr = false;
          return inMsgstr;
        })
        .join('\n');
    })
    .join('\n');
}

describe.each(['Inter Variable', 'Playfair Display Variable'])('%s', (family) => {
  const ranges = unicodeRange(family);
  const outside = (text: string) =>
    [...new Set(text)].filter((char) => {
      const code = char.codePointAt(0)!;
      return code >= 0x20 && !ranges.some(([first, last]) => code >= first && code <= last);
    });

  it('holds every character of the French and English catalogs', () => {
    expect(outside(catalogText())).toEqual([]);
  });

  it('holds every character of the sample records’ French and English, and of prices in French', () => {
    // The Arabic texts of the catalogue ('titleAr', 'descriptionAr'...) are for the Arabic face.
    const records = JSON.stringify(sampleData(new Date('2026-01-01T00:00:00Z')), (key, value: unknown) => (/[a-z]Ar$/.test(key) ? undefined : value));
    const prices = new Intl.NumberFormat('fr-FR', { style: 'currency', currency: 'EUR' }).format(12345.5);
    expect(outside(records + prices)).toEqual([]);
    // Characters of other languages do fall outside: the check can fail.
    expect(outside('Łódź')).toEqual(['Ł', 'ź']);
  });
});
