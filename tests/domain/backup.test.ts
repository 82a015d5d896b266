import { describe, expect, it } from 'vitest';
import {
  BACKUP_VERSION,
  backupFileName,
  buildBackup,
  createInputOf,
  parseBackup,
  planImport,
  plannedWrites,
  recordChanges,
  type CurrentRecords,
  type ParsedBackup,
} from '../../src/domain/backup';
import { SAMPLE_IDS, sampleData } from '../../src/domain/sample-data';
import { SYNCED_TABLES, type SyncedTable } from '../../src/domain/types';

const NOW = new Date('2026-04-10T09:30:00.000Z');
const sample = sampleData(NOW);

function goodFile() {
  return buildBackup(sample, NOW);
}

function parsed(text: string): ParsedBackup {
  const result = parseBackup(text);
  if (!result.ok) throw new Error(`refused: ${result.problem.kind}`);
  return result.backup;
}

function currentOf(data: typeof sample, photos: string[] = []): CurrentRecords {
  return {
    ...Object.fromEntries(SYNCED_TABLES.map((t) => [t, new Map((data[t] as { id: string }[]).map((r) => [r.id, r]))])),
    photos: new Set(photos),
  } as unknown as CurrentRecords;
}

describe('export file', () => {
  it('carries the format, its version, the date and every synced table', () => {
    const file = goodFile();
    expect(file.format).toBe('vtc-export');
    expect(file.version).toBe(BACKUP_VERSION);
    expect(file.exportedAt).toBe('2026-04-10T09:30:00.000Z');
    expect(Object.keys(file.tables)).toEqual([...SYNCED_TABLES]);
  });

  it('is named after the local date of the export', () => {
    expect(backupFileName(new Date(2026, 0, 5, 23, 59))).toBe('vtc-export-2026-01-05.json');
    expect(backupFileName(new Date(2026, 11, 31, 0, 1))).toBe('vtc-export-2026-12-31.json');
  });
});

describe('reading a file', () => {
  it('takes a good file whole', () => {
    const backup = parsed(JSON.stringify(goodFile()));
    expect(backup.invalid).toEqual([]);
    expect(backup.exportedAt).toBe(NOW.toISOString());
    for (const table of SYNCED_TABLES) expect(backup.tables[table]).toHaveLength(sample[table].length);
  });

  it('refuses what is not JSON, or not an export', () => {
    expect(parseBackup('{ "format": ')).toEqual({ ok: false, problem: { kind: 'notJson' } });
    expect(parseBackup('[1, 2]')).toEqual({ ok: false, problem: { kind: 'notExport' } });
    expect(parseBackup(JSON.stringify({ cars: [] }))).toEqual({ ok: false, problem: { kind: 'notExport' } });
  });

  it('refuses another version of the format', () => {
    const file = { ...goodFile(), version: 2 };
    expect(parseBackup(JSON.stringify(file))).toEqual({ ok: false, problem: { kind: 'wrongVersion', version: '2' } });
  });

  it('refuses a table this app does not have, and a table that is not a list', () => {
    const unknown = { ...goodFile(), tables: { ...goodFile().tables, payouts: [] } };
    expect(parseBackup(JSON.stringify(unknown))).toEqual({ ok: false, problem: { kind: 'unknownTable', table: 'payouts' } });
    const notList = { ...goodFile(), tables: { ...goodFile().tables, cars: { a: 1 } } };
    expect(parseBackup(JSON.stringify(notList))).toEqual({ ok: false, problem: { kind: 'tableNotList', table: 'cars' } });
  });

  it('refuses a file with no record at all', () => {
    const empty = { ...goodFile(), tables: {} };
    expect(parseBackup(JSON.stringify(empty))).toEqual({ ok: false, problem: { kind: 'empty' } });
  });

  it('sets a broken record aside with its reasons and keeps the others', () => {
    const file = goodFile();
    const cars = file.tables.cars.map((car, i) => (i === 1 ? { ...car, passengers: 0, pricePerHour: 'cheap' } : car));
    const contacts = [...file.tables.contacts, { id: 'nope', firstName: 'X' }];
    const backup = parsed(JSON.stringify({ ...file, tables: { ...file.tables, cars, contacts } }));
    expect(backup.tables.cars).toHaveLength(sample.cars.length - 1);
    expect(backup.invalid).toHaveLength(2);
    const [car, contact] = backup.invalid;
    expect(car).toMatchObject({ table: 'cars', index: 1, id: sample.cars[1]!.id });
    expect(car!.issues.map((i) => i.path)).toEqual(['passengers', 'pricePerHour']);
    expect(car!.issues[0]!.message).toBe('Passengers must be between 1 and 99');
    expect(contact).toMatchObject({ table: 'contacts', index: sample.contacts.length, id: 'nope' });
  });

  it('refuses a settings record that is not this installation’s', () => {
    const file = goodFile();
    const settings = [{ ...file.tables.settings[0]!, id: crypto.randomUUID() }];
    const backup = parsed(JSON.stringify({ ...file, tables: { ...file.tables, settings } }));
    expect(backup.tables.settings).toEqual([]);
    expect(backup.invalid[0]).toMatchObject({ table: 'settings', issues: [{ path: 'id', message: 'Invalid id' }] });
  });
});

