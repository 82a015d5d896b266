// The records the authorization matrix writes, one valid create and one patch per synced table.

import { randomUUID } from 'node:crypto';
import { defaultCompany, SAMPLE_IDS } from '../../src/domain/sample-data';
import type { SyncedTable } from '../../src/domain/types';
import { bookingFields, tourFields } from './harness';
import { blankTexts } from '../../src/domain/content-lang';
import { textsIn } from '../texts';

/** Whose records the matrix writes: a driver, and a ride assigned to them (remarks and events go on it). */
export interface Owner {
  driverId: string;
  rideId: string;
}

/** A valid create of each table (settings: the one record, merged), on the driver's ride or for them. */
export function createFields(table: SyncedTable, owner: Owner = { driverId: randomUUID(), rideId: SAMPLE_IDS.bookings.sophieMartin }): Record<string, unknown> {
  switch (table) {
    case 'cars':
      return { name: 'Peugeot 508', category: 'sedan', ...blankTexts('cars'), image: '', passengers: 4, luggage: 2, features: ['WiFi'], pricePerHour: '75.00', rating: '5.0', reviewCount: 0, featured: false, available: true };
    case 'tours':
      return tourFields();
    case 'posts':
      return { ...textsIn('posts', 'fr', { title: 'T', excerpt: 'E', content: 'C', readTime: '1 min' }), category: 'services', published: true };
    case 'bookings':
      return bookingFields();
    case 'remarks':
      return { bookingId: owner.rideId, text: 'Water bottles', color: 'pink', position: 7 };
    case 'contacts':
      return { firstName: 'A', lastName: 'B', email: 'a@b.fr', phone: '+33 1 00 00 00 00', message: 'Hello' };
    case 'settings':
      return { siteName: 'Paris Prestige Chauffeur', siteEmail: 'contact@example.com', sitePhone: '+33 1 84 60 00 00', defaultLanguage: 'fr', enableNotifications: true, enableEmailAlerts: true, inAppNotifications: true, autoBackup: false, maintenanceMode: false, dataRetentionDays: 365, loginNotifications: true, twoFactor: false, vatTransport: '10', vatHourly: '20', tariffs: { sedan: { baseFare: '25.00', perKm: '1.80', perPassenger: '5.00', serviceFeePercent: '10' }, suv: { baseFare: '35.00', perKm: '2.20', perPassenger: '5.00', serviceFeePercent: '10' }, van: { baseFare: '45.00', perKm: '2.60', perPassenger: '4.00', serviceFeePercent: '10' }, coach: { baseFare: '120.00', perKm: '3.50', perPassenger: '2.00', serviceFeePercent: '8' } }, syncUrl: '', company: defaultCompany() };
    case 'rideEvents':
      return { bookingId: owner.rideId, kind: 'en_route', at: new Date().toISOString(), authorId: owner.driverId };
    case 'timeOff':
      return { staffId: owner.driverId, startsAt: '2026-12-24T08:00', endsAt: '2026-12-24T18:00', reason: 'Dentist' };
    case 'downtimes':
      return { carId: SAMPLE_IDS.cars.eClass, startsAt: '2026-12-24T08:00', endsAt: '2026-12-25T18:00', reason: 'inspection' };
    case 'profiles':
      return { name: 'Test driver', phone: '+33 6 00 00 00 02', image: '', role: 'driver', active: true };
    case 'invoices':
      return {
        bookingId: owner.rideId, kind: 'invoice', issueDate: '2026-12-24', serviceDate: '2026-12-24',
        seller: { name: 'Paris Prestige Chauffeur SAS', address: '1 rue de Rivoli, 75001 Paris', siren: '912345678' },
        client: { name: 'Sophie Martin', address: '' }, business: false,
        lines: [{ kind: 'ride', label: 'Transfer CDG - Paris', quantity: 1, unitPrice: '95.00', vatPercent: '10' }],
        vatExempt: false, paymentTerms: 'Payable on receipt',
      };
    case 'clientMessages':
      return { bookingId: owner.rideId, kind: 'confirmed', channel: 'whatsapp', lang: 'fr', recipient: '+33 6 12 34 56 78', body: 'Bonjour', state: 'sent', attempts: 0 };
  }
}

export const PATCHES: Record<SyncedTable, Record<string, unknown>> = {
  cars: { pricePerHour: '80.00' },
  tours: { price: '205.00' },
  posts: { readTimeAr: 'دقيقتان' },
  bookings: { status: 'confirmed' },
  remarks: { text: 'Two water bottles' },
  contacts: { message: 'Hello again' },
  settings: { sitePhone: '+33 1 84 60 00 01' },
  rideEvents: { note: 'Traffic' },
  timeOff: { reason: 'Doctor' },
  downtimes: { note: 'Brakes' },
  profiles: { phone: '+33 6 00 00 00 03' },
  invoices: { paymentTerms: 'Payable in 30 days' },
  clientMessages: { body: 'Bonjour !' },
};
