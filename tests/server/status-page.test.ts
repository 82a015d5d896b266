// @vitest-environment node
// The client's status page (/:lang/booking/status/:token) on PGlite: the token the server gives and
// devices cannot set, the page's facts and states as the ride goes, a 404 that tells nothing, noindex,
// the rate limit per address, and a signed-in customer's bookings with the same states.

import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bookingReference } from '../../src/domain/booking-reference';
import { addDays, parisToday } from '../../src/domain/paris-time';
import { STATUS_TOKEN_RE } from '../../src/domain/client-status';
import { SAMPLE_IDS } from '../../src/domain/sample-data';
import { backfillStatusTokens } from '../../server/status/status-token';
import { bookingFields, mutation, openPglite, startTestServer, type TestServer } from './harness';

/** Three weeks ahead: a pickup the public endpoint takes whatever the day the suite runs. */
const PICKUP_DAY = addDays(parisToday(new Date()), 21);
/** That day as a client reads it, e.g. 'Thursday, 24 December 2026' or 'jeudi 24 décembre 2026'. */
const longDay = (locale: string) =>
  new Intl.DateTimeFormat(locale, { weekday: 'long', day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' }).format(
    Date.parse(`${PICKUP_DAY}T12:00:00Z`),
  );

function visitorBooking(overrides: Record<string, unknown> = {}): Record<string, unknown> & { id: string } {
  return {
    id: randomUUID(),
    idempotencyKey: randomUUID(),
    firstName: 'Léa',
    lastName: 'Martin',
    email: 'lea@example.com',
    phone: '+33 6 12 34 56 78',
    pickupLocation: 'Aéroport Charles de Gaulle, Terminal 2E',
    dropoffLocation: 'Hôtel Le Meurice',
    pickupDate: PICKUP_DAY,
    pickupTime: '09:30',
    serviceType: 'transfer',
    vehicleId: SAMPLE_IDS.cars.rangeRoverSport,
    passengers: 2,
    luggage: 2,
    ...overrides,
  };
}

describe('the client status page', () => {
  let s: TestServer;
  let seq = 0;
  const clientId = randomUUID();

  beforeAll(async () => {
    s = await startTestServer(openPglite);
    // Its pickup is to come (the server refuses one already over).
    s.clock.set(new Date('2026-11-20T10:00:00Z'));
  });
  afterAll(async () => {
    await s?.close();
  });

  async function push(token: string, table: string, recordId: string, op: 'create' | 'patch', fields: Record<string, unknown>) {
    const res = await s.request('POST', '/api/sync/push', {
      token,
      body: { clientId, schemaVersion: 1, mutations: [mutation({ seq: ++seq, table, recordId, op, fields, hlc: s.hlc(seq) })] },
    });
    expect(res.status).toBe(200);
    return res.body.results[0] as { status: string; reason?: string };
  }

  async function tokenOf(id: string): Promise<string | null> {
    const { rows } = await s.db.query<{ status_token: string | null }>('select status_token from bookings where id = $1', [id]);
    return rows[0]?.status_token ?? null;
  }

  async function book(overrides: Record<string, unknown> = {}) {
    const body = visitorBooking(overrides);
    const res = await s.request('POST', '/api/public/bookings', { body });
    expect(res.status).toBe(201);
    return { id: body.id, token: res.body.statusToken as string, body };
  }

  const page = (token: string, lang = 'en') => s.request('GET', `/${lang}/booking/status/${token}`);
  const stateOf = (html: string) => /data-state="([a-z_]+)"/.exec(html)?.[1];

  it('gives a visitor their booking’s token in the answer, the same one again on a retry', async () => {
    const { id, token, body } = await book();
    expect(token).toMatch(STATUS_TOKEN_RE);
    expect(Buffer.from(token, 'base64url').length).toBeGreaterThanOrEqual(16);
    expect(await tokenOf(id)).toBe(token);
    const again = await s.request('POST', '/api/public/bookings', { body });
    expect(again.body.statusToken).toBe(token);
  });

  it('shows the booking’s facts and state, not indexed, reloading itself, in the visitor’s language', async () => {
    const { token } = await book();
    const res = await page(token);
    expect(res.status).toBe(200);
    expect(res.headers.get('X-Robots-Tag')).toContain('noindex');
    expect(res.headers.get('Cache-Control')).toBe('no-store');
    expect(res.text).toContain('<meta name="robots" content="noindex, nofollow">');
    expect(res.text).toMatch(/<meta http-equiv="refresh" content="30">/);
    expect(res.text).toMatch(/#WB\d{6}/);
    expect(res.text).toContain(longDay('en-GB'));
    expect(res.text).toContain('09:30');
    expect(res.text).toContain('Aéroport Charles de Gaulle, Terminal 2E');
    expect(res.text).toContain('Hôtel Le Meurice');
    expect(res.text).toContain('+33 1 84 60 00 00');
    expect(res.text).toContain('https://wa.me/33184600000');
    expect(stateOf(res.text)).toBe('received');
    expect(res.text).toContain('>Received<');
    expect(res.text).not.toContain('<script');

    const ar = await page(token, 'ar');
    expect(ar.text).toContain('<html lang="ar" dir="rtl">');
    expect(ar.text).toContain('تم الاستلام');
    const fr = await page(token, 'fr');
    expect(fr.text).toContain('<html lang="fr" dir="ltr">');
    expect(fr.text).toContain(longDay('fr-FR'));
  });

  it('answers a wrong or malformed token with a 404 that names no booking', async () => {
    const { token } = await book({ pickupLocation: 'Gare du Nord, quai 3' });
    const wrong = `${token.slice(0, -2)}${token.endsWith('AA') ? 'BB' : 'AA'}`;
    for (const bad of [wrong, 'short', '%27%20or%201%3D1', 'x'.repeat(80)]) {
      const res = await page(bad);
      expect(res.status, bad).toBe(404);
      expect(res.headers.get('X-Robots-Tag')).toContain('noindex');
      expect(res.text).not.toContain('Gare du Nord');
      expect(res.text).not.toMatch(/#WB\d{6}/);
    }
  });

  it('says the reference the visitor was given: the device’s recent creation time is kept, an implausible one is not', async () => {
    const made = new Date(s.clock.now().getTime() - 3 * 3600_000).toISOString();
    const recent = await book({ createdAt: made });
    expect((await page(recent.token)).text).toContain(bookingReference(made));
    const old = new Date(s.clock.now().getTime() - 90 * 24 * 3600_000).toISOString();
    const backdated = await book({ createdAt: old });
    const { rows } = await s.db.query<{ created_at: Date }>('select created_at from bookings where id = $1', [backdated.id]);
    expect(rows[0]!.created_at.toISOString()).toBe(s.clock.now().toISOString());
    const future = await book({ createdAt: new Date(s.clock.now().getTime() + 3600_000).toISOString() });
    const later = await s.db.query<{ created_at: Date }>('select created_at from bookings where id = $1', [future.id]);
    expect(later.rows[0]!.created_at.toISOString()).toBe(s.clock.now().toISOString());
  });

  it('shows one booking only: nothing of another client’s', async () => {
    const mine = await book({ pickupLocation: '12 rue de la Paix', firstName: 'Anne' });
    await book({ pickupLocation: '8 avenue Montaigne', firstName: 'Zoé', email: 'zoe@example.com' });
    const res = await page(mine.token);
    expect(res.text).toContain('12 rue de la Paix');
    expect(res.text).not.toContain('8 avenue Montaigne');
    expect(res.text).not.toContain('zoe@example.com');
    expect(res.text).not.toContain('lea@example.com');
    expect(res.text).not.toContain('+33 6 12 34 56 78');
  });

  it('gives a token to a booking made by a push; no device sets or changes it', async () => {
    const admin = await s.adminToken();
    const id = randomUUID();
    expect((await push(admin, 'bookings', id, 'create', bookingFields({ statusToken: 'A'.repeat(32) }))).status).toBe('applied');
    const token = await tokenOf(id);
    expect(token).toMatch(STATUS_TOKEN_RE);
    expect(token).not.toBe('A'.repeat(32));
    expect((await push(admin, 'bookings', id, 'patch', { statusToken: 'B'.repeat(32), specialRequests: 'Water' })).status).toBe('applied');
    expect(await tokenOf(id)).toBe(token);
    // The device that made it receives it with its next pull.
    const changes: { table: string; id: string; data: Record<string, unknown> }[] = [];
    let cursor: unknown = null;
    for (;;) {
      const pulled = await s.request('POST', '/api/sync/pull', { token: admin, body: { cursor, limit: 1000 } });
      expect(pulled.status).toBe(200);
      changes.push(...pulled.body.changes);
      cursor = pulled.body.cursor;
      if (!pulled.body.hasMore) break;
    }
    expect(changes.find((c) => c.table === 'bookings' && c.id === id)?.data.statusToken).toBe(token);
  });

  it('gives one at start to bookings stored without one', async () => {
    const admin = await s.adminToken();
    const id = randomUUID();
    await push(admin, 'bookings', id, 'create', bookingFields());
    await s.db.query('update bookings set status_token = null where id = $1', [id]);
    expect(await backfillStatusTokens(s.db, s.clock.now(), 'abcdef0123456789')).toBeGreaterThanOrEqual(1);
    expect(await tokenOf(id)).toMatch(STATUS_TOKEN_RE);
  });

  it('follows the ride: confirmed, driver assigned with first name, car and plate, on the way, on location, done', async () => {
    const admin = await s.adminToken();
    const { id, token } = await book();
    await push(admin, 'bookings', id, 'patch', { status: 'confirmed' });
    expect(stateOf((await page(token)).text)).toBe('confirmed');

    const driver = await s.request('POST', '/api/staff', { token: admin, body: { username: `karim-${seq}`, name: 'Karim Benali', role: 'driver', password: 'a-good-password' } });
    expect(driver.status).toBe(201);
    await push(admin, 'bookings', id, 'patch', { driverId: driver.body.id, assignedVehicleId: SAMPLE_IDS.cars.rangeRoverSport });
    const assigned = (await page(token)).text;
    expect(stateOf(assigned)).toBe('assigned');
    expect(assigned).toContain('Karim');
    expect(assigned).not.toContain('Benali');
    const { rows } = await s.db.query<{ name: string; plate: string }>('select name, plate from cars where id = $1', [SAMPLE_IDS.cars.rangeRoverSport]);
    expect(assigned).toContain(rows[0]!.name);
    expect(assigned).toContain(rows[0]!.plate);

    const at = (minutes: number) => new Date(s.clock.now().getTime() + minutes * 60_000).toISOString();
    const event = (kind: string, minutes: number) => push(admin, 'rideEvents', randomUUID(), 'create', { bookingId: id, kind, at: at(minutes), authorId: driver.body.id });
    await event('en_route', 1);
    expect(stateOf((await page(token)).text)).toBe('on_the_way');
    await event('on_location', 2);
    const there = (await page(token)).text;
    expect(stateOf(there)).toBe('on_location');
    // No map, no position.
    expect(there).not.toMatch(/\blat\b|\blng\b|latitude|maps\.google|openstreetmap|leaflet/i);
    await event('on_board', 3);
    await event('done', 4);
    const done = (await page(token)).text;
    expect(stateOf(done)).toBe('done');
    expect(done).not.toContain('Karim');
  });

  it('says cancelled once the office cancels', async () => {
    const { id, token } = await book();
    await push(await s.adminToken(), 'bookings', id, 'patch', { status: 'cancelled' });
    const res = await page(token);
    expect(stateOf(res.text)).toBe('cancelled');
    expect(res.text).toContain('>Cancelled<');
  });

  it('shows a signed-in customer’s bookings with the same states', async () => {
    const customer = await s.makeCustomer();
    const body = visitorBooking();
    expect((await s.request('POST', '/api/public/bookings', { token: customer.token, body })).status).toBe(201);
    await push(await s.adminToken(), 'bookings', body.id, 'patch', { status: 'confirmed' });
    const res = await s.request('GET', '/api/customers/me/bookings', { token: customer.token });
    expect(res.status).toBe(200);
    const mine = (res.body.bookings as { id: string; progress: unknown; statusToken: string }[]).find((b) => b.id === body.id);
    expect(mine?.progress).toEqual({ state: 'confirmed' });
    expect(mine?.statusToken).toMatch(STATUS_TOKEN_RE);
  });
});

describe('the status page’s rate limit', () => {
  let s: TestServer;
  beforeAll(async () => {
    s = await startTestServer(openPglite, { trustProxy: true, limits: { publicReadsPerMinute: 3 } });
  });
  afterAll(async () => {
    await s?.close();
  });

  it('refuses an address past its limit, wrong tokens counted too, and not another address', async () => {
    const from = (address: string) => ({ headers: { 'X-Forwarded-For': address } });
    for (let i = 0; i < 3; i++) expect((await s.request('GET', `/fr/booking/status/${'Q'.repeat(32)}`, from('203.0.113.7'))).status).toBe(404);
    const refused = await s.request('GET', `/fr/booking/status/${'Q'.repeat(32)}`, from('203.0.113.7'));
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('Retry-After'))).toBeGreaterThan(0);
    expect(refused.text).toContain('Trop de demandes');
    expect((await s.request('GET', `/fr/booking/status/${'Q'.repeat(32)}`, from('203.0.113.8'))).status).toBe(404);
  });
});
