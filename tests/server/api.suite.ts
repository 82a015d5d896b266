// Accounts, visitors' submissions, catalogue and attachments, with the security promises around them.

import { createHash, randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { passwordHashParams } from '../../server/accounts/passwords';
import { SAMPLE_IDS } from '../../src/domain/sample-data';
import { bookingFields, checksum, startTestServer, TEST_ADMIN, tourFields, type OpenDb, type TestServer } from './harness';

const DAY = 24 * 3600 * 1000;
const PNG = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 73, 72, 68, 82]);

/** A visitor's booking as the device sends it: business fields, its id and the submission's idempotency key. */
type PublicBooking = Record<string, unknown> & { id: string; pickupDate: string; pickupTime: string };
function publicBooking(overrides: Record<string, unknown> = {}): PublicBooking {
  const { totalPrice: _t, status: _s, source: _src, vatKind: _v, ...fields } = bookingFields();
  const booking: Record<string, unknown> = { id: randomUUID(), ...fields, idempotencyKey: randomUUID(), ...overrides };
  return booking as PublicBooking;
}

export function describeApi(engine: string, open: OpenDb) {
  describe(`API on ${engine}`, () => {
    let s: TestServer;
    let admin: string;
    beforeAll(async () => {
      s = await startTestServer(open, { trustProxy: true });
      admin = await s.adminToken();
    });
    afterAll(async () => {
      await s?.close();
    });

    describe('staff sign-in', () => {
      it('answers a token, the user and the expiry, and /me tells who is signed in', async () => {
        const res = await s.request('POST', '/api/auth/login', { body: { username: 'ADMIN', password: TEST_ADMIN.password } });
        expect(res.status).toBe(200);
        expect(res.body).toEqual({
          token: expect.stringMatching(/^[A-Za-z0-9_-]{43}$/),
          user: { id: expect.any(String), username: 'admin', name: 'Administrator', role: 'admin' },
          expiresAt: new Date(s.clock.now().getTime() + 30 * DAY).toISOString(),
        });
        const me = await s.request('GET', '/api/auth/me', { token: res.body.token });
        expect(me.body).toEqual({ user: res.body.user });
      });

      it.each([
        ['a wrong password', { username: 'admin', password: 'wrong-password' }],
        ['an unknown user', { username: 'nobody', password: TEST_ADMIN.password }],
      ])('refuses %s with the same 401', async (_label, body) => {
        const res = await s.request('POST', '/api/auth/login', { body, headers: { 'X-Forwarded-For': `10.1.0.${Math.floor(Math.random() * 200)}` } });
        expect(res.status).toBe(401);
        expect(res.body).toEqual({ error: 'Invalid username or password' });
      });

      it('ends the session on logout', async () => {
        const token = await s.login('admin', TEST_ADMIN.password);
        expect((await s.request('POST', '/api/auth/logout', { token })).status).toBe(200);
        const after = await s.request('GET', '/api/auth/me', { token });
        expect(after.status).toBe(401);
        expect(after.body.error).toMatch(/sign in again/);
      });

      it('stores scrypt hashes with their parameters, and only hashes of tokens', async () => {
        const fresh = await startTestServer(open, { passwordCost: 15 });
        try {
          const token = await fresh.login('admin', TEST_ADMIN.password);
          const { rows } = await fresh.db.query<{ password_hash: string }>("select password_hash from staff where username = 'admin'");
          const hash = rows[0]?.password_hash ?? '';
          expect(hash).toMatch(/^scrypt\$15\$8\$2\$[A-Za-z0-9_-]{22}\$[A-Za-z0-9_-]{43}$/);
          expect(passwordHashParams(hash)).toEqual({ log2n: 15, r: 8, p: 2 });
          expect(hash).not.toContain(TEST_ADMIN.password);
          const sessions = await fresh.db.query<Record<string, unknown>>('select * from sessions');
          expect(sessions.rows.map((r) => r.token_hash)).toEqual([createHash('sha256').update(token).digest('hex')]);
          expect(JSON.stringify(sessions.rows)).not.toContain(token);
          const customer = await fresh.makeCustomer('customer-secret-1');
          const c = await fresh.db.query<{ password_hash: string }>('select password_hash from customers where id = $1', [customer.id]);
          expect(c.rows[0]?.password_hash).toMatch(/^scrypt\$15\$/);
          expect(JSON.stringify(await checksum(fresh.db, []))).not.toContain('customer-secret-1');
        } finally {
          await fresh.close();
        }
      });

      it('expires sessions: staff ones slide with use, customer ones do not', async () => {
        const staff = await s.makeStaff('driver');
        const customer = await s.makeCustomer();
        const start = s.clock.now();
        try {
          s.clock.advance(20 * DAY);
          expect((await s.request('GET', '/api/auth/me', { token: staff.token })).status).toBe(200);
          expect((await s.request('GET', '/api/customers/me', { token: customer.token })).status).toBe(200);
          s.clock.advance(20 * DAY);
          expect((await s.request('GET', '/api/auth/me', { token: staff.token })).status).toBe(200);
          expect((await s.request('GET', '/api/customers/me', { token: customer.token })).status).toBe(401);
          s.clock.advance(31 * DAY);
          expect((await s.request('GET', '/api/auth/me', { token: staff.token })).status).toBe(401);
        } finally {
          s.clock.set(start);
        }
      });

      it('changes the password with the current one, and ends the other sessions', async () => {
        const fresh = await startTestServer(open, { seed: false });
        try {
          const token = await fresh.adminToken();
          const wrong = await fresh.request('POST', '/api/auth/password', {
            token,
            body: { currentPassword: 'not-it', newPassword: 'a-new-password' },
          });
          expect(wrong.status).toBe(403);
          expect(wrong.body).toEqual({ error: 'Current password is incorrect' });
          const short = await fresh.request('POST', '/api/auth/password', {
            token,
            body: { currentPassword: TEST_ADMIN.password, newPassword: 'short' },
          });
          expect(short.status).toBe(400);
          expect(short.body.error).toBe('newPassword: Password must be at least 8 characters');
          const other = await fresh.login('admin', TEST_ADMIN.password);
          const ok = await fresh.request('POST', '/api/auth/password', {
            token,
            body: { currentPassword: TEST_ADMIN.password, newPassword: 'a-new-password' },
          });
          expect(ok.status).toBe(200);
          // The device that changed it stays signed in; the others must sign in again.
          expect((await fresh.request('GET', '/api/auth/me', { token })).status).toBe(200);
          expect((await fresh.request('GET', '/api/auth/me', { token: other })).status).toBe(401);
          await fresh.login('admin', 'a-new-password');
        } finally {
          await fresh.close();
        }
      });

      it('limits failed sign-ins per address and per user name to 10 a minute', async () => {
        const fresh = await startTestServer(open, { seed: false, trustProxy: true });
        const attempt = (username: string, password: string, ip: string) =>
          fresh.request('POST', '/api/auth/login', { body: { username, password }, headers: { 'X-Forwarded-For': `203.0.113.9, ${ip}` } });
        try {
          for (let i = 0; i < 10; i++) expect((await attempt('admin', `wrong-${i}`, '198.51.100.1')).status).toBe(401);
          const limited = await attempt('admin', TEST_ADMIN.password, '198.51.100.1');
          expect(limited.status).toBe(429);
          expect(limited.body).toEqual({ error: 'Too many sign-in attempts. Please wait a minute and try again.' });
          expect(Number(limited.headers.get('Retry-After'))).toBeGreaterThan(0);
          // Per user name: another address gets no further with this name, but may sign in as someone else.
          expect((await attempt('admin', TEST_ADMIN.password, '198.51.100.2')).status).toBe(429);
          expect((await attempt('someone', 'whatever-1', '198.51.100.2')).status).toBe(401);
          // Per address: ten failures on different names close that address.
          for (let i = 0; i < 9; i++) await attempt(`user${i}`, 'whatever-1', '198.51.100.3');
          await attempt('user9', 'whatever-1', '198.51.100.3');
          expect((await attempt('other', 'whatever-1', '198.51.100.3')).status).toBe(429);
          fresh.clock.advance(61_000);
          expect((await attempt('admin', TEST_ADMIN.password, '198.51.100.1')).status).toBe(200);
        } finally {
          await fresh.close();
        }
      });

      it('limits customer sign-ins the same way', async () => {
        const customer = await s.makeCustomer();
        const headers = { 'X-Forwarded-For': '192.0.2.77' };
        for (let i = 0; i < 10; i++) {
          const res = await s.request('POST', '/api/customers/login', { body: { email: customer.email, password: `nope-${i}` }, headers });
          expect(res.status).toBe(401);
          expect(res.body).toEqual({ error: 'Invalid email or password' });
        }
        const res = await s.request('POST', '/api/customers/login', { body: { email: customer.email, password: 'a-good-password' }, headers });
        expect(res.status).toBe(429);
      });

      it('limits public requests per address', async () => {
        const fresh = await startTestServer(open, { seed: false, trustProxy: true, limits: { publicRequestsPerMinute: 5 } });
        try {
          const get = () => fresh.request('GET', `/api/public/bookings/${randomUUID()}?receipt=x`, { headers: { 'X-Forwarded-For': '192.0.2.1' } });
          for (let i = 0; i < 5; i++) expect((await get()).status).toBe(404);
          const limited = await get();
          expect(limited.status).toBe(429);
          expect(limited.body.error).toMatch(/Too many requests/);
          const elsewhere = await fresh.request('GET', `/api/public/bookings/${randomUUID()}?receipt=x`, { headers: { 'X-Forwarded-For': '192.0.2.2' } });
          expect(elsewhere.status).toBe(404);
        } finally {
          await fresh.close();
        }
      });

      it('refuses a sign-in body over 16 KB, and any body over 1 MB, with 413 JSON, before parsing it', async () => {
        const big = { username: 'admin', password: 'x'.repeat(20 * 1024) };
        const res = await s.request('POST', '/api/auth/login', { body: big });
        expect(res.status).toBe(413);
        expect(res.body.error).toMatch(/larger than 16 KB/);
        const pull = await s.request('POST', '/api/sync/pull', { token: admin, body: { cursor: null, limit: 10, padding: 'x'.repeat(5 * 1024) } });
        expect(pull.status).toBe(413);
        expect(pull.body.error).toMatch(/larger than 4 KB/);
        const push = await s.request('POST', '/api/sync/push', { token: admin, body: { clientId: randomUUID(), schemaVersion: 1, mutations: [], padding: 'x'.repeat(1024 * 1024) } });
        expect(push.status).toBe(413);
        expect(push.body.error).toMatch(/larger than 1 MB/);
      });
    });

    describe('staff accounts', () => {
      it('lets an admin create, list, change and delete accounts', async () => {
        const created = await s.request('POST', '/api/staff', {
          token: admin,
          body: { username: 'Karim.B', name: 'Karim Benali', role: 'driver', password: 'driver-pass-1', phone: '+33 6 11 22 33 44' },
        });
        expect(created.status).toBe(201);
        expect(created.body).toMatchObject({ username: 'Karim.B', name: 'Karim Benali', role: 'driver', disabled: false, verified: false });
        expect(created.body).not.toHaveProperty('passwordHash');
        const dup = await s.request('POST', '/api/staff', { token: admin, body: { username: 'karim.b', name: 'K', role: 'driver', password: 'driver-pass-1' } });
        expect(dup.status).toBe(409);
        expect(dup.body).toEqual({ error: 'This username is already taken' });
        const list = await s.request('GET', '/api/staff', { token: admin });
        expect(list.body.map((a: { username: string }) => a.username)).toContain('Karim.B');
        expect(JSON.stringify(list.body)).not.toMatch(/scrypt/);

        const driverToken = await s.login('karim.b', 'driver-pass-1');
        const patched = await s.request('PATCH', `/api/staff/${created.body.id}`, { token: admin, body: { name: 'Karim B.', password: 'reset-pass-22' } });
        expect(patched.body.name).toBe('Karim B.');
        expect((await s.request('GET', '/api/auth/me', { token: driverToken })).status).toBe(401);
        const again = await s.login('karim.b', 'reset-pass-22');
        await s.request('PATCH', `/api/staff/${created.body.id}`, { token: admin, body: { disabled: true } });
        expect((await s.request('GET', '/api/auth/me', { token: again })).status).toBe(401);
        expect((await s.request('POST', '/api/auth/login', { body: { username: 'karim.b', password: 'reset-pass-22' } })).status).toBe(401);
        expect((await s.request('DELETE', `/api/staff/${created.body.id}`, { token: admin })).status).toBe(200);
        expect((await s.request('DELETE', `/api/staff/${created.body.id}`, { token: admin })).status).toBe(404);
      });

      it('lets a member edit only their own name, phone and photo', async () => {
        const driver = await s.makeStaff('driver');
        const me = await s.request('PATCH', '/api/staff/me', { token: driver.token, body: { name: 'Nadia', phone: '+33 6 99 88 77 66', image: '/api/attachments/' + randomUUID() } });
        expect(me.status).toBe(200);
        expect(me.body).toMatchObject({ name: 'Nadia', phone: '+33 6 99 88 77 66', role: 'driver' });
        const promote = await s.request('PATCH', '/api/staff/me', { token: driver.token, body: { role: 'admin' } });
        expect(promote.status).toBe(400);
        expect(promote.body.error).toBe('role: Unknown field');
        expect((await s.request('GET', '/api/staff/me', { token: driver.token })).body.name).toBe('Nadia');
      });

      it('ends the sessions of a member whose role changes, since what their device may pull changes', async () => {
        const driver = await s.makeStaff('driver');
        await s.request('PATCH', `/api/staff/${driver.id}`, { token: admin, body: { phone: '+33 6 12 12 12 12' } });
        expect((await s.request('GET', '/api/auth/me', { token: driver.token })).status).toBe(200);
        const promoted = await s.request('PATCH', `/api/staff/${driver.id}`, { token: admin, body: { role: 'admin' } });
        expect(promoted.body.role).toBe('admin');
        expect((await s.request('GET', '/api/auth/me', { token: driver.token })).status).toBe(401);
      });

      it('keeps an admin from locking themselves out', async () => {
        const me = (await s.request('GET', '/api/staff/me', { token: admin })).body;
        expect((await s.request('DELETE', `/api/staff/${me.id}`, { token: admin })).status).toBe(409);
        expect((await s.request('PATCH', `/api/staff/${me.id}`, { token: admin, body: { role: 'driver' } })).status).toBe(409);
        expect((await s.request('PATCH', `/api/staff/${me.id}`, { token: admin, body: { disabled: true } })).status).toBe(409);
      });
    });

    describe('customers', () => {
      it('signs up, refuses a second account for the same email, signs in', async () => {
        const email = `Marie.${randomUUID().slice(0, 6)}@Example.com`;
        const res = await s.request('POST', '/api/customers/signup', { body: { firstName: 'Marie', lastName: 'Curie', email, password: 'radium-1898' } });
        expect(res.status).toBe(201);
        expect(res.body).toEqual({
          token: expect.any(String),
          customer: { id: expect.any(String), firstName: 'Marie', lastName: 'Curie', email: email.toLowerCase() },
          expiresAt: expect.any(String),
        });
        const dup = await s.request('POST', '/api/customers/signup', { body: { firstName: 'M', lastName: 'C', email: email.toUpperCase(), password: 'radium-1898' } });
        expect(dup.status).toBe(409);
        expect(dup.body).toEqual({ error: 'An account with this email already exists' });
        const login = await s.request('POST', '/api/customers/login', { body: { email, password: 'radium-1898' } });
        expect(login.status).toBe(200);
        expect(login.body.customer).toEqual(res.body.customer);
        expect((await s.request('POST', '/api/customers/logout', { token: login.body.token })).status).toBe(200);
        expect((await s.request('GET', '/api/customers/me/bookings', { token: login.body.token })).status).toBe(401);
      });

      it('links bookings made with a customer token, and shows each customer only their own', async () => {
        const alice = await s.makeCustomer();
        const bob = await s.makeCustomer();
        const mine = publicBooking();
        expect((await s.request('POST', '/api/public/bookings', { token: alice.token, body: mine })).status).toBe(201);
        expect((await s.request('POST', '/api/public/bookings', { token: bob.token, body: publicBooking() })).status).toBe(201);
        const list = await s.request('GET', '/api/customers/me/bookings', { token: alice.token });
        expect(list.status).toBe(200);
        expect(list.body.bookings.map((b: { id: string }) => b.id)).toEqual([mine.id]);
        expect(list.body.bookings[0]).toMatchObject({ status: 'pending', source: 'public', pickupDate: mine.pickupDate });
        expect(list.body.bookings[0]).not.toHaveProperty('customerId');
        // In their pull too: their booking, nobody else's.
        const pulled = await s.request('POST', '/api/sync/pull', { token: alice.token, body: { cursor: null } });
        const bookings = pulled.body.changes.filter((c: { table: string }) => c.table === 'bookings');
        expect(bookings.map((b: { id: string }) => b.id)).toEqual([mine.id]);
      });
    });

    describe('visitors', () => {
      it('takes a booking, forces pending and the server price, and reads its status with the receipt only', async () => {
        const booking = publicBooking({ vehicleId: SAMPLE_IDS.cars.eClass, serviceType: 'transfer', status: 'confirmed', totalPrice: '1.00' });
        const res = await s.request('POST', '/api/public/bookings', { body: booking });
        expect(res.status).toBe(201);
        // The visitor's own answer carries the secret of the booking's status page.
        expect(res.body).toEqual({ id: booking.id, receipt: expect.stringMatching(/^[A-Za-z0-9_-]{43}$/), statusToken: expect.stringMatching(/^[A-Za-z0-9_-]{32}$/) });
        const { rows } = await s.db.query('select status, source, total_price, vat_kind from bookings where id = $1', [booking.id]);
        expect(rows).toEqual([{ status: 'pending', source: 'public', total_price: '178.00', vat_kind: 'transport' }]);
        const receipts = await s.db.query<{ receipt_hash: string }>('select receipt_hash from public_receipts where record_id = $1', [booking.id]);
        expect(receipts.rows[0]?.receipt_hash).toBe(createHash('sha256').update(res.body.receipt).digest('hex'));

        const status = await s.request('GET', `/api/public/bookings/${booking.id}?receipt=${res.body.receipt}`);
        expect(status.body).toEqual({
          id: booking.id,
          status: 'pending',
          pickupDate: booking.pickupDate,
          pickupTime: booking.pickupTime,
          totalPrice: '178.00',
          updatedAt: s.clock.now().toISOString(),
          statusToken: res.body.statusToken,
        });
        const wrong = await s.request('GET', `/api/public/bookings/${booking.id}?receipt=${res.body.receipt.slice(1)}x`);
        const unknown = await s.request('GET', `/api/public/bookings/${randomUUID()}?receipt=${res.body.receipt}`);
        expect([wrong.status, unknown.status]).toEqual([404, 404]);
        expect(wrong.body).toEqual(unknown.body);
      });

      it('is idempotent on the id and key: a repeat answers the same receipt and changes nothing', async () => {
        const booking = publicBooking();
        const first = await s.request('POST', '/api/public/bookings', { body: booking });
        const before = await checksum(s.db);
        const again = await s.request('POST', '/api/public/bookings', { body: booking });
        expect(again.status).toBe(201);
        expect(again.body).toEqual(first.body);
        expect(await checksum(s.db)).toEqual(before);
      });

      it.each([
        ['a transfer: 2 h of the car', { vehicleId: SAMPLE_IDS.cars.vClass, serviceType: 'transfer' }, '258.00'],
        ['a private tour with a car: 8 h', { vehicleId: SAMPLE_IDS.cars.vClass, serviceType: 'private_tour' }, '1032.00'],
        ['a tour: its price per passenger', { tourId: SAMPLE_IDS.tours.versailles, vehicleId: SAMPLE_IDS.cars.vClass, serviceType: 'private_tour', passengers: 3 }, null],
        ['neither car nor tour', {}, '0.00'],
      ])('prices %s', async (_label, overrides, expected) => {
        const booking = publicBooking(overrides);
        expect((await s.request('POST', '/api/public/bookings', { body: booking })).status).toBe(201);
        const { rows } = await s.db.query<{ total_price: string }>('select total_price from bookings where id = $1', [booking.id]);
        if (expected) {
          expect(rows[0]?.total_price).toBe(expected);
        } else {
          const tour = await s.db.query<{ price: string }>('select price from tours where id = $1', [SAMPLE_IDS.tours.versailles]);
          expect(Number(rows[0]?.total_price)).toBeCloseTo(Number(tour.rows[0]?.price) * 3, 2);
        }
      });

      it('refuses an invalid booking with the fields at fault, an unavailable car, and an id staff already use', async () => {
        const bad = await s.request('POST', '/api/public/bookings', { body: publicBooking({ email: 'not-an-email', pickupTime: '25:00' }) });
        expect(bad.status).toBe(400);
        expect(bad.body.details).toEqual(
          expect.arrayContaining([
            { path: 'email', message: 'Please enter a valid email address' },
            { path: 'pickupTime', message: 'Please enter a valid time (HH:MM, 24-hour)' },
          ]),
        );
        const unavailable = await s.request('POST', '/api/public/bookings', { body: publicBooking({ vehicleId: SAMPLE_IDS.cars.audiA6 }) });
        expect(unavailable.status).toBe(400);
        expect(unavailable.body.error).toBe('vehicleId: This vehicle is not available');
        const taken = await s.request('POST', '/api/public/bookings', { body: publicBooking({ id: SAMPLE_IDS.bookings.lucasDubois }) });
        expect(taken.status).toBe(409);
      });

      it('still takes a booking sent with an expired customer token, unlinked', async () => {
        const booking = publicBooking();
        const res = await s.request('POST', '/api/public/bookings', { body: booking, token: 'x'.repeat(43) });
        expect(res.status).toBe(201);
        expect((await s.db.query('select customer_id from bookings where id = $1', [booking.id])).rows).toEqual([{ customer_id: null }]);
      });

      it('takes a contact message', async () => {
        const id = randomUUID();
        const res = await s.request('POST', '/api/public/contacts', {
          body: { id, firstName: 'Hugo', lastName: 'Petit', email: 'hugo@example.com', phone: '+33 6 10 20 30 40', message: 'A quote for a wedding, please.' },
        });
        expect(res.status).toBe(201);
        expect(res.body.id).toBe(id);
        // Only the office marks a message handled: a visitor's say-so is not kept.
        const handled = randomUUID();
        const marked = await s.request('POST', '/api/public/contacts', {
          body: { id: handled, firstName: 'Eve', lastName: 'Petit', email: 'eve@example.com', phone: '+33 6 10 20 30 41', message: 'Hi', handled: true },
        });
        expect(marked.status).toBe(201);
        expect((await s.db.query('select handled from contacts where id = $1', [handled])).rows).toEqual([{ handled: null }]);
        const missing = await s.request('POST', '/api/public/contacts', { body: { id: randomUUID(), firstName: 'Hugo' } });
        expect(missing.status).toBe(400);
        expect(missing.body.details).toContainEqual({ path: 'message', message: 'Required' });
      });
    });

    describe('catalogue', () => {
      it('lists available cars and published posts to visitors, everything to admins', async () => {
        const anonymousCars = (await s.request('GET', '/api/cars')).body as { id: string; available: boolean; rev: number }[];
        expect(anonymousCars.every((c) => c.available)).toBe(true);
        expect(anonymousCars.map((c) => c.id)).not.toContain(SAMPLE_IDS.cars.audiA6);
        expect(anonymousCars[0]?.rev).toBeGreaterThan(0);
        const adminCars = (await s.request('GET', '/api/cars', { token: admin })).body as { id: string }[];
        expect(adminCars.map((c) => c.id)).toContain(SAMPLE_IDS.cars.audiA6);
        const posts = (await s.request('GET', '/api/blog-posts')).body as { id: string; published: boolean }[];
        expect(posts.every((p) => p.published)).toBe(true);
        expect(posts.map((p) => p.id)).not.toContain(SAMPLE_IDS.posts.wineTasting);
        expect(((await s.request('GET', '/api/blog-posts', { token: admin })).body as { id: string }[]).map((p) => p.id)).toContain(SAMPLE_IDS.posts.wineTasting);
        expect(((await s.request('GET', '/api/tours')).body as unknown[]).length).toBeGreaterThanOrEqual(7);
      });

      it('creates a tour and a post from the forms, and explains what is wrong', async () => {
        const { rating: _r, reviewCount: _c, ...payload } = tourFields({ maxParticipants: 6 });
        const tour = await s.request('POST', '/api/tours', { token: admin, body: payload });
        expect(tour.status).toBe(201);
        expect(tour.body).toMatchObject({ ...payload, rating: '5.0', reviewCount: 0, rev: expect.any(Number), id: expect.any(String) });
        expect(((await s.request('GET', '/api/tours')).body as { id: string }[]).map((t) => t.id)).toContain(tour.body.id);
        const bad = await s.request('POST', '/api/tours', { token: admin, body: { ...payload, price: '0' } });
        expect(bad.status).toBe(400);
        expect(bad.body).toEqual({
          error: 'price: Price must be a valid number greater than 0',
          details: [{ path: 'price', message: 'Price must be a valid number greater than 0' }],
        });
        const untitled = await s.request('POST', '/api/tours', { token: admin, body: { ...payload, titleEn: '' } });
        expect(untitled.body).toEqual({ error: 'titleFr: Title is required', details: [{ path: 'titleFr', message: 'Title is required' }] });
        const legacy = await s.request('POST', '/api/tours', { token: admin, body: { ...payload, title: 'One language for all' } });
        expect(legacy.status).toBe(400);
        expect(legacy.body.details).toEqual([{ path: 'title', message: 'Unknown field' }]);
        // Only French given: the other languages are drafts, empty.
        const post = await s.request('POST', '/api/blog-posts', {
          token: admin,
          body: { titleFr: 'Paris la nuit', excerptFr: 'Paris by night', contentFr: 'La ville lumière.', category: 'destinations', readTimeFr: '4 min', published: true },
        });
        expect(post.status).toBe(201);
        expect(post.body).toMatchObject({ titleFr: 'Paris la nuit', titleEn: '', contentAr: '', published: true });
        const pulled = await s.request('POST', '/api/sync/pull', { body: { cursor: { v: post.body.rev - 1 } } });
        expect(pulled.body.changes).toEqual([expect.objectContaining({ table: 'posts', id: post.body.id, deleted: false })]);
      });
    });

    describe('attachments', () => {
      it('stores an image and serves it with a long cache and nosniff', async () => {
        const res = await s.request('POST', '/api/attachments', { token: admin, raw: PNG, contentType: 'image/png' });
        expect(res.status).toBe(201);
        expect(res.body).toEqual({ id: expect.any(String), url: `/api/attachments/${res.body.id}` });
        const got = await s.app.request(`http://localhost${res.body.url}`);
        expect(got.status).toBe(200);
        expect(got.headers.get('Content-Type')).toBe('image/png');
        expect(got.headers.get('X-Content-Type-Options')).toBe('nosniff');
        expect(got.headers.get('Cache-Control')).toBe('public, max-age=31536000, immutable');
        expect(new Uint8Array(await got.arrayBuffer())).toEqual(PNG);
        // Its ETag comes from its id (an id never changes content): a revalidation is a 304 that reads
        // nothing, even once the row is gone.
        expect(got.headers.get('ETag')).toBe(`"${res.body.id}"`);
        await s.db.query('delete from attachments where id = $1', [res.body.id]);
        const again = await s.app.request(`http://localhost${res.body.url}`, { headers: { 'If-None-Match': `"${res.body.id}"` } });
        expect(again.status).toBe(304);
        expect(await again.text()).toBe('');
      });

      it('holds each member to a daily upload quota: a driver 20 MB', async () => {
        const driver = await s.makeStaff('driver');
        const photo = new Uint8Array(5 * 1024 * 1024 - 1024);
        photo.set([0xff, 0xd8, 0xff, 0xe0]);
        for (let i = 0; i < 4; i++) expect((await s.request('POST', '/api/attachments', { token: driver.token, raw: photo, contentType: 'image/jpeg' })).status).toBe(201);
        const refused = await s.request('POST', '/api/attachments', { token: driver.token, raw: photo, contentType: 'image/jpeg' });
        expect(refused.status).toBe(429);
        expect(refused.body.error).toMatch(/^You have sent 20\.0 MB of photos in 24 hours, the most a driver may/);
        // Another member is not held by it, and the next day the driver may again.
        expect((await s.request('POST', '/api/attachments', { token: admin, raw: photo, contentType: 'image/jpeg' })).status).toBe(201);
        s.clock.advance(24 * 3600_000 + 1000);
        expect((await s.request('POST', '/api/attachments', { token: driver.token, raw: photo, contentType: 'image/jpeg' })).status).toBe(201);
      });

      it('keeps a large photo intact both ways, stored in chunks', async () => {
        // Twelve whole chunks and a last one of 17 bytes.
        const photo = new Uint8Array(3 * 1024 * 1024 + 17);
        for (let i = 0; i < photo.length; i++) photo[i] = (i * 7919) % 251;
        photo.set([0xff, 0xd8, 0xff, 0xe0]);
        const res = await s.request('POST', '/api/attachments', { token: admin, raw: photo, contentType: 'image/jpeg' });
        expect(res.status).toBe(201);
        const { rows } = await s.db.query<{ size: number; sha256: string }>('select size, sha256 from attachments where id = $1', [res.body.id]);
        expect(rows[0]).toEqual({ size: photo.length, sha256: createHash('sha256').update(photo).digest('hex') });
        const chunks = await s.db.query<{ n: number; size: number }>(
          'select n, octet_length(bytes) as size from attachment_chunks where attachment_id = $1 order by n',
          [res.body.id],
        );
        expect(chunks.rows.map((r) => Number(r.size))).toEqual([...Array.from({ length: 12 }, () => 256 * 1024), 17]);
        const got = await s.app.request(`http://localhost${res.body.url}`);
        expect(got.headers.get('Content-Length')).toBe(String(photo.length));
        expect(Buffer.from(await got.arrayBuffer()).equals(Buffer.from(photo))).toBe(true);
      });

      it('refuses SVG, a file that is not what it says, an empty one, and one over 5 MB', async () => {
        const svg = await s.request('POST', '/api/attachments', { token: admin, raw: '<svg onload="alert(1)"/>', contentType: 'image/svg+xml' });
        expect(svg.status).toBe(415);
        const html = await s.request('POST', '/api/attachments', { token: admin, raw: '<html><script>alert(1)</script>', contentType: 'image/png' });
        expect(html.status).toBe(400);
        expect((await s.request('POST', '/api/attachments', { token: admin, raw: new Uint8Array(0), contentType: 'image/png' })).status).toBe(400);
        const huge = new Uint8Array(5 * 1024 * 1024 + 1);
        huge.set(PNG);
        const big = await s.request('POST', '/api/attachments', { token: admin, raw: huge, contentType: 'image/png' });
        expect(big.status).toBe(413);
        expect(big.body.error).toMatch(/larger than 5 MB/);
        expect((await s.request('GET', `/api/attachments/${randomUUID()}`)).status).toBe(404);
        expect((await s.request('GET', '/api/attachments/..%2f..%2fetc%2fpasswd')).status).toBe(404);
      });
    });

    describe('browser access', () => {
      it('allows CORS only for listed origins, and adds CSP_CONNECT_SRC to connect-src', async () => {
        const fresh = await startTestServer(open, {
          seed: false,
          allowedOrigins: ['https://office.example.com'],
          cspConnectSrc: ['https://sync.example.com'],
        });
        try {
          const listed = await fresh.request('GET', '/api/health', { headers: { Origin: 'https://office.example.com' } });
          expect(listed.headers.get('Access-Control-Allow-Origin')).toBe('https://office.example.com');
          const other = await fresh.request('GET', '/api/health', { headers: { Origin: 'https://evil.example.com' } });
          expect(other.headers.get('Access-Control-Allow-Origin')).toBeNull();
          const preflight = await fresh.request('OPTIONS', '/api/sync/push', {
            headers: { Origin: 'https://office.example.com', 'Access-Control-Request-Method': 'POST' },
          });
          expect(preflight.status).toBe(204);
          expect(preflight.headers.get('Access-Control-Allow-Headers')).toBe('Authorization,Content-Type,Idempotency-Key');
          expect(listed.headers.get('Content-Security-Policy')).toContain("connect-src 'self' https://sync.example.com;");
        } finally {
          await fresh.close();
        }
        const plain = await s.request('GET', '/api/health', { headers: { Origin: 'https://office.example.com' } });
        expect(plain.headers.get('Access-Control-Allow-Origin')).toBeNull();
      });
    });
  });
}
