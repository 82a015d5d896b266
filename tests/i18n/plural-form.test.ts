// The plural form of a count, told without Intl, must be the one Intl's plural rules give.
import { describe, expect, it } from 'vitest';
import { LANGS } from '../../src/domain/paths';
import { pluralForm } from '../../src/i18n/plural-form';

describe('pluralForm', () => {
  it.each(LANGS)('gives the form Intl gives every count in %s', (lang) => {
    const rules = new Intl.PluralRules(lang);
    const counts = [...Array.from({ length: 2_500 }, (_, n) => n), 1_000_000, 2_000_000, 1_000_100, 10_000_003, Number.MAX_SAFE_INTEGER, 1.5, -1];
    for (const count of counts) expect(pluralForm(lang, count), String(count)).toBe(rules.select(count));
  });

  it('names the forms the catalogs choose their words by', () => {
    expect([0, 1, 2].map((n) => pluralForm('en', n))).toEqual(['other', 'one', 'other']);
    expect([0, 1, 2, 1_000_000].map((n) => pluralForm('fr', n))).toEqual(['one', 'one', 'other', 'many']);
    expect([0, 1, 2, 3, 11, 100, 103].map((n) => pluralForm('ar', n))).toEqual(['zero', 'one', 'two', 'few', 'many', 'other', 'few']);
  });
});
