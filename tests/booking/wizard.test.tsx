// The booking wizard as a visitor uses it: step 1's messages on Next and their clearing on edit,
// the drop-off only where it makes sense, and a confirmed booking saved with its outbox entry.
import { act, configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Route, Routes } from 'react-router-dom';
import { beforeEach, describe, expect, it } from 'vitest';
import { appStore, bookingPrefillAtom, selectedVehicleAtom } from '../../src/app/state';
import { DbProvider } from '../../src/db/db-context';
import { patchRecord } from '../../src/db/repository';
import { SAMPLE_IDS } from '../../src/domain/sample-data';
import { SETTINGS_ID } from '../../src/domain/types';
import { BookingPage } from '../../src/features/booking/booking-page';
import { renderAt } from '../app/render';
import { freshDb } from '../db/helpers';

configure({ asyncUtilTimeout: 5000 });

function Page({ db }: { db: ReturnType<typeof freshDb> }) {
  return (
    <DbProvider db={db}>
      <Routes>
        <Route path="/:lang/booking" element={<BookingPage />} />
        <Route path="/:lang" element={<p>Home page</p>} />
      </Routes>
    </DbProvider>
  );
}

const nextYear = `${new Date().getFullYear() + 1}-06-15`;

/** A label, asterisk or not. */
const labelled = (label: string | RegExp) =>
  typeof label === 'string' ? new RegExp(`^${label.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}( \\*)?$`) : label;

/** The text field of a label (a time field's list of times has the same label). */
function field(label: string | RegExp): HTMLInputElement {
  const found = screen.getAllByLabelText(labelled(label)).find((el) => el.tagName === 'INPUT' || el.tagName === 'TEXTAREA');
  if (!found) throw new Error(`No field labelled ${String(label)}`);
  return found as HTMLInputElement;
}

function fieldError(label: string | RegExp): string {
  const input = field(label);
  const id = input.getAttribute('aria-describedby') ?? '';
  return id
    .split(' ')
    .map((part) => document.getElementById(part)?.textContent ?? '')
    .join(' ');
}

function type(label: string | RegExp, value: string) {
  fireEvent.change(field(label), { target: { value } });
}

async function openWizard(url = '/en/booking', lang: 'en' | 'fr' = 'en') {
  const db = freshDb();
  await db.open();
  await renderAt(url, <Page db={db} />, lang, ['booking']);
  await screen.findByRole('heading', { level: 2, name: lang === 'en' ? 'Service & Vehicle' : 'Service et véhicule' });
  return db;
}

beforeEach(() => {
  sessionStorage.clear();
  appStore.set(bookingPrefillAtom, null);
  appStore.set(selectedVehicleAtom, null);
});

