// Extras and return trips (src/domain/extras.ts): prices at the settings', quarter hours started,
// the server's reading of a visitor's extras, and the booking a return trip becomes.
import { describe, expect, it } from 'vitest';
import { DEFAULT_EXTRAS } from '../../src/domain/billing-defaults';
import type { Extra } from '../../src/domain/billing-types';
import {
  bookingExtrasFor,
  extrasTotal,
  offeredExtras,
  pricePublicExtras,
  quartersStarted,
  returnIsAfter,
  returnTripInput,
  ridePriceOf,
  waitingQuarters,
  withExtras,
  withWaitingTime,
} from '../../src/domain/extras';
import type { Booking } from '../../src/domain/types';

const catalogue: Extra[] = DEFAULT_EXTRAS.map((e) => (e.id === 'booster' ? { ...e, active: false } : { ...e }));

describe('extras pricing', () => {
  it('offers visitors the public, active extras and staff every active one', () => {
    expect(offeredExtras(catalogue, 'public').map((e) => e.id)).toEqual(['child-seat', 'name-sign']);
    expect(offeredExtras(catalogue, 'staff').map((e) => e.id)).toEqual(['child-seat', 'name-sign', 'extra-stop', 'waiting']);
  });

  it('takes the catalogue’s prices and leaves out what is not offered or not a whole quantity', () => {
    const extras = bookingExtrasFor(catalogue, { 'child-seat': 2, booster: 1, waiting: 3, 'name-sign': 0.5, 'extra-stop': 1 }, 'public');
    expect(extras).toEqual([{ extraId: 'child-seat', quantity: 2, price: '10.00', vatPercent: '10' }]);
    expect(bookingExtrasFor(catalogue, { waiting: 3, 'extra-stop': 1 }, 'staff')).toEqual([
      { extraId: 'extra-stop', quantity: 1, price: '15.00', vatPercent: '10' },
      { extraId: 'waiting', quantity: 3, price: '12.50', vatPercent: '10' },
    ]);
  });

  it('adds the extras to the ride’s price, in cents', () => {
    const extras = bookingExtrasFor(catalogue, { 'child-seat': 2, waiting: 3 }, 'staff');
    expect(extrasTotal(extras)).toBe('57.50');
    expect(extrasTotal(undefined)).toBe('0.00');
    expect(withExtras('218.00', extras)).toBe('275.50');
    expect(withExtras(null, extras)).toBeNull();
    expect(ridePriceOf({ totalPrice: '275.50', extras })).toBe('218.00');
  });

  it('reads a visitor’s extras at the settings’ prices and refuses what is not offered', () => {
    expect(pricePublicExtras(catalogue, [{ extraId: 'child-seat', quantity: 1, price: '0.01', vatPercent: '0' }])).toEqual([
      { extraId: 'child-seat', quantity: 1, price: '10.00', vatPercent: '10' },
    ]);
    expect(pricePublicExtras(catalogue, undefined)).toEqual([]);
    expect(pricePublicExtras(catalogue, [{ extraId: 'booster', quantity: 1 }])).toBe('This extra is not offered');
    expect(pricePublicExtras(catalogue, [{ extraId: 'waiting', quantity: 1 }])).toBe('This extra is not offered');
    expect(pricePublicExtras(catalogue, [{ extraId: 'child-seat', quantity: 1000 }])).toBe('Each extra needs a whole quantity from 1 to 999');
    expect(pricePublicExtras(catalogue, [{ extraId: 'child-seat', quantity: 1 }, { extraId: 'child-seat', quantity: 1 }])).toBe('An extra is listed twice');
    expect(pricePublicExtras(catalogue, 'child-seat')).toBe('Extras must be a list');
  });
});

describe('waiting time in quarters of an hour started', () => {
  it.each([
    [0, 0],
    [-5, 0],
    [1, 1],
    [15, 1],
    [16, 2],
    [20, 2],
    [45, 3],
    [61, 5],
  ])('%i min is %i quarters', (minutes, quarters) => {
    expect(quartersStarted(minutes)).toBe(quarters);
  });

  it('sets, replaces and removes the waiting extra at the settings’ price, keeping the others', () => {
    const seat = { extraId: 'child-seat', quantity: 1, price: '10.00', vatPercent: '10' };
    const once = withWaitingTime([seat], 20, catalogue);
    expect(once).toEqual([seat, { extraId: 'waiting', quantity: 2, price: '12.50', vatPercent: '10' }]);
    expect(waitingQuarters(once ?? [])).toBe(2);
    expect(withWaitingTime(once ?? [], 50, catalogue)).toEqual([seat, { extraId: 'waiting', quantity: 4, price: '12.50', vatPercent: '10' }]);
    expect(withWaitingTime(once ?? [], 0, catalogue)).toEqual([seat]);
    expect(withWaitingTime([seat], 20, catalogue.filter((e) => e.id !== 'waiting'))).toBeNull();
  });
});

describe('return trips', () => {
  const wayOut: Booking = {
    id: '11111111-1111-4111-8111-111111111111',
    createdAt: '2026-11-20T10:00:00.000Z',
    updatedAt: '2026-11-20T10:00:00.000Z',
    rev: 1,
    firstName: 'Léa',
    lastName: 'Martin',
    email: 'lea@example.com',
    phone: '+33 6 12 34 56 78',
    pickupLocation: 'CDG Terminal 2E',
    dropoffLocation: 'Hôtel Le Meurice',
    pickupDate: '2026-12-24',
    pickupTime: '09:30',
    flightTrainNumber: 'AF 1234',
    serviceType: 'transfer',
    vehicleId: 'car-1',
    passengers: 2,
    luggage: 3,
    totalPrice: '253.00',
    vatKind: 'transport',
    status: 'confirmed',
    source: 'admin',
    driverId: 'driver-1',
    assignedVehicleId: 'car-2',
    extras: [
      { extraId: 'child-seat', quantity: 1, price: '10.00', vatPercent: '10' },
      { extraId: 'waiting', quantity: 2, price: '12.50', vatPercent: '10' },
    ],
  } as Booking;

  it('swaps the addresses, takes its own date and time, links the way out and keeps no driver, flight nor waiting time', () => {
    const back = returnTripInput(wayOut, { pickupDate: '2026-12-31', pickupTime: '18:00' });
    expect(back).toMatchObject({
      pickupLocation: 'Hôtel Le Meurice',
      dropoffLocation: 'CDG Terminal 2E',
      pickupDate: '2026-12-31',
      pickupTime: '18:00',
      returnOf: wayOut.id,
      status: 'pending',
      vehicleId: 'car-1',
      passengers: 2,
      extras: [{ extraId: 'child-seat', quantity: 1, price: '10.00', vatPercent: '10' }],
      // 253.00 less 35.00 of extras is the ride; plus the child seat.
      totalPrice: '228.00',
    });
    expect(back).not.toHaveProperty('driverId');
    expect(back).not.toHaveProperty('assignedVehicleId');
    expect(back).not.toHaveProperty('flightTrainNumber');
  });

  it('must be picked up after the way out', () => {
    const out = { pickupDate: '2026-12-24', pickupTime: '09:30' };
    expect(returnIsAfter(out, { pickupDate: '2026-12-24', pickupTime: '12:00' })).toBe(true);
    expect(returnIsAfter(out, { pickupDate: '2026-12-24', pickupTime: '09:30' })).toBe(false);
    expect(returnIsAfter(out, { pickupDate: '2026-12-23', pickupTime: '23:00' })).toBe(false);
  });
});
