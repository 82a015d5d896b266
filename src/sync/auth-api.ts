// The HTTP calls of staff and customer accounts (SYNC.md 'Auth'), and the probe that tells a sync server from none.

import { TWO_FACTOR_INVALID, TWO_FACTOR_REQUIRED, type LoginResponse, type SessionUser } from '../domain/protocol';
import { BOOKING_STATUSES, STAFF_ROLES, type Booking, type BookingStatus } from '../domain/types';
import { CLIENT_STATES, type ClientProgress } from '../domain/client-status';
import type { CustomerUser } from './session-store';
import { HttpError, NetworkError, NoServerError, requestJson, send, type Endpoint, type FetchLike, type RequestOptions } from './transport';

export type ApiContext = Endpoint;
export type { FetchLike };
export { HttpError, NetworkError, NoServerError };

/** The server's own message in an error answer (what a person can read), else a generic one. */
export function serverMessage(error: HttpError): string {
  return error.body?.error || `HTTP ${error.status}`;
}

const DEFAULT_TIMEOUT_MS = 15_000;
const PROBE_TIMEOUT_MS = 5_000;

/**
 * One JSON call of the API, without cookies; an answer that is not the server's JSON becomes
 * NetworkError or NoServerError (an empty 204 is null).
 */
export function apiCall(ctx: ApiContext, path: string, options: Pick<RequestOptions, 'method' | 'body' | 'token' | 'timeoutMs' | 'headers'> = {}): Promise<unknown> {
  return requestJson<unknown>(ctx, path, {
    ...options,
    timeoutMs: options.timeoutMs ?? DEFAULT_TIMEOUT_MS,
    credentials: 'omit',
    noServer: { emptyOk: true, garbledIsNoServer: true },
  });
}

export type ProbeResult = 'server' | 'none' | 'unreachable';

/**
 * `GET /api/health` answering `{"ok":true}` is a sync server; no answer at all is unreachable; any
 * other answer (a static host's page, a dev proxy's 502 with no API behind it) is no server. Our own
 * server with its database down answers a JSON 503: unreachable for now, not absent.
 */
export async function probeServer(ctx: ApiContext): Promise<ProbeResult> {
  // The browser knows it has no network: asking would only fail (and log an error).
  if (typeof navigator !== 'undefined' && navigator.onLine === false) return 'unreachable';
  // Read here, not by requestJson: a gateway's 502 means no server to the probe. The timeout covers the body too.
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), PROBE_TIMEOUT_MS);
  try {
    const response = await send(ctx, '/api/health', { signal: controller.signal, credentials: 'omit' });
    if (!(response.headers.get('Content-Type') ?? '').includes('application/json')) return 'none';
    const body = (await response.json().catch(() => null)) as { ok?: unknown; error?: unknown } | null;
    if (response.ok && body?.ok === true) return 'server';
    return response.status === 503 && typeof body?.error === 'string' ? 'unreachable' : 'none';
  } catch {
    return 'unreachable';
  } finally {
    clearTimeout(timer);
  }
}

export const isString = (value: unknown): value is string => typeof value === 'string';
export const unexpected = () => new HttpError(500, { error: 'Unexpected answer from the server' }, null);

function parseStaffUser(value: unknown): SessionUser {
  const u = (value ?? {}) as Partial<SessionUser>;
  if (!isString(u.id) || !isString(u.username) || !(STAFF_ROLES as readonly unknown[]).includes(u.role))
    throw unexpected();
  return { id: u.id, username: u.username, name: isString(u.name) && u.name ? u.name : u.username, role: u.role! };
}

/** A default expiry when the server gives none: the server stays the judge of the token. */
const fallbackExpiry = () => new Date(Date.now() + 7 * 24 * 3600 * 1000).toISOString();

/** `code`: the second step of an account with two-factor on (6 digits, or a recovery code). */
export async function staffLogin(ctx: ApiContext, username: string, password: string, code?: string): Promise<LoginResponse> {
  const request = code ? { username, password, code } : { username, password };
  const body = (await apiCall(ctx, '/api/auth/login', { method: 'POST', body: request })) as
    | Partial<LoginResponse>
    | null;
  if (!isString(body?.token) || !body.token) throw unexpected();
  return {
    token: body.token,
    user: parseStaffUser(body.user),
    expiresAt: isString(body.expiresAt) ? body.expiresAt : fallbackExpiry(),
  };
}

/** What a refused login says of the second step: the code is needed, or the one sent is wrong. */
export function twoFactorRefusal(error: HttpError): 'required' | 'invalid' | null {
  const code = (error.body as { code?: unknown } | null)?.code;
  return code === TWO_FACTOR_REQUIRED ? 'required' : code === TWO_FACTOR_INVALID ? 'invalid' : null;
}

