// The wire contract between devices and the server (SYNC.md): request and answer shapes, shared
// by the client's sync engine and the server's handlers so that neither copies the other.
import * as v from 'valibot';
import { isHlc } from './hlc';
import { SYNCED_TABLES, type StaffRole, type SyncedTable } from './types';

export const SCHEMA_VERSION = 1;
/** Pulls whose cursor is older than this get `reset: true` (tombstones are purged after it). */
export const TOMBSTONE_HORIZON_DAYS = 90;
/** The server refuses HLCs further ahead of its clock than this. */
export const MAX_CLOCK_AHEAD_MS = 5 * 60 * 1000;
export const PUSH_BATCH_MAX = 500;
export const PULL_LIMIT_DEFAULT = 500;
export const PULL_LIMIT_MAX = 1000;

/** PBKDF2-SHA256 iterations of the offline verifier kept on staff devices (OWASP 2023). */
export const OFFLINE_VERIFIER_ITERATIONS = 600_000;

export type MutationOp = 'create' | 'patch' | 'delete';

export interface WireMutation {
  id: string;
  seq: number;
  table: SyncedTable;
  recordId: string;
  op: MutationOp;
  baseRev: number;
  fields: Record<string, unknown>;
  hlc: string;
}

export interface PushRequest {
  clientId: string;
  schemaVersion: number;
  mutations: WireMutation[];
}

export type MutationStatus = 'applied' | 'duplicate' | 'rejected';

export interface MutationResult {
  id: string;
  status: MutationStatus;
  /** The record's server version after this mutation (null when rejected). */
  version: number | null;
  reason: string | null;
}

export interface PushResponse {
  results: MutationResult[];
  lastSeq: number;
  serverTime: string;
}

export interface PullRequest {
  cursor: { v: number } | null;
  limit?: number;
}

export interface PulledChange {
  table: SyncedTable;
  id: string;
  version: number;
  deleted: boolean;
  /** The whole record in camelCase (id, createdAt, updatedAt and business fields); {} when deleted. */
  data: Record<string, unknown>;
}

export interface PullResponse {
  changes: PulledChange[];
  cursor: { v: number };
  hasMore: boolean;
  reset: boolean;
  serverTime: string;
}

export interface SessionUser {
  id: string;
  username: string;
  name: string;
  role: StaffRole;
}

export interface LoginResponse {
  token: string;
  user: SessionUser;
  expiresAt: string;
}

export interface PublicSubmitResponse {
  id: string;
  receipt: string;
  /** A booking's: the secret of its status page (/:lang/booking/status/:token), for this visitor only. */
  statusToken?: string;
}

export interface ErrorBody {
  error: string;
  details?: { path: string; message: string }[];
}

const uuid = v.pipe(v.string(), v.uuid('must be a UUID'));

export const wireMutationSchema = v.strictObject({
  id: uuid,
  seq: v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(Number.MAX_SAFE_INTEGER)),
  table: v.picklist(SYNCED_TABLES, 'unknown table'),
  recordId: uuid,
  op: v.picklist(['create', 'patch', 'delete'], 'op must be create, patch or delete'),
  baseRev: v.pipe(v.number(), v.integer(), v.minValue(0)),
  fields: v.record(v.pipe(v.string(), v.maxLength(64)), v.unknown()),
  hlc: v.pipe(v.string(), v.check((value: string) => isHlc(value), 'not a valid HLC timestamp')),
});

export const pushRequestSchema = v.strictObject({
  clientId: uuid,
  schemaVersion: v.literal(SCHEMA_VERSION, `schemaVersion must be ${SCHEMA_VERSION}`),
  mutations: v.pipe(v.array(v.unknown()), v.maxLength(PUSH_BATCH_MAX, `at most ${PUSH_BATCH_MAX} mutations per push`)),
});

export const pullRequestSchema = v.strictObject({
  cursor: v.nullable(v.strictObject({ v: v.pipe(v.number(), v.integer(), v.minValue(0)) })),
  limit: v.optional(v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(PULL_LIMIT_MAX))),
});

export const loginRequestSchema = v.strictObject({
  username: v.pipe(v.string(), v.trim(), v.minLength(1, 'Username is required'), v.maxLength(100)),
  password: v.pipe(v.string(), v.minLength(1, 'Password is required'), v.maxLength(200)),
  /** The second step of an account with two-factor on: 6 digits from the authenticator app, or a recovery code. */
  code: v.optional(v.pipe(v.string(), v.trim(), v.maxLength(32, 'Code must be at most 32 characters'))),
});

