// @vitest-environment node
// Who logs and reads WhatsApp messages to clients, on PGlite: a driver records those of their own
// rides only, WhatsApp only, never changes one, is its author whatever they send; they pull the
// messages of their rides, and those of a ride taken from them leave their device.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bookingFields, mutation, openPglite, startTestServer, type TestServer } from './harness';

describe('client messages of a driver', () => {
  let s: TestServer;
  let seq = 0;
  let admin = '';
  let driver: { id: string; token: string };
  let other: { id: string; token: string };

  beforeAll(async () => {
    s = await startTestServer(openPglite);
    admin = await s.adminToken();
    driver = await s.makeStaff('driver');
    other = await s.makeStaff('driver');
  });
  afterAll(async () => {
    await s?.close();
  });

  async function push(token: string, table: string, recordId: string, op: 'create' | 'patch' | 'delete', fields: Record<string, unknown> = {}) {
    const res = await s.request('POST', '/api/sync/push', {
      token,
      body: { clientId: randomUUID(), schemaVersion: 1, mutations: [mutation({ seq: 1, table, recordId, op, fields, hlc: s.hlc(++seq) })] },
    });
    expect(res.status).toBe(200);
    return res.body.results[0] as { status: string; reason?: string };
  }

  async function ride(driverId: string): Promise<string> {
    const id = randomUUID();
    expect((await push(admin, 'bookings', id, 'create', bookingFields({ driverId }))).status).toBe('applied');
    return id;
  }

  const whatsapp = (bookingId: string, more: Record<string, unknown> = {}) => ({
    bookingId,
    kind: 'on_the_way',
    channel: 'whatsapp',
    lang: 'fr',
    recipient: '+33 6 12 34 56 78',
    body: 'Bonjour, votre chauffeur est en route.',
    state: 'sent',
    attempts: 1,
    sentAt: new Date().toISOString(),
    authorId: randomUUID(),
    ...more,
  });

  async function pulled(token: string) {
    const changes: { table: string; id: string; deleted: boolean; data: Record<string, unknown> }[] = [];
    let cursor: unknown = null;
    for (;;) {
      const res = await s.request('POST', '/api/sync/pull', { token, body: { cursor, limit: 1000 } });
      expect(res.status).toBe(200);
      changes.push(...res.body.changes);
      cursor = res.body.cursor;
      if (!res.body.hasMore) return changes.filter((c) => c.table === 'clientMessages');
    }
  }

  it('records their own ride’s WhatsApp message, as its author, and nothing else', async () => {
    const mine = await ride(driver.id);
    const theirs = await ride(other.id);
    const id = randomUUID();
    expect(await push(driver.token, 'clientMessages', id, 'create', whatsapp(mine))).toEqual(expect.objectContaining({ status: 'applied' }));
    const { rows } = await s.db.query<{ author_id: string }>('select author_id from clientMessages where id = $1', [id]);
    expect(rows[0]?.author_id).toBe(driver.id);

    expect(await push(driver.token, 'clientMessages', randomUUID(), 'create', whatsapp(theirs))).toMatchObject({ status: 'rejected', reason: 'A driver may only message the clients of their own rides' });
    expect(await push(driver.token, 'clientMessages', randomUUID(), 'create', whatsapp(mine, { channel: 'email', recipient: 'lea@example.com' }))).toMatchObject({
      status: 'rejected',
      reason: 'A driver may only record WhatsApp messages: emails are sent by the server',
    });
    expect(await push(driver.token, 'clientMessages', id, 'patch', { body: 'Changed' })).toMatchObject({ status: 'rejected' });
    expect(await push(driver.token, 'clientMessages', id, 'delete')).toMatchObject({ status: 'rejected' });
  });

  it('pulls the messages of their rides only, and a ride taken from them takes its messages along', async () => {
    const mine = await ride(driver.id);
    const theirs = await ride(other.id);
    const onMine = randomUUID();
    const onTheirs = randomUUID();
    expect((await push(admin, 'clientMessages', onMine, 'create', whatsapp(mine))).status).toBe('applied');
    expect((await push(admin, 'clientMessages', onTheirs, 'create', whatsapp(theirs))).status).toBe('applied');

    const before = await pulled(driver.token);
    expect(before.find((c) => c.id === onMine)?.deleted).toBe(false);
    expect(before.some((c) => c.id === onTheirs)).toBe(false);

    // The office gives the ride to the other driver: its message leaves this driver and reaches that one.
    expect((await push(admin, 'bookings', mine, 'patch', { driverId: other.id })).status).toBe('applied');
    expect((await pulled(driver.token)).find((c) => c.id === onMine)?.deleted).toBe(true);
    expect((await pulled(other.token)).find((c) => c.id === onMine)?.deleted).toBe(false);
  });
});