export async function staffLogout(ctx: ApiContext, token: string): Promise<void> {
  await apiCall(ctx, '/api/auth/logout', { method: 'POST', token, timeoutMs: 5_000 });
}

/**
 * The signed-in staff member as the server knows them now (name, role or verified may have changed):
 * `GET /api/staff/me`, else the bare identity of `GET /api/auth/me`.
 */
export async function staffMe(ctx: ApiContext, token: string): Promise<{ user: SessionUser; verified?: boolean }> {
  try {
    const account = (await apiCall(ctx, '/api/staff/me', { token, timeoutMs: 8_000 })) as { verified?: unknown } | null;
    return { user: parseStaffUser(account), ...(typeof account?.verified === 'boolean' ? { verified: account.verified } : {}) };
  } catch (error) {
    if (!(error instanceof HttpError && error.status === 404)) throw error;
  }
  const body = (await apiCall(ctx, '/api/auth/me', { token, timeoutMs: 8_000 })) as { user?: unknown } | null;
  return { user: parseStaffUser(body && 'user' in body ? body.user : body) };
}

export async function changeStaffPassword(
  ctx: ApiContext,
  token: string,
  currentPassword: string,
  newPassword: string,
): Promise<void> {
  await apiCall(ctx, '/api/auth/password', { method: 'POST', token, body: { currentPassword, newPassword } });
}

export interface CustomerLoginResponse {
  token: string;
  user: CustomerUser;
  expiresAt: string;
}

function parseCustomerAnswer(value: unknown): CustomerLoginResponse {
  const body = (value ?? {}) as { token?: unknown; user?: unknown; customer?: unknown; expiresAt?: unknown };
  const u = (body.user ?? body.customer ?? {}) as Partial<CustomerUser> & { name?: unknown };
  if (!isString(body.token) || !body.token || !isString(u.id) || !isString(u.email))
    throw unexpected();
  const firstName = isString(u.firstName) ? u.firstName : '';
  const lastName = isString(u.lastName) ? u.lastName : '';
  const name = isString(u.name) && u.name ? u.name : `${firstName} ${lastName}`.trim() || u.email;
  return {
    token: body.token,
    user: { id: u.id, email: u.email, firstName, lastName, name },
    expiresAt: isString(body.expiresAt) ? body.expiresAt : fallbackExpiry(),
  };
}

export interface CustomerSignupInput {
  firstName: string;
  lastName: string;
  email: string;
  password: string;
}

export async function customerSignup(ctx: ApiContext, input: CustomerSignupInput): Promise<CustomerLoginResponse> {
  return parseCustomerAnswer(await apiCall(ctx, '/api/customers/signup', { method: 'POST', body: input }));
}

export async function customerLogin(ctx: ApiContext, email: string, password: string): Promise<CustomerLoginResponse> {
  return parseCustomerAnswer(await apiCall(ctx, '/api/customers/login', { method: 'POST', body: { email, password } }));
}

export async function customerLogout(ctx: ApiContext, token: string): Promise<void> {
  await apiCall(ctx, '/api/customers/logout', { method: 'POST', token, timeoutMs: 5_000 });
}

/** A booking of the signed-in customer as the server answers it. */
export type CustomerBooking = Pick<
  Booking,
  'id' | 'pickupDate' | 'pickupTime' | 'pickupLocation' | 'serviceType' | 'status' | 'createdAt'
> &
  Partial<Pick<Booking, 'dropoffLocation' | 'totalPrice' | 'passengers' | 'vehicleId' | 'tourId' | 'statusToken' | 'lang'>> & {
    /** What the client's status page says of it (state, driver, car); absent from older servers. */
    progress?: ClientProgress;
  };

const isProgress = (value: unknown): value is ClientProgress =>
  typeof value === 'object' && value !== null && (CLIENT_STATES as readonly unknown[]).includes((value as ClientProgress).state);

export async function customerBookings(ctx: ApiContext, token: string): Promise<CustomerBooking[]> {
  const body = (await apiCall(ctx, '/api/customers/me/bookings', { token })) as { bookings?: unknown } | unknown[] | null;
  const rows = Array.isArray(body) ? body : Array.isArray(body?.bookings) ? body.bookings : [];
  return rows.filter((row): row is CustomerBooking => {
    const b = row as Partial<Booking>;
    return isString(b.id) && isString(b.pickupDate) && (BOOKING_STATUSES as readonly unknown[]).includes(b.status);
  }).map((b) => {
    const { progress, ...rest } = b;
    return { ...rest, status: b.status as BookingStatus, ...(isProgress(progress) ? { progress } : {}) };
  });
}
