// Dates and prices in the page's language, and the Arabic pages' digits as the settings choose them.
import { afterEach, describe, expect, it } from 'vitest';
import { intlLocale, setArabicDigits } from '../../src/i18n/i18n';

const price = (lang: 'fr' | 'en' | 'ar', amount: number) =>
  new Intl.NumberFormat(intlLocale[lang], { style: 'currency', currency: 'EUR' }).format(amount).replace(/\s/g, ' ');
const date = (lang: 'fr' | 'en' | 'ar') =>
  new Intl.DateTimeFormat(intlLocale[lang], { dateStyle: 'long', timeZone: 'UTC' }).format(Date.parse('2026-12-24T00:00:00Z'));

afterEach(() => setArabicDigits(undefined));

describe('Intl in the page’s language', () => {
  it('writes prices in euros as each language does', () => {
    expect(price('fr', 1080)).toBe('1 080,00 €');
    expect(price('en', 1080)).toBe('€1,080.00');
    expect(price('ar', 1080)).toBe('\u200f1.080,00 €');
  });

  it('writes dates in each language, Arabic with Western digits unless the settings say otherwise', () => {
    expect(date('fr')).toBe('24 décembre 2026');
    expect(date('en')).toBe('24 December 2026');
    expect(date('ar')).toBe('24 ديسمبر 2026');
  });

  it('writes the Arabic pages with Arabic-Indic digits when the company chose them, and only those', () => {
    setArabicDigits('arab');
    expect(price('ar', 1080)).toBe('\u200f١٬٠٨٠٫٠٠ €');
    expect(date('ar')).toBe('٢٤ ديسمبر ٢٠٢٦');
    expect(price('fr', 1080)).toBe('1 080,00 €');
    setArabicDigits('latn');
    expect(price('ar', 1080)).toBe('\u200f1.080,00 €');
  });
});
