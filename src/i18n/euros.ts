// Amounts in euros, written exactly as Intl.NumberFormat(locale, { style: 'currency', currency: 'EUR' })
// writes them in the app's locales (src/i18n/i18n.ts intlLocale), without Intl. A page's first Intl
// number format costs the browser tens of milliseconds, once per tab, while its formatting library
// sets itself up (45 ms on this machine's Chromium, more on a phone), and the booking wizard's prices
// are written in the render that brings the page to life. A locale not listed here goes to Intl.

interface Shape {
  /** Digits 0 to 9, and the marks between thousands and before the cents. */
  digits: string;
  group: string;
  decimal: string;
  /** The whole amount from its number, positive or negative. */
  write: (number: string, negative: boolean) => string;
}

const LATIN = '0123456789';
const ARABIC_INDIC = '٠١٢٣٤٥٦٧٨٩';
const NBSP = '\u00a0';
const RLM = '\u200f';
const LRM = '\u200e';
const ALM = '\u061c';

const SHAPES: Readonly<Record<string, Shape>> = {
  'fr-FR': { digits: LATIN, group: '\u202f', decimal: ',', write: (n, negative) => `${negative ? '-' : ''}${n}${NBSP}€` },
  'en-GB': { digits: LATIN, group: ',', decimal: '.', write: (n, negative) => `${negative ? '-' : ''}€${n}` },
  'ar-TN': { digits: LATIN, group: '.', decimal: ',', write: (n, negative) => `${RLM}${negative ? `${LRM}-` : ''}${n}${NBSP}€` },
  'ar-TN-u-nu-arab': {
    digits: ARABIC_INDIC,
    group: '٬',
    decimal: '٫',
    write: (n, negative) => `${negative ? `${ALM}-` : ''}${RLM}${n}${NBSP}€`,
  },
};

/**
 * `amount`'s digits rounded to cents as Intl rounds: on the shortest decimal that reads back as the
 * number ('1.005', not the binary value just under it), half away from zero. Null past what plain
 * decimals write (1e21 and up, or under 1e-6).
 */
function centsOf(amount: number): { whole: string; cents: string } | null {
  const text = String(Math.abs(amount));
  if (/e/i.test(text)) return null;
  const [whole = '0', fraction = ''] = text.split('.');
  if (fraction.length <= 2) return { whole, cents: fraction.padEnd(2, '0') };
  let kept = BigInt(whole + fraction.slice(0, 2));
  if (fraction[2]! >= '5') kept += 1n;
  const digits = kept.toString().padStart(3, '0');
  return { whole: digits.slice(0, -2), cents: digits.slice(-2) };
}

const grouped = (whole: string, group: string) => whole.replace(/\B(?=(\d{3})+$)/g, group);

const fallbacks = new Map<string, Intl.NumberFormat>();

export function formatEuros(locale: string, amount: number): string {
  const shape = SHAPES[locale];
  const cents = Number.isFinite(amount) ? centsOf(amount) : null;
  if (!shape || !cents) {
    let format = fallbacks.get(locale);
    if (!format) fallbacks.set(locale, (format = new Intl.NumberFormat(locale, { style: 'currency', currency: 'EUR' })));
    return format.format(amount);
  }
  const digits = (text: string) => text.replace(/\d/g, (digit) => shape.digits[Number(digit)]!);
  const number = `${digits(grouped(cents.whole, shape.group))}${shape.decimal}${digits(cents.cents)}`;
  return shape.write(number, amount < 0 || Object.is(amount, -0));
}
