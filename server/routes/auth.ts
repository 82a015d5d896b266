// Staff sign-in: login, logout, the signed-in user, password change, and the default-credentials hint.

import { randomBytes } from 'node:crypto';
import type { Hono } from 'hono';
import { DEFAULT_ADMIN, loginRequestSchema, type HintResponse, type LoginResponse } from '../../src/domain/protocol';
import type { StaffRole } from '../../src/domain/types';
import { passwordChangeSchema } from '../http/api-schemas';
import type { AppEnv, Deps } from '../http/context';
import { ApiError, parseBody, readJson, signInRequired } from '../http/http';
import { hashPassword, verifyPassword } from '../accounts/passwords';
import { clientAddress, hit, peek, tooMany } from '../accounts/rate-limit';
import { createSession, hashToken, requireStaff } from '../accounts/sessions';

const LOGIN_LIMITED = 'Too many sign-in attempts. Please wait a minute and try again.';

/**
 * A hash to check unknown users' passwords against, with the app's cost, so that an unknown name
 * takes as long as a wrong password (no user enumeration by timing).
 */
export function dummyHasher(cost: number): () => Promise<string> {
  let hash: Promise<string> | undefined;
  return () => (hash ??= hashPassword(randomBytes(18).toString('base64url'), cost));
}

/** Refuses with 429 while any key has reached the limit of failures in this minute. */
export async function checkLoginLimit(deps: Deps, keys: string[]): Promise<void> {
  const now = deps.now();
  if ((await peek(deps.db, keys, now)) >= deps.limits.loginFailuresPerMinute) throw tooMany(LOGIN_LIMITED, now);
}

/** Ends the session of the bearer token sent, whatever its state: logging out always succeeds. */
export async function logout(deps: Deps, authorization: string | undefined): Promise<void> {
  const token = /^Bearer\s+(\S+)\s*$/i.exec(authorization ?? '')?.[1];
  if (!token) throw signInRequired();
  await deps.db.query('delete from sessions where token_hash = $1', [hashToken(token)]);
}

interface StaffLoginRow {
  id: string;
  username: string;
  name: string;
  role: StaffRole;
  disabled: boolean;
  password_hash: string;
}

export function registerAuthRoutes(app: Hono<AppEnv>, deps: Deps): void {
  const { db } = deps;
  const dummyHash = dummyHasher(deps.passwordCost);
  let hintCache: { hash: string; inForce: boolean } | undefined;

  app.post('/api/auth/login', async (c) => {
    const body = parseBody(loginRequestSchema, await readJson(c, deps.limits.jsonBodyBytes));
    const keys = [`login-ip:${clientAddress(c, deps.trustProxy)}`, `login-user:${body.username.toLowerCase()}`];
    await checkLoginLimit(deps, keys);
    const { rows } = await db.query<StaffLoginRow>(
      'select id, username, name, role, disabled, password_hash from staff where lower(username) = lower($1)',
      [body.username],
    );
    const row = rows[0];
    const matches = await verifyPassword(body.password, row?.password_hash ?? (await dummyHash()));
    if (!row || !matches || row.disabled) {
      await hit(db, keys, deps.now());
      throw new ApiError(401, 'Invalid username or password');
    }
    const session = await createSession(db, 'staff', row.id, deps.now(), deps.sessionDays);
    const answer: LoginResponse = {
      token: session.token,
      user: { id: row.id, username: row.username, name: row.name, role: row.role },
      expiresAt: session.expiresAt,
    };
    return c.json(answer);
  });

  app.post('/api/auth/logout', async (c) => {
    await logout(deps, c.req.header('Authorization'));
    return c.json({ ok: true });
  });

  app.get('/api/auth/me', (c) => {
    const caller = requireStaff(c);
    return c.json({ user: { id: caller.id, username: caller.username, name: caller.name, role: caller.role } });
  });

  app.post('/api/auth/password', async (c) => {
    const caller = requireStaff(c);
    const body = parseBody(passwordChangeSchema, await readJson(c, deps.limits.jsonBodyBytes));
    const keys = [`password:${caller.id}`];
    await checkLoginLimit(deps, keys);
    const { rows } = await db.query<{ password_hash: string }>('select password_hash from staff where id = $1', [caller.id]);
    const current = rows[0]?.password_hash;
    if (!current || !(await verifyPassword(body.currentPassword, current))) {
      await hit(db, keys, deps.now());
      throw new ApiError(403, 'Current password is incorrect');
    }
    const hash = await hashPassword(body.newPassword, deps.passwordCost);
    const now = deps.now();
    await db.transaction(async (tx) => {
      await tx.query('update staff set password_hash = $2, password_changed_at = $3, updated_at = $3 where id = $1', [
        caller.id,
        hash,
        now,
      ]);
      // Other devices signed in with the old password must sign in again.
      await tx.query("delete from sessions where subject_kind = 'staff' and subject_id = $1 and token_hash <> $2", [
        caller.id,
        caller.tokenHash,
      ]);
    });
    return c.json({ ok: true });
  });

  // The login screen shows the default credentials while they still open the default account.
  app.get('/api/auth/hint', async (c) => {
    const { rows } = await db.query<{ password_hash: string; disabled: boolean }>(
      'select password_hash, disabled from staff where lower(username) = lower($1)',
      [DEFAULT_ADMIN.username],
    );
    const row = rows[0];
    let inForce = false;
    if (row && !row.disabled) {
      if (hintCache?.hash !== row.password_hash) {
        hintCache = { hash: row.password_hash, inForce: await verifyPassword(DEFAULT_ADMIN.password, row.password_hash) };
      }
      inForce = hintCache.inForce;
    }
    const answer: HintResponse = inForce ? { username: DEFAULT_ADMIN.username, password: DEFAULT_ADMIN.password } : {};
    return c.json(answer);
  });
}
