// The booking's invoice screen on a device: 'Issue invoice' checks what it needs next to each field,
// stores the invoice with its outbox entry and shows 'Number pending' until sync brings the server's
// number; the issued invoice is read-only with its legal mentions; a credit note cancels it (its lines
// negated, linked to it) and a new invoice may then be issued.
import { Notifications } from '@mantine/notifications';
import { configure, fireEvent, screen, within } from '@testing-library/react';
import { Route, Routes } from 'react-router-dom';
import { afterEach, describe, expect, it } from 'vitest';
import { appStore, sessionAtom } from '../../src/app/state';
import { DbProvider } from '../../src/db/db-context';
import { createRecord } from '../../src/db/repository';
import { defaultSettings } from '../../src/domain/sample-data';
import { SETTINGS_ID } from '../../src/domain/types';
import { InvoicePage } from '../../src/features/admin-bookings/invoice-page';
import { renderAt } from '../app/render';
import { freshDb } from '../db/helpers';

configure({ asyncUtilTimeout: 10_000 });

const ADMIN_ID = '5e771265-0000-4000-8000-0000000000a1';
const BOOKING = '5eed0000-0000-4000-8000-0000000000b1';

async function showInvoice(business = false) {
  appStore.set(sessionAtom, {
    status: 'signed-in',
    session: { kind: 'staff', token: 'tok', user: { id: ADMIN_ID, username: 'admin', name: 'Claire Martin', role: 'admin' }, expiresAt: new Date(Date.now() + 3600_000).toISOString() },
  });
  const db = freshDb();
  await db.open();
  // A fresh device holds the default settings: the company's details come from them.
  expect(await db.settings.get(SETTINGS_ID)).toMatchObject({ company: defaultSettings('2026-01-01T00:00:00.000Z').company });
  await createRecord(db, 'bookings', {
    id: BOOKING,
    firstName: 'Sophie',
    lastName: 'Martin',
    email: 'sophie@example.com',
    phone: '+33 6 12 34 56 78',
    pickupLocation: 'CDG Terminal 2E',
    dropoffLocation: 'Hôtel Le Meurice',
    pickupDate: '2026-12-24',
    pickupTime: '09:30',
    serviceType: 'transfer',
    passengers: 2,
    luggage: 1,
    totalPrice: '105.00', // the ride 95.00 and its extra (the total includes the extras)
    vatKind: 'transport',
    status: 'completed',
    source: 'admin',
    extras: [{ extraId: 'child-seat', quantity: 1, price: '10.00', vatPercent: '10' }],
  });
  await db.outbox.clear();
  await renderAt(
    `/en/admin/bookings/${BOOKING}/invoice`,
    <DbProvider db={db}>
      <Notifications />
      <Routes>
        <Route path="/:lang/admin/bookings/:id/invoice" element={<InvoicePage />} />
      </Routes>
    </DbProvider>,
    'en',
    ['admin-bookings'],
  );
  if (business) fireEvent.click(await screen.findByLabelText('Business client'));
  return db;
}

afterEach(() => {
  appStore.set(sessionAtom, { status: 'signed-out' });
});

describe('the invoice of a booking', () => {
  it('issues an invoice: checks next to the fields, number pending, then the server’s number, read-only', async () => {
    const db = await showInvoice(true);
    fireEvent.change(screen.getByLabelText(/^Company name/), { target: { value: 'Dupont SARL' } });
    fireEvent.change(screen.getByLabelText(/^SIREN/), { target: { value: '12345' } });
    fireEvent.click(screen.getByRole('button', { name: 'Issue invoice' }));
    expect(await screen.findByText('A SIREN has 9 digits')).toBeVisible();
    expect(screen.getByText("Enter the client's address")).toBeVisible();
    expect(screen.getByLabelText(/^Company name/)).toHaveValue('Dupont SARL');
    expect(await db.invoices.count()).toBe(0);

    fireEvent.change(screen.getByLabelText(/^SIREN/), { target: { value: '123 456 789' } });
    fireEvent.change(screen.getByLabelText(/^Client's address/), { target: { value: '3 rue de la Paix, 75002 Paris' } });
    fireEvent.click(screen.getByRole('button', { name: 'Issue invoice' }));
    // The sheet (and so its PDF) is French in an English back office, as French law asks.
    const sheet = await screen.findByRole('article', { name: 'Facture' });
    expect(sheet).toHaveAttribute('lang', 'fr');
    expect(within(sheet).getByTestId('invoice-number')).toHaveTextContent('Numéro en attente');
    expect(sheet).toHaveTextContent('Dupont SARL');
    expect(sheet).toHaveTextContent('SIREN 123456789');
    expect(sheet).toHaveTextContent('Paris Prestige Chauffeur SAS');
    expect(sheet).toHaveTextContent('N° de TVA FR40912345678');
    expect(sheet).toHaveTextContent('indemnité forfaitaire pour frais de recouvrement de 40 €');
    expect(within(sheet).getByTestId('invoice-total')).toHaveTextContent(/^105,00\s€$/);
    expect(screen.queryByRole('button', { name: 'Issue invoice' })).not.toBeInTheDocument();

    const [stored] = await db.invoices.toArray();
    expect(stored).toMatchObject({ bookingId: BOOKING, kind: 'invoice', business: true, client: { name: 'Dupont SARL', siren: '123456789' } });
    expect(stored?.lines.map((l) => [l.kind, l.unitPrice, l.vatPercent])).toEqual([
      ['ride', '95.00', '10'],
      ['extra', '10.00', '10'],
    ]);
    const outbox = await db.outbox.toArray();
    expect(outbox.map((e) => [e.table, e.op, e.recordId])).toEqual([['invoices', 'create', stored?.id]]);

    // Sync brings the number the server gave.
    await db.invoices.update(stored!.id, { number: '2026-000042' });
    expect(await within(sheet).findByText('2026-000042')).toBeVisible();
  });

  it('cancels an invoice with a credit note, after which a new one may be issued', async () => {
    const db = await showInvoice();
    fireEvent.change(await screen.findByLabelText(/^Client's address/), { target: { value: '2 avenue Foch, 75116 Paris' } });
    fireEvent.click(screen.getByRole('button', { name: 'Issue invoice' }));
    await screen.findByRole('article', { name: 'Facture' });
    const [invoice] = await db.invoices.toArray();
    await db.invoices.update(invoice!.id, { number: '2026-000007' });

    fireEvent.click(screen.getByRole('button', { name: 'Credit note' }));
    const dialog = await screen.findByRole('dialog', { name: 'Credit note' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Make the credit note' }));
    expect(await within(dialog).findByText('Say why the invoice is corrected')).toBeVisible();
    fireEvent.change(within(dialog).getByLabelText(/^Reason/), { target: { value: 'Wrong address' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Make the credit note' }));

    const credit = await screen.findByRole('article', { name: 'Avoir' });
    expect(credit).toHaveTextContent('Rectifie la facture2026-000007');
    expect(within(credit).getByTestId('invoice-total')).toHaveTextContent(/^-105,00\s€$/);
    const note = (await db.invoices.toArray()).find((i) => i.kind === 'credit_note');
    expect(note).toMatchObject({ creditFor: invoice!.id, reason: 'Wrong address' });
    expect(note?.lines.map((l) => l.unitPrice)).toEqual(['-95.00', '-10.00']);
    expect(await screen.findByRole('button', { name: 'Issue invoice' })).toBeVisible();
  });
});
