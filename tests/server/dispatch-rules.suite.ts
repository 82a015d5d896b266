// A driver's limits on push, the fields only the server writes, the profiles that mirror the accounts
// and the sample drivers who cannot sign in (server/accounts/write-rules.ts, profiles.ts, setup.ts).

import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { NO_PASSWORD_HASH, passwordHasher } from '../../server/accounts/passwords';
import { bootstrap } from '../../server/accounts/setup';
import type { Passwords } from '../../server/http/context';
import { fieldClocks } from '../../server/sync/records';
import { SAMPLE_IDS } from '../../src/domain/sample-data';
import { SAMPLE_DRIVERS } from '../../src/domain/sample-dispatch';
import { dispatchKit } from './dispatch-kit';
import { bookingFields, startTestServer, TEST_ADMIN, TEST_PASSWORD_COST, type OpenDb, type TestServer } from './harness';

export function describeDispatchRules(engine: string, open: OpenDb) {
  describe(`dispatch rules on ${engine}`, () => {
    let s: TestServer;
    let kit: ReturnType<typeof dispatchKit>;
    let admin: string;
    /** Every stored hash a password was checked against. */
    const checkedHashes: string[] = [];

    beforeAll(async () => {
      const hasher = passwordHasher({ cost: TEST_PASSWORD_COST });
      const passwords: Passwords = { ...hasher, verify: (password, encoded) => (checkedHashes.push(encoded), hasher.verify(password, encoded)) };
      s = await startTestServer(open, { passwords, limits: { loginFailuresPerMinute: 100_000 } });
      kit = dispatchKit(s);
      admin = await s.adminToken();
    });
    afterAll(async () => {
      await s?.close();
    });

    describe("a driver's push", () => {
      let me: { id: string; token: string };
      let other: { id: string; token: string };
      let mine: string;
      let theirs: string;

      beforeAll(async () => {
        me = await s.makeStaff('driver');
        other = await s.makeStaff('driver');
        mine = await kit.ride(admin, { driverId: me.id });
        theirs = await kit.ride(admin, { driverId: other.id });
      });

      it("is refused on another driver's ride, with the reason", async () => {
        const results = await kit.push(me.token, [
          { table: 'bookings', recordId: theirs, op: 'patch', fields: { pickupTime: '10:00' } },
          { table: 'bookings', recordId: theirs, op: 'delete' },
          { table: 'remarks', recordId: randomUUID(), op: 'create', fields: { bookingId: theirs, text: 'Hi', color: 'blue', position: 0 } },
          { table: 'rideEvents', recordId: randomUUID(), op: 'create', fields: { bookingId: theirs, kind: 'en_route', at: new Date().toISOString(), authorId: me.id } },
          { table: 'bookings', recordId: mine, op: 'patch', fields: { pickupTime: '10:00' } },
        ]);
        expect(results.map((r) => [r.status, r.reason])).toEqual([
          ['rejected', 'A driver may only change their own rides'],
          ['rejected', 'A driver may only change their own rides'],
          ['rejected', 'A driver may only write remarks on their own rides'],
          ['rejected', 'A driver may only record the steps of their own rides'],
          ['applied', null],
        ]);
        expect(await kit.row('bookings', theirs)).toMatchObject({ pickup_time: '09:00', deleted: false });
      });

      it("records the client's waiting time as extras on their own ride only", async () => {
        const waiting = [{ extraId: 'waiting', quantity: 2, price: '12.50', vatPercent: '10' }];
        const results = await kit.push(me.token, [
          { table: 'bookings', recordId: mine, op: 'patch', fields: { extras: waiting } },
          { table: 'bookings', recordId: theirs, op: 'patch', fields: { extras: waiting } },
        ]);
        expect(results.map((r) => [r.status, r.reason])).toEqual([
          ['applied', null],
          ['rejected', 'A driver may only change their own rides'],
        ]);
        expect(await kit.row('bookings', mine)).toMatchObject({ extras: waiting });
        expect(await kit.row('bookings', theirs)).toMatchObject({ extras: null });
      });

      it('cannot assign rides, nor cancel them for the office', async () => {
        const results = await kit.push(me.token, [
          { table: 'bookings', recordId: mine, op: 'patch', fields: { driverId: other.id } },
          { table: 'bookings', recordId: mine, op: 'patch', fields: { assignedVehicleId: SAMPLE_IDS.cars.eClass } },
          { table: 'bookings', recordId: randomUUID(), op: 'create', fields: bookingFields({ driverId: me.id }) },
          { table: 'rideEvents', recordId: randomUUID(), op: 'create', fields: { bookingId: mine, kind: 'assigned', at: new Date().toISOString(), authorId: me.id, driverId: me.id } },
          { table: 'rideEvents', recordId: randomUUID(), op: 'create', fields: { bookingId: mine, kind: 'cancelled_operator', at: new Date().toISOString(), authorId: me.id } },
          // The same driver sent again is no change.
          { table: 'bookings', recordId: mine, op: 'patch', fields: { driverId: me.id, status: 'confirmed' } },
        ]);
        expect(results.map((r) => r.reason)).toEqual([
          'A driver cannot assign rides: an administrator assigns drivers and vehicles',
          'A driver cannot assign rides: an administrator assigns drivers and vehicles',
          'A driver cannot assign rides: an administrator assigns drivers and vehicles',
          'A driver cannot assign rides nor cancel them for the office',
          'A driver cannot assign rides nor cancel them for the office',
          null,
        ]);
        expect(await kit.row('bookings', mine)).toMatchObject({ driver_id: me.id, assigned_vehicle_id: null });
      });

      it('keeps a booking they created, made in their name whatever was sent', async () => {
        const id = randomUUID();
        await kit.apply(me.token, { table: 'bookings', recordId: id, op: 'create', fields: bookingFields({ createdBy: other.id }) });
        expect(await kit.row('bookings', id)).toMatchObject({ created_by: me.id, driver_id: null });
        // Theirs to change and to write on, though nobody drives it yet.
        const [patched, remark] = await kit.push(me.token, [
          { table: 'bookings', recordId: id, op: 'patch', fields: { specialRequests: 'Child seat', createdBy: other.id } },
          { table: 'remarks', recordId: randomUUID(), op: 'create', fields: { bookingId: id, text: 'Paid cash', color: 'green', position: 0 } },
        ]);
        expect([patched?.status, remark?.status]).toEqual(['applied', 'applied']);
        expect(await kit.row('bookings', id)).toMatchObject({ created_by: me.id, special_requests: 'Child seat' });
      });

      it('writes only their own time off and profile, and of the profile only name, phone and photo', async () => {
        const off = randomUUID();
        const span = { startsAt: `${kit.day(3)}T08:00`, endsAt: `${kit.day(3)}T18:00` };
        const results = await kit.push(me.token, [
          { table: 'timeOff', recordId: randomUUID(), op: 'create', fields: { staffId: other.id, ...span } },
          { table: 'timeOff', recordId: off, op: 'create', fields: { staffId: me.id, ...span, reason: 'Dentist' } },
          { table: 'timeOff', recordId: off, op: 'patch', fields: { staffId: other.id } },
          { table: 'downtimes', recordId: randomUUID(), op: 'create', fields: { carId: SAMPLE_IDS.cars.eClass, ...span, reason: 'maintenance' } },
          { table: 'profiles', recordId: other.id, op: 'patch', fields: { name: 'Someone else' } },
          { table: 'profiles', recordId: me.id, op: 'patch', fields: { vtcCardNumber: 'VTC-1' } },
          { table: 'profiles', recordId: me.id, op: 'patch', fields: { name: 'Karima', phone: '+33 6 10 20 30 40', role: 'admin', active: false } },
        ]);
        expect(results.map((r) => r.reason)).toEqual([
          'A driver may only enter their own time off',
          null,
          'A driver may only enter their own time off',
          'A driver may not change downtimes',
          'A driver may only change their own profile',
          'A driver may only change their own name, phone and photo: an administrator keeps the VTC card and licence',
          null,
        ]);
        // Role and state are the account's: dropped from the push, the profile keeps them.
        expect(await kit.row('profiles', me.id)).toMatchObject({ name: 'Karima', phone: '+33 6 10 20 30 40', role: 'driver', active: true, vtc_card_number: null });
        // And the account API reads the profile.
        const account = await s.request('GET', '/api/staff/me', { token: me.token });
        expect(account.body).toMatchObject({ id: me.id, name: 'Karima', phone: '+33 6 10 20 30 40', role: 'driver' });
      });
    });

    describe('for everyone', () => {
      it("keeps ride events as they were recorded: never changed, never deleted, the author the pusher", async () => {
        const ride = await kit.ride(admin);
        const eventId = randomUUID();
        const [made] = await kit.push(admin, [
          { table: 'rideEvents', recordId: eventId, op: 'create', fields: { bookingId: ride, kind: 'en_route', at: new Date().toISOString(), authorId: randomUUID() } },
        ]);
        expect(made?.status).toBe('applied');
        const results = await kit.push(admin, [
          { table: 'rideEvents', recordId: eventId, op: 'patch', fields: { note: 'Later' } },
          { table: 'rideEvents', recordId: eventId, op: 'delete' },
          { table: 'rideEvents', recordId: eventId, op: 'create', fields: { bookingId: ride, kind: 'done', at: new Date().toISOString(), authorId: randomUUID() } },
        ]);
        expect(results.map((r) => r.reason)).toEqual([
          "A ride's events are never changed or deleted: record a new event (an undo) instead",
          "A ride's events are never changed or deleted: record a new event (an undo) instead",
          'This ride event is already recorded: ride events are never changed',
        ]);
        const adminId = (await s.request('GET', '/api/staff/me', { token: admin })).body.id;
        expect(await kit.row('rideEvents', eventId)).toMatchObject({ kind: 'en_route', author_id: adminId, deleted: false });
      });

      it('takes no server-owned field from a device', async () => {
        const ride = await kit.ride(admin, { dispatchConflicts: [{ kind: 'seats', resource: 'vehicle' }] });
        const stored = await kit.row('bookings', ride);
        expect(stored).toMatchObject({ dispatch_conflicts: null, created_by: (await s.request('GET', '/api/staff/me', { token: admin })).body.id });
        await kit.apply(admin, { table: 'bookings', recordId: ride, op: 'patch', fields: { dispatchConflicts: [{ kind: 'luggage', resource: 'vehicle' }], createdBy: randomUUID() } });
        expect(await kit.row('bookings', ride)).toMatchObject({ dispatch_conflicts: null, created_by: stored.created_by });
        const driver = await s.makeStaff('driver');
        await kit.apply(admin, { table: 'profiles', recordId: driver.id, op: 'patch', fields: { role: 'admin', active: false, vtcCardNumber: 'VTC-075-99' } });
        expect(await kit.row('profiles', driver.id)).toMatchObject({ role: 'driver', active: true, vtc_card_number: 'VTC-075-99' });
        const [made] = await kit.push(admin, [{ table: 'profiles', recordId: randomUUID(), op: 'create', fields: { name: 'Ghost', phone: '', image: '', role: 'driver', active: true } }]);
        expect(made?.reason).toBe('There is no staff account with this id: profiles are made with the accounts, in Team');
        const [deleted] = await kit.push(admin, [{ table: 'profiles', recordId: driver.id, op: 'delete' }]);
        expect(deleted?.reason).toBe('A profile is deleted with its staff account, in Team');
      });
    });

    describe('profiles mirror the accounts', () => {
      it('are made, changed and deleted with them, by the server', async () => {
        const created = await s.request('POST', '/api/staff', { token: admin, body: { username: `d-${randomUUID().slice(0, 8)}`, name: 'Inès Morel', role: 'driver', password: 'a-good-password', phone: '+33 6 55 44 33 22' } });
        expect(created.status).toBe(201);
        const id = created.body.id as string;
        const profile = await kit.row('profiles', id);
        expect(profile).toMatchObject({ name: 'Inès Morel', phone: '+33 6 55 44 33 22', image: '', role: 'driver', active: true, deleted: false });
        // Every field written by the server's own node, not a device's.
        const hlcs = Object.values(fieldClocks(profile.field_hlc));
        expect(hlcs.length).toBeGreaterThan(0);

        await s.request('PATCH', `/api/staff/${id}`, { token: admin, body: { role: 'admin', disabled: true, name: 'Inès M.' } });
        expect(await kit.row('profiles', id)).toMatchObject({ role: 'admin', active: false, name: 'Inès M.' });
        expect(Number((await kit.row('profiles', id)).version)).toBeGreaterThan(Number(profile.version));

        // A name pushed from a device is what the account API answers.
        await kit.apply(admin, { table: 'profiles', recordId: id, op: 'patch', fields: { name: 'Inès Morel-Dupont' } });
        const list = await s.request('GET', '/api/staff', { token: admin });
        expect(list.body.find((a: { id: string }) => a.id === id)).toMatchObject({ name: 'Inès Morel-Dupont', role: 'admin', disabled: true });

        expect((await s.request('DELETE', `/api/staff/${id}`, { token: admin })).status).toBe(200);
        expect(await kit.row('profiles', id)).toMatchObject({ deleted: true });
        const pulled = kit.latest((await kit.pullAll(admin)).changes).get(`profiles:${id}`);
        expect(pulled).toMatchObject({ deleted: true });
      });

      it('are made at bootstrap for the accounts that lack one, once', async () => {
        const driver = await s.makeStaff('driver');
        await s.db.query('delete from profiles where id = $1', [driver.id]);
        await bootstrap(s.db, { passwordCost: TEST_PASSWORD_COST, admin: TEST_ADMIN });
        expect(await kit.row('profiles', driver.id)).toMatchObject({ name: 'Test driver', role: 'driver', active: true });
        const before = await s.db.query('select id, version from profiles order by id');
        await bootstrap(s.db, { passwordCost: TEST_PASSWORD_COST, admin: TEST_ADMIN });
        expect((await s.db.query('select id, version from profiles order by id')).rows).toEqual(before.rows);
        const { rows } = await s.db.query<{ n: number }>('select count(*)::int as n from staff s where not exists (select 1 from profiles p where p.id = s.id)');
        expect(rows[0]?.n).toBe(0);
      });
    });

    describe('sample drivers', () => {
      it('are team members who cannot sign in until an admin sets their password', async () => {
        const list = await s.request('GET', '/api/staff', { token: admin });
        for (const driver of Object.values(SAMPLE_DRIVERS)) {
          expect(list.body.find((a: { id: string }) => a.id === driver.id)).toMatchObject({ username: driver.username, name: driver.name, role: 'driver', disabled: false, hasPassword: false });
          const { rows } = await s.db.query<{ password_hash: string }>('select password_hash from staff where id = $1', [driver.id]);
          expect(rows[0]?.password_hash).toBe(NO_PASSWORD_HASH);
        }
        checkedHashes.length = 0;
        for (const password of ['x', 'karim', 'password', NO_PASSWORD_HASH, 'none']) {
          const res = await s.request('POST', '/api/auth/login', { body: { username: 'karim', password } });
          expect(res.status).toBe(401);
          expect(res.body).toEqual({ error: 'Invalid username or password' });
        }
        // Checked against a real hash all the same (the stand-in one): no faster answer than a wrong password.
        expect(checkedHashes.length).toBe(5);
        expect(checkedHashes.every((hash) => hash.startsWith('scrypt$'))).toBe(true);

        expect(list.body.find((a: { role: string }) => a.role === 'admin')).toMatchObject({ hasPassword: true });

        const set = await s.request('PATCH', `/api/staff/${SAMPLE_DRIVERS.karim.id}`, { token: admin, body: { password: 'karim-at-the-wheel' } });
        expect(set.status).toBe(200);
        expect(set.body).toMatchObject({ id: SAMPLE_DRIVERS.karim.id, hasPassword: true });
        const token = await s.login('karim', 'karim-at-the-wheel');
        const { changes } = await kit.pullAll(token);
        const rides = changes.filter((c) => c.table === 'bookings' && !c.deleted);
        expect(rides.length).toBeGreaterThan(0);
        expect(rides.every((c) => c.data.driverId === SAMPLE_DRIVERS.karim.id)).toBe(true);
        expect(changes.filter((c) => c.table === 'profiles').map((c) => c.id)).toEqual([SAMPLE_DRIVERS.karim.id]);
      });
    });
  });
}
