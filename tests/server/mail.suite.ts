// The client messages by email (server/mail/): written in the transaction of the change that causes
// them, one per booking and kind, sent by the worker to a real SMTP server in-process, retried after
// a refusal, never lost nor sent twice across a restart of the worker, kept as 'not_configured'
// without SMTP; the reminder the day before, once; the office's alerts.

import { randomUUID } from 'node:crypto';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { parseMailConfig, type MailConfig } from '../../server/mail/config';
import { smtpSender, startMailWorker, type MailWorker } from '../../server/mail/worker';
import { bookingReference } from '../../src/domain/booking-reference';
import { addDays, parisInstant, parisToday } from '../../src/domain/paris-time';
import { SAMPLE_IDS } from '../../src/domain/sample-data';
import { SETTINGS_ID } from '../../src/domain/types';
import { dispatchKit } from './dispatch-kit';
import { startTestServer, type OpenDb, type TestServer } from './harness';
import { startSmtpSink, type SmtpSink } from './smtp-sink';

const MINUTE = 60_000;

interface MessageRow {
  id: string;
  booking_id: string;
  kind: string;
  state: string;
  attempts: number;
  last_error: string | null;
  subject: string;
  body: string;
  recipient: string;
  lang: string;
}

export function describeMail(engine: string, open: OpenDb) {
  describe(`client messages by email on ${engine}`, () => {
    let sink: SmtpSink;
    let mail: MailConfig;
    let s: TestServer;
    let kit: ReturnType<typeof dispatchKit>;
    let admin: string;
    const workers: MailWorker[] = [];

    beforeAll(async () => {
      sink = await startSmtpSink();
      mail = parseMailConfig(sink.url, 'Paris Prestige Chauffeur <bookings@prestige.test>') as MailConfig;
      s = await startTestServer(open, { mail });
      kit = dispatchKit(s);
      admin = await s.adminToken();
    });
    afterEach(async () => {
      await Promise.all(workers.splice(0).map((w) => w.stop()));
    });
    afterAll(async () => {
      await s?.close();
      await sink?.close();
    });

    const worker = (config: MailConfig | undefined = mail, extra: Partial<Parameters<typeof startMailWorker>[0]> = {}) => {
      const w = startMailWorker({ db: s.db, mail: config, now: s.clock.now, loop: false, backoffMs: MINUTE, log: () => {}, ...extra });
      workers.push(w);
      return w;
    };
    const messagesOf = async (bookingId: string) =>
      (await s.db.query<MessageRow>('select * from clientMessages where booking_id = $1 order by created_at, kind', [bookingId])).rows;
    const arrivedFor = (address: string) => sink.received.filter((m) => m.to.includes(address));
    const email = () => `c-${randomUUID().slice(0, 8)}@example.com`;

    async function publicBooking(fields: Record<string, unknown>): Promise<string> {
      const id = randomUUID();
      const res = await s.request('POST', '/api/public/bookings', {
        body: {
          id,
          idempotencyKey: randomUUID(),
          firstName: 'Léa',
          lastName: 'Martin',
          phone: '+33 6 12 34 56 78',
          pickupLocation: 'Aéroport Charles de Gaulle, Terminal 2E',
          dropoffLocation: 'Hôtel Le Meurice',
          pickupDate: addDays(parisToday(s.clock.now()), 10),
          pickupTime: '09:30',
          serviceType: 'transfer',
          vehicleId: SAMPLE_IDS.cars.rangeRoverSport,
          passengers: 2,
          luggage: 2,
          ...fields,
        },
      });
      expect(res.status, res.text).toBe(201);
      return id;
    }

    it('sends the visitor the received email in the language they booked in', async () => {
      const to = email();
      const id = await publicBooking({ email: to, lang: 'ar' });
      const [row] = await messagesOf(id);
      expect(row).toMatchObject({ kind: 'received', state: 'queued', recipient: to, lang: 'ar', attempts: 0 });
      await worker().runOnce();
      const [arrived, more] = arrivedFor(to);
      expect(more).toBeUndefined();
      const { rows } = await s.db.query<{ created_at: Date }>('select created_at from bookings where id = $1', [id]);
      const reference = bookingReference((rows[0]?.created_at as Date).toISOString());
      expect(arrived?.subject).toBe(`تلقّينا حجزك ${reference}`);
      expect(arrived?.text).toContain('مرحبًا Léa Martin،');
      expect(arrived?.text).toContain('مكان الانطلاق: Aéroport Charles de Gaulle, Terminal 2E');
      expect(arrived?.messageId).toBe(`<${row?.id}@prestige.test>`);
      expect((await messagesOf(id))[0]).toMatchObject({ state: 'sent', attempts: 1, last_error: null });
    });

    it('sends one email per kind as the ride goes, with the driver, the car and its plate', async () => {
      const to = email();
      const driver = await s.makeStaff('driver');
      const ride = await kit.ride(admin, { email: to, lang: 'en', pickupDate: parisToday(s.clock.now()), pickupTime: '10:00' });
      await kit.apply(admin, { table: 'bookings', recordId: ride, op: 'patch', fields: { status: 'confirmed', driverId: driver.id, assignedVehicleId: SAMPLE_IDS.cars.rangeRoverSport } });
      // Changed again, and a driver given again: still one 'confirmed'.
      await kit.apply(admin, { table: 'bookings', recordId: ride, op: 'patch', fields: { pickupTime: '10:15' } });
      const start = s.clock.now().getTime() - 60 * MINUTE;
      for (const [n, kind] of [[0, 'accepted'], [1, 'en_route'], [2, 'on_location'], [3, 'on_board'], [4, 'done']] as const) {
        expect((await kit.event(driver.token, ride, kind, new Date(start + n * 10 * MINUTE))).status).toBe('applied');
      }
      // The same step tapped twice (two phones): no second email.
      await kit.event(driver.token, ride, 'en_route', new Date(start + 15 * MINUTE));
      const kinds = (await messagesOf(ride)).map((m) => m.kind).sort();
      expect(kinds).toEqual(['confirmed', 'on_location', 'on_the_way', 'received', 'thank_you']);
      await worker().runOnce();
      const arrived = arrivedFor(to);
      expect(arrived.map((m) => m.subject).sort()).toEqual(
        ['Thank you for riding with us', 'We have received your booking', 'Your booking', 'Your driver has arrived', 'Your driver is on the way']
          .map((start) => expect.stringMatching(new RegExp(`^${start}`)))
          .sort(),
      );
      const confirmed = arrived.find((m) => m.subject.startsWith('Your booking'));
      expect(confirmed?.text).toContain('Your driver: Test');
      expect(confirmed?.text).toContain('Vehicle: Range Rover Sport (FN-219-RB)');
      // The device sees the state: the admin's pull brings the rows as the server wrote them.
      const pulled = [...kit.latest((await kit.pullAll(admin)).changes).values()].filter((c) => c.table === 'clientMessages' && c.data.bookingId === ride);
      expect(pulled.map((c) => c.data.state)).toEqual(['sent', 'sent', 'sent', 'sent', 'sent']);
    });

    it('writes the cancellation, and nothing for a booking without an email address', async () => {
      const to = email();
      const ride = await kit.ride(admin, { email: to });
      const silent = await kit.ride(admin, { email: '' });
      for (const id of [ride, silent]) await kit.apply(admin, { table: 'bookings', recordId: id, op: 'patch', fields: { status: 'cancelled' } });
      expect((await messagesOf(ride)).map((m) => m.kind).sort()).toEqual(['cancelled', 'received']);
      expect(await messagesOf(silent)).toEqual([]);
    });

    it('sends nothing for a kind the office sends by hand', async () => {
      const messaging = { reminderHour: 18, templates: { received: { auto: false, fr: { subject: 's', body: 'b' }, en: { subject: 's', body: 'b' }, ar: { subject: 's', body: 'b' } } } };
      await kit.apply(admin, { table: 'settings', recordId: SETTINGS_ID, op: 'patch', fields: { messaging: { ...messaging, templates: { ...(await defaults()), ...messaging.templates } } } });
      const ride = await kit.ride(admin, { email: email() });
      expect(await messagesOf(ride)).toEqual([]);
      await kit.apply(admin, { table: 'settings', recordId: SETTINGS_ID, op: 'patch', fields: { messaging: { reminderHour: 18, templates: await defaults() } } });
    });

    /** Sends what earlier tests left queued, except the emails of this booking. */
    async function drain(except: string) {
      await s.db.query(`update clientMessages set next_attempt_at = '9999' where booking_id = $1`, [except]);
      await worker().runOnce();
      await s.db.query(`update clientMessages set next_attempt_at = $2 where booking_id = $1`, [except, s.clock.now().toISOString()]);
    }

    async function defaults() {
      const { DEFAULT_TEMPLATES } = await import('../../src/domain/message-templates');
      return DEFAULT_TEMPLATES;
    }

    it('retries after the SMTP server refused once, with backoff', async () => {
      const to = email();
      const ride = await kit.ride(admin, { email: to });
      await drain(ride);
      sink.refuseNext(1, 451);
      const w = worker();
      await w.runOnce();
      expect((await messagesOf(ride))[0]).toMatchObject({ state: 'queued', attempts: 1, last_error: expect.stringContaining('try again later') });
      expect(arrivedFor(to)).toEqual([]);
      // Not before its next try.
      await w.runOnce();
      expect((await messagesOf(ride))[0]).toMatchObject({ attempts: 1 });
      s.clock.advance(MINUTE + 1000);
      await w.runOnce();
      expect((await messagesOf(ride))[0]).toMatchObject({ state: 'sent', attempts: 2, last_error: null });
      expect(arrivedFor(to)).toHaveLength(1);
    });

    it('gives up at once on a permanent refusal, and says why', async () => {
      const ride = await kit.ride(admin, { email: email() });
      await drain(ride);
      sink.refuseNext(1, 550);
      await worker().runOnce();
      expect((await messagesOf(ride))[0]).toMatchObject({ state: 'failed', attempts: 1, last_error: expect.stringContaining('try again later') });
    });

    it('loses nothing and sends nothing twice across a restart of the worker', async () => {
      const addresses = [email(), email(), email()];
      const rides = [];
      for (const to of addresses) rides.push(await kit.ride(admin, { email: to }));
      // The first server can reach no SMTP server: its tries are counted, the emails stay queued.
      const down = parseMailConfig('smtp://127.0.0.1:9', 'bookings@prestige.test') as MailConfig;
      const first = worker(down);
      await first.runOnce();
      await first.stop();
      for (const ride of rides) expect((await messagesOf(ride))[0]).toMatchObject({ state: 'queued', attempts: 1 });
      // Restarted, with two workers at once (two instances): each email arrives once.
      s.clock.advance(2 * MINUTE);
      await Promise.all([worker().runOnce(), worker().runOnce()]);
      await worker().runOnce();
      for (const to of addresses) expect(arrivedFor(to)).toHaveLength(1);
      for (const ride of rides) expect((await messagesOf(ride))[0]).toMatchObject({ state: 'sent', attempts: 2 });
    });

    it('sends again with the same Message-ID when it stopped between the acceptance and its record', async () => {
      const to = email();
      const ride = await kit.ride(admin, { email: to });
      let crashed = false;
      const w = worker(mail, {
        send: async (message) => {
          await smtpSender(mail).send(message);
          if (!crashed) {
            crashed = true;
            throw new Error('the process died before writing sent');
          }
        },
      });
      await w.runOnce();
      s.clock.advance(2 * MINUTE);
      await w.runOnce();
      const arrived = arrivedFor(to);
      expect(arrived).toHaveLength(2);
      expect(arrived[1]?.messageId).toBe(arrived[0]?.messageId);
      expect((await messagesOf(ride))[0]).toMatchObject({ state: 'sent' });
    });

    it('queues the reminder once the reminder hour has passed, once', async () => {
      const to = email();
      const today = parisToday(s.clock.now());
      const ride = await kit.ride(admin, { email: to, status: 'confirmed', pickupDate: addDays(today, 1), pickupTime: '08:00' });
      const unconfirmed = await kit.ride(admin, { email: email(), pickupDate: addDays(today, 1) });
      s.clock.set(new Date(parisInstant(today, '17:30')));
      await worker().runOnce();
      expect((await messagesOf(ride)).map((m) => m.kind)).not.toContain('reminder');
      s.clock.set(new Date(parisInstant(today, '18:05')));
      await worker().runOnce();
      await worker().runOnce();
      s.clock.set(new Date(parisInstant(today, '21:00')));
      await worker().runOnce();
      expect((await messagesOf(ride)).filter((m) => m.kind === 'reminder')).toHaveLength(1);
      expect((await messagesOf(unconfirmed)).map((m) => m.kind)).toEqual(['received']);
      expect(arrivedFor(to).filter((m) => m.subject.startsWith('Rappel'))).toHaveLength(1);
    });

    it('shows drivers the messages of their own rides only', async () => {
      const mine = await s.makeStaff('driver');
      const other = await s.makeStaff('driver');
      const ride = await kit.ride(admin, { email: email(), driverId: mine.id, status: 'confirmed' });
      const seen = async (token: string) =>
        (await kit.pullAll(token)).changes.filter((c) => c.table === 'clientMessages' && c.data.bookingId === ride && !c.deleted).length;
      expect(await seen(mine.token)).toBe(2);
      expect(await seen(other.token)).toBe(0);
    });

    it('tells the office of a website booking and of a sign-in from a new device', async () => {
      const id = await publicBooking({ email: email() });
      const office = async (key: string) => (await s.db.query<{ recipient: string; subject: string }>('select recipient, subject from office_mail where dedupe_key = $1', [key])).rows;
      expect(await office(`booking:${id}`)).toEqual([{ recipient: 'contact@paris-prestige-chauffeur.fr', subject: expect.stringContaining('Léa Martin') }]);
      const member = await s.makeStaff('admin');
      const signIn = (agent: string) => s.request('POST', '/api/auth/login', { body: { username: member.username, password: 'a-good-password' }, headers: { 'User-Agent': agent } });
      const count = async () => Number((await s.db.query<{ n: number }>("select count(*)::int as n from office_mail where kind = 'login' and dedupe_key like $1", [`login:${member.id}:%`])).rows[0]?.n);
      const before = await count();
      expect((await signIn('Phone A')).status).toBe(200);
      expect((await signIn('Phone A')).status).toBe(200);
      expect(await count()).toBe(before + 1);
      await worker().runOnce();
      expect(sink.received.some((m) => m.subject.includes(member.username) && m.to.includes('contact@paris-prestige-chauffeur.fr'))).toBe(true);
    });

    it('says whether email is configured', async () => {
      const res = await s.request('GET', '/api/mail/status', { token: admin });
      expect(res.body).toEqual({ configured: true, from: 'Paris Prestige Chauffeur <bookings@prestige.test>' });
      expect((await s.request('GET', '/api/mail/status')).status).toBe(401);
    });
  });

  describe(`client messages without SMTP on ${engine}`, () => {
    let s: TestServer;
    beforeAll(async () => {
      s = await startTestServer(open);
    });
    afterAll(async () => {
      await s?.close();
    });

    it("keeps them as 'not_configured', and the worker leaves them", async () => {
      const kit = dispatchKit(s);
      const admin = await s.adminToken();
      const ride = await kit.ride(admin, { email: 'jeanne@example.com' });
      const w = startMailWorker({ db: s.db, mail: undefined, now: s.clock.now, loop: false, log: () => {} });
      await w.runOnce();
      await w.stop();
      const { rows } = await s.db.query('select kind, state from clientMessages where booking_id = $1', [ride]);
      expect(rows).toEqual([{ kind: 'received', state: 'not_configured' }]);
      expect((await s.request('GET', '/api/mail/status', { token: admin })).body).toEqual({ configured: false, from: null });
      // Nor does the office get alerts without SMTP.
      expect((await s.db.query('select count(*)::int as n from office_mail')).rows).toEqual([{ n: 0 }]);
    });
  });
}
