// The month's invoices: the list with credit notes and their reference, the totals per VAT rate of
// issued documents only, the month arrows, and the CSV downloaded for the month.
import { configure, fireEvent, screen, within } from '@testing-library/react';
import { Route, Routes } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DbProvider } from '../../src/db/db-context';
import { createRecord } from '../../src/db/repository';
import type { Invoice } from '../../src/domain/billing-types';
import { parisToday } from '../../src/domain/paris-time';
import { InvoicesPage, monthRates, shiftMonth } from '../../src/features/admin-invoices/invoices-page';
import { renderAt } from '../app/render';
import { freshDb } from '../db/helpers';

configure({ asyncUtilTimeout: 10_000 });

const BOOKING = '5eed0000-0000-4000-8000-0000000000b1';
const month = parisToday().slice(0, 7);

function fields(over: Partial<Invoice>) {
  return {
    bookingId: BOOKING,
    kind: 'invoice' as const,
    issueDate: `${month}-03`,
    serviceDate: `${month}-02`,
    seller: { name: 'Paris Prestige Chauffeur SAS', address: '1 rue de Rivoli' },
    client: { name: 'Sophie Martin', address: '2 avenue Foch' },
    business: false,
    lines: [
      { kind: 'ride' as const, label: 'Transfer', quantity: 1, unitPrice: '110.00', vatPercent: '10' },
      { kind: 'extra' as const, label: 'Wi-Fi', quantity: 1, unitPrice: '12.00', vatPercent: '20' },
    ],
    vatExempt: false,
    paymentTerms: 'On receipt',
    ...over,
  };
}

afterEach(() => {
  vi.restoreAllMocks();
});

describe('month helpers', () => {
  it('moves across years', () => {
    expect(shiftMonth('2026-01', -1)).toBe('2025-12');
    expect(shiftMonth('2026-12', 1)).toBe('2027-01');
  });
});

describe('the invoices of a month', () => {
  it('lists them with totals per rate, leaves pending ones out of the totals, and exports the CSV', async () => {
    const db = freshDb();
    await db.open();
    const first = await createRecord(db, 'invoices', fields({ number: `${month.slice(0, 4)}-000001` }));
    await createRecord(db, 'invoices', {
      ...fields({ number: `${month.slice(0, 4)}-000002`, kind: 'credit_note', reason: 'Wrong' }),
      creditFor: first.id,
      lines: [{ kind: 'ride', label: 'Transfer', quantity: 1, unitPrice: '-110.00', vatPercent: '10' }],
    });
    await createRecord(db, 'invoices', fields({ client: { name: 'Pending Client', address: 'x' } }));
    await createRecord(db, 'invoices', fields({ issueDate: `${shiftMonth(month, -1)}-28`, number: '1999-000009', client: { name: 'Last Month', address: 'x' } }));

    let saved: Blob | null = null;
    vi.spyOn(URL, 'createObjectURL').mockImplementation((blob) => {
      saved = blob as Blob;
      return 'blob:csv';
    });
    vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => undefined);
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);

    await renderAt(
      '/en/admin/invoices',
      <DbProvider db={db}>
        <Routes>
          <Route path="/:lang/admin/invoices" element={<InvoicesPage />} />
        </Routes>
      </DbProvider>,
      'en',
      ['admin-invoices'],
    );
    const table = await screen.findByRole('table');
    expect(within(table).getByText('Pending Client')).toBeVisible();
    expect(within(table).queryByText('Last Month')).not.toBeInTheDocument();
    expect(within(table).getByText(`Credit note for ${first.number}`)).toBeVisible();
    // 10 %: 110 - 110 = 0; 20 %: 12 (the pending invoice is not issued: not counted).
    expect(screen.getByText('VAT 20%').nextSibling).toHaveTextContent('Net €10.00 · VAT €2.00 · Total €12.00');
    expect(screen.getByText('VAT 10%').nextSibling).toHaveTextContent('Net €0.00 · VAT €0.00 · Total €0.00');

    fireEvent.click(screen.getByRole('button', { name: 'Export CSV' }));
    expect(saved).not.toBeNull();
    const csv = await (saved as unknown as Blob).text();
    const lines = csv.replace(/^\uFEFF/, '').split('\r\n');
    expect(lines[0]).toBe('number,date,type,client,client_siren,net_20,vat_20,net_10,vat_10,net_total,vat_total,total,credit_note_for');
    expect(lines).toHaveLength(4);
    expect(lines[2]).toMatch(new RegExp(`,credit_note,.*,${first.number}$`));

    fireEvent.click(screen.getByRole('button', { name: 'Previous month' }));
    expect(await screen.findByText('Last Month')).toBeVisible();
  });

  it('adds rates of issued documents only', () => {
    const rows = [fields({ number: '2026-000001' }), fields({})] as unknown as Invoice[];
    expect(monthRates(rows).map((r) => r.percent)).toEqual([20, 10]);
    expect(monthRates(rows).find((r) => r.percent === 10)).toMatchObject({ total: 11000, net: 10000, vat: 1000 });
  });
});
