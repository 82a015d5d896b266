// The board's layout rules: the axis of a day that loses or gains an hour in Paris, overlapping rides
// in lanes of their own, and short names of places.
import { describe, expect, it } from 'vitest';
import { boardRange, buildBoard, routeShort, ticks } from '../../src/features/dispatch/board-model';
import { buildDispatchModel, eventsByRide, type DispatchFacts } from '../../src/ui/admin/dispatch-model';
import type { Booking } from '../../src/domain/types';

const DRIVER = '00000000-0000-4000-8000-0000000000d1';

function ride(id: string, pickupTime: string, extra: Partial<Booking> = {}): Booking {
  return {
    id: `00000000-0000-4000-8000-00000000000${id}`,
    createdAt: '2026-03-01T00:00:00.000Z',
    updatedAt: '2026-03-01T00:00:00.000Z',
    rev: 0,
    firstName: 'Client',
    lastName: id,
    email: '',
    phone: '+33 6 00 00 00 00',
    pickupLocation: 'Paris Orly Airport (ORY), Terminal 4',
    dropoffLocation: 'Hôtel Lutetia, 45 Boulevard Raspail, 75006 Paris',
    pickupDate: '2026-03-29',
    pickupTime,
    serviceType: 'transfer',
    passengers: 1,
    luggage: 1,
    totalPrice: '90.00',
    vatKind: 'transport',
    status: 'confirmed',
    source: 'admin',
    driverId: DRIVER,
    ...extra,
  };
}

describe('board layout', () => {
  it('draws 23 hour lines on the day Paris moves to summer time, and a 25-hour axis when it leaves it', () => {
    expect(ticks(boardRange('day', '2026-03-29')).map((t) => t.label)).toHaveLength(23);
    expect(ticks(boardRange('day', '2026-10-25'))).toHaveLength(24);
    const autumn = boardRange('day', '2026-10-25');
    expect(autumn.end - autumn.start).toBe(25 * 3_600_000);
    const spring = ticks(boardRange('day', '2026-03-29'));
    expect(spring.at(-1)?.left).toBeCloseTo((22 / 23) * 100);
  });

  it('puts overlapping rides of a driver in lanes of their own, in red, and the others back in the first lane', () => {
    const facts: DispatchFacts = {
      bookings: [ride('1', '08:00'), ride('2', '08:30'), ride('3', '15:00'), ride('4', '09:00', { status: 'cancelled' })],
      timeOff: [],
      downtimes: [],
      profiles: [{ id: DRIVER, createdAt: '', updatedAt: '', rev: 0, name: 'Karim', phone: '', image: '', role: 'driver', active: true }],
      cars: [],
      tours: [],
      settings: null,
    };
    const model = buildDispatchModel(facts);
    const board = buildBoard(facts, eventsByRide([]), model, boardRange('day', '2026-03-29'), 'drivers', '2026-03-29');
    const [row] = board.rows;
    expect(row?.lanes).toBe(2);
    expect(row?.blocks.map((b) => [b.booking.lastName, b.lane, b.conflicts.length])).toEqual([
      ['1', 0, 1],
      ['2', 1, 1],
      ['3', 0, 0],
    ]);
    expect(board.blocks.has(facts.bookings[3]!.id)).toBe(false);
  });

  it('names a route by its airport codes and the first part of an address', () => {
    expect(routeShort({ pickupLocation: 'Paris Orly Airport (ORY), Terminal 4', dropoffLocation: 'Hôtel Lutetia, 45 Boulevard Raspail' })).toBe('ORY → Hôtel Lutetia');
    expect(routeShort({ pickupLocation: '5 Avenue Marceau, 75116 Paris' })).toBe('5 Avenue Marceau');
  });
});
