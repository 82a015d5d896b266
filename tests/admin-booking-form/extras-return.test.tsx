// The admin booking form's extras and return trip: every active extra with its quantity, added to
// the ride's price and listed on the bon de commande; 'Return trip' makes a second booking linked
// to the first, the addresses swapped, at its own date and time, with no driver yet.
import { configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Route, Routes } from 'react-router-dom';
import { beforeEach, describe, expect, it } from 'vitest';
import { DbProvider } from '../../src/db/db-context';
import { BookingCreatePage, BookingEditPage } from '../../src/features/admin-booking-form/booking-form-page';
import { BookingOrderPage } from '../../src/features/admin-booking-form/order-page';
import { renderAt } from '../app/render';
import { freshDb } from '../db/helpers';

// Mantine forms are heavy for jsdom: generous waits, for a busy machine.
configure({ asyncUtilTimeout: 15_000 });

// Mantine's autosize textareas listen for font loads; jsdom has no document.fonts.
if (!('fonts' in document)) {
  Object.defineProperty(document, 'fonts', {
    configurable: true,
    value: { addEventListener: () => {}, removeEventListener: () => {}, ready: Promise.resolve() },
  });
}

type Db = ReturnType<typeof freshDb>;

function Screens({ db }: { db: Db }) {
  return (
    <DbProvider db={db}>
      <Routes>
        <Route path="/:lang/admin/bookings/create" element={<BookingCreatePage />} />
        <Route path="/:lang/admin/bookings/:id/edit" element={<BookingEditPage />} />
        <Route path="/:lang/admin/bookings/:id/order" element={<BookingOrderPage />} />
        <Route path="/:lang/admin/bookings/:id" element={<p>Booking detail page</p>} />
        <Route path="/:lang/admin/bookings" element={<p>Bookings list page</p>} />
      </Routes>
    </DbProvider>
  );
}

async function open(url: string, lang: 'en' | 'fr' = 'en') {
  const db = freshDb();
  await db.open();
  const view = await renderAt(url, <Screens db={db} />, lang, ['admin', 'admin-booking-form']);
  return { db, view };
}

/** The booking made by the test: the one not in the seed (whose clients may share its names). */
async function madeBooking(db: Db) {
  return (await db.bookings.toArray()).find((b) => b.source === 'admin' && b.pickupLocation === 'Orly, terminal 4');
}

/** The text field of a label, with or without its asterisk. */
function field(label: string): HTMLInputElement {
  const pattern = new RegExp(`^${label.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}( \\*)?$`);
  const found = screen.getAllByLabelText(pattern).find((el) => el.tagName === 'INPUT' || el.tagName === 'TEXTAREA' || el.tagName === 'SELECT');
  if (!found) throw new Error(`No field labelled ${label}`);
  return found as HTMLInputElement;
}

function messageOf(label: string): string {
  const ids = field(label).getAttribute('aria-describedby') ?? '';
  return ids
    .split(' ')
    .map((id) => document.getElementById(id)?.textContent ?? '')
    .join(' ');
}

const type = (label: string, value: string) => fireEvent.change(field(label), { target: { value } });

async function fillRequired() {
  type('First name', 'Yasmine');
  type('Last name', 'Ben Salah');
  type('Phone', '+216 55 123 456');
  type('Pickup time', '14:30');
  type('Pickup location', 'Orly, terminal 4');
}


const nextYear = `${new Date().getFullYear() + 1}-03-10`;

beforeEach(() => sessionStorage.clear());

describe('admin booking form: extras and return trip', { timeout: 120_000 }, () => {
  it('offers every active extra, adds them to the price, lists them on the order form, and makes a linked return', async () => {
    const { db } = await open('/en/admin/bookings/create');
    await screen.findByRole('heading', { name: 'Trip' });
    await fillRequired();
    type('Pickup date', nextYear);
    type('Drop-off location (optional)', 'Hôtel Lutetia');
    type('Price, tax included (€)', '100');
    const extras = (await screen.findByRole('heading', { name: 'Extras' })).closest('div') as HTMLElement;
    // Staff get the extras visitors do not see, waiting time included.
    await waitFor(() => expect(field('Waiting time')).toBeVisible());
    type('Child seat', '1');
    type('Waiting time', '2');
    expect(await within(extras).findByText('Total tax included: €135.00')).toBeVisible();

    type('Extra stop', 'two');
    fireEvent.click(screen.getByRole('checkbox', { name: /Return trip/ }));
    fireEvent.click(screen.getByRole('button', { name: 'Create booking' }));
    await waitFor(() => expect(messageOf('Extra stop')).toContain('Enter a whole number'));
    expect(field('Extra stop')).toHaveValue('two');
    type('Extra stop', '0');
    fireEvent.click(screen.getByRole('button', { name: 'Create booking' }));
    await waitFor(() => expect(messageOf('Return date')).toContain('Enter the date of the return trip'));
    type('Return date', nextYear);
    type('Return time', '12:00');
    fireEvent.click(screen.getByRole('button', { name: 'Create booking' }));
    await waitFor(() => expect(messageOf('Return date')).toContain('The return trip must be after the pickup'));
    type('Return time', '19:15');

    fireEvent.click(screen.getByRole('button', { name: 'Preview invoice' }));
    const order = await screen.findByRole('article');
    expect(within(order).getByText('Suppléments')).toBeVisible();
    expect(within(order).getByText('Siège enfant')).toBeVisible();
    expect(within(order).getByText(/2 × 12,50\s€ = 25,00\s€/)).toBeVisible();
    expect(within(order).getByText(/135,00\s€/)).toBeVisible();
    fireEvent.click(screen.getByRole('button', { name: 'Continue editing' }));

    fireEvent.click(await screen.findByRole('button', { name: 'Create booking' }));
    expect(await screen.findByText('Bookings list page')).toBeVisible();
    const wayOut = await madeBooking(db);
    expect(wayOut).toMatchObject({
      totalPrice: '135.00',
      extras: [
        { extraId: 'child-seat', quantity: 1, price: '10.00', vatPercent: '10' },
        { extraId: 'waiting', quantity: 2, price: '12.50', vatPercent: '10' },
      ],
    });
    const back = (await db.bookings.toArray()).find((b) => b.returnOf === wayOut?.id);
    expect(back).toMatchObject({
      pickupLocation: 'Hôtel Lutetia',
      dropoffLocation: 'Orly, terminal 4',
      pickupDate: nextYear,
      pickupTime: '19:15',
      source: 'admin',
      // The ride and the child seat; the waiting time was the way out's.
      totalPrice: '110.00',
      extras: [{ extraId: 'child-seat', quantity: 1, price: '10.00', vatPercent: '10' }],
    });
    expect(back).not.toHaveProperty('driverId');
  });
});
