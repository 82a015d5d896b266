// The booking detail's extras and the link between a way out and its return trip, each to the other.
import { configure, screen, within } from '@testing-library/react';
import { Route, Routes } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { DbProvider } from '../../src/db/db-context';
import type { Booking } from '../../src/domain/types';
import { BookingDetailPage } from '../../src/features/admin-bookings/booking-detail-page';
import { renderAt } from '../app/render';
import { freshDb } from '../db/helpers';

configure({ asyncUtilTimeout: 10_000 });

const stamp = { createdAt: '2026-11-01T08:00:00.123Z', updatedAt: '2026-11-01T08:00:00.123Z', rev: 1 };
const base: Omit<Booking, 'id'> = {
  ...stamp,
  firstName: 'Léa',
  lastName: 'Martin',
  email: '',
  phone: '+33 6 12 34 56 78',
  pickupLocation: 'CDG',
  dropoffLocation: 'Le Meurice',
  pickupDate: '2026-12-24',
  pickupTime: '09:30',
  serviceType: 'transfer',
  passengers: 2,
  luggage: 2,
  totalPrice: '120.00',
  vatKind: 'transport',
  status: 'confirmed',
  source: 'admin',
};
const OUT = 'b0000000-0000-4000-8000-000000000201';
const BACK = 'b0000000-0000-4000-8000-000000000202';

async function open(id: string) {
  const db = freshDb();
  await db.open();
  await db.bookings.bulkAdd([
    { ...base, id: OUT, extras: [{ extraId: 'child-seat', quantity: 2, price: '10.00', vatPercent: '10' }] },
    { ...base, id: BACK, createdAt: '2026-11-01T08:00:00.124Z', pickupLocation: 'Le Meurice', dropoffLocation: 'CDG', pickupDate: '2026-12-31', pickupTime: '18:00', returnOf: OUT },
  ]);
  await renderAt(
    `/en/admin/bookings/${id}`,
    <DbProvider db={db}>
      <Routes>
        <Route path="/:lang/admin/bookings/:id" element={<BookingDetailPage />} />
      </Routes>
    </DbProvider>,
    'en',
    ['admin', 'admin-bookings'],
  );
}

describe('booking detail: extras and return trip', () => {
  it('shows the way out’s extras and links to its return', async () => {
    await open(OUT);
    const card = await screen.findByRole('region', { name: 'Extras and return trip' });
    expect(within(card).getByText('Child seat')).toBeVisible();
    expect(within(card).getByText('2 × €10.00 = €20.00')).toBeVisible();
    expect(await within(card).findByRole('link', { name: /#WB000124/ })).toHaveAttribute('href', `/en/admin/bookings/${BACK}`);
  });

  it('links a return trip to its way out', async () => {
    await open(BACK);
    const card = await screen.findByRole('region', { name: 'Extras and return trip' });
    expect(within(card).getByText('No extras.')).toBeVisible();
    expect(within(card).getByRole('link', { name: 'the way out' })).toHaveAttribute('href', `/en/admin/bookings/${OUT}`);
  });
});
