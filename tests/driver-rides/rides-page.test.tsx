// 'My rides' on a device database, with no network: the driver's rides by day with what each card
// shows, the steps appended to the ride's log (and taken back), the no-show's waiting time, accept and
// decline, the position when shared, and the driver's own time off.
import { act, configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Route, Routes } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, onTestFinished, vi } from 'vitest';
import { appStore, sessionAtom } from '../../src/app/state';
import type { AppDb } from '../../src/db/db';
import { DbProvider } from '../../src/db/db-context';
import { addDays, parisToday } from '../../src/domain/paris-time';
import type { Booking, RideEvent } from '../../src/domain/types';
import { RidesPage } from '../../src/features/driver-rides/rides-page';
import { renderAt } from '../app/render';
import { freshDb } from '../db/helpers';
import { CAR, car, ME, stamp } from './fixtures';

configure({ asyncUtilTimeout: 5000 });

const OTHER = 'd0000000-0000-4000-8000-000000000002';
let n = 0;
const bid = () => `b0000000-0000-4000-8000-${String(++n).padStart(12, '0')}`;

function ride(fields: Partial<Booking> & Pick<Booking, 'firstName' | 'pickupDate' | 'pickupTime'>): Booking {
  return {
    id: bid(),
    ...stamp,
    lastName: 'Client',
    email: '',
    phone: '+33 6 12 34 56 78',
    pickupLocation: 'Gare de Lyon, Paris',
    dropoffLocation: 'Paris Orly Airport (ORY), Terminal 4',
    serviceType: 'transfer',
    passengers: 2,
    luggage: 3,
    totalPrice: '90.00',
    vatKind: 'transport',
    status: 'confirmed',
    source: 'admin',
    driverId: ME,
    assignedVehicleId: CAR,
    ...fields,
  };
}

const event = (bookingId: string, kind: RideEvent['kind'], at: string): RideEvent => ({
  id: crypto.randomUUID(),
  ...stamp,
  bookingId,
  kind,
  at,
  authorId: ME,
});

const fetchSpy = vi.fn(() => Promise.reject(new TypeError('offline')));

beforeEach(() => {
  vi.stubGlobal('fetch', fetchSpy);
  fetchSpy.mockClear();
  localStorage.clear();
});

afterEach(() => {
  // Nothing on this page goes to the network: the outbox does, later.
  expect(fetchSpy).not.toHaveBeenCalled();
  appStore.set(sessionAtom, { status: 'signed-out' });
  vi.unstubAllGlobals();
});

async function open(bookings: Booking[], events: RideEvent[] = [], role: 'driver' | 'admin' = 'driver') {
  const db = freshDb();
  await db.cars.put(car);
  await db.bookings.bulkAdd(bookings);
  await db.rideEvents.bulkAdd(events);
  appStore.set(sessionAtom, {
    status: 'signed-in',
    session: { kind: 'staff', token: 'tok', user: { id: ME, username: 'karim', name: 'Karim Haddad', role }, expiresAt: new Date(Date.now() + 86_400_000).toISOString() },
  });
  await renderAt(
    '/en/admin/rides',
    <DbProvider db={db}>
      <Routes>
        <Route path="/:lang/admin/rides" element={<RidesPage />} />
      </Routes>
    </DbProvider>,
    'en',
    ['driver-rides'],
  );
  return db;
}

const card = (name: RegExp | string) => screen.findByRole('article', { name });
const eventsOf = (db: AppDb, bookingId: string) => db.rideEvents.where('bookingId').equals(bookingId).toArray();

