// The fleet query on the seeded database: each filter, each sort, the home page's tabs, and the
// live query following changes.
import { render, screen, waitFor } from '@testing-library/react';
import { act } from 'react';
import { describe, expect, it } from 'vitest';
import { DbProvider } from '../../src/db/db-context';
import { listFleet, listFleetTab, useFleet } from '../../src/features/fleet/queries';
import { createRecord, patchRecord } from '../../src/db/repository';
import { defaultFleetFilters, type FleetFilters } from '../../src/features/fleet/filters';
import { SAMPLE_IDS } from '../../src/domain/sample-data';
import { freshDb } from '../db/helpers';
import { exactly } from '../exactly';
import { blankTexts } from '../../src/domain/content-lang';

const C = SAMPLE_IDS.cars;
const NAME: Record<string, string> = {
  [C.eClass]: 'E-Class',
  [C.rangeRoverSport]: 'Range Rover',
  [C.vClass]: 'V-Class',
  [C.sClass]: 'S-Class',
  [C.bmwX7]: 'X7',
  [C.sprinterVip]: 'Sprinter',
  [C.audiA6]: 'A6',
};

async function seeded() {
  const db = freshDb();
  await db.open();
  return db;
}

async function names(filters: Partial<FleetFilters>, db?: Awaited<ReturnType<typeof seeded>>) {
  const cars = await listFleet(db ?? (await seeded()), { ...defaultFleetFilters(), ...filters });
  return cars.map((car) => NAME[car.id] ?? car.name);
}

describe('listFleet', () => {
  it('lists every car, unavailable ones included, oldest in the fleet first', async () => {
    expect(await names({})).toEqual(['E-Class', 'Range Rover', 'V-Class', 'S-Class', 'X7', 'Sprinter', 'A6']);
  });

  it('filters by price per hour, the ends of the range being open', async () => {
    expect(await names({ price: [89, 124] })).toEqual(['E-Class', 'Range Rover', 'A6']);
    // The top at 129 means '129 and above': the dearer cars stay.
    expect(await names({ price: [109, 129] })).toEqual(['Range Rover', 'V-Class', 'S-Class', 'X7', 'Sprinter', 'A6']);
    expect(await names({ price: [114, 119] })).toEqual(['A6']);
  });

  it('filters by passengers', async () => {
    expect(await names({ passengers: [6, 8] })).toEqual(['Range Rover', 'V-Class', 'X7', 'Sprinter']);
    expect(await names({ passengers: [4, 6] })).toEqual(['E-Class', 'S-Class', 'X7', 'A6']);
    expect(await names({ passengers: [7, 7] })).toEqual(['Range Rover']);
  });

  it('filters by minimum rating', async () => {
    expect(await names({ minRating: 4.9 })).toEqual(['E-Class', 'V-Class', 'S-Class']);
    expect(await names({ minRating: 5 })).toEqual(['S-Class']);
  });

  it('filters by categories, through the category index, keeping the default order', async () => {
    expect(await names({ categories: ['suv'] })).toEqual(['Range Rover', 'X7']);
    expect(await names({ categories: ['sedan', 'van'] })).toEqual(['E-Class', 'V-Class', 'S-Class', 'Sprinter', 'A6']);
  });

  it('filters by features: a car must have every one chosen', async () => {
    expect(await names({ features: ['Luxury Interior'] })).toEqual(['S-Class']);
    expect(await names({ features: ['WiFi', 'Safety Plus'] })).toEqual(['Range Rover', 'X7', 'A6']);
    expect(await names({ features: ['Entertainment System', 'Premium Interior'] })).toEqual(['Sprinter']);
  });

  it('matches features however a car writes them', async () => {
    const db = await seeded();
    await createRecord(db, 'cars', {
      name: 'Peugeot Traveller',
      category: 'van',
      ...blankTexts('cars'),
      image: '',
      passengers: 8,
      luggage: 6,
      features: [' luxury  interior', 'Massage seats'],
      pricePerHour: '99.00',
      rating: '4.5',
      reviewCount: 3,
      featured: false,
      available: true,
    });
    expect(await names({ features: ['Luxury Interior'] }, db)).toEqual(['S-Class', 'Peugeot Traveller']);
  });

  it('quick filters: Available Now leaves out unavailable cars, Featured Only keeps featured ones', async () => {
    expect(await names({ availableNow: true })).toEqual(['E-Class', 'Range Rover', 'V-Class', 'S-Class', 'X7', 'Sprinter']);
    expect(await names({ featuredOnly: true })).toEqual(['E-Class', 'V-Class', 'S-Class']);
  });

  it('sorts by popularity (reviews), rating, and price both ways', async () => {
    expect(await names({ sort: 'popular' })).toEqual(['V-Class', 'E-Class', 'Range Rover', 'S-Class', 'X7', 'A6', 'Sprinter']);
    // Equal ratings: the more reviewed first.
    expect(await names({ sort: 'rating' })).toEqual(['S-Class', 'V-Class', 'E-Class', 'Range Rover', 'X7', 'Sprinter', 'A6']);
    expect(await names({ sort: 'low-price' })).toEqual(['E-Class', 'Range Rover', 'A6', 'Sprinter', 'V-Class', 'X7', 'S-Class']);
    expect(await names({ sort: 'high-price' })).toEqual(['S-Class', 'X7', 'V-Class', 'Sprinter', 'A6', 'Range Rover', 'E-Class']);
  });

  it('combines filters and sort', async () => {
    expect(await names({ categories: ['sedan'], availableNow: true, sort: 'high-price' })).toEqual(['S-Class', 'E-Class']);
    expect(await names({ categories: ['suv'], minRating: 4.9 })).toEqual([]);
  });
});

describe('listFleetTab', () => {
  it('shows bookable cars first, featured ones first among them, up to the limit', async () => {
    const db = await seeded();
    const all = await listFleetTab(db, 'all', 6);
    expect(all.map((c) => NAME[c.id])).toEqual(['E-Class', 'V-Class', 'S-Class', 'Range Rover', 'X7', 'Sprinter']);
    const sedans = await listFleetTab(db, 'sedan', 6);
    expect(sedans.map((c) => NAME[c.id])).toEqual(['E-Class', 'S-Class', 'A6']);
    expect((await listFleetTab(db, 'van', 1)).map((c) => NAME[c.id])).toEqual(['V-Class']);
  });
});

function Names({ filters }: { filters: FleetFilters }) {
  const cars = useFleet(filters);
  return <p>{cars ? cars.map((c) => c.name).join(', ') : 'Loading'}</p>;
}

describe('useFleet', () => {
  it('follows changes to the cars while filtered', async () => {
    const db = await seeded();
    const filters: FleetFilters = { ...defaultFleetFilters(), availableNow: true, categories: ['van'] };
    render(
      <DbProvider db={db}>
        <Names filters={filters} />
      </DbProvider>,
    );
    expect(await screen.findByText(/Sprinter/)).toHaveTextContent(exactly('Mercedes-Benz V-Class, Mercedes Sprinter VIP'));
    await act(async () => {
      await patchRecord(db, 'cars', C.sprinterVip, { available: false });
    });
    await waitFor(() => expect(screen.getByText(/V-Class/)).toHaveTextContent(exactly('Mercedes-Benz V-Class')));
  });
});