describe('booking wizard', () => {
  it('shows step 1 messages on Next, each cleared as soon as its field is edited', async () => {
    await openWizard();
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByText('Please select a service type')).toBeVisible();
    expect(fieldError('Pickup location')).toContain('Pickup location is required');
    expect(fieldError('Pickup date')).toContain('Pickup date is required');
    expect(fieldError('Pickup time')).toContain('Pickup time is required');
    // Still on step 1.
    expect(screen.getByRole('heading', { level: 2, name: 'Service & Vehicle' })).toHaveTextContent('Service & Vehicle');

    type('Pickup location', 'G');
    expect(fieldError('Pickup location')).not.toContain('Pickup location is required');
    expect(fieldError('Pickup date')).toContain('Pickup date is required');

    fireEvent.click(screen.getByRole('radio', { name: /Airport transfer/ }));
    await waitFor(() => expect(screen.queryByText('Please select a service type')).not.toBeInTheDocument());

    type('Pickup time', 'half past nine');
    expect(fieldError('Pickup time')).not.toContain('Pickup time is required');
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(fieldError('Pickup time')).toContain('This is not a time: enter it as HH:MM, for example 14:30'));
  });

  it('asks the drop-off for airport and tours only, and the flight for airport only', async () => {
    await openWizard();
    expect(screen.queryByLabelText('Drop-off location')).not.toBeInTheDocument();
    fireEvent.click(screen.getByRole('radio', { name: /Airport transfer/ }));
    expect(await screen.findByLabelText('Drop-off location')).toBeVisible();
    expect(screen.getByLabelText(/Flight number/)).toBeVisible();
    fireEvent.click(screen.getByRole('radio', { name: /Private tour/ }));
    await waitFor(() => expect(screen.queryByLabelText(/Flight number/)).not.toBeInTheDocument());
    expect(screen.getByLabelText('Drop-off location')).toBeVisible();
    fireEvent.click(screen.getByRole('radio', { name: /Shared tour/ }));
    await waitFor(() => expect(screen.queryByLabelText('Drop-off location')).not.toBeInTheDocument());
  });

  it('opens on the car and service of the address, with its price, and the second car otherwise', async () => {
    await openWizard(`/en/booking?service=airport&vehicle=${SAMPLE_IDS.cars.vClass}`);
    expect(screen.getByRole('radio', { name: /Airport transfer/ })).toBeChecked();
    expect(screen.getByRole('radio', { name: /Mercedes-Benz V-Class/ })).toBeChecked();
    // 129.00 x 2 hours.
    const summary = screen.getByRole('complementary', { name: 'Booking summary' });
    expect(within(summary).getByText('€258.00')).toBeVisible();
    expect(within(summary).getByText(/2 hours × €129.00/)).toBeVisible();
  });

  it('defaults to the second car and takes the prefill once', async () => {
    appStore.set(bookingPrefillAtom, { serviceType: 'shared', pickupLocation: 'Hôtel Ritz' });
    await openWizard();
    expect(screen.getByRole('radio', { name: /Range Rover Sport/ })).toBeChecked();
    expect(screen.getByRole('radio', { name: /Shared tour/ })).toBeChecked();
    expect(screen.getByLabelText(labelled('Pickup location'))).toHaveValue('Hôtel Ritz');
    expect(appStore.get(bookingPrefillAtom)).toBeNull();
    // 109.00 x 8 hours.
    expect(within(screen.getByRole('complementary', { name: 'Booking summary' })).getByText('€872.00')).toBeVisible();
  });

  it('opens on the car this tab chose on its page, read from the tab\'s storage', async () => {
    sessionStorage.setItem('selected-vehicle', JSON.stringify({ vehicleId: SAMPLE_IDS.cars.sClass, vehicleName: 'Mercedes-Benz S-Class', pricePerHour: '149.00' }));
    await openWizard();
    expect(screen.getByRole('radio', { name: /Mercedes-Benz S-Class/ })).toBeChecked();
  });

  it('confirms a booking: a pending public booking with its outbox entry, then the reference and its delivery', async () => {
    const db = await openWizard(`/en/booking?service=airport&vehicle=${SAMPLE_IDS.cars.eClass}`);
    type('Pickup location', 'CDG Terminal 2E');
    type('Drop-off location', 'Hôtel Le Meurice');
    type('Pickup date', nextYear);
    type('Pickup time', '09:30');
    type(/Flight number/, 'AF 1234');
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    await screen.findByRole('heading', { level: 2, name: 'Personal Details' });

    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(fieldError('First name')).toContain('First name is required'));
    expect(fieldError('Email')).toContain('Email is required');
    type('First name', 'Léa');
    type('Last name', 'Martin');
    type('Email', 'lea@example');
    type('Phone', '+33 6 12 34 56 78');
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(fieldError('Email')).toContain('Please enter a valid email address'));
    type('Email', 'lea@example.com');
    expect(fieldError('Email')).not.toContain('Please enter a valid email address');
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    await screen.findByRole('heading', { level: 2, name: 'Confirmation' });
    const form = screen.getByRole('heading', { level: 2, name: 'Confirmation' }).closest('form') as HTMLElement;
    expect(within(form).getByText('CDG Terminal 2E')).toBeVisible();
    expect(within(form).getByText('AF 1234')).toBeVisible();
    expect(within(form).getByText('€178.00')).toBeVisible();

    // Back returns one step, with what was typed.
    fireEvent.click(screen.getByRole('button', { name: 'Back' }));
    await screen.findByRole('heading', { level: 2, name: 'Personal Details' });
    expect(screen.getByLabelText(labelled('First name'))).toHaveValue('Léa');
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    await screen.findByRole('heading', { level: 2, name: 'Confirmation' });

    fireEvent.click(screen.getByRole('button', { name: 'Confirm booking' }));
    await screen.findByRole('heading', { level: 2, name: 'Thank you, Léa!' });

    // The one new record: the seed's bookings have no outbox entry.
    const creates = (await db.outbox.toArray()).filter((e) => e.table === 'bookings');
    expect(creates).toHaveLength(1);
    const booking = (await db.bookings.get(creates[0]!.recordId))!;
    expect(booking).toMatchObject({
      firstName: 'Léa',
      lastName: 'Martin',
      email: 'lea@example.com',
      serviceType: 'transfer',
      flightTrainNumber: 'AF 1234',
      dropoffLocation: 'Hôtel Le Meurice',
      pickupDate: nextYear,
      pickupTime: '09:30',
      vehicleId: SAMPLE_IDS.cars.eClass,
      passengers: 1,
      luggage: 1,
      totalPrice: '178.00',
      vatKind: 'transport',
      status: 'pending',
      source: 'public',
    });
    const outbox = await db.outbox.where('[table+recordId]').equals(['bookings', booking.id]).toArray();
    expect(outbox.map((e) => [e.op, e.fields.source, e.fields.totalPrice])).toEqual([['create', 'public', '178.00']]);

    const reference = `#WB${String(Date.parse(booking.createdAt)).slice(-6)}`;
    expect(screen.getAllByText(reference).length).toBeGreaterThan(0);
    // jsdom is online: the booking is on its way until the engine delivers it.
    expect(await screen.findByText('Sending to our team…')).toBeVisible();
    await act(async () => {
      await db.transaction('rw', db.outbox, db.receipts, async () => {
        await db.outbox.clear();
        await db.receipts.add({ recordId: booking.id, table: 'bookings', receipt: 'r', deliveredAt: new Date().toISOString(), lastStatus: null, lastCheckedAt: null });
      });
    });
    expect(await screen.findByText('Sent to our team')).toBeVisible();
    expect(screen.getByRole('link', { name: 'Back to home' })).toHaveAttribute('href', '/en');
    expect(screen.getByRole('link', { name: 'See my bookings' })).toHaveAttribute('href', '/en/my-bookings');
    expect(sessionStorage.getItem('vtc.booking-draft')).toBeNull();
  });

  it('keeps the draft for the tab: a new visit starts where the visitor was', async () => {
    await openWizard('/en/booking?service=shared');
    type('Pickup location', 'Gare du Nord');
    await waitFor(() => expect(sessionStorage.getItem('vtc.booking-draft')).toContain('Gare du Nord'));
    const again = freshDb();
    await again.open();
    document.body.innerHTML = '';
    await renderAt('/en/booking', <Page db={again} />, 'en', ['booking']);
    const input = (await screen.findByLabelText(labelled('Pickup location'))) as HTMLInputElement;
    expect(input).toHaveValue('Gare du Nord');
    expect(screen.getByRole('radio', { name: /Shared tour/ })).toBeChecked();
  });

  it('in maintenance mode shows a message with the phone and email instead of the wizard', async () => {
    const db = freshDb();
    await db.open();
    await patchRecord(db, 'settings', SETTINGS_ID, { maintenanceMode: true });
    await renderAt('/fr/booking', <Page db={db} />, 'fr', ['booking']);
    expect(await screen.findByRole('heading', { level: 1, name: 'La réservation en ligne est suspendue' })).toBeVisible();
    expect(screen.getByRole('link', { name: /\+33 1 84 60 00 00/ })).toHaveAttribute('href', 'tel:+33184600000');
    expect(screen.queryByRole('button', { name: 'Suivant' })).not.toBeInTheDocument();
  });

  it('speaks French: step 1 messages as SPEC 5 gives them', async () => {
    await openWizard('/fr/booking', 'fr');
    fireEvent.click(screen.getByRole('button', { name: 'Suivant' }));
    expect(await screen.findByText('Veuillez sélectionner un type de service')).toBeVisible();
    expect(fieldError('Lieu de prise en charge')).toContain('Le lieu de prise en charge est requis');
    expect(fieldError('Date de prise en charge')).toContain('La date de prise en charge est requise');
    expect(fieldError(/Heure de prise en charge/)).toContain("L'heure de prise en charge est requise");
  });
});
