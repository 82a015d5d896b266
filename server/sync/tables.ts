// The table registry: every synced table's columns, their SQL names and kinds, and their wire (camelCase)
// names. The only place that maps one to the other.

import { langField, LOCALIZED, type LocalizedTable } from '../../src/domain/content-lang';
import { LANGS } from '../../src/domain/paths';
import { schemaFor } from '../../src/domain/schemas';
import { SYNCED_TABLES, type SyncedTable } from '../../src/domain/types';

/** How a value is stored: text, integer, double precision, boolean, jsonb, date ('YYYY-MM-DD') or uuid. */
export type ColumnKind = 'text' | 'int' | 'float' | 'bool' | 'json' | 'date' | 'uuid';

export interface Column {
  /** camelCase, as on the wire and on the device. */
  field: string;
  /** snake_case SQL column. */
  column: string;
  kind: ColumnKind;
  /** May be absent from a record (null in SQL). */
  optional: boolean;
}

export interface TableDef {
  name: SyncedTable;
  columns: readonly Column[];
  byField: ReadonlyMap<string, Column>;
}

const snake = (field: string) => field.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`);

type Spec = Record<string, ColumnKind>;

/** The catalogue's texts per language ('titleFr', 'titleEn', 'titleAr': src/domain/content-lang.ts). */
function localizedSpec(table: LocalizedTable): Spec {
  const { texts, lists } = LOCALIZED[table];
  const spec: Spec = {};
  for (const base of texts) for (const lang of LANGS) spec[langField(base, lang)] = 'text';
  for (const base of lists) for (const lang of LANGS) spec[langField(base, lang)] = 'json';
  return spec;
}

const SPECS: { [T in SyncedTable]: Spec } = {
  cars: {
    name: 'text',
    category: 'text',
    ...localizedSpec('cars'),
    image: 'text',
    passengers: 'int',
    luggage: 'int',
    features: 'json',
    pricePerHour: 'text',
    rating: 'text',
    reviewCount: 'int',
    featured: 'bool',
    available: 'bool',
    plate: 'text',
  },
  tours: {
    ...localizedSpec('tours'),
    image: 'text',
    maxParticipants: 'int',
    price: 'text',
    rating: 'text',
    reviewCount: 'int',
    category: 'text',
    featured: 'bool',
  },
  posts: {
    ...localizedSpec('posts'),
    image: 'text',
    category: 'text',
    published: 'bool',
  },
  bookings: {
    firstName: 'text',
    lastName: 'text',
    email: 'text',
    phone: 'text',
    pickupLocation: 'text',
    dropoffLocation: 'text',
    pickupDate: 'date',
    pickupTime: 'text',
    flightTrainNumber: 'text',
    serviceType: 'text',
    vehicleId: 'uuid',
    tourId: 'uuid',
    passengers: 'int',
    luggage: 'int',
    totalPrice: 'text',
    paymentMethod: 'text',
    vatKind: 'text',
    status: 'text',
    specialRequests: 'text',
    source: 'text',
    hours: 'int',
    driverId: 'uuid',
    assignedVehicleId: 'uuid',
    createdBy: 'uuid',
    dispatchConflicts: 'json',
    lang: 'text',
    extras: 'json',
    returnOf: 'uuid',
    statusToken: 'text',
  },
  remarks: {
    bookingId: 'uuid',
    text: 'text',
    color: 'text',
    position: 'int',
  },
  contacts: {
    firstName: 'text',
    lastName: 'text',
    email: 'text',
    phone: 'text',
    serviceType: 'text',
    message: 'text',
    handled: 'bool',
  },
  settings: {
    siteName: 'text',
    siteEmail: 'text',
    sitePhone: 'text',
    defaultLanguage: 'text',
    enableNotifications: 'bool',
    enableEmailAlerts: 'bool',
    inAppNotifications: 'bool',
    autoBackup: 'bool',
    maintenanceMode: 'bool',
    dataRetentionDays: 'int',
    loginNotifications: 'bool',
    twoFactor: 'bool',
    vatTransport: 'text',
    vatHourly: 'text',
    tariffs: 'json',
    syncUrl: 'text',
    company: 'json',
    dispatch: 'json',
    extras: 'json',
    messaging: 'json',
    invoicing: 'json',
    arabicDigits: 'text',
    orderClientCopy: 'bool',
  },
  rideEvents: {
    bookingId: 'uuid',
    kind: 'text',
    at: 'text',
    authorId: 'uuid',
    driverId: 'uuid',
    undoes: 'uuid',
    waitMinutes: 'int',
    note: 'text',
    lat: 'float',
    lng: 'float',
    accuracy: 'float',
  },
  timeOff: {
    staffId: 'uuid',
    startsAt: 'text',
    endsAt: 'text',
    reason: 'text',
  },
  downtimes: {
    carId: 'uuid',
    startsAt: 'text',
    endsAt: 'text',
    reason: 'text',
    note: 'text',
  },
  profiles: {
    name: 'text',
    phone: 'text',
    image: 'text',
    role: 'text',
    active: 'bool',
    vtcCardNumber: 'text',
    vtcCardExpiry: 'date',
    licenceExpiry: 'date',
  },
  invoices: {
    bookingId: 'uuid',
    kind: 'text',
    number: 'text',
    creditFor: 'uuid',
    issueDate: 'date',
    serviceDate: 'date',
    seller: 'json',
    client: 'json',
    business: 'bool',
    lines: 'json',
    vatExempt: 'bool',
    paymentTerms: 'text',
    reason: 'text',
    issuedBy: 'uuid',
  },
  clientMessages: {
    bookingId: 'uuid',
    kind: 'text',
    channel: 'text',
    lang: 'text',
    recipient: 'text',
    subject: 'text',
    body: 'text',
    state: 'text',
    attempts: 'int',
    nextAttemptAt: 'text',
    sentAt: 'text',
    lastError: 'text',
    authorId: 'uuid',
    documentId: 'uuid',
  },
};

function define(name: SyncedTable): TableDef {
  const optional = new Set(schemaFor(name).optionalFields);
  // wireJsonSql writes field names into SQL and JSON as they are.
  for (const field of Object.keys(SPECS[name])) if (!/^[A-Za-z][A-Za-z0-9]*$/.test(field)) throw new Error(`Field name ${field} is not a plain word`);
  const columns = Object.entries(SPECS[name]).map(([field, kind]) => ({
    field,
    column: snake(field),
    kind,
    optional: optional.has(field),
  }));
  return { name, columns, byField: new Map(columns.map((c) => [c.field, c])) };
}

export const TABLES: { readonly [T in SyncedTable]: TableDef } = Object.fromEntries(
  SYNCED_TABLES.map((name) => [name, define(name)]),
) as { [T in SyncedTable]: TableDef };

/** Settings fields anyone may read (the public site needs them); the rest are for admins. */
export const PUBLIC_SETTINGS_FIELDS: readonly string[] = [
  'siteName',
  'siteEmail',
  'sitePhone',
  'defaultLanguage',
  'maintenanceMode',
  'tariffs',
  'vatTransport',
  'vatHourly',
  'company',
  'extras',
  'arabicDigits',
];

/** A wire value as a query parameter of its column. */
export function toParam(column: Column, value: unknown): unknown {
  if (value === undefined || value === null) return null;
  return column.kind === 'json' ? JSON.stringify(value) : value;
}

export function toIso(value: unknown): string {
  return (value instanceof Date ? value : new Date(String(value))).toISOString();
}

/**
 * A stored row (from `select *` or `to_jsonb(row)`) as its wire record: id, createdAt, updatedAt and the
 * business fields; absent optional fields are left out, as the device does.
 */
export function rowToWire(table: SyncedTable, row: Record<string, unknown>): Record<string, unknown> {
  const data: Record<string, unknown> = {
    id: row.id,
    createdAt: toIso(row.created_at),
    updatedAt: toIso(row.updated_at),
  };
  for (const column of TABLES[table].columns) {
    const value = row[column.column];
    if (value === null || value === undefined) continue;
    data[column.field] = column.kind === 'int' || column.kind === 'float' ? Number(value) : value;
  }
  return data;
}

/** An ISO instant as Date.toISOString writes it, from a timestamptz in SQL. */
const isoSql = (expression: string) => `to_char(${expression} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;

/**
 * rowToWire in SQL: an expression over a stored row `r` that gives its wire record as JSON text, with
 * the same members in the same order (absent optional fields left out), so that a pull sends rows
 * without reading them into objects and writing them out again.
 */
export function wireJsonSql(table: SyncedTable): string {
  const parts = [`'{"id":'`, 'to_json(r.id)::text', `',"createdAt":"'`, isoSql('r.created_at'), `'","updatedAt":"'`, isoSql('r.updated_at'), `'"'`];
  for (const column of TABLES[table].columns) {
    const value = column.kind === 'json' ? `r.${column.column}::text` : `to_json(r.${column.column})::text`;
    // Field names are plain camelCase words: nothing to escape.
    parts.push(`case when r.${column.column} is not null then ',"${column.field}":' || ${value} end`);
  }
  parts.push(`'}'`);
  // concat() takes at most 100 arguments and skips nulls.
  const chunks: string[] = [];
  for (let i = 0; i < parts.length; i += 50) chunks.push(`concat(${parts.slice(i, i + 50).join(', ')})`);
  return chunks.length === 1 ? (chunks[0] as string) : `concat(${chunks.join(', ')})`;
}

/** The business fields of a stored row, null for absent ones (field -> value). */
export function rowFields(table: SyncedTable, row: Record<string, unknown>): Record<string, unknown> {
  const fields: Record<string, unknown> = {};
  for (const column of TABLES[table].columns) fields[column.field] = row[column.column] ?? null;
  return fields;
}

/** JSON with sorted object keys: jsonb reorders keys, so values are compared in this form. */
export function canonicalJson(value: unknown): string {
  return JSON.stringify(value ?? null, (_key, v: unknown) =>
    v && typeof v === 'object' && !Array.isArray(v)
      ? Object.fromEntries(Object.entries(v as Record<string, unknown>).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)))
      : v,
  );
}

export function sameValue(a: unknown, b: unknown): boolean {
  return canonicalJson(a) === canonicalJson(b);
}
