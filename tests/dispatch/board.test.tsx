// The dispatch board on the seeded week: rides in their drivers' rows on the day's axis, the ride
// without a driver in the tray, a double booking in red with its reason, and an assignment that
// conflicts listed before saving and saved on purpose with 'Save anyway' (the booking, its 'assigned'
// event and their outbox entries).
import { act, configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { createRecord } from '../../src/db/repository';
import { DispatchPage } from '../../src/features/dispatch/dispatch-page';
import { ADMIN_ID, DAY0, DAY1, KARIM, readyBoard, renderScreen, row, seededDb, tray, windowWidth } from './harness';

configure({ asyncUtilTimeout: 5000 });

const JULIEN = '5eed0000-0000-4000-8000-000000000052';

async function openBoard(db = seededDb(), query = `date=${DAY0}`) {
  await renderScreen(db, `/en/admin/dispatch?${query}`, '/:lang/admin/dispatch', <DispatchPage />, ['dispatch', 'admin']);
  await readyBoard();
  return db;
}

/** Picks an option of a Mantine select (its list stays in the page, hidden in jsdom). */
async function pick(label: string, option: RegExp) {
  const input = screen.getByLabelText(label, { selector: 'input' });
  fireEvent.click(input);
  await waitFor(() => expect(input.getAttribute('aria-controls')).toBeTruthy());
  const list = document.getElementById(input.getAttribute('aria-controls') ?? '') as HTMLElement;
  fireEvent.click(await within(list).findByRole('option', { name: option, hidden: true }));
}

describe('dispatch board', () => {
  it("places the day's rides in their drivers' rows and the ride without a driver in the tray", async () => {
    await openBoard();
    expect(within(row(KARIM)).getByRole('button', { name: /07:40.*James Whitaker.*ORY → Four Seasons Hotel George V.*Accepted/ })).toBeVisible();
    expect(within(row(JULIEN)).getByRole('button', { name: /11:30.*Yasmine Khelifi/ })).toBeVisible();
    expect(within(row(KARIM)).queryByText('Yasmine Khelifi')).not.toBeInTheDocument();
    expect(tray().getByRole('button', { name: /Pierre Garnier/ })).toBeVisible();
    expect(screen.getByRole('heading', { name: '1 ride without a driver' })).toBeVisible();
    // Karim's VTC card expires within 30 days of the seed.
    expect(within(row(KARIM)).getByText(/^VTC card expires on/)).toBeVisible();
  });

  it("shows a double booking in red with the other ride and its time", async () => {
    await openBoard(seededDb(), `date=${DAY1}`);
    const hans = within(row(KARIM)).getByRole('button', { name: /Hans Keller/ });
    expect(hans).toHaveAttribute('data-conflicts', '1');
    expect(within(row(KARIM)).getByRole('button', { name: /Léa Fontaine/ })).toHaveAttribute('data-conflicts', '1');
    fireEvent.mouseOver(hans);
    expect(screen.getByRole('tooltip')).toHaveTextContent('Driver busy: overlaps with Léa Fontaine at 10:45');
    expect(hans).toHaveAccessibleDescription(/Driver busy: overlaps with Léa Fontaine at 10:45/);
  });

  it('on a phone, lists each driver with their rides and the reasons of a conflict', async () => {
    windowWidth(390);
    await openBoard(seededDb(), `date=${DAY1}`);
    const karim = within(row(KARIM));
    const rides = karim.getAllByRole('button', { name: /Hans Keller|Léa Fontaine/ });
    expect(rides.map((r) => r.textContent)).toEqual([expect.stringMatching(/^10:00–.*Hans Keller/), expect.stringMatching(/^10:45–.*Léa Fontaine/)]);
    expect(karim.getByText('Driver busy: overlaps with Léa Fontaine at 10:45')).toBeVisible();
    expect(screen.queryByRole('tooltip')).not.toBeInTheDocument();
  });

  it("lists an assignment's conflict before saving, then saves it with 'Save anyway'", async () => {
    const db = seededDb();
    const extra = await createRecord(db, 'bookings', {
      firstName: 'Inès',
      lastName: 'Morel',
      email: '',
      phone: '+33 6 11 22 33 44',
      pickupLocation: 'Gare Saint-Lazare, Paris',
      dropoffLocation: 'Paris Orly Airport (ORY), Terminal 1',
      pickupDate: DAY0,
      pickupTime: '07:50',
      serviceType: 'transfer',
      passengers: 1,
      luggage: 1,
      totalPrice: '80.00',
      vatKind: 'transport',
      status: 'confirmed',
      source: 'admin',
    });
    await openBoard(db);
    fireEvent.click(tray().getByRole('button', { name: /Inès Morel/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Assign driver and vehicle' });
    await pick('Driver', /Karim Haddad/);
    const check = dialog.querySelector('[data-conflict-check]');
    expect(check).toHaveAttribute('data-conflict-check', 'done');
    expect(check).toHaveTextContent('Driver busy: overlaps with James Whitaker at 07:40');
    const outboxBefore = await db.outbox.count();
    await act(async () => fireEvent.click(within(dialog).getByRole('button', { name: 'Save anyway' })));

    await waitFor(async () => expect((await db.bookings.get(extra.id))?.driverId).toBe(KARIM));
    const events = await db.rideEvents.where('bookingId').equals(extra.id).toArray();
    expect(events).toEqual([expect.objectContaining({ kind: 'assigned', driverId: KARIM, authorId: ADMIN_ID })]);
    const entries = await db.outbox.where('seq').above(0).toArray();
    expect(entries.slice(-2).map((e) => [e.table, e.op, e.recordId])).toEqual([
      ['bookings', 'patch', extra.id],
      ['rideEvents', 'create', events[0]!.id],
    ]);
    expect(await db.outbox.count()).toBe(outboxBefore + 2);
    // Back on the board, in Karim's row and in red.
    await waitFor(() => expect(within(row(KARIM)).getByRole('button', { name: /Inès Morel/ })).toHaveAttribute('data-conflicts', '1'));
  });

  it('shows the first rides of a long tray and the others on demand, earliest first', async () => {
    const db = seededDb();
    await db.open();
    for (let i = 0; i < 14; i++) {
      await createRecord(db, 'bookings', {
        firstName: 'Waiting',
        lastName: `Client${String(i).padStart(2, '0')}`,
        email: '',
        phone: '+33 6 11 22 33 44',
        pickupLocation: 'Gare du Nord, Paris',
        pickupDate: DAY0,
        pickupTime: `${String(8 + Math.floor(i / 2)).padStart(2, '0')}:${i % 2 ? '30' : '00'}`,
        serviceType: 'transfer',
        passengers: 1,
        luggage: 0,
        totalPrice: '60.00',
        vatKind: 'transport',
        status: 'confirmed',
        source: 'admin',
      });
    }
    await openBoard(db);
    expect(screen.getByRole('heading', { name: '15 rides without a driver' })).toBeVisible();
    expect(tray().getAllByRole('listitem')).toHaveLength(12);
    expect(tray().getByRole('button', { name: /Waiting Client00/ })).toBeVisible();
    expect(tray().queryByRole('button', { name: /Waiting Client13/ })).not.toBeInTheDocument();
    fireEvent.click(tray().getByRole('button', { name: 'Show 3 more rides' }));
    expect(tray().getAllByRole('listitem')).toHaveLength(15);
    expect(tray().getByRole('button', { name: /Waiting Client13/ })).toBeVisible();
    expect(tray().queryByRole('button', { name: /Show \d+ more/ })).not.toBeInTheDocument();
  });
});
