// Staff sign-in and sign-out: against the server when it answers, against the device's offline verifier
// when it does not, and in standalone mode against this device's own admin account, whose password the
// person chooses on first use (there is no default password anywhere). The signed-in account's password
// change and refresh are in auth-staff-account.ts.

import type { AppDb } from '../db/db';
import { deleteStaff, getStaff, getStaffByUsername, listStaff, saveStaff } from '../db/staff-repo';
import type { SessionUser } from '../domain/protocol';
import type { PasswordVerifier, Staff } from '../domain/types';
import {
  HttpError,
  NetworkError,
  NoServerError,
  serverMessage,
  staffLogin,
  staffLogout,
  twoFactorRefusal,
  type ApiContext,
  type FetchLike,
} from './auth-api';
import { defaultFetch, getSyncBaseUrl, resolveBackend, type Backend } from './auth-backend';
import { checkVerifier, makeVerifier } from './auth-verifier';
import {
  clearSession,
  isExpired,
  markServerSeen,
  readSession,
  wasServerSeen,
  writeSession,
  type StaffSession,
} from './session-store';

/** The local admin account of standalone mode. */
export const LOCAL_ADMIN_ID = '5e771265-0000-4000-8000-00000000ad01';
const LOCAL_ADMIN_NAME = 'Administrator';
/** How long a sign-in checked only on this device lasts before it has to be done again. */
const LOCAL_SESSION_MS = 7 * 24 * 3600 * 1000;

export interface StaffAuthDeps {
  fetch?: FetchLike;
  /** PBKDF2 iterations of new verifiers (tests lower it; the app keeps the protocol's value). */
  iterations?: number;
}

export interface StaffSignInOptions extends StaffAuthDeps {
  /** The one-time code (or a recovery code) of an account with two-factor on. */
  code?: string;
}

export type StaffSignInResult =
  | { ok: true; session: StaffSession; via: 'server' | 'offline' | 'standalone' }
  /** Wrong username or password (the server said so, or the device's verifier did). */
  | { ok: false; reason: 'invalid' }
  /** The password is right and the account has two-factor on: sign in again with its code. */
  | { ok: false; reason: 'two-factor-required' }
  /** The code (or recovery code) sent with the password was not accepted. */
  | { ok: false; reason: 'two-factor-invalid' }
  /** Offline, and this account has never signed in on this device: nothing to check the password against. */
  | { ok: false; reason: 'offline-unknown' }
  /** The server refused for another reason (429 too many attempts, ...), with its message. */
  | { ok: false; reason: 'refused'; status: number; message: string };

const toUser = (staff: Staff): SessionUser => ({
  id: staff.id,
  username: staff.username,
  name: staff.name,
  role: staff.role,
});

/** The account of a username, matched as typed, else ignoring case. */
async function findStaff(db: AppDb, username: string): Promise<Staff | undefined> {
  const exact = await getStaffByUsername(db, username);
  if (exact) return exact;
  const lower = username.toLowerCase();
  return (await listStaff(db)).find((s) => s.username.toLowerCase() === lower);
}

/** Keeps the account the server vouched for, with the verifier of the password it just accepted. */
export async function rememberStaff(db: AppDb, user: SessionUser, verifier: PasswordVerifier | undefined): Promise<void> {
  const existing = await getStaff(db, user.id);
  const sameName = await getStaffByUsername(db, user.username);
  // The local admin of an earlier standalone run (or a renamed account) must not hold the username.
  if (sameName && sameName.id !== user.id) await deleteStaff(db, sameName.id);
  await saveStaff(db, {
    ...existing,
    id: user.id,
    username: user.username,
    name: user.name,
    role: user.role,
    verified: existing?.verified ?? false,
    // A verifier that could not be made (no WebCrypto on a plain-http address) leaves none: an older one
    // would still open the account with a password the server may no longer accept.
    verifier,
    createdAt: existing?.createdAt,
  });
}

/** A verifier of the password, or none where this device cannot make one. */
export async function tryMakeVerifier(password: string, iterations: number | undefined): Promise<PasswordVerifier | undefined> {
  try {
    return await makeVerifier(password, iterations);
  } catch (error) {
    console.warn('No offline verifier could be made on this device:', error);
    return undefined;
  }
}

/**
 * No second step here, even for an account with two-factor on: a verifier exists only on a device
 * where this account signed in online before (with its code, when two-factor is on), and it opens
 * only what this device already holds. The server asks for the code again at the next online sign-in.
 */
async function signInOffline(db: AppDb, username: string, password: string): Promise<StaffSignInResult> {
  const staff = await findStaff(db, username);
  if (!staff?.verifier) return { ok: false, reason: 'offline-unknown' };
  if (!(await checkVerifier(password, staff.verifier))) return { ok: false, reason: 'invalid' };
  const previous = await readSession(db);
  const same = previous?.kind === 'staff' && previous.user.id === staff.id ? previous : null;
  const session: StaffSession = {
    kind: 'staff',
    // The old token is kept: the server may still accept it once the network is back; if not, the
    // person is asked to sign in again and nothing is lost.
    token: same?.token ?? '',
    user: toUser(staff),
    expiresAt: same && !isExpired(same) ? same.expiresAt : new Date(Date.now() + LOCAL_SESSION_MS).toISOString(),
    offline: true,
  };
  await writeSession(db, session);
  return { ok: true, session, via: 'offline' };
}

