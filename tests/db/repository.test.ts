import { Dexie } from 'dexie';
import { describe, expect, it } from 'vitest';
import { SYNC_KEYS, type AppDb } from '../../src/db/db';
import { NotFoundError, StorageFullError } from '../../src/db/errors';
import { addRemark, createRecord, deleteRecord, patchRecord, updateSettings } from '../../src/db/repository';
import { setClockOffset } from '../../src/db/sync-state';
import { compareHlc, parseHlc } from '../../src/domain/hlc';
import { SAMPLE_IDS } from '../../src/domain/sample-data';
import { ValidationError } from '../../src/domain/schemas';
import { SETTINGS_ID, type CreateInput, type SyncedTable } from '../../src/domain/types';
import { freshDb } from './helpers';
import { textsIn } from '../texts';

const newTour: CreateInput<'tours'> = {
  ...textsIn('tours', 'en', {
    title: 'Montmartre by Night',
    description: 'The village of painters after dark, from Pigalle to the Sacré-Cœur.',
    duration: '3 hours',
  }),
  price: '190.00',
  rating: '5.0',
  reviewCount: 0,
  category: 'private',
  featured: false,
  maxParticipants: 4,
};

const newBooking: CreateInput<'bookings'> = {
  firstName: 'Yasmine',
  lastName: 'Chaouch',
  email: '',
  phone: '+216 55 123 456',
  pickupLocation: 'Orly Airport (ORY) Terminal 4',
  pickupDate: '2026-12-02',
  pickupTime: '18:45',
  serviceType: 'transfer',
  vehicleId: SAMPLE_IDS.cars.eClass,
  passengers: 1,
  luggage: 1,
  totalPrice: '178.00',
  vatKind: 'transport',
  status: 'pending',
  source: 'admin',
};

const UUID_RE = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

async function snapshot(db: AppDb) {
  const tables: SyncedTable[] = ['cars', 'tours', 'posts', 'bookings', 'remarks', 'contacts', 'settings'];
  const data: Record<string, unknown> = {};
  for (const t of tables) data[t] = await db.table(t).toArray();
  data.outbox = await db.outbox.toArray();
  data.syncState = await db.syncState.toArray();
  return data;
}

const boom = () => {
  throw new Error('boom');
};

