import { describe, expect, it } from 'vitest';
import {
  completionRate,
  formatTrend,
  monthRange,
  priceCents,
  statFigure,
  trendPercent,
  trendWindows,
} from '../../src/features/admin-dashboard/figures';

describe('trends: the last 30 days against the 30 before', () => {
  it('gives the change in whole percent, up and down', () => {
    expect(trendPercent(12, 10)).toBe(20);
    expect(trendPercent(5, 10)).toBe(-50);
    expect(trendPercent(10, 10)).toBe(0);
    expect(trendPercent(0, 4)).toBe(-100);
    expect(trendPercent(30, 10)).toBe(200);
  });

  it('rounds half away from zero, both ways', () => {
    expect(trendPercent(2, 3)).toBe(-33);
    expect(trendPercent(4, 3)).toBe(33);
    expect(trendPercent(201, 200)).toBe(1); // 0.5 %
    expect(trendPercent(199, 200)).toBe(-1);
    expect(trendPercent(2001, 2000)).toBe(0); // 0.05 %: no '-0'
    expect(Object.is(trendPercent(1999, 2000), 0)).toBe(true);
  });

  it('has no percentage for a growth from nothing, and 0 for nothing to nothing', () => {
    expect(trendPercent(3, 0)).toBeNull();
    expect(trendPercent(0, 0)).toBe(0);
  });

  it('writes the sign always', () => {
    expect(formatTrend(12)).toBe('+12%');
    expect(formatTrend(-7)).toBe('-7%');
    expect(formatTrend(0)).toBe('+0%');
  });

  it('counts windows of exactly 30 days back from now', () => {
    const now = new Date('2026-03-31T10:00:00.000Z');
    expect(trendWindows(now)).toEqual({
      currentStart: '2026-03-01T10:00:00.000Z',
      previousStart: '2026-01-30T10:00:00.000Z',
    });
  });

  it('a stat figure carries the value and the trend of its windows', () => {
    expect(statFigure(42, { current: 6, previous: 4 })).toEqual({ value: 42, recent: 6, previous: 4, trend: 50 });
    expect(statFigure(3, { current: 3, previous: 0 })).toEqual({ value: 3, recent: 3, previous: 0, trend: null });
  });
});

describe('completion rate', () => {
  it('is completed out of every booking but the cancelled ones', () => {
    expect(completionRate({ total: 10, completed: 3, cancelled: 4 })).toBe(50);
    expect(completionRate({ total: 3, completed: 1, cancelled: 0 })).toBe(33);
    expect(completionRate({ total: 3, completed: 2, cancelled: 0 })).toBe(67);
  });

  it('is 0 with no booking, or only cancelled ones', () => {
    expect(completionRate({ total: 0, completed: 0, cancelled: 0 })).toBe(0);
    expect(completionRate({ total: 2, completed: 0, cancelled: 2 })).toBe(0);
  });

  it('is 100 when every booking kept is completed', () => {
    expect(completionRate({ total: 5, completed: 4, cancelled: 1 })).toBe(100);
  });
});

describe('revenue of this month', () => {
  it('spans the calendar month: its 1st included, the next month’s 1st excluded', () => {
    expect(monthRange(new Date(2026, 2, 15, 12))).toEqual({ start: '2026-03-01', end: '2026-04-01' });
    expect(monthRange(new Date(2026, 2, 1, 0, 0))).toEqual({ start: '2026-03-01', end: '2026-04-01' });
    expect(monthRange(new Date(2026, 2, 31, 23, 59))).toEqual({ start: '2026-03-01', end: '2026-04-01' });
  });

  it('goes over the year in December', () => {
    expect(monthRange(new Date(2026, 11, 31, 23, 59))).toEqual({ start: '2026-12-01', end: '2027-01-01' });
    expect(monthRange(new Date(2027, 0, 1, 0, 0))).toEqual({ start: '2027-01-01', end: '2027-02-01' });
  });

  it('keeps last days inside the range and next month out, as the index compares dates', () => {
    const { start, end } = monthRange(new Date(2028, 1, 10));
    const inside = (date: string) => date >= start && date < end;
    expect(inside('2028-02-29')).toBe(true);
    expect(inside('2028-02-01')).toBe(true);
    expect(inside('2028-01-31')).toBe(false);
    expect(inside('2028-03-01')).toBe(false);
  });

  it('adds prices in whole cents, an unreadable price as nothing', () => {
    expect(priceCents('89.90')).toBe(8990);
    expect(priceCents('0.1') + priceCents('0.2')).toBe(30);
    expect(priceCents('120')).toBe(12000);
    expect(priceCents('abc')).toBe(0);
  });
});
