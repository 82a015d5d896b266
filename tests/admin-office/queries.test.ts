// The back office's queries and writes on a real (fake-indexeddb) device database.
import { describe, expect, it } from 'vitest';
import { applyImport, exportTables, previewImport } from '../../src/db/backup';
import { countExpiredContacts, deleteExpiredContacts, listContacts, setContactHandled } from '../../src/features/admin-messages/queries';
import { loadDashboard } from '../../src/features/admin-dashboard/queries';
import { createRecord, patchRecord } from '../../src/db/repository';
import { buildBackup, parseBackup, type ParsedBackup } from '../../src/domain/backup';
import { SAMPLE_IDS, sampleData } from '../../src/domain/sample-data';
import { SETTINGS_ID, SYNCED_TABLES, type Booking, type BookingStatus, type Contact } from '../../src/domain/types';
import { freshDb } from '../db/helpers';

const NOW = new Date(2026, 5, 15, 12, 0); // 15 June 2026, local time
const DAY = 24 * 3600 * 1000;
const template = sampleData(NOW).bookings[0]!;

function booking(createdDaysAgo: number, pickupDate: string, status: BookingStatus, totalPrice: string): Booking {
  const at = new Date(NOW.getTime() - createdDaysAgo * DAY).toISOString();
  return { ...template, id: crypto.randomUUID(), createdAt: at, updatedAt: at, pickupDate, status, totalPrice };
}

describe('dashboard figures', () => {
  it('counts, trends, revenue of the month, completion rate and pending from the indexes', async () => {
    const db = freshDb();
    await db.bookings.clear();
    await db.bookings.bulkAdd([
      booking(1, '2026-06-01', 'completed', '100.00'), // first day of the month: in
      booking(2, '2026-06-30', 'pending', '50.50'), // last day: in
      booking(3, '2026-06-20', 'cancelled', '999.00'), // cancelled: out of the revenue
      booking(40, '2026-05-31', 'completed', '70.00'), // last month: out
      booking(45, '2026-07-01', 'confirmed', '80.00'), // next month: out
      booking(70, '2026-04-01', 'pending', '10.00'), // older than both windows
    ]);
    const figures = await loadDashboard(db, NOW);
    expect(figures.bookings).toEqual({ value: 6, recent: 3, previous: 2, trend: 50 }); // 3 in the last 30 days against 2
    expect(figures.revenueCents).toBe(15050);
    expect(figures.completionRate).toBe(40); // 2 completed of 5 not cancelled
    expect(figures.pending).toBe(2);
    expect(figures.recent.map((b) => b.pickupDate)).toEqual(['2026-06-01', '2026-06-30', '2026-06-20', '2026-05-31', '2026-07-01']);
  });

  it('counts available cars, all tours and published posts, each with its trend', async () => {
    const db = freshDb();
    const sample = sampleData(NOW);
    const figures = await loadDashboard(db, new Date());
    expect(figures.availableCars.value).toBe(sample.cars.filter((c) => c.available).length);
    expect(figures.tours.value).toBe(sample.tours.length);
    expect(figures.publishedPosts.value).toBe(sample.posts.filter((p) => p.published).length);

    await patchRecord(db, 'cars', SAMPLE_IDS.cars.eClass, { available: false });
    await patchRecord(db, 'posts', SAMPLE_IDS.posts.hiddenParis, { published: false });
    const after = await loadDashboard(db, new Date());
    expect(after.availableCars.value).toBe(figures.availableCars.value - 1);
    expect(after.publishedPosts.value).toBe(figures.publishedPosts.value - 1);
  });

  it('follows a new booking', async () => {
    const db = freshDb();
    const before = await loadDashboard(db);
    const { id: _id, createdAt: _c, updatedAt: _u, rev: _r, ...fields } = template;
    const made = await createRecord(db, 'bookings', { ...fields, status: 'pending' });
    const after = await loadDashboard(db);
    expect(after.bookings.value).toBe(before.bookings.value + 1);
    expect(after.pending).toBe(before.pending + 1);
    expect(after.recent[0]!.id).toBe(made.id);
  });
});

