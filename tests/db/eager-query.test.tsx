// useEagerDeviceQuery: the query starts in the render that asks for it, is shared by key, keeps the
// last answer while a new key loads, follows writes, and stops once no screen reads it.
import { act, cleanup, render, screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import type { AppDb } from '../../src/db/db';
import { useEagerDeviceQuery } from '../../src/db/live-query';
import { createRecord } from '../../src/db/repository';
import { freshDb } from './helpers';

afterEach(cleanup);

/** A querier that counts its runs, and the car names it read. */
function countingQuerier() {
  const runs: string[] = [];
  const querier = (status: string) => async (db: AppDb) => {
    runs.push(status);
    const bookings = await db.bookings.where('status').equals(status).toArray();
    return bookings.map((b) => b.lastName).sort();
  };
  return { runs, querier };
}

function Names({ db, status, querier }: { db: AppDb; status: string; querier: (status: string) => (db: AppDb) => Promise<string[]> }) {
  const names = useEagerDeviceQuery(db, `names:${status}`, querier(status));
  return <p data-testid={`names-${status}`}>{names === undefined ? 'Loading' : names.join(', ') || 'None'}</p>;
}

const booking = (lastName: string, status: 'pending' | 'confirmed') => ({
  firstName: 'Test',
  lastName,
  email: '',
  phone: '+33 6 12 34 56 78',
  pickupLocation: 'Gare du Nord, Paris',
  dropoffLocation: 'Paris Orly Airport (ORY)',
  pickupDate: '2026-12-01',
  pickupTime: '10:00',
  serviceType: 'transfer' as const,
  passengers: 1,
  luggage: 0,
  totalPrice: '80.00',
  vatKind: 'transport' as const,
  status,
  source: 'admin' as const,
});

describe('useEagerDeviceQuery', () => {
  it('runs one query for the screens that share its key, and follows writes', async () => {
    const db = freshDb();
    await createRecord(db, 'bookings', booking('Martin', 'pending'));
    const { runs, querier } = countingQuerier();
    render(
      <>
        <Names db={db} status="pending" querier={querier} />
        <Names db={db} status="pending" querier={querier} />
      </>,
    );
    await waitFor(() => expect(screen.getAllByTestId('names-pending')[1]).toHaveTextContent('Martin'));
    expect(screen.getAllByTestId('names-pending')[0]).toHaveTextContent('Martin');
    expect(runs).toEqual(['pending']);

    await act(() => createRecord(db, 'bookings', booking('Dubois', 'pending')));
    await waitFor(() => expect(screen.getAllByTestId('names-pending')[0]).toHaveTextContent('Dubois, Martin'));
    expect(runs).toEqual(['pending', 'pending']);
  });

  it('keeps the last answer while a new key loads, then shows the new one', async () => {
    const db = freshDb();
    await createRecord(db, 'bookings', booking('Martin', 'pending'));
    await createRecord(db, 'bookings', booking('Petit', 'confirmed'));
    const { querier } = countingQuerier();
    function Switch() {
      const [status, setStatus] = useState('pending');
      const names = useEagerDeviceQuery(db, `names:${status}`, querier(status));
      return (
        <>
          <button type="button" onClick={() => setStatus('confirmed')}>
            Confirmed
          </button>
          <p data-testid="names">{names === undefined ? 'Loading' : names.join(', ')}</p>
        </>
      );
    }
    render(<Switch />);
    await waitFor(() => expect(screen.getByTestId('names')).toHaveTextContent('Martin'));
    act(() => screen.getByRole('button', { name: 'Confirmed' }).click());
    // The render right after the change still has the last answer, never 'Loading'.
    expect(screen.getByTestId('names')).toHaveTextContent('Martin');
    await waitFor(() => expect(screen.getByTestId('names')).toHaveTextContent('Petit'));
  });

  it('starts again once the last screen has left and the query has stopped', async () => {
    const db = freshDb();
    await createRecord(db, 'bookings', booking('Martin', 'pending'));
    const { runs, querier } = countingQuerier();
    const { unmount } = render(<Names db={db} status="pending" querier={querier} />);
    await waitFor(() => expect(screen.getByTestId('names-pending')).toHaveTextContent('Martin'));
    unmount();

    // Back within the moment it outlives its screen: the same answer at once, no new read.
    const view = render(<Names db={db} status="pending" querier={querier} />);
    expect(screen.getByTestId('names-pending')).toHaveTextContent('Martin');
    expect(runs).toEqual(['pending']);
    view.unmount();

    // Long after: a new query, which reads again.
    await new Promise((resolve) => setTimeout(resolve, 2_100));
    render(<Names db={db} status="pending" querier={querier} />);
    expect(screen.getByTestId('names-pending')).toHaveTextContent('Loading');
    await waitFor(() => expect(screen.getByTestId('names-pending')).toHaveTextContent('Martin'));
    expect(runs).toEqual(['pending', 'pending']);
  });
});
