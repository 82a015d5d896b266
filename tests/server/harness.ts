// The API in-process over a real database, as the server tests use it: a movable clock, sign-ins,
// HLCs and a checksum of every table.

import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll } from 'vitest';
import { createApp } from '../../server/app';
import { bootstrap } from '../../server/accounts/setup';
import type { Limits, Passwords } from '../../server/http/context';
import type { MailConfig } from '../../server/mail/config';
import { MEMORY_DATA_DIR, openDb } from '../../server/storage/db';
import type { Db } from '../../server/storage/queryable';
import { runMigrations } from '../../server/storage/migrate';
import type { PhotoFiles } from '../../server/storage/photo-files';
import { formatHlc } from '../../src/domain/hlc';
import { startPgCluster, type PgCluster } from './pg-cluster';
import { TEST_ADMIN } from './test-admin';
import { textsIn } from '../texts';

export { TEST_ADMIN } from './test-admin';

export type OpenDb = () => Promise<Db>;

export const openPglite: OpenDb = () => openDb({ dataDir: MEMORY_DATA_DIR });

/**
 * A PostgreSQL cluster for the file that calls this (started in beforeAll), and an opener that
 * gives each caller a database of its own.
 */
export function postgresDatabases(): OpenDb {
  let cluster: PgCluster | undefined;
  let count = 0;
  beforeAll(async () => {
    cluster = await startPgCluster();
  }, 120_000);
  afterAll(async () => {
    await cluster?.stop();
  });
  return async () => {
    if (!cluster) throw new Error('The PostgreSQL test cluster did not start');
    const name = `test_${++count}_${randomUUID().slice(0, 8)}`;
    const admin = await openDb({ databaseUrl: cluster.url });
    try {
      await admin.query(`create database ${name}`);
    } finally {
      await admin.close();
    }
    return openDb({ databaseUrl: cluster.url.replace(/\/postgres$/, `/${name}`) });
  };
}

/** Cheap scrypt for tests that sign in often; the security tests check the default cost. */
export const TEST_PASSWORD_COST = 10;


export interface Reply {
  status: number;
  headers: Headers;
  text: string;
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- tests read answers freely
  body: any;
}

export interface RequestOptions {
  body?: unknown;
  /** Sent as is (no JSON encoding), with `contentType` if given. */
  raw?: BodyInit;
  contentType?: string | null;
  token?: string;
  headers?: Record<string, string>;
}

export interface TestServer {
  db: Db;
  app: ReturnType<typeof createApp>;
  clock: { now(): Date; advance(ms: number): void; set(date: Date): void };
  request(method: string, path: string, options?: RequestOptions): Promise<Reply>;
  login(username: string, password: string): Promise<string>;
  /** A token of the bootstrap admin. */
  adminToken(): Promise<string>;
  makeStaff(role: 'admin' | 'driver', password?: string): Promise<{ id: string; username: string; token: string }>;
  makeCustomer(password?: string): Promise<{ id: string; email: string; token: string }>;
  /** An HLC at the server's clock plus offsetMs. */
  hlc(offsetMs?: number, node?: string, counter?: number): string;
  close(): Promise<void>;
}

export interface TestServerOptions {
  /** Sync and public-read limits are raised unless given: the suites make many requests a minute. */
  limits?: Partial<Limits>;
  /** The app's password hasher (to count checks); passwordCost is then for the bootstrap admin only. */
  passwords?: Passwords;
  requestLog?: (line: string) => void;
  seed?: boolean;
  passwordCost?: number;
  trustProxy?: boolean;
  allowedOrigins?: string[];
  cspConnectSrc?: string[];
  sessionDays?: number;
  /** Email (SMTP_URL, MAIL_FROM): client messages are then queued rather than 'not_configured'. */
  mail?: MailConfig;
  /** Photo files (the embedded database on disk keeps its photos as files too). */
  photoFiles?: PhotoFiles;
}

