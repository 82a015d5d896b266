// 'Send a message on WhatsApp' on a driver's ride, on a device database with no network: the message
// that fits the ride's state first, in the client's language with the driver, the car and the status
// page's link; another kind on demand; opening it records a WhatsApp message on the booking, with its
// outbox entry.
import { configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Route, Routes } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { appStore, sessionAtom } from '../../src/app/state';
import { DbProvider } from '../../src/db/db-context';
import { parisToday } from '../../src/domain/paris-time';
import type { Booking, RideEvent } from '../../src/domain/types';
import { RidesPage } from '../../src/features/driver-rides/rides-page';
import { renderAt } from '../app/render';
import { freshDb } from '../db/helpers';
import { CAR, car, ME, stamp } from './fixtures';

configure({ asyncUtilTimeout: 5000 });

const RIDE = 'b0000000-0000-4000-8000-000000000001';
const TOKEN = 'Zm9vYmFyYmF6cXV4cXV1eA';

const booking = (more: Partial<Booking> = {}): Booking => ({
  id: RIDE,
  ...stamp,
  firstName: 'Léa',
  lastName: 'Martin',
  email: '',
  phone: '06 12 34 56 78',
  pickupLocation: 'Gare de Lyon, Paris',
  dropoffLocation: 'Orly, Terminal 4',
  pickupDate: parisToday(),
  pickupTime: '18:00',
  serviceType: 'transfer',
  passengers: 2,
  luggage: 1,
  totalPrice: '90.00',
  vatKind: 'transport',
  status: 'confirmed',
  source: 'admin',
  driverId: ME,
  assignedVehicleId: CAR,
  lang: 'fr',
  statusToken: TOKEN,
  ...more,
});

const fetchSpy = vi.fn(() => Promise.reject(new TypeError('offline')));

beforeEach(() => {
  // Mantine's option list scrolls to the chosen one; jsdom has no layout.
  Element.prototype.scrollIntoView ??= () => {};
  vi.stubGlobal('fetch', fetchSpy);
  fetchSpy.mockClear();
});

afterEach(() => {
  // Prepared on the phone: nothing goes to the network (the outbox carries the record later).
  expect(fetchSpy).not.toHaveBeenCalled();
  appStore.set(sessionAtom, { status: 'signed-out' });
  vi.unstubAllGlobals();
});

async function open(ride: Booking, events: RideEvent[] = []) {
  const db = freshDb();
  await db.cars.put(car);
  await db.bookings.add(ride);
  await db.rideEvents.bulkAdd(events);
  appStore.set(sessionAtom, {
    status: 'signed-in',
    session: { kind: 'staff', token: 'tok', user: { id: ME, username: 'karim', name: 'Karim Haddad', role: 'driver' }, expiresAt: new Date(Date.now() + 86_400_000).toISOString() },
  });
  await renderAt(
    '/en/admin/rides',
    <DbProvider db={db}>
      <Routes>
        <Route path="/:lang/admin/rides" element={<RidesPage />} />
      </Routes>
    </DbProvider>,
    'en',
    ['driver-rides', 'admin'],
  );
  return db;
}

describe('Send on WhatsApp from the ride', () => {
  it('prepares the message that fits the ride, in the client’s language, and records it when opened', async () => {
    const db = await open(booking());
    const card = await screen.findByRole('article', { name: /Léa Martin/ });
    fireEvent.click(await within(card).findByRole('button', { name: 'Send a message on WhatsApp' }));

    const dialog = await screen.findByRole('dialog', { name: 'Send on WhatsApp' });
    // A ride with its driver: the confirmation, in French, as the client booked.
    expect(within(dialog).getByLabelText('Message', { selector: 'input' })).toHaveValue('Booking confirmed');
    const preview = within(dialog).getByTestId('whatsapp-preview');
    expect(preview).toHaveTextContent('Votre réservation');
    expect(preview).toHaveTextContent('Votre chauffeur : Karim');
    expect(preview).not.toHaveTextContent('Haddad');
    expect(preview).toHaveTextContent('Véhicule : Mercedes V-Class (GH-482-KT)');
    expect(preview).toHaveTextContent(`${window.location.origin}/fr/booking/status/${TOKEN}`);
    expect(within(dialog).getByText(/In the client's language/)).toHaveTextContent('Français');

    // Another kind on demand.
    const input = within(dialog).getByLabelText('Message', { selector: 'input' });
    fireEvent.click(input);
    await waitFor(() => expect(input.getAttribute('aria-controls')).toBeTruthy());
    const list = document.getElementById(input.getAttribute('aria-controls') ?? '') as HTMLElement;
    fireEvent.click(await within(list).findByRole('option', { name: 'Driver on the way', hidden: true }));
    await waitFor(() => expect(within(dialog).getByTestId('whatsapp-preview')).toHaveTextContent('en route'));

    const link = within(dialog).getByRole('link', { name: 'Open in WhatsApp' });
    const body = within(dialog).getByTestId('whatsapp-preview').textContent ?? '';
    expect(link).toHaveAttribute('href', `https://wa.me/33612345678?text=${encodeURIComponent(body)}`);
    expect(link).toHaveAttribute('target', '_blank');
    fireEvent.click(link);

    await waitFor(async () => expect(await db.clientMessages.where('bookingId').equals(RIDE).toArray()).toHaveLength(1));
    const [message] = await db.clientMessages.where('bookingId').equals(RIDE).toArray();
    expect(message).toMatchObject({ kind: 'on_the_way', channel: 'whatsapp', state: 'sent', lang: 'fr', recipient: '06 12 34 56 78', authorId: ME, body });
    expect(await db.outbox.where({ table: 'clientMessages', recordId: message!.id }).count()).toBe(1);
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Send on WhatsApp' })).not.toBeInTheDocument());
  });

  it('offers the on-location message once the driver is there, in Arabic for a client who booked in Arabic', async () => {
    const at = new Date().toISOString();
    const events: RideEvent[] = [
      { id: crypto.randomUUID(), ...stamp, bookingId: RIDE, kind: 'accepted', at, authorId: ME },
      { id: crypto.randomUUID(), ...stamp, bookingId: RIDE, kind: 'en_route', at: new Date(Date.now() + 1000).toISOString(), authorId: ME },
      { id: crypto.randomUUID(), ...stamp, bookingId: RIDE, kind: 'on_location', at: new Date(Date.now() + 2000).toISOString(), authorId: ME },
    ];
    await open(booking({ lang: 'ar' }), events);
    const card = await screen.findByRole('article', { name: /Léa Martin/ });
    fireEvent.click(await within(card).findByRole('button', { name: 'Send a message on WhatsApp' }));
    const dialog = await screen.findByRole('dialog', { name: 'Send on WhatsApp' });
    expect(within(dialog).getByLabelText('Message', { selector: 'input' })).toHaveValue('Driver on location');
    const preview = within(dialog).getByTestId('whatsapp-preview');
    expect(preview).toHaveAttribute('dir', 'rtl');
    expect(preview).toHaveTextContent(/[\u0600-\u06FF]/);
    expect(preview).toHaveTextContent('Karim');
    expect(preview).toHaveTextContent('GH-482-KT');
  });
});
