// Turns fields sent by a device or a form into validated business fields, with the app's own schemas.

import * as v from 'valibot';
import { schemaFor, type FieldIssue } from '../../src/domain/schemas';
import { isIsoInstant } from '../../src/domain/schema-fields';
import { describeIssues } from '../http/http';
import type { SyncedTable } from '../../src/domain/types';
import { TABLES } from './tables';

/** Fields that were refused, with one message per problem. */
export class InputError extends Error {
  readonly details: FieldIssue[];
  constructor(details: FieldIssue[]) {
    super(details.map((d) => (d.path ? `${d.path}: ${d.message}` : d.message)).join('; ') || 'Invalid data');
    this.name = 'InputError';
    this.details = details;
  }
}

function check<T>(schema: v.GenericSchema<unknown, T>, value: unknown): T {
  const result = v.safeParse(schema, value, { abortPipeEarly: true });
  if (!result.success) throw new InputError(describeIssues(result.issues));
  return result.output;
}

/** PostgreSQL knows no year 0: refuse what the schemas accept but the database would not store. */
function checkStorable(table: SyncedTable, fields: Record<string, unknown>): void {
  for (const column of TABLES[table].columns) {
    const value = fields[column.field];
    if (column.kind === 'date' && typeof value === 'string' && value < '0001-01-01') {
      throw new InputError([{ path: column.field, message: 'Please enter a valid date (YYYY-MM-DD)' }]);
    }
  }
}

/** A creation date worth keeping: a canonical ISO instant PostgreSQL can store. */
export function keepableInstant(value: unknown): value is string {
  return typeof value === 'string' && isIsoInstant(value) && value >= '0001-01-01T00:00:00.000Z';
}

/** Business fields only, every one present (null for an absent optional field). */
function businessFields(table: SyncedTable, record: Record<string, unknown>): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const column of TABLES[table].columns) out[column.field] = record[column.field] ?? null;
  return out;
}

const OPTIONAL = new Map<SyncedTable, ReadonlySet<string>>();
const optionalFields = (table: SyncedTable): ReadonlySet<string> => {
  let fields = OPTIONAL.get(table);
  if (!fields) OPTIONAL.set(table, (fields = new Set(schemaFor(table).optionalFields)));
  return fields;
};

export interface CreateInput {
  fields: Record<string, unknown>;
  createdAt: Date;
}

/**
 * The fields of a create: `id`, `rev` and `updatedAt` are ignored (the record id and the server say
 * those), `createdAt` is kept when valid, and an optional field given as null counts as absent.
 */
export function createInput(
  table: SyncedTable,
  recordId: string,
  fields: Record<string, unknown>,
  now: Date,
): CreateInput {
  const candidate: Record<string, unknown> = {};
  const optional = optionalFields(table);
  // for-in: no array of entries for each record of a push.
  for (const key in fields) {
    if (!Object.hasOwn(fields, key)) continue;
    if (key === '__proto__' || key === 'constructor' || key === 'prototype') {
      throw new InputError([{ path: key, message: 'Unknown field' }]);
    }
    if (key === 'id' || key === 'rev' || key === 'updatedAt' || key === 'createdAt') continue;
    const value = fields[key];
    if (value === null && optional.has(key)) continue;
    candidate[key] = value;
  }
  const createdAt = keepableInstant(fields.createdAt) ? fields.createdAt : now.toISOString();
  candidate.id = recordId;
  candidate.createdAt = createdAt;
  candidate.updatedAt = now.toISOString();
  const record = check(schemaFor(table).create, candidate) as Record<string, unknown>;
  const business = businessFields(table, record);
  checkStorable(table, business);
  return { fields: business, createdAt: new Date(createdAt) };
}

/** The changed fields of a patch (null clears an optional field). */
export function patchInput(table: SyncedTable, fields: Record<string, unknown>): Record<string, unknown> {
  const patch = check(schemaFor(table).patch, fields) as Record<string, unknown>;
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(patch)) if (value !== undefined) out[key] = value;
  checkStorable(table, out);
  return out;
}

/** Refuses a change that would leave a live record invalid as a whole (e.g. a public booking without email). */
export function checkWhole(
  table: SyncedTable,
  id: string,
  current: Record<string, unknown>,
  change: Record<string, unknown>,
  dates: { createdAt: string; updatedAt: string },
): void {
  const record: Record<string, unknown> = { id, ...dates };
  for (const column of TABLES[table].columns) {
    const value = column.field in change ? change[column.field] : current[column.field];
    if (value !== null && value !== undefined) record[column.field] = value;
  }
  check(schemaFor(table).create, record);
}