describe('repository writes', () => {
  it('create: writes the record and one outbox entry with every field but rev', async () => {
    const db = freshDb();
    const before = Date.now();
    const tour = await createRecord(db, 'tours', newTour);
    expect(tour.id).toMatch(UUID_RE);
    expect(tour.rev).toBe(0);
    expect(tour.createdAt).toBe(tour.updatedAt);
    expect(Date.parse(tour.createdAt)).toBeGreaterThanOrEqual(before);
    expect(await db.tours.get(tour.id)).toEqual(tour);

    const entries = await db.outbox.toArray();
    expect(entries).toHaveLength(1);
    const [entry] = entries;
    const { rev: _rev, ...fields } = tour;
    expect(entry).toMatchObject({ table: 'tours', recordId: tour.id, op: 'create', fields, baseRev: 0 });
    expect(entry?.mutationId).toMatch(UUID_RE);
    expect(parseHlc(entry?.hlc)).not.toBeNull();
  });

  it('create: keeps a given id and leaves out empty optional fields', async () => {
    const db = freshDb();
    const id = crypto.randomUUID();
    const tour = await createRecord(db, 'tours', { ...newTour, id, image: null, maxParticipants: undefined });
    expect(tour.id).toBe(id);
    expect('image' in tour).toBe(false);
    expect('maxParticipants' in tour).toBe(false);
    const [entry] = await db.outbox.toArray();
    expect(Object.keys(entry?.fields ?? {})).not.toContain('maxParticipants');
  });

  it('patch: writes only the changed fields, with the record rev as baseRev', async () => {
    const db = freshDb();
    const id = SAMPLE_IDS.bookings.lucasDubois;
    await db.bookings.update(id, { rev: 17 });
    const before = await db.bookings.get(id);
    const updated = await patchRecord(db, 'bookings', id, { status: 'confirmed', passengers: before?.passengers });
    expect(updated.status).toBe('confirmed');
    expect(updated.updatedAt >= (before?.updatedAt ?? '')).toBe(true);
    expect(updated.updatedAt).not.toBe(before?.updatedAt);
    expect(await db.bookings.get(id)).toEqual(updated);
    const entries = await db.outbox.toArray();
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({ op: 'patch', table: 'bookings', recordId: id, fields: { status: 'confirmed' }, baseRev: 17 });
  });

  it('patch: a no-op patch writes nothing', async () => {
    const db = freshDb();
    const car = await db.cars.get(SAMPLE_IDS.cars.eClass);
    const result = await patchRecord(db, 'cars', SAMPLE_IDS.cars.eClass, {
      name: car?.name,
      features: [...(car?.features ?? [])],
      available: car?.available,
    });
    expect(result).toEqual(car);
    expect(await db.cars.get(SAMPLE_IDS.cars.eClass)).toEqual(car);
    expect(await db.outbox.count()).toBe(0);
    await patchRecord(db, 'cars', SAMPLE_IDS.cars.eClass, {});
    expect(await db.outbox.count()).toBe(0);
  });

  it('patch: null clears an optional field and travels as null', async () => {
    const db = freshDb();
    const tour = await patchRecord(db, 'tours', SAMPLE_IDS.tours.versailles, { image: null });
    expect('image' in tour).toBe(false);
    expect('image' in ((await db.tours.get(SAMPLE_IDS.tours.versailles)) ?? {})).toBe(false);
    const [entry] = await db.outbox.toArray();
    expect(entry?.fields).toEqual({ image: null });
    // Clearing it again changes nothing.
    await patchRecord(db, 'tours', SAMPLE_IDS.tours.versailles, { image: null });
    expect(await db.outbox.count()).toBe(1);
  });

  it('delete: removes the record and appends an entry with no fields', async () => {
    const db = freshDb();
    await db.posts.update(SAMPLE_IDS.posts.hiddenParis, { rev: 4 });
    const deleted = await deleteRecord(db, 'posts', SAMPLE_IDS.posts.hiddenParis);
    expect(deleted?.id).toBe(SAMPLE_IDS.posts.hiddenParis);
    expect(await db.posts.get(SAMPLE_IDS.posts.hiddenParis)).toBeUndefined();
    const entries = await db.outbox.toArray();
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({ op: 'delete', table: 'posts', recordId: SAMPLE_IDS.posts.hiddenParis, fields: {}, baseRev: 4 });
    expect(await deleteRecord(db, 'posts', SAMPLE_IDS.posts.hiddenParis)).toBeUndefined();
    expect(await db.outbox.count()).toBe(1);
  });

  it('delete: a booking takes its remarks with it, each with its own entry', async () => {
    const db = freshDb();
    const id = SAMPLE_IDS.bookings.sophieMartin;
    await deleteRecord(db, 'bookings', id);
    expect(await db.bookings.get(id)).toBeUndefined();
    expect(await db.remarks.where('bookingId').equals(id).count()).toBe(0);
    expect(await db.remarks.count()).toBe(1);
    const entries = await db.outbox.orderBy('seq').toArray();
    expect(entries.map((e) => [e.table, e.op, e.recordId])).toEqual([
      ['remarks', 'delete', SAMPLE_IDS.remarks.childSeat],
      ['remarks', 'delete', SAMPLE_IDS.remarks.nameBoard],
      ['bookings', 'delete', id],
    ]);
  });

  it('gives every entry an increasing seq and an increasing hlc', async () => {
    const db = freshDb();
    const booking = await createRecord(db, 'bookings', newBooking);
    for (let i = 0; i < 10; i++) {
      await patchRecord(db, 'bookings', booking.id, { luggage: i + 2 });
      await addRemark(db, booking.id, `Remark ${i}`);
    }
    await deleteRecord(db, 'bookings', booking.id);
    const entries = await db.outbox.orderBy('seq').toArray();
    expect(entries).toHaveLength(1 + 10 + 10 + 10 + 1);
    for (let i = 1; i < entries.length; i++) {
      const prev = entries[i - 1];
      const cur = entries[i];
      if (!prev || !cur) throw new Error('missing entry');
      expect(cur.seq).toBeGreaterThan(prev.seq);
      expect(compareHlc(cur.hlc, prev.hlc)).toBe(1);
    }
    expect(new Set(entries.map((e) => e.mutationId)).size).toBe(entries.length);
    const last = entries.at(-1);
    expect((await db.syncState.get(SYNC_KEYS.hlc))?.value).toEqual(parseHlc(last?.hlc));
  });

  it('stamps the hlc with the clock offset learned from the server', async () => {
    const db = freshDb();
    const day = 24 * 3_600_000;
    await setClockOffset(db, day);
    await createRecord(db, 'tours', newTour);
    const [entry] = await db.outbox.toArray();
    const millis = parseHlc(entry?.hlc)?.millis ?? 0;
    expect(Math.abs(millis - (Date.now() + day))).toBeLessThan(60_000);
  });

  it('adds remarks at the end of the list with the colours cycling', async () => {
    const db = freshDb();
    const id = SAMPLE_IDS.bookings.sophieMartin;
    const colors: string[] = [];
    for (let i = 0; i < 5; i++) colors.push((await addRemark(db, id, `  note ${i}  `)).color);
    expect(colors).toEqual(['yellow', 'purple', 'pink', 'orange', 'blue']);
    const remarks = await db.remarks.where('bookingId').equals(id).sortBy('position');
    expect(remarks.map((r) => r.position)).toEqual([0, 1, 2, 3, 4, 5, 6]);
    expect(remarks[2]?.text).toBe('note 0');
    await expect(addRemark(db, id, '   ')).rejects.toBeInstanceOf(ValidationError);
  });

  it('updates the settings record and refuses to delete it', async () => {
    const db = freshDb();
    const settings = await updateSettings(db, { maintenanceMode: true, vatHourly: '21' });
    expect(settings).toMatchObject({ maintenanceMode: true, vatHourly: '21' });
    await expect(deleteRecord(db, 'settings', SETTINGS_ID)).rejects.toThrow(/cannot be deleted/);
    expect(await db.settings.count()).toBe(1);
  });
});

