// @vitest-environment node
// The booking wizard's endpoint (POST /api/public/bookings) on PGlite: SPEC 3's payload and
// defaults, the server's own price, maintenance mode, and one booking per id however often it comes.

import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { estimateTotal } from '../../src/domain/estimate';
import { SAMPLE_IDS } from '../../src/domain/sample-data';
import { SETTINGS_ID } from '../../src/domain/types';
import { addDays, parisToday } from '../../src/domain/paris-time';
import { mutation, openPglite, startTestServer, type TestServer } from './harness';

/** The way out's day, three weeks ahead: a pickup to come whatever the day the suite runs. */
const WAY_OUT_DAY = addDays(parisToday(new Date()), 21);

/** What the wizard's outbox entry sends: the booking record's fields, its id and the entry's id as idempotency key. */
function wizardBooking(overrides: Record<string, unknown> = {}): Record<string, unknown> & { id: string } {
  return {
    id: randomUUID(),
    idempotencyKey: randomUUID(),
    firstName: 'Léa',
    lastName: 'Martin',
    email: 'lea@example.com',
    phone: '+33 6 12 34 56 78',
    pickupLocation: 'Aéroport Charles de Gaulle, Terminal 2E',
    dropoffLocation: 'Hôtel Le Meurice',
    pickupDate: WAY_OUT_DAY,
    pickupTime: '09:30',
    serviceType: 'transfer',
    vehicleId: SAMPLE_IDS.cars.rangeRoverSport,
    passengers: 2,
    luggage: 2,
    ...overrides,
  };
}

