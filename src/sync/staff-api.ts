// The team screen's HTTP calls (admins only): list the staff accounts, create one, reset a password,
// disable or enable an account, turn off a member's two-factor sign-in. They need the server: there is
// no offline copy of the team.

import type { AppDb } from '../db/db';
import type { StaffAccount } from '../domain/protocol';
import { STAFF_ROLES, type StaffRole } from '../domain/types';
import { isString, unexpected } from './auth-api';
import { defaultFetch, getSyncBaseUrl } from './auth-backend';
import { HttpError, NetworkError, NoServerError, requestJson, type Endpoint, type FetchLike } from './transport';

export { HttpError, NetworkError, NoServerError };

const TIMEOUT_MS = 15_000;

interface CallOptions {
  method?: 'GET' | 'POST' | 'PATCH';
  body?: unknown;
  token: string;
}

/**
 * As the account calls (no cookies, 15 s, an answer that is not JSON is no server), except that a 2xx
 * whose JSON does not parse was cut off on the way, and a 204 is no server: no team call answers one.
 */
function call(endpoint: Endpoint, path: string, options: CallOptions): Promise<unknown> {
  return requestJson<unknown>(endpoint, path, { ...options, timeoutMs: TIMEOUT_MS, credentials: 'omit', noServer: {} });
}

function parseAccount(value: unknown): StaffAccount {
  const a = (value ?? {}) as Partial<StaffAccount>;
  if (!isString(a.id) || !isString(a.username) || !(STAFF_ROLES as readonly unknown[]).includes(a.role)) throw unexpected();
  return {
    id: a.id,
    username: a.username,
    name: isString(a.name) && a.name ? a.name : a.username,
    role: a.role!,
    phone: isString(a.phone) ? a.phone : '',
    image: isString(a.image) ? a.image : '',
    verified: a.verified === true,
    disabled: a.disabled === true,
    twoFactor: a.twoFactor === true,
    ...(typeof a.hasPassword === 'boolean' ? { hasPassword: a.hasPassword } : {}),
    createdAt: isString(a.createdAt) ? a.createdAt : '',
    updatedAt: isString(a.updatedAt) ? a.updatedAt : '',
  };
}

/** Where the team calls go: the sync server of this device (its settings' URL, else this origin). */
export async function staffEndpoint(db: AppDb, fetchImpl: FetchLike = defaultFetch()): Promise<Endpoint> {
  return { fetch: fetchImpl, baseUrl: await getSyncBaseUrl(db) };
}

/** `GET /api/staff`: every account, oldest first. */
export async function listStaffAccounts(endpoint: Endpoint, token: string): Promise<StaffAccount[]> {
  const body = await call(endpoint, '/api/staff', { token });
  if (!Array.isArray(body)) throw unexpected();
  return body.map(parseAccount);
}

export interface NewStaffAccount {
  username: string;
  name: string;
  role: StaffRole;
  /** The initial password, at least PASSWORD_MIN_LENGTH characters. */
  password: string;
}

/** `POST /api/staff`; a taken username is a 409. */
export async function createStaffAccount(endpoint: Endpoint, token: string, input: NewStaffAccount): Promise<StaffAccount> {
  return parseAccount(await call(endpoint, '/api/staff', { method: 'POST', token, body: input }));
}

export interface StaffAccountChanges {
  name?: string;
  role?: StaffRole;
  disabled?: boolean;
  /** A new password set by an admin: the member's sessions end on the server. */
  password?: string;
}

/** `PATCH /api/staff/:id`; disabling an account (or a new password) ends its sessions on the server. */
export async function updateStaffAccount(
  endpoint: Endpoint,
  token: string,
  id: string,
  changes: StaffAccountChanges,
): Promise<StaffAccount> {
  return parseAccount(
    await call(endpoint, `/api/staff/${encodeURIComponent(id)}`, { method: 'PATCH', token, body: changes }),
  );
}

/**
 * `POST /api/auth/two-factor/staff/:id/disable`: turns off the two-factor sign-in of a member who lost
 * their phone and recovery codes, with the admin's own password (a wrong one is a 403). The member's
 * sessions end; they sign in with their password alone.
 */
export async function turnOffMemberTwoFactor(
  endpoint: Endpoint,
  token: string,
  id: string,
  adminPassword: string,
): Promise<StaffAccount> {
  return parseAccount(
    await call(endpoint, `/api/auth/two-factor/staff/${encodeURIComponent(id)}/disable`, {
      method: 'POST',
      token,
      body: { password: adminPassword },
    }),
  );
}
