// How a date field shows and reads a date: stored 'YYYY-MM-DD', shown and typed day first,
// 'DD/MM/YYYY' in Western digits in every language (the site is French; Arabic pages use 0-9 too).
// What does not read as a date is kept as typed, so that the form's own check can say so.
import { isIsoDate } from '../domain/time';

const pad = (n: number) => String(n).padStart(2, '0');

/** '2026-06-15' as '15/06/2026'; anything else as it is. */
export function formatDateText(value: string): string {
  if (!isIsoDate(value)) return value;
  return `${value.slice(8, 10)}/${value.slice(5, 7)}/${value.slice(0, 4)}`;
}

// Arabic-Indic (U+0660) and Persian (U+06F0) digits, as an Arabic keyboard types them.
const westernDigits = (text: string) => text.replace(/[\u0660-\u0669\u06f0-\u06f9]/g, (d) => String(d.charCodeAt(0) & 0xf));

/**
 * Reads a typed date, day first ('15/06/2026', '15.6.2026', '15-06-26') or ISO ('2026-06-15'), and
 * returns it as 'YYYY-MM-DD', or null when it is not a real calendar date.
 */
export function parseDateText(input: string): string | null {
  const text = westernDigits(input.trim());
  const iso = /^(\d{4})-(\d{1,2})-(\d{1,2})$/.exec(text);
  const dayFirst = /^(\d{1,2})\s*[/.\-\s]\s*(\d{1,2})\s*[/.\-\s]\s*(\d{4}|\d{2})$/.exec(text);
  let year: number, month: number, day: number;
  if (iso) [year, month, day] = [Number(iso[1]), Number(iso[2]), Number(iso[3])];
  else if (dayFirst) {
    [day, month, year] = [Number(dayFirst[1]), Number(dayFirst[2]), Number(dayFirst[3])];
    if (dayFirst[3]!.length === 2) year += 2000;
  } else return null;
  const date = `${year}-${pad(month)}-${pad(day)}`;
  return isIsoDate(date) ? date : null;
}
