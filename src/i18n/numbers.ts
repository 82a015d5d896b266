// Numbers and amounts in euros, written exactly as Intl.NumberFormat writes them in the app's locales
// (src/i18n/i18n.ts intlLocale), without Intl. A page's first Intl number format costs the browser
// tens of milliseconds, once per tab, while its formatting library sets itself up (22 ms on this
// machine's Chromium, ~90 ms with the CPU slowed four times as a phone's), and the public pages write
// their prices, ratings and counts in the render that brings them to life. A locale not listed here,
// or a number past what plain decimals write, goes to Intl.

/** How many digits after the decimal mark, and whether the number is an amount in euros. */
export interface NumberStyle {
  minFraction: number;
  maxFraction: number;
  euros?: boolean;
}

interface Shape {
  /** Digits 0 to 9, and the marks between thousands and before the fraction. */
  digits: string;
  group: string;
  decimal: string;
  /** The whole number from its digits: a plain number, or an amount in euros. */
  plain: (number: string, negative: boolean) => string;
  euros: (number: string, negative: boolean) => string;
}

const LATIN = '0123456789';
const ARABIC_INDIC = '٠١٢٣٤٥٦٧٨٩';
const NBSP = '\u00a0';
const RLM = '\u200f';
const LRM = '\u200e';
const ALM = '\u061c';

const SHAPES: Readonly<Record<string, Shape>> = {
  'fr-FR': {
    digits: LATIN,
    group: '\u202f',
    decimal: ',',
    plain: (n, negative) => `${negative ? '-' : ''}${n}`,
    euros: (n, negative) => `${negative ? '-' : ''}${n}${NBSP}€`,
  },
  'en-GB': {
    digits: LATIN,
    group: ',',
    decimal: '.',
    plain: (n, negative) => `${negative ? '-' : ''}${n}`,
    euros: (n, negative) => `${negative ? '-' : ''}€${n}`,
  },
  'ar-TN': {
    digits: LATIN,
    group: '.',
    decimal: ',',
    plain: (n, negative) => `${negative ? `${LRM}-` : ''}${n}`,
    euros: (n, negative) => `${RLM}${negative ? `${LRM}-` : ''}${n}${NBSP}€`,
  },
  'ar-TN-u-nu-arab': {
    digits: ARABIC_INDIC,
    group: '٬',
    decimal: '٫',
    plain: (n, negative) => `${negative ? `${ALM}-` : ''}${n}`,
    euros: (n, negative) => `${negative ? `${ALM}-` : ''}${RLM}${n}${NBSP}€`,
  },
};

/**
 * `value`'s digits rounded to `places` decimals as Intl rounds: on the shortest decimal that reads
 * back as the number ('1.005', not the binary value just under it), half away from zero. Null past
 * what plain decimals write (1e21 and up, or under 1e-6).
 */
function rounded(value: number, places: number): { whole: string; fraction: string } | null {
  const text = String(Math.abs(value));
  if (/e/i.test(text)) return null;
  const [whole = '0', fraction = ''] = text.split('.');
  if (fraction.length <= places) return { whole, fraction: fraction.padEnd(places, '0') };
  let kept = BigInt(whole + fraction.slice(0, places));
  if (fraction[places]! >= '5') kept += 1n;
  const digits = kept.toString().padStart(places + 1, '0');
  return places ? { whole: digits.slice(0, -places), fraction: digits.slice(-places) } : { whole: digits, fraction: '' };
}

const grouped = (whole: string, group: string) => whole.replace(/\B(?=(\d{3})+$)/g, group);

/** Latin digits 0-9 in `text` written with `digits` (a shape's ten digits). */
const inDigits = (text: string, digits: string) => text.replace(/\d/g, (digit) => digits[Number(digit)]!);

const fallbacks = new Map<string, Intl.NumberFormat>();

function intlFormat(locale: string, value: number, style: NumberStyle): string {
  const key = `${locale} ${style.minFraction} ${style.maxFraction} ${style.euros ? 'EUR' : ''}`;
  let format = fallbacks.get(key);
  if (!format) {
    format = new Intl.NumberFormat(locale, {
      ...(style.euros ? { style: 'currency', currency: 'EUR' } : {}),
      minimumFractionDigits: style.minFraction,
      maximumFractionDigits: style.maxFraction,
    });
    fallbacks.set(key, format);
  }
  return format.format(value);
}

export function formatNumber(locale: string, value: number, style: NumberStyle): string {
  const shape = SHAPES[locale];
  const parts = Number.isFinite(value) ? rounded(value, style.maxFraction) : null;
  if (!shape || !parts) return intlFormat(locale, value, style);
  const fraction = parts.fraction.slice(0, style.minFraction) + parts.fraction.slice(style.minFraction).replace(/0+$/, '');
  const number = inDigits(grouped(parts.whole, shape.group), shape.digits) + (fraction ? shape.decimal + inDigits(fraction, shape.digits) : '');
  const negative = value < 0 || Object.is(value, -0);
  return style.euros ? shape.euros(number, negative) : shape.plain(number, negative);
}

/** A whole number's digits alone, in the locale's digits: no group mark, no sign (a day, a year). */
export function plainDigits(locale: string, whole: number): string {
  return inDigits(String(Math.abs(Math.trunc(whole))), SHAPES[locale]?.digits ?? LATIN);
}

/** An amount to the cent, as Intl's EUR currency format writes it ('1 080,00 €'). */
export function formatEuros(locale: string, amount: number): string {
  return formatNumber(locale, amount, { euros: true, minFraction: 2, maxFraction: 2 });
}

/** Whole euros without decimals ('1 080 €'), any other amount to the cent. */
export function formatPrice(locale: string, amount: number): string {
  return Number.isInteger(amount) ? formatNumber(locale, amount, { euros: true, minFraction: 0, maxFraction: 0 }) : formatEuros(locale, amount);
}

/** A count or other number, as Intl's default format writes it (up to three decimals). */
export function formatDecimal(locale: string, value: number): string {
  return formatNumber(locale, value, { minFraction: 0, maxFraction: 3 });
}

/** A rating with one decimal ('4,8'). */
export function formatRating(locale: string, value: number): string {
  return formatNumber(locale, value, { minFraction: 1, maxFraction: 1 });
}
