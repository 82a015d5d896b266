// Valibot schemas of the synced records, used by the device before every write and by the server on
// every mutation: each table's schemas (their fields in catalogue-, booking- and office-schemas.ts),
// and the error a refused record gives.

import * as v from 'valibot';
import { clientMessageTable, invoiceTable } from './billing-schemas';
import { bookingTable, remarkTable } from './booking-schemas';
import { carTable, postTable, tourTable } from './catalogue-schemas';
import { downtimeTable, profileTable, rideEventTable, timeOffTable } from './dispatch-schemas';
import { contactTable, settingsTable } from './office-schemas';
import type { PatchFields, SyncedRecordMap, SyncedTable } from './types';

export interface TableSchemas<T extends SyncedTable> {
  /** A whole stored record, rev included. */
  record: v.GenericSchema<unknown, SyncedRecordMap[T]>;
  /** The fields of a create mutation: the record without rev. */
  create: v.GenericSchema<unknown, Omit<SyncedRecordMap[T], 'rev'>>;
  /** The fields of a patch mutation: business fields only, all optional, null clears an optional one. */
  patch: v.GenericSchema<unknown, PatchFields<T>>;
  /** Business fields that may be absent. */
  optionalFields: readonly string[];
}

const SCHEMAS: { [T in SyncedTable]: TableSchemas<T> } = {
  cars: carTable,
  tours: tourTable,
  posts: postTable,
  bookings: bookingTable,
  remarks: remarkTable,
  contacts: contactTable,
  settings: settingsTable,
  rideEvents: rideEventTable,
  timeOff: timeOffTable,
  downtimes: downtimeTable,
  profiles: profileTable,
  invoices: invoiceTable,
  clientMessages: clientMessageTable,
};

export function schemaFor<T extends SyncedTable>(table: T): TableSchemas<T> {
  return SCHEMAS[table];
}

export interface FieldIssue {
  /** Dotted path of the field ('email', 'tariffs.sedan.perKm'); '' for the whole record. */
  path: string;
  message: string;
}

/** Data that a schema refused; `issues` are valibot's, `fieldErrors` the first message per field. */
export class ValidationError extends Error {
  readonly table: SyncedTable | undefined;
  readonly issues: readonly v.BaseIssue<unknown>[];
  readonly fieldErrors: Readonly<Record<string, string>>;

  constructor(issues: readonly v.BaseIssue<unknown>[], table?: SyncedTable) {
    const list = issueList(issues);
    super(list.map((i) => (i.path ? `${i.path}: ${i.message}` : i.message)).join('; ') || 'Invalid data');
    this.name = 'ValidationError';
    this.table = table;
    this.issues = issues;
    const fieldErrors: Record<string, string> = {};
    for (const issue of list) fieldErrors[issue.path] ??= issue.message;
    this.fieldErrors = fieldErrors;
  }
}

export function issueList(issues: readonly v.BaseIssue<unknown>[]): FieldIssue[] {
  return issues.map((issue) => ({
    path: (issue.path ?? []).map((item) => String(item.key)).join('.'),
    message: issue.message,
  }));
}

/** Parses with a schema, or throws a ValidationError. */
export function validate<TOut>(schema: v.GenericSchema<unknown, TOut>, data: unknown, table?: SyncedTable): TOut {
  const result = v.safeParse(schema, data, { abortPipeEarly: true });
  if (!result.success) throw new ValidationError(result.issues, table);
  return result.output;
}