describe('contact messages for the office', () => {
  const visitor = (firstName: string, minutesAgo = 1): Omit<Contact, 'id' | 'updatedAt' | 'rev'> => ({
    createdAt: new Date(Date.now() - minutesAgo * 60_000).toISOString(),
    firstName,
    lastName: 'Visitor',
    email: `${firstName.toLowerCase()}@example.com`,
    phone: '+33 6 00 00 00 00',
    message: `A question from ${firstName}.`,
  });

  it('lists newest first, filters the unhandled ones, and the mark goes to the outbox', async () => {
    const db = freshDb();
    await createRecord(db, 'contacts', visitor('Anna', 2));
    await createRecord(db, 'contacts', visitor('Bruno', 1));
    const all = await listContacts(db, 'all', 100);
    expect(all.total).toBe(3);
    expect(all.messages[0]!.firstName).toBe('Bruno');
    const dates = all.messages.map((m) => m.createdAt);
    expect(dates).toEqual([...dates].sort().reverse());

    const first = all.messages[0]!;
    await setContactHandled(db, first.id, true);
    const unhandled = await listContacts(db, 'unhandled', 100);
    expect(unhandled.messages.map((m) => m.id)).not.toContain(first.id);
    expect(unhandled.unhandled).toBe(all.unhandled - 1);
    expect(unhandled.matching).toBe(unhandled.unhandled);
    const entry = await db.outbox.where('[table+recordId]').equals(['contacts', first.id]).last();
    expect(entry?.fields).toEqual({ handled: true });

    await setContactHandled(db, first.id, false);
    expect((await db.contacts.get(first.id))?.handled).toBe(false);
  });

  it('finds and deletes the messages past the retention period, each with its outbox entry', async () => {
    const db = freshDb();
    await patchRecord(db, 'settings', SETTINGS_ID, { dataRetentionDays: 30 });
    const old = await createRecord(db, 'contacts', visitor('Old', 31 * 24 * 60));
    await createRecord(db, 'contacts', visitor('Recent', 29 * 24 * 60));
    expect(await countExpiredContacts(db)).toEqual({ days: 30, count: 1 });
    await db.outbox.clear();

    expect(await deleteExpiredContacts(db)).toBe(1);
    expect(await db.contacts.get(old.id)).toBeUndefined();
    expect((await db.outbox.toArray()).map((e) => `${e.table}:${e.op}:${e.recordId}`)).toEqual([`contacts:delete:${old.id}`]);
    expect(await countExpiredContacts(db)).toEqual({ days: 30, count: 0 });
    expect((await listContacts(db, 'all', 10)).messages.map((m) => m.firstName)).toContain('Recent');
  });

  it('gives a page at a time', async () => {
    const db = freshDb();
    await createRecord(db, 'contacts', visitor('Anna'));
    const page = await listContacts(db, 'all', 1);
    expect(page.messages).toHaveLength(1);
    expect(page.matching).toBe(2);
  });
});

function parsed(file: unknown): ParsedBackup {
  const result = parseBackup(JSON.stringify(file));
  if (!result.ok) throw new Error(result.problem.kind);
  return result.backup;
}

describe('export and import on a device', () => {
  it('exports every synced table as stored', async () => {
    const db = freshDb();
    const tables = await exportTables(db);
    for (const table of SYNCED_TABLES) expect(tables[table]).toHaveLength(await db.table(table).count());
    expect(tables.settings[0]!.id).toBe(SETTINGS_ID);
  });

  it('restores changed, deleted and missing records through the repository, each with its outbox entry', async () => {
    const db = freshDb();
    const backup = parsed(buildBackup(await exportTables(db), new Date()));

    await patchRecord(db, 'settings', SETTINGS_ID, { siteName: 'Changed after the export' });
    await db.contacts.delete(SAMPLE_IDS.contacts.corporateEnquiry);
    const kept = await createRecord(db, 'contacts', {
      firstName: 'New',
      lastName: 'Visitor',
      email: 'new@example.com',
      phone: '+33 6 00 00 00 00',
      message: 'Made after the export: the import leaves it.',
    });
    await db.outbox.clear();

    const plan = await previewImport(db, backup);
    expect(plan.settings.update).toEqual([{ id: SETTINGS_ID, changes: { siteName: 'Paris Prestige Chauffeur' } }]);
    expect(plan.contacts.create).toHaveLength(1);

    const progress: number[] = [];
    const result = await applyImport(db, backup, (done) => progress.push(done));
    expect(result).toEqual({ created: 1, updated: 1, photos: 0, failed: [] });
    expect(progress).toEqual([1, 2]);
    expect((await db.settings.get(SETTINGS_ID))?.siteName).toBe('Paris Prestige Chauffeur');
    expect(await db.contacts.get(kept.id)).toBeDefined();
    const ops = (await db.outbox.toArray()).map((e) => `${e.table}:${e.op}`).sort();
    expect(ops).toEqual(['contacts:create', 'settings:patch']);

    // Imported again: nothing left to do.
    expect(await applyImport(db, backup)).toEqual({ created: 0, updated: 0, photos: 0, failed: [] });
  });
});
