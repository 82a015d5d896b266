// Europe/Paris wall-clock times as instants, by the EU summer-time rule (since 1996: from 01:00 UTC on
// the last Sunday of March to 01:00 UTC on the last Sunday of October, UTC+2; UTC+1 otherwise).
// Plain arithmetic, the same on the server and every device, and fast enough for thousands of rides.

const HOUR = 3_600_000;
const MINUTE = 60_000;

/** 01:00 UTC on the last Sunday of the month (month 0-11) of a year, as epoch milliseconds. */
function lastSundayOneUtc(year: number, month: number): number {
  const lastDay = new Date(Date.UTC(year, month + 1, 0));
  const sunday = lastDay.getUTCDate() - lastDay.getUTCDay();
  return Date.UTC(year, month, sunday, 1);
}

const summerCache = new Map<number, [number, number]>();

function summerSpan(year: number): [number, number] {
  let span = summerCache.get(year);
  if (!span) {
    span = [lastSundayOneUtc(year, 2), lastSundayOneUtc(year, 9)];
    summerCache.set(year, span);
  }
  return span;
}

/** Paris's offset from UTC at an instant, in minutes (60 or 120). */
export function parisOffsetMinutes(epochMs: number): number {
  const [start, end] = summerSpan(new Date(epochMs).getUTCFullYear());
  return epochMs >= start && epochMs < end ? 120 : 60;
}

/**
 * The instant of a Paris wall-clock date ('YYYY-MM-DD') and time ('HH:MM'). A time the spring change
 * skips (02:00-02:59) is read as an hour later, as a clock would show it; a time the autumn change
 * repeats is its first occurrence. NaN when the date or time cannot be read.
 */
export function parisInstant(date: string, time: string): number {
  const year = Number(date.slice(0, 4));
  const month = Number(date.slice(5, 7));
  const day = Number(date.slice(8, 10));
  const hour = Number(time.slice(0, 2));
  const minute = Number(time.slice(3, 5));
  const wall = Date.UTC(year, month - 1, day, hour, minute);
  if (!Number.isFinite(wall)) return Number.NaN;
  const summer = wall - 2 * HOUR;
  if (parisOffsetMinutes(summer) === 120) return summer;
  const winter = wall - HOUR;
  if (parisOffsetMinutes(winter) === 60) return winter;
  // In the spring gap: neither offset gives back this wall time; the clock reads it an hour later.
  return winter;
}

/** The instant of a Paris 'YYYY-MM-DDTHH:MM'. */
export function parisLocalInstant(localDateTime: string): number {
  return parisInstant(localDateTime.slice(0, 10), localDateTime.slice(11, 16));
}

/** The Paris wall-clock date and time of an instant: ['YYYY-MM-DD', 'HH:MM']. */
export function parisWallClock(epochMs: number): [string, string] {
  const iso = new Date(epochMs + parisOffsetMinutes(epochMs) * MINUTE).toISOString();
  return [iso.slice(0, 10), iso.slice(11, 16)];
}

/** Today's date in Paris, 'YYYY-MM-DD'. */
export function parisToday(now: Date = new Date()): string {
  return parisWallClock(now.getTime())[0];
}

/** A date 'YYYY-MM-DD' moved by whole days (calendar arithmetic, no time zone involved). */
export function addDays(date: string, days: number): string {
  const t = Date.UTC(Number(date.slice(0, 4)), Number(date.slice(5, 7)) - 1, Number(date.slice(8, 10)) + days);
  return new Date(t).toISOString().slice(0, 10);
}

/** The instant Paris's day `date` begins (midnight wall clock; 23 or 25 hours on the change days). */
export function parisDayStart(date: string): number {
  return parisInstant(date, '00:00');
}
