// The back-office dashboard's figures (DESIGN: real counts, trends over the last 30 days): the time
// windows its queries count in, and the arithmetic on what they counted.

import { toCents } from '../../domain/estimate';

const DAY_MS = 24 * 3600 * 1000;
export const TREND_WINDOW_DAYS = 30;

export interface TrendWindows {
  /** ISO instant: the last 30 days start here (inclusive) and run to now. */
  currentStart: string;
  /** ISO instant: the 30 days before start here (inclusive) and end at `currentStart` (exclusive). */
  previousStart: string;
}

/** The two 30-day windows of the trends, by creation instant. */
export function trendWindows(now: Date): TrendWindows {
  const at = now.getTime();
  return {
    currentStart: new Date(at - TREND_WINDOW_DAYS * DAY_MS).toISOString(),
    previousStart: new Date(at - 2 * TREND_WINDOW_DAYS * DAY_MS).toISOString(),
  };
}

/**
 * The change from the 30 days before to the last 30 days, in whole percent (rounded half away from
 * zero). null when there was nothing before and something now: a growth from zero has no percentage.
 */
export function trendPercent(current: number, previous: number): number | null {
  if (previous === 0) return current === 0 ? 0 : null;
  const change = ((current - previous) / previous) * 100;
  const rounded = Math.sign(change) * Math.round(Math.abs(change));
  return rounded === 0 ? 0 : rounded;
}

/** '+12%', '-5%', '+0%'; null (growth from nothing) is for the screen to word. */
export function formatTrend(percent: number): string {
  return `${percent < 0 ? '-' : '+'}${Math.abs(percent)}%`;
}

/** The 'YYYY-MM-DD' local calendar dates of this month: `start` inclusive, `end` (next month's 1st) exclusive. */
export function monthRange(now: Date): { start: string; end: string } {
  const year = now.getFullYear();
  const month = now.getMonth();
  const iso = (y: number, m: number) => `${String(y).padStart(4, '0')}-${String(m + 1).padStart(2, '0')}-01`;
  return { start: iso(year, month), end: month === 11 ? iso(year + 1, 0) : iso(year, month + 1) };
}

/** Whole cents of a booking's total; an unreadable price counts as nothing rather than spoiling the sum. */
export function priceCents(totalPrice: string): number {
  return toCents(totalPrice) ?? 0;
}

/** Completed out of every booking that was not cancelled, in whole percent; 0 when there is none. */
export function completionRate({ total, completed, cancelled }: { total: number; completed: number; cancelled: number }): number {
  const considered = total - cancelled;
  if (considered <= 0) return 0;
  return Math.round((completed / considered) * 100);
}

export interface WindowCounts {
  current: number;
  previous: number;
}

export interface StatFigure {
  value: number;
  /** How many were added in the last 30 days, and in the 30 days before. */
  recent: number;
  previous: number;
  /** Whole percent against the 30 days before; null: growth from nothing. */
  trend: number | null;
}

export function statFigure(value: number, windows: WindowCounts): StatFigure {
  return { value, recent: windows.current, previous: windows.previous, trend: trendPercent(windows.current, windows.previous) };
}
