// The authorization matrix: every role against every endpoint and every synced table. Each allowed
// call works, every other is refused with 401 (no session) or 403 (wrong kind of account), and pull
// answers hold nothing the role may not read.

import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PUBLIC_SETTINGS_FIELDS } from '../../server/sync/tables';
import { SAMPLE_IDS } from '../../src/domain/sample-data';
import { SETTINGS_ID, SYNCED_TABLES, type SyncedTable } from '../../src/domain/types';
import { bookingFields, mutation, startTestServer, TEST_ADMIN, tourFields, type OpenDb, type RequestOptions, type TestServer } from './harness';
import { createFields, PATCHES, type Owner } from './authz-fixtures';

const ROLES = ['anonymous', 'customer', 'driver', 'admin'] as const;
type Role = (typeof ROLES)[number];

interface Call {
  method: string;
  path: string;
  options?: RequestOptions;
}

interface Endpoint {
  name: string;
  /** Roles for which the call must succeed (2xx). */
  allowed: readonly Role[];
  /** Builds a valid call; `token` is a session of the role (a fresh one when `fresh` is set). */
  call: (token: string | undefined, role: Role) => Promise<Call> | Call;
  fresh?: boolean;
}

const EVERYONE = ROLES;
const STAFF: readonly Role[] = ['driver', 'admin'];
const ADMIN: readonly Role[] = ['admin'];
const CUSTOMER: readonly Role[] = ['customer'];
const SIGNED_IN: readonly Role[] = ['customer', 'driver', 'admin'];

const PNG = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 1, 2, 3]);

