// What every API module is given: the database, the clock, the limits, and who is calling.

import type { Db } from '../storage/db';
import type { StaffRole } from '../../src/domain/types';

export interface Limits {
  /** Failed sign-ins per minute, per client address and per user name, before 429. */
  loginFailuresPerMinute: number;
  /** Requests per minute per client address on the public endpoints (visitors' bookings and messages, sign-up). */
  publicRequestsPerMinute: number;
  jsonBodyBytes: number;
  imageBodyBytes: number;
}

export const DEFAULT_LIMITS: Limits = {
  loginFailuresPerMinute: 10,
  publicRequestsPerMinute: 30,
  jsonBodyBytes: 1024 * 1024,
  imageBodyBytes: 5 * 1024 * 1024,
};

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
  /** log2 of scrypt's N for new password hashes. */
  passwordCost: number;
  /** Take the client address from X-Forwarded-For (behind a reverse proxy). */
  trustProxy: boolean;
  /** The HLC node id of this server's own writes. */
  hlcNode: string;
  /** Runs purges when they are due. */
  housekeeping: () => Promise<void>;
  /** The key of the public receipts (HMAC-SHA256). */
  receiptKey: () => Promise<Buffer>;
}

export interface AppEnv {
  Variables: {
    caller: Caller;
    /** An Authorization header was sent but named no live session. */
    badToken: boolean;
  };
}
