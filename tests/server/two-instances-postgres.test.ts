// @vitest-environment node
// Two server instances on one PostgreSQL, as behind a load balancer: a catalogue change made through
// one shows in the pages the other renders (the cache key holds the catalogue's version, read from the
// database), sessions and sign-in limits are shared, a device pushing to one and pulling from the other
// converges, an email is sent once with a mail worker on each, and the purges run once per interval.

import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../../server/app';
import { bootstrap } from '../../server/accounts/setup';
import { parseMailConfig, type MailConfig } from '../../server/mail/config';
import { startMailWorker, type Outgoing } from '../../server/mail/worker';
import { openDb } from '../../server/storage/db';
import { claimHousekeeping } from '../../server/storage/housekeeping';
import { runMigrations } from '../../server/storage/migrate';
import type { Db } from '../../server/storage/queryable';
import { formatHlc } from '../../src/domain/hlc';
import { addDays, parisToday } from '../../src/domain/paris-time';
import { SAMPLE_IDS } from '../../src/domain/sample-data';
import { makeFakeDist } from './fake-dist';
import { bookingFields, mutation, TEST_ADMIN, TEST_PASSWORD_COST } from './harness';
import { startPgCluster, type PgCluster } from './pg-cluster';

describe('two instances on one PostgreSQL', () => {
  let cluster: PgCluster;
  const dbs: Db[] = [];
  const dist = makeFakeDist();
  const mail = parseMailConfig('smtp://127.0.0.1:9', 'Paris Prestige Chauffeur <bookings@prestige.test>') as MailConfig;
  let a: ReturnType<typeof createApp>;
  let b: ReturnType<typeof createApp>;

  beforeAll(async () => {
    cluster = await startPgCluster();
    const admin = await openDb({ databaseUrl: cluster.url });
    await admin.query('create database two_instances');
    await admin.close();
    const url = cluster.url.replace(/\/postgres$/, '/two_instances');
    for (let i = 0; i < 2; i++) dbs.push(await openDb({ databaseUrl: url }));
    const [dbA, dbB] = dbs as [Db, Db];
    // Both start at once, as after a deploy: each migration runs once (db-postgres.test.ts), then the first admin.
    await Promise.all([runMigrations(dbA), runMigrations(dbB)]);
    await bootstrap(dbA, { now: new Date(), seed: true, passwordCost: TEST_PASSWORD_COST, admin: TEST_ADMIN });
    const app = (db: Db) =>
      createApp({
        db,
        distDir: dist.distDir,
        passwordCost: TEST_PASSWORD_COST,
        limits: { loginFailuresPerMinute: 4 },
        mail,
        loadRenderEntry: () => import('../../src/entry-server'),
      });
    a = app(dbA);
    b = app(dbB);
  }, 180_000);

  afterAll(async () => {
    for (const db of dbs) await db.close();
    await cluster?.stop();
    dist.cleanup();
  });

  const json = async (app: ReturnType<typeof createApp>, method: string, path: string, body?: unknown, token?: string) => {
    const headers: Record<string, string> = {};
    if (body !== undefined) headers['Content-Type'] = 'application/json';
    if (token) headers.Authorization = `Bearer ${token}`;
    const res = await app.request(`http://localhost${path}`, { method, headers, body: body === undefined ? undefined : JSON.stringify(body) });
    return { status: res.status, body: (await res.json().catch(() => null)) as Record<string, unknown> | null };
  };
  const signIn = async (app: ReturnType<typeof createApp>) => String((await json(app, 'POST', '/api/auth/login', TEST_ADMIN)).body?.token);
  let counter = 0;
  // One mutation from a device of its own each time: its first, seq 1.
  const push = (app: ReturnType<typeof createApp>, token: string, table: string, recordId: string, op: 'create' | 'patch', fields: Record<string, unknown>) =>
    json(
      app,
      'POST',
      '/api/sync/push',
      { clientId: randomUUID(), schemaVersion: 1, mutations: [mutation({ seq: 1, table, recordId, op, fields, hlc: formatHlc({ millis: Date.now(), counter: ++counter, node: 'abcdef0123456789' }) })] },
      token,
    );

  it('shares sessions: a sign-in on one instance is valid on the other, and so is its end', async () => {
    const token = await signIn(a);
    expect((await json(b, 'GET', '/api/staff/me', undefined, token)).status).toBe(200);
    expect((await json(b, 'POST', '/api/auth/logout', undefined, token)).status).toBeLessThan(300);
    expect((await json(a, 'GET', '/api/staff/me', undefined, token)).status).toBe(401);
  });

  it('converges: a change pushed to one instance is pulled from the other', async () => {
    const token = await signIn(b);
    const id = randomUUID();
    const pushed = await push(a, token, 'bookings', id, 'create', bookingFields({ firstName: 'Inès', pickupDate: addDays(parisToday(), 3) }));
    expect(pushed.body?.results).toEqual([expect.objectContaining({ status: 'applied' })]);
    let cursor: unknown = null;
    const seen: { table: string; id: string; data: Record<string, unknown> }[] = [];
    for (;;) {
      const page = await json(b, 'POST', '/api/sync/pull', { cursor, limit: 500 }, token);
      expect(page.status).toBe(200);
      seen.push(...(page.body?.changes as typeof seen));
      cursor = page.body?.cursor;
      if (!page.body?.hasMore) break;
    }
    expect(seen.find((c) => c.table === 'bookings' && c.id === id)?.data.firstName).toBe('Inès');
  });

  it('renders on one instance what was changed through the other', async () => {
    const page = async (app: ReturnType<typeof createApp>) => (await app.request('http://localhost/en/fleet', { headers: { Accept: 'text/html' } })).text();
    expect(await page(b)).toContain('Range Rover Sport');
    const token = await signIn(a);
    const pushed = await push(a, token, 'cars', SAMPLE_IDS.cars.rangeRoverSport, 'patch', { name: 'Range Rover Autobiography' });
    expect(pushed.body?.results).toEqual([expect.objectContaining({ status: 'applied' })]);
    const after = await page(b);
    expect(after).toContain('Range Rover Autobiography');
    expect(after).not.toContain('Range Rover Sport');
  });

  it('sends an email once, with a mail worker on each instance', async () => {
    const sent: Outgoing[] = [];
    const workers = dbs.map((db) => startMailWorker({ db, mail, loop: false, log: () => {}, send: async (message) => void sent.push(message) }));
    try {
      const to = `twice-${randomUUID().slice(0, 8)}@example.com`;
      const res = await json(a, 'POST', '/api/public/bookings', {
        id: randomUUID(),
        idempotencyKey: randomUUID(),
        firstName: 'Léa',
        lastName: 'Martin',
        email: to,
        phone: '+33 6 12 34 56 78',
        pickupLocation: 'Gare de Lyon',
        pickupDate: addDays(parisToday(), 5),
        pickupTime: '10:00',
        serviceType: 'transfer',
        vehicleId: SAMPLE_IDS.cars.rangeRoverSport,
        passengers: 2,
        luggage: 1,
      });
      expect(res.status).toBe(201);
      await Promise.all(workers.map((w) => w.runOnce()));
      await Promise.all(workers.map((w) => w.runOnce()));
      expect(sent.filter((m) => m.to === to)).toHaveLength(1);
    } finally {
      await Promise.all(workers.map((w) => w.stop()));
    }
  });

  it('purges once per interval across the instances', async () => {
    const now = new Date(Date.now() + 3600_000);
    const claims = await Promise.all(dbs.map((db) => claimHousekeeping(db, now)));
    expect(claims.filter(Boolean)).toHaveLength(1);
    expect(await claimHousekeeping(dbs[0] as Db, new Date(now.getTime() + 60_000))).toBe(false);
    expect(await claimHousekeeping(dbs[1] as Db, new Date(now.getTime() + 11 * 60_000))).toBe(true);
  });
  // Last: it closes this address to sign-ins for a minute.
  it('shares the sign-in limit: wrong passwords on both count together', async () => {
    const wrong = { username: 'nobody-here', password: 'wrong-password' };
    const statuses = [];
    for (const app of [a, b, a, b, a]) statuses.push((await json(app, 'POST', '/api/auth/login', wrong)).status);
    expect(statuses).toEqual([401, 401, 401, 401, 429]);
  });
});
