import { describe, expect, it } from 'vitest';
import type { Invoice } from '../../src/domain/billing-types';
import { invoicesCsv, csvField, CSV_BOM } from '../../src/domain/invoice-csv';
import {
  bookingInvoiceLines,
  creditNoteLines,
  formatInvoiceNumber,
  invoiceNumber,
  invoiceTotals,
  splitVat,
} from '../../src/domain/invoice';

const settings = { vatTransport: '10', vatHourly: '20' };
// The total includes the extras (src/domain/extras.ts): the ride alone is 95.00.
const booking = {
  totalPrice: '152.50',
  vatKind: 'transport' as const,
  pickupLocation: 'CDG Terminal 2E',
  dropoffLocation: 'Hôtel Le Meurice',
  pickupDate: '2026-12-24',
  pickupTime: '09:30',
  extras: [
    { extraId: 'child-seat', quantity: 2, price: '10.00', vatPercent: '10' },
    { extraId: 'waiting', quantity: 3, price: '12.50', vatPercent: '10' },
  ],
};

function invoice(over: Partial<Invoice>): Invoice {
  return {
    id: 'a0000000-0000-4000-8000-000000000001',
    createdAt: '2026-12-24T10:00:00.000Z',
    updatedAt: '2026-12-24T10:00:00.000Z',
    rev: 1,
    bookingId: 'b0000000-0000-4000-8000-000000000001',
    kind: 'invoice',
    issueDate: '2026-12-24',
    serviceDate: '2026-12-24',
    seller: { name: 'Paris Prestige Chauffeur SAS', address: '1 rue de Rivoli, Paris' },
    client: { name: 'Sophie Martin', address: '2 avenue Foch, Paris' },
    business: false,
    lines: [],
    vatExempt: false,
    paymentTerms: 'Paiement à réception',
    ...over,
  };
}

describe('invoice lines', () => {
  it('bills the ride at the transport rate and each extra at its own, waiting in quarters of an hour', () => {
    const lines = bookingInvoiceLines(booking, settings);
    expect(lines).toHaveLength(3);
    expect(lines[0]).toMatchObject({ kind: 'ride', quantity: 1, unitPrice: '95.00', vatPercent: '10' });
    expect(lines[0]?.label).toContain('CDG Terminal 2E → Hôtel Le Meurice');
    expect(lines[1]).toMatchObject({ kind: 'extra', label: 'Siège enfant', quantity: 2, unitPrice: '10.00', vatPercent: '10' });
    expect(lines[2]).toMatchObject({ kind: 'waiting', label: 'Temps d’attente (3 × 15 min)', quantity: 3, unitPrice: '12.50' });
  });

  it('bills an hourly hire at the hourly rate, and nothing at all with VAT when exempt', () => {
    const hourly = bookingInvoiceLines({ ...booking, vatKind: 'hourly', hours: 4, extras: [] }, settings, 'en');
    expect(hourly[0]).toMatchObject({ vatPercent: '20' });
    expect(hourly[0]?.label).toContain('Chauffeur hire by the hour (4 h)');
    const exempt = bookingInvoiceLines(booking, { ...settings, invoicing: { autoOnDone: false, vatExempt: true, paymentTerms: '' } });
    expect(exempt.map((l) => l.vatPercent)).toEqual(['0', '0', '0']);
  });
});

describe('invoice totals', () => {
  it('adds lines per rate and splits each rate once, net + VAT = total to the cent', () => {
    const lines = [
      ...bookingInvoiceLines(booking, settings),
      { kind: 'extra' as const, label: 'Wi-Fi', quantity: 1, unitPrice: '9.99', vatPercent: '20' },
    ];
    const totals = invoiceTotals({ lines, vatExempt: false });
    // 10 %: 95 + 20 + 37.50 = 152.50 -> net 138.64, VAT 13.86; 20 %: 9.99 -> net 8.33, VAT 1.66.
    expect(totals.rates).toEqual([
      { percent: 20, net: 833, vat: 166, total: 999 },
      { percent: 10, net: 13864, vat: 1386, total: 15250 },
    ]);
    expect(totals).toMatchObject({ net: 14697, vat: 1552, total: 16249 });
  });

  it('has no VAT on an exempt invoice', () => {
    const totals = invoiceTotals({ lines: bookingInvoiceLines(booking, settings), vatExempt: true });
    expect(totals.rates).toEqual([{ percent: 0, net: 15250, vat: 0, total: 15250 }]);
  });

  it('makes a full credit note the exact negation of the invoice', () => {
    const lines = bookingInvoiceLines({ ...booking, totalPrice: '157.55' }, settings);
    const credit = creditNoteLines({ lines });
    expect(credit.map((l) => l.unitPrice)).toEqual(['-100.05', '-10.00', '-12.50']);
    const a = invoiceTotals({ lines, vatExempt: false });
    const b = invoiceTotals({ lines: credit, vatExempt: false });
    expect(b.net).toBe(-a.net);
    expect(b.vat).toBe(-a.vat);
    expect(b.total).toBe(-a.total);
  });

  it('makes a partial correction negative whatever sign it was typed with', () => {
    const partial = creditNoteLines({ lines: [] }, [{ kind: 'extra', label: 'Geste commercial', quantity: 1, unitPrice: '15.00', vatPercent: '10' }]);
    expect(partial[0]?.unitPrice).toBe('-15.00');
  });

  it('keeps the old helpers working', () => {
    expect(invoiceNumber('abcdef12-0000')).toBe('INV-ABCDEF12');
    expect(splitVat('110.00', 10)).toMatchObject({ net: '100.00', vat: '10.00' });
    expect(formatInvoiceNumber(2026, 42)).toBe('2026-000042');
  });
});

describe('accountant CSV', () => {
  it('quotes per RFC 4180', () => {
    expect(csvField('plain')).toBe('plain');
    expect(csvField('Dupont, SARL')).toBe('"Dupont, SARL"');
    expect(csvField('say "hi"')).toBe('"say ""hi"""');
    expect(csvField('two\nlines')).toBe('"two\nlines"');
  });

  it('has a header row, one row per issued document, net and VAT per rate, the credit note reference', () => {
    const lines = bookingInvoiceLines(booking, settings);
    const first = invoice({ number: '2026-000001', lines, client: { name: 'Dupont, SARL', address: 'x', siren: '123456789' }, business: true });
    const credit = invoice({
      id: 'a0000000-0000-4000-8000-000000000002',
      kind: 'credit_note',
      number: '2026-000002',
      creditFor: first.id,
      lines: creditNoteLines(first),
    });
    const pending = invoice({ id: 'a0000000-0000-4000-8000-000000000003' });
    const csv = invoicesCsv([credit, pending, first], (id) => (id === first.id ? first.number : undefined));
    expect(csv.startsWith(CSV_BOM)).toBe(true);
    const rows = csv.slice(1).split('\r\n');
    expect(rows[0]).toBe('number,date,type,client,client_siren,net_10,vat_10,net_total,vat_total,total,credit_note_for');
    expect(rows[1]).toBe('2026-000001,2026-12-24,invoice,"Dupont, SARL",123456789,138.64,13.86,138.64,13.86,152.50,');
    expect(rows[2]).toBe('2026-000002,2026-12-24,credit_note,Sophie Martin,,-138.64,-13.86,-138.64,-13.86,-152.50,2026-000001');
    expect(rows).toHaveLength(4);
    expect(rows[3]).toBe('');
  });
});
