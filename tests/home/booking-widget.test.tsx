// The hero's booking widget as a visitor uses it: tabs and their forms, 'Réserver' searching for
// 800 ms before opening the wizard with what was typed, messages next to wrong fields, and clearing.
import { act, configure, fireEvent, screen, waitFor } from '@testing-library/react';
import { Route, Routes, useLocation } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { appStore, bookingPrefillAtom, defaultReservation, reservationAtom, RESET } from '../../src/app/state';
import { HomeHero } from '../../src/features/home/home-hero';
import { hydrateAt, renderAt } from '../app/render';
import { isDisabled, isVisible, valueOf } from './dom';
import { exactly } from '../exactly';

configure({ asyncUtilTimeout: 5000 });

function BookingProbe() {
  const location = useLocation();
  return <p data-testid="wizard">{location.pathname + location.search}</p>;
}

async function openHome(lang: 'en' | 'fr' | 'ar' = 'en') {
  await renderAt(
    `/${lang}`,
    <Routes>
      <Route path="/:lang" element={<HomeHero />} />
      <Route path="/:lang/booking" element={<BookingProbe />} />
    </Routes>,
    lang,
  );
}

const field = (label: string) => screen.getByLabelText(label, { selector: 'input, select, textarea' }) as HTMLInputElement;
/** A field of a tour form, which arrives once loaded. */
const findField = async (label: string) => (await screen.findByLabelText(label, { selector: 'input, select, textarea' })) as HTMLInputElement;
const type = (label: string, value: string) => fireEvent.change(field(label), { target: { value } });

const nextYear = `${new Date().getFullYear() + 1}-06-15`;

beforeEach(() => {
  sessionStorage.clear();
  appStore.set(reservationAtom, RESET);
  appStore.set(bookingPrefillAtom, null);
});

afterEach(() => {
  vi.useRealTimers();
});

