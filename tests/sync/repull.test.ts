// @vitest-environment node
// What the device forgets: after a pull from scratch, every row the server no longer sends; when the
// viewer changes (admin to driver, sign-out), at once, what the new one may not see. Never an unsent
// change. Against the real server in process (PGlite; the rules are the device's own).
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { applyPulledPage, dropUnseenRows } from '../../src/db/apply-pulled';
import { SYNC_KEYS } from '../../src/db/db';
import { createRecord, deleteRecord, patchRecord } from '../../src/db/repository';
import type { SyncAuth } from '../../src/db/sync-state';
import { SAMPLE_IDS } from '../../src/domain/sample-data';
import { runHousekeeping } from '../../server/storage/housekeeping';
import { BASE_URL, startBackend, type BackendHost, type Server } from './backend';
import { freshDb } from '../db/helpers';
import { makeDevice, type Device } from './devices';

const DAY = 86_400_000;

describe('forgetting what the server no longer sends', () => {
  let host: BackendHost;
  let server: Server;
  const devices: Device[] = [];
  const device = (auth: SyncAuth | null) => {
    const d = makeDevice(server, { auth });
    devices.push(d);
    return d;
  };

  async function staffAuth(role: 'admin' | 'driver'): Promise<SyncAuth> {
    const username = `${role}-${crypto.randomUUID().slice(0, 8)}`;
    const headers = { 'Content-Type': 'application/json', Authorization: `Bearer ${server.adminToken}` };
    const made = await server.fetch(`${BASE_URL}/api/staff`, {
      method: 'POST',
      headers,
      body: JSON.stringify({ username, name: `Test ${role}`, role, password: 'a-good-password' }),
    });
    const { id } = (await made.json()) as { id: string };
    const login = await server.fetch(`${BASE_URL}/api/auth/login`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ username, password: 'a-good-password' }),
    });
    const { token } = (await login.json()) as { token: string };
    return { token, kind: 'staff', viewer: `staff:${id}:${role}` };
  }

  /** Another admin device deletes the record. */
  async function deleteOnServer(id: string): Promise<void> {
    const other = device({ token: server.adminToken, kind: 'staff' });
    await other.engine.pull();
    await deleteRecord(other.db, 'bookings', id);
    expect((await other.engine.push()).push?.applied).toBe(1);
  }

  beforeAll(async () => {
    host = await startBackend('pglite');
    server = await host.fresh();
  }, 120_000);
  afterAll(async () => {
    await server?.close();
    await host?.close();
  }, 60_000);
  beforeEach(async () => {
    await server.reset();
  }, 60_000);
  afterEach(async () => {
    for (const d of devices.splice(0)) await d.destroy();
  }, 60_000);

  it('drops, after a pull from scratch (a reset past the tombstone horizon), a synced row whose delete it never saw', async () => {
    const admin = await staffAuth('admin');
    const d = device(admin);
    expect((await d.engine.flush()).ok).toBe(true);
    expect((await d.db.bookings.get(SAMPLE_IDS.bookings.lucasDubois))?.rev).toBeGreaterThan(0);
    const mine = await createRecord(d.db, 'remarks', { bookingId: SAMPLE_IDS.bookings.lucasDubois, text: 'Unsent', position: 0, color: 'yellow' });
    d.net.offline = true;

    await deleteOnServer(SAMPLE_IDS.bookings.lucasDubois);
    // The tombstone ages past the horizon and is purged: a device that never pulled it must start again.
    await server.db.query('update bookings set updated_at = $2 where id = $1', [SAMPLE_IDS.bookings.lucasDubois, new Date(Date.now() - 100 * DAY)]);
    await runHousekeeping(server.db, new Date());
    expect((await server.db.query('select id from bookings where id = $1', [SAMPLE_IDS.bookings.lucasDubois])).rows).toEqual([]);

    d.net.offline = false;
    const pull = await d.engine.pull();
    expect(pull.error).toBeNull();
    expect(pull.pull).toMatchObject({ fromScratch: true });
    expect(await d.db.bookings.get(SAMPLE_IDS.bookings.lucasDubois)).toBeUndefined();
    // The unsent remark stays, with its outbox entry.
    expect(await d.db.remarks.get(mine.id)).toBeDefined();
    expect(await d.db.outbox.count()).toBe(1);
    expect((await d.db.bookings.get(SAMPLE_IDS.bookings.sophieMartin))?.rev).toBeGreaterThan(0);
  });

  it("removes at once what a driver may not see when the admin's device passes to a driver, keeping unsent changes", async () => {
    const admin = await staffAuth('admin');
    const d = device(admin);
    expect((await d.engine.flush()).ok).toBe(true);
    expect(await d.db.contacts.count()).toBeGreaterThan(0);
    const unsent = await createRecord(d.db, 'contacts', { firstName: 'Ana', lastName: 'Lopes', email: 'ana@example.com', phone: '+33 6 00 00 00 01', message: 'Unsent' });

    d.auth = await staffAuth('driver');
    d.net.offline = true;
    const offline = await d.engine.flush();
    expect(offline.error?.kind).toBe('network');
    // Before any answer of the server: only the unsent message is left of the messages, and of the
    // rides, time off, downtime and profiles only the driver's own (this new driver has none).
    expect((await d.db.contacts.toArray()).map((c) => c.id)).toEqual([unsent.id]);
    expect(await d.db.bookings.count()).toBe(0);
    expect(await d.db.downtimes.count()).toBe(0);
    expect(await d.db.timeOff.count()).toBe(0);
    expect((await d.db.profiles.toArray()).map((p) => p.id)).toEqual([]);
    expect(await d.db.cars.count()).toBeGreaterThan(0);
  });

  it('removes at once the bookings, remarks and messages on sign-out, keeping unsent changes and the catalogue', async () => {
    const admin = await staffAuth('admin');
    const d = device(admin);
    expect((await d.engine.flush()).ok).toBe(true);
    await patchRecord(d.db, 'bookings', SAMPLE_IDS.bookings.sophieMartin, { pickupTime: '06:15' });
    const cars = await d.db.cars.count();

    d.auth = null;
    d.net.offline = true;
    await d.engine.flush();
    expect((await d.db.bookings.toArray()).map((b) => b.id)).toEqual([SAMPLE_IDS.bookings.sophieMartin]);
    expect(await d.db.remarks.count()).toBe(0);
    expect(await d.db.contacts.count()).toBe(0);
    expect(await d.db.profiles.count()).toBe(0);
    expect(await d.db.rideEvents.count()).toBe(0);
    expect(await d.db.outbox.count()).toBe(1);

    d.net.offline = false;
    expect((await d.engine.flush()).ok).toBe(true);
    // The public catalogue: the available cars only.
    const available = (await d.db.cars.toArray()).every((car) => car.available);
    expect(available).toBe(true);
    expect(await d.db.cars.count()).toBeLessThanOrEqual(cars);
    expect(await d.db.tours.count()).toBeGreaterThan(0);
  });
});

describe('a pull from scratch asked again', () => {
  it('keeps the rows of a last page when that page is asked again before the drop (same cursor)', async () => {
    const db = freshDb();
    const cars = await db.cars.toArray();
    await db.syncState.put({ key: SYNC_KEYS.fullPull, value: true });
    const change = (car: (typeof cars)[number], version: number) => {
      const { rev: _rev, ...data } = car;
      return { table: 'cars' as const, id: car.id, version, deleted: false, data };
    };
    await applyPulledPage(db, cars.map((car, i) => change(car, i + 1)), { v: 50 });
    // Interrupted here; the next flush asks from cursor 50 and gets an empty last page at 50.
    await applyPulledPage(db, [], { v: 50 });
    expect(await dropUnseenRows(db)).toBeGreaterThan(0);
    expect(await db.cars.count()).toBe(cars.length);
  });
});
