// Customer accounts of the public site: sign-up, sign-in, sign-out and the customer's own bookings.
// They live on the server only, so each needs a connection.

import type { AppDb } from '../db/db';
import {
  HttpError,
  customerBookings,
  customerLogin,
  customerLogout,
  customerSignup,
  NetworkError,
  NoServerError,
  serverMessage,
  type CustomerBooking,
  type CustomerLoginResponse,
  type CustomerSignupInput,
  type FetchLike,
} from './auth-api';
import { defaultFetch, getSyncBaseUrl } from './auth-backend';
import { clearSession, writeSession, type CustomerSession } from './session-store';

export interface CustomerAuthDeps {
  fetch?: FetchLike;
}

export type CustomerField = 'firstName' | 'lastName' | 'email' | 'password';

export type CustomerAuthResult =
  | { ok: true; session: CustomerSession }
  /** No connection (or no server): nothing was sent, what was typed is kept. */
  | { ok: false; reason: 'offline' }
  /** Wrong email or password. */
  | { ok: false; reason: 'invalid' }
  /** An account already uses this email (409). */
  | { ok: false; reason: 'exists' }
  /** The server refused the data or the attempt: per-field messages when it gave some. */
  | { ok: false; reason: 'refused'; status: number; message: string; fields: Partial<Record<CustomerField, string>> };

const FIELDS: readonly CustomerField[] = ['firstName', 'lastName', 'email', 'password'];

function fieldErrors(error: HttpError): Partial<Record<CustomerField, string>> {
  const out: Partial<Record<CustomerField, string>> = {};
  for (const detail of error.body?.details ?? []) {
    const field = FIELDS.find((f) => detail.path === f || detail.path.endsWith(`.${f}`));
    if (field && !out[field]) out[field] = detail.message;
  }
  return out;
}

async function run(
  db: AppDb,
  deps: CustomerAuthDeps,
  request: (ctx: { fetch: FetchLike; baseUrl: string }) => Promise<CustomerLoginResponse>,
  unauthorized: 'invalid' | 'refused',
): Promise<CustomerAuthResult> {
  const ctx = { fetch: deps.fetch ?? defaultFetch(), baseUrl: await getSyncBaseUrl(db) };
  try {
    const answer = await request(ctx);
    const session: CustomerSession = { kind: 'customer', token: answer.token, user: answer.user, expiresAt: answer.expiresAt };
    await writeSession(db, session);
    return { ok: true, session };
  } catch (error) {
    if (error instanceof NetworkError || error instanceof NoServerError) return { ok: false, reason: 'offline' };
    if (error instanceof HttpError) {
      if (error.status === 409) return { ok: false, reason: 'exists' };
      if (error.status === 401 && unauthorized === 'invalid') return { ok: false, reason: 'invalid' };
      return { ok: false, reason: 'refused', status: error.status, message: serverMessage(error), fields: fieldErrors(error) };
    }
    throw error;
  }
}

export function signUpCustomer(db: AppDb, input: CustomerSignupInput, deps: CustomerAuthDeps = {}) {
  return run(db, deps, (ctx) => customerSignup(ctx, input), 'refused');
}

export function signInCustomer(db: AppDb, email: string, password: string, deps: CustomerAuthDeps = {}) {
  return run(db, deps, (ctx) => customerLogin(ctx, email.trim().toLowerCase(), password), 'invalid');
}

export async function signOutCustomer(db: AppDb, session: CustomerSession, deps: CustomerAuthDeps = {}): Promise<void> {
  try {
    await customerLogout({ fetch: deps.fetch ?? defaultFetch(), baseUrl: await getSyncBaseUrl(db) }, session.token);
  } catch {
    // Offline or already ended: the token expires on the server by itself.
  }
  await clearSession(db);
}

export type CustomerBookingsResult =
  | { kind: 'ok'; bookings: CustomerBooking[] }
  | { kind: 'offline' }
  /** The token is refused: the customer has to sign in again. */
  | { kind: 'unauthorized' }
  | { kind: 'error'; message: string };

/** The bookings the server holds for the customer of this session's token. */
export async function loadCustomerBookings(
  db: AppDb,
  token: string,
  deps: CustomerAuthDeps = {},
): Promise<CustomerBookingsResult> {
  try {
    const ctx = { fetch: deps.fetch ?? defaultFetch(), baseUrl: await getSyncBaseUrl(db) };
    return { kind: 'ok', bookings: await customerBookings(ctx, token) };
  } catch (error) {
    if (error instanceof NetworkError || error instanceof NoServerError) return { kind: 'offline' };
    if (error instanceof HttpError && error.status === 401) return { kind: 'unauthorized' };
    return { kind: 'error', message: error instanceof Error ? error.message : String(error) };
  }
}

export type { CustomerBooking, CustomerSignupInput };
