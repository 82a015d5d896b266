// The accountant's CSV of a month's invoices and credit notes: one row per document, with the net and
// VAT of each rate in its own columns. UTF-8 with a byte order mark (so that a spreadsheet opens the
// accents right), a header row, fields quoted per RFC 4180, lines ended by CRLF.

import type { Invoice } from './billing-types';
import { centsText, invoiceTotals } from './invoice';

/** RFC 4180: a field with a comma, a quote or a line break is quoted, its quotes doubled. */
export function csvField(value: string): string {
  return /[",\r\n]/.test(value) ? `"${value.replace(/"/g, '""')}"` : value;
}

export const CSV_BOM = '\uFEFF';

/** A rate as a column name: 10 -> '10', 5.5 -> '5.5'. */
const rateName = (percent: number) => String(percent);

/**
 * The CSV of these invoices (issued ones first by number; those without a number yet are left out:
 * they are not issued). `numberOf` gives the number of the invoice a credit note refers to.
 */
export function invoicesCsv(invoices: readonly Invoice[], numberOf: (id: string) => string | undefined): string {
  const issued = invoices.filter((i) => i.number).sort((a, b) => (a.number ?? '').localeCompare(b.number ?? ''));
  const totals = issued.map((invoice) => invoiceTotals(invoice));
  const percents = [...new Set(totals.flatMap((t) => t.rates.map((r) => r.percent)))].sort((a, b) => b - a);
  const header = [
    'number',
    'date',
    'type',
    'client',
    'client_siren',
    ...percents.flatMap((p) => [`net_${rateName(p)}`, `vat_${rateName(p)}`]),
    'net_total',
    'vat_total',
    'total',
    'credit_note_for',
  ];
  const rows = issued.map((invoice, i) => {
    const t = totals[i] ?? { rates: [], net: 0, vat: 0, total: 0 };
    const perRate = percents.flatMap((p) => {
      const rate = t.rates.find((r) => r.percent === p);
      return [centsText(rate?.net ?? 0), centsText(rate?.vat ?? 0)];
    });
    return [
      invoice.number ?? '',
      invoice.issueDate,
      invoice.kind === 'credit_note' ? 'credit_note' : 'invoice',
      invoice.client.name,
      invoice.client.siren ?? '',
      ...perRate,
      centsText(t.net),
      centsText(t.vat),
      centsText(t.total),
      invoice.creditFor ? (numberOf(invoice.creditFor) ?? '') : '',
    ];
  });
  return CSV_BOM + [header, ...rows].map((row) => row.map(csvField).join(',')).join('\r\n') + '\r\n';
}

/** 'factures-2026-11.csv' */
export const csvFileName = (month: string) => `factures-${month}.csv`;
