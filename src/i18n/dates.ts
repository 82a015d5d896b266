// Dates in the long form, written exactly as Intl.DateTimeFormat(locale, { dateStyle: 'long' }) writes
// them in the locales the pages use, without Intl: a page's first Intl date format costs the browser
// as much as its first number format (src/i18n/numbers.ts), in the render that brings it to life. A
// locale not listed here, or a year outside 1000-9999, goes to Intl.
import { plainDigits } from './numbers';

interface LongDate {
  months: readonly string[];
  /** The number locale (src/i18n/numbers.ts) whose digits write the day and year. */
  digits: string;
  write: (day: string, month: string, year: string) => string;
}

const FRENCH_MONTHS = ['janvier', 'février', 'mars', 'avril', 'mai', 'juin', 'juillet', 'août', 'septembre', 'octobre', 'novembre', 'décembre'];
const ENGLISH_MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];
// Tunisia's names of the months (CLDR ar_TN), not the Levant's or Egypt's.
const TUNISIAN_MONTHS = ['جانفي', 'فيفري', 'مارس', 'أفريل', 'ماي', 'جوان', 'جويلية', 'أوت', 'سبتمبر', 'أكتوبر', 'نوفمبر', 'ديسمبر'];

const dayFirst = (day: string, month: string, year: string) => `${day} ${month} ${year}`;

const LONG_DATES: Readonly<Record<string, LongDate>> = {
  'fr-FR': { months: FRENCH_MONTHS, digits: 'fr-FR', write: dayFirst },
  'en-US': { months: ENGLISH_MONTHS, digits: 'en-GB', write: (day, month, year) => `${month} ${day}, ${year}` },
  'en-GB': { months: ENGLISH_MONTHS, digits: 'en-GB', write: dayFirst },
  'ar-TN': { months: TUNISIAN_MONTHS, digits: 'ar-TN', write: dayFirst },
  'ar-TN-u-nu-arab': { months: TUNISIAN_MONTHS, digits: 'ar-TN-u-nu-arab', write: dayFirst },
};

const fallbacks = new Map<string, Intl.DateTimeFormat>();

/** `date`'s day in the long form of `locale`, in the device's time zone ('21 novembre 2026'). */
export function formatLongDate(locale: string, date: Date): string {
  const shape = LONG_DATES[locale];
  const year = date.getFullYear();
  if (!shape || !(year >= 1000 && year <= 9999)) {
    let format = fallbacks.get(locale);
    if (!format) fallbacks.set(locale, (format = new Intl.DateTimeFormat(locale, { dateStyle: 'long' })));
    return format.format(date);
  }
  return shape.write(plainDigits(shape.digits, date.getDate()), shape.months[date.getMonth()]!, plainDigits(shape.digits, year));
}
