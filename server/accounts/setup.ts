// First-start setup, safe to run at every start: the receipt key, the first admin, the sample data
// (with the sample drivers' accounts), every account's profile.

import { randomBytes, randomUUID } from 'node:crypto';
import { sampleData } from '../../src/domain/sample-data';
import { SYNCED_TABLES } from '../../src/domain/types';
import type { Db, Queryable } from '../storage/queryable';
import { SEED_HLC } from '../sync/merge';
import type { Passwords } from '../http/context';
import { NO_PASSWORD_HASH, passwordHasher } from './passwords';
import { ensureProfiles } from './profiles';
import { newNodeId } from '../../src/domain/hlc';
import { backfillStatusTokens } from '../status/status-token';
import { SAMPLE_DRIVERS } from '../../src/domain/sample-dispatch';
import { checkDispatch } from '../sync/dispatch-check';
import { createInput } from '../sync/record-input';
import { insertRecord, withWriter } from '../sync/records';

export const RECEIPT_KEY = 'receipt_key';
export const SAMPLE_SEEDED_KEY = 'sample_seeded';

/** The user name of the first admin when ADMIN_USERNAME is not set. */
export const FIRST_ADMIN_USERNAME = 'admin';

export interface BootstrapOptions {
  /**
   * The first admin, created only while there is no staff account at all. Without one, the admin is
   * FIRST_ADMIN_USERNAME with a random password, answered once in BootstrapResult.generatedAdmin.
   */
  admin?: { username: string; password: string } | undefined;
  /** Load the sample records on first start. Default true. */
  seed?: boolean;
  now?: Date;
  /** log2 of scrypt's N for the admin's hash. */
  passwordCost?: number;
  /**
   * The app's hasher, so that the admin's hash waits its turn like a sign-in's (each holds 64 MiB
   * at the default cost); passwordCost is then ignored. Default: one of its own at passwordCost.
   */
  passwords?: Passwords;
}

export interface BootstrapResult {
  adminCreated: boolean;
  seeded: boolean;
  /** The first admin made with a random password: for the server's log, once, and nowhere else. */
  generatedAdmin?: { username: string; password: string };
}

/** 18 random bytes: 24 characters of letters, digits, '-' and '_'. */
const randomPassword = () => randomBytes(18).toString('base64url');

/** The key of the public receipts, made once and kept in app_meta. */
export async function ensureReceiptKey(db: Queryable): Promise<Buffer> {
  await db.query(`insert into app_meta (key, value) values ($1, $2) on conflict (key) do nothing`, [
    RECEIPT_KEY,
    JSON.stringify(randomBytes(32).toString('base64url')),
  ]);
  const { rows } = await db.query<{ value: unknown }>('select value from app_meta where key = $1', [RECEIPT_KEY]);
  const value = rows[0]?.value;
  if (typeof value !== 'string') throw new Error('app_meta.receipt_key is missing or not a string');
  return Buffer.from(value, 'base64url');
}

async function ensureAdmin(
  db: Db,
  options: BootstrapOptions,
  now: Date,
): Promise<{ created: false } | { created: true; admin: { username: string; password: string } }> {
  const { rows } = await db.query<{ n: number }>('select count(*)::int as n from staff');
  if ((rows[0]?.n ?? 0) > 0) return { created: false };
  const admin = options.admin ?? { username: FIRST_ADMIN_USERNAME, password: randomPassword() };
  const passwords = options.passwords ?? passwordHasher({ cost: options.passwordCost });
  const hash = await passwords.hash(admin.password);
  // Two instances starting at once: the unique user name keeps one admin.
  const inserted = await db.query(
    `insert into staff (id, username, name, role, verified, password_hash, password_changed_at, created_at, updated_at)
     values ($1, $2, 'Administrator', 'admin', true, $3, $4, $4, $4) on conflict do nothing`,
    [randomUUID(), admin.username, hash, now],
  );
  return inserted.rowCount > 0 ? { created: true, admin } : { created: false };
}

/**
 * Loads sampleData(now) with its fixed ids once, when every entity table is empty, so that devices
 * that seeded the same records locally converge on them. Their HLC is older than any real write.
 */
async function seedSamples(db: Db, now: Date): Promise<boolean> {
  return withWriter(db, async (writer) => {
    const { tx } = writer;
    const marked = await tx.query(`insert into app_meta (key, value) values ($1, $2) on conflict (key) do nothing`, [
      SAMPLE_SEEDED_KEY,
      JSON.stringify(now.toISOString()),
    ]);
    if (marked.rowCount === 0) return false;
    const counts = await tx.query<{ n: number }>(
      `select (${SYNCED_TABLES.map((t) => `(select count(*) from ${t})`).join(' + ')})::int as n`,
    );
    if ((counts.rows[0]?.n ?? 0) > 0) return false;
    const data = sampleData(now);
    for (const table of SYNCED_TABLES) {
      for (const record of data[table] as unknown as Record<string, unknown>[]) {
        const id = String(record.id);
        const input = createInput(table, id, record, now);
        const version = writer.nextVersion();
        const fields = Object.keys(input.fields);
        await insertRecord(
          tx,
          table,
          id,
          {
            writes: input.fields,
            deleted: false,
            fieldHlc: Object.fromEntries(fields.map((f) => [f, SEED_HLC])),
            fieldVersion: Object.fromEntries(fields.map((f) => [f, version])),
          },
          { createdAt: input.createdAt, updatedAt: new Date(String(record.updatedAt)), version },
        );
      }
    }
    await addSampleDrivers(tx, now);
    // The conflicts of the sample week, as the server marks them after a push.
    const rides = data.bookings.filter((b) => b.driverId || b.assignedVehicleId).map((b) => b.id);
    await checkDispatch(writer, newNodeId(), new Set(rides), [], now);
    return true;
  });
}

/**
 * The sample drivers' accounts (their profiles are in the sample data): team members who cannot sign
 * in until an admin sets their password in Team. No account with a known password ships.
 */
async function addSampleDrivers(tx: Queryable, now: Date): Promise<void> {
  for (const driver of Object.values(SAMPLE_DRIVERS)) {
    await tx.query(
      `insert into staff (id, username, name, role, phone, image, verified, password_hash, password_changed_at, created_at, updated_at)
       values ($1, $2, $3, 'driver', $4, '', false, $5, $6, $6, $6) on conflict do nothing`,
      [driver.id, driver.username, driver.name, driver.phone, NO_PASSWORD_HASH, now],
    );
  }
}

/**
 * Everything a fresh database needs after runMigrations(db), idempotent: the receipt key, the first
 * admin (while there is no staff account) and, on first start, the sample data.
 */
export async function bootstrap(db: Db, options: BootstrapOptions = {}): Promise<BootstrapResult> {
  const now = options.now ?? new Date();
  await ensureReceiptKey(db);
  const admin = await ensureAdmin(db, options, now);
  const seeded = options.seed === false ? false : await seedSamples(db, now);
  // Every account has its profile: the first admin's, and those of accounts made before profiles.
  await ensureProfiles(db, now);
  // Bookings stored before status pages existed get their page's secret.
  await backfillStatusTokens(db, now, newNodeId());
  const result: BootstrapResult = { adminCreated: admin.created, seeded };
  if (admin.created && !options.admin) result.generatedAdmin = admin.admin;
  return result;
}
