// /my-bookings: the public bookings made on this device, with their delivery state.
import { act, configure, screen, within } from '@testing-library/react';
import { Route, Routes } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { DbProvider } from '../../src/db/db-context';
import { createRecord } from '../../src/db/repository';
import { MyBookingsPage } from '../../src/features/my-bookings/my-bookings-page';
import { freshDb } from '../db/helpers';
import { renderAt } from '../app/render';

// Screens load on demand (their chunk, the database): give them more than the default second.
configure({ asyncUtilTimeout: 5000 });

const booking = {
  firstName: 'Léa',
  lastName: 'Martin',
  email: 'lea@example.com',
  phone: '+33 6 12 34 56 78',
  pickupLocation: 'Aéroport Charles de Gaulle, Terminal 2E',
  dropoffLocation: 'Hôtel Le Meurice',
  pickupDate: '2026-12-24',
  pickupTime: '09:30',
  serviceType: 'transfer',
  passengers: 2,
  luggage: 2,
  totalPrice: '178.00',
  vatKind: 'transport',
  status: 'pending',
  source: 'public',
} as const;

function Page({ db }: { db: ReturnType<typeof freshDb> }) {
  return (
    <DbProvider db={db}>
      <Routes>
        <Route path="/:lang/my-bookings" element={<MyBookingsPage />} />
      </Routes>
    </DbProvider>
  );
}

describe('my bookings', () => {
  it('shows an empty state with a link to the booking page', async () => {
    const db = freshDb();
    await db.open();
    await renderAt('/en/my-bookings', <Page db={db} />);
    expect(await screen.findByRole('heading', { name: 'No bookings yet' })).toBeVisible();
    expect(screen.getByRole('link', { name: 'Book a ride' })).toHaveAttribute('href', '/en/booking');
  });

  it('says a booking waits for a connection, then that it was sent, with the status the office gave', async () => {
    const db = freshDb();
    const made = await createRecord(db, 'bookings', booking);
    await renderAt('/en/my-bookings', <Page db={db} />);
    const section = await screen.findByRole('region', { name: 'On this device' });
    expect(await within(section).findByText('Waiting for connection')).toBeVisible();
    expect(within(section).getByText('Transfer')).toBeVisible();
    expect(within(section).getByText(/Aéroport Charles de Gaulle/)).toBeVisible();

    // The engine delivers it: the outbox entry leaves, a receipt arrives, then the receipt check.
    await act(async () => {
      await db.transaction('rw', db.outbox, db.receipts, async () => {
        await db.outbox.clear();
        await db.receipts.add({
          recordId: made.id,
          table: 'bookings',
          receipt: 'secret',
          deliveredAt: new Date().toISOString(),
          lastStatus: 'confirmed',
          lastCheckedAt: new Date().toISOString(),
        });
      });
    });
    expect(await within(section).findByText('Sent')).toBeVisible();
    expect(within(section).getByText('Confirmed')).toBeVisible();
    expect(within(section).queryByText('Waiting for connection')).not.toBeInTheDocument();
  });

  it('leaves out the bookings of other visitors that a staff device holds', async () => {
    const db = freshDb();
    await db.open();
    await db.bookings.add({ ...booking, id: crypto.randomUUID(), createdAt: new Date().toISOString(), updatedAt: new Date().toISOString(), rev: 4 });
    await renderAt('/en/my-bookings', <Page db={db} />);
    expect(await screen.findByRole('heading', { name: 'No bookings yet' })).toBeVisible();
  });
});
