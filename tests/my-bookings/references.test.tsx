// My bookings shows each booking made on this device with its '#WB' reference (the one the
// wizard's success step gave), its delivery and, once sent, the status the office set.
import { act, configure, screen, within } from '@testing-library/react';
import { Route, Routes } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { DbProvider } from '../../src/db/db-context';
import { createRecord } from '../../src/db/repository';
import { bookingReference } from '../../src/domain/booking-reference';
import { BOOKINGS_PAUSED_MESSAGE } from '../../src/domain/public-booking';
import { MyBookingsPage } from '../../src/features/my-bookings/my-bookings-page';
import { renderAt } from '../app/render';
import { freshDb } from '../db/helpers';

configure({ asyncUtilTimeout: 5000 });

const fields = {
  firstName: 'Léa',
  lastName: 'Martin',
  email: 'lea@example.com',
  phone: '+33 6 12 34 56 78',
  pickupLocation: 'Orly',
  pickupDate: '2026-12-24',
  pickupTime: '09:30',
  serviceType: 'transfer',
  passengers: 1,
  luggage: 1,
  totalPrice: '178.00',
  vatKind: 'transport',
  status: 'pending',
  source: 'public',
} as const;

describe('my bookings, for the wizard', () => {
  it("shows the booking's #WB reference, then 'Sent' with the office's status, or the reason of a refusal in the visitor's language", async () => {
    const db = freshDb();
    const sent = await createRecord(db, 'bookings', fields);
    const refused = await createRecord(db, 'bookings', { ...fields, pickupLocation: 'Gare de Lyon' });
    await renderAt(
      '/fr/my-bookings',
      <DbProvider db={db}>
        <Routes>
          <Route path="/:lang/my-bookings" element={<MyBookingsPage />} />
        </Routes>
      </DbProvider>,
      'fr',
      ['my-bookings'],
    );
    const section = await screen.findByRole('region', { name: 'Sur cet appareil' });
    expect(within(section).getByText(bookingReference(sent.createdAt))).toHaveTextContent(/^#WB\d{6}$/);
    expect(within(section).getAllByText('En attente de connexion')).toHaveLength(2);

    await act(async () => {
      await db.transaction('rw', db.outbox, db.receipts, db.rejected, async () => {
        const entries = await db.outbox.toArray();
        await db.outbox.clear();
        await db.receipts.add({ recordId: sent.id, table: 'bookings', receipt: 'r', deliveredAt: new Date().toISOString(), lastStatus: 'confirmed', lastCheckedAt: new Date().toISOString() });
        const entry = entries.find((e) => e.recordId === refused.id)!;
        await db.rejected.add({ ...entry, reason: BOOKINGS_PAUSED_MESSAGE, rejectedAt: new Date().toISOString() });
      });
    });
    expect(await within(section).findByText('Envoyée')).toBeVisible();
    expect(within(section).getByText('Confirmée')).toBeVisible();
    expect(within(section).getByText('Non acceptée')).toBeVisible();
    expect(within(section).getByText(/La réservation en ligne était suspendue pour maintenance/)).toBeVisible();
    expect(document.title).toBe('Mes réservations · Paris Prestige Chauffeur');
  });
});
