import { describe, expect, it } from 'vitest';
import { addDays, parisInstant, parisOffsetMinutes, parisToday, parisWallClock } from '../../src/domain/paris-time';

const iso = (ms: number) => new Date(ms).toISOString();

describe('Paris wall clock', () => {
  it('is UTC+1 in winter and UTC+2 in summer', () => {
    expect(iso(parisInstant('2026-01-15', '09:30'))).toBe('2026-01-15T08:30:00.000Z');
    expect(iso(parisInstant('2026-07-15', '09:30'))).toBe('2026-07-15T07:30:00.000Z');
  });

  it('changes to summer time at 02:00 on the last Sunday of March (2026-03-29)', () => {
    expect(iso(parisInstant('2026-03-29', '01:59'))).toBe('2026-03-29T00:59:00.000Z');
    expect(iso(parisInstant('2026-03-29', '03:00'))).toBe('2026-03-29T01:00:00.000Z');
    // 02:30 does not exist that night: the clock shows 03:30 at that instant.
    expect(iso(parisInstant('2026-03-29', '02:30'))).toBe('2026-03-29T01:30:00.000Z');
    expect(parisWallClock(parisInstant('2026-03-29', '02:30'))).toEqual(['2026-03-29', '03:30']);
  });

  it('changes back at 03:00 on the last Sunday of October (2026-10-25), taking the first 02:30', () => {
    expect(iso(parisInstant('2026-10-25', '02:30'))).toBe('2026-10-25T00:30:00.000Z');
    expect(iso(parisInstant('2026-10-25', '03:00'))).toBe('2026-10-25T02:00:00.000Z');
    expect(parisOffsetMinutes(Date.parse('2026-10-25T00:59:00.000Z'))).toBe(120);
    expect(parisOffsetMinutes(Date.parse('2026-10-25T01:00:00.000Z'))).toBe(60);
  });

  it('reads the date of an instant in Paris, across midnight', () => {
    expect(parisWallClock(Date.parse('2026-06-30T22:30:00.000Z'))).toEqual(['2026-07-01', '00:30']);
    expect(parisToday(new Date('2026-12-31T23:30:00.000Z'))).toBe('2027-01-01');
    expect(parisToday(new Date('2026-12-31T22:59:00.000Z'))).toBe('2026-12-31');
  });

  it('moves dates by calendar days', () => {
    expect(addDays('2026-02-27', 2)).toBe('2026-03-01');
    expect(addDays('2028-02-28', 1)).toBe('2028-02-29');
    expect(addDays('2026-01-01', -1)).toBe('2025-12-31');
  });

  it('gives NaN for what is not a date', () => {
    expect(parisInstant('soon', '09:00')).toBeNaN();
  });
});
