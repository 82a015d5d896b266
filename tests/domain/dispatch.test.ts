import { describe, expect, it } from 'vitest';
import {
  buildDispatchIndex,
  expiryLevel,
  findConflicts,
  fitProblems,
  occupiedSpan,
  sameConflicts,
  type DispatchBooking,
  type DispatchData,
} from '../../src/domain/dispatch';
import { DEFAULT_DISPATCH } from '../../src/domain/ride-duration';
import type { Downtime, TimeOff } from '../../src/domain/types';

const DRIVER = 'd0000000-0000-4000-8000-000000000001';
const OTHER_DRIVER = 'd0000000-0000-4000-8000-000000000002';
const CAR = 'c0000000-0000-4000-8000-000000000001';
const TOUR = 't0000000-0000-4000-8000-000000000001';
const stamp = { createdAt: '2026-01-01T00:00:00.000Z', updatedAt: '2026-01-01T00:00:00.000Z', rev: 0 };

let n = 0;
/** A transfer with no known place: 60 min, plus 15 min of buffer on each side. */
function ride(pickupDate: string, pickupTime: string, extra: Partial<DispatchBooking> = {}): DispatchBooking {
  n += 1;
  return {
    id: `b0000000-0000-4000-8000-${String(n).padStart(12, '0')}`,
    pickupDate,
    pickupTime,
    serviceType: 'transfer',
    vatKind: 'transport',
    pickupLocation: '1 Rue de Rivoli',
    status: 'confirmed',
    driverId: DRIVER,
    assignedVehicleId: CAR,
    passengers: 2,
    luggage: 2,
    ...extra,
  };
}

function data(bookings: DispatchBooking[], more: Partial<DispatchData> = {}): DispatchData {
  return {
    bookings,
    timeOff: [],
    downtimes: [],
    cars: [{ id: CAR, passengers: 4, luggage: 3 }],
    tours: [{ id: TOUR, durationFr: '4 heures', durationEn: '4 hours', durationAr: '' }],
    profiles: [{ id: DRIVER, role: 'driver', active: true, vtcCardExpiry: '2030-01-01', licenceExpiry: '2030-01-01' }],
    settings: { dispatch: DEFAULT_DISPATCH },
    ...more,
  };
}

const kinds = (list: { kind: string; resource: string; withId?: string }[]) => list.map((c) => `${c.resource}:${c.kind}:${c.withId ?? ''}`);

describe('the time a ride occupies', () => {
  it('runs from the pickup minus a buffer to the estimated end plus a buffer', () => {
    const index = buildDispatchIndex(data([]));
    const span = occupiedSpan(ride('2026-01-15', '10:00'), index);
    expect(new Date(span.start).toISOString()).toBe('2026-01-15T08:45:00.000Z');
    expect(new Date(span.end).toISOString()).toBe('2026-01-15T10:15:00.000Z');
  });

  it('is longer across the night the clocks go back (2026-10-25): an hour of wall clock is repeated', () => {
    const index = buildDispatchIndex(data([]));
    const span = occupiedSpan(ride('2026-10-25', '01:30', { vatKind: 'hourly', hours: 3 }), index);
    expect((span.end - span.start) / 60_000).toBe(210);
    expect(new Date(span.start).toISOString()).toBe('2026-10-24T23:15:00.000Z');
  });
});

