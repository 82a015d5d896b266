// The fleet screens as a visitor uses them: an empty result and 'Clear All Filters', filters
// written to the address, the vehicle page handing its car and typed values to the wizard.
import { configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Route, Routes, useLocation } from 'react-router-dom';
import { beforeEach, describe, expect, it } from 'vitest';
import { appStore, bookingPrefillAtom, selectedVehicleAtom } from '../../src/app/state';
import { DbProvider } from '../../src/db/db-context';
import { SAMPLE_IDS } from '../../src/domain/sample-data';
import { CarPage } from '../../src/features/fleet/car-page';
import { FleetPage } from '../../src/features/fleet/fleet-page';
import { renderAt } from '../app/render';
import { freshDb } from '../db/helpers';
import { exactly } from '../exactly';

configure({ asyncUtilTimeout: 5000 });

function Address() {
  const { pathname, search } = useLocation();
  return <output aria-label="address">{pathname + search}</output>;
}

async function open(url: string) {
  const db = freshDb();
  await db.open();
  await renderAt(
    url,
    <DbProvider db={db}>
      <Routes>
        <Route path="/:lang/fleet" element={<FleetPage />} />
        <Route path="/:lang/car/:id" element={<CarPage />} />
        <Route path="/:lang/booking" element={<p>Booking wizard</p>} />
      </Routes>
      <Address />
    </DbProvider>,
    'en',
    ['fleet'],
  );
  return db;
}

const address = () => screen.getByLabelText('address').textContent;
const carLinks = () => screen.queryAllByRole('link').filter((a) => a.getAttribute('href')?.startsWith('/en/car/'));

beforeEach(() => {
  sessionStorage.clear();
  appStore.set(bookingPrefillAtom, null);
  appStore.set(selectedVehicleAtom, null);
});

describe('fleet page', () => {
  it('lists every car with its link, and the number found', async () => {
    await open('/en/fleet');
    expect(await screen.findByRole('link', { name: 'Mercedes-Benz E-Class' })).toHaveAttribute('href', `/en/car/${SAMPLE_IDS.cars.eClass}`);
    expect(carLinks()).toHaveLength(7);
    expect(screen.getByText('7 vehicles found')).toBeVisible();
    expect(screen.getAllByText('Unavailable')).toHaveLength(1);
  });

  it('loads the first car\u2019s picture at once and first (the largest paint), the others when near', async () => {
    await open('/en/fleet');
    await screen.findByRole('link', { name: 'Mercedes-Benz E-Class' });
    const pictures = screen.getAllByRole('img').filter((img) => img.getAttribute('alt')?.startsWith('Photo of the '));
    expect(pictures.map((img) => [img.getAttribute('loading'), img.getAttribute('fetchpriority')])).toEqual([
      ['eager', 'high'],
      ...pictures.slice(1).map(() => ['lazy', null]),
    ]);
    expect(pictures.length).toBeGreaterThan(1);
  });

  it('shows the empty state, and Clear All Filters brings every car back, keeping the sort', async () => {
    await open('/en/fleet?category=suv&rating=5&sort=rating');
    expect(await screen.findByText('No vehicles found matching your criteria.')).toBeVisible();
    expect(carLinks()).toHaveLength(0);
    expect(screen.getByText('0 vehicles found')).toBeVisible();

    fireEvent.click(screen.getByRole('button', { name: 'Clear All Filters' }));

    await waitFor(() => expect(carLinks()).toHaveLength(7));
    expect(screen.queryByText('No vehicles found matching your criteria.')).not.toBeInTheDocument();
    expect(address()).toBe('/en/fleet?sort=rating');
    // Highest rated first.
    expect(carLinks()[0]).toHaveTextContent(exactly('Mercedes-Benz S-Class'));
  });

  it('writes a filter, the sort and the view to the address', async () => {
    await open('/en/fleet');
    await screen.findByRole('link', { name: 'Mercedes-Benz E-Class' });
    const panel = screen.getByRole('complementary', { name: 'Filters' });

    fireEvent.click(within(panel).getByRole('checkbox', { name: 'SUV' }));
    await waitFor(() => expect(carLinks().map((a) => a.textContent)).toEqual(['Range Rover Sport', 'BMW X7']));
    expect(address()).toBe('/en/fleet?category=suv');

    fireEvent.change(screen.getByRole('combobox', { name: 'Sort by' }), { target: { value: 'high-price' } });
    await waitFor(() => expect(carLinks().map((a) => a.textContent)).toEqual(['BMW X7', 'Range Rover Sport']));

    fireEvent.click(within(panel).getByRole('switch', { name: 'Available Now' }));
    fireEvent.click(screen.getByRole('radio', { name: 'List view' }));
    await waitFor(() => expect(address()).toBe('/en/fleet?category=suv&available=1&sort=high-price&view=list'));
  });
});