describe('what importing would change', () => {
  it('nothing, on the device the file came from', () => {
    const plan = planImport(parsed(JSON.stringify(goodFile())), currentOf(sample));
    expect(plannedWrites(plan)).toBe(0);
    for (const table of SYNCED_TABLES) expect(plan[table].unchanged).toBe(sample[table].length);
  });

  it('counts new, updated and unchanged records per table', () => {
    const device = sampleData(NOW);
    const eClass = device.cars.find((c) => c.id === SAMPLE_IDS.cars.eClass)!;
    eClass.pricePerHour = '99.00';
    eClass.rev = 7; // the server's revision is no business change
    const removed = device.tours.splice(0, 2);
    device.settings[0]!.siteName = 'Changed here';
    const plan = planImport(parsed(JSON.stringify(goodFile())), currentOf(device));
    expect(plan.cars.update).toEqual([{ id: SAMPLE_IDS.cars.eClass, changes: { pricePerHour: sample.cars[0]!.pricePerHour } }]);
    expect(plan.cars.unchanged).toBe(sample.cars.length - 1);
    expect(plan.tours.create.map((t) => t.id)).toEqual(removed.map((t) => t.id));
    expect(plan.settings.update).toEqual([{ id: device.settings[0]!.id, changes: { siteName: 'Paris Prestige Chauffeur' } }]);
    expect(plannedWrites(plan)).toBe(4);
  });

  it('clears an optional field the file does not have, and never deletes what the file lacks', () => {
    const device = sampleData(NOW);
    const tour = device.tours[0]!;
    const file = goodFile();
    const { image: _image, ...withoutImage } = file.tables.tours[0]!;
    const trimmed = { ...file, tables: { ...file.tables, tours: [withoutImage], cars: [] } };
    const plan = planImport(parsed(JSON.stringify(trimmed)), currentOf(device));
    expect(typeof tour.image).toBe('string');
    expect(plan.tours.update).toEqual([{ id: tour.id, changes: { image: null } }]);
    expect(plan.cars).toMatchObject({ create: [], update: [], unchanged: 0 });
  });

  it('compares nested values by content', () => {
    const settings = sample.settings[0]!;
    const same = structuredClone(settings);
    expect(recordChanges('settings', settings, same)).toEqual({});
    same.tariffs.van.perKm = '9.99';
    expect(recordChanges('settings', settings, same)).toEqual({ tariffs: same.tariffs });
  });

  it('creates a record with its id and date, without the device revision', () => {
    const booking = { ...sample.bookings[0]!, rev: 12 };
    const input = createInputOf<'bookings'>(booking) as Record<string, unknown>;
    expect(input.id).toBe(booking.id);
    expect(input.createdAt).toBe(booking.createdAt);
    expect(input).not.toHaveProperty('rev');
    expect(input).not.toHaveProperty('updatedAt');
  });

  it('lists the broken records under their table', () => {
    const file = goodFile();
    const bookings = [{ ...file.tables.bookings[0]!, status: 'lost' }];
    const plan = planImport(parsed(JSON.stringify({ ...file, tables: { bookings } })), currentOf(sample));
    const table: SyncedTable = 'bookings';
    expect(plan[table].invalid).toHaveLength(1);
    expect(plan[table].invalid[0]!.issues).toEqual([{ path: 'status', message: 'Please select a status' }]);
    expect(plan.cars.invalid).toEqual([]);
  });
});
