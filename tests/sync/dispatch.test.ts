// @vitest-environment node
// Dispatch through the real engine on device databases against the real server in process, on PGlite
// and on PostgreSQL: ride events recorded offline on two devices, a driver's view of the data and its
// limits, the server's own conflict check, and rides taken from a driver leaving their device.
import { describe, expect, it } from 'vitest';
import { createRecord, patchRecord } from '../../src/db/repository';
import type { AppDb } from '../../src/db/db';
import { addDays, parisToday } from '../../src/domain/paris-time';
import { deriveRide } from '../../src/domain/ride-state';
import { SAMPLE_DRIVERS } from '../../src/domain/sample-dispatch';
import type { CreateInput, RideEvent } from '../../src/domain/types';
import { BASE_URL, type BackendKind } from './backend';
import { diffDevice, suiteBackend, type Device } from './devices';

const BACKENDS: BackendKind[] = ['pglite', 'postgres'];
const MINUTE = 60_000;

/** A few milliseconds, so that the next write's HLC is later in time on any device. */
const later = () => new Promise((resolve) => setTimeout(resolve, 3));

const ride = (fields: Partial<CreateInput<'bookings'>> = {}): CreateInput<'bookings'> => ({
  firstName: 'Claire',
  lastName: 'Dumont',
  email: '',
  phone: '+33 6 22 41 87 10',
  pickupLocation: 'Gare de Lyon, Paris',
  dropoffLocation: 'Hôtel Lutetia, 45 Boulevard Raspail, 75006 Paris',
  pickupDate: addDays(parisToday(), 3),
  pickupTime: '09:00',
  serviceType: 'transfer',
  passengers: 2,
  luggage: 2,
  totalPrice: '95.00',
  vatKind: 'transport',
  status: 'confirmed',
  source: 'admin',
  ...fields,
});

const step = (bookingId: string, kind: RideEvent['kind'], at: number, authorId: string): CreateInput<'rideEvents'> => ({
  bookingId,
  kind,
  at: new Date(at).toISOString(),
  authorId,
});

