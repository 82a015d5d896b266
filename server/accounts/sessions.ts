// Bearer sessions: 32 random bytes in base64url, stored only as their SHA-256.

import { createHash, randomBytes } from 'node:crypto';
import type { MiddlewareHandler } from 'hono';
import type { Queryable } from '../storage/queryable';
import type { AppEnv, Caller, CustomerCaller, Deps, StaffCaller } from '../http/context';
import { forbidden, signInRequired, ApiError } from '../http/http';
import type { StaffRole } from '../../src/domain/types';

const DAY_MS = 24 * 3600 * 1000;
const TOKEN_RE = /^[A-Za-z0-9_-]{43}$/;
/** A staff session's expiry moves forward at most this often (one write per minute of use). */
const SLIDE_EVERY_MS = 60_000;

export const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

export async function createSession(
  db: Queryable,
  kind: 'staff' | 'customer',
  subjectId: string,
  now: Date,
  days: number,
): Promise<{ token: string; expiresAt: string }> {
  const token = randomBytes(32).toString('base64url');
  const expiresAt = new Date(now.getTime() + days * DAY_MS);
  await db.query(
    `insert into sessions (token_hash, subject_kind, subject_id, created_at, expires_at, last_seen_at)
     values ($1, $2, $3, $4, $5, $4)`,
    [hashToken(token), kind, subjectId, now, expiresAt],
  );
  return { token, expiresAt: expiresAt.toISOString() };
}

interface SessionRow {
  subject_kind: 'staff' | 'customer';
  subject_id: string;
  last_seen_at: Date;
  username: string | null;
  name: string | null;
  role: StaffRole | null;
  disabled: boolean | null;
  email: string | null;
  first_name: string | null;
  last_name: string | null;
}

async function resolve(deps: Deps, token: string): Promise<Caller | null> {
  if (!TOKEN_RE.test(token)) return null;
  const now = deps.now();
  const tokenHash = hashToken(token);
  const { rows } = await deps.db.query<SessionRow>(
    `select s.subject_kind, s.subject_id, s.last_seen_at,
            st.username, coalesce(p.name, st.name) as name, st.role, st.disabled, cu.email, cu.first_name, cu.last_name
     from sessions s
     left join staff st on s.subject_kind = 'staff' and st.id = s.subject_id
     left join profiles p on p.id = st.id and not p.deleted
     left join customers cu on s.subject_kind = 'customer' and cu.id = s.subject_id
     where s.token_hash = $1 and s.expires_at > $2`,
    [tokenHash, now],
  );
  const row = rows[0];
  if (!row) return null;
  if (row.subject_kind === 'staff') {
    if (row.username === null || row.role === null || row.disabled !== false) return null;
    if (now.getTime() - row.last_seen_at.getTime() >= SLIDE_EVERY_MS) {
      await deps.db.query('update sessions set last_seen_at = $2, expires_at = $3 where token_hash = $1', [
        tokenHash,
        now,
        new Date(now.getTime() + deps.sessionDays * DAY_MS),
      ]);
    }
    return { kind: 'staff', id: row.subject_id, username: row.username, name: row.name ?? '', role: row.role, tokenHash };
  }
  if (row.email === null) return null;
  return {
    kind: 'customer',
    id: row.subject_id,
    email: row.email,
    firstName: row.first_name ?? '',
    lastName: row.last_name ?? '',
    tokenHash,
  };
}

/** Sets `caller` (anonymous without a header) and `badToken` (a header naming no live session). */
export function identify(deps: Deps): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const header = c.req.header('Authorization');
    let caller: Caller = { kind: 'anonymous' };
    let badToken = false;
    if (header !== undefined) {
      const match = /^Bearer\s+(\S+)\s*$/i.exec(header);
      const found = match?.[1] ? await resolve(deps, match[1]) : null;
      if (found) caller = found;
      else badToken = true;
    }
    c.set('caller', caller);
    c.set('badToken', badToken);
    await next();
  };
}

const expired = () =>
  new ApiError(401, 'Your session has expired or is no longer valid: sign in again', {
    headers: { 'WWW-Authenticate': 'Bearer error="invalid_token"' },
  });

interface CallerContext {
  get(key: 'caller'): Caller;
  get(key: 'badToken'): boolean;
}

/** The caller of an endpoint open to everyone, refusing a stale token so that the device asks to sign in again. */
export function optionalCaller(c: CallerContext): Caller {
  if (c.get('badToken')) throw expired();
  return c.get('caller');
}

export function requireStaff(c: CallerContext, ...roles: StaffRole[]): StaffCaller {
  const caller = optionalCaller(c);
  if (caller.kind === 'anonymous') throw signInRequired();
  if (caller.kind !== 'staff') throw forbidden('This needs a staff account');
  if (roles.length > 0 && !roles.includes(caller.role)) throw forbidden('This needs an administrator account');
  return caller;
}

export function requireCustomer(c: CallerContext): CustomerCaller {
  const caller = optionalCaller(c);
  if (caller.kind === 'anonymous') throw signInRequired();
  if (caller.kind !== 'customer') throw forbidden('This needs a customer account');
  return caller;
}
