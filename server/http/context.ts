// What every API module is given: the database, the clock, the limits, and who is calling.

import type { Db } from '../storage/queryable';
import type { StaffRole } from '../../src/domain/types';
import type { MailConfig } from '../mail/config';
import type { PhotoFiles } from '../storage/photo-files';

/** Requests per minute before 429 (counted in the database: every instance shares them), and body sizes. */
export interface Limits {
  /**
   * Password attempts (staff and customer sign-ins, password changes) per client address and per
   * user name. Every attempt is counted before its password is checked; one that succeeds is then
   * taken back, so this is the number of failures a minute.
   */
  loginFailuresPerMinute: number;
  /** Public writes per client address: visitors' bookings and messages, customer sign-ups, booking status. */
  publicRequestsPerMinute: number;
  /** Public reads per client address: the catalogue's JSON and stored photos. */
  publicReadsPerMinute: number;
  /** Sync requests (push and pull) per session, and per client address. */
  syncRequestsPerMinute: number;
  jsonBodyBytes: number;
  imageBodyBytes: number;
}

export const DEFAULT_LIMITS: Limits = {
  loginFailuresPerMinute: 10,
  publicRequestsPerMinute: 30,
  publicReadsPerMinute: 300,
  syncRequestsPerMinute: 600,
  jsonBodyBytes: 1024 * 1024,
  imageBodyBytes: 5 * 1024 * 1024,
};

/** What the routes hash and check passwords with: one per app, so that tests can count and cheapen it. */
export interface Passwords {
  /** log2 of N of new hashes. */
  readonly cost: number;
  hash(password: string): Promise<string>;
  verify(password: string, encoded: string): Promise<boolean>;
}

export type Caller =
  | { kind: 'anonymous' }
  | { kind: 'staff'; id: string; username: string; name: string; role: StaffRole; tokenHash: string }
  | { kind: 'customer'; id: string; email: string; firstName: string; lastName: string; tokenHash: string };

export type StaffCaller = Extract<Caller, { kind: 'staff' }>;
export type CustomerCaller = Extract<Caller, { kind: 'customer' }>;

export interface Deps {
  db: Db;
  now: () => Date;
  limits: Limits;
  /** Lifetime of a session; staff sessions slide on use. */
  sessionDays: number;
  /** scrypt, at the app's cost, a few hashes at a time. */
  passwords: Passwords;
  /** Take the client address from X-Forwarded-For (behind a reverse proxy). */
  trustProxy: boolean;
  /** The site's public origin (PUBLIC_ORIGIN), else the one each request was sent to. */
  publicOrigin: string | undefined;
  /** The HLC node id of this server's own writes. */
  hlcNode: string;
  /** Runs purges when they are due. */
  housekeeping: () => Promise<void>;
  /** The key of the public receipts (HMAC-SHA256). */
  receiptKey: () => Promise<Buffer>;
  /** SMTP_URL and MAIL_FROM (server/mail/); absent when email is not configured. */
  mail?: MailConfig | undefined;
  /** Tells the mail worker that emails were just queued (committed). */
  mailWake?: (() => void) | undefined;
  /** Files of the photos, read without the database (the embedded one); absent: read from the database. */
  photoFiles?: PhotoFiles | undefined;
}

export interface AppEnv {
  Variables: {
    caller: Caller;
    /** An Authorization header was sent but named no live session. */
    badToken: boolean;
  };
}