describe.each(BACKENDS)('dispatch sync on %s', (kind) => {
  const suite = suiteBackend(kind);


  async function api(path: string, body: unknown, token = suite.server().adminToken): Promise<{ status: number; body: Record<string, unknown> }> {
    const res = await suite.server().fetch(`${BASE_URL}${path}`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${token}` },
      body: JSON.stringify(body),
    });
    return { status: res.status, body: (await res.json()) as Record<string, unknown> };
  }

  /** A driver made in Team, signed in. */
  async function driver(): Promise<{ id: string; token: string }> {
    const username = `driver-${crypto.randomUUID().slice(0, 8)}`;
    const made = await api('/api/staff', { username, name: 'Test driver', role: 'driver', password: 'a-good-password' });
    expect(made.status).toBe(201);
    const login = await api('/api/auth/login', { username, password: 'a-good-password' });
    expect(login.status).toBe(200);
    return { id: String(made.body.id), token: String(login.body.token) };
  }

  function device(as?: { id: string; token: string }): Device {
    return suite.device(as ? { auth: { token: as.token, kind: 'staff', viewer: `staff:${as.id}:driver` } } : {});
  }

  async function flushed(...list: Device[]) {
    for (const d of list) expect((await d.engine.flush()).error).toBeNull();
  }

  const ids = async (db: AppDb, table: 'bookings' | 'remarks' | 'rideEvents' | 'timeOff' | 'profiles' | 'downtimes' | 'contacts') =>
    ((await db.table(table).toArray()) as { id: string }[]).map((r) => r.id).sort();

  it('keeps the events two devices recorded offline on one ride, on both', async () => {
    const d = await driver();
    const office = device();
    const { id } = await createRecord(office.db, 'bookings', ride({ driverId: d.id }));
    await flushed(office);
    const phone = device(d);
    const tablet = device(d);
    await flushed(phone, tablet);
    expect(await phone.db.bookings.get(id)).toMatchObject({ driverId: d.id });

    phone.net.offline = true;
    tablet.net.offline = true;
    const start = Date.now() - 30 * MINUTE;
    await createRecord(phone.db, 'rideEvents', step(id, 'accepted', start, d.id));
    await createRecord(phone.db, 'rideEvents', step(id, 'en_route', start + 5 * MINUTE, d.id));
    await createRecord(tablet.db, 'rideEvents', step(id, 'on_location', start + 20 * MINUTE, d.id));
    await createRecord(tablet.db, 'rideEvents', step(id, 'on_board', start + 25 * MINUTE, d.id));
    phone.net.offline = false;
    tablet.net.offline = false;
    await flushed(phone, tablet, phone, office);

    for (const each of [phone, tablet, office]) {
      const events = await each.db.rideEvents.where('bookingId').equals(id).toArray();
      expect(events.map((e) => e.kind).sort()).toEqual(['accepted', 'en_route', 'on_board', 'on_location']);
      expect(deriveRide(events, true).state).toBe('on_board');
    }
    // The driver's devices hold what the server holds of their ride, as it holds it.
    const { records } = await suite.server().snapshot();
    const theirs = new Map([...records].filter(([, r]) => r.id === id || r.data.bookingId === id));
    for (const each of [phone, tablet]) expect(await diffDevice(each, theirs, ['bookings', 'rideEvents'])).toEqual([]);
  });

  it("pulls a driver only their rides, with their remarks and events, and the bookings they created", async () => {
    const d = await driver();
    const other = await driver();
    const office = device();
    const mine = await createRecord(office.db, 'bookings', ride({ driverId: d.id }));
    const theirs = await createRecord(office.db, 'bookings', ride({ driverId: other.id }));
    const myRemark = await createRecord(office.db, 'remarks', { bookingId: mine.id, text: 'Name board', color: 'blue', position: 0 });
    await createRecord(office.db, 'remarks', { bookingId: theirs.id, text: 'VIP', color: 'pink', position: 0 });
    await createRecord(office.db, 'timeOff', { staffId: other.id, startsAt: `${mine.pickupDate}T00:00`, endsAt: `${mine.pickupDate}T23:59` });
    await flushed(office);

    const phone = device(d);
    await flushed(phone);
    // A booking the driver takes by phone stays theirs, though nobody assigned it.
    const taken = await createRecord(phone.db, 'bookings', ride({ pickupTime: '18:00' }));
    await flushed(phone, phone);

    expect(await ids(phone.db, 'bookings')).toEqual([mine.id, taken.id].sort());
    expect(await ids(phone.db, 'remarks')).toEqual([myRemark.id]);
    expect(await ids(phone.db, 'timeOff')).toEqual([]);
    expect(await ids(phone.db, 'downtimes')).toEqual([]);
    expect(await ids(phone.db, 'contacts')).toEqual([]);
    expect(await ids(phone.db, 'profiles')).toEqual([d.id]);
    expect(await phone.db.bookings.get(taken.id)).toMatchObject({ createdBy: d.id });
  });

  it("refuses a driver's change to a ride no longer theirs, with the reason, and drops the ride", async () => {
    const d = await driver();
    const other = await driver();
    const office = device();
    const { id } = await createRecord(office.db, 'bookings', ride({ driverId: d.id }));
    await flushed(office);
    const phone = device(d);
    await flushed(phone);

    phone.net.offline = true;
    await patchRecord(phone.db, 'bookings', id, { specialRequests: 'Client asks for a child seat' });
    await patchRecord(office.db, 'bookings', id, { driverId: other.id });
    await flushed(office);
    phone.net.offline = false;
    const result = await phone.engine.flush();
    expect(result.push?.rejected).toBe(1);
    const [refused] = await phone.db.rejected.toArray();
    expect(refused).toMatchObject({ table: 'bookings', recordId: id, reason: 'A driver may only change their own rides' });
    await flushed(phone);
    expect(await phone.db.bookings.get(id)).toBeUndefined();
    await flushed(office);
    expect((await office.db.bookings.get(id))?.specialRequests).toBeUndefined();
  });

  it('shows on both devices a conflict only the server could see', async () => {
    const d = await driver();
    const a = device();
    const b = device();
    const first = await createRecord(a.db, 'bookings', ride({ pickupTime: '09:00' }));
    const second = await createRecord(a.db, 'bookings', ride({ pickupTime: '09:40' }));
    await flushed(a, b);
    a.net.offline = true;
    b.net.offline = true;
    // Each office device assigns the driver to one ride: each one alone sees no conflict.
    await patchRecord(a.db, 'bookings', first.id, { driverId: d.id });
    await later();
    await patchRecord(b.db, 'bookings', second.id, { driverId: d.id });
    a.net.offline = false;
    b.net.offline = false;
    await flushed(a, b, a);

    for (const each of [a, b]) {
      expect((await each.db.bookings.get(first.id))?.dispatchConflicts).toEqual([{ kind: 'overlap', resource: 'driver', withId: second.id }]);
      expect((await each.db.bookings.get(second.id))?.dispatchConflicts).toEqual([{ kind: 'overlap', resource: 'driver', withId: first.id }]);
    }
    const { records } = await suite.server().snapshot();
    for (const each of [a, b]) expect(await diffDevice(each, records, ['bookings'])).toEqual([]);
  });

  it("removes a ride given to another driver from the first one's device, with its remarks and events", async () => {
    const d = await driver();
    const next = await driver();
    const office = device();
    const { id } = await createRecord(office.db, 'bookings', ride({ driverId: d.id }));
    const remark = await createRecord(office.db, 'remarks', { bookingId: id, text: 'Meet at exit 4', color: 'yellow', position: 0 });
    await flushed(office);
    const phone = device(d);
    await flushed(phone);
    const accepted = await createRecord(phone.db, 'rideEvents', step(id, 'accepted', Date.now() - MINUTE, d.id));
    await flushed(phone);
    expect(await phone.db.remarks.get(remark.id)).toBeDefined();

    await patchRecord(office.db, 'bookings', id, { driverId: next.id });
    await flushed(office, phone);
    expect(await phone.db.bookings.get(id)).toBeUndefined();
    expect(await phone.db.remarks.get(remark.id)).toBeUndefined();
    expect(await phone.db.rideEvents.get(accepted.id)).toBeUndefined();

    const nextPhone = device(next);
    await flushed(nextPhone);
    expect(await nextPhone.db.bookings.get(id)).toMatchObject({ driverId: next.id });
    expect(await nextPhone.db.remarks.get(remark.id)).toMatchObject({ text: 'Meet at exit 4' });
    expect(await nextPhone.db.rideEvents.get(accepted.id)).toMatchObject({ kind: 'accepted', authorId: d.id });
  });

  it('ships sample drivers who cannot sign in', async () => {
    for (const sample of Object.values(SAMPLE_DRIVERS)) {
      const res = await api('/api/auth/login', { username: sample.username, password: sample.username });
      expect(res.status).toBe(401);
      expect(res.body).toEqual({ error: 'Invalid username or password' });
    }
  });
});
