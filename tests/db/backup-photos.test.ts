// @vitest-environment node
// Export files with the photos kept on a device, their checks, the import in bulk transactions (each
// record with its outbox entry) and the daily automatic backup kept on the device.
import { describe, expect, it } from 'vitest';
import { applyImport, deleteSnapshots, exportBackup, latestSnapshotInfo, latestSnapshotText, previewImport, SNAPSHOT_EVERY_MS, takeSnapshotIfDue } from '../../src/db/backup';
import { getImage, saveImage } from '../../src/db/images-repo';
import { bulkWrite, createRecord, patchRecord } from '../../src/db/repository';
import { parseBackup, type ParsedBackup } from '../../src/domain/backup';
import { fromBase64, looksLike, parsePhotos, toBase64 } from '../../src/domain/backup-photos';
import { SAMPLE_IDS } from '../../src/domain/sample-data';
import { SETTINGS_ID, SYNCED_TABLES, type Booking } from '../../src/domain/types';
import { freshDb } from './helpers';

/** The bytes of a 1x1 PNG. */
const PNG = fromBase64('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=')!;
const JPEG_START = new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 0, 16, 74, 70, 73, 70]);

function parsed(text: string): ParsedBackup {
  const result = parseBackup(text);
  if (!result.ok) throw new Error(`refused: ${result.problem.kind}`);
  return result.backup;
}

async function bytesOf(blob: Blob): Promise<number[]> {
  return [...new Uint8Array(await blob.arrayBuffer())];
}

describe('photos in base64', () => {
  it('survive the round trip, big ones too', () => {
    const big = new Uint8Array(200_000).map((_, i) => (i * 7) % 256);
    expect([...fromBase64(toBase64(big))!]).toEqual([...big]);
    expect(toBase64(PNG)).toBe('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=');
    expect(fromBase64('not base64!')).toBeNull();
    expect(fromBase64('abc')).toBeNull();
  });

  it('are checked: id, type, data, size, and bytes that are an image of that type', () => {
    const id = crypto.randomUUID();
    const good = { id, type: 'image/png', createdAt: '2026-04-01T10:00:00.000Z', data: toBase64(PNG) };
    const { photos, invalid } = parsePhotos([
      good,
      'a photo',
      { ...good, id: 'photo-1' },
      { ...good, id: crypto.randomUUID(), type: 'image/svg+xml' },
      { ...good, id: crypto.randomUUID(), data: '%%%' },
      { ...good, id: crypto.randomUUID(), type: 'image/jpeg' },
      { ...good, id: crypto.randomUUID(), data: 'A'.repeat(7_000_000) },
      { ...good, id: crypto.randomUUID(), type: 'image/jpeg', data: toBase64(JPEG_START), createdAt: 'yesterday' },
    ]);
    expect(invalid.map((i) => [i.index, i.issue])).toEqual([
      [1, 'notPhoto'],
      [2, 'id'],
      [3, 'type'],
      [4, 'data'],
      [5, 'content'],
      [6, 'tooBig'],
    ]);
    expect(photos.map((p) => [p.id, p.type, p.createdAt])).toEqual([
      [id, 'image/png', '2026-04-01T10:00:00.000Z'],
      [expect.any(String), 'image/jpeg', '1970-01-01T00:00:00.000Z'],
    ]);
    expect([...photos[0]!.bytes]).toEqual([...PNG]);
    expect(looksLike('image/gif', new TextEncoder().encode('GIF89a...'))).toBe(true);
    expect(looksLike('image/webp', new TextEncoder().encode('RIFF\0\0\0\0WEBPVP8 '))).toBe(true);
    expect(looksLike('image/webp', new TextEncoder().encode('RIFF\0\0\0\0WAVE'))).toBe(false);
  });

  it('a file whose photos are not a list is refused whole', () => {
    const text = JSON.stringify({ format: 'vtc-export', version: 1, exportedAt: '', tables: { cars: [] }, photos: {} });
    expect(parseBackup(text)).toEqual({ ok: false, problem: { kind: 'photosNotList' } });
  });
});

describe('export and import of photos between devices', () => {
  it('the photo a car shows from this device is in the file, and another device gets it back', async () => {
    const first = freshDb();
    const ref = await saveImage(first, new Blob([PNG], { type: 'image/png' }));
    await patchRecord(first, 'cars', SAMPLE_IDS.cars.eClass, { image: ref });
    // A photo no record shows stays out of the file.
    await saveImage(first, new Blob([PNG], { type: 'image/png' }));

    const file = await exportBackup(first, new Date('2026-04-10T09:30:00.000Z'));
    expect(file.photos?.map((p) => `blob-ref:${p.id}`)).toEqual([ref]);
    expect(file.photos?.[0]).toMatchObject({ type: 'image/png', data: toBase64(PNG) });

    const second = freshDb();
    const backup = parsed(JSON.stringify(file));
    const plan = await previewImport(second, backup);
    expect(plan.photos.add.map((p) => `blob-ref:${p.id}`)).toEqual([ref]);
    expect(plan.cars.update).toEqual([{ id: SAMPLE_IDS.cars.eClass, changes: { image: ref } }]);

    const result = await applyImport(second, backup);
    expect(result).toMatchObject({ photos: 1, updated: 1, failed: [] });
    const photo = await getImage(second, ref);
    expect(photo?.type).toBe('image/png');
    expect(await bytesOf(photo!.blob)).toEqual([...PNG]);
    expect((await second.cars.get(SAMPLE_IDS.cars.eClass))?.image).toBe(ref);

    // Again: the photo is there already, nothing to do.
    expect((await previewImport(second, backup)).photos).toMatchObject({ add: [], present: 1 });
  });
});