describe('conflicts of an assignment', () => {
  it('sees a ride that starts inside the other one’s buffer, and not one that starts after it', () => {
    const first = ride('2026-01-15', '10:00');
    // Ends 11:00 + 15 min; the next one's buffer starts 15 min before its pickup.
    const touching = ride('2026-01-15', '11:30');
    const inBuffer = ride('2026-01-15', '11:20');
    expect(findConflicts(touching, buildDispatchIndex(data([first, touching])))).toEqual([]);
    expect(kinds(findConflicts(inBuffer, buildDispatchIndex(data([first, inBuffer]))))).toEqual([
      `driver:overlap:${first.id}`,
      `vehicle:overlap:${first.id}`,
    ]);
  });

  it('gives a tour its duration and an hourly hire its hours', () => {
    const tour = ride('2026-01-15', '09:00', { serviceType: 'private_tour', tourId: TOUR });
    const hire = ride('2026-01-15', '09:00', { serviceType: 'private_tour', vatKind: 'hourly', hours: 6, assignedVehicleId: undefined });
    const at1300 = ride('2026-01-15', '13:00', { assignedVehicleId: undefined });
    const at1400 = ride('2026-01-15', '14:00', { assignedVehicleId: undefined });
    // The tour ends at 13:00: 13:00's buffer starts at 12:45, inside the tour's.
    expect(kinds(findConflicts(at1300, buildDispatchIndex(data([tour, at1300]))))).toContain(`driver:overlap:${tour.id}`);
    expect(findConflicts(at1400, buildDispatchIndex(data([tour, at1400])))).toEqual([]);
    // The hire lasts until 15:00.
    expect(kinds(findConflicts(at1400, buildDispatchIndex(data([hire, at1400]))))).toEqual([`driver:overlap:${hire.id}`]);
  });

  it('sees rides across midnight', () => {
    const late = ride('2026-01-15', '23:30', { vatKind: 'hourly', hours: 2 });
    const early = ride('2026-01-16', '01:00');
    expect(kinds(findConflicts(early, buildDispatchIndex(data([late, early]))))).toContain(`driver:overlap:${late.id}`);
  });

  it('counts the hours the clocks skip or repeat (summer time, 2026-03-29 and 2026-10-25)', () => {
    // Spring: 01:00 + 2 h of driving ends at 04:00 on the wall clock, so a 04:10 pickup (buffer 03:55) collides.
    const spring = ride('2026-03-29', '01:00', { vatKind: 'hourly', hours: 2 });
    const after = ride('2026-03-29', '04:10');
    expect(kinds(findConflicts(after, buildDispatchIndex(data([spring, after]))))).toContain(`driver:overlap:${spring.id}`);
    // Autumn: 01:00 + 2 h ends at 02:00 on the wall clock (the second one, 01:00 UTC), buffer to 02:15;
    // a 03:25 pickup (buffer from 03:10, 02:10 UTC) is free, where wall-clock arithmetic would see 03:00 + 15.
    const autumn = ride('2026-10-25', '01:00', { vatKind: 'hourly', hours: 2 });
    const next = ride('2026-10-25', '03:25');
    expect(findConflicts(next, buildDispatchIndex(data([autumn, next])))).toEqual([]);
  });

  it('ignores cancelled rides and other drivers’ rides', () => {
    const cancelled = ride('2026-01-15', '10:00', { status: 'cancelled' });
    const other = ride('2026-01-15', '10:00', { driverId: OTHER_DRIVER, assignedVehicleId: undefined });
    const mine = ride('2026-01-15', '10:10');
    expect(findConflicts(mine, buildDispatchIndex(data([cancelled, other, mine])))).toEqual([]);
    expect(findConflicts(cancelled, buildDispatchIndex(data([cancelled, mine])))).toEqual([]);
  });

  it('checks a draft assignment against the rides the index holds', () => {
    const booked = ride('2026-01-15', '10:00');
    const draft = { ...ride('2026-01-15', '10:30', { driverId: undefined, assignedVehicleId: undefined }) };
    const index = buildDispatchIndex(data([booked, draft]));
    expect(findConflicts(draft, index)).toEqual([]);
    expect(kinds(findConflicts({ ...draft, driverId: DRIVER }, index))).toEqual([`driver:overlap:${booked.id}`]);
  });

  it('sees a driver’s time off and a vehicle’s downtime', () => {
    const off: TimeOff = { id: 'o0000000-0000-4000-8000-000000000001', ...stamp, staffId: DRIVER, startsAt: '2026-01-15T12:00', endsAt: '2026-01-15T18:00' };
    const garage: Downtime = { id: 'g0000000-0000-4000-8000-000000000001', ...stamp, carId: CAR, startsAt: '2026-01-15T00:00', endsAt: '2026-01-15T11:00', reason: 'maintenance' };
    const morning = ride('2026-01-15', '10:30');
    const evening = ride('2026-01-15', '19:00');
    const index = buildDispatchIndex(data([morning, evening], { timeOff: [off], downtimes: [garage] }));
    expect(kinds(findConflicts(morning, index))).toEqual([`vehicle:downtime:${garage.id}`]);
    // 19:00 minus the 15 min buffer is after the time off.
    expect(findConflicts(evening, index)).toEqual([]);
    const noon = ride('2026-01-15', '11:50');
    expect(kinds(findConflicts(noon, buildDispatchIndex(data([noon], { timeOff: [off] }))))).toEqual([`driver:timeOff:${off.id}`]);
  });

  it('sees a car too small for the party, an expired card or licence, a driver who left', () => {
    const big = ride('2026-01-15', '10:00', { passengers: 5, luggage: 4 });
    expect(kinds(findConflicts(big, buildDispatchIndex(data([big]))))).toEqual(['vehicle:seats:', 'vehicle:luggage:']);
    expect(fitProblems({ passengers: 4, luggage: 3 }, { passengers: 4, luggage: 3 })).toEqual([]);
    const expired = data([], {
      profiles: [{ id: DRIVER, role: 'driver', active: false, vtcCardExpiry: '2026-01-14', licenceExpiry: '2026-01-15' }],
    });
    const on15th = ride('2026-01-15', '10:00');
    expect(kinds(findConflicts(on15th, buildDispatchIndex(expired)))).toEqual(['driver:inactive:', 'driver:card:']);
  });

  it('compares conflict lists whatever their order', () => {
    const a = [{ kind: 'seats', resource: 'vehicle' }, { kind: 'overlap', resource: 'driver', withId: 'x' }] as const;
    expect(sameConflicts([a[1], a[0]], [...a])).toBe(true);
    expect(sameConflicts([a[0]], [...a])).toBe(false);
    expect(sameConflicts(undefined, [])).toBe(true);
  });
});

describe('expiry warnings', () => {
  it('warns 30 days before, and says expired after the date', () => {
    expect(expiryLevel('2026-02-14', '2026-01-15')).toBe('soon');
    expect(expiryLevel('2026-02-15', '2026-01-15')).toBeNull();
    expect(expiryLevel('2026-01-15', '2026-01-15')).toBe('soon');
    expect(expiryLevel('2026-01-14', '2026-01-15')).toBe('expired');
    expect(expiryLevel(undefined, '2026-01-15')).toBeNull();
  });
});
