// Invoice figures of a booking: its number, and the split of a tax-included price into net and VAT
// at the rate of its kind (DESIGN: 10 % transport, 20 % hourly hire, both settings).

import type { Booking, Settings, VatKind } from './types';

/** 'INV-' + the first 8 characters of the booking id, upper case (SPEC 3). */
export function invoiceNumber(bookingId: string): string {
  return `INV-${bookingId.slice(0, 8).toUpperCase()}`;
}

/** DESIGN's rates, used when a settings value is not a percentage. */
export const DEFAULT_VAT_PERCENT: Record<VatKind, number> = { transport: 10, hourly: 20 };

function percentOf(value: string | undefined, fallback: number): number {
  const n = value === undefined || value.trim() === '' ? NaN : Number(value);
  return Number.isFinite(n) && n >= 0 && n <= 100 ? n : fallback;
}

/** The VAT percentage of a kind of booking, from the settings. */
export function vatPercent(kind: VatKind, settings: Pick<Settings, 'vatTransport' | 'vatHourly'> | undefined): number {
  const value = kind === 'hourly' ? settings?.vatHourly : settings?.vatTransport;
  return percentOf(value, DEFAULT_VAT_PERCENT[kind]);
}

/** Euros as a whole number of cents; NaN when the text is not an amount. */
export function toCents(amount: string | number): number {
  const n = typeof amount === 'number' ? amount : amount.trim() === '' ? NaN : Number(amount);
  return Number.isFinite(n) ? Math.round(n * 100) : NaN;
}

const fromCents = (cents: number) => (cents / 100).toFixed(2);

export interface VatSplit {
  /** Decimal strings with 2 decimals, euros. net + vat = total, to the cent. */
  net: string;
  vat: string;
  total: string;
  percent: number;
}

/**
 * Splits a tax-included total into net and VAT. The VAT is what is left once the net is rounded to
 * the cent, so that the three printed figures always add up.
 */
export function splitVat(totalIncludingTax: string | number, percent: number): VatSplit {
  const totalCents = toCents(totalIncludingTax);
  const total = Number.isFinite(totalCents) && totalCents > 0 ? totalCents : 0;
  const net = Math.round(total / (1 + percent / 100));
  return { net: fromCents(net), vat: fromCents(total - net), total: fromCents(total), percent };
}

/** The VAT split of a booking's price. */
export function bookingVat(
  booking: Pick<Booking, 'totalPrice' | 'vatKind'>,
  settings: Pick<Settings, 'vatTransport' | 'vatHourly'> | undefined,
): VatSplit {
  return splitVat(booking.totalPrice, vatPercent(booking.vatKind, settings));
}
