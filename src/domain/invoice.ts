// Invoice figures of a booking: the split of a tax-included price into net and VAT at the rate of its
// kind (DESIGN: 10 % transport, 20 % hourly hire, both settings), the lines of its invoice (the ride
// and its extras), the totals per VAT rate of an invoice, and the lines of a credit note.

import type { Extra, Invoice, InvoiceLine, InvoiceParty, InvoicingSettings } from './billing-types';
import { extrasOf } from './billing-defaults';
import { ridePriceOf } from './extras';
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

/* ---------- Invoices with a legal number (billing-types.ts Invoice) ---------- */


/** The mention printed on an invoice of a company exempt from VAT. */
export const VAT_EXEMPT_MENTION = 'TVA non applicable, art. 293 B du CGI';
/** The fixed recovery fee owed by a business client paying late (Code de commerce L441-10). */
export const RECOVERY_FEE_EUROS = 40;

/** Cents with the same rounding either side of zero, so that a credit note is the exact negation. */
const roundCents = (value: number) => Math.sign(value) * Math.round(Math.abs(value));

/** A signed amount in euros with 2 decimals, from cents. */
export const centsText = (cents: number) => (cents === 0 ? '0.00' : (cents / 100).toFixed(2));

/** The tax-included total of a line, in cents (NaN when its price is not an amount). */
export function lineCents(line: Pick<InvoiceLine, 'quantity' | 'unitPrice'>): number {
  return roundCents(toCents(line.unitPrice) * line.quantity);
}

export interface RateTotal {
  /** VAT percentage; 0 on an exempt invoice. */
  percent: number;
  /** Cents; net + vat = total. */
  net: number;
  vat: number;
  total: number;
}

export interface InvoiceTotals {
  /** One per VAT rate, highest rate first. */
  rates: RateTotal[];
  net: number;
  vat: number;
  total: number;
}

/** The VAT of a tax-included amount in cents at a rate: what is left once the net is rounded. */
export function splitCents(total: number, percent: number): RateTotal {
  const net = roundCents(total / (1 + percent / 100));
  return { percent, net, vat: total - net, total };
}

/**
 * Net, VAT and total per rate and overall, to the cent, from the lines' tax-included prices: the lines
 * of a rate are added first and split once (the way the VAT of an invoice is due per rate).
 */
export function invoiceTotals(invoice: Pick<Invoice, 'lines' | 'vatExempt'>): InvoiceTotals {
  const byRate = new Map<number, number>();
  for (const line of invoice.lines) {
    const percent = invoice.vatExempt ? 0 : percentOf(line.vatPercent, 0);
    const cents = lineCents(line);
    byRate.set(percent, (byRate.get(percent) ?? 0) + (Number.isFinite(cents) ? cents : 0));
  }
  const rates = [...byRate.entries()].sort(([a], [b]) => b - a).map(([percent, total]) => splitCents(total, percent));
  const sum = (key: 'net' | 'vat' | 'total') => rates.reduce((acc, r) => acc + r[key], 0);
  return { rates, net: sum('net'), vat: sum('vat'), total: sum('total') };
}

/**
 * The booking's invoice that still stands: the latest one its credit notes do not cancel in full;
 * null when there is none (a new one may be issued). The screen and the server's write rule share it.
 */
export function standingInvoice<T extends Pick<Invoice, 'id' | 'kind' | 'creditFor' | 'lines' | 'vatExempt'>>(documents: readonly T[]): T | null {
  const invoices = documents.filter((d) => d.kind === 'invoice');
  for (const invoice of [...invoices].reverse()) {
    const credited = documents.filter((d) => d.kind === 'credit_note' && d.creditFor === invoice.id).reduce((sum, d) => sum + invoiceTotals(d).total, 0);
    if (invoiceTotals(invoice).total + credited > 0) return invoice;
  }
  return null;
}

export type InvoiceLang = 'fr' | 'en' | 'ar';

const RIDE_WORDS: Record<InvoiceLang, { transfer: string; hourly: string; hours: (n: number) => string; extra: string }> = {
  fr: { transfer: 'Transport avec chauffeur', hourly: 'Mise à disposition avec chauffeur', hours: (n) => `${n} h`, extra: 'Supplément' },
  en: { transfer: 'Chauffeur-driven transport', hourly: 'Chauffeur hire by the hour', hours: (n) => `${n} h`, extra: 'Extra' },
  ar: { transfer: 'نقل مع سائق', hourly: 'تأجير مع سائق بالساعة', hours: (n) => `${n} س`, extra: 'إضافة' },
};

/**
 * The tax-included price of the ride itself. booking.totalPrice is the ride's price; the extras are
 * billed on top of it, each at its own price (booking.extras).
 */