describe('POST /api/public/bookings (the booking wizard)', () => {
  let s: TestServer;
  let seq = 0;
  const clientId = randomUUID();

  beforeAll(async () => {
    s = await startTestServer(openPglite, { limits: { publicRequestsPerMinute: 1000 } });
    // The dates below are to come: the server refuses a pickup already over.
    s.clock.set(new Date('2026-11-20T10:00:00Z'));
  });
  afterAll(async () => {
    await s?.close();
  });

  async function row(id: string) {
    const { rows } = await s.db.query<Record<string, unknown>>(
      `select service_type, passengers, luggage, total_price, status, source, vat_kind, flight_train_number, tour_id
       from bookings where id = $1`,
      [id],
    );
    return rows;
  }

  async function setMaintenance(on: boolean) {
    const res = await s.request('POST', '/api/sync/push', {
      token: await s.adminToken(),
      body: {
        clientId,
        schemaVersion: 1,
        mutations: [mutation({ seq: ++seq, table: 'settings', recordId: SETTINGS_ID, op: 'patch', fields: { maintenanceMode: on }, hlc: s.hlc(seq) })],
      },
    });
    expect(res.status).toBe(200);
    expect(res.body.results[0].status).toBe('applied');
  }

  it("takes SPEC 3's draft as it is: wizard service names, flightNumber, and the defaults of absent counts", async () => {
    const booking = wizardBooking({ serviceType: 'airport', flightNumber: 'AF 1234' });
    delete booking.passengers;
    delete booking.luggage;
    const res = await s.request('POST', '/api/public/bookings', { body: booking });
    expect(res.status).toBe(201);
    expect(await row(booking.id)).toEqual([
      {
        service_type: 'transfer',
        passengers: 1,
        luggage: 1,
        total_price: '218.00',
        status: 'pending',
        source: 'public',
        vat_kind: 'transport',
        flight_train_number: 'AF 1234',
        tour_id: null,
      },
    ]);
  });

  it.each([
    ['an airport transfer: 2 h of the car', { serviceType: 'transfer', totalPrice: '1.00' }, '218.00'],
    ['a private tour by the car: 8 h', { serviceType: 'private_tour', totalPrice: '99999.00' }, '872.00'],
    ['a shared tour in the wizard’s words', { serviceType: 'shared', totalPrice: '0.00' }, '872.00'],
    ['a tour: its price per person', { serviceType: 'private_tour', tourId: SAMPLE_IDS.tours.versailles, passengers: 3, totalPrice: '5.00' }, 'tour'],
    ['a transfer ignores a tour', { serviceType: 'transfer', tourId: SAMPLE_IDS.tours.versailles, passengers: 3 }, '218.00'],
  ])('recomputes the price whatever the device sent: %s', async (_label, overrides, expected) => {
    const booking = wizardBooking(overrides);
    expect((await s.request('POST', '/api/public/bookings', { body: booking })).status).toBe(201);
    const [stored] = await row(booking.id);
    if (expected === 'tour') {
      const tour = await s.db.query<{ price: string }>('select price from tours where id = $1', [SAMPLE_IDS.tours.versailles]);
      const price = tour.rows[0]?.price ?? '';
      expect(stored?.total_price).toBe(estimateTotal({ serviceType: 'private_tour', tourPrice: price, passengers: 3 }));
      expect(Number(stored?.total_price)).toBeCloseTo(Number(price) * 3, 2);
    } else {
      expect(stored?.total_price).toBe(expected);
    }
  });

  it('adds the extras at the settings’ prices, whatever price the device sent', async () => {
    const booking = wizardBooking({
      totalPrice: '1.00',
      extras: [
        { extraId: 'child-seat', quantity: 2, price: '0.01', vatPercent: '0' },
        { extraId: 'name-sign', quantity: 1, price: '0.01', vatPercent: '0' },
      ],
    });
    expect((await s.request('POST', '/api/public/bookings', { body: booking })).status).toBe(201);
    const { rows } = await s.db.query<{ total_price: string; extras: unknown }>('select total_price, extras from bookings where id = $1', [booking.id]);
    // 218.00 for the transfer, 2 child seats at 10.00 and a name sign at 10.00.
    expect(rows).toEqual([
      {
        total_price: '248.00',
        extras: [
          { extraId: 'child-seat', quantity: 2, price: '10.00', vatPercent: '10' },
          { extraId: 'name-sign', quantity: 1, price: '10.00', vatPercent: '10' },
        ],
      },
    ]);
  });

  it.each([
    ['an extra not offered to visitors', [{ extraId: 'waiting', quantity: 4, price: '0.00', vatPercent: '10' }]],
    ['an unknown extra', [{ extraId: 'champagne', quantity: 1, price: '0.00', vatPercent: '10' }]],
    ['a quantity of 0', [{ extraId: 'booster', quantity: 0, price: '8.00', vatPercent: '10' }]],
    ['the same extra twice', [{ extraId: 'booster', quantity: 1 }, { extraId: 'booster', quantity: 1 }]],
  ])('refuses %s', async (_label, extras) => {
    const booking = wizardBooking({ extras });
    const res = await s.request('POST', '/api/public/bookings', { body: booking });
    expect(res.status).toBe(400);
    expect(await row(booking.id)).toEqual([]);
  });

  it('takes a return trip linked to its way out, once, and after it', async () => {
    const wayOut = wizardBooking({ pickupDate: WAY_OUT_DAY, pickupTime: '09:30' });
    expect((await s.request('POST', '/api/public/bookings', { body: wayOut })).status).toBe(201);
    const back = wizardBooking({
      pickupLocation: 'Hôtel Le Meurice',
      dropoffLocation: 'Aéroport Charles de Gaulle, Terminal 2E',
      pickupDate: addDays(WAY_OUT_DAY, 7),
      pickupTime: '18:00',
      returnOf: wayOut.id,
    });
    const answer = await s.request('POST', '/api/public/bookings', { body: back });
    expect(answer.status).toBe(201);
    const { rows } = await s.db.query<{ return_of: string; total_price: string }>('select return_of, total_price from bookings where id = $1', [back.id]);
    expect(rows).toEqual([{ return_of: wayOut.id, total_price: '218.00' }]);
    // Sent again with its key: the same answer, not a second return refused.
    expect((await s.request('POST', '/api/public/bookings', { body: back })).body).toEqual(answer.body);

    const second = await s.request('POST', '/api/public/bookings', { body: { ...back, id: randomUUID(), idempotencyKey: randomUUID() } });
    expect(second.status).toBe(400);
    expect(second.text).toContain('already has a return trip');
    const before = await s.request('POST', '/api/public/bookings', {
      body: wizardBooking({ returnOf: (await postWayOut()).id, pickupDate: addDays(WAY_OUT_DAY, -1) }),
    });
    expect(before.status).toBe(400);
    expect(before.text).toContain('after the way out');
    const orphan = await s.request('POST', '/api/public/bookings', { body: wizardBooking({ returnOf: randomUUID() }) });
    expect(orphan.status).toBe(400);
    expect(orphan.text).toContain('was not found');
  });

  async function postWayOut() {
    const wayOut = wizardBooking();
    expect((await s.request('POST', '/api/public/bookings', { body: wayOut })).status).toBe(201);
    return wayOut;
  }

  it('keeps one booking for one id, however often it is posted, with the same receipt', async () => {
    const booking = wizardBooking();
    const first = await s.request('POST', '/api/public/bookings', { body: booking });
    const again = await s.request('POST', '/api/public/bookings', { body: { ...booking, firstName: 'Someone else' } });
    expect([first.status, again.status]).toEqual([201, 201]);
    expect(again.body).toEqual(first.body);
    const { rows } = await s.db.query<{ n: number; first_name: string }>(
      'select count(*)::int as n, min(first_name) as first_name from bookings where id = $1',
      [booking.id],
    );
    expect(rows).toEqual([{ n: 1, first_name: 'Léa' }]);
  });

  const status = (id: string, receipt: string) =>
    s.request('GET', `/api/public/bookings/${id}?receipt=${encodeURIComponent(receipt)}`);

  it('answers a booking posted again with its idempotency key (its answer was lost) with the same receipt, and anyone else with none', async () => {
    const booking = wizardBooking();
    const first = await s.request('POST', '/api/public/bookings', { body: booking });
    expect(first.status).toBe(201);
    const receipt = first.body.receipt as string;
    expect(receipt).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const again = await s.request('POST', '/api/public/bookings', { body: booking });
    expect(again).toMatchObject({ status: 201, body: { id: booking.id, receipt } });
    expect((await status(booking.id, receipt)).body).toMatchObject({ id: booking.id, status: 'pending', pickupDate: WAY_OUT_DAY });

    const { idempotencyKey: _key, ...keyless } = booking;
    for (const other of [{ ...booking, idempotencyKey: randomUUID() }, keyless]) {
      const res = await s.request('POST', '/api/public/bookings', { body: other });
      expect(res.status).toBe(409);
      expect(res.text).not.toContain(receipt);
    }
  });

  // An app cached before idempotency keys sends none, and files a 409 as a refusal the visitor sees
  // and an answer without a string receipt as a failure it retries for ever.
  it('answers a booking posted again without a key (an older app whose answer was lost) as delivered, with an empty receipt that reads nothing', async () => {
    const { idempotencyKey: _key, ...booking } = wizardBooking();
    const first = await s.request('POST', '/api/public/bookings', { body: booking });
    expect(first.status).toBe(201);
    const receipt = first.body.receipt as string;
    expect((await status(booking.id, receipt)).status).toBe(200);

    const again = await s.request('POST', '/api/public/bookings', { body: { ...booking, firstName: 'Someone else' } });
    expect(again.status).toBe(200);
    expect(again.body).toEqual({ id: booking.id, receipt: '' });
    expect(again.text).not.toContain(receipt);
    expect((await status(booking.id, '')).status).toBe(404);
    // The same outbox entry once the app is updated: it now comes with a key.
    const updated = await s.request('POST', '/api/public/bookings', { body: { ...booking, idempotencyKey: randomUUID() } });
    expect(updated).toMatchObject({ status: 200, body: { id: booking.id, receipt: '' } });
    const { rows } = await s.db.query<{ n: number; first_name: string }>(
      'select count(*)::int as n, min(first_name) as first_name from bookings where id = $1',
      [booking.id],
    );
    expect(rows).toEqual([{ n: 1, first_name: 'Léa' }]);

    const message = { id: randomUUID(), firstName: 'Hugo', lastName: 'Petit', email: 'hugo@example.com', phone: '+33 6 10 20 30 40', message: 'Call me.' };
    expect((await s.request('POST', '/api/public/contacts', { body: message })).status).toBe(201);
    expect(await s.request('POST', '/api/public/contacts', { body: message })).toMatchObject({ status: 200, body: { id: message.id, receipt: '' } });
  });

  it('refuses bookings in maintenance mode with a JSON reason the device files as a refusal, and takes them again after', async () => {
    const taken = wizardBooking();
    expect((await s.request('POST', '/api/public/bookings', { body: taken })).status).toBe(201);
    await setMaintenance(true);
    try {
      const booking = wizardBooking();
      const res = await s.request('POST', '/api/public/bookings', { body: booking });
      expect(res.status).toBe(403);
      expect(res.headers.get('Content-Type')).toContain('application/json');
      expect(res.body).toEqual({ error: 'Online booking is paused for maintenance. Please call or write to us to book.' });
      expect(await row(booking.id)).toEqual([]);
      // A booking taken before (its answer lost on the way) still gets its receipt.
      const repeat = await s.request('POST', '/api/public/bookings', { body: taken });
      expect(repeat.status).toBe(201);
      // Contact messages are not bookings: they still come in.
      const contact = await s.request('POST', '/api/public/contacts', {
        body: { id: randomUUID(), firstName: 'Hugo', lastName: 'Petit', email: 'hugo@example.com', phone: '+33 6 10 20 30 40', message: 'Call me.' },
      });
      expect(contact.status).toBe(201);
    } finally {
      await setMaintenance(false);
    }
    const after = wizardBooking();
    expect((await s.request('POST', '/api/public/bookings', { body: after })).status).toBe(201);
  });

  it('refuses a pickup already over, and more passengers or bags than the car takes, in the visitor’s language', async () => {
    // The Range Rover Sport of the sample data: 7 passengers, 5 bags.
    const refused = async (fields: Record<string, unknown>) => {
      const res = await s.request('POST', '/api/public/bookings', { body: wizardBooking(fields) });
      expect(res.status).toBe(400);
      return res.body as { error: string; details: { path: string; message: string }[] };
    };
    const past = await refused({ pickupDate: '2026-11-20', pickupTime: '10:30', lang: 'fr' });
    expect(past).toEqual({
      error: 'La date et l’heure de prise en charge sont passées : choisissez un moment à venir.',
      details: [{ path: 'pickupDate', message: 'La date et l’heure de prise en charge sont passées : choisissez un moment à venir.' }],
    });
    expect((await refused({ pickupDate: '2026-11-19', pickupTime: '23:00', lang: 'en' })).error).toBe('The pickup date and time have passed: choose a time to come.');
    expect((await refused({ passengers: 8, lang: 'ar' })).details).toEqual([{ path: 'passengers', message: 'تتّسع هذه السيارة لـ 7 ركاب على الأكثر: اختر سيارة أكبر.' }]);
    expect((await refused({ luggage: 6, lang: 'en' })).details).toEqual([{ path: 'luggage', message: 'This vehicle takes at most 5 bags: choose a larger one.' }]);
    // A few minutes late (typed at the kerb) still counts, in Paris time: the server's 10:00 UTC is 11:00 there.
    const late = await s.request('POST', '/api/public/bookings', { body: wizardBooking({ pickupDate: '2026-11-20', pickupTime: '10:55' }) });
    expect(late.status, late.text).toBe(201);
    const full = await s.request('POST', '/api/public/bookings', { body: wizardBooking({ passengers: 7, luggage: 5 }) });
    expect(full.status, full.text).toBe(201);
  });

  it('still refuses what is wrong, with the fields at fault', async () => {
    const res = await s.request('POST', '/api/public/bookings', { body: wizardBooking({ serviceType: 'helicopter', passengers: 'many' }) });
    expect(res.status).toBe(400);
    expect(res.body.details).toEqual(
      expect.arrayContaining([
        { path: 'serviceType', message: 'Please select a service type' },
        { path: 'passengers', message: 'Passengers must be between 1 and 99' },
      ]),
    );
  });
});
