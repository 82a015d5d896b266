// Records the catalogue's form tests start from: a stored car, as the device keeps it.
import type { Car } from '../../src/domain/types';

export const base = { id: '0b7c3f5e-8d1a-4f2b-9c3d-1e2f3a4b5c6d', createdAt: '2026-11-01T10:00:00.000Z', updatedAt: '2026-11-01T10:00:00.000Z', rev: 3 };

export const car: Car = {
  ...base,
  name: 'Mercedes-Benz E-Class',
  category: 'sedan',
  description: 'Business sedan',
  image: '/images/cars/mercedes-e-class.svg',
  passengers: 4,
  luggage: 3,
  features: ['WiFi', 'Leather Seats', 'Climate Control'],
  pricePerHour: '89.00',
  rating: '4.9',
  reviewCount: 127,
  featured: true,
  available: true,
  plate: 'GH-482-TK',
};
