// The client's waiting time on a ride the driver reached: typed in minutes, stored on the booking as
// the 'waiting' extra in quarters of an hour started at the settings' price, with the total.
import { configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Route, Routes } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { appStore, sessionAtom } from '../../src/app/state';
import { DbProvider } from '../../src/db/db-context';
import { DEFAULT_EXTRAS } from '../../src/domain/billing-defaults';
import { parisToday } from '../../src/domain/paris-time';
import { defaultSettings } from '../../src/domain/sample-data';
import type { Booking, RideEvent } from '../../src/domain/types';
import type { Lang } from '../../src/domain/paths';
import { RidesPage } from '../../src/features/driver-rides/rides-page';
import { renderAt } from '../app/render';
import { freshDb } from '../db/helpers';
import { ME, stamp } from './fixtures';

configure({ asyncUtilTimeout: 5000 });

const BOOKING = 'b0000000-0000-4000-8000-000000000101';

const booking: Booking = {
  id: BOOKING,
  ...stamp,
  firstName: 'Ines',
  lastName: 'Client',
  email: '',
  phone: '+33 6 12 34 56 78',
  pickupLocation: 'Gare de Lyon, Paris',
  dropoffLocation: 'Paris Orly Airport (ORY), Terminal 4',
  pickupDate: parisToday(),
  pickupTime: '10:00',
  serviceType: 'transfer',
  passengers: 2,
  luggage: 3,
  totalPrice: '100.00',
  vatKind: 'transport',
  status: 'confirmed',
  source: 'admin',
  driverId: ME,
  extras: [{ extraId: 'child-seat', quantity: 1, price: '10.00', vatPercent: '10' }],
};

const reached: RideEvent = { id: crypto.randomUUID(), ...stamp, bookingId: BOOKING, kind: 'on_location', at: '2026-11-01T09:55:00.000Z', authorId: ME };

beforeEach(() => {
  vi.stubGlobal('fetch', vi.fn(() => Promise.reject(new TypeError('offline'))));
});
afterEach(() => {
  appStore.set(sessionAtom, { status: 'signed-out' });
  vi.unstubAllGlobals();
});

async function open(events: RideEvent[], lang: Lang = 'en') {
  const db = freshDb();
  const settings = defaultSettings('2026-01-01T00:00:00.000Z');
  await db.settings.put({ ...settings, extras: DEFAULT_EXTRAS.map((e) => (e.id === 'waiting' ? { ...e, price: '15.00' } : e)) });
  await db.bookings.add(booking);
  await db.rideEvents.bulkAdd(events);
  appStore.set(sessionAtom, {
    status: 'signed-in',
    session: { kind: 'staff', token: 'tok', user: { id: ME, username: 'karim', name: 'Karim Haddad', role: 'driver' }, expiresAt: new Date(Date.now() + 86_400_000).toISOString() },
  });
  await renderAt(
    `/${lang}/admin/rides`,
    <DbProvider db={db}>
      <Routes>
        <Route path="/:lang/admin/rides" element={<RidesPage />} />
      </Routes>
    </DbProvider>,
    lang,
    ['driver-rides'],
  );
  return db;
}

describe("the client's waiting time", () => {
  it('is not asked before the driver is on location', async () => {
    await open([]);
    const card = await screen.findByRole('article', { name: /Ines/ });
    expect(within(card).queryByLabelText('Minutes waited')).not.toBeInTheDocument();
  });

  it('stores 20 minutes as 2 quarters of an hour at the settings’ price, then replaces it, with the total', async () => {
    const db = await open([reached]);
    const card = await screen.findByRole('article', { name: /Ines/ });
    expect(within(card).getByText('None recorded.')).toBeVisible();
    const field = within(card).getByLabelText('Minutes waited');

    fireEvent.change(field, { target: { value: 'twenty' } });
    fireEvent.click(within(card).getByRole('button', { name: 'Record' }));
    expect(await within(card).findByText('Enter the minutes the client made you wait, from 0 to 600')).toBeVisible();
    expect(field).toHaveValue('twenty');
    expect(field).toHaveAttribute('aria-invalid', 'true');

    fireEvent.change(field, { target: { value: '20' } });
    expect(within(card).getByText('Billed as 2 quarters of an hour started')).toBeVisible();
    fireEvent.click(within(card).getByRole('button', { name: 'Record' }));
    await waitFor(async () => expect((await db.bookings.get(BOOKING))?.extras).toHaveLength(2));
    expect(await db.bookings.get(BOOKING)).toMatchObject({
      extras: [
        { extraId: 'child-seat', quantity: 1, price: '10.00', vatPercent: '10' },
        { extraId: 'waiting', quantity: 2, price: '15.00', vatPercent: '10' },
      ],
      totalPrice: '130.00',
    });
    expect(await within(card).findByText(/Billed: 2 quarters of an hour, €30\.00/)).toBeVisible();
    const sent = (await db.outbox.where('[table+recordId]').equals(['bookings', BOOKING]).toArray()).at(-1);
    expect(sent).toMatchObject({ op: 'patch', fields: { totalPrice: '130.00' } });

    fireEvent.change(within(card).getByLabelText('Minutes waited'), { target: { value: '0' } });
    fireEvent.click(within(card).getByRole('button', { name: 'Record' }));
    await waitFor(async () => expect((await db.bookings.get(BOOKING))?.extras).toHaveLength(1));
    expect((await db.bookings.get(BOOKING))?.totalPrice).toBe('100.00');
  });

  it('reads in Arabic', async () => {
    await open([reached], 'ar');
    const card = await screen.findByRole('article', { name: /Ines/ });
    expect(within(card).getByLabelText('دقائق الانتظار')).toBeVisible();
  });
});