describe('My rides', () => {
  it('lists earlier loose ends, today in pickup order, then the next days, each card with what the driver needs', async () => {
    const today = parisToday();
    const late = ride({ firstName: 'Late', pickupDate: today, pickupTime: '18:00' });
    const early = ride({ firstName: 'Early', pickupDate: today, pickupTime: '07:40', flightTrainNumber: 'BA 0326', phone: '06 11 22 33 44' });
    const tomorrow = ride({ firstName: 'Tomorrow', pickupDate: addDays(today, 1), pickupTime: '09:00' });
    const ranYesterday = ride({ firstName: 'Ran', pickupDate: addDays(today, -1), pickupTime: '09:00', status: 'completed' });
    const openYesterday = ride({ firstName: 'Open', pickupDate: addDays(today, -1), pickupTime: '21:00' });
    const notMine = ride({ firstName: 'Someone', pickupDate: today, pickupTime: '08:00', driverId: OTHER });
    const db = await open([late, early, tomorrow, ranYesterday, openYesterday, notMine], [event(early.id, 'accepted', '2026-11-01T07:00:00.000Z')]);
    await db.remarks.add({ id: crypto.randomUUID(), ...stamp, bookingId: early.id, text: 'Child seat needed', color: 'blue', position: 0 });

    await card(/Early Client/);
    const names = screen.getAllByRole('article').map((a) => within(a).getByRole('heading', { level: 3 }).textContent);
    expect(names).toEqual(['Open Client', 'Early Client', 'Late Client', 'Tomorrow Client']);
    const sections = screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent);
    expect(sections.slice(0, 3)).toEqual(['Earlier, not finished', expect.stringMatching(/^Today, /), expect.stringMatching(/^Tomorrow, /)]);

    const first = await card(/Early Client/);
    const inCard = within(first);
    expect(first).toHaveTextContent('07:40');
    expect(first).toHaveTextContent('BA 0326');
    expect(first).toHaveTextContent('2 passengers');
    expect(first).toHaveTextContent('3 bags');
    expect(first).toHaveTextContent('Mercedes V-Class · GH-482-KT');
    expect(first).toHaveTextContent('Gare de Lyon, Paris');
    expect(first).toHaveTextContent('Paris Orly Airport (ORY), Terminal 4');
    expect(await inCard.findByText('Child seat needed')).toBeVisible();
    expect(inCard.getByText('Accepted')).toBeVisible();
    expect(inCard.getByRole('link', { name: 'Call Early Client' })).toHaveAttribute('href', 'tel:0611223344');
    expect(inCard.getByRole('link', { name: 'WhatsApp Early Client' })).toHaveAttribute('href', 'https://wa.me/33611223344');
    expect(inCard.getByRole('link', { name: 'Navigate to the pickup' })).toHaveAttribute('href', 'geo:0,0?q=Gare%20de%20Lyon%2C%20Paris');
    expect(inCard.getByRole('link', { name: 'Destination in Google Maps' })).toHaveAttribute(
      'href',
      'https://www.google.com/maps/dir/?api=1&destination=Paris%20Orly%20Airport%20(ORY)%2C%20Terminal%204',
    );
    expect(inCard.getByRole('link', { name: 'Order form of Early Client' })).toHaveAttribute('href', `/en/admin/bookings/${early.id}/order`);
  });

  it('appends a step with its author and time, shows the new state, and Undo appends an undone event that takes it back', async () => {
    const today = parisToday();
    const r = ride({ firstName: 'Step', pickupDate: today, pickupTime: '10:00' });
    const db = await open([r], [event(r.id, 'accepted', new Date(Date.now() - 60_000).toISOString())]);
    const item = await card(/Step Client/);

    const before = Date.now();
    await act(async () => fireEvent.click(within(item).getByRole('button', { name: 'On my way' })));
    await waitFor(() => expect(within(item).getByText('On the way')).toBeVisible());
    const step = (await eventsOf(db, r.id)).find((e) => e.kind === 'en_route')!;
    expect(step).toMatchObject({ authorId: ME });
    expect(Date.parse(step.at)).toBeGreaterThanOrEqual(before - 1);
    expect(step.lat).toBeUndefined();
    expect((await db.outbox.toArray()).filter((entry) => entry.recordId === step.id)).toHaveLength(1);
    expect(within(item).getByRole('button', { name: 'On location' })).toBeVisible();

    expect(screen.getByRole('status')).toHaveTextContent('Recorded: On my way');
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Undo' })));
    await waitFor(() => expect(within(item).getByText('Accepted')).toBeVisible());
    const undo = (await eventsOf(db, r.id)).find((e) => e.kind === 'undone');
    expect(undo).toMatchObject({ undoes: step.id, authorId: ME });
    expect(await eventsOf(db, r.id)).toHaveLength(3);
    expect(within(item).getByRole('button', { name: 'On my way' })).toBeVisible();
  });

  it('Done completes the booking in the same write, and its undo puts the status back', async () => {
    const r = ride({ firstName: 'Final', pickupDate: parisToday(), pickupTime: '11:00' });
    const db = await open([r], [event(r.id, 'on_board', new Date(Date.now() - 60_000).toISOString())]);
    const item = await card(/Final Client/);
    await act(async () => fireEvent.click(within(item).getByRole('button', { name: 'Done' })));
    await waitFor(() => expect(within(item).queryByRole('button', { name: 'Done' })).not.toBeInTheDocument());
    expect(within(item).getByText('Done')).toBeVisible();
    expect((await db.bookings.get(r.id))?.status).toBe('completed');
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Undo' })));
    await waitFor(() => expect(within(item).getByText('Passenger on board')).toBeVisible());
    expect((await db.bookings.get(r.id))?.status).toBe('confirmed');
  });

  it('asks the minutes waited before a no-show, with the message next to the field', async () => {
    const r = ride({ firstName: 'Absent', pickupDate: parisToday(), pickupTime: '12:00' });
    const db = await open([r], [event(r.id, 'on_location', new Date(Date.now() - 60_000).toISOString())]);
    const item = await card(/Absent Client/);
    fireEvent.click(within(item).getByRole('button', { name: 'No-show' }));
    const dialog = await screen.findByRole('dialog', { name: 'No-show of Absent Client' });
    const field = within(dialog).getByLabelText(/Minutes waited/);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Record the no-show' }));
    expect(await within(dialog).findByText('Enter the minutes you waited')).toBeVisible();
    fireEvent.change(field, { target: { value: '2000' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Record the no-show' }));
    expect(await within(dialog).findByText('Enter a whole number of minutes between 0 and 1440')).toBeVisible();
    expect(field).toHaveValue('2000');
    expect((await eventsOf(db, r.id)).map((e) => e.kind)).toEqual(['on_location']);

    fireEvent.change(field, { target: { value: '45' } });
    await act(async () => fireEvent.click(within(dialog).getByRole('button', { name: 'Record the no-show' })));
    await waitFor(() => expect(within(item).queryByRole('button', { name: 'No-show' })).not.toBeInTheDocument());
    expect(within(item).getByText('No-show')).toBeVisible();
    expect((await eventsOf(db, r.id)).find((e) => e.kind === 'no_show')).toMatchObject({ waitMinutes: 45, authorId: ME });
  });

  it('accepts one assigned ride and declines another with a reason; an earlier driver’s decline does not count', async () => {
    const today = parisToday();
    const a = ride({ firstName: 'Yes', pickupDate: today, pickupTime: '08:00' });
    const b = ride({ firstName: 'No', pickupDate: today, pickupTime: '09:00' });
    // Declined by the driver before, then given to this one: theirs to answer.
    const c = ride({ firstName: 'Handed', pickupDate: today, pickupTime: '10:00' });
    const db = await open([a, b, c], [{ ...event(c.id, 'declined', '2026-11-01T07:00:00.000Z'), authorId: OTHER }]);
    expect(within(await card(/Handed Client/)).getByText('To accept')).toBeVisible();
    const first = await card(/Yes Client/);
    expect(within(first).getByText('To accept')).toBeVisible();
    await act(async () => fireEvent.click(within(first).getByRole('button', { name: 'Accept' })));
    await waitFor(() => expect(within(first).getByText('Accepted')).toBeVisible());

    const second = await card(/No Client/);
    fireEvent.click(within(second).getByRole('button', { name: 'Decline' }));
    const dialog = await screen.findByRole('dialog', { name: 'Decline the ride of No Client?' });
    fireEvent.change(within(dialog).getByLabelText('Reason (optional)'), { target: { value: 'Flat tyre' } });
    await act(async () => fireEvent.click(within(dialog).getByRole('button', { name: 'Decline the ride' })));
    await waitFor(() => expect(within(second).getByText('Declined')).toBeVisible());
    expect(within(second).queryByRole('button', { name: 'Accept' })).not.toBeInTheDocument();
    expect((await eventsOf(db, b.id))[0]).toMatchObject({ kind: 'declined', note: 'Flat tyre' });
  });

  it('keeps the position with the step when the driver shares it', async () => {
    const getCurrentPosition = vi.fn((ok: PositionCallback) =>
      ok({ coords: { latitude: 48.8443, longitude: 2.3744, accuracy: 12 } } as GeolocationPosition),
    );
    Object.defineProperty(navigator, 'geolocation', { value: { getCurrentPosition }, configurable: true });
    onTestFinished(() => void Reflect.deleteProperty(navigator, 'geolocation'));
    const r = ride({ firstName: 'Where', pickupDate: parisToday(), pickupTime: '13:00' });
    const db = await open([r], [event(r.id, 'accepted', new Date(Date.now() - 60_000).toISOString())]);
    const item = await card(/Where Client/);
    fireEvent.click(screen.getByRole('switch', { name: /Share my position with steps/ }));
    await act(async () => fireEvent.click(within(item).getByRole('button', { name: 'On my way' })));
    await waitFor(() => expect(within(item).getByText('On the way')).toBeVisible());
    expect((await eventsOf(db, r.id)).find((e) => e.kind === 'en_route')).toMatchObject({ lat: 48.8443, lng: 2.3744, accuracy: 12 });
    expect(localStorage.getItem('vtc.driver-rides.share-position')).toBe('true');
  });

  it('records, when the page opens, a tap the app was closed on while it waited for the position', async () => {
    const r = ride({ firstName: 'Closed', pickupDate: parisToday(), pickupTime: '14:00' });
    const tapped = { id: 'e0000000-0000-4000-8000-000000000099', bookingId: r.id, kind: 'en_route', at: '2026-11-27T09:00:00.000Z', authorId: ME, status: null };
    localStorage.setItem('vtc.driver-rides.pending-steps', JSON.stringify([tapped]));
    const db = await open([r], [event(r.id, 'accepted', '2026-11-27T08:00:00.000Z')]);
    const item = await card(/Closed Client/);
    await waitFor(() => expect(within(item).getByText('On the way')).toBeVisible());
    expect(await db.rideEvents.get(tapped.id)).toMatchObject({ kind: 'en_route', at: tapped.at, authorId: ME });
    expect(await db.outbox.where({ table: 'rideEvents', recordId: tapped.id }).count()).toBe(1);
    expect(localStorage.getItem('vtc.driver-rides.pending-steps')).toBeNull();
  });

  it('adds the driver’s own time off, the end after the start', async () => {
    const db = await open([]);
    const form = await screen.findByRole('form', { name: 'Add time off' });
    fireEvent.click(within(form).getByRole('button', { name: 'Add time off' }));
    expect(await within(form).findByText('Enter when your time off starts')).toBeVisible();
    expect(within(form).getByText('Enter when your time off ends')).toBeVisible();

    const from = addDays(parisToday(), 3);
    fireEvent.change(within(form).getByLabelText(/From/), { target: { value: `${from}T14:00` } });
    fireEvent.change(within(form).getByLabelText(/To/), { target: { value: `${from}T09:00` } });
    fireEvent.change(within(form).getByLabelText('Reason (optional)'), { target: { value: 'Dentist' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Add time off' }));
    expect(await within(form).findByText('The end must be after the start')).toBeVisible();

    fireEvent.change(within(form).getByLabelText(/To/), { target: { value: `${from}T18:00` } });
    await act(async () => fireEvent.click(within(form).getByRole('button', { name: 'Add time off' })));
    await waitFor(async () =>
      expect(await db.timeOff.where('staffId').equals(ME).toArray()).toMatchObject([{ startsAt: `${from}T14:00`, endsAt: `${from}T18:00`, reason: 'Dentist' }]),
    );
    expect(await screen.findByRole('list', { name: 'My time off' })).toHaveTextContent('Dentist');

    // Deleting it asks first; cancel keeps it, confirm removes it and queues the delete for the office.
    const [saved] = await db.timeOff.where('staffId').equals(ME).toArray();
    fireEvent.click(screen.getByRole('button', { name: /Delete the time off/ }));
    const confirm = await screen.findByRole('dialog', { name: 'Delete this time off?' });
    fireEvent.click(within(confirm).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(await db.timeOff.where('staffId').equals(ME).count()).toBe(1);
    fireEvent.click(screen.getByRole('button', { name: /Delete the time off/ }));
    const again = await screen.findByRole('dialog', { name: 'Delete this time off?' });
    await act(async () => fireEvent.click(within(again).getByRole('button', { name: 'Delete' })));
    expect(await screen.findByText('No time off planned.')).toBeVisible();
    expect(await db.timeOff.where('staffId').equals(ME).count()).toBe(0);
    expect(await db.outbox.where({ table: 'timeOff', recordId: saved!.id }).last()).toMatchObject({ op: 'delete' });
  });

  it('tells an admin with no rides of their own that there are none', async () => {
    await open([ride({ firstName: 'Other', pickupDate: parisToday(), pickupTime: '10:00', driverId: OTHER })], [], 'admin');
    expect(await screen.findByText('No rides assigned to you')).toBeVisible();
    expect(screen.queryByRole('article')).not.toBeInTheDocument();
  });
});