describe('repository atomicity', () => {
  it('a failure inside a create leaves neither the record nor an outbox entry', async () => {
    const db = freshDb();
    const before = await snapshot(db);
    await expect(createRecord(db, 'tours', newTour, { afterWrite: boom })).rejects.toThrow('boom');
    expect(await snapshot(db)).toEqual(before);
  });

  it('a failure inside a patch leaves the record as it was and no outbox entry', async () => {
    const db = freshDb();
    const before = await snapshot(db);
    await expect(
      patchRecord(db, 'bookings', SAMPLE_IDS.bookings.lucasDubois, { status: 'cancelled' }, { afterWrite: boom }),
    ).rejects.toThrow('boom');
    expect(await snapshot(db)).toEqual(before);
  });

  it('a failure inside a delete keeps the record, its remarks, and adds no outbox entry', async () => {
    const db = freshDb();
    const before = await snapshot(db);
    await expect(deleteRecord(db, 'bookings', SAMPLE_IDS.bookings.sophieMartin, { afterWrite: boom })).rejects.toThrow('boom');
    expect(await snapshot(db)).toEqual(before);
  });

  it('an async failure inside the transaction also rolls everything back', async () => {
    const db = freshDb();
    const before = await snapshot(db);
    const afterWrite = async () => {
      await db.outbox.count();
      throw new Error('late boom');
    };
    await expect(addRemark(db, SAMPLE_IDS.bookings.lucasDubois, 'x', { afterWrite })).rejects.toThrow('late boom');
    expect(await snapshot(db)).toEqual(before);
  });

  it('reports a full storage as StorageFullError, plain or wrapped in an AbortError', async () => {
    const db = freshDb();
    const before = await snapshot(db);
    const quota = new DOMException('Quota exceeded', 'QuotaExceededError');
    await expect(
      createRecord(db, 'tours', newTour, {
        afterWrite: () => {
          throw quota;
        },
      }),
    ).rejects.toBeInstanceOf(StorageFullError);
    await expect(
      patchRecord(db, 'tours', SAMPLE_IDS.tours.champagne, { featured: false }, {
        afterWrite: () => {
          throw new Dexie.AbortError('Transaction aborted', quota);
        },
      }),
    ).rejects.toBeInstanceOf(StorageFullError);
    expect(await snapshot(db)).toEqual(before);
  });
});

describe('repository validation', () => {
  it('rejects invalid data before writing anything', async () => {
    const db = freshDb();
    const before = await snapshot(db);

    const error = await createRecord(db, 'tours', { ...newTour, price: '0' }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ValidationError);
    expect((error as ValidationError).fieldErrors).toEqual({ price: 'Price must be a valid number greater than 0' });
    // A title in no language: the message is on the French field.
    const untitled = await createRecord(db, 'tours', { ...newTour, titleEn: ' ' }).catch((e: unknown) => e);
    expect((untitled as ValidationError).fieldErrors).toEqual({ titleFr: 'Title is required' });

    await expect(createRecord(db, 'bookings', { ...newBooking, pickupTime: '25:00' })).rejects.toBeInstanceOf(ValidationError);
    await expect(createRecord(db, 'bookings', { ...newBooking, passengers: 0 })).rejects.toBeInstanceOf(ValidationError);
    await expect(createRecord(db, 'bookings', { ...newBooking, source: 'public' })).rejects.toBeInstanceOf(ValidationError);
    const settings = await db.settings.get(SETTINGS_ID);
    if (!settings) throw new Error('settings missing');
    await expect(createRecord(db, 'settings', { ...settings, id: crypto.randomUUID() })).rejects.toBeInstanceOf(ValidationError);
    await expect(
      patchRecord(db, 'posts', SAMPLE_IDS.posts.hiddenParis, { titleAr: 'x'.repeat(201) }),
    ).rejects.toThrow('Title must be less than 200 characters');
    await expect(
      patchRecord(db, 'cars', SAMPLE_IDS.cars.eClass, { pricePerHour: '89,00' }),
    ).rejects.toBeInstanceOf(ValidationError);
    // A rule over the whole record: a public booking cannot lose its email.
    await expect(
      patchRecord(db, 'bookings', SAMPLE_IDS.bookings.sophieMartin, { email: '' }),
    ).rejects.toBeInstanceOf(ValidationError);
    await expect(
      patchRecord(db, 'tours', SAMPLE_IDS.tours.champagne, { rev: 9 } as never),
    ).rejects.toBeInstanceOf(ValidationError);

    expect(await snapshot(db)).toEqual(before);
  });

  it('throws NotFoundError when patching a missing record', async () => {
    const db = freshDb();
    const missing = crypto.randomUUID();
    const error = await patchRecord(db, 'cars', missing, { featured: true }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(NotFoundError);
    expect(error).toMatchObject({ table: 'cars', id: missing });
    expect(await db.outbox.count()).toBe(0);
  });
});
