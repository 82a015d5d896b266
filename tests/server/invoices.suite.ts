// Invoices on the server (server/sync/invoice-numbers.ts, server/accounts/write-rules.ts): the year's
// continuous sequence under concurrent pushes, issued invoices that never change, credit notes in the
// same sequence, and the invoice the server issues itself when a ride is done.

import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parisToday } from '../../src/domain/paris-time';
import { SETTINGS_ID } from '../../src/domain/types';
import { reserveNumbers } from '../../server/sync/invoice-numbers';
import { dispatchKit } from './dispatch-kit';
import { bookingFields, mutation, startTestServer, type OpenDb, type TestServer } from './harness';

const SELLER = { name: 'Paris Prestige Chauffeur SAS', address: '1 rue de Rivoli, 75001 Paris', siren: '912345678' };

/** An invoice's fields as a device pushes them (the server sets the number, the issue date and the issuer). */
export function invoiceFields(bookingId: string, overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    bookingId,
    kind: 'invoice',
    issueDate: '2020-01-01',
    serviceDate: '2026-12-24',
    seller: SELLER,
    client: { name: 'Sophie Martin', address: '2 avenue Foch, 75116 Paris' },
    business: false,
    lines: [{ kind: 'ride', label: 'Transfer CDG - Paris', quantity: 1, unitPrice: '95.00', vatPercent: '10' }],
    vatExempt: false,
    paymentTerms: 'Payable on receipt',
    ...overrides,
  };
}

