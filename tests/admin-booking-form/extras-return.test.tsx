// The admin booking form's extras and return trip: every active extra with its quantity, added to
// the ride's price and listed on the bon de commande; 'Return trip' makes a second booking linked
// to the first, the addresses swapped, at its own date and time, with no driver yet.
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { field, fillRequired, madeBooking, messageOf, open, type } from './form-harness';

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
