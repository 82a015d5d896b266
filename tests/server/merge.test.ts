// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { formatHlc, parseHlc } from '../../src/domain/hlc';
import { mergeIntoNothing, mergeMutation, SEED_HLC, serverHlc, type IncomingChange, type StoredRecord } from '../../server/sync/merge';

const T = Date.parse('2026-11-21T09:00:00.000Z');
const hlc = (seconds: number, node = 'aaaaaaaaaaaaaaaa', counter = 0) => formatHlc({ millis: T + seconds * 1000, counter, node });
const A = 'aaaaaaaaaaaaaaaa';
const B = 'bbbbbbbbbbbbbbbb';

function stored(overrides: Partial<StoredRecord> = {}): StoredRecord {
  return {
    deleted: false,
    fields: { status: 'pending', phone: '+33 1 00 00 00 00', luggage: 1 },
    fieldHlc: { status: hlc(10, A), phone: hlc(10, A), luggage: hlc(10, A) },
    fieldVersion: { status: 5, phone: 5, luggage: 5 },
    ...overrides,
  };
}

const patch = (fields: Record<string, unknown>, at: string, baseRev = 5): IncomingChange => ({
  op: 'patch',
  fields,
  hlc: at,
  baseRev,
  clientId: '11111111-1111-4111-8111-111111111111',
});

describe('mergeMutation', () => {
  it('writes a newer value and stamps its HLC and version', () => {
    const result = mergeMutation(stored(), patch({ status: 'confirmed' }, hlc(20, B)), 9);
    expect(result.writes).toEqual({ status: 'confirmed' });
    expect(result.fieldHlc.status).toBe(hlc(20, B));
    expect(result.fieldVersion.status).toBe(9);
    expect(result.conflicts).toEqual([]);
  });

  it('keeps a newer stored value and records the incoming one as the loser', () => {
    const result = mergeMutation(stored(), patch({ status: 'cancelled' }, hlc(5, B)), 9);
    expect(result.writes).toEqual({});
    expect(result.conflicts).toEqual([
      { field: 'status', kind: 'field', winningValue: 'pending', winningHlc: hlc(10, A), losingValue: 'cancelled', losingHlc: hlc(5, B), losingClient: '11111111-1111-4111-8111-111111111111' },
    ]);
  });

  it('records nothing when the older value is the same', () => {
    expect(mergeMutation(stored(), patch({ status: 'pending' }, hlc(5, B)), 9).conflicts).toEqual([]);
  });

  it('records an overwritten value only when the writer had not seen it, from another device', () => {
    const unseen = mergeMutation(stored(), patch({ luggage: 3 }, hlc(20, B), 4), 9);
    expect(unseen.conflicts).toEqual([expect.objectContaining({ field: 'luggage', winningValue: 3, losingValue: 1, losingClient: null })]);
    expect(mergeMutation(stored(), patch({ luggage: 3 }, hlc(20, B), 5), 9).conflicts).toEqual([]);
    expect(mergeMutation(stored(), patch({ luggage: 3 }, hlc(20, A), 0), 9).conflicts).toEqual([]);
    const seed = stored({ fieldHlc: { status: SEED_HLC, phone: SEED_HLC, luggage: SEED_HLC } });
    expect(mergeMutation(seed, patch({ luggage: 3 }, hlc(20, B), 0), 9).conflicts).toEqual([]);
  });

  it('deletes whatever the HLCs, keeping newer and concurrent edits as conflicts', () => {
    const record = stored({ fieldHlc: { status: hlc(30, B), phone: hlc(10, A), luggage: hlc(10, A) } });
    const result = mergeMutation(record, { op: 'delete', fields: {}, hlc: hlc(20, A), baseRev: 5, clientId: null }, 9);
    expect(result.deleted).toBe(true);
    expect(result.fieldHlc.deleted).toBe(hlc(20, A));
    expect(result.conflicts).toEqual([
      { field: 'status', kind: 'deleted', winningValue: null, winningHlc: hlc(20, A), losingValue: 'pending', losingHlc: hlc(30, B), losingClient: null },
    ]);
  });

  it('never resurrects: an edit of a deleted record, even newer, only goes to the conflicts', () => {
    const record = stored({ deleted: true, fieldHlc: { ...stored().fieldHlc, deleted: hlc(15, A) } });
    const result = mergeMutation(record, patch({ status: 'confirmed', luggage: 1 }, hlc(99, B)), 9);
    expect(result.deleted).toBe(true);
    expect(result.writes).toEqual({});
    expect(result.conflicts).toEqual([
      expect.objectContaining({ field: 'status', kind: 'deleted', winningValue: null, winningHlc: hlc(15, A), losingValue: 'confirmed' }),
    ]);
  });

  it('keeps the latest HLC of repeated deletes', () => {
    const record = stored({ deleted: true, fieldHlc: { deleted: hlc(15, A) } });
    const older = mergeMutation(record, { op: 'delete', fields: {}, hlc: hlc(5, B), baseRev: 0, clientId: null }, 9);
    expect(older.fieldHlc.deleted).toBe(hlc(15, A));
    const newer = mergeMutation(record, { op: 'delete', fields: {}, hlc: hlc(25, B), baseRev: 0, clientId: null }, 9);
    expect(newer.fieldHlc.deleted).toBe(hlc(25, B));
  });
});

describe('mergeIntoNothing', () => {
  it('creates with every field stamped, or leaves a tombstone for a delete', () => {
    const created = mergeIntoNothing({ op: 'create', fields: { a: 1, b: null }, hlc: hlc(1), baseRev: 0, clientId: null }, 3);
    expect(created).toEqual({ writes: { a: 1, b: null }, deleted: false, fieldHlc: { a: hlc(1), b: hlc(1) }, fieldVersion: { a: 3, b: 3 }, conflicts: [] });
    const tombstone = mergeIntoNothing({ op: 'delete', fields: {}, hlc: hlc(1), baseRev: 0, clientId: null }, 4);
    expect(tombstone).toMatchObject({ writes: {}, deleted: true, fieldHlc: { deleted: hlc(1) } });
  });
});

describe('serverHlc', () => {
  it('is after every HLC given, even ones ahead of the server clock', () => {
    const ahead = hlc(60, B, 7);
    const made = serverHlc(T, 'cccccccccccccccc', [hlc(1), ahead, undefined]);
    expect(made > ahead).toBe(true);
    expect(parseHlc(made)).toEqual({ millis: T + 60_000, counter: 8, node: 'cccccccccccccccc' });
    expect(serverHlc(T, 'cccccccccccccccc', [])).toBe(formatHlc({ millis: T, counter: 0, node: 'cccccccccccccccc' }));
  });
});