async function signInStandalone(db: AppDb, username: string, password: string): Promise<StaffSignInResult> {
  const staff = await findStaff(db, username);
  if (!staff?.verifier || !(await checkVerifier(password, staff.verifier))) return { ok: false, reason: 'invalid' };
  return startStandaloneSession(db, staff);
}

async function startStandaloneSession(db: AppDb, staff: Staff): Promise<StaffSignInResult> {
  const session: StaffSession = {
    kind: 'staff',
    token: '',
    user: toUser(staff),
    expiresAt: new Date(Date.now() + LOCAL_SESSION_MS).toISOString(),
    standalone: true,
  };
  await writeSession(db, session);
  return { ok: true, session, via: 'standalone' };
}

async function signInOnline(
  db: AppDb,
  ctx: ApiContext,
  username: string,
  password: string,
  options: StaffSignInOptions,
): Promise<StaffSignInResult> {
  // The verifier is made while the server checks the password, and kept only if it accepts it.
  const verifier = tryMakeVerifier(password, options.iterations);
  try {
    const answer = await staffLogin(ctx, username, password, options.code?.trim() || undefined);
    await markServerSeen(db);
    await rememberStaff(db, answer.user, await verifier);
    const session: StaffSession = { kind: 'staff', token: answer.token, user: answer.user, expiresAt: answer.expiresAt };
    await writeSession(db, session);
    return { ok: true, session, via: 'server' };
  } catch (error) {
    if (error instanceof NetworkError || error instanceof NoServerError) return signInOffline(db, username, password);
    if (error instanceof HttpError) {
      const step = error.status === 401 ? twoFactorRefusal(error) : null;
      if (step) return { ok: false, reason: step === 'required' ? 'two-factor-required' : 'two-factor-invalid' };
      if (error.status === 401 || error.status === 400) return { ok: false, reason: 'invalid' };
      return { ok: false, reason: 'refused', status: error.status, message: serverMessage(error) };
    }
    throw error;
  }
}

/**
 * Signs a staff member in. A device that has never met a server probes for one first; without one it is
 * in standalone mode. A network failure falls back to the offline verifier of that username.
 */
export async function signInStaff(
  db: AppDb,
  username: string,
  password: string,
  deps: StaffSignInOptions = {},
): Promise<StaffSignInResult> {
  const fetchImpl = deps.fetch ?? defaultFetch();
  const name = username.trim();
  let backend: Backend;
  if (await wasServerSeen(db)) {
    backend = { mode: 'server', ctx: { fetch: fetchImpl, baseUrl: await getSyncBaseUrl(db) } };
  } else {
    backend = await resolveBackend(db, fetchImpl);
  }
  if (backend.mode === 'standalone') return signInStandalone(db, name, password);
  if (backend.mode === 'offline') return signInOffline(db, name, password);
  return signInOnline(db, backend.ctx, name, password, deps);
}

/** Ends the session: on the server when it can be reached, always on this device. The outbox stays. */
export async function signOutStaff(db: AppDb, session: StaffSession, deps: StaffAuthDeps = {}): Promise<void> {
  if (session.token && !session.standalone) {
    try {
      await staffLogout({ fetch: deps.fetch ?? defaultFetch(), baseUrl: await getSyncBaseUrl(db) }, session.token);
    } catch {
      // Offline or already ended: the token simply expires on the server.
    }
  }
  await clearSession(db);
}

/**
 * What the sign-in screen offers. 'standalone-setup': no server has ever answered here and the device
 * has no local admin yet, so the person chooses that account's password (there is no default one).
 */
export type SignInMode = 'server' | 'offline' | 'standalone' | 'standalone-setup';

export async function loadSignInMode(db: AppDb, deps: StaffAuthDeps = {}): Promise<SignInMode> {
  const backend = await resolveBackend(db, deps.fetch ?? defaultFetch());
  if (backend.mode !== 'standalone') return backend.mode;
  return (await getStaff(db, LOCAL_ADMIN_ID)) ? 'standalone' : 'standalone-setup';
}

export type LocalSetupResult = StaffSignInResult | { ok: false; reason: 'setup-closed' };

/**
 * Standalone mode's first use: makes this device's admin account with the user name and password the
 * person chose, and signs them in. Refused ('setup-closed') once the device has an admin or a server.
 */
export async function setUpLocalAdmin(
  db: AppDb,
  username: string,
  password: string,
  deps: StaffAuthDeps = {},
): Promise<LocalSetupResult> {
  if ((await loadSignInMode(db, deps)) !== 'standalone-setup') return { ok: false, reason: 'setup-closed' };
  const staff = await saveStaff(db, {
    id: LOCAL_ADMIN_ID,
    username: username.trim(),
    name: LOCAL_ADMIN_NAME,
    role: 'admin',
    verified: false,
    verifier: await makeVerifier(password, deps.iterations),
  });
  return startStandaloneSession(db, staff);
}
