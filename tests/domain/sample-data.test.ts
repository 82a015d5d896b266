import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { missingLangs, presentLangs } from '../../src/domain/content-lang';
import { tourMinutes } from '../../src/domain/ride-duration';
import { SAMPLE_IDS, sampleData } from '../../src/domain/sample-data';
import { schemaFor } from '../../src/domain/schemas';
import { BOOKING_STATUSES, SETTINGS_ID, SYNCED_TABLES, type Car } from '../../src/domain/types';

const NOW = new Date('2026-11-21T09:30:00.000Z');
const seed = sampleData(NOW);
const byId = <T extends { id: string }>(rows: T[], id: string): T => {
  const row = rows.find((r) => r.id === id);
  if (!row) throw new Error(`missing ${id}`);
  return row;
};

describe('sampleData', () => {
  it('is the same records on every device: fixed ids, same content for the same date', () => {
    expect(sampleData(NOW)).toEqual(seed);
    const other = sampleData(new Date('2027-01-01T00:00:00.000Z'));
    for (const table of SYNCED_TABLES) {
      expect(other[table].map((r) => r.id)).toEqual(seed[table].map((r) => r.id));
    }
    const ids = SYNCED_TABLES.flatMap((t) => seed[t].map((r) => r.id));
    expect(new Set(ids).size).toBe(ids.length);
  });

  it('holds valid records with rev 0, created over the last weeks', () => {
    for (const table of SYNCED_TABLES) {
      for (const record of seed[table]) {
        expect(v.safeParse(schemaFor(table).record, record).success, record.id).toBe(true);
        expect(record.rev).toBe(0);
        const age = NOW.getTime() - Date.parse(record.createdAt);
        expect(age).toBeGreaterThanOrEqual(0);
        expect(age).toBeLessThanOrEqual(70 * 24 * 3_600_000);
      }
    }
  });

  it('has the three public cars at 89.00, 109.00, 129.00 for 4, 7, 8 passengers', () => {
    const publicCars = [SAMPLE_IDS.cars.eClass, SAMPLE_IDS.cars.rangeRoverSport, SAMPLE_IDS.cars.vClass].map((id) =>
      byId(seed.cars, id),
    );
    expect(publicCars.map((c) => [c.name, c.category, c.pricePerHour, c.passengers])).toEqual([
      ['Mercedes-Benz E-Class', 'sedan', '89.00', 4],
      ['Range Rover Sport', 'suv', '109.00', 7],
      ['Mercedes-Benz V-Class', 'van', '129.00', 8],
    ]);
    expect(byId(seed.cars, SAMPLE_IDS.cars.eClass).luggage).toBe(3);
  });

  it('has four admin cars between 115 and 150 per hour, sedan, suv and van, one unavailable', () => {
    const admin = seed.cars.slice(3);
    expect(seed.cars).toHaveLength(7);
    expect(admin.map((c) => [c.name, c.pricePerHour])).toEqual([
      ['Mercedes-Benz S-Class', '150.00'],
      ['BMW X7', '135.00'],
      ['Mercedes Sprinter VIP', '125.00'],
      ['Audi A6', '115.00'],
    ]);
    for (const c of admin) expect(Number(c.pricePerHour)).toBeGreaterThanOrEqual(115);
    for (const c of admin) expect(Number(c.pricePerHour)).toBeLessThanOrEqual(150);
    expect(new Set(admin.map((c) => c.category))).toEqual(new Set(['sedan', 'suv', 'van']));
    expect(admin.filter((c) => !c.available)).toHaveLength(1);
    expect(seed.cars.slice(0, 3).every((c) => c.available)).toBe(true);
    expect(seed.cars.filter((c) => c.featured).length).toBeGreaterThanOrEqual(2);
  });

  it('draws car features from the SPEC list and keeps ratings between 4.6 and 5.0', () => {
    const allowed = new Set([
      'Climate Control',
      'WiFi',
      'Leather Seats',
      'Premium Sound',
      'Safety Plus',
      'Entertainment System',
      'Premium Interior',
      'Refreshments',
      'Luxury Interior',
    ]);
    for (const car of seed.cars) {
      expect(car.features.length).toBeGreaterThan(0);
      for (const f of car.features) expect(allowed.has(f), f).toBe(true);
      expect(Number(car.rating)).toBeGreaterThanOrEqual(4.6);
      expect(Number(car.rating)).toBeLessThanOrEqual(5);
      expect(car.image).toMatch(/^\/images\/cars\/[a-z0-9-]+\.svg$/);
    }
  });

  it('has the three public tours at 299.00, 449.00, 379.00 for 4, 6, 8 participants', () => {
    const publicTours = [SAMPLE_IDS.tours.versailles, SAMPLE_IDS.tours.champagne, SAMPLE_IDS.tours.loireValley].map((id) =>
      byId(seed.tours, id),
    );
    expect(publicTours.map((t) => [t.titleEn, t.price, t.maxParticipants, t.category, t.durationEn, t.image])).toEqual([
      ['Versailles Palace & Gardens', '299.00', 4, 'private', '8 hours', '/images/tours/versailles.svg'],
      ['Champagne Day Trip', '449.00', 6, 'private', 'Full day', '/images/tours/champagne.svg'],
      ['Loire Valley Châteaux', '379.00', 8, 'shared', 'Full day', '/images/tours/loire-valley.svg'],
    ]);
  });

  it('has four admin tours from 280 to 450, 4 to 8 hours, 4 to 6 participants', () => {
    const admin = seed.tours.slice(3);
    expect(admin.map((t) => [t.titleEn, t.price, t.durationEn, t.maxParticipants])).toEqual([
      ['Paris City Highlights', '280.00', '4 hours', 4],
      ['Giverny & Monet’s Gardens', '320.00', '5 hours', 6],
      ['Sidi Bou Said & Carthage', '350.00', '6 hours', 5],
      ['French Riviera: Nice, Èze & Monaco', '450.00', '8 hours', 6],
    ]);
    expect(byId(seed.tours, SAMPLE_IDS.tours.giverny).category).toBe('shared');
  });

  it('has six published posts and one draft across the three categories', () => {
    expect(seed.posts).toHaveLength(7);
    const drafts = seed.posts.filter((p) => !p.published);
    expect(drafts.map((p) => p.image)).toEqual(['/images/posts/wine-tasting.svg']);
    expect(new Set(seed.posts.map((p) => p.category))).toEqual(new Set(['travel-tips', 'destinations', 'services']));
    for (const p of seed.posts) {
      expect(p.readTimeEn).toMatch(/^\d+ min read$/);
      expect(p.contentEn.split('\n\n').length).toBeGreaterThanOrEqual(3);
    }
  });

  it('writes every car, tour and post in French, English and Arabic, lists of the same length', () => {
    for (const [table, records] of [
      ['cars', seed.cars],
      ['tours', seed.tours],
      ['posts', seed.posts],
    ] as const) {
      for (const record of records) {
        expect(missingLangs(table, record), `${table} ${record.id}`).toEqual([]);
        expect(presentLangs(table, record), `${table} ${record.id}`).toEqual(['fr', 'en', 'ar']);
      }
    }
    for (const tour of seed.tours) {
      expect(tour.titleAr).toMatch(/[\u0600-\u06FF]/);
      for (const list of ['highlights', 'itinerary', 'included', 'notIncluded'] as const) {
        const [fr, en, ar] = (['Fr', 'En', 'Ar'] as const).map((suffix) => tour[`${list}${suffix}`].length);
        expect([fr, ar], `${tour.id} ${list}`).toEqual([en, en]);
        expect(en).toBeGreaterThan(0);
      }
      // Dispatch reads a ride's length from the duration in any of the three languages.
      expect(tourMinutes({ durationFr: tour.durationFr, durationEn: '', durationAr: '' }), tour.durationFr).toBe(tourMinutes(tour));
      expect(tourMinutes({ durationFr: '', durationEn: '', durationAr: tour.durationAr }), tour.durationAr).toBe(tourMinutes(tour));
    }
    for (const post of seed.posts) {
      expect(post.contentAr.split('\n\n')).toHaveLength(post.contentEn.split('\n\n').length);
    }
  });

  it('has five bookings covering every status, priced from their car (x2 transfer, x8 otherwise)', () => {
    const specIds: string[] = Object.values(SAMPLE_IDS.bookings);
    const spec = seed.bookings.filter((b) => specIds.includes(b.id));
    expect(spec).toHaveLength(5);
    for (const status of BOOKING_STATUSES) expect(spec.some((b) => b.status === status), status).toBe(true);
    for (const b of spec) {
      const car = byId<Car>(seed.cars, b.vehicleId ?? '');
      const hours = b.serviceType === 'transfer' ? 2 : 8;
      expect(b.totalPrice).toBe((Number(car.pricePerHour) * hours).toFixed(2));
      expect(b.passengers).toBeLessThanOrEqual(car.passengers);
      if (b.tourId) byId(seed.tours, b.tourId);
    }
    expect(spec.some((b) => b.phone.startsWith('+216'))).toBe(true);
    expect(spec.some((b) => b.phone.startsWith('+32'))).toBe(true);
    expect(spec.some((b) => b.phone.startsWith('+33'))).toBe(true);
    expect(spec.some((b) => b.pickupLocation === 'Charles de Gaulle Airport (CDG) Terminal 2E')).toBe(true);
  });

  it('has remarks on existing bookings with cycled colours', () => {
    expect(seed.remarks.length).toBeGreaterThanOrEqual(2);
    for (const r of seed.remarks) byId(seed.bookings, r.bookingId);
    const sophie = seed.remarks.filter((r) => r.bookingId === SAMPLE_IDS.bookings.sophieMartin);
    expect(sophie.map((r) => [r.position, r.color])).toEqual([
      [0, 'blue'],
      [1, 'green'],
    ]);
  });

  it('has the settings defaults and one contact message', () => {
    expect(seed.settings).toHaveLength(1);
    const settings = seed.settings[0];
    expect(settings).toMatchObject({
      id: SETTINGS_ID,
      siteName: 'Paris Prestige Chauffeur',
      siteEmail: 'contact@paris-prestige-chauffeur.fr',
      sitePhone: '+33 1 84 60 00 00',
      defaultLanguage: 'fr',
      enableNotifications: true,
      enableEmailAlerts: true,
      inAppNotifications: true,
      autoBackup: false,
      maintenanceMode: false,
      dataRetentionDays: 365,
      loginNotifications: true,
      twoFactor: false,
      vatTransport: '10',
      vatHourly: '20',
      syncUrl: '',
    });
    expect(settings?.tariffs.sedan).toEqual({ baseFare: '25.00', perKm: '1.80', perPassenger: '5.00', serviceFeePercent: '10' });
    expect(Object.keys(settings?.tariffs ?? {})).toEqual(['sedan', 'suv', 'van', 'coach']);
    expect(seed.contacts).toHaveLength(1);
  });
});