export function describeInvoices(engine: string, open: OpenDb) {
  describe(`invoices on ${engine}`, () => {
    let s: TestServer;
    let kit: ReturnType<typeof dispatchKit>;
    let admin: string;
    let year: string;

    beforeAll(async () => {
      s = await startTestServer(open);
      kit = dispatchKit(s);
      admin = await s.adminToken();
      year = parisToday(s.clock.now()).slice(0, 4);
    });
    afterAll(async () => {
      await s?.close();
    });

    const numbers = async () =>
      (await s.db.query<{ number: string }>('select number from invoices where number like $1 order by number', [`${year}-%`])).rows.map((r) => r.number);

    it('gives 200 concurrent issues the numbers 1 to 200, no gap, no double, with the server’s date and issuer', async () => {
      const rides = Array.from({ length: 200 }, () => randomUUID());
      const made = await kit.push(
        admin,
        rides.map((recordId) => ({ table: 'bookings', recordId, op: 'create', fields: bookingFields({ pickupDate: kit.day(10), pickupTime: '09:00' }) })),
      );
      expect(made.every((r) => r.status === 'applied')).toBe(true);
      const ids = Array.from({ length: 200 }, () => randomUUID());
      const replies = await Promise.all(
        ids.map((recordId, i) =>
          s.request('POST', '/api/sync/push', {
            token: admin,
            body: {
              clientId: randomUUID(),
              schemaVersion: 1,
              // A device cannot choose the number nor the issuer: both are dropped.
              mutations: [
                mutation({ seq: 1, table: 'invoices', recordId, op: 'create', hlc: s.hlc(), fields: invoiceFields(rides[i] as string, { number: '2026-999999', issuedBy: randomUUID() }) }),
              ],
            },
          }),
        ),
      );
      for (const reply of replies) expect(reply.body.results[0].status, reply.body.results[0].reason).toBe('applied');
      const expected = Array.from({ length: 200 }, (_, i) => `${year}-${String(i + 1).padStart(6, '0')}`);
      expect(await numbers()).toEqual(expected);
      const one = await kit.row('invoices', ids[0] as string);
      const me = (await s.request('GET', '/api/staff/me', { token: admin })).body.id as string;
      expect(String(one.issued_by)).toBe(me);
      expect(one.issue_date).toBe(parisToday(s.clock.now()));
      // The number reaches the devices: the pull carries it.
      const pulled = kit.latest((await kit.pullAll(admin)).changes).get(`invoices:${ids[0]}`);
      expect(pulled?.data.number).toMatch(new RegExp(`^${year}-\\d{6}$`));
    });

    it('locks the counter row: 50 transactions at once reserve 50 distinct numbers in a row', async () => {
      const far = 2999;
      const got = await Promise.all(Array.from({ length: 50 }, () => s.db.transaction((tx) => reserveNumbers(tx, far, 1))));
      expect([...got].sort((a, b) => a - b)).toEqual(Array.from({ length: 50 }, (_, i) => i + 1));
      // A rolled back transaction gives its number back: no gap.
      await expect(
        s.db.transaction(async (tx) => {
          await reserveNumbers(tx, far, 1);
          throw new Error('rolled back');
        }),
      ).rejects.toThrow('rolled back');
      expect(await s.db.transaction((tx) => reserveNumbers(tx, far, 1))).toBe(51);
    });

    it('refuses any patch or delete of an issued invoice, an admin’s too', async () => {
      const ride = await kit.ride(admin);
      const id = randomUUID();
      await kit.apply(admin, { table: 'invoices', recordId: id, op: 'create', fields: invoiceFields(ride) });
      const before = await kit.row('invoices', id);
      const [patch] = await kit.push(admin, [{ table: 'invoices', recordId: id, op: 'patch', fields: { paymentTerms: 'Net 30', number: '2026-000001' } }]);
      expect(patch).toMatchObject({ status: 'rejected' });
      expect(patch?.reason).toMatch(/issued.*credit note/);
      const [del] = await kit.push(admin, [{ table: 'invoices', recordId: id, op: 'delete' }]);
      expect(del).toMatchObject({ status: 'rejected' });
      const [again] = await kit.push(admin, [{ table: 'invoices', recordId: id, op: 'create', fields: invoiceFields(ride, { paymentTerms: 'Changed' }) }]);
      expect(again).toMatchObject({ status: 'rejected' });
      const after = await kit.row('invoices', id);
      expect(after).toMatchObject({ number: before.number, payment_terms: 'Payable on receipt', deleted: false });
      // Drivers neither write nor read invoices.
      const driver = await s.makeStaff('driver');
      const [byDriver] = await kit.push(driver.token, [{ table: 'invoices', recordId: randomUUID(), op: 'create', fields: invoiceFields(ride) }]);
      expect(byDriver).toMatchObject({ status: 'rejected' });
      const seen = (await kit.pullAll(driver.token)).changes.filter((c) => c.table === 'invoices');
      expect(seen).toEqual([]);
    });

    it('numbers a credit note next in the sequence, only for an issued invoice', async () => {
      const ride = await kit.ride(admin);
      const invoice = randomUUID();
      const credit = randomUUID();
      // Prepared offline together: the invoice, then its credit note, in one batch.
      const results = await kit.push(admin, [
        { table: 'invoices', recordId: invoice, op: 'create', fields: invoiceFields(ride) },
        {
          table: 'invoices',
          recordId: credit,
          op: 'create',
          fields: invoiceFields(ride, {
            kind: 'credit_note',
            creditFor: invoice,
            reason: 'Wrong client name',
            lines: [{ kind: 'ride', label: 'Transfer CDG - Paris', quantity: 1, unitPrice: '-95.00', vatPercent: '10' }],
          }),
        },
      ]);
      expect(results.map((r) => r.status)).toEqual(['applied', 'applied']);
      const a = String((await kit.row('invoices', invoice)).number);
      const b = String((await kit.row('invoices', credit)).number);
      expect(Number(b.slice(5))).toBe(Number(a.slice(5)) + 1);
      const [orphan] = await kit.push(admin, [
        { table: 'invoices', recordId: randomUUID(), op: 'create', fields: invoiceFields(ride, { kind: 'credit_note', creditFor: randomUUID() }) },
      ]);
      expect(orphan).toMatchObject({ status: 'rejected', reason: expect.stringMatching(/issued invoice/) });
      const [ofCredit] = await kit.push(admin, [
        { table: 'invoices', recordId: randomUUID(), op: 'create', fields: invoiceFields(ride, { kind: 'credit_note', creditFor: credit }) },
      ]);
      expect(ofCredit).toMatchObject({ status: 'rejected' });
    });

    it('keeps one standing invoice per ride: a second is refused until a credit note cancels all of the first', async () => {
      const ride = await kit.ride(admin);
      const credit = (creditFor: string, unitPrice: string) =>
        invoiceFields(ride, { kind: 'credit_note', creditFor, reason: 'Wrong amount', lines: [{ kind: 'ride', label: 'Transfer CDG - Paris', quantity: 1, unitPrice, vatPercent: '10' }] });
      // Two devices issued one each while offline, and push at the same moment: one is taken.
      const [a, b] = [randomUUID(), randomUUID()];
      const replies = await Promise.all([a, b].map((recordId) => kit.push(admin, [{ table: 'invoices', recordId, op: 'create', fields: invoiceFields(ride) }])));
      const statuses = replies.map(([r]) => r?.status).sort();
      expect(statuses).toEqual(['applied', 'rejected']);
      const refused = replies.map(([r]) => r).find((r) => r?.status === 'rejected');
      expect(refused?.reason).toMatch(/already has an invoice.*credit note/);
      const first = replies[0]?.[0]?.status === 'applied' ? a : b;

      // A credit note for part of it leaves it standing; one for the rest frees the ride.
      const [partial] = await kit.push(admin, [{ table: 'invoices', recordId: randomUUID(), op: 'create', fields: credit(first, '-20.00') }]);
      expect(partial?.status).toBe('applied');
      const [still] = await kit.push(admin, [{ table: 'invoices', recordId: randomUUID(), op: 'create', fields: invoiceFields(ride) }]);
      expect(still).toMatchObject({ status: 'rejected' });
      // In one batch, the rest credited then the corrected invoice: both taken, in that order.
      const results = await kit.push(admin, [
        { table: 'invoices', recordId: randomUUID(), op: 'create', fields: credit(first, '-75.00') },
        { table: 'invoices', recordId: randomUUID(), op: 'create', fields: invoiceFields(ride, { paymentTerms: 'Net 30' }) },
        { table: 'invoices', recordId: randomUUID(), op: 'create', fields: invoiceFields(ride) },
      ]);
      expect(results.map((r) => r.status)).toEqual(['applied', 'applied', 'rejected']);
      const { rows } = await s.db.query<{ kind: string }>('select kind from invoices where booking_id = $1 order by number', [ride]);
      expect(rows.map((r) => r.kind)).toEqual(['invoice', 'credit_note', 'credit_note', 'invoice']);
    });

    it('issues the invoice itself when a ride is done and the setting is on, once per booking', async () => {
      await kit.apply(admin, {
        table: 'settings',
        recordId: SETTINGS_ID,
        op: 'patch',
        fields: { invoicing: { autoOnDone: true, vatExempt: false, paymentTerms: 'Paiement à réception' } },
      });
      const driver = await s.makeStaff('driver');
      const ride = await kit.ride(admin, {
        driverId: driver.id,
        status: 'confirmed',
        // The total includes the extras (src/domain/extras.ts): the ride is 120.00, waiting 2 x 12.50.
        totalPrice: '145.00',
        extras: [{ extraId: 'waiting', quantity: 2, price: '12.50', vatPercent: '10' }],
      });
      const last = (await numbers()).at(-1) as string;
      const at = (n: number) => new Date(s.clock.now().getTime() - (10 - n) * 60_000);
      const done = randomUUID();
      await kit.apply(driver.token, { table: 'rideEvents', recordId: done, op: 'create', fields: { bookingId: ride, kind: 'done', at: at(1).toISOString(), authorId: driver.id } });
      const issued = async () => (await s.db.query<Record<string, unknown>>('select * from invoices where booking_id = $1', [ride])).rows;
      const [auto] = await issued();
      expect(auto).toMatchObject({ kind: 'invoice', payment_terms: 'Paiement à réception', issued_by: null, deleted: false });
      expect(Number(String(auto?.number).slice(5))).toBe(Number(last.slice(5)) + 1);
      expect(auto?.lines).toEqual([
        expect.objectContaining({ kind: 'ride', unitPrice: '120.00', vatPercent: '10' }),
        expect.objectContaining({ kind: 'waiting', quantity: 2, unitPrice: '12.50' }),
      ]);
      // Undone then done again: still one invoice.
      await kit.event(driver.token, ride, 'undone', at(2), { undoes: done });
      await kit.apply(admin, { table: 'bookings', recordId: ride, op: 'patch', fields: { status: 'confirmed' } });
      await kit.event(driver.token, ride, 'done', at(3));
      expect(await kit.row('bookings', ride)).toMatchObject({ status: 'completed' });
      expect(await issued()).toHaveLength(1);
    });
  });
}
