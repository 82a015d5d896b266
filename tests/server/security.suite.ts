// The promises that keep strangers out: password attempts counted before any hash is checked (so a
// burst cannot outrun the limit), rate limits on sync and public reads, stored hashes upgraded to the
// current cost, no default password, and a visitor's receipt given only to the submission that made it.

import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashPassword, passwordHashParams, passwordHasher } from '../../server/accounts/passwords';
import type { Passwords } from '../../server/http/context';
import { bootstrap } from '../../server/accounts/setup';
import { runMigrations } from '../../server/storage/migrate';
import { bookingFields, startTestServer, TEST_ADMIN, TEST_PASSWORD_COST, type OpenDb, type Reply, type TestServer } from './harness';

/** The app's hasher, counting what reaches scrypt. */
function countingPasswords(cost = TEST_PASSWORD_COST) {
  const inner = passwordHasher({ cost });
  const count = { verifications: 0, hashes: 0 };
  const passwords: Passwords = {
    cost,
    hash: (password) => {
      count.hashes++;
      return inner.hash(password);
    },
    verify: (password, encoded) => {
      count.verifications++;
      return inner.verify(password, encoded);
    },
  };
  return { passwords, count };
}

const statuses = (replies: Reply[]) => {
  const out: Record<number, number> = {};
  for (const reply of replies) out[reply.status] = (out[reply.status] ?? 0) + 1;
  return out;
};

const from = (ip: string) => ({ 'X-Forwarded-For': ip });

function visitorBooking(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  const { totalPrice: _t, status: _s, source: _src, vatKind: _v, ...fields } = bookingFields();
  return { id: randomUUID(), idempotencyKey: randomUUID(), ...fields, ...overrides };
}

