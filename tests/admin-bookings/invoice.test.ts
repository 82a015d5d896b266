// Invoice figures: the number, the VAT rates read from the settings, and a split that adds up.
import { describe, expect, it } from 'vitest';
import { bookingVat, invoiceNumber, splitVat, toCents, vatPercent } from '../../src/domain/invoice';
import { defaultSettings } from '../../src/domain/sample-data';
import { createRng } from '../domain/prng';

const settings = defaultSettings('2026-01-01T00:00:00.000Z');

describe('invoiceNumber', () => {
  it("is 'INV-' and the first 8 characters of the booking id, upper case", () => {
    expect(invoiceNumber('5eed0000-0000-4000-8000-0000000000d1')).toBe('INV-5EED0000');
    expect(invoiceNumber('a1b2c3d4e5f6')).toBe('INV-A1B2C3D4');
    expect(invoiceNumber('ab')).toBe('INV-AB');
  });
});

describe('vatPercent', () => {
  it('reads 10 % for transport and 20 % for hourly hire from the default settings', () => {
    expect(vatPercent('transport', settings)).toBe(10);
    expect(vatPercent('hourly', settings)).toBe(20);
  });

  it('follows the settings when the office changes a rate', () => {
    expect(vatPercent('transport', { vatTransport: '5.5', vatHourly: '20' })).toBe(5.5);
    expect(vatPercent('hourly', { vatTransport: '10', vatHourly: '0' })).toBe(0);
  });

  it("falls back to DESIGN's rates when a setting is not a percentage", () => {
    for (const bad of ['', '  ', 'ten', '-1', '120', 'NaN']) {
      expect(vatPercent('transport', { vatTransport: bad, vatHourly: bad })).toBe(10);
      expect(vatPercent('hourly', { vatTransport: bad, vatHourly: bad })).toBe(20);
    }
    expect(vatPercent('hourly', undefined)).toBe(20);
  });
});

describe('splitVat', () => {
  it('splits a tax-included price into net and VAT', () => {
    expect(splitVat('178.00', 10)).toEqual({ net: '161.82', vat: '16.18', total: '178.00', percent: 10 });
    expect(splitVat('1080.00', 20)).toEqual({ net: '900.00', vat: '180.00', total: '1080.00', percent: 20 });
    expect(splitVat(99.99, 0)).toEqual({ net: '99.99', vat: '0.00', total: '99.99', percent: 0 });
  });

  it('shows zero for an empty, negative or unreadable price', () => {
    for (const bad of ['', 'abc', '-10']) expect(splitVat(bad, 10)).toEqual({ net: '0.00', vat: '0.00', total: '0.00', percent: 10 });
  });

  it('always adds up to the cent, with a VAT close to the rate', () => {
    const rng = createRng(20260101);
    for (let i = 0; i < 2000; i++) {
      const cents = rng.int(0, 999_999);
      const percent = [0, 5.5, 10, 20][i % 4]!;
      const split = splitVat((cents / 100).toFixed(2), percent);
      expect(toCents(split.net) + toCents(split.vat)).toBe(cents);
      expect(split.total).toBe((cents / 100).toFixed(2));
      // The VAT is the rate of the net, within the half cent lost to rounding the net.
      expect(Math.abs(toCents(split.vat) - (toCents(split.net) * percent) / 100)).toBeLessThanOrEqual(0.5 + percent / 200 + 1e-6);
    }
  });
});

describe('bookingVat', () => {
  it('uses the rate of the booking kind from the settings', () => {
    expect(bookingVat({ totalPrice: '110.00', vatKind: 'transport' }, settings)).toMatchObject({ net: '100.00', vat: '10.00', percent: 10 });
    expect(bookingVat({ totalPrice: '120.00', vatKind: 'hourly' }, settings)).toMatchObject({ net: '100.00', vat: '20.00', percent: 20 });
    expect(bookingVat({ totalPrice: '120.00', vatKind: 'hourly' }, { ...settings, vatHourly: '10' })).toMatchObject({ vat: '10.91', percent: 10 });
  });
});