describe('import in bulk', () => {
  it('writes 1,200 bookings in transactions of 500, each with its create entry in the outbox, in order', async () => {
    const first = freshDb();
    const template = (await first.bookings.toArray())[0]!;
    const made: Booking[] = Array.from({ length: 1200 }, (_, i) => ({
      ...template,
      id: crypto.randomUUID(),
      lastName: `Bulk ${i}`,
      createdAt: new Date(Date.UTC(2026, 0, 1) + i * 60_000).toISOString(),
    }));
    await first.bookings.bulkAdd(made);
    const backup = parsed(JSON.stringify(await exportBackup(first)));

    const second = freshDb();
    await patchRecord(second, 'settings', SETTINGS_ID, { siteName: 'Changed here' });
    await second.outbox.clear();
    const progress: number[] = [];
    const result = await applyImport(second, backup, (done) => progress.push(done));
    expect(result).toEqual({ created: 1200, updated: 1, photos: 0, failed: [] });
    expect(progress).toEqual([500, 1000, 1200, 1201]);
    const outbox = await second.outbox.orderBy('seq').toArray();
    expect(outbox).toHaveLength(1201);
    expect(outbox.filter((e) => e.table === 'bookings' && e.op === 'create')).toHaveLength(1200);
    expect(outbox.at(-1)).toMatchObject({ table: 'settings', op: 'patch', fields: { siteName: 'Paris Prestige Chauffeur' } });
    // Each entry has its own clock reading, rising in the outbox's order.
    const hlcs = outbox.map((e) => e.hlc);
    expect(new Set(hlcs).size).toBe(1201);
    expect([...hlcs].sort()).toEqual(hlcs);
    expect(await second.bookings.count()).toBe(await first.bookings.count());
  });

  it('reports the records it cannot write and writes the others', async () => {
    const db = freshDb();
    const template = (await db.bookings.toArray())[0]!;
    const { id: _id, rev: _rev, updatedAt: _u, ...fields } = template;
    const taken = await createRecord(db, 'contacts', { firstName: 'A', lastName: 'B', email: 'a@example.com', phone: '+33 6 00 00 00 00', message: 'Hi' });
    const fresh = crypto.randomUUID();
    const badPrice = crypto.randomUUID();
    const gone = crypto.randomUUID();
    await db.outbox.clear();
    const result = await bulkWrite(
      db,
      'bookings',
      {
        create: [
          { ...fields, id: fresh },
          { ...fields, id: badPrice, totalPrice: 'free' },
          { ...fields, id: template.id },
        ],
        patch: [
          { id: template.id, changes: { status: 'cancelled' } },
          { id: gone, changes: { status: 'confirmed' } },
          { id: template.id, changes: { passengers: -3 } },
        ],
      },
      { chunkSize: 2 },
    );
    expect(result.created).toBe(1);
    expect(result.updated).toBe(1);
    expect(result.failed.map((f) => f.id).sort()).toEqual([badPrice, gone, template.id, template.id].sort());
    expect(await db.bookings.get(fresh)).toBeDefined();
    expect((await db.bookings.get(template.id))?.status).toBe('cancelled');
    expect((await db.outbox.toArray()).map((e) => `${e.table}:${e.op}`).sort()).toEqual(['bookings:create', 'bookings:patch']);
    expect(await db.contacts.get(taken.id)).toBeDefined();
  });
});

describe('the daily automatic backup', () => {
  it('is taken when none is younger than a day, and holds an export file of the device', async () => {
    const db = freshDb();
    expect(await latestSnapshotInfo(db)).toBeUndefined();
    const monday = new Date('2026-04-06T08:00:00.000Z');
    const first = await takeSnapshotIfDue(db, monday);
    expect(first).toMatchObject({ takenAt: monday.toISOString(), photos: 0 });
    const { tables } = await exportBackup(db);
    const counts = await Promise.all(SYNCED_TABLES.map((table) => db.table(table).count()));
    expect(first!.records).toBe(counts.reduce((sum, n) => sum + n, 0));
    expect(first!.records).toBe(SYNCED_TABLES.reduce((sum, table) => sum + tables[table].length, 0));

    expect(await takeSnapshotIfDue(db, new Date(monday.getTime() + SNAPSHOT_EVERY_MS - 1))).toBeNull();
    await patchRecord(db, 'settings', SETTINGS_ID, { siteName: 'Tuesday name' });
    const tuesday = new Date(monday.getTime() + SNAPSHOT_EVERY_MS);
    expect(await takeSnapshotIfDue(db, tuesday)).toMatchObject({ takenAt: tuesday.toISOString() });
    expect(await latestSnapshotInfo(db)).toMatchObject({ takenAt: tuesday.toISOString() });

    const backup = parsed((await latestSnapshotText(db))!);
    expect(backup.tables.settings[0]?.siteName).toBe('Tuesday name');

    // A driver signing in on this device: the copy goes.
    await deleteSnapshots(db);
    expect(await latestSnapshotInfo(db)).toBeUndefined();
    expect(await latestSnapshotText(db)).toBeUndefined();
  });
});
