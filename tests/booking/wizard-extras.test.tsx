// The wizard's extras and return trip: the public, active extras with how many of each, added to the
// price shown; a return trip asked with its date and time (after the way out), saved as a second
// booking linked to the first, its addresses swapped, with its own reference.
import { configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Route, Routes } from 'react-router-dom';
import { beforeEach, describe, expect, it } from 'vitest';
import { appStore, bookingPrefillAtom, selectedVehicleAtom } from '../../src/app/state';
import { DbProvider } from '../../src/db/db-context';
import { patchRecord } from '../../src/db/repository';
import { DEFAULT_EXTRAS } from '../../src/domain/billing-defaults';
import { bookingReference } from '../../src/domain/booking-reference';
import type { Lang } from '../../src/domain/paths';
import { SAMPLE_IDS } from '../../src/domain/sample-data';
import { SETTINGS_ID } from '../../src/domain/types';
import { BookingPage } from '../../src/features/booking/booking-page';
import { renderAt } from '../app/render';
import { freshDb } from '../db/helpers';

configure({ asyncUtilTimeout: 5000 });

const nextYear = `${new Date().getFullYear() + 1}-06-15`;
const later = `${new Date().getFullYear() + 1}-06-20`;
const earlier = `${new Date().getFullYear() + 1}-06-14`;

const labelled = (label: string) => new RegExp(`^${label.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}( \\*)?$`);

function field(label: string): HTMLInputElement {
  const found = screen.getAllByLabelText(labelled(label)).find((el) => ['INPUT', 'TEXTAREA', 'SELECT'].includes(el.tagName));
  if (!found) throw new Error(`No field labelled ${label}`);
  return found as HTMLInputElement;
}

function fieldError(label: string): string {
  const id = field(label).getAttribute('aria-describedby') ?? '';
  return id
    .split(' ')
    .map((part) => document.getElementById(part)?.textContent ?? '')
    .join(' ');
}

const type = (label: string, value: string) => fireEvent.change(field(label), { target: { value } });

async function openWizard(lang: Lang = 'en') {
  const db = freshDb();
  await db.open();
  // The office sells the booster to nobody, the name sign at 12.00; waiting time is not public.
  await patchRecord(db, 'settings', SETTINGS_ID, {
    extras: DEFAULT_EXTRAS.map((e) => (e.id === 'booster' ? { ...e, active: false } : e.id === 'name-sign' ? { ...e, price: '12.00' } : e)),
  });
  await db.outbox.clear();
  await renderAt(
    `/${lang}/booking?service=airport&vehicle=${SAMPLE_IDS.cars.eClass}`,
    <DbProvider db={db}>
      <Routes>
        <Route path="/:lang/booking" element={<BookingPage />} />
      </Routes>
    </DbProvider>,
    lang,
    ['booking'],
  );
  await screen.findByRole('heading', { level: 2, name: lang === 'en' ? 'Service & Vehicle' : lang === 'fr' ? 'Service et véhicule' : /.+/ });
  return db;
}

beforeEach(() => {
  sessionStorage.clear();
  appStore.set(bookingPrefillAtom, null);
  appStore.set(selectedVehicleAtom, null);
});

describe('booking wizard: extras and return trip', () => {
  it('offers the public, active extras at the settings’ prices, adds them to the price, and books a linked return', async () => {
    const db = await openWizard();
    const extras = screen.getByRole('group', { name: 'Extras' });
    expect(within(extras).getByLabelText('Child seat')).toBeVisible();
    expect(within(extras).getByText('€12.00 each')).toBeVisible();
    expect(within(extras).queryByLabelText('Booster seat')).not.toBeInTheDocument();
    expect(within(extras).queryByLabelText('Waiting time')).not.toBeInTheDocument();

    type('Pickup location', 'CDG Terminal 2E');
    type('Drop-off location', 'Hôtel Le Meurice');
    type('Pickup date', nextYear);
    type('Pickup time', '09:30');
    fireEvent.change(within(extras).getByLabelText('Child seat'), { target: { value: '2' } });
    fireEvent.change(within(extras).getByLabelText('Name sign'), { target: { value: '1' } });
    const summary = screen.getByRole('complementary', { name: 'Booking summary' });
    // 178.00 for the transfer, 2 × 10.00 and 12.00.
    await waitFor(() => expect(within(summary).getByText('€210.00')).toBeVisible());
    expect(within(summary).getByText('Extras: €32.00')).toBeVisible();

    fireEvent.click(screen.getByRole('checkbox', { name: /Return trip/ }));
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(fieldError('Return date')).toContain('Return date is required'));
    expect(fieldError('Return time')).toContain('Return time is required');
    type('Return date', earlier);
    type('Return time', '18:00');
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(fieldError('Return date')).toContain('The return must be after the pickup'));
    expect(field('Return time')).toHaveValue('18:00');
    type('Return date', later);
    expect(within(summary).getByText('€420.00')).toBeVisible();
    expect(within(summary).getByText('Way out and return: 2 × €210.00')).toBeVisible();
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    await screen.findByRole('heading', { level: 2, name: 'Personal Details' });
    type('First name', 'Léa');
    type('Last name', 'Martin');
    type('Email', 'lea@example.com');
    type('Phone', '+33 6 12 34 56 78');
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    await screen.findByRole('heading', { level: 2, name: 'Confirmation' });
    fireEvent.click(screen.getByRole('button', { name: 'Confirm booking' }));
    await screen.findByRole('heading', { level: 2, name: 'Thank you, Léa!' });

    const creates = (await db.outbox.toArray()).filter((e) => e.table === 'bookings' && e.op === 'create');
    expect(creates).toHaveLength(2);
    const [wayOut, back] = await Promise.all(creates.map((e) => db.bookings.get(e.recordId)));
    const seats = [
      { extraId: 'child-seat', quantity: 2, price: '10.00', vatPercent: '10' },
      { extraId: 'name-sign', quantity: 1, price: '12.00', vatPercent: '10' },
    ];
    expect(wayOut).toMatchObject({ pickupLocation: 'CDG Terminal 2E', dropoffLocation: 'Hôtel Le Meurice', totalPrice: '210.00', extras: seats });
    expect(back).toMatchObject({
      returnOf: wayOut?.id,
      pickupLocation: 'Hôtel Le Meurice',
      dropoffLocation: 'CDG Terminal 2E',
      pickupDate: later,
      pickupTime: '18:00',
      totalPrice: '210.00',
      extras: seats,
      status: 'pending',
      source: 'public',
    });
    expect(back).not.toHaveProperty('flightTrainNumber');
    // The way out goes first: the server wants it before its return.
    expect(creates[0]!.seq).toBeLessThan(creates[1]!.seq);
    const returnRef = bookingReference(back!.createdAt);
    expect(returnRef).not.toBe(bookingReference(wayOut!.createdAt));
    const returnSection = screen.getByRole('region', { name: 'Return trip' });
    expect(within(returnSection).getByText(returnRef)).toBeVisible();
  });

  it('speaks French', async () => {
    await openWizard('fr');
    expect(screen.getByRole('group', { name: 'Suppléments' })).toBeVisible();
    expect(screen.getByRole('checkbox', { name: /Trajet retour/ })).toBeVisible();
  });
});
