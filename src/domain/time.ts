// Parsing of typed times and dates: 24 h 'HH:MM' and 12 h 'h:MM AM/PM', and calendar dates 'YYYY-MM-DD'.

const TIME_24_RE = /^([01]?\d|2[0-3]):([0-5]\d)$/;
const TIME_12_RE = /^(0?[1-9]|1[0-2]):([0-5]\d)\s*([ap])\.?\s*m\.?$/i;
const STRICT_TIME_RE = /^([01]\d|2[0-3]):[0-5]\d$/;
const DATE_RE = /^(\d{4})-(\d{2})-(\d{2})$/;

/**
 * Reads a typed time and returns it as 24 h 'HH:MM', or null when it is not a time.
 * Accepts '9:05', '09:05', '21:30', '9:05 pm', '12:00 AM' (midnight), '12:30 p.m.'.
 */
export function parseTime(input: string): string | null {
  const text = input.trim();
  const m24 = TIME_24_RE.exec(text);
  if (m24) return `${(m24[1] ?? '').padStart(2, '0')}:${m24[2] ?? ''}`;
  const m12 = TIME_12_RE.exec(text);
  if (m12) {
    const hour12 = Number(m12[1]);
    const pm = (m12[3] ?? '').toLowerCase() === 'p';
    const hour = (hour12 % 12) + (pm ? 12 : 0);
    return `${String(hour).padStart(2, '0')}:${m12[2] ?? ''}`;
  }
  return null;
}

/** True for a canonical stored time: exactly 'HH:MM', hours 00-23, minutes 00-59. */
export function isTime24(value: string): boolean {
  return STRICT_TIME_RE.test(value);
}

/** True for a real calendar date written 'YYYY-MM-DD' (so not 2026-02-30). */
export function isIsoDate(value: string): boolean {
  const m = DATE_RE.exec(value);
  if (!m) return false;
  const year = Number(m[1]);
  const month = Number(m[2]);
  const day = Number(m[3]);
  if (month < 1 || month > 12 || day < 1) return false;
  return day <= daysInMonth(year, month);
}

/** The days of a month (1-12) of a year of the proleptic Gregorian calendar. */
export function daysInMonth(year: number, month: number): number {
  if (month === 2) return (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0 ? 29 : 28;
  return [4, 6, 9, 11].includes(month) ? 30 : 31;
}

/** The UTC calendar date of an instant, 'YYYY-MM-DD'. */
export function toIsoDate(date: Date): string {
  return date.toISOString().slice(0, 10);
}

/** Today's date on the device's own clock and time zone, 'YYYY-MM-DD'. */
export function localToday(now: Date = new Date()): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}
