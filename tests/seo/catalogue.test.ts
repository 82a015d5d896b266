// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { catalogueVersion, loadCatalogue } from '../../server/render/catalogue';
import { SAMPLE_IDS } from '../../src/domain/sample-data';
import { mutation, openPglite, startTestServer, type TestServer } from '../server/harness';

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer(openPglite);
}, 60_000);
afterAll(() => server.close());

describe('loadCatalogue', () => {
  it('holds what a visitor sees, as the catalogue API serves it', async () => {
    const catalogue = await loadCatalogue(server.db);
    const [cars, tours, posts] = await Promise.all(
      ['/api/cars', '/api/tours', '/api/blog-posts'].map((path) => server.request('GET', path)),
    );
    expect(catalogue.cars).toEqual(cars?.body);
    expect(catalogue.tours).toEqual(tours?.body);
    expect(catalogue.posts).toEqual(posts?.body);
    expect(catalogue.posts.every((post) => post.published)).toBe(true);
    expect(catalogue.cars.every((car) => car.available)).toBe(true);
  });

  it('gives the public settings fields only, with their revision', async () => {
    const { settings } = await loadCatalogue(server.db);
    expect(settings?.siteName).toBe('Paris Prestige Chauffeur');
    expect(settings?.rev).toBeGreaterThan(0);
    expect(Object.keys(settings ?? {}).sort()).toEqual(
      ['company', 'createdAt', 'defaultLanguage', 'id', 'maintenanceMode', 'rev', 'siteEmail', 'siteName', 'sitePhone', 'tariffs', 'updatedAt', 'vatHourly', 'vatTransport'],
    );
  });
});

describe('catalogueVersion', () => {
  it('moves when an admin edits a tour, and shows the edit in the next load', async () => {
    const before = await catalogueVersion(server.db);
    expect(await catalogueVersion(server.db)).toBe(before);
    const token = await server.adminToken();
    const id = SAMPLE_IDS.tours.versailles;
    const record = (await server.request('GET', '/api/tours')).body.find((tour: { id: string }) => tour.id === id);
    const res = await server.request('POST', '/api/sync/push', {
      token,
      body: {
        clientId: crypto.randomUUID(),
        schemaVersion: 1,
        mutations: [
          mutation({ seq: 1, table: 'tours', recordId: id, op: 'patch', hlc: server.hlc(), fields: { titleAr: 'فرساي ليلًا' }, baseRev: record.rev }),
        ],
      },
    });
    expect(res.status).toBe(200);
    const after = await catalogueVersion(server.db);
    expect(Number(after)).toBeGreaterThan(Number(before));
    const catalogue = await loadCatalogue(server.db);
    expect(catalogue.tours.find((tour) => tour.id === id)?.titleAr).toBe('فرساي ليلًا');
  });
});
