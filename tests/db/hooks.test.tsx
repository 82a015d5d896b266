import { act, cleanup, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { DbProvider } from '../../src/db/db-context';
import {
  useBooking,
  useCar,
  useCars,
  useOutboxCount,
  usePosts,
  useRemarks,
  useSettings,
} from '../../src/db/hooks';
import { addRemark, createRecord, patchRecord } from '../../src/db/repository';
import { SAMPLE_IDS } from '../../src/domain/sample-data';
import { freshDb } from './helpers';
import { textsIn } from '../texts';

function Fleet() {
  const cars = useCars();
  const pending = useOutboxCount();
  if (!cars) return <p>Loading</p>;
  return (
    <div>
      <ul aria-label="cars">
        {cars.map((car) => (
          <li key={car.id}>{car.name}</li>
        ))}
      </ul>
      <p>Pending changes: {pending}</p>
    </div>
  );
}

function CarName({ id }: { id: string }) {
  const car = useCar(id);
  if (car === undefined) return <p>Loading</p>;
  return <p>{car ? car.name : 'Vehicle not found'}</p>;
}

function BookingCard({ id }: { id: string }) {
  const booking = useBooking(id);
  const remarks = useRemarks(id);
  const settings = useSettings();
  const posts = usePosts({ publishedOnly: true });
  if (!booking || !remarks || !settings || !posts) return <p>Loading</p>;
  return (
    <div>
      <p>Status: {booking.status}</p>
      <p>Remarks: {remarks.map((r) => `${r.text} (${r.color})`).join(' | ')}</p>
      <p>Site: {settings.siteName}</p>
      <p>Published posts: {posts.length}</p>
    </div>
  );
}

describe('live query hooks', () => {
  afterEach(cleanup);

  it('show the seeded cars and follow writes live', async () => {
    const db = freshDb();
    render(
      <DbProvider db={db}>
        <Fleet />
      </DbProvider>,
    );
    expect(await screen.findByText('Mercedes-Benz E-Class')).toBeVisible();
    expect(screen.getAllByRole('listitem')).toHaveLength(7);
    expect(screen.getByText('Pending changes: 0')).toBeVisible();

    await act(async () => {
      await createRecord(db, 'cars', {
        name: 'Tesla Model S',
        category: 'sedan',
        ...textsIn('cars', 'en', { description: 'Electric and silent.' }),
        image: '',
        passengers: 4,
        luggage: 2,
        features: ['WiFi'],
        pricePerHour: '99.00',
        rating: '5.0',
        reviewCount: 0,
        featured: false,
        available: true,
      });
    });
    expect(await screen.findByText('Tesla Model S')).toBeVisible();
    await waitFor(() => expect(screen.getByText('Pending changes: 1')).toBeVisible());
    expect(screen.getAllByRole('listitem')).toHaveLength(8);
  });

  it('return null for a missing record, and the record once it exists', async () => {
    const db = freshDb();
    render(
      <DbProvider db={db}>
        <CarName id={SAMPLE_IDS.cars.sClass} />
        <CarName id={crypto.randomUUID()} />
      </DbProvider>,
    );
    expect(await screen.findByText('Mercedes-Benz S-Class')).toBeVisible();
    expect(await screen.findByText('Vehicle not found')).toBeVisible();
    await act(async () => {
      await patchRecord(db, 'cars', SAMPLE_IDS.cars.sClass, { name: 'Mercedes-Maybach S-Class' });
    });
    expect(await screen.findByText('Mercedes-Maybach S-Class')).toBeVisible();
  });

  it('show a booking with its remarks in order and update on changes', async () => {
    const db = freshDb();
    const id = SAMPLE_IDS.bookings.sophieMartin;
    render(
      <DbProvider db={db}>
        <BookingCard id={id} />
      </DbProvider>,
    );
    expect(await screen.findByText('Status: confirmed')).toBeVisible();
    expect(screen.getByText('Site: Paris Prestige Chauffeur')).toBeVisible();
    expect(screen.getByText('Published posts: 6')).toBeVisible();
    expect(screen.getByText(/^Remarks: Child seat .*\(blue\) \| Meet at arrivals .*\(green\)$/)).toBeVisible();
    await act(async () => {
      await patchRecord(db, 'bookings', id, { status: 'completed' });
      await addRemark(db, id, 'Client asked for an invoice');
    });
    expect(await screen.findByText('Status: completed')).toBeVisible();
    expect(await screen.findByText(/Client asked for an invoice \(yellow\)$/)).toBeVisible();
  });

  it('need a DbProvider', () => {
    const quiet = console.error;
    console.error = () => {};
    try {
      expect(() => render(<Fleet />)).toThrow(/DbProvider/);
    } finally {
      console.error = quiet;
    }
  });
});