export function describeSecurity(engine: string, open: OpenDb) {
  describe(`security on ${engine}`, () => {
    describe('password attempts', () => {
      const LIMIT = 5;
      let s: TestServer;
      let count: ReturnType<typeof countingPasswords>['count'];
      beforeAll(async () => {
        const counting = countingPasswords();
        count = counting.count;
        s = await startTestServer(open, { seed: false, trustProxy: true, passwords: counting.passwords, limits: { loginFailuresPerMinute: LIMIT } });
      });
      afterAll(async () => {
        await s?.close();
      });

      it('lets a burst of parallel wrong sign-ins reach scrypt at most LIMIT times; the rest get 429 at once', async () => {
        count.verifications = 0;
        const burst = await Promise.all(
          Array.from({ length: 30 }, (_, i) =>
            s.request('POST', '/api/auth/login', { body: { username: 'admin', password: `guess-${i}` }, headers: from('198.51.100.10') }),
          ),
        );
        expect(statuses(burst)).toEqual({ 401: LIMIT, 429: 30 - LIMIT });
        expect(count.verifications).toBe(LIMIT);
        const refused = burst.find((reply) => reply.status === 429);
        expect(refused?.body).toEqual({ error: 'Too many sign-in attempts. Please wait a minute and try again.' });
        expect(Number(refused?.headers.get('Retry-After'))).toBeGreaterThan(0);
        // The right password waits too: the user name is closed for this minute.
        expect((await s.request('POST', '/api/auth/login', { body: TEST_ADMIN, headers: from('198.51.100.11') })).status).toBe(429);
        expect(count.verifications).toBe(LIMIT);
        s.clock.advance(60_000);
        expect((await s.request('POST', '/api/auth/login', { body: TEST_ADMIN, headers: from('198.51.100.11') })).status).toBe(200);
      });

      it('holds per user name when the guesses come from many addresses, and per address across names', async () => {
        s.clock.advance(60_000);
        count.verifications = 0;
        const spread = await Promise.all(
          Array.from({ length: 20 }, (_, i) =>
            s.request('POST', '/api/auth/login', { body: { username: 'Admin', password: `guess-${i}` }, headers: from(`203.0.113.${i + 1}`) }),
          ),
        );
        expect(statuses(spread)).toEqual({ 401: LIMIT, 429: 20 - LIMIT });
        expect(count.verifications).toBe(LIMIT);

        count.verifications = 0;
        const names = await Promise.all(
          Array.from({ length: 20 }, (_, i) =>
            s.request('POST', '/api/auth/login', { body: { username: `nobody-${i}`, password: 'guess' }, headers: from('198.51.100.20') }),
          ),
        );
        expect(statuses(names)).toEqual({ 401: LIMIT, 429: 20 - LIMIT });
        expect(count.verifications).toBe(LIMIT);
      });

      it('counts a malformed or oversized sign-in against its address before reading it', async () => {
        s.clock.advance(60_000);
        count.verifications = 0;
        const junk = await Promise.all(
          Array.from({ length: 15 }, (_, i) =>
            s.request('POST', i % 3 === 0 ? '/api/customers/login' : '/api/auth/login', {
              raw: i % 2 === 0 ? '{"username":' : JSON.stringify({ username: 'admin', password: 'x'.repeat(20 * 1024) }),
              contentType: 'application/json',
              headers: from('198.51.100.40'),
            }),
          ),
        );
        const seen = statuses(junk);
        expect(seen[429]).toBe(15 - LIMIT);
        expect((seen[400] ?? 0) + (seen[413] ?? 0)).toBe(LIMIT);
        expect(count.verifications).toBe(0);
        // The address is closed for this minute, a good password too.
        expect((await s.request('POST', '/api/auth/login', { body: TEST_ADMIN, headers: from('198.51.100.40') })).status).toBe(429);
      });

      it('does not count a sign-in that succeeds', async () => {
        s.clock.advance(60_000);
        const attempt = (password: string) => s.request('POST', '/api/auth/login', { body: { username: 'admin', password }, headers: from('198.51.100.30') });
        for (let i = 0; i < LIMIT - 1; i++) expect((await attempt(`wrong-${i}`)).status).toBe(401);
        for (let i = 0; i < 3; i++) expect((await attempt(TEST_ADMIN.password)).status).toBe(200);
        expect((await attempt('wrong-last')).status).toBe(401);
        expect((await attempt(TEST_ADMIN.password)).status).toBe(429);
      });

      it('limits customer sign-ins the same way, before scrypt', async () => {
        s.clock.advance(60_000);
        const customer = await s.makeCustomer('customer-pass-1');
        count.verifications = 0;
        const burst = await Promise.all(
          Array.from({ length: 25 }, (_, i) =>
            s.request('POST', '/api/customers/login', {
              body: { email: customer.email.toUpperCase(), password: `guess-${i}` },
              headers: from(`192.0.2.${i + 1}`),
            }),
          ),
        );
        expect(statuses(burst)).toEqual({ 401: LIMIT, 429: 25 - LIMIT });
        expect(count.verifications).toBe(LIMIT);
      });

      it('limits password changes per account, before scrypt', async () => {
        s.clock.advance(60_000);
        const staff = await s.makeStaff('driver', 'driver-pass-1');
        count.verifications = 0;
        const burst = await Promise.all(
          Array.from({ length: 15 }, (_, i) =>
            s.request('POST', '/api/auth/password', {
              token: staff.token,
              body: { currentPassword: `guess-${i}`, newPassword: 'a-new-password' },
              headers: from(`192.0.2.${100 + i}`),
            }),
          ),
        );
        expect(statuses(burst)).toEqual({ 403: LIMIT, 429: 15 - LIMIT });
        expect(count.verifications).toBe(LIMIT);
      });

      it('checks a sign-up email before hashing: a taken one costs no scrypt', async () => {
        const customer = await s.makeCustomer();
        count.hashes = 0;
        const again = await s.request('POST', '/api/customers/signup', {
          body: { firstName: 'Claire', lastName: 'Dupont', email: customer.email, password: 'another-pass-1' },
          headers: from('192.0.2.250'),
        });
        expect(again.status).toBe(409);
        expect(count.hashes).toBe(0);
      });
    });

    describe('password hashes', () => {
      it('upgrades a hash made at a lower cost on the next sign-in, and only then', async () => {
        // The bootstrap admin is hashed at 2^10; the app now hashes at 2^11.
        const s = await startTestServer(open, { seed: false, passwordCost: 10, passwords: passwordHasher({ cost: 11 }) });
        try {
          const stored = async () =>
            (await s.db.query<{ password_hash: string }>('select password_hash from staff where username = $1', ['admin'])).rows[0]?.password_hash ?? '';
          const before = await stored();
          expect(passwordHashParams(before)).toEqual({ log2n: 10, r: 8, p: 2 });
          expect((await s.request('POST', '/api/auth/login', { body: { username: 'admin', password: 'wrong-one' } })).status).toBe(401);
          expect(await stored()).toBe(before);
          await s.login('admin', TEST_ADMIN.password);
          const after = await stored();
          expect(passwordHashParams(after)).toEqual({ log2n: 11, r: 8, p: 2 });
          await s.login('admin', TEST_ADMIN.password);
          expect(await stored()).toBe(after);

          const email = `old-${randomUUID().slice(0, 8)}@example.com`;
          await s.db.query(
            `insert into customers (id, email, first_name, last_name, password_hash, created_at) values ($1, $2, 'Old', 'Hash', $3, now())`,
            [randomUUID(), email, await hashPassword('customer-pass-1', 10)],
          );
          expect((await s.request('POST', '/api/customers/login', { body: { email, password: 'customer-pass-1' } })).status).toBe(200);
          const customer = await s.db.query<{ password_hash: string }>('select password_hash from customers where email = $1', [email]);
          expect(passwordHashParams(customer.rows[0]?.password_hash ?? '')).toEqual({ log2n: 11, r: 8, p: 2 });
        } finally {
          await s.close();
        }
      });
    });

    describe('no default password', () => {
      it('makes a random first admin password when none is given, answers it once, and serves no hint', async () => {
        const [a, b] = [await open(), await open()];
        try {
          await runMigrations(a);
          await runMigrations(b);
          const first = await bootstrap(a, { seed: false, passwordCost: TEST_PASSWORD_COST });
          const other = await bootstrap(b, { seed: false, passwordCost: TEST_PASSWORD_COST });
          expect(first.generatedAdmin).toEqual({ username: 'admin', password: expect.stringMatching(/^[A-Za-z0-9_-]{24}$/) });
          expect(other.generatedAdmin?.password).not.toBe(first.generatedAdmin?.password);
          expect(await bootstrap(a, { seed: false })).toEqual({ adminCreated: false, seeded: false });
          const { rows } = await a.query<{ password_hash: string }>('select password_hash from staff');
          expect(rows[0]?.password_hash).not.toContain(first.generatedAdmin?.password);
        } finally {
          await a.close();
          await b.close();
        }
        const s = await startTestServer(open, { seed: false });
        try {
          const hint = await s.request('GET', '/api/auth/hint');
          expect(hint.status).toBe(404);
          expect(hint.text).not.toContain(TEST_ADMIN.password);
        } finally {
          await s.close();
        }
      });
    });

    describe('request limits', () => {
      it('limits push and pull per session and per address', async () => {
        const s = await startTestServer(open, { seed: false, trustProxy: true, limits: { syncRequestsPerMinute: 3 } });
        try {
          const token = await s.adminToken();
          const pull = (ip: string, session?: string) => s.request('POST', '/api/sync/pull', { token: session, body: { cursor: null }, headers: from(ip) });
          // One session from four addresses: the session's limit.
          for (const ip of ['10.0.0.1', '10.0.0.2', '10.0.0.3']) expect((await pull(ip, token)).status).toBe(200);
          const limited = await pull('10.0.0.4', token);
          expect(limited.status).toBe(429);
          expect(limited.body.error).toMatch(/^Too many sync requests/);
          expect(Number(limited.headers.get('Retry-After'))).toBeGreaterThan(0);
          const push = await s.request('POST', '/api/sync/push', {
            token,
            body: { clientId: randomUUID(), schemaVersion: 1, mutations: [] },
            headers: from('10.0.0.5'),
          });
          expect(push.status).toBe(429);
          // Another session is not held back by the first one's requests.
          const other = await s.login('admin', TEST_ADMIN.password);
          expect((await pull('10.0.0.6', other)).status).toBe(200);
          // Anonymous pulls of the catalogue: the address's limit.
          for (let i = 0; i < 3; i++) expect((await pull('10.0.0.7')).status).toBe(200);
          expect((await pull('10.0.0.7')).status).toBe(429);
          s.clock.advance(60_000);
          expect((await pull('10.0.0.4', token)).status).toBe(200);
        } finally {
          await s.close();
        }
      });

      it('limits public reads per address, and only reads', async () => {
        const s = await startTestServer(open, { trustProxy: true, limits: { publicReadsPerMinute: 2 } });
        try {
          for (const path of ['/api/cars', '/api/tours']) expect((await s.request('GET', path, { headers: from('10.1.0.1') })).status).toBe(200);
          const limited = await s.request('GET', '/api/blog-posts', { headers: from('10.1.0.1') });
          expect(limited.status).toBe(429);
          expect((await s.request('GET', `/api/attachments/${randomUUID()}`, { headers: from('10.1.0.1') })).status).toBe(429);
          expect((await s.request('GET', '/api/blog-posts', { headers: from('10.1.0.2') })).status).toBe(200);
          const created = await s.request('POST', '/api/blog-posts', {
            token: await s.adminToken(),
            body: { titleEn: 'Rate limits', excerptEn: 'x', contentEn: 'y', author: 'Office', category: 'services', readTimeEn: '1 min', image: '' },
            headers: from('10.1.0.1'),
          });
          expect(created.status).not.toBe(429);
        } finally {
          await s.close();
        }
      });
    });

    describe("a visitor's receipt", () => {
      let s: TestServer;
      beforeAll(async () => {
        s = await startTestServer(open);
      });
      afterAll(async () => {
        await s?.close();
      });
      const post = (body: Record<string, unknown>) => s.request('POST', '/api/public/bookings', { body });

      it('is answered again only to the submission that made it (the same idempotency key)', async () => {
        const booking = visitorBooking();
        const first = await post(booking);
        expect(first.status).toBe(201);
        const receipt = first.body.receipt as string;
        expect(await post(booking)).toMatchObject({ status: 201, body: { id: booking.id, receipt } });

        for (const stranger of [{ ...booking, idempotencyKey: randomUUID() }, { ...booking, idempotencyKey: undefined }]) {
          const res = await post(stranger);
          expect(res.status).toBe(409);
          expect(res.body).toEqual({ error: 'This id belongs to another submission' });
          expect(res.text).not.toContain(receipt);
        }
        const bad = await post({ ...booking, idempotencyKey: 'short' });
        expect(bad.status).toBe(400);
        expect(bad.body.details).toEqual([{ path: 'idempotencyKey', message: 'Must be 16 to 200 letters, digits, dashes or underscores' }]);
      });

      it('is never answered again for a submission made without a key (posted again, it is only said delivered)', async () => {
        const { idempotencyKey: _key, ...booking } = visitorBooking();
        const first = await post(booking);
        expect(first.status).toBe(201);
        const again = await post(booking);
        expect(again).toMatchObject({ status: 200, body: { id: booking.id, receipt: '' } });
        expect(again.text).not.toContain(first.body.receipt as string);
      });

      it('goes to one of two submissions racing for one id, never to both', async () => {
        const booking = visitorBooking();
        const replies = await Promise.all([post(booking), post({ ...booking, idempotencyKey: randomUUID(), firstName: 'Mallory' })]);
        expect(statuses(replies)).toEqual({ 201: 1, 409: 1 });
        const { rows } = await s.db.query<{ n: number }>('select count(*)::int as n from bookings where id = $1', [booking.id]);
        expect(rows).toEqual([{ n: 1 }]);
      });

      it('binds contact messages the same way', async () => {
        const message = { id: randomUUID(), idempotencyKey: randomUUID(), firstName: 'Hugo', lastName: 'Petit', email: 'hugo@example.com', phone: '+33 6 10 20 30 40', message: 'Call me.' };
        const first = await s.request('POST', '/api/public/contacts', { body: message });
        expect(first.status).toBe(201);
        expect((await s.request('POST', '/api/public/contacts', { body: message })).body).toEqual(first.body);
        expect((await s.request('POST', '/api/public/contacts', { body: { ...message, idempotencyKey: randomUUID() } })).status).toBe(409);
      });
    });
  });
}
