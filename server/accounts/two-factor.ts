// Two-factor sign-in of staff accounts: the setup of a TOTP secret, its confirmation by a first code,
// the one-time recovery codes, and the check of a second factor at sign-in and before changes to it.
// Every check here is one conditional UPDATE, so two requests racing with the same code cannot both pass.

import { createHash, randomBytes } from 'node:crypto';
import { SETTINGS_ID } from '../../src/domain/types';
import { ApiError } from '../http/http';
import type { Db, Queryable } from '../storage/queryable';
import { base32Decode, matchTotp, newTotpSecret } from './totp';

export const RECOVERY_CODE_COUNT = 10;
/** Issuer shown by authenticator apps when the settings name no site. */
export const DEFAULT_ISSUER = 'VTC';
// Crockford's base32: no I, L, O or U to misread. 12 characters: 60 bits each.
const RECOVERY_ALPHABET = '0123456789abcdefghjkmnpqrstvwxyz';
const RECOVERY_LENGTH = 12;

export interface TwoFactorStatus {
  enabled: boolean;
  recoveryCodesLeft: number;
}

interface TwoFactorRow {
  secret: string | null;
  pending_secret: string | null;
  last_step: number;
}

const alreadyOn = () => new ApiError(409, 'Two-factor authentication is already on');
const notOn = () => new ApiError(409, 'Two-factor authentication is off');

async function findRow(db: Queryable, staffId: string, lock = false): Promise<TwoFactorRow | undefined> {
  const { rows } = await db.query<TwoFactorRow>(
    `select secret, pending_secret, last_step from staff_two_factor where staff_id = $1${lock ? ' for update' : ''}`,
    [staffId],
  );
  return rows[0];
}

export async function twoFactorStatus(db: Queryable, staffId: string): Promise<TwoFactorStatus> {
  const { rows } = await db.query<{ enabled: boolean; left: number }>(
    `select exists (select 1 from staff_two_factor where staff_id = $1 and secret is not null) as enabled,
            (select count(*)::int from staff_recovery_codes where staff_id = $1 and used_at is null) as left`,
    [staffId],
  );
  const row = rows[0];
  return { enabled: row?.enabled === true, recoveryCodesLeft: row?.enabled ? (row.left ?? 0) : 0 };
}

export async function isTwoFactorOn(db: Queryable, staffId: string): Promise<boolean> {
  return (await findRow(db, staffId))?.secret != null;
}

/** The site's name from the settings, for the authenticator app's list; DEFAULT_ISSUER without one. */
export async function issuerName(db: Queryable): Promise<string> {
  const { rows } = await db.query<{ site_name: string | null }>(
    'select site_name from settings where id = $1 and not deleted',
    [SETTINGS_ID],
  );
  return rows[0]?.site_name?.trim() || DEFAULT_ISSUER;
}

/** A new pending secret (a setup started again replaces the previous one); refused while two-factor is on. */
export async function startSetup(db: Db, staffId: string): Promise<string> {
  const secret = newTotpSecret();
  const { rowCount } = await db.query(
    `insert into staff_two_factor (staff_id, pending_secret) values ($1, $2)
     on conflict (staff_id) do update set pending_secret = excluded.pending_secret
     where staff_two_factor.secret is null`,
    [staffId, secret],
  );
  if (rowCount === 0) throw alreadyOn();
  return secret;
}

function newRecoveryCode(): string {
  const bytes = randomBytes(RECOVERY_LENGTH);
  // 256 is a multiple of 32: every character is equally likely.
  const chars = Array.from(bytes, (byte) => RECOVERY_ALPHABET[byte & 31]).join('');
  return `${chars.slice(0, 4)}-${chars.slice(4, 8)}-${chars.slice(8)}`;
}

/** A recovery code as stored: lower case, without spaces or dashes, misread letters put right; or null. */
export function normalizeRecoveryCode(input: string): string | null {
  const clean = input
    .toLowerCase()
    .replace(/[\s-]/g, '')
    .replace(/o/g, '0')
    .replace(/[il]/g, '1');
  return clean.length === RECOVERY_LENGTH && [...clean].every((c) => RECOVERY_ALPHABET.includes(c)) ? clean : null;
}

const hashRecoveryCode = (normalized: string) => createHash('sha256').update(normalized).digest('hex');

