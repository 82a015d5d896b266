// Numbers written without Intl must read exactly as Intl writes them, in each of the app's locales.
import { describe, expect, it } from 'vitest';
import { formatDecimal, formatEuros, formatNumber, formatPrice, formatRating, plainDigits } from '../../src/i18n/numbers';

const LOCALES = ['fr-FR', 'en-GB', 'ar-TN', 'ar-TN-u-nu-arab'];
const VALUES = [
  0, -0, 0.5, 1, 5, 9.99, 12.5, 45, 99.995, 100, 999.999, 1000, 1080, 1234.5, 10_000, 123_456.78, 1_234_567.891, 98_765_432.1,
  1.005, 2.675, 0.125, 0.135, 0.001, 0.004999, 0.05, 0.95, 4.85, 4.849, 1e-6, 1e21, -1, -12.5, -0.001, -0.04, -1234.565, Number.MAX_SAFE_INTEGER,
];
/** Values of every size, and random ones with decimals and beyond. */
function values(): number[] {
  let seed = 7;
  const random = () => ((seed = (seed * 48271) % 2147483647) / 2147483647) * 10 ** Math.floor((seed % 9) + 1);
  return [...VALUES, ...Array.from({ length: 300 }, random), ...Array.from({ length: 100 }, () => -random())];
}
const STYLES = [
  { euros: true, minFraction: 2, maxFraction: 2 },
  { euros: true, minFraction: 0, maxFraction: 0 },
  { minFraction: 1, maxFraction: 1 },
  { minFraction: 0, maxFraction: 1 },
  { minFraction: 0, maxFraction: 3 },
  { minFraction: 0, maxFraction: 0 },
];

describe('formatNumber', () => {
  it.each(LOCALES)('writes %s numbers and amounts as Intl does', (locale) => {
    for (const style of STYLES) {
      const intl = new Intl.NumberFormat(locale, {
        ...(style.euros ? { style: 'currency', currency: 'EUR' } : {}),
        minimumFractionDigits: style.minFraction,
        maximumFractionDigits: style.maxFraction,
      });
      for (const value of values()) expect(formatNumber(locale, value, style), `${value} ${JSON.stringify(style)}`).toBe(intl.format(value));
    }
  });

  it('writes the shapes the pages show', () => {
    expect(formatEuros('fr-FR', 1080)).toBe('1\u202f080,00\u00a0€');
    expect(formatEuros('en-GB', 1080)).toBe('€1,080.00');
    expect(formatEuros('ar-TN', 1080)).toBe('\u200f1.080,00\u00a0€');
    expect(formatEuros('ar-TN-u-nu-arab', 1080)).toBe('\u200f١٬٠٨٠٫٠٠\u00a0€');
    expect(formatPrice('fr-FR', 1080)).toBe('1\u202f080\u00a0€');
    expect(formatPrice('fr-FR', 89.5)).toBe('89,50\u00a0€');
    expect(formatPrice('en-GB', 299)).toBe('€299');
    expect(formatRating('fr-FR', 4.8)).toBe('4,8');
    expect(formatRating('en-GB', 5)).toBe('5.0');
    expect(formatRating('ar-TN-u-nu-arab', 4.9)).toBe('٤٫٩');
    expect(formatDecimal('fr-FR', 12_345)).toBe('12\u202f345');
    expect(formatDecimal('ar-TN-u-nu-arab', 7)).toBe('٧');
  });

  it('writes the bare digits of a day or a year', () => {
    expect(plainDigits('fr-FR', 2026)).toBe('2026');
    expect(plainDigits('ar-TN-u-nu-arab', 2026)).toBe('٢٠٢٦');
    expect(plainDigits('de-DE', 21)).toBe('21');
  });

  it('leaves what it cannot write to Intl: another locale, no number', () => {
    expect(formatEuros('de-DE', 1080)).toBe(new Intl.NumberFormat('de-DE', { style: 'currency', currency: 'EUR' }).format(1080));
    expect(formatRating('de-DE', 4.8)).toBe('4,8');
    expect(formatEuros('fr-FR', Number.NaN)).toBe('NaN\u00a0€');
    expect(formatDecimal('en-GB', Number.POSITIVE_INFINITY)).toBe('∞');
  });
});
