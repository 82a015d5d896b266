// What the server does after a push batch (server/sync/batch-effects.ts): a ride's remarks and events
// move with it, its booking status follows its events, and the conflicts it finds are marked.

import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fieldClocks } from '../../server/sync/records';
import { SAMPLE_IDS } from '../../src/domain/sample-data';
import { dispatchKit } from './dispatch-kit';
import { startTestServer, type OpenDb, type TestServer } from './harness';

const DEVICE_NODE = 'abcdef0123456789';
const MINUTE = 60_000;

export function describeDispatchEffects(engine: string, open: OpenDb) {
  describe(`dispatch effects on ${engine}`, () => {
    let s: TestServer;
    let kit: ReturnType<typeof dispatchKit>;
    let admin: string;

    beforeAll(async () => {
      s = await startTestServer(open);
      kit = dispatchKit(s);
      admin = await s.adminToken();
    });
    afterAll(async () => {
      await s?.close();
    });

    const conflictsOf = async (id: string) => (await kit.row('bookings', id)).dispatch_conflicts;
    const nodeOf = (row: Record<string, unknown>, field: string) => String(fieldClocks(row.field_hlc)[field]).slice(-16);

    describe('the booking status follows the ride', () => {
      it('completes a ride run to the end, whatever order its events arrive in', async () => {
        const driver = await s.makeStaff('driver');
        const ride = await kit.ride(admin, { driverId: driver.id, status: 'confirmed' });
        const start = s.clock.now().getTime() - 60 * MINUTE;
        const at = (n: number) => new Date(start + n * 10 * MINUTE);
        for (const [n, kind] of [[0, 'accepted'], [1, 'en_route'], [2, 'on_location']] as const) {
          expect((await kit.event(driver.token, ride, kind, at(n))).status).toBe('applied');
        }
        expect(await kit.row('bookings', ride)).toMatchObject({ status: 'confirmed' });
        // 'done' arrives before 'on board' (another phone, offline longer): the later tap still decides.
        const done = randomUUID();
        await kit.apply(driver.token, { table: 'rideEvents', recordId: done, op: 'create', fields: { bookingId: ride, kind: 'done', at: at(5).toISOString(), authorId: driver.id } });
        const completed = await kit.row('bookings', ride);
        expect(completed).toMatchObject({ status: 'completed' });
        expect(nodeOf(completed, 'status')).not.toBe(DEVICE_NODE);
        await kit.event(driver.token, ride, 'on_board', at(4));
        expect(await kit.row('bookings', ride)).toMatchObject({ status: 'completed' });
        // An undone 'done' leaves the status: no state of a running ride says one.
        await kit.event(driver.token, ride, 'undone', at(6), { undoes: done });
        expect(await kit.row('bookings', ride)).toMatchObject({ status: 'completed' });
        // The driver's pull brings the status written by the server.
        const pulled = kit.latest((await kit.pullAll(driver.token)).changes).get(`bookings:${ride}`);
        expect(pulled?.data.status).toBe('completed');
      });

      it('cancels a cancelled ride, and frees its driver of the conflict', async () => {
        const driver = await s.makeStaff('driver');
        const first = await kit.ride(admin, { driverId: driver.id, pickupTime: '09:00' });
        const second = await kit.ride(admin, { driverId: driver.id, pickupTime: '09:30' });
        expect(await conflictsOf(first)).toEqual([{ kind: 'overlap', resource: 'driver', withId: second }]);
        expect((await kit.event(admin, second, 'cancelled_operator', s.clock.now())).status).toBe('applied');
        expect(await kit.row('bookings', second)).toMatchObject({ status: 'cancelled', dispatch_conflicts: null });
        expect(await conflictsOf(first)).toBeNull();
        const client = await kit.ride(admin, { driverId: driver.id, pickupTime: '15:00' });
        expect((await kit.event(driver.token, client, 'cancelled_client', s.clock.now())).status).toBe('applied');
        expect(await kit.row('bookings', client)).toMatchObject({ status: 'cancelled' });
      });
    });

    describe('conflicts the server finds', () => {
      it('marks two overlapping rides of one driver, pushed by two devices, and clears them when resolved', async () => {
        const driver = await s.makeStaff('driver');
        const a = await kit.ride(admin, { pickupTime: '09:00' });
        const b = await kit.ride(admin, { pickupTime: '09:50' });
        // Each device saw one assignment only: each check on a device found nothing.
        const [one] = await kit.push(admin, [{ table: 'bookings', recordId: a, op: 'patch', fields: { driverId: driver.id } }], 'aaaaaaaaaaaaaaaa');
        const [two] = await kit.push(admin, [{ table: 'bookings', recordId: b, op: 'patch', fields: { driverId: driver.id } }], 'bbbbbbbbbbbbbbbb');
        // Never refused: marked.
        expect([one?.status, two?.status]).toEqual(['applied', 'applied']);
        expect(await conflictsOf(a)).toEqual([{ kind: 'overlap', resource: 'driver', withId: b }]);
        expect(await conflictsOf(b)).toEqual([{ kind: 'overlap', resource: 'driver', withId: a }]);
        const row = await kit.row('bookings', a);
        expect(nodeOf(row, 'dispatchConflicts')).not.toMatch(/^(a+|b+)$/);
        expect(Number(row.version)).toBeGreaterThan(Number(one?.version));

        // Moved two hours later: apart (60 min transfer and 15 min buffers each side).
        await kit.apply(admin, { table: 'bookings', recordId: b, op: 'patch', fields: { pickupTime: '11:50' } });
        expect(await conflictsOf(a)).toBeNull();
        expect(await conflictsOf(b)).toBeNull();
      });

      it("marks time off, a car's downtime, a car too small and an expired card", async () => {
        const driver = await s.makeStaff('driver');
        const car = SAMPLE_IDS.cars.audiA6;
        const ride = await kit.ride(admin, { pickupDate: kit.day(12), pickupTime: '14:00', driverId: driver.id, assignedVehicleId: car, passengers: 2 });
        expect(await conflictsOf(ride)).toBeNull();
        const off = randomUUID();
        const down = randomUUID();
        await kit.push(admin, [
          { table: 'timeOff', recordId: off, op: 'create', fields: { staffId: driver.id, startsAt: `${kit.day(12)}T13:00`, endsAt: `${kit.day(12)}T20:00` } },
          { table: 'downtimes', recordId: down, op: 'create', fields: { carId: car, startsAt: `${kit.day(11)}T08:00`, endsAt: `${kit.day(13)}T08:00`, reason: 'accident' } },
        ]);
        expect(await conflictsOf(ride)).toEqual(
          expect.arrayContaining([
            { kind: 'timeOff', resource: 'driver', withId: off },
            { kind: 'downtime', resource: 'vehicle', withId: down },
          ]),
        );
        await kit.push(admin, [
          { table: 'timeOff', recordId: off, op: 'delete' },
          { table: 'downtimes', recordId: down, op: 'delete' },
          { table: 'bookings', recordId: ride, op: 'patch', fields: { passengers: 9 } },
          { table: 'profiles', recordId: driver.id, op: 'patch', fields: { vtcCardExpiry: kit.day(5) } },
        ]);
        expect(await conflictsOf(ride)).toEqual(
          expect.arrayContaining([
            { kind: 'seats', resource: 'vehicle' },
            { kind: 'card', resource: 'driver' },
          ]),
        );
        expect(await conflictsOf(ride)).toHaveLength(2);
        // A driver disabled in Team no longer drives.
        await s.request('PATCH', `/api/staff/${driver.id}`, { token: admin, body: { disabled: true } });
        expect(await conflictsOf(ride)).toEqual(expect.arrayContaining([{ kind: 'inactive', resource: 'driver' }]));
      });
    });

    describe('a ride given to another driver', () => {
      it("moves its remarks and events: they leave the old driver's view and reach the new one's", async () => {
        const before = await s.makeStaff('driver');
        const after = await s.makeStaff('driver');
        const ride = await kit.ride(admin, { driverId: before.id });
        const remark = randomUUID();
        const event = randomUUID();
        await kit.push(admin, [
          { table: 'remarks', recordId: remark, op: 'create', fields: { bookingId: ride, text: 'Name board', color: 'blue', position: 0 } },
          { table: 'rideEvents', recordId: event, op: 'create', fields: { bookingId: ride, kind: 'assigned', at: new Date().toISOString(), authorId: randomUUID(), driverId: before.id } },
        ]);
        const first = await kit.pullAll(before.token);
        const had = kit.latest(first.changes);
        for (const key of [`bookings:${ride}`, `remarks:${remark}`, `rideEvents:${event}`]) expect(had.get(key)?.deleted, key).toBe(false);
        const remarkVersion = Number((await kit.row('remarks', remark)).version);

        await kit.apply(admin, { table: 'bookings', recordId: ride, op: 'patch', fields: { driverId: after.id } });
        expect(Number((await kit.row('remarks', remark)).version)).toBeGreaterThan(remarkVersion);
        const gone = kit.latest((await kit.pullAll(before.token, first.cursor)).changes);
        for (const key of [`bookings:${ride}`, `remarks:${remark}`, `rideEvents:${event}`]) expect(gone.get(key), key).toMatchObject({ deleted: true, data: {} });
        const got = kit.latest((await kit.pullAll(after.token)).changes);
        for (const key of [`bookings:${ride}`, `remarks:${remark}`, `rideEvents:${event}`]) expect(got.get(key)?.deleted, key).toBe(false);

        // Given on again: the second driver's device drops it too, the first's stays without it.
        const third = await s.makeStaff('driver');
        const cursor = (await kit.pullAll(after.token)).cursor;
        await kit.apply(admin, { table: 'bookings', recordId: ride, op: 'patch', fields: { driverId: third.id } });
        expect(kit.latest((await kit.pullAll(after.token, cursor)).changes).get(`remarks:${remark}`)).toMatchObject({ deleted: true });
        expect((await kit.row('bookings', ride)).dropped_for).toEqual([before.id, after.id]);
      });

      it('sends a deleted ride and its remarks to its creator as deletes', async () => {
        const driver = await s.makeStaff('driver');
        const ride = await kit.ride(driver.token);
        const remark = randomUUID();
        await kit.apply(driver.token, { table: 'remarks', recordId: remark, op: 'create', fields: { bookingId: ride, text: 'Paid cash', color: 'green', position: 0 } });
        const { cursor } = await kit.pullAll(driver.token);
        await kit.apply(admin, { table: 'bookings', recordId: ride, op: 'delete' });
        const changes = kit.latest((await kit.pullAll(driver.token, cursor)).changes);
        expect(changes.get(`bookings:${ride}`)).toMatchObject({ deleted: true });
        expect(changes.get(`remarks:${remark}`)).toMatchObject({ deleted: true });
      });

      it("sends time off moved to another member to the first one as a delete", async () => {
        const first = await s.makeStaff('driver');
        const second = await s.makeStaff('driver');
        const off = randomUUID();
        await kit.apply(admin, { table: 'timeOff', recordId: off, op: 'create', fields: { staffId: first.id, startsAt: `${kit.day(4)}T08:00`, endsAt: `${kit.day(4)}T12:00` } });
        const { cursor } = await kit.pullAll(first.token);
        await kit.apply(admin, { table: 'timeOff', recordId: off, op: 'patch', fields: { staffId: second.id } });
        expect(kit.latest((await kit.pullAll(first.token, cursor)).changes).get(`timeOff:${off}`)).toMatchObject({ deleted: true });
        expect(kit.latest((await kit.pullAll(second.token)).changes).get(`timeOff:${off}`)).toMatchObject({ deleted: false });
      });
    });
  });
}
