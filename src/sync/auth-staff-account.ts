// The signed-in staff member's own account: a new password (the device's verifier follows it), and
// who the server says the session belongs to now.

import type { AppDb } from '../db/db';
import { getStaff, saveStaff } from '../db/staff-repo';
import { HttpError, NetworkError, NoServerError, changeStaffPassword, serverMessage, staffMe, type ApiContext } from './auth-api';
import { defaultFetch, getSyncBaseUrl } from './auth-backend';
import { rememberStaff, tryMakeVerifier, type StaffAuthDeps } from './auth-staff';
import { checkVerifier, makeVerifier } from './auth-verifier';
import { readSession, writeSession, type StaffSession } from './session-store';

export type PasswordChangeResult =
  | { ok: true }
  /** The current password is wrong. */
  | { ok: false; reason: 'wrong-current' }
  /** The change needs the server, which cannot be reached now. */
  | { ok: false; reason: 'offline' }
  /** The session's token is refused: sign in again (online) first. */
  | { ok: false; reason: 'unauthorized' }
  | { ok: false; reason: 'refused'; message: string };

/** Changes the signed-in staff member's password; the device's verifier follows the new one. */
export async function changeOwnPassword(
  db: AppDb,
  session: StaffSession,
  currentPassword: string,
  newPassword: string,
  deps: StaffAuthDeps = {},
): Promise<PasswordChangeResult> {
  if (session.standalone) {
    const staff = await getStaff(db, session.user.id);
    if (!staff?.verifier || !(await checkVerifier(currentPassword, staff.verifier)))
      return { ok: false, reason: 'wrong-current' };
    await saveStaff(db, { ...staff, verifier: await makeVerifier(newPassword, deps.iterations) });
    return { ok: true };
  }
  if (!session.token) return { ok: false, reason: 'unauthorized' };
  const ctx: ApiContext = { fetch: deps.fetch ?? defaultFetch(), baseUrl: await getSyncBaseUrl(db) };
  const verifier = tryMakeVerifier(newPassword, deps.iterations);
  try {
    await changeStaffPassword(ctx, session.token, currentPassword, newPassword);
  } catch (error) {
    if (error instanceof NetworkError || error instanceof NoServerError) return { ok: false, reason: 'offline' };
    if (error instanceof HttpError) {
      if (error.status === 401) return { ok: false, reason: 'unauthorized' };
      if (error.status === 403) return { ok: false, reason: 'wrong-current' };
      return { ok: false, reason: 'refused', message: serverMessage(error) };
    }
    throw error;
  }
  const staff = await getStaff(db, session.user.id);
  const made = await verifier;
  if (staff) await saveStaff(db, { ...staff, verifier: made });
  else await rememberStaff(db, session.user, made);
  return { ok: true };
}

export type RefreshResult = { kind: 'ok'; session: StaffSession } | { kind: 'unauthorized' } | { kind: 'unknown' };

/**
 * Asks the server who the session belongs to now (name or role may have changed). 'unauthorized' means
 * the token is refused: the person has to sign in again, and keeps everything meanwhile.
 */
export async function refreshStaffSession(
  db: AppDb,
  session: StaffSession,
  deps: StaffAuthDeps = {},
): Promise<RefreshResult> {
  if (session.standalone) return { kind: 'ok', session };
  if (!session.token) return { kind: 'unauthorized' };
  try {
    const { user, verified } = await staffMe(
      { fetch: deps.fetch ?? defaultFetch(), baseUrl: await getSyncBaseUrl(db) },
      session.token,
    );
    const { offline: _offline, ...rest } = session;
    const next: StaffSession = { ...rest, user };
    const stored = await readSession(db);
    // Only if nobody signed in or out meanwhile.
    if (stored?.kind === 'staff' && stored.token === session.token) await writeSession(db, next);
    const staff = await getStaff(db, user.id);
    if (staff && (staff.name !== user.name || staff.role !== user.role || (verified !== undefined && staff.verified !== verified)))
      await saveStaff(db, { ...staff, name: user.name, role: user.role, verified: verified ?? staff.verified });
    return { kind: 'ok', session: next };
  } catch (error) {
    if (error instanceof HttpError && error.status === 401) return { kind: 'unauthorized' };
    return { kind: 'unknown' };
  }
}
