// Euros written without Intl must read exactly as Intl writes them, in each of the app's locales.
import { describe, expect, it } from 'vitest';
import { formatEuros } from '../../src/i18n/euros';

const LOCALES = ['fr-FR', 'en-GB', 'ar-TN', 'ar-TN-u-nu-arab'];
const AMOUNTS = [
  0, -0, 0.5, 1, 5, 9.99, 12.5, 45, 99.995, 100, 999.999, 1000, 1080, 1234.5, 10_000, 123_456.78, 1_234_567.891, 98_765_432.1,
  1.005, 2.675, 0.125, 0.135, 0.001, 0.004999, 1e-6, 1e21, -1, -12.5, -0.001, -1234.565, Number.MAX_SAFE_INTEGER,
];

describe('formatEuros', () => {
  it.each(LOCALES)('writes %s amounts as Intl does', (locale) => {
    const intl = new Intl.NumberFormat(locale, { style: 'currency', currency: 'EUR' });
    // Amounts of every size, and random ones with cents and beyond.
    let seed = 7;
    const random = () => ((seed = (seed * 48271) % 2147483647) / 2147483647) * 10 ** Math.floor((seed % 9) + 1);
    const amounts = [...AMOUNTS, ...Array.from({ length: 400 }, random), ...Array.from({ length: 100 }, () => -random())];
    for (const amount of amounts) expect(formatEuros(locale, amount), String(amount)).toBe(intl.format(amount));
  });

  it('writes the four shapes the pages show', () => {
    expect(formatEuros('fr-FR', 1080)).toBe('1\u202f080,00\u00a0€');
    expect(formatEuros('en-GB', 1080)).toBe('€1,080.00');
    expect(formatEuros('ar-TN', 1080)).toBe('\u200f1.080,00\u00a0€');
    expect(formatEuros('ar-TN-u-nu-arab', 1080)).toBe('\u200f١٬٠٨٠٫٠٠\u00a0€');
  });

  it('leaves what it cannot write to Intl: another locale, no number', () => {
    expect(formatEuros('de-DE', 1080)).toBe(new Intl.NumberFormat('de-DE', { style: 'currency', currency: 'EUR' }).format(1080));
    expect(formatEuros('fr-FR', Number.NaN)).toBe('NaN\u00a0€');
  });
});
