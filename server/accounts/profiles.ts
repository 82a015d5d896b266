// Staff profiles mirror the accounts: every staff account has a profile with the same id (a synced
// record, so that a member edits their name, phone and photo offline, and the board shows drivers).
//
// One rule for who says what:
//   - the profile is the one source of truth for a member's name, phone and photo: the account API
//     (GET /api/staff, /api/staff/me, login, the session's name) reads them from it, and writes them
//     to it; the staff row keeps the values the account was created with, read only for an account
//     without a live profile (bootstrap makes every missing one);
//   - the account is the one source of truth for role and state: the server writes them into the
//     profile (`role`, `active`), and never takes them from a device (write-rules.ts).
// All of these are the server's own writes (server/sync/server-writes.ts): new versions, server HLCs.

import { newNodeId } from '../../src/domain/hlc';
import type { StaffRole } from '../../src/domain/types';
import type { Db } from '../storage/queryable';
import type { StoredRecord } from '../sync/merge';
import { createInput, InputError } from '../sync/record-input';
import { loadForUpdate, withWriter, type Writer } from '../sync/records';
import { createAsServer, deleteAsServer, writeAsServer } from '../sync/server-writes';
import { sameValue } from '../sync/tables';

/** SQL: a staff row `s` with its live profile `p` (left join, for the reads of the account API). */
export const STAFF_WITH_PROFILE = 'staff s left join profiles p on p.id = s.id and not p.deleted';
/** SQL: the name, phone and photo a member shows, from the profile (the account's own for one without). */
export const PERSON_COLUMNS = 'coalesce(p.name, s.name) as name, coalesce(p.phone, s.phone) as phone, coalesce(p.image, s.image) as image';

export interface AccountFacts {
  id: string;
  name: string;
  phone: string;
  image: string;
  role: StaffRole;
  disabled: boolean;
}

/** A profile's business fields for an account, validated as a device's create would be. */
function profileFields(account: AccountFacts, now: Date): Record<string, unknown> {
  const base = { name: account.name, role: account.role, active: !account.disabled };
  try {
    return createInput('profiles', account.id, { ...base, phone: account.phone, image: account.image }, now).fields;
  } catch (error) {
    if (!(error instanceof InputError)) throw error;
    // An account made before profiles with a phone or photo the profile refuses: left blank to edit.
    return createInput('profiles', account.id, { ...base, name: account.name.trim().slice(0, 100) || 'Staff', phone: '', image: '' }, now).fields;
  }
}

/** Makes the profile of a new account, in the account's transaction. */
export async function createProfile(writer: Writer, account: AccountFacts, now: Date, node: string): Promise<void> {
  await createAsServer(writer, 'profiles', [{ id: account.id, fields: profileFields(account, now) }], now, node);
}

export type ProfileChange = Partial<{ name: string; phone: string; image: string; role: StaffRole; active: boolean }>;

/**
 * Writes what changed of an account into its profile; makes the profile when it has none (or only a
 * tombstone: the account is alive, so is its profile).
 */
export async function mirrorAccount(writer: Writer, account: AccountFacts, change: ProfileChange, now: Date, node: string): Promise<StoredRecord | null> {
  const current = await loadForUpdate(writer.tx, 'profiles', account.id);
  if (!current) {
    await createProfile(writer, account, now, node);
    return null;
  }
  const fields: Record<string, unknown> = {};
  for (const [field, value] of Object.entries(change)) {
    if (value !== undefined && (current.deleted || !sameValue(value, current.fields[field]))) fields[field] = value;
  }
  if (current.deleted) {
    // Back to life with the account's facts, as a new server write.
    const all = profileFields(account, now);
    await writeAsServer(writer, 'profiles', [{ id: account.id, record: { ...current, deleted: false }, fields: all }], now, node);
    return current;
  }
  if (Object.keys(fields).length > 0) await writeAsServer(writer, 'profiles', [{ id: account.id, record: current, fields }], now, node);
  return current;
}

/** The profile leaves every device with its account. */
export async function deleteProfile(writer: Writer, id: string, now: Date, node: string): Promise<StoredRecord | null> {
  const current = await loadForUpdate(writer.tx, 'profiles', id);
  if (current) await deleteAsServer(writer, 'profiles', id, current, now, node);
  return current;
}

/** Makes the profiles that accounts lack (databases made before profiles), idempotent. */
export async function ensureProfiles(db: Db, now: Date): Promise<number> {
  return withWriter(db, async (writer) => {
    const { rows } = await writer.tx.query<{ id: string; name: string; phone: string; image: string; role: StaffRole; disabled: boolean }>(
      `select s.id, s.name, s.phone, s.image, s.role, s.disabled from staff s
       where not exists (select 1 from profiles p where p.id = s.id) order by s.created_at, s.id`,
    );
    if (rows.length === 0) return 0;
    const node = newNodeId();
    await createAsServer(writer, 'profiles', rows.map((row) => ({ id: String(row.id), fields: profileFields({ ...row, id: String(row.id) }, now) })), now, node);
    return rows.length;
  });
}
