// Long dates written without Intl must read exactly as Intl writes them, in each locale the pages use.
import { describe, expect, it } from 'vitest';
import { formatLongDate } from '../../src/i18n/dates';

const LOCALES = ['fr-FR', 'en-US', 'en-GB', 'ar-TN', 'ar-TN-u-nu-arab'];

describe('formatLongDate', () => {
  it.each(LOCALES)('writes %s dates as Intl does', (locale) => {
    const intl = new Intl.DateTimeFormat(locale, { dateStyle: 'long' });
    // Every day of two years, one of them a leap year, and dates far apart.
    const dates = [
      ...Array.from({ length: 731 }, (_, day) => new Date(2027, 0, 1 + day)),
      new Date('2026-11-21'),
      new Date('2026-11-21T23:59:59'),
      new Date(1000, 0, 1),
      new Date(9999, 11, 31),
    ];
    for (const date of dates) expect(formatLongDate(locale, date), date.toISOString()).toBe(intl.format(date));
  });

  it('writes the forms the blog shows', () => {
    const day = new Date(2026, 10, 21);
    expect(formatLongDate('fr-FR', day)).toBe('21 novembre 2026');
    expect(formatLongDate('en-US', day)).toBe('November 21, 2026');
    expect(formatLongDate('ar-TN', day)).toBe('21 نوفمبر 2026');
    expect(formatLongDate('ar-TN-u-nu-arab', new Date(2026, 5, 4))).toBe('٤ جوان ٢٠٢٦');
  });

  it('leaves what it cannot write to Intl: another locale, a year of other digits', () => {
    const day = new Date(2026, 10, 21);
    expect(formatLongDate('de-DE', day)).toBe(new Intl.DateTimeFormat('de-DE', { dateStyle: 'long' }).format(day));
    const ancient = new Date(2026, 0, 5);
    ancient.setFullYear(51);
    expect(formatLongDate('en-US', ancient)).toBe(new Intl.DateTimeFormat('en-US', { dateStyle: 'long' }).format(ancient));
  });
});
