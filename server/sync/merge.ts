// The merge rule of one mutation into one stored record (pure; SYNC.md 'Push').
//
// Fields: per-field last-write-wins by HLC. An incoming value whose HLC is newer than the stored
// field's replaces it; an older one is kept out. Either way, when two different values meet, the one
// that is not kept goes to sync_conflicts with both values:
//   - the incoming value lost (older HLC): always recorded;
//   - the stored value was overwritten: recorded only when the two writes were concurrent, i.e. made
//     on another device (HLC node) and not seen by the writer (the stored field's version is above
//     the mutation's baseRev). A device editing what it has seen is not a conflict.
//   Seed values (HLC node 0000000000000000) are a baseline, never a conflict.
// Deletes: `deleted` is a field with its own HLC, but a delete always wins and nothing resurrects a
// record (there is no undelete on the wire; an admin restores from the conflicts list):
//   - a delete deletes even when some fields carry newer HLCs (edits the deleting device did not
//     see); those fields, and fields written concurrently as defined above, go to sync_conflicts
//     (kind 'deleted') with their values, so the edit is never silently eaten;
//   - an edit (patch, or create of an existing id) of a deleted record changes nothing, whatever its
//     HLC, and each of its values that differs from the stored one goes to sync_conflicts (kind
//     'deleted');
//   - a delete of a record the server never had leaves a tombstone.
// Every applied mutation gives the record a new version, even when nothing changed, so that the
// device that sent it pulls the winning state again (its own copy may hold the losing values).

import { compareHlc, formatHlc, parseHlc } from '../../src/domain/hlc';
import { sameValue } from './tables';

export const SEED_NODE = '0000000000000000';
/** The HLC of sample records: older than any real write. */
export const SEED_HLC = `1970-01-01T00:00:00.000Z-0000-${SEED_NODE}`;
export const DELETED = 'deleted';

export interface StoredRecord {
  deleted: boolean;
  /** Business fields, null for absent ones. */
  fields: Record<string, unknown>;
  fieldHlc: Record<string, string>;
  fieldVersion: Record<string, number>;
}

export interface IncomingChange {
  op: 'create' | 'patch' | 'delete';
  /** Validated business fields; for a create every field (null for absent optional ones). */
  fields: Record<string, unknown>;
  hlc: string;
  baseRev: number;
  clientId: string | null;
}

export interface ConflictDraft {
  field: string;
  kind: 'field' | 'deleted';
  winningValue: unknown;
  winningHlc: string | null;
  losingValue: unknown;
  losingHlc: string | null;
  losingClient: string | null;
}

export interface MergeResult {
  /** Fields to write (business fields only). */
  writes: Record<string, unknown>;
  deleted: boolean;
  fieldHlc: Record<string, string>;
  fieldVersion: Record<string, number>;
  conflicts: ConflictDraft[];
}

const nodeOf = (hlc: string) => hlc.slice(-16);

/**
 * Fields only the server writes, that hold no one's edit: a delete loses nothing with them, so they
 * make no conflict (a booking's status token, written after its creation).
 */
const NOT_EDITS: ReadonlySet<string> = new Set(['statusToken']);

function concurrent(stored: StoredRecord, field: string, incoming: IncomingChange): boolean {
  const hlc = stored.fieldHlc[field];
  if (hlc === undefined || nodeOf(hlc) === SEED_NODE || nodeOf(hlc) === nodeOf(incoming.hlc)) return false;
  return (stored.fieldVersion[field] ?? 0) > incoming.baseRev;
}

const isNewer = (a: string, b: string | undefined) => b === undefined || compareHlc(a, b) > 0;

