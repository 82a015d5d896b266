// @vitest-environment node
// SYNC.md's tests 1-8: the real engine on several device databases against the real server in
// process, on PGlite in memory and on a throwaway PostgreSQL server.
import { describe, expect, it, vi } from 'vitest';
import { saveImage } from '../../src/db/images-repo';
import { createRecord, deleteRecord, patchRecord } from '../../src/db/repository';
import { addDays, parisToday } from '../../src/domain/paris-time';
import { SAMPLE_IDS } from '../../src/domain/sample-data';
import type { CreateInput } from '../../src/domain/types';
import { retryRejected } from '../../src/sync/conflicts';
import { runBackgroundPush } from '../../src/sync/push';
import { recordKey, type BackendKind } from './backend';
import { diffDevice, storeSession, suiteBackend, type Device } from './devices';

const BACKENDS: BackendKind[] = ['pglite', 'postgres'];
const B1 = SAMPLE_IDS.bookings.sophieMartin;
const B2 = SAMPLE_IDS.bookings.lucasDubois;
const HOUR = 3_600_000;

/** A few milliseconds, so that the next write's HLC is later in time on any device. */
const later = () => new Promise((resolve) => setTimeout(resolve, 3));

const newBooking: CreateInput<'bookings'> = {
  firstName: 'Yasmine',
  lastName: 'Chaouch',
  email: '',
  phone: '+216 55 123 456',
  pickupLocation: 'Orly Airport (ORY) Terminal 4',
  // Three weeks ahead: a visitor may book it whatever the day the suite runs.
  pickupDate: addDays(parisToday(new Date()), 21),
  pickupTime: '18:45',
  serviceType: 'transfer',
  passengers: 1,
  luggage: 1,
  totalPrice: '178.00',
  vatKind: 'transport',
  status: 'pending',
  source: 'admin',
};

/** Runs `fn` with this device's clock moved by `skewMs` (the repository stamps with Date.now). */
async function withClock<T>(skewMs: number, fn: () => Promise<T>): Promise<T> {
  const real = Date.now.bind(Date);
  const spy = vi.spyOn(Date, 'now').mockImplementation(() => real() + skewMs);
  try {
    return await fn();
  } finally {
    spy.mockRestore();
  }
}

