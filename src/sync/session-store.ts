// The signed-in session of this device, kept in syncState under 'session' so the service worker can read it too.

import { getSyncValue, setSyncValue } from '../db/sync-state';
import { SYNC_KEYS, type AppDb } from '../db/db';
import type { SessionUser } from '../domain/protocol';
import { STAFF_ROLES } from '../domain/types';

const SESSION_KEY = SYNC_KEYS.session;
/** Set once this device has talked to a sync server: from then on it never falls back to standalone mode. */
export const SERVER_SEEN_KEY = 'authServerSeen';

export interface CustomerUser {
  id: string;
  email: string;
  firstName: string;
  lastName: string;
  /** First and last name, for display. */
  name: string;
}

export interface StaffSession {
  kind: 'staff';
  /** The server's bearer token; '' when signed in offline with no earlier token to keep. */
  token: string;
  user: SessionUser;
  expiresAt: string;
  /** Signed in against the device's verifier, not the server: the token may be refused later. */
  offline?: boolean;
  /** Signed in to the local account of standalone mode (no server). */
  standalone?: boolean;
}

export interface CustomerSession {
  kind: 'customer';
  token: string;
  user: CustomerUser;
  expiresAt: string;
}

export type Session = StaffSession | CustomerSession;

const isString = (value: unknown): value is string => typeof value === 'string';

function isSessionUser(value: unknown): value is SessionUser {
  const u = value as Partial<SessionUser> | null;
  return (
    typeof u === 'object' &&
    u !== null &&
    isString(u.id) &&
    isString(u.username) &&
    isString(u.name) &&
    (STAFF_ROLES as readonly unknown[]).includes(u.role)
  );
}

function isCustomerUser(value: unknown): value is CustomerUser {
  const u = value as Partial<CustomerUser> | null;
  return typeof u === 'object' && u !== null && isString(u.id) && isString(u.email) && isString(u.name);
}

/** A stored value that is a usable session; anything else (damaged, another shape) reads as none. */
export function parseSession(value: unknown): Session | null {
  const s = value as Partial<Session> | null;
  if (typeof s !== 'object' || s === null || !isString(s.token) || !isString(s.expiresAt)) return null;
  if (s.kind === 'staff' && isSessionUser(s.user)) return s as StaffSession;
  if (s.kind === 'customer' && isCustomerUser(s.user)) return s as CustomerSession;
  return null;
}

export function isExpired(session: Session, now: number = Date.now()): boolean {
  const end = Date.parse(session.expiresAt);
  return !Number.isFinite(end) || end <= now;
}

/** The stored session, also when expired (the caller decides); null when there is none. */
export async function readSession(db: AppDb): Promise<Session | null> {
  return parseSession(await getSyncValue(db, SESSION_KEY));
}

export function writeSession(db: AppDb, session: Session): Promise<void> {
  return setSyncValue(db, SESSION_KEY, session);
}

/** Forgets the session only: the outbox and every record stay for the next sign-in to send. */
export async function clearSession(db: AppDb): Promise<void> {
  await db.syncState.delete(SESSION_KEY);
}

export async function wasServerSeen(db: AppDb): Promise<boolean> {
  return (await getSyncValue(db, SERVER_SEEN_KEY)) === true;
}

export function markServerSeen(db: AppDb): Promise<void> {
  return setSyncValue(db, SERVER_SEEN_KEY, true);
}