export async function startTestServer(open: OpenDb, options: TestServerOptions = {}): Promise<TestServer> {
  const db = await open();
  await runMigrations(db);
  let nowMs = Date.now();
  const clock = {
    now: () => new Date(nowMs),
    advance: (ms: number) => {
      nowMs += ms;
    },
    set: (date: Date) => {
      nowMs = date.getTime();
    },
  };
  const passwordCost = options.passwordCost ?? TEST_PASSWORD_COST;
  await bootstrap(db, { now: clock.now(), seed: options.seed ?? true, passwordCost, admin: TEST_ADMIN });
  const app = createApp({
    db,
    distDir: '/nonexistent-dist',
    now: clock.now,
    passwordCost,
    passwords: options.passwords,
    requestLog: options.requestLog,
    limits: { syncRequestsPerMinute: 100_000, publicReadsPerMinute: 100_000, ...options.limits },
    trustProxy: options.trustProxy,
    allowedOrigins: options.allowedOrigins,
    cspConnectSrc: options.cspConnectSrc,
    sessionDays: options.sessionDays,
    mail: options.mail,
    photoFiles: options.photoFiles,
  });

  const request = async (method: string, path: string, opts: RequestOptions = {}): Promise<Reply> => {
    const headers: Record<string, string> = { ...opts.headers };
    let body: BodyInit | undefined;
    if (opts.raw !== undefined) {
      body = opts.raw;
      if (opts.contentType) headers['Content-Type'] = opts.contentType;
    } else if (opts.body !== undefined) {
      body = JSON.stringify(opts.body);
      headers['Content-Type'] = opts.contentType === undefined ? 'application/json' : (opts.contentType ?? '');
      if (opts.contentType === null) delete headers['Content-Type'];
    }
    if (opts.token) headers.Authorization = `Bearer ${opts.token}`;
    const res = await app.request(`http://localhost${path}`, { method, headers, body });
    const text = await res.text();
    let parsed: unknown = undefined;
    if ((res.headers.get('Content-Type') ?? '').includes('application/json')) parsed = JSON.parse(text);
    return { status: res.status, headers: res.headers, text, body: parsed };
  };

  const login = async (username: string, password: string) => {
    const res = await request('POST', '/api/auth/login', { body: { username, password } });
    if (res.status !== 200) throw new Error(`Login of ${username} failed: ${res.status} ${res.text}`);
    return res.body.token as string;
  };

  let admin: Promise<string> | undefined;
  const adminToken = () => (admin ??= login(TEST_ADMIN.username, TEST_ADMIN.password));

  return {
    db,
    app,
    clock,
    request,
    login,
    adminToken,
    async makeStaff(role, password = 'a-good-password') {
      const username = `${role}-${randomUUID().slice(0, 8)}`;
      const res = await request('POST', '/api/staff', {
        token: await adminToken(),
        body: { username, name: `Test ${role}`, role, password },
      });
      if (res.status !== 201) throw new Error(`Could not create ${role}: ${res.status} ${res.text}`);
      return { id: res.body.id as string, username, token: await login(username, password) };
    },
    async makeCustomer(password = 'a-good-password') {
      const email = `c-${randomUUID().slice(0, 8)}@example.com`;
      const res = await request('POST', '/api/customers/signup', {
        body: { firstName: 'Claire', lastName: 'Dupont', email, password },
      });
      if (res.status !== 201) throw new Error(`Could not sign up: ${res.status} ${res.text}`);
      return { id: res.body.customer.id as string, email, token: res.body.token as string };
    },
    hlc(offsetMs = 0, node = 'abcdef0123456789', counter = 0) {
      return formatHlc({ millis: nowMs + offsetMs, counter, node });
    },
    close: () => db.close(),
  };
}

/** A fingerprint of every table's content, except those listed (bookkeeping that requests may touch). */
export async function checksum(db: Db, except: readonly string[] = ['rate_limits', 'sessions']): Promise<Record<string, string>> {
  const { rows } = await db.query<{ name: string }>(
    `select table_name as name from information_schema.tables
     where table_schema = 'public' and table_type = 'BASE TABLE' order by 1`,
  );
  const out: Record<string, string> = {};
  for (const { name } of rows) {
    if (except.includes(name)) continue;
    const sum = await db.query<{ n: number; h: string }>(
      `select count(*)::int as n, md5(coalesce(string_agg(md5(t::text), ',' order by md5(t::text)), '')) as h from "${name}" t`,
    );
    out[name] = `${sum.rows[0]?.n}:${sum.rows[0]?.h}`;
  }
  return out;
}

/** A mutation for /api/sync/push with sensible defaults. */
export function mutation(fields: {
  seq: number;
  table: string;
  recordId: string;
  op: 'create' | 'patch' | 'delete';
  hlc: string;
  fields?: Record<string, unknown>;
  baseRev?: number;
  id?: string;
}) {
  return {
    id: fields.id ?? randomUUID(),
    seq: fields.seq,
    table: fields.table,
    recordId: fields.recordId,
    op: fields.op,
    baseRev: fields.baseRev ?? 0,
    fields: fields.fields ?? {},
    hlc: fields.hlc,
  };
}

/** A valid booking's business fields. */
export function bookingFields(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    firstName: 'Jeanne',
    lastName: 'Martin',
    email: 'jeanne@example.com',
    phone: '+33 6 12 34 56 78',
    pickupLocation: 'Gare de Lyon',
    pickupDate: '2026-12-24',
    pickupTime: '09:30',
    serviceType: 'transfer',
    passengers: 2,
    luggage: 1,
    totalPrice: '180.00',
    vatKind: 'transport',
    status: 'pending',
    source: 'admin',
    ...overrides,
  };
}

export function tourFields(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    ...textsIn('tours', 'en', { title: 'Montmartre at dawn', description: 'Sacré-Cœur before the crowds.', duration: '3 hours' }),
    price: '199.00',
    rating: '5.0',
    reviewCount: 0,
    category: 'private',
    featured: false,
    ...overrides,
  };
}
