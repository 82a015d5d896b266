import { describe, expect, it } from 'vitest';
import { isIsoDate, isTime24, parseTime, toIsoDate } from '../../src/domain/time';

describe('parseTime', () => {
  it.each([
    ['00:00', '00:00'],
    ['9:05', '09:05'],
    ['09:05', '09:05'],
    ['23:59', '23:59'],
    [' 14:30 ', '14:30'],
    ['9:05 AM', '09:05'],
    ['9:05 pm', '21:05'],
    ['12:00 AM', '00:00'],
    ['12:00 PM', '12:00'],
    ['12:30 a.m.', '00:30'],
    ['11:59PM', '23:59'],
    ['01:15 pm', '13:15'],
  ])('reads %j as %j', (input, expected) => {
    expect(parseTime(input)).toBe(expected);
  });

  it.each(['', '24:00', '23:60', '7', '7:5', '123:00', '13:00 PM', '0:30 AM', '12:00 XM', 'noon', '12-30', '1:30 p'])(
    'rejects %j',
    (input) => {
      expect(parseTime(input)).toBeNull();
    },
  );

  it('accepts every minute of the day in both notations', () => {
    for (let h = 0; h < 24; h++) {
      for (let m = 0; m < 60; m++) {
        const hh = String(h).padStart(2, '0');
        const mm = String(m).padStart(2, '0');
        expect(parseTime(`${hh}:${mm}`)).toBe(`${hh}:${mm}`);
        const h12 = h % 12 === 0 ? 12 : h % 12;
        expect(parseTime(`${h12}:${mm} ${h < 12 ? 'AM' : 'PM'}`)).toBe(`${hh}:${mm}`);
      }
    }
  });
});

describe('isTime24 and isIsoDate', () => {
  it('accepts only canonical times', () => {
    expect(isTime24('08:30')).toBe(true);
    expect(isTime24('8:30')).toBe(false);
    expect(isTime24('24:00')).toBe(false);
  });

  it('accepts only real calendar dates', () => {
    expect(isIsoDate('2026-11-21')).toBe(true);
    expect(isIsoDate('2028-02-29')).toBe(true);
    expect(isIsoDate('2026-02-29')).toBe(false);
    expect(isIsoDate('2100-02-29')).toBe(false);
    expect(isIsoDate('2000-02-29')).toBe(true);
    expect(isIsoDate('2026-04-31')).toBe(false);
    expect(isIsoDate('2026-13-01')).toBe(false);
    expect(isIsoDate('2026-1-01')).toBe(false);
    expect(isIsoDate('21/11/2026')).toBe(false);
  });

  it('formats a UTC date', () => {
    expect(toIsoDate(new Date('2026-11-21T23:30:00.000Z'))).toBe('2026-11-21');
  });
});
