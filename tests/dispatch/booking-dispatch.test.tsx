// A booking's detail and its ride: the dispatch card (driver, vehicle, state, conflicts) and the
// event log as a timeline (authors by name, a position as a map link, a step taken back struck
// through); cancelling the ride writes its event and the 'cancelled' status together.
import { act, configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { createRecord } from '../../src/db/repository';
import { BookingDetailPage } from '../../src/features/admin-bookings/booking-detail-page';
import { ADMIN_ID, KARIM, renderScreen, seededDb } from './harness';

configure({ asyncUtilTimeout: 5000 });

// The seed's first ride of the day: James Whitaker at 07:40, Karim in the S-Class, accepted.
const WHITAKER = '5eed0000-0000-4000-8000-000000000902';
// The next day, Karim has two rides that overlap.
const KELLER = '5eed0000-0000-4000-8000-000000000906';

async function openBooking(id: string) {
  const db = seededDb();
  await renderScreen(db, `/en/admin/bookings/${id}`, '/:lang/admin/bookings/:id', <BookingDetailPage />, ['admin-bookings', 'admin']);
  return db;
}

describe('booking dispatch', () => {
  it("shows the ride's timeline with authors, a position and a step taken back", async () => {
    const db = seededDb();
    const enRoute = await createRecord(db, 'rideEvents', {
      bookingId: WHITAKER,
      kind: 'en_route',
      at: '2026-06-10T04:55:00.000Z',
      authorId: KARIM,
      lat: 48.8566,
      lng: 2.3522,
      accuracy: 12,
    });
    await createRecord(db, 'rideEvents', { bookingId: WHITAKER, kind: 'undone', undoes: enRoute.id, at: '2026-06-10T04:56:00.000Z', authorId: KARIM });
    await renderScreen(db, `/en/admin/bookings/${WHITAKER}`, '/:lang/admin/bookings/:id', <BookingDetailPage />, ['admin-bookings', 'admin']);

    const timeline = within(await screen.findByRole('region', { name: 'Ride timeline' }));
    const steps = await timeline.findAllByRole('listitem');
    expect(steps.map((s) => s.querySelector('span')?.textContent)).toEqual(['Accepted', 'En route']);
    expect(steps[0]).toHaveTextContent('by Karim Haddad');
    expect(steps[1]).toHaveAttribute('data-undone', 'true');
    expect(steps[1]).toHaveTextContent('Wed 10 Jun, 06:55 · by Karim Haddad');
    expect(steps[1]).toHaveTextContent('Taken back on Wed 10 Jun, 06:56 by Karim Haddad');
    expect(within(steps[1]!).getByRole('link', { name: 'Position (within 12 m)' })).toHaveAttribute(
      'href',
      'https://www.google.com/maps/search/?api=1&query=48.8566,2.3522',
    );

    const card = within(screen.getByRole('region', { name: 'Dispatch' }));
    expect(card.getByText('Karim Haddad')).toBeVisible();
    expect(card.getByText('Accepted')).toBeVisible();
    expect(card.getByText('No conflict')).toBeVisible();
  });

  it("shows a ride's conflict and its reason", async () => {
    await openBooking(KELLER);
    const card = within(await screen.findByRole('region', { name: 'Dispatch' }));
    const conflicts = await card.findByRole('group', { name: 'Conflicts' });
    expect(conflicts).toHaveTextContent('1 conflict');
    expect(conflicts).toHaveTextContent('Driver busy: overlaps with Léa Fontaine at 10:45');
  });

  it('cancels the ride: its event and the cancelled status in one write', async () => {
    const db = await openBooking(WHITAKER);
    const card = within(await screen.findByRole('region', { name: 'Dispatch' }));
    fireEvent.click(await card.findByRole('button', { name: 'Cancel the ride' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Cancel this ride?' }));
    fireEvent.click(dialog.getByRole('radio', { name: 'Cancelled by the client' }));
    await act(async () => fireEvent.click(dialog.getByRole('button', { name: 'Cancel the ride' })));

    await waitFor(async () => expect((await db.bookings.get(WHITAKER))?.status).toBe('cancelled'));
    const events = await db.rideEvents.where('bookingId').equals(WHITAKER).toArray();
    expect(events.find((e) => e.kind === 'cancelled_client')).toMatchObject({ authorId: ADMIN_ID });
    const entries = await db.outbox.toArray();
    expect(entries.map((e) => [e.table, e.op])).toEqual([
      ['bookings', 'patch'],
      ['rideEvents', 'create'],
    ]);
    expect(await screen.findByText('Cancelled by the client', { selector: '[data-state] span' })).toBeVisible();
  });
});