describe('fleet search', () => {
  it('finds a car by its name or by words of its description in any language, and Clear All Filters empties it', async () => {
    await open('/en/fleet?sort=rating');
    await waitFor(() => expect(carLinks()).toHaveLength(7));
    const field = screen.getByRole('searchbox', { name: 'Search the fleet' });
    // The French description of the Range Rover Sport ('Normandie'), no accent typed on 'é' elsewhere.
    fireEvent.change(field, { target: { value: 'normandie' } });
    await waitFor(() => expect(carLinks().map((a) => a.textContent)).toEqual(['Range Rover Sport']));
    expect(address()).toBe('/en/fleet?q=normandie&sort=rating');
    fireEvent.change(field, { target: { value: 'x7' } });
    await waitFor(() => expect(carLinks().map((a) => a.textContent)).toEqual(['BMW X7']));

    fireEvent.change(field, { target: { value: 'no such car' } });
    expect(await screen.findByText('No vehicles found matching your criteria.')).toBeVisible();
    fireEvent.click(screen.getByRole('button', { name: 'Clear All Filters' }));
    await waitFor(() => expect(carLinks()).toHaveLength(7));
    expect(address()).toBe('/en/fleet?sort=rating');
    expect(field).toHaveValue('');
  });
});

describe('vehicle page', () => {
  it('shows the car and hands it, with what was typed, to the booking wizard', async () => {
    await open(`/en/car/${SAMPLE_IDS.cars.vClass}`);
    expect(await screen.findByRole('heading', { level: 1 })).toHaveTextContent(exactly('Mercedes-Benz V-Class'));
    expect(screen.getByText('Free cancellation up to 24 hours before pickup')).toBeVisible();
    for (const feature of ['Climate Control', 'WiFi', 'Leather Seats', 'Entertainment System', 'Refreshments'])
      expect(screen.getByText(feature).tagName).toBe('LI');

    fireEvent.change(screen.getByRole('textbox', { name: 'Pickup location' }), { target: { value: 'Hôtel Ritz, Paris' } });
    fireEvent.change(screen.getByRole('textbox', { name: 'Drop-off location' }), { target: { value: 'CDG Terminal 2E' } });
    fireEvent.change(screen.getByLabelText('Pickup date'), { target: { value: `${new Date().getFullYear() + 1}-03-02` } });
    const time = screen.getAllByLabelText('Pickup time').find((el) => el.tagName === 'INPUT') as HTMLInputElement;
    fireEvent.change(time, { target: { value: '2:30 pm' } });
    fireEvent.click(screen.getByRole('button', { name: 'Book Now' }));

    expect(await screen.findByText('Booking wizard')).toBeVisible();
    expect(address()).toBe(`/en/booking?service=airport&vehicle=${SAMPLE_IDS.cars.vClass}`);
    expect(appStore.get(selectedVehicleAtom)).toEqual({
      vehicleId: SAMPLE_IDS.cars.vClass,
      vehicleName: 'Mercedes-Benz V-Class',
      pricePerHour: '129.00',
    });
    expect(JSON.parse(sessionStorage.getItem('selected-vehicle') ?? 'null')).toEqual(appStore.get(selectedVehicleAtom));
    expect(appStore.get(bookingPrefillAtom)).toEqual({
      serviceType: 'airport',
      vehicleId: SAMPLE_IDS.cars.vClass,
      pickupLocation: 'Hôtel Ritz, Paris',
      dropoffLocation: 'CDG Terminal 2E',
      pickupDate: `${new Date().getFullYear() + 1}-03-02`,
      pickupTime: '14:30',
    });
  });

  it('refuses a past date and a time that is not one, next to the fields, and stays', async () => {
    await open(`/en/car/${SAMPLE_IDS.cars.eClass}`);
    await screen.findByRole('heading', { level: 1, name: 'Mercedes-Benz E-Class' });
    fireEvent.change(screen.getByLabelText('Pickup date'), { target: { value: '2001-01-01' } });
    const time = screen.getAllByLabelText('Pickup time').find((el) => el.tagName === 'INPUT') as HTMLInputElement;
    fireEvent.change(time, { target: { value: 'soon' } });
    fireEvent.click(screen.getByRole('button', { name: 'Book Now' }));
    expect(await screen.findByText('The pickup date cannot be in the past')).toBeVisible();
    expect(screen.getByText('Please enter a time as HH:MM, e.g. 14:30')).toBeVisible();
    expect(screen.queryByText('Booking wizard')).not.toBeInTheDocument();
    expect(appStore.get(bookingPrefillAtom)).toBeNull();
  });

  it('says so for an unknown id, with a way back to the fleet', async () => {
    await open('/en/car/no-such-car');
    expect(await screen.findByRole('heading', { level: 1 })).toHaveTextContent(exactly('Vehicle not found'));
    expect(screen.getByText("The vehicle you're looking for doesn't exist.")).toBeVisible();
    expect(screen.getByRole('link', { name: 'Back to the fleet' })).toHaveAttribute('href', '/en/fleet');
  });
});