/** `code` of a login's 401 when the password is right but the account also needs its one-time code. */
export const TWO_FACTOR_REQUIRED = 'two_factor_required';
/** `code` of a login's 401 when the one-time code (or recovery code) is not accepted. */
export const TWO_FACTOR_INVALID = 'two_factor_invalid';

export const customerSignupSchema = v.strictObject({
  firstName: v.pipe(v.string(), v.trim(), v.minLength(1, 'First name is required'), v.maxLength(100)),
  lastName: v.pipe(v.string(), v.trim(), v.minLength(1, 'Last name is required'), v.maxLength(100)),
  email: v.pipe(v.string(), v.trim(), v.toLowerCase(), v.email('Please enter a valid email address'), v.maxLength(254)),
  password: v.pipe(v.string(), v.minLength(8, 'Password must be at least 8 characters'), v.maxLength(200)),
});

export const customerLoginSchema = v.strictObject({
  email: v.pipe(v.string(), v.trim(), v.toLowerCase(), v.email('Please enter a valid email address'), v.maxLength(254)),
  password: v.pipe(v.string(), v.minLength(1, 'Password is required'), v.maxLength(200)),
});

// ---- Server API shapes beyond push and pull (added with the server; the UI reads them) ----

export const PASSWORD_MIN_LENGTH = 8;
export const MAX_JSON_BODY_BYTES = 1024 * 1024;
export const MAX_ATTACHMENT_BYTES = 5 * 1024 * 1024;
/** What `POST /api/attachments` takes (raw body with this Content-Type); never SVG, which can hold script. */
export const ATTACHMENT_CONTENT_TYPES = ['image/jpeg', 'image/png', 'image/webp', 'image/gif'] as const;

/** `POST /api/attachments` -> 201; the url serves the bytes and may go into an `image` field. */
export interface AttachmentResponse {
  id: string;
  url: string;
}

/** A staff account as `GET /api/staff`, `POST /api/staff`, `PATCH /api/staff/:id` and `/api/staff/me` answer it. */
export interface StaffAccount extends SessionUser {
  phone: string;
  image: string;
  verified: boolean;
  disabled: boolean;
  /** Sign-in asks this member for a code from an authenticator app. */
  twoFactor: boolean;
  /**
   * false: the member has no password yet (a sample driver, made without one) and cannot sign in
   * until an admin sets one in Team. Absent when the server does not say (taken as having one).
   */
  hasPassword?: boolean;
  createdAt: string;
  updatedAt: string;
}

export interface CustomerAccount {
  id: string;
  firstName: string;
  lastName: string;
  email: string;
}

/** `POST /api/customers/signup` (201) and `POST /api/customers/login` (200). */
export interface CustomerAuthResponse {
  token: string;
  customer: CustomerAccount;
  expiresAt: string;
}

/** `GET /api/public/bookings/:id?receipt=…` */
export interface PublicBookingStatus {
  id: string;
  status: import('./types').BookingStatus;
  pickupDate: string;
  pickupTime: string;
  totalPrice: string;
  updatedAt: string;
  /** The secret of the booking's status page (/:lang/booking/status/:token). */
  statusToken?: string;
}

/** One entry of `GET /api/sync/conflicts` -> `{conflicts: SyncConflict[]}` (admin). */
export interface SyncConflict {
  id: string;
  table: SyncedTable;
  recordId: string;
  field: string;
  /** 'field': two writes of one field met; 'deleted': a value met a delete of its record. */
  kind: 'field' | 'deleted';
  /** The value the record kept (null when its record was deleted). */
  winningValue: unknown;
  winningHlc: string | null;
  /** The value that was not kept: what `keep: 'other'` writes back. */
  losingValue: unknown;
  losingHlc: string | null;
  /** The device (clientId) that sent the losing value, when that was the incoming write. */
  losingClient: string | null;
  /** The record is deleted now: `keep: 'other'` restores it. */
  recordDeleted: boolean;
  createdAt: string;
  resolvedAt: string | null;
  resolution: 'current' | 'other' | null;
}

/** `POST /api/sync/conflicts/:id/resolve` body. */
export interface ResolveConflictRequest {
  keep: 'current' | 'other';
}

export interface ResolveConflictResponse {
  id: string;
  resolution: 'current' | 'other';
  /** The record's new version when the other value was written, else null. */
  version: number | null;
}