export function describeAuthorization(engine: string, open: OpenDb) {
  describe(`authorization matrix on ${engine}`, () => {
    let s: TestServer;
    const tokens = {} as Record<Role, string | undefined>;
    let customerId = '';

    beforeAll(async () => {
      s = await startTestServer(open, { limits: { publicRequestsPerMinute: 100_000, loginFailuresPerMinute: 100_000 } });
      tokens.anonymous = undefined;
      tokens.admin = await s.adminToken();
      tokens.driver = (await s.makeStaff('driver')).token;
      const customer = await s.makeCustomer();
      tokens.customer = customer.token;
      customerId = customer.id;
    });
    afterAll(async () => {
      await s?.close();
    });

    /** A session of the role of its own (for calls that end or change it). */
    async function freshToken(role: Role): Promise<string | undefined> {
      if (role === 'anonymous') return undefined;
      if (role === 'customer') return (await s.makeCustomer()).token;
      return (await s.makeStaff(role)).token;
    }

    async function throwawayDriver(): Promise<string> {
      return (await s.makeStaff('driver')).id;
    }

    async function openConflict(): Promise<string> {
      const recordId = randomUUID();
      const clientId = randomUUID();
      await s.request('POST', '/api/sync/push', {
        token: tokens.admin,
        body: {
          clientId,
          schemaVersion: 1,
          mutations: [
            mutation({ seq: 1, table: 'remarks', recordId, op: 'create', hlc: s.hlc(0, 'cccccccccccccccc'), fields: createFields('remarks') }),
          ],
        },
      });
      await s.request('POST', '/api/sync/push', {
        token: tokens.admin,
        body: {
          clientId: randomUUID(),
          schemaVersion: 1,
          mutations: [mutation({ seq: 1, table: 'remarks', recordId, op: 'patch', hlc: s.hlc(-60_000, 'dddddddddddddddd'), fields: { text: 'older' } })],
        },
      });
      const { rows } = await s.db.query<{ id: string }>('select id from sync_conflicts where record_id = $1', [recordId]);
      if (!rows[0]) throw new Error('no conflict made');
      return rows[0].id;
    }

    const ENDPOINTS: Endpoint[] = [
      { name: 'GET /api/health', allowed: EVERYONE, call: () => ({ method: 'GET', path: '/api/health' }) },
      {
        name: 'POST /api/auth/login',
        allowed: EVERYONE,
        call: () => ({ method: 'POST', path: '/api/auth/login', options: { body: { username: TEST_ADMIN.username, password: TEST_ADMIN.password } } }),
      },
      { name: 'POST /api/auth/logout', allowed: SIGNED_IN, fresh: true, call: () => ({ method: 'POST', path: '/api/auth/logout' }) },
      { name: 'GET /api/auth/me', allowed: STAFF, call: () => ({ method: 'GET', path: '/api/auth/me' }) },
      {
        name: 'POST /api/auth/password',
        allowed: STAFF,
        fresh: true,
        call: () => ({ method: 'POST', path: '/api/auth/password', options: { body: { currentPassword: 'a-good-password', newPassword: 'another-password' } } }),
      },
      { name: 'GET /api/auth/two-factor', allowed: STAFF, call: () => ({ method: 'GET', path: '/api/auth/two-factor' }) },
      {
        name: 'POST /api/auth/two-factor/setup',
        allowed: STAFF,
        fresh: true,
        call: () => ({ method: 'POST', path: '/api/auth/two-factor/setup', options: { body: { password: 'a-good-password' } } }),
      },
      { name: 'GET /api/staff', allowed: ADMIN, call: () => ({ method: 'GET', path: '/api/staff' }) },
      {
        name: 'POST /api/staff',
        allowed: ADMIN,
        call: () => ({ method: 'POST', path: '/api/staff', options: { body: { username: `u-${randomUUID().slice(0, 8)}`, name: 'N', role: 'driver', password: 'password-123' } } }),
      },
      {
        name: 'PATCH /api/staff/:id',
        allowed: ADMIN,
        call: async () => ({ method: 'PATCH', path: `/api/staff/${await throwawayDriver()}`, options: { body: { name: 'Renamed' } } }),
      },
      { name: 'DELETE /api/staff/:id', allowed: ADMIN, call: async () => ({ method: 'DELETE', path: `/api/staff/${await throwawayDriver()}` }) },
      { name: 'GET /api/staff/me', allowed: STAFF, call: () => ({ method: 'GET', path: '/api/staff/me' }) },
      { name: 'PATCH /api/staff/me', allowed: STAFF, call: () => ({ method: 'PATCH', path: '/api/staff/me', options: { body: { phone: '+33 6 00 00 00 01' } } }) },
      {
        name: 'POST /api/sync/push',
        allowed: STAFF,
        call: () => ({
          method: 'POST',
          path: '/api/sync/push',
          options: { body: { clientId: randomUUID(), schemaVersion: 1, mutations: [mutation({ seq: 1, table: 'bookings', recordId: randomUUID(), op: 'create', hlc: s.hlc(), fields: bookingFields() })] } },
        }),
      },
      { name: 'POST /api/sync/pull', allowed: EVERYONE, call: () => ({ method: 'POST', path: '/api/sync/pull', options: { body: { cursor: null } } }) },
      { name: 'GET /api/sync/conflicts', allowed: ADMIN, call: () => ({ method: 'GET', path: '/api/sync/conflicts' }) },
      {
        name: 'POST /api/sync/conflicts/:id/resolve',
        allowed: ADMIN,
        call: async () => ({ method: 'POST', path: `/api/sync/conflicts/${await openConflict()}/resolve`, options: { body: { keep: 'other' } } }),
      },
      {
        name: 'POST /api/public/bookings',
        allowed: EVERYONE,
        call: () => {
          const { totalPrice: _p, status: _s, source: _o, vatKind: _v, ...fields } = bookingFields();
          return { method: 'POST', path: '/api/public/bookings', options: { body: { id: randomUUID(), ...fields } } };
        },
      },
      {
        name: 'POST /api/public/contacts',
        allowed: EVERYONE,
        call: () => ({ method: 'POST', path: '/api/public/contacts', options: { body: { id: randomUUID(), ...createFields('contacts') } } }),
      },
      {
        name: 'GET /api/public/bookings/:id',
        allowed: EVERYONE,
        call: async () => {
          const { totalPrice: _p, status: _s, source: _o, vatKind: _v, ...fields } = bookingFields();
          const made = await s.request('POST', '/api/public/bookings', { body: { id: randomUUID(), ...fields } });
          return { method: 'GET', path: `/api/public/bookings/${made.body.id}?receipt=${made.body.receipt}` };
        },
      },
      {
        name: 'POST /api/customers/signup',
        allowed: EVERYONE,
        call: () => ({ method: 'POST', path: '/api/customers/signup', options: { body: { firstName: 'A', lastName: 'B', email: `${randomUUID()}@example.com`, password: 'password-123' } } }),
      },
      {
        name: 'POST /api/customers/login',
        allowed: EVERYONE,
        call: async () => {
          const customer = await s.makeCustomer('password-123');
          return { method: 'POST', path: '/api/customers/login', options: { body: { email: customer.email, password: 'password-123' } } };
        },
      },
      { name: 'POST /api/customers/logout', allowed: SIGNED_IN, fresh: true, call: () => ({ method: 'POST', path: '/api/customers/logout' }) },
      { name: 'GET /api/customers/me', allowed: CUSTOMER, call: () => ({ method: 'GET', path: '/api/customers/me' }) },
      { name: 'GET /api/customers/me/bookings', allowed: CUSTOMER, call: () => ({ method: 'GET', path: '/api/customers/me/bookings' }) },
      { name: 'GET /api/cars', allowed: EVERYONE, call: () => ({ method: 'GET', path: '/api/cars' }) },
      { name: 'GET /api/tours', allowed: EVERYONE, call: () => ({ method: 'GET', path: '/api/tours' }) },
      { name: 'GET /api/blog-posts', allowed: EVERYONE, call: () => ({ method: 'GET', path: '/api/blog-posts' }) },
      {
        name: 'POST /api/tours',
        allowed: ADMIN,
        call: () => {
          const { rating: _r, reviewCount: _c, ...payload } = tourFields();
          return { method: 'POST', path: '/api/tours', options: { body: payload } };
        },
      },
      {
        name: 'POST /api/blog-posts',
        allowed: ADMIN,
        call: () => ({ method: 'POST', path: '/api/blog-posts', options: { body: createFields('posts') } }),
      },
      { name: 'POST /api/attachments', allowed: STAFF, call: () => ({ method: 'POST', path: '/api/attachments', options: { raw: PNG, contentType: 'image/png' } }) },
      {
        name: 'GET /api/attachments/:id',
        allowed: EVERYONE,
        call: async () => {
          const made = await s.request('POST', '/api/attachments', { token: tokens.admin, raw: PNG, contentType: 'image/png' });
          return { method: 'GET', path: made.body.url };
        },
      },
    ];

    const cases = ENDPOINTS.flatMap((endpoint) => ROLES.map((role) => ({ endpoint, role })));

    it.each(cases.map(({ endpoint, role }) => [endpoint.name, role, endpoint] as const))('%s as %s', async (_name, role, endpoint) => {
      const token = endpoint.fresh ? await freshToken(role) : tokens[role];
      const call = await endpoint.call(token, role);
      const res = await s.request(call.method, call.path, { ...call.options, token });
      if (endpoint.allowed.includes(role)) {
        expect(res.status, res.text).toBeGreaterThanOrEqual(200);
        expect(res.status, res.text).toBeLessThan(300);
      } else {
        expect(res.status, res.text).toBe(role === 'anonymous' ? 401 : 403);
        expect(res.body).toEqual({ error: expect.any(String) });
      }
    });

    it('refuses a stale token with 401 on every endpoint that needs or reads a session', async () => {
      for (const endpoint of ENDPOINTS) {
        if (endpoint.allowed === EVERYONE && !endpoint.name.includes('pull') && !/\/api\/(cars|tours|blog-posts)$/.test(endpoint.name.split(' ')[1] ?? '')) continue;
        if (endpoint.name.endsWith('logout')) continue;
        const call = await endpoint.call(undefined, 'admin');
        const res = await s.request(call.method, call.path, { ...call.options, token: 'A'.repeat(43) });
        expect(res.status, endpoint.name).toBe(401);
      }
    });

    describe('push, table by table', () => {
      const ops = ['create', 'patch', 'delete'] as const;
      const pushCases = SYNCED_TABLES.flatMap((table) => ops.flatMap((op) => ROLES.map((role) => [table, op, role] as const)));
      let owner: Owner;

      beforeAll(async () => {
        // The driver of the matrix, and a ride an admin assigned to them.
        const driverId = (await s.request('GET', '/api/staff/me', { token: tokens.driver })).body.id as string;
        const rideId = randomUUID();
        const made = await s.request('POST', '/api/sync/push', {
          token: tokens.admin,
          body: { clientId: randomUUID(), schemaVersion: 1, mutations: [mutation({ seq: 1, table: 'bookings', recordId: rideId, op: 'create', hlc: s.hlc(-2000), fields: bookingFields({ driverId }) })] },
        });
        expect(made.body.results[0].status).toBe('applied');
        owner = { driverId, rideId };
      });

      /**
       * What a role may write in the matrix: the records it names are the driver's own (their ride, its
       * remarks and events, their time off, their profile). Ride events are never changed or deleted,
       * profiles never deleted, and a profile is only made with its account (a create merges into it).
       */
      function allowedToWrite(table: SyncedTable, op: string, role: Role): boolean {
        if (table === 'settings' && op === 'delete') return false;
        if (table === 'rideEvents' && op !== 'create') return false;
        // An issued invoice never changes: a credit note corrects it.
        if (table === 'invoices' && op !== 'create') return false;
        if (table === 'profiles' && op === 'delete') return false;
        if (role === 'admin') return true;
        // A driver logs the WhatsApp messages they send on their rides; they never change one.
        if (role === 'driver' && table === 'clientMessages') return op === 'create';
        if (role === 'driver') return ['bookings', 'remarks', 'rideEvents', 'timeOff', 'profiles'].includes(table);
        return false;
      }

      /** A ride of the driver's of its own, made by an admin. */
      async function newRide(): Promise<string> {
        const id = randomUUID();
        const made = await s.request('POST', '/api/sync/push', {
          token: tokens.admin,
          body: { clientId: randomUUID(), schemaVersion: 1, mutations: [mutation({ seq: 1, table: 'bookings', recordId: id, op: 'create', hlc: s.hlc(-1000), fields: bookingFields({ driverId: owner.driverId }) })] },
        });
        expect(made.body.results[0].status).toBe('applied');
        return id;
      }

      it.each(pushCases)('%s %s as %s', async (table, op, role) => {
        const recordId = table === 'settings' ? SETTINGS_ID : table === 'profiles' ? owner.driverId : randomUUID();
        // One invoice stands per ride at a time: each invoice case bills a ride of its own.
        const who = table === 'invoices' ? { ...owner, rideId: await newRide() } : owner;
        if (op !== 'create' && table !== 'settings' && table !== 'profiles') {
          // The record exists, made by an admin (a booking: the driver's ride).
          const fields = table === 'bookings' ? bookingFields({ driverId: owner.driverId }) : createFields(table, who);
          const made = await s.request('POST', '/api/sync/push', {
            token: tokens.admin,
            body: { clientId: randomUUID(), schemaVersion: 1, mutations: [mutation({ seq: 1, table, recordId, op: 'create', hlc: s.hlc(-1000), fields })] },
          });
          expect(made.body.results[0].status).toBe('applied');
        }
        const fields = op === 'create' ? createFields(table, who) : op === 'patch' ? PATCHES[table] : {};
        const res = await s.request('POST', '/api/sync/push', {
          token: tokens[role],
          body: { clientId: randomUUID(), schemaVersion: 1, mutations: [mutation({ seq: 1, table, recordId, op, hlc: s.hlc(), fields })] },
        });
        if (role === 'anonymous' || role === 'customer') {
          expect(res.status).toBe(role === 'anonymous' ? 401 : 403);
          return;
        }
        expect(res.status).toBe(200);
        const result = res.body.results[0];
        expect(result.status, result.reason).toBe(allowedToWrite(table, op, role) ? 'applied' : 'rejected');
        if (result.status === 'rejected') expect(result.reason).toMatch(/^(A |The |A ride's )/);
      });
    });

    describe('pull answers', () => {
      type Change = { table: SyncedTable; id: string; deleted: boolean; data: Record<string, unknown> };
      async function pullAll(role: Role): Promise<Change[]> {
        const changes: Change[] = [];
        let cursor: { v: number } | null = null;
        for (;;) {
          const res = await s.request('POST', '/api/sync/pull', { token: tokens[role], body: { cursor, limit: 50 } });
          expect(res.status).toBe(200);
          changes.push(...res.body.changes);
          cursor = res.body.cursor;
          if (!res.body.hasMore) return changes;
        }
      }
      const base = ['id', 'createdAt', 'updatedAt'];

      let driverId = '';

      beforeAll(async () => {
        // A booking of this customer, and one of someone else.
        const { totalPrice: _p, status: _s, source: _o, vatKind: _v, ...fields } = bookingFields();
        await s.request('POST', '/api/public/bookings', { token: tokens.customer, body: { id: randomUUID(), ...fields } });
        await s.request('POST', '/api/public/bookings', { body: { id: randomUUID(), ...fields } });
        // The driver's ride with a remark and an event, their time off; another driver's the same.
        driverId = (await s.request('GET', '/api/staff/me', { token: tokens.driver })).body.id as string;
        const other = await throwawayDriver();
        let seq = 0;
        const mutations = [driverId, other].flatMap((who) => {
          const ride = randomUUID();
          const owner = { driverId: who, rideId: ride };
          return [
            mutation({ seq: ++seq, table: 'bookings', recordId: ride, op: 'create', hlc: s.hlc(-500), fields: bookingFields({ driverId: who }) }),
            mutation({ seq: ++seq, table: 'remarks', recordId: randomUUID(), op: 'create', hlc: s.hlc(-500), fields: createFields('remarks', owner) }),
            mutation({ seq: ++seq, table: 'rideEvents', recordId: randomUUID(), op: 'create', hlc: s.hlc(-500), fields: createFields('rideEvents', owner) }),
            mutation({ seq: ++seq, table: 'clientMessages', recordId: randomUUID(), op: 'create', hlc: s.hlc(-500), fields: createFields('clientMessages', owner) }),
            mutation({ seq: ++seq, table: 'timeOff', recordId: randomUUID(), op: 'create', hlc: s.hlc(-500), fields: createFields('timeOff', owner) }),
            mutation({ seq: ++seq, table: 'downtimes', recordId: randomUUID(), op: 'create', hlc: s.hlc(-500), fields: createFields('downtimes', owner) }),
          ];
        });
        const made = await s.request('POST', '/api/sync/push', { token: tokens.admin, body: { clientId: randomUUID(), schemaVersion: 1, mutations } });
        expect(made.body.results.map((r: { status: string }) => r.status)).toEqual(mutations.map(() => 'applied'));
      });

      it.each(ROLES)('holds only what %s may read', async (role) => {
        const changes = await pullAll(role);
        const tables = new Set(changes.map((c) => c.table));
        const live = changes.filter((c) => !c.deleted);
        const text = JSON.stringify(changes);
        const expected: Record<Role, SyncedTable[]> = {
          anonymous: ['cars', 'tours', 'posts', 'settings'],
          customer: ['cars', 'tours', 'posts', 'settings', 'bookings'],
          driver: ['cars', 'tours', 'posts', 'settings', 'bookings', 'remarks', 'rideEvents', 'timeOff', 'profiles', 'clientMessages'],
          admin: [...SYNCED_TABLES],
        };
        expect([...tables].sort()).toEqual([...expected[role]].sort());
        const settings = live.find((c) => c.table === 'settings');
        if (role === 'admin') {
          expect(settings?.data).toHaveProperty('twoFactor');
        } else {
          // The public fields only; an optional one (extras) is there once the office has saved it.
          const keys = Object.keys(settings?.data ?? {});
          expect(keys.filter((key) => ![...base, ...PUBLIC_SETTINGS_FIELDS].includes(key))).toEqual([]);
          expect(keys).toEqual(expect.arrayContaining([...base, 'siteName', 'sitePhone', 'tariffs', 'company']));
          expect(text).not.toContain('syncUrl');
          expect(live.filter((c) => c.table === 'posts').every((c) => c.data.published === true)).toBe(true);
        }
        if (role === 'anonymous' || role === 'customer') {
          expect(live.filter((c) => c.table === 'cars').every((c) => c.data.available === true)).toBe(true);
          expect(text).not.toContain('helene.moreau@groupe-moreau.fr');
          expect(text).not.toContain('Child seat');
        }
        if (role === 'customer') {
          const ids = changes.filter((c) => c.table === 'bookings').map((c) => c.id);
          const { rows } = await s.db.query<{ id: string }>('select id from bookings where customer_id = $1 order by id', [customerId]);
          expect(rows.length).toBeGreaterThan(0);
          expect([...ids].sort()).toEqual(rows.map((r) => r.id));
          expect(text).not.toContain(SAMPLE_IDS.bookings.sophieMartin);
        }
        if (role === 'driver') {
          expect(text).not.toContain(SAMPLE_IDS.contacts.corporateEnquiry);
          // Their rides (assigned to them or made by them), those rides' remarks, events and client messages, their own
          // time off and profile: nothing of anyone else's, not even as a delete.
          const sent = (table: SyncedTable) => changes.filter((c) => c.table === table).map((c) => c.id).sort();
          const ids = async (sql: string) => (await s.db.query<{ id: string }>(sql, [driverId])).rows.map((r) => r.id).sort();
          const rides = 'select id from bookings where driver_id = $1 or created_by = $1';
          expect(sent('bookings')).toEqual(await ids(`${rides} order by id`));
          expect(sent('bookings').length).toBeGreaterThan(0);
          expect(sent('remarks')).toEqual(await ids(`select id from remarks where booking_id in (${rides}) order by id`));
          expect(sent('rideEvents')).toEqual(await ids(`select id from rideEvents where booking_id in (${rides}) order by id`));
          expect(sent('rideEvents').length).toBeGreaterThan(0);
          // Their rides' client messages (the 'received' email each ride's creation queued).
          expect(sent('clientMessages')).toEqual(await ids(`select id from clientMessages where booking_id in (${rides}) order by id`));
          expect(sent('clientMessages').length).toBeGreaterThan(0);
          expect(sent('timeOff')).toEqual(await ids('select id from timeOff where staff_id = $1 order by id'));
          expect(sent('profiles')).toEqual([driverId]);
        }
        expect(text).not.toMatch(/password|scrypt|customerId|customer_id|field_hlc|fieldHlc/);
      });
    });
  });
}