describe.each(BACKENDS)('sync protocol on %s', (kind) => {
  const suite = suiteBackend(kind);

  const device = suite.device;

  async function expectConverged(...list: Device[]) {
    const { records } = await suite.server().snapshot();
    for (const d of list) expect(await diffDevice(d, records)).toEqual([]);
  }


  it('a first flush takes the server state, seed rows included', async () => {
    const a = device();
    const result = await a.engine.flush();
    expect(result.error).toBeNull();
    expect(result.pull?.invalid).toEqual([]);
    await expectConverged(a);
  });

  it('1. the server commits and the answer is lost: the retry is duplicate, applied once', async () => {
    const a = device();
    await a.engine.flush();
    await patchRecord(a.db, 'bookings', B1, { status: 'cancelled', pickupTime: '06:10' });
    a.net.drop = 1;
    a.net.dropOn = /\/api\/sync\/push$/;
    const lost = await a.engine.flush();
    expect(lost.error?.kind).toBe('network');
    expect(await a.db.outbox.count()).toBe(1);
    const committed = await suite.server().snapshot();
    const row = committed.records.get(recordKey('bookings', B1))!;
    expect(row.data).toMatchObject({ status: 'cancelled', pickupTime: '06:10' });

    const retry = await a.engine.flush();
    expect(retry.push).toMatchObject({ applied: 0, duplicate: 1, rejected: 0, remaining: 0 });
    const after = await suite.server().snapshot();
    // Applied once: no new version for the record, nothing else written.
    expect(after.records.get(recordKey('bookings', B1))!.version).toBe(row.version);
    expect(after.cursor).toBe(committed.cursor);
    expect(await a.db.bookings.get(B1)).toMatchObject({ status: 'cancelled', rev: row.version });
    await expectConverged(a);
  });

  it('1b. a pull between the lost answer and the retry does not leave the device behind', async () => {
    const a = device();
    const b = device();
    await a.engine.flush();
    await b.engine.flush();
    await patchRecord(a.db, 'bookings', B1, { status: 'cancelled' });
    a.net.drop = 1;
    a.net.dropOn = /\/api\/sync\/push$/;
    await a.engine.flush();
    await later();
    await patchRecord(b.db, 'bookings', B1, { status: 'completed' });
    await b.engine.flush();
    // A pulls while its change is still pending: it keeps its own value for now.
    await a.engine.pull();
    expect((await a.db.bookings.get(B1))?.status).toBe('cancelled');
    const retry = await a.engine.flush();
    expect(retry.push?.duplicate).toBe(1);
    expect((await a.db.bookings.get(B1))?.status).toBe('completed');
    await expectConverged(a, b);
  });

  it('2. a failure inside the local transaction leaves nothing to push', async () => {
    const a = device();
    await a.engine.flush();
    const before = await suite.server().snapshot();
    await expect(
      createRecord(a.db, 'bookings', newBooking, {
        afterWrite: () => {
          throw new Error('boom');
        },
      }),
    ).rejects.toThrow('boom');
    await expect(
      patchRecord(a.db, 'bookings', B1, { status: 'cancelled' }, {
        afterWrite: () => {
          throw new Error('boom');
        },
      }),
    ).rejects.toThrow('boom');
    expect(await a.db.outbox.count()).toBe(0);
    const pushes: unknown[] = [];
    a.net.tap = (path, request) => {
      if (path.endsWith('/push')) pushes.push(request);
    };
    const result = await a.engine.flush();
    expect(result.push).toMatchObject({ applied: 0, remaining: 0 });
    expect(pushes).toEqual([]);
    expect((await suite.server().snapshot()).cursor).toBe(before.cursor);
    await expectConverged(a);
  });

  it('3. the same batch sent twice at once (page and service worker) is applied once', async () => {
    const a = device();
    await a.engine.flush();
    await storeSession(a.db, suite.server().adminToken);
    for (let i = 0; i < 5; i++) await patchRecord(a.db, 'bookings', B1, { passengers: i + 3 });
    await createRecord(a.db, 'bookings', newBooking);
    const before = await suite.server().snapshot();
    const statuses: string[] = [];
    a.net.tap = (path, _request, response) => {
      if (path.endsWith('/push')) for (const r of (response as { results: { status: string }[] }).results) statuses.push(r.status);
    };
    // The service worker's push under another lock name: nothing serializes the two but the suite.server().
    const [page, worker] = await Promise.all([
      a.engine.push(),
      runBackgroundPush({ db: a.db, fetch: (input, init) => suite.server().fetch(input, init), baseUrl: 'http://localhost', lockName: 'bypass' }),
    ]);
    expect(page.error).toBeNull();
    expect(await a.db.outbox.count()).toBe(0);
    const applied = (page.push?.applied ?? 0) + worker.applied;
    expect(applied).toBe(6);
    const after = await suite.server().snapshot();
    // Six mutations, six versions: each applied exactly once.
    expect(after.cursor - before.cursor).toBe(6);
    expect(after.records.get(recordKey('bookings', B1))?.data.passengers).toBe(7);
    expect(statuses.filter((s) => s === 'applied')).toHaveLength(page.push?.applied ?? 0);
    await a.engine.flush();
    await expectConverged(a);
  });

  it('4. two devices edit one booking offline: both fields survive, the later HLC wins, a conflict is kept', async () => {
    const a = device();
    const b = device();
    await a.engine.flush();
    await b.engine.flush();
    a.net.offline = true;
    b.net.offline = true;
    await patchRecord(a.db, 'bookings', B2, { status: 'cancelled', pickupTime: '07:00' });
    await later();
    await patchRecord(b.db, 'bookings', B2, { passengers: 3, pickupTime: '08:00' });
    expect((await a.engine.flush()).error?.kind).toBe('network');
    a.net.offline = false;
    b.net.offline = false;
    // The earlier writer pushes last: its pickupTime must still lose.
    await b.engine.flush();
    await a.engine.flush();
    await b.engine.flush();
    const { records } = await suite.server().snapshot();
    expect(records.get(recordKey('bookings', B2))?.data).toMatchObject({ status: 'cancelled', passengers: 3, pickupTime: '08:00' });
    const conflicts = (await suite.server().conflicts()).filter((c) => c.recordId === B2);
    expect(conflicts).toEqual([expect.objectContaining({ field: 'pickupTime', kind: 'field', winningValue: '08:00', losingValue: '07:00' })]);
    await expectConverged(a, b);
  });

  it('4b. two devices edit two languages of one tour offline: both texts survive, no conflict', async () => {
    const a = device();
    const b = device();
    await a.engine.flush();
    await b.engine.flush();
    a.net.offline = true;
    b.net.offline = true;
    const T = SAMPLE_IDS.tours.giverny;
    await patchRecord(a.db, 'tours', T, { descriptionAr: 'اتبعوا خطى مونيه إلى جيفرني.' });
    await later();
    await patchRecord(b.db, 'tours', T, { titleFr: 'Giverny et les jardins de Claude Monet' });
    a.net.offline = false;
    b.net.offline = false;
    await b.engine.flush();
    await a.engine.flush();
    await b.engine.flush();
    const { records } = await suite.server().snapshot();
    expect(records.get(recordKey('tours', T))?.data).toMatchObject({
      descriptionAr: 'اتبعوا خطى مونيه إلى جيفرني.',
      titleFr: 'Giverny et les jardins de Claude Monet',
    });
    expect((await suite.server().conflicts()).filter((c) => c.recordId === T)).toEqual([]);
    await expectConverged(a, b);
  });

  it('5. a delete against a concurrent edit: no resurrection, the edit is in the conflicts (either order)', async () => {
    const a = device();
    const b = device();
    await a.engine.flush();
    await b.engine.flush();
    // Edit pushed first, delete after.
    await patchRecord(b.db, 'bookings', B1, { specialRequests: 'Champagne on ice' });
    await later();
    await deleteRecord(a.db, 'bookings', B1);
    await b.engine.flush();
    await a.engine.flush();
    // Delete pushed first, a later edit after.
    await deleteRecord(a.db, 'bookings', B2);
    await later();
    await patchRecord(b.db, 'bookings', B2, { status: 'completed' });
    await a.engine.flush();
    await b.engine.flush();
    await a.engine.flush();

    const { records } = await suite.server().snapshot();
    expect(records.get(recordKey('bookings', B1))?.deleted).toBe(true);
    expect(records.get(recordKey('bookings', B2))?.deleted).toBe(true);
    expect(await b.db.bookings.get(B1)).toBeUndefined();
    expect(await b.db.bookings.get(B2)).toBeUndefined();
    const conflicts = await suite.server().conflicts();
    expect(conflicts).toContainEqual(expect.objectContaining({ recordId: B1, kind: 'deleted', field: 'specialRequests', losingValue: 'Champagne on ice' }));
    expect(conflicts).toContainEqual(expect.objectContaining({ recordId: B2, kind: 'deleted', field: 'status', losingValue: 'completed' }));
    await expectConverged(a, b);
  });

  it('6a. a clock 2 h ahead: refused with a clear reason the user sees, then sent again once corrected', async () => {
    const a = device({ now: () => Date.now() + 2 * HOUR });
    const b = device();
    await b.engine.flush();
    await withClock(2 * HOUR, () => patchRecord(a.db, 'tours', SAMPLE_IDS.tours.giverny, { price: '999.00' }));
    const result = await a.engine.flush();
    expect(result.push).toMatchObject({ rejected: 1, applied: 0 });
    const [refused] = await a.db.rejected.toArray();
    expect(refused?.reason).toMatch(/clock is ahead/i);
    expect(a.engine.status().rejected).toBe(1);
    // The engine learnt the offset; a retry is stamped with the corrected clock and goes through.
    await withClock(2 * HOUR, () => retryRejected(a.db, refused!.mutationId));
    const again = await a.engine.flush();
    expect(again.push).toMatchObject({ applied: 1, rejected: 0 });
    await b.engine.flush();
    expect((await b.db.tours.get(SAMPLE_IDS.tours.giverny))?.price).toBe('999.00');
    await expectConverged(a, b);
  });

  it('6b. a clock a day behind: accepted, ordered by its (old) HLC until the offset is learnt, and converges', async () => {
    const behind = device({ now: () => Date.now() - 24 * HOUR });
    const b = device();
    await b.engine.flush();
    // Written first on the slow device but stamped a day back: b's later edit of the field wins,
    // and so would an edit b made up to a day earlier (what we observe, and document).
    await withClock(-24 * HOUR, () => patchRecord(behind.db, 'tours', SAMPLE_IDS.tours.versailles, { price: '111.00' }));
    await later();
    await patchRecord(b.db, 'tours', SAMPLE_IDS.tours.versailles, { price: '222.00' });
    await b.engine.flush();
    expect((await behind.engine.flush()).push).toMatchObject({ applied: 1 });
    await b.engine.flush();
    let tours = (await suite.server().snapshot()).records.get(recordKey('tours', SAMPLE_IDS.tours.versailles));
    expect(tours?.data.price).toBe('222.00');
    expect((await suite.server().conflicts()).map((c) => c.losingValue)).toContain('111.00');
    // Once the offset is learnt from serverTime, the slow device's next write is stamped right and wins.
    await withClock(-24 * HOUR, () => patchRecord(behind.db, 'tours', SAMPLE_IDS.tours.versailles, { price: '333.00' }));
    await behind.engine.flush();
    await b.engine.flush();
    tours = (await suite.server().snapshot()).records.get(recordKey('tours', SAMPLE_IDS.tours.versailles));
    expect(tours?.data.price).toBe('333.00');
    await expectConverged(behind, b);
  });

  it('7. pushes between the pages of a pull: no row is missed', async () => {
    const writer = device();
    await writer.engine.flush();
    const reader = device({ pullLimit: 4 });
    let pages = 0;
    let n = 0;
    reader.net.after = async (path) => {
      if (!path.endsWith('/pull') || pages++ > 12) return;
      // Another device writes between two pages: a new record, an edit of an old one, a delete.
      await createRecord(writer.db, 'bookings', { ...newBooking, firstName: `Interleaved ${++n}` });
      await patchRecord(writer.db, 'tours', SAMPLE_IDS.tours.champagne, { price: `${300 + n}.00` });
      if (n === 3) await deleteRecord(writer.db, 'posts', SAMPLE_IDS.posts.wineTasting);
      expect((await writer.engine.push()).error).toBeNull();
    };
    const pulled = await reader.engine.pull();
    expect(pulled.error).toBeNull();
    expect(pulled.pull!.pages).toBeGreaterThan(5);
    const cursor = pulled.pull!.cursor!.v;
    const { records } = await suite.server().snapshot();
    // Every row up to the cursor reached is on the reader at its version.
    for (const row of records.values()) {
      if (row.version > cursor) continue;
      const local = (await reader.db.table(row.table).get(row.id)) as { rev: number } | undefined;
      if (row.deleted) expect(local, row.id).toBeUndefined();
      else expect(local?.rev, `${row.table} ${row.id}`).toBe(row.version);
    }
    reader.net.after = undefined;
    await reader.engine.pull();
    await writer.engine.pull();
    await expectConverged(reader, writer);
  });

  it('8. an invalid mutation does not block the ones after it, and the user sees why', async () => {
    const a = device();
    await a.engine.flush();
    await patchRecord(a.db, 'tours', SAMPLE_IDS.tours.loireValley, { price: '410.00' });
    const base = { table: 'tours' as const, recordId: SAMPLE_IDS.tours.loireValley, op: 'patch' as const, baseRev: 0, createdAt: new Date().toISOString() };
    // Written straight into the outbox, past the repository's validation.
    // A title in no language: the tour needs one in at least one.
    await a.db.outbox.add({ ...base, mutationId: crypto.randomUUID(), fields: { titleFr: '   ', titleEn: '', titleAr: '' }, hlc: (await a.db.outbox.toArray())[0]!.hlc.replace(/-(\w{4})-/, '-ff00-') } as never);
    await a.db.outbox.add({ ...base, mutationId: crypto.randomUUID(), fields: { wings: 2 }, hlc: (await a.db.outbox.toArray())[0]!.hlc.replace(/-(\w{4})-/, '-ff01-') } as never);
    await patchRecord(a.db, 'tours', SAMPLE_IDS.tours.loireValley, { durationEn: '11 hours' });
    const result = await a.engine.flush();
    expect(result.push).toMatchObject({ applied: 2, rejected: 2, remaining: 0 });
    const refused = (await a.db.rejected.toArray()).sort((x, y) => x.seq - y.seq);
    expect(refused.map((r) => r.reason)).toEqual([expect.stringMatching(/Title is required/), expect.stringMatching(/wings/i)]);
    expect(a.engine.status()).toMatchObject({ rejected: 2, pending: 0 });
    const tour = (await suite.server().snapshot()).records.get(recordKey('tours', SAMPLE_IDS.tours.loireValley));
    expect(tour?.data).toMatchObject({ price: '410.00', durationEn: '11 hours' });
    expect(tour?.data.titleFr).not.toBe('   ');
    await expectConverged(a);
  });

  it('a staff sign-in on a device that sent public submissions: its first push starts past a seq gap', async () => {
    const d = device({ auth: null });
    await d.engine.flush();
    await createRecord(d.db, 'contacts', { firstName: 'Ali', lastName: 'Ben', email: 'ali@example.com', phone: '+216 20 000 000', message: 'Hello' });
    await patchRecord(d.db, 'tours', SAMPLE_IDS.tours.sidiBouSaid, { price: '150.00' });
    // The message leaves by the public endpoint (seq 1 never reaches the push endpoint), the tour change waits.
    expect((await d.engine.flush()).push).toMatchObject({ delivered: 1, remaining: 1 });
    d.auth = { token: suite.server().adminToken, kind: 'staff' };
    const signedIn = await d.engine.flush();
    expect(signedIn.error).toBeNull();
    expect(signedIn.push).toMatchObject({ applied: 1, remaining: 0 });
    expect((await suite.server().snapshot()).records.get(recordKey('tours', SAMPLE_IDS.tours.sidiBouSaid))?.data.price).toBe('150.00');
    await expectConverged(d);
  });

  it('a photo taken offline is uploaded, the record points at its URL on every device', async () => {
    const a = device();
    const b = device();
    await a.engine.flush();
    await b.engine.flush();
    const png = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 1, 2, 3, 4]);
    const ref = await saveImage(a.db, new Blob([png], { type: 'image/png' }));
    await patchRecord(a.db, 'cars', SAMPLE_IDS.cars.audiA6, { image: ref });
    const result = await a.engine.flush();
    expect(result.attachments).toMatchObject({ uploaded: 1, patched: 1, failed: [] });
    const url = (await a.db.cars.get(SAMPLE_IDS.cars.audiA6))?.image;
    expect(url).toMatch(/^\/api\/attachments\//);
    await b.engine.flush();
    expect((await b.db.cars.get(SAMPLE_IDS.cars.audiA6))?.image).toBe(url);
    const served = await suite.server().fetch(`http://localhost${url}`);
    expect(new Uint8Array(await served.arrayBuffer())).toEqual(png);
    await expectConverged(a, b);
  });

  it('a visitor booking reaches the office through the public endpoint, and its status comes back', async () => {
    const visitor = device({ auth: null });
    const office = device();
    await visitor.engine.flush();
    // A visitor sees only the public catalogue.
    expect(await visitor.db.bookings.count()).toBe(0);
    expect(await visitor.db.contacts.count()).toBe(0);
    const booking = await createRecord(visitor.db, 'bookings', { ...newBooking, email: 'yasmine@example.com', source: 'public', vehicleId: SAMPLE_IDS.cars.eClass });
    const result = await visitor.engine.flush();
    expect(result.push).toMatchObject({ delivered: 1, remaining: 0 });
    expect(await visitor.db.receipts.get(booking.id)).toMatchObject({ table: 'bookings' });
    await office.engine.flush();
    expect(await office.db.bookings.get(booking.id)).toMatchObject({ firstName: 'Yasmine', status: 'pending', source: 'public' });
    await patchRecord(office.db, 'bookings', booking.id, { status: 'confirmed' });
    await office.engine.flush();
    expect(await visitor.engine.refreshReceipts()).toEqual({ checked: 1, changed: 1 });
    expect((await visitor.db.bookings.get(booking.id))?.status).toBe('confirmed');
    expect(await visitor.db.outbox.count()).toBe(0);
  });
});
