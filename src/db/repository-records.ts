// How the repository builds a new record and applies a patch to one, checked against the table's schema,
// before anything is written.
import { schemaFor, validate } from '../domain/schemas';
import type { CreateInput, SyncedRecordMap, SyncedTable } from '../domain/types';
import { sameValue } from '../domain/same-value';

export type Row = Record<string, unknown>;

export function withoutRev(record: object): Row {
  const fields: Row = { ...record };
  delete fields.rev;
  return fields;
}

export const revOf = (record: Row) => (typeof record.rev === 'number' ? record.rev : 0);

/** Drops keys whose value is undefined or null (an absent optional field). */
function present(data: object): Row {
  return Object.fromEntries(Object.entries(data).filter(([, value]) => value !== undefined && value !== null));
}

/** A patch's fields without the undefined ones (null stays: it clears an optional field). */
export function definedOnly(changes: object): Row {
  return Object.fromEntries(Object.entries(changes).filter(([, value]) => value !== undefined));
}

export function buildRecord<T extends SyncedTable>(table: T, data: CreateInput<T>): SyncedRecordMap[T] {
  const now = new Date().toISOString();
  const input = present(data);
  const record = {
    ...input,
    id: typeof input.id === 'string' ? input.id : crypto.randomUUID(),
    createdAt: typeof input.createdAt === 'string' ? input.createdAt : now,
    updatedAt: now,
    rev: 0,
  };
  validate(schemaFor(table).record, record, table);
  return record as unknown as SyncedRecordMap[T];
}

/**
 * The record with a checked patch applied, and the fields that really changed (null: none). Throws
 * ValidationError when the whole record breaks a rule spanning several fields (a public booking
 * needs an email).
 */
export function patched(table: SyncedTable, current: Row, input: Row): { next: Row; changed: Row | null } {
  const next: Row = { ...current };
  const changed: Row = {};
  for (const [key, value] of Object.entries(input)) {
    if (value === null) {
      if (current[key] !== undefined) {
        delete next[key];
        changed[key] = null;
      }
    } else if (!sameValue(current[key], value)) {
      next[key] = value;
      changed[key] = value;
    }
  }
  if (Object.keys(changed).length === 0) return { next: current, changed: null };
  next.updatedAt = new Date().toISOString();
  validate(schemaFor(table).record, next, table);
  return { next, changed };
}
