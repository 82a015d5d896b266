// Remarks and the booking form's writes on a real (fake-indexeddb) database: colours cycled, text
// trimmed, edits and deletes with their outbox entries, and a booking created with its remarks in one
// transaction, all of it or nothing.
import { describe, expect, it } from 'vitest';
import {
  addBookingRemark,
  deleteBookingRemark,
  editBookingRemark,
  getBookingWithRemarks,
  listBookingChoices,
} from '../../src/features/admin-booking-form/queries';
import { createBookingWithRemarks } from '../../src/db/repository';
import { emptyOrderForm, orderFormToCreate } from '../../src/features/admin-booking-form/order-form-values';
import { SAMPLE_IDS } from '../../src/domain/sample-data';
import { ValidationError } from '../../src/domain/schemas';
import { REMARK_COLORS } from '../../src/domain/types';
import { freshDb } from '../db/helpers';

const booking = orderFormToCreate({
  ...emptyOrderForm('2026-12-02'),
  pickupTime: '18:45',
  firstName: 'Yasmine',
  lastName: 'Ben Salah',
  phone: '+216 55 123 456',
  pickupLocation: 'Orly, terminal 4',
  price: 178,
});

async function openDb() {
  const db = freshDb();
  await db.open();
  return db;
}

describe('remarks of a saved booking', () => {
  it('are added trimmed, the six colours cycling in order; blank text adds nothing', async () => {
    const d = await openDb();
    const { booking: saved } = await createBookingWithRemarks(d, booking, []);
    const outboxBefore = await d.outbox.count();
    expect(await addBookingRemark(d, saved.id, '   \n ')).toBeNull();
    expect(await d.outbox.count()).toBe(outboxBefore);

    for (let i = 0; i < 7; i++) await addBookingRemark(d, saved.id, `  Remarque ${i + 1}  `);
    const data = await getBookingWithRemarks(d, saved.id);
    expect(data?.remarks.map((r) => r.text)).toEqual(Array.from({ length: 7 }, (_, i) => `Remarque ${i + 1}`));
    expect(data?.remarks.map((r) => r.color)).toEqual([...REMARK_COLORS, 'blue']);
    expect(data?.remarks.map((r) => r.position)).toEqual([0, 1, 2, 3, 4, 5, 6]);
    expect(await d.outbox.where('table').equals('remarks').count()).toBe(7);
  });

  it('are edited with trimmed text and a patch entry; blank text keeps the remark as it was', async () => {
    const d = await openDb();
    const { booking: saved, remarks } = await createBookingWithRemarks(d, booking, ['Siège enfant']);
    const remark = remarks[0];
    if (!remark) throw new Error('no remark');

    await editBookingRemark(d, remark.id, '  Siège enfant, 3 ans  ');
    expect((await d.remarks.get(remark.id))?.text).toBe('Siège enfant, 3 ans');
    const patches = await d.outbox.where('[table+recordId]').equals(['remarks', remark.id]).filter((e) => e.op === 'patch').toArray();
    expect(patches.map((e) => e.fields)).toEqual([{ text: 'Siège enfant, 3 ans' }]);

    expect(await editBookingRemark(d, remark.id, '   ')).toBeNull();
    expect((await d.remarks.get(remark.id))?.text).toBe('Siège enfant, 3 ans');
    expect((await getBookingWithRemarks(d, saved.id))?.remarks).toHaveLength(1);
  });

  it('are deleted with a delete entry', async () => {
    const d = await openDb();
    const { booking: saved, remarks } = await createBookingWithRemarks(d, booking, ['A', 'B']);
    const first = remarks[0];
    if (!first) throw new Error('no remark');
    await deleteBookingRemark(d, first.id);
    expect((await getBookingWithRemarks(d, saved.id))?.remarks.map((r) => r.text)).toEqual(['B']);
    const deletes = await d.outbox.where('[table+recordId]').equals(['remarks', first.id]).filter((e) => e.op === 'delete').count();
    expect(deletes).toBe(1);
  });
});

describe('a booking created with its remarks', () => {
  it('writes the booking, then its remarks in order and colours, each with its outbox entry', async () => {
    const d = await openDb();
    const outboxBefore = await d.outbox.count();
    const { booking: saved, remarks } = await createBookingWithRemarks(d, booking, [' Siège enfant ', '', 'Pancarte', '  ']);
    expect(saved).toMatchObject({ source: 'admin', status: 'pending', firstName: 'Yasmine', totalPrice: '178.00', rev: 0 });
    expect(remarks.map((r) => [r.text, r.position, r.color, r.bookingId])).toEqual([
      ['Siège enfant', 0, 'blue', saved.id],
      ['Pancarte', 1, 'green', saved.id],
    ]);
    const entries = (await d.outbox.orderBy('seq').toArray()).slice(outboxBefore);
    expect(entries.map((e) => [e.table, e.op, e.recordId])).toEqual([
      ['bookings', 'create', saved.id],
      ['remarks', 'create', remarks[0]?.id],
      ['remarks', 'create', remarks[1]?.id],
    ]);
    expect(await getBookingWithRemarks(d, saved.id)).toEqual({ booking: saved, remarks });
  });

  it('writes nothing at all when the transaction fails', async () => {
    const d = await openDb();
    const [bookingsBefore, remarksBefore, outboxBefore] = await Promise.all([d.bookings.count(), d.remarks.count(), d.outbox.count()]);
    await expect(
      createBookingWithRemarks(d, booking, ['Siège enfant', 'Pancarte'], {
        afterWrite: () => {
          throw new Error('disk gone');
        },
      }),
    ).rejects.toThrow('disk gone');
    expect(await d.bookings.count()).toBe(bookingsBefore);
    expect(await d.remarks.count()).toBe(remarksBefore);
    expect(await d.outbox.count()).toBe(outboxBefore);
  });

  it('writes nothing when one remark is invalid, nor when the booking is', async () => {
    const d = await openDb();
    const [bookingsBefore, outboxBefore] = await Promise.all([d.bookings.count(), d.outbox.count()]);
    await expect(createBookingWithRemarks(d, booking, ['ok', 'x'.repeat(2001)])).rejects.toBeInstanceOf(ValidationError);
    await expect(createBookingWithRemarks(d, { ...booking, firstName: ' ' }, ['ok'])).rejects.toBeInstanceOf(ValidationError);
    expect(await d.bookings.count()).toBe(bookingsBefore);
    expect(await d.outbox.count()).toBe(outboxBefore);
  });
});

describe('what the form reads', () => {
  it('lists every car and tour by name, and knows an unknown booking is none', async () => {
    const d = await openDb();
    const { cars, tours } = await listBookingChoices(d);
    expect(cars.map((c) => c.name)).toEqual([...cars.map((c) => c.name)].sort((a, b) => a.localeCompare(b)));
    expect(cars.some((c) => c.id === SAMPLE_IDS.cars.eClass)).toBe(true);
    expect(tours.some((t) => t.id === SAMPLE_IDS.tours.versailles)).toBe(true);
    expect(await getBookingWithRemarks(d, crypto.randomUUID())).toBeNull();
  });

  it('reads a sample booking with its remarks in list order', async () => {
    const d = await openDb();
    const data = await getBookingWithRemarks(d, SAMPLE_IDS.bookings.sophieMartin);
    expect(data?.booking.id).toBe(SAMPLE_IDS.bookings.sophieMartin);
    const positions = data?.remarks.map((r) => r.position) ?? [];
    expect(positions).toEqual([...positions].sort((a, b) => a - b));
  });
});