export function rideAmount(booking: Pick<Booking, 'totalPrice' | 'extras'>): string {
  // The booking's total includes its extras (src/domain/extras.ts): the ride is what is left.
  const cents = toCents(ridePriceOf(booking));
  return centsText(Number.isFinite(cents) && cents > 0 ? cents : 0);
}

/**
 * The lines of a booking's invoice: the ride (transport at the transport rate, hourly hire at the
 * hourly rate, from the settings), then each extra at its own rate (a quarter-hour extra such as
 * waiting time counts quarters of an hour). An exempt office (art. 293 B) bills every line at 0 %.
 */
export function bookingInvoiceLines(
  booking: Pick<Booking, 'totalPrice' | 'vatKind' | 'pickupLocation' | 'dropoffLocation' | 'pickupDate' | 'pickupTime' | 'hours' | 'extras'>,
  settings: (Pick<Settings, 'vatTransport' | 'vatHourly'> & { extras?: Extra[] | undefined; invoicing?: InvoicingSettings | undefined }) | undefined,
  lang: InvoiceLang = 'fr',
): InvoiceLine[] {
  const words = RIDE_WORDS[lang];
  const exempt = settings?.invoicing?.vatExempt === true;
  const rate = (percent: string | number) => (exempt ? '0' : String(percent));
  const route = [booking.pickupLocation, booking.dropoffLocation].filter((p) => p && p.trim() !== '').join(' → ');
  const hourly = booking.vatKind === 'hourly';
  const head = hourly ? `${words.hourly}${booking.hours ? ` (${words.hours(booking.hours)})` : ''}` : words.transfer;
  const lines: InvoiceLine[] = [
    {
      kind: 'ride',
      label: `${head}, ${booking.pickupDate} ${booking.pickupTime}${route ? ` : ${route}` : ''}`.slice(0, 300),
      quantity: 1,
      unitPrice: rideAmount(booking),
      vatPercent: rate(vatPercent(booking.vatKind, settings)),
    },
  ];
  const known = new Map(extrasOf(settings).map((extra) => [extra.id, extra]));
  for (const item of booking.extras ?? []) {
    if (!(item.quantity > 0)) continue;
    const extra = known.get(item.extraId);
    const name = extra ? extra.name[lang] || extra.name.fr : `${words.extra} ${item.extraId}`;
    const quarters = extra?.unit === 'quarter_hour';
    lines.push({
      kind: quarters ? 'waiting' : 'extra',
      label: (quarters ? `${name} (${item.quantity} × 15 min)` : name).slice(0, 300),
      quantity: item.quantity,
      unitPrice: centsText(Number.isFinite(toCents(item.price)) ? toCents(item.price) : 0),
      vatPercent: rate(percentOf(item.vatPercent, DEFAULT_VAT_PERCENT.transport)),
    });
  }
  return lines;
}

/** The seller as printed: the office's legal details. */
export function sellerParty(company: { legalName: string; address: string; siren: string; vatNumber: string; vtcRegistration: string }): InvoiceParty {
  return {
    name: company.legalName,
    address: company.address,
    ...(company.siren ? { siren: company.siren } : {}),
    ...(company.vatNumber ? { vatNumber: company.vatNumber } : {}),
    ...(company.vtcRegistration ? { vtcRegistration: company.vtcRegistration } : {}),
  };
}

/**
 * The lines of a credit note: the negation of the invoice's lines (a full cancellation), or, for a
 * partial correction, the lines given (their prices made negative whatever sign they were typed with).
 */
export function creditNoteLines(invoice: Pick<Invoice, 'lines'>, correction?: readonly InvoiceLine[]): InvoiceLine[] {
  const negate = (price: string, force: boolean) => {
    const cents = toCents(price);
    const value = Number.isFinite(cents) ? cents : 0;
    return centsText(force ? -Math.abs(value) : -value);
  };
  if (correction && correction.length > 0) return correction.map((line) => ({ ...line, unitPrice: negate(line.unitPrice, true) }));
  return invoice.lines.map((line) => ({ ...line, unitPrice: negate(line.unitPrice, false) }));
}

/** 'YYYY-NNNNNN': the n-th invoice of a year. */
export function formatInvoiceNumber(year: number, n: number): string {
  return `${year}-${String(n).padStart(6, '0')}`;
}

/** 'facture-2026-000042.pdf', 'avoir-2026-000043.pdf': the PDF's name on the device and in the email. */
export function invoicePdfName(kind: Invoice['kind'], number: string | undefined): string {
  return `${kind === 'credit_note' ? 'avoir' : 'facture'}-${number ?? 'en-attente'}.pdf`;
}