/** Replaces the account's recovery codes with RECOVERY_CODE_COUNT new ones, returned once. */
async function replaceRecoveryCodes(tx: Queryable, staffId: string, now: Date): Promise<string[]> {
  const codes = Array.from({ length: RECOVERY_CODE_COUNT }, newRecoveryCode);
  await tx.query('delete from staff_recovery_codes where staff_id = $1', [staffId]);
  await tx.query(
    `insert into staff_recovery_codes (staff_id, code_hash, created_at)
     select $1, hash, $3 from unnest($2::text[]) as hash`,
    [staffId, codes.map((code) => hashRecoveryCode(normalizeRecoveryCode(code) ?? '')), now],
  );
  return codes;
}

/**
 * Turns two-factor on when the code comes from the pending secret: returns the new recovery codes,
 * or null for a wrong code. The account's other sessions end: a password that leaked, and the
 * sessions opened with it, must not outlive the second step.
 */
export async function enableTwoFactor(
  db: Db,
  staffId: string,
  code: string,
  now: Date,
  keepTokenHash: string,
): Promise<string[] | null> {
  return db.transaction(async (tx) => {
    const row = await findRow(tx, staffId, true);
    if (row?.secret) throw alreadyOn();
    if (!row?.pending_secret) throw new ApiError(409, 'Start the setup again: no key is waiting to be confirmed');
    const step = matchTotp(base32Decode(row.pending_secret), code.replace(/\s/g, ''), now, row.last_step);
    if (step === null) return null;
    await tx.query(
      `update staff_two_factor set secret = pending_secret, pending_secret = null, enabled_at = $2, last_step = $3
       where staff_id = $1`,
      [staffId, now, step],
    );
    await tx.query("delete from sessions where subject_kind = 'staff' and subject_id = $1 and token_hash <> $2", [
      staffId,
      keepTokenHash,
    ]);
    return replaceRecoveryCodes(tx, staffId, now);
  });
}

/**
 * Checks a second factor of an account with two-factor on: 6 digits from the authenticator app (each
 * taken once), or an unused recovery code (then used up). Throws 409 when two-factor is off.
 */
export async function checkSecondFactor(db: Queryable, staffId: string, input: string, now: Date): Promise<'app' | 'recovery' | null> {
  const row = await findRow(db, staffId);
  if (!row?.secret) throw notOn();
  const digits = input.replace(/\s/g, '');
  if (/^\d{6}$/.test(digits)) {
    const step = matchTotp(base32Decode(row.secret), digits, now, row.last_step);
    if (step === null) return null;
    const { rowCount } = await db.query(
      'update staff_two_factor set last_step = $2 where staff_id = $1 and secret = $3 and last_step < $2',
      [staffId, step, row.secret],
    );
    return rowCount === 1 ? 'app' : null;
  }
  const normalized = normalizeRecoveryCode(input);
  if (!normalized) return null;
  const { rowCount } = await db.query(
    'update staff_recovery_codes set used_at = $3 where staff_id = $1 and code_hash = $2 and used_at is null',
    [staffId, hashRecoveryCode(normalized), now],
  );
  return rowCount === 1 ? 'recovery' : null;
}

export async function disableTwoFactor(db: Db, staffId: string): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.query('delete from staff_recovery_codes where staff_id = $1', [staffId]);
    await tx.query('delete from staff_two_factor where staff_id = $1', [staffId]);
  });
}

/**
 * An admin turns off the two-factor sign-in of a member who lost both their phone and their recovery
 * codes: the secret and the codes go, and so do the member's sessions. Throws 404 for no such member,
 * 409 when two-factor is off.
 */
export async function resetTwoFactor(db: Db, staffId: string): Promise<void> {
  await db.transaction(async (tx) => {
    const { rows } = await tx.query<{ id: string }>('select id from staff where id = $1 for update', [staffId]);
    if (!rows[0]) throw new ApiError(404, 'Staff member not found');
    const row = await findRow(tx, staffId, true);
    if (!row?.secret) throw notOn();
    await tx.query('delete from staff_recovery_codes where staff_id = $1', [staffId]);
    await tx.query('delete from staff_two_factor where staff_id = $1', [staffId]);
    await tx.query("delete from sessions where subject_kind = 'staff' and subject_id = $1", [staffId]);
  });
}

export async function regenerateRecoveryCodes(db: Db, staffId: string, now: Date): Promise<string[]> {
  return db.transaction(async (tx) => {
    const row = await findRow(tx, staffId, true);
    if (!row?.secret) throw notOn();
    return replaceRecoveryCodes(tx, staffId, now);
  });
}
