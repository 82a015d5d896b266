// The pricing calculator on the home page: a route between two places or a typed distance gives the
// breakdown in euros, the capacity message shows next to the passengers, and 'Book now' carries the
// trip into the wizard.
import { configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Route, Routes } from 'react-router-dom';
import { beforeEach, describe, expect, it } from 'vitest';
import { appStore, bookingPrefillAtom } from '../../src/app/state';
import { DbProvider } from '../../src/db/db-context';
import { updateSettings } from '../../src/db/repository';
import { defaultSettings, SAMPLE_IDS } from '../../src/domain/sample-data';
import { PricingSection } from '../../src/features/pricing/pricing-section';
import { renderAt } from '../app/render';
import { freshDb } from '../db/helpers';

configure({ asyncUtilTimeout: 5000 });

/** Normalises the narrow no-break spaces Intl puts in French amounts. */
const text = (el: Element | null) => (el?.textContent ?? '').replace(/[\u202f\u00a0]/g, ' ');

async function open(lang: 'en' | 'fr' = 'en') {
  const db = freshDb();
  await db.open();
  await renderAt(
    `/${lang}`,
    <DbProvider db={db}>
      <Routes>
        <Route path="/:lang" element={<PricingSection />} />
        <Route path="/:lang/booking" element={<p>Booking wizard</p>} />
      </Routes>
    </DbProvider>,
    lang,
    ['pricing'],
  );
  await screen.findByRole('heading', { level: 2 });
  return db;
}

/** The breakdown's amount for a line. */
function line(label: string): string {
  const term = screen.getByText(label, { selector: 'span, dt' }).closest('div');
  return text(term?.querySelector('dd') ?? null);
}

/** The list of places a field opened (Mantine keeps the dropdowns in the page, hidden in jsdom). */
async function listOf(input: HTMLElement): Promise<HTMLElement> {
  await waitFor(() => expect(input.getAttribute('aria-controls')).toBeTruthy());
  const list = document.getElementById(input.getAttribute('aria-controls') ?? '');
  if (!list) throw new Error('No list');
  return list;
}

async function pick(label: string, option: string) {
  const input = screen.getByLabelText(label, { selector: 'input' });
  fireEvent.click(input);
  fireEvent.click(await within(await listOf(input)).findByRole('option', { name: option, hidden: true }));
}

beforeEach(() => {
  appStore.set(bookingPrefillAtom, null);
  // jsdom has no layout: Mantine scrolls the active option into view.
  Element.prototype.scrollIntoView ??= () => {};
});

describe('pricing section', () => {
  it('prices CDG to the Eiffel Tower in a sedan, line by line', async () => {
    await open();
    expect(screen.getByRole('radio', { name: /Luxury saloon/ })).toBeChecked();
    await pick('From', 'Paris Charles de Gaulle Airport (CDG)');
    await pick('To', 'Eiffel Tower');
    // 32.5 km: 25.00 + 58.50 = 83.50, fee 10 % 8.35, total 91.85
    await waitFor(() => expect(line('Total price')).toBe('€91.85'));
    expect(line('Base price')).toBe('€25.00');
    expect(line('Distance')).toBe('€58.50');
    expect(screen.getByText('32.5 km × €1.80/km')).toBeVisible();
    expect(line('Passenger surcharge')).toBe('€0.00');
    expect(line('Service fee')).toBe('€8.35');
  });

  it('refuses more passengers than the class seats, with the exact message next to the field', async () => {
    await open();
    const passengers = screen.getByRole('spinbutton', { name: 'Passengers' });
    fireEvent.change(passengers, { target: { value: '5' } });
    const message = 'Selected vehicle can only accommodate up to 4 passengers';
    await screen.findByText(message);
    const described = (passengers.getAttribute('aria-describedby') ?? '').split(' ').map((id) => document.getElementById(id)?.textContent);
    expect(described).toContain(message);

    // A van seats them.
    fireEvent.click(screen.getByRole('radio', { name: /Executive van/ }));
    await waitFor(() => expect(screen.queryByText(message)).not.toBeInTheDocument());
    fireEvent.change(passengers, { target: { value: '9' } });
    await screen.findByText('Selected vehicle can only accommodate up to 8 passengers');
  });

  it('prices a typed distance with the passenger surcharge, in French', async () => {
    await open('fr');
    fireEvent.click(screen.getByText('Distance en km'));
    fireEvent.change(screen.getByRole('textbox', { name: 'Distance (km)' }), { target: { value: '10,5' } });
    fireEvent.change(screen.getByRole('spinbutton', { name: 'Passagers' }), { target: { value: '3' } });
    // 25.00 + 18.90 + 10.00 = 53.90, fee 5.39, total 59.29
    await waitFor(() => expect(line('Prix total')).toBe('59,29 €'));
    expect(line('Supplément passagers')).toBe('10,00 €');

    fireEvent.change(screen.getByRole('textbox', { name: 'Distance (km)' }), { target: { value: '0' } });
    await screen.findByText('Entrez une distance comprise entre 0,1 et 3 000 km');
  });

  it('follows the tariffs of the settings', async () => {
    const db = await open();
    const { tariffs } = defaultSettings(new Date().toISOString());
    await updateSettings(db, { tariffs: { ...tariffs, sedan: { ...tariffs.sedan, baseFare: '40.00' } } });
    fireEvent.click(screen.getByText('Distance in km'));
    fireEvent.change(screen.getByRole('textbox', { name: 'Distance (km)' }), { target: { value: '10' } });
    // 40.00 + 18.00 = 58.00, fee 5.80
    await waitFor(() => expect(line('Total price')).toBe('€63.80'));
  });

  it('says when the two places are the same or not linked by road', async () => {
    await open();
    await pick('From', 'Paris Orly Airport (ORY)');
    await pick('To', 'Paris Orly Airport (ORY)');
    await screen.findByText('Choose a destination other than the pickup place');
    await pick('To', 'Tunis-Carthage Airport (TUN)');
    await screen.findByText('There is no road between these places: choose both in the same region');
  });

  it("hands the trip to the booking wizard with 'Book now'", async () => {
    await open();
    await pick('From', 'Paris Charles de Gaulle Airport (CDG)');
    await pick('To', 'Louvre Museum');
    fireEvent.change(screen.getByRole('spinbutton', { name: 'Passengers' }), { target: { value: '2' } });
    const book = screen.getByRole('link', { name: 'Book now' });
    expect(book).toHaveAttribute('href', '/en/booking?service=airport');
    fireEvent.click(book);
    await screen.findByText('Booking wizard');
    expect(appStore.get(bookingPrefillAtom)).toEqual({
      serviceType: 'airport',
      pickupLocation: 'Paris Charles de Gaulle Airport (CDG)',
      dropoffLocation: 'Louvre Museum',
      vehicleId: SAMPLE_IDS.cars.eClass,
      passengers: 2,
    });
  });

  it('lists the places grouped by region', async () => {
    await open();
    const from = screen.getByLabelText('From', { selector: 'input' });
    fireEvent.click(from);
    const list = await listOf(from);
    for (const region of ['Paris and Île-de-France', 'French Riviera', 'Brussels', 'Tunisia']) {
      expect(within(list).getByText(region)).toBeInTheDocument();
    }
    expect(within(list).getAllByRole('option', { hidden: true })).toHaveLength(40);
    // (Typing into the search is checked in a real browser: e2e/pricing.spec.ts.)
  });
});
