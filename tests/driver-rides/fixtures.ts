// What the driver's screen tests share: the driver signed in, their car, and the records' stamps.
import type { Car } from '../../src/domain/types';
import { textsIn } from '../texts';

/** The signed-in driver. */
export const ME = 'd0000000-0000-4000-8000-000000000001';
export const CAR = 'c0000000-0000-4000-8000-000000000001';
export const stamp = { createdAt: '2026-11-01T08:00:00.000Z', updatedAt: '2026-11-01T08:00:00.000Z', rev: 1 };

/** The driver's car, with its plate. */
export const car: Car = {
  id: CAR,
  ...stamp,
  name: 'Mercedes V-Class',
  category: 'van',
  ...textsIn('cars', 'en', { description: 'Van' }),
  image: '',
  passengers: 7,
  luggage: 7,
  features: [],
  pricePerHour: '95.00',
  rating: '4.9',
  reviewCount: 10,
  featured: false,
  available: true,
  plate: 'GH-482-KT',
};
