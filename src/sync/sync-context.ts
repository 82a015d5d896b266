// What the sync steps share: the device database, the server endpoint and the clock, and what a push did.

import type { AppDb } from '../db/db';
import type { Endpoint } from './transport';

export interface SyncContext extends Endpoint {
  db: AppDb;
  now: () => number;
}

export interface PushSummary {
  applied: number;
  duplicate: number;
  rejected: number;
  /** Public submissions the server took. */
  delivered: number;
  /** Outbox entries left after this push. */
  remaining: number;
}