/** A record the server does not have yet: a create, or the tombstone of a delete. */
export function mergeIntoNothing(incoming: IncomingChange, version: number): MergeResult {
  const fieldHlc: Record<string, string> = {};
  const fieldVersion: Record<string, number> = {};
  if (incoming.op === 'delete') {
    fieldHlc[DELETED] = incoming.hlc;
    fieldVersion[DELETED] = version;
    return { writes: {}, deleted: true, fieldHlc, fieldVersion, conflicts: [] };
  }
  for (const field of Object.keys(incoming.fields)) {
    fieldHlc[field] = incoming.hlc;
    fieldVersion[field] = version;
  }
  return { writes: { ...incoming.fields }, deleted: false, fieldHlc, fieldVersion, conflicts: [] };
}

export function mergeMutation(stored: StoredRecord, incoming: IncomingChange, version: number): MergeResult {
  const fieldHlc = { ...stored.fieldHlc };
  const fieldVersion = { ...stored.fieldVersion };
  const conflicts: ConflictDraft[] = [];
  const writes: Record<string, unknown> = {};

  if (incoming.op === 'delete') {
    if (!stored.deleted) {
      for (const [field, value] of Object.entries(stored.fields)) {
        const hlc = stored.fieldHlc[field];
        if (value === null || hlc === undefined || NOT_EDITS.has(field)) continue;
        if (compareHlc(hlc, incoming.hlc) > 0 || concurrent(stored, field, incoming)) {
          conflicts.push({
            field,
            kind: 'deleted',
            winningValue: null,
            winningHlc: incoming.hlc,
            losingValue: value,
            losingHlc: hlc,
            losingClient: null,
          });
        }
      }
    }
    if (!stored.deleted || isNewer(incoming.hlc, fieldHlc[DELETED])) {
      fieldHlc[DELETED] = incoming.hlc;
      fieldVersion[DELETED] = version;
    }
    return { writes, deleted: true, fieldHlc, fieldVersion, conflicts };
  }

  if (stored.deleted) {
    for (const [field, value] of Object.entries(incoming.fields)) {
      if (sameValue(value, stored.fields[field])) continue;
      conflicts.push({
        field,
        kind: 'deleted',
        winningValue: null,
        winningHlc: stored.fieldHlc[DELETED] ?? null,
        losingValue: value,
        losingHlc: incoming.hlc,
        losingClient: incoming.clientId,
      });
    }
    return { writes, deleted: true, fieldHlc, fieldVersion, conflicts };
  }

  for (const [field, value] of Object.entries(incoming.fields)) {
    const storedHlc = stored.fieldHlc[field];
    const storedValue = stored.fields[field] ?? null;
    const differs = !sameValue(value, storedValue);
    if (isNewer(incoming.hlc, storedHlc)) {
      if (differs && storedHlc !== undefined && concurrent(stored, field, incoming)) {
        conflicts.push({
          field,
          kind: 'field',
          winningValue: value,
          winningHlc: incoming.hlc,
          losingValue: storedValue,
          losingHlc: storedHlc,
          losingClient: null,
        });
      }
      writes[field] = value;
      fieldHlc[field] = incoming.hlc;
      fieldVersion[field] = version;
    } else if (differs && storedHlc !== incoming.hlc) {
      conflicts.push({
        field,
        kind: 'field',
        winningValue: storedValue,
        winningHlc: storedHlc ?? null,
        losingValue: value,
        losingHlc: incoming.hlc,
        losingClient: incoming.clientId,
      });
    }
  }
  return { writes, deleted: false, fieldHlc, fieldVersion, conflicts };
}

/** An HLC for a write of the server itself: its clock, but after every HLC given. */
export function serverHlc(nowMs: number, node: string, after: Iterable<string | undefined>): string {
  let millis = Math.floor(nowMs);
  let counter = 0;
  for (const hlc of after) {
    const parsed = hlc === undefined ? null : parseHlc(hlc);
    if (!parsed) continue;
    if (parsed.millis > millis) {
      millis = parsed.millis;
      counter = parsed.counter + 1;
    } else if (parsed.millis === millis) {
      counter = Math.max(counter, parsed.counter + 1);
    }
  }
  if (counter > 0xffff) {
    millis += 1;
    counter = 0;
  }
  return formatHlc({ millis, counter, node });
}