describe('home booking widget', () => {
  it('shows one form per tab, each with its subtitle and note', async () => {
    await openHome();
    expect(screen.getByRole('tab', { name: /Airport Transfers/ })).toHaveTextContent('Fast and reliable service');
    expect(screen.getByRole('tab', { name: /Private Tours/ })).toHaveTextContent('Luxury experience');
    expect(screen.getByRole('tab', { name: /Organized Tours/ })).toHaveTextContent('Group travel');

    expect(isVisible(field('Pickup airport'))).toBe(true);
    expect(isVisible(screen.getByText('Your driver waits 15 minutes after landing, free of charge'))).toBe(true);
    expect(screen.queryByLabelText('Tour')).not.toBeInTheDocument();

    fireEvent.click(screen.getByRole('tab', { name: /Private Tours/ }));
    expect(screen.getByRole('tab', { name: /Private Tours/ })).toHaveAttribute('aria-selected', 'true');
    const tour = await findField('Tour');
    expect(isVisible(tour)).toBe(true);
    expect([...(tour as unknown as HTMLSelectElement).options].map((o) => o.textContent)).toEqual([
      'Choose a tour',
      'Sidi Bou Said',
      'Sahara desert',
      'Kairouan',
      'Dougga',
      'Custom tour',
    ]);
    expect(valueOf(field('Duration'))).toBe('1');
    expect(valueOf(field('Participants'))).toBe('2');
    expect(isVisible(screen.getByText('Professional guide and air-conditioned vehicle included'))).toBe(true);
    expect(screen.queryByLabelText('Pickup airport')).not.toBeInTheDocument();

    fireEvent.click(screen.getByRole('tab', { name: /Organized Tours/ }));
    const size = (await findField('Group size')) as unknown as HTMLSelectElement;
    expect(valueOf(size)).toBe('10');
    expect([...size.options].map((o) => o.textContent)).toEqual(['10-15 people', '16-25 people', '26-40 people', '41-50 people', '50+ people']);
    expect(isVisible(screen.getByText('Modern bus with air conditioning, WiFi and full insurance'))).toBe(true);
    expect(appStore.get(reservationAtom).selectedService).toBe('organized');
  });

  it('moves between tabs with the arrow keys, mirrored in Arabic', async () => {
    await openHome();
    const airport = screen.getByRole('tab', { name: /Airport Transfers/ });
    fireEvent.keyDown(airport, { key: 'ArrowRight' });
    const tours = screen.getByRole('tab', { name: /Private Tours/ });
    expect(tours).toHaveAttribute('aria-selected', 'true');
    expect(tours).toHaveFocus();
    expect(tours.tabIndex).toBe(0);
    expect(airport.tabIndex).toBe(-1);
    fireEvent.keyDown(tours, { key: 'End' });
    expect(screen.getByRole('tab', { name: /Organized Tours/ })).toHaveAttribute('aria-selected', 'true');
    fireEvent.keyDown(document.activeElement as Element, { key: 'ArrowRight' });
    expect(screen.getByRole('tab', { name: /Airport Transfers/ })).toHaveAttribute('aria-selected', 'true');
  });

  it('keeps what is typed in the reservation state with the time of the change', async () => {
    await openHome();
    const before = Date.now();
    type('Destination', 'Hôtel Africa');
    const state = appStore.get(reservationAtom);
    expect(state.airportData.dropoffLocation).toBe('Hôtel Africa');
    expect(state.lastUpdated).toBeGreaterThanOrEqual(before);
    expect(JSON.parse(sessionStorage.getItem('vtc.reservation') ?? '{}').airportData.dropoffLocation).toBe('Hôtel Africa');
  });

  it("searches for 800 ms with the button disabled, then opens the wizard on the service with the prefill set", async () => {
    await openHome();
    type('Pickup airport', 'Monastir (MIR)');
    type('Destination', 'Hôtel Africa, Tunis');
    type('Pickup date', nextYear);
    type('Pickup time', '14:30');
    fireEvent.change(field('Passengers'), { target: { value: '3' } });
    type('Flight number', 'TU 711');

    vi.useFakeTimers();
    fireEvent.click(screen.getByRole('button', { name: 'Book now' }));
    const button = screen.getByRole('button', { name: 'Searching...' });
    expect(isDisabled(button)).toBe(true);
    expect(appStore.get(reservationAtom).isSearching).toBe(true);

    act(() => vi.advanceTimersByTime(799));
    expect(isDisabled(screen.getByRole('button', { name: 'Searching...' }))).toBe(true);
    expect(screen.queryByTestId('wizard')).not.toBeInTheDocument();
    expect(appStore.get(bookingPrefillAtom)).toBeNull();

    act(() => vi.advanceTimersByTime(1));
    expect(screen.getByTestId('wizard')).toHaveTextContent(exactly('/en/booking?service=airport'));
    expect(appStore.get(bookingPrefillAtom)).toEqual({
      serviceType: 'airport',
      pickupLocation: 'Monastir (MIR)',
      dropoffLocation: 'Hôtel Africa, Tunis',
      pickupDate: nextYear,
      pickupTime: '14:30',
      passengers: 3,
      flightNumber: 'TU 711',
    });
    expect(appStore.get(reservationAtom).isSearching).toBe(false);
  });

  it('says Réserver and Recherche en cours... in French, and opens the shared service for an organized tour', async () => {
    await openHome('fr');
    fireEvent.click(screen.getByRole('tab', { name: /Tours Organisés/ }));
    await findField('Nom du groupe');
    type('Nom du groupe', 'Club des Aînés');
    fireEvent.change(field('Taille du groupe'), { target: { value: '30' } });
    type('Point de départ', 'Gare de Lyon');

    fireEvent.click(screen.getByRole('button', { name: 'Réserver' }));
    expect(isDisabled(screen.getByRole('button', { name: 'Recherche en cours...' }))).toBe(true);
    await waitFor(() => expect(screen.getByTestId('wizard')).toHaveTextContent(exactly('/fr/booking?service=shared')));
    expect(appStore.get(bookingPrefillAtom)).toEqual({
      serviceType: 'shared',
      pickupLocation: 'Gare de Lyon',
      specialRequests: 'Groupe : Club des Aînés\nTaille du groupe : 26 à 40 personnes',
    });
  });

  it('shows a message next to a wrong field and keeps what was typed', async () => {
    await openHome();
    type('Pickup date', '2001-01-01');
    type('Pickup time', '25:99');
    fireEvent.click(screen.getByRole('button', { name: 'Book now' }));

    expect(isVisible(await screen.findByText('Choose today or a later date'))).toBe(true);
    expect(isVisible(screen.getByText('Enter a time such as 14:30'))).toBe(true);
    expect(field('Pickup date')).toHaveAttribute('aria-invalid', 'true');
    expect(valueOf(field('Pickup date'))).toBe('2001-01-01');
    expect(isDisabled(screen.getByRole('button', { name: 'Book now' }))).toBe(false);
    expect(screen.queryByTestId('wizard')).not.toBeInTheDocument();

    type('Pickup date', nextYear);
    expect(screen.queryByText('Choose today or a later date')).not.toBeInTheDocument();
    expect(isVisible(screen.getByText('Enter a time such as 14:30'))).toBe(true);
  });

  it('clears the search back to its defaults', async () => {
    await openHome();
    expect(screen.queryByRole('button', { name: 'Clear search' })).not.toBeInTheDocument();
    fireEvent.click(screen.getByRole('tab', { name: /Private Tours/ }));
    fireEvent.change(await findField('Tour'), { target: { value: 'dougga' } });
    type('Hotel', 'Dar El Marsa');
    expect(isVisible(screen.getByText(/Search saved at/))).toBe(true);

    fireEvent.click(screen.getByRole('button', { name: 'Clear search' }));
    expect(appStore.get(reservationAtom)).toEqual(defaultReservation);
    expect(valueOf(field('Pickup airport'))).toBe('');
    expect(screen.getByRole('tab', { name: /Airport Transfers/ })).toHaveAttribute('aria-selected', 'true');
    expect(screen.queryByRole('button', { name: 'Clear search' })).not.toBeInTheDocument();

    fireEvent.click(screen.getByRole('tab', { name: /Private Tours/ }));
    expect(valueOf(await findField('Tour'))).toBe('');
    expect(valueOf(field('Hotel'))).toBe('');
  });

  it('fetches the calendar for a visitor already typing in the date field when the app takes the page over', async () => {
    await hydrateAt('/en', <HomeHero />, (page) => {
      const date = [...page.querySelectorAll('label')].find((label) => label.textContent === 'Pickup date');
      document.getElementById(date!.htmlFor)!.focus();
    });
    expect(await screen.findByRole('button', { name: 'Choose a date' })).toBeVisible();
    expect(field('Pickup date')).toHaveFocus();
  });

  it('starts from the search kept for the tab', async () => {
    appStore.set(reservationAtom, {
      ...defaultReservation,
      selectedService: 'tours',
      tourData: { ...defaultReservation.tourData, hotel: 'Dar El Marsa' },
      // A search cut short by a reload: the button must not stay disabled.
      isSearching: true,
      lastUpdated: Date.now(),
    });
    await openHome();
    expect(screen.getByRole('tab', { name: /Private Tours/ })).toHaveAttribute('aria-selected', 'true');
    expect(valueOf(await findField('Hotel'))).toBe('Dar El Marsa');
    expect(isDisabled(screen.getByRole('button', { name: 'Book now' }))).toBe(false);
  });
});

describe('home booking widget in Arabic', () => {
  beforeEach(() => {
    sessionStorage.clear();
    appStore.set(reservationAtom, RESET);
  });

  it('reads right to left: the left arrow goes to the next tab', async () => {
    await openHome('ar');
    const airport = screen.getByRole('tab', { name: /التوصيل من المطار وإليه/ });
    fireEvent.keyDown(airport, { key: 'ArrowLeft' });
    expect(screen.getByRole('tab', { name: /الجولات الخاصة/ })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('button', { name: 'احجز الآن' })).toHaveTextContent('احجز الآن');
  });
});
