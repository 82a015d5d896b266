// The page's catalogue snapshot: the public screens render from it before the device database is
// open, its queries give the device's answers for the same records, the page carries it safely, and
// the screens move to the device only once the device has caught up with it.
import { act, screen, waitFor } from '@testing-library/react';
import { Route, Routes } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { CatalogueSnapshotProvider, catalogueJson, readCatalogueSnapshot, type CatalogueSnapshot } from '../../src/db/catalogue-snapshot';
import type { AppDb } from '../../src/db/db';
import { DbProvider } from '../../src/db/db-context';
import { useCars } from '../../src/db/hooks';
import { listFleet, listFleetTab, selectFleet } from '../../src/features/fleet/queries';
import { listPublishedPosts, usePublishedPosts } from '../../src/features/blog/queries';
import { patchRecord } from '../../src/db/repository';
import { setSyncValue } from '../../src/db/sync-state';
import { listTours, selectTours, TOUR_SORTS } from '../../src/features/tours/queries';
import { defaultFleetFilters, FLEET_SORTS, type FleetFilters } from '../../src/features/fleet/filters';
import { SAMPLE_IDS } from '../../src/domain/sample-data';
import { POST_CATEGORIES, TOUR_CATEGORIES } from '../../src/domain/types';
import { FleetPage } from '../../src/features/fleet/fleet-page';
import { freshDb } from '../db/helpers';
import { renderAt } from './render';
import { exactly } from '../exactly';

async function seeded() {
  const db = freshDb();
  await db.open();
  return db;
}

/** The device's records as a page would carry them. */
async function snapshotOf(db: AppDb, version = 5): Promise<CatalogueSnapshot> {
  return {
    cars: await db.cars.toArray(),
    tours: await db.tours.toArray(),
    posts: (await db.posts.toArray()).filter((post) => post.published),
    settings: (await db.settings.toArray())[0] ?? null,
    version,
  };
}

const ids = (records: { id: string }[]) => records.map((record) => record.id);

describe('snapshot queries', () => {
  it('give the device queries\u2019 answers for the same records', async () => {
    const db = await seeded();
    const page = await snapshotOf(db);
    const filters: Partial<FleetFilters>[] = [
      {},
      { categories: ['suv', 'sedan'] },
      { availableNow: true },
      { minRating: 5 },
      { search: 'classe' },
      ...FLEET_SORTS.map((sort) => ({ sort })),
    ];
    for (const f of filters) {
      const all = { ...defaultFleetFilters(), ...f };
      expect(ids(selectFleet(page.cars, all))).toEqual(ids(await listFleet(db, all)));
    }
    expect(ids(selectFleet(page.cars, { ...defaultFleetFilters(), categories: ['van'] }).slice(0, 2))).toEqual(
      ids(await listFleetTab(db, 'van', 2)),
    );
    for (const category of [null, ...TOUR_CATEGORIES]) {
      for (const sort of TOUR_SORTS) {
        for (const search of ['', 'jardins', 'قصر']) {
          expect(ids(selectTours(page.tours, { category, sort, search }))).toEqual(ids(await listTours(db, { category, sort, search })));
        }
      }
    }
    const postFilters = [...[null, ...POST_CATEGORIES].map((category) => ({ category, search: '' })), { category: null, search: 'paris' }];
    for (const { category, search } of postFilters) {
      const device = await listPublishedPosts(db, { category, sort: 'oldest', search });
      expect(device.length).toBeGreaterThan(0);
      function Titles() {
        const posts = usePublishedPosts({ category, sort: 'oldest', search });
        return <output aria-label="posts">{posts?.map((post) => post.id).join(',')}</output>;
      }
      const view = await renderAt(
        '/en',
        <DbProvider db={null}>
          <CatalogueSnapshotProvider snapshot={page}>
            <Titles />
          </CatalogueSnapshotProvider>
        </DbProvider>,
      );
      expect(screen.getByLabelText('posts')).toHaveTextContent(exactly(ids(device).join(',')));
      view.unmount();
    }
  });
});

describe('the page carries its snapshot', () => {
  it('as JSON that no record can break out of, read back equal', async () => {
    const db = await seeded();
    const page = await snapshotOf(db);
    page.posts[0] = { ...page.posts[0]!, titleEn: '</script><script>alert(1)</script>' };
    const json = catalogueJson(page);
    expect(json).not.toContain('<');
    document.body.innerHTML = `<script type="application/json" id="catalogue">${json}</script>`;
    expect(readCatalogueSnapshot()).toEqual(page);
    document.body.innerHTML = '<script type="application/json" id="catalogue">{"cars":</script>';
    expect(readCatalogueSnapshot()).toBeNull();
    document.body.innerHTML = '';
  });
});

/** What the device itself holds, read without the snapshot. */
function DeviceCars() {
  const cars = useCars();
  return <output aria-label="device">{cars?.map((car) => car.name).join(', ')}</output>;
}

function fleetAt(db: AppDb | null, page: CatalogueSnapshot) {
  return renderAt(
    '/en/fleet',
    <DbProvider db={db}>
      <CatalogueSnapshotProvider snapshot={page}>
        <Routes>
          <Route path="/:lang/fleet" element={<FleetPage />} />
        </Routes>
      </CatalogueSnapshotProvider>
      {db && <DeviceCars />}
    </DbProvider>,
    'en',
    ['fleet'],
  );
}

describe('public screens', () => {
  it('render from the snapshot without a device database', async () => {
    const page = await snapshotOf(await seeded());
    await fleetAt(null, { ...page, cars: page.cars.filter((car) => car.id !== SAMPLE_IDS.cars.audiA6) });
    expect(screen.getByRole('link', { name: 'Mercedes-Benz E-Class' })).toHaveAttribute('href', `/en/car/${SAMPLE_IDS.cars.eClass}`);
    expect(screen.getByText('6 vehicles found')).toBeVisible();
  });

  it('keep the snapshot while the device is behind it, then follow the device once it caught up', async () => {
    const db = await seeded();
    const page = await snapshotOf(db, 40);
    // The device holds an older name than the page (it has pulled up to version 30 only).
    await patchRecord(db, 'cars', SAMPLE_IDS.cars.eClass, { name: 'Old E-Class' });
    await setSyncValue(db, 'cursor', { v: 30 });
    await fleetAt(db, page);
    const eClass = () => screen.getByRole('link', { name: /E-Class$/ }).textContent;
    expect(eClass()).toBe('Mercedes-Benz E-Class');
    // The device has answered its queries: the page's records stay.
    await waitFor(() => expect(screen.getByLabelText('device')).toHaveTextContent(/^Old E-Class, /));
    expect(eClass()).toBe('Mercedes-Benz E-Class');

    await act(async () => {
      await patchRecord(db, 'cars', SAMPLE_IDS.cars.eClass, { name: 'Pulled E-Class' });
      await setSyncValue(db, 'cursor', { v: 41 });
    });
    await waitFor(() => expect(eClass()).toBe('Pulled E-Class'));
  });
});
