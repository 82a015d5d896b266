// Staff sign-in: login (with the second step of accounts that have two-factor on), logout, the
// signed-in user and the password change.

import type { Hono } from 'hono';
import { loginRequestSchema, TWO_FACTOR_INVALID, TWO_FACTOR_REQUIRED, type LoginResponse } from '../../src/domain/protocol';
import type { StaffRole } from '../../src/domain/types';
import { passwordChangeSchema } from '../http/api-schemas';
import type { AppEnv, Deps } from '../http/context';
import { ApiError, bodyCap, parseBody, readJson, signInRequired } from '../http/http';
import { clientAddress } from '../accounts/rate-limit';
import { createSession, hashToken, requireStaff } from '../accounts/sessions';
import { countAttempt, dummyHasher, upgradeHash } from '../accounts/sign-in';
import { checkSecondFactor, isTwoFactorOn } from '../accounts/two-factor';
import { isUsableHash } from '../accounts/passwords';
import { STAFF_WITH_PROFILE } from '../accounts/profiles';
import { noteStaffDevice } from '../mail/office';

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
  const dummyHash = dummyHasher(deps.passwords);

  app.post('/api/auth/login', async (c) => {
    // Counted before the body is read: a flood of malformed sign-ins is limited like wrong passwords.
    const fromAddress = await countAttempt(deps, [`login-ip:${clientAddress(c, deps.trustProxy)}`]);
    const body = parseBody(loginRequestSchema, await readJson(c, bodyCap('form', deps.limits.jsonBodyBytes)));
    const forUser = await countAttempt(deps, [`login-user:${body.username.toLowerCase()}`]);
    const attempt = { succeeded: () => Promise.all([fromAddress.succeeded(), forUser.succeeded()]) };
    const { rows } = await db.query<StaffLoginRow>(
      `select s.id, s.username, coalesce(p.name, s.name) as name, s.role, s.disabled, s.password_hash
       from ${STAFF_WITH_PROFILE} where lower(s.username) = lower($1)`,
      [body.username],
    );
    const row = rows[0];
    // An account without a password yet (a sample driver) is checked against the stand-in hash, as an
    // unknown name is: the same answer, in the same time.
    const usable = row !== undefined && isUsableHash(row.password_hash);
    const matches = await deps.passwords.verify(body.password, row && usable ? row.password_hash : await dummyHash());
    if (!row || !usable || !matches || row.disabled) throw new ApiError(401, 'Invalid username or password');
    // Asked only once the password is right: whether an account has two-factor on is nobody else's business.
    if (await isTwoFactorOn(db, row.id)) {
      // The attempt stays counted until the code is right too.
      if (!body.code) return c.json({ error: 'Enter the 6-digit code from your authenticator app', code: TWO_FACTOR_REQUIRED }, 401);
      // Code guesses also count per account, with those made from its settings.
      const codeAttempt = await countAttempt(deps, [`two-factor:${row.id}`]);
      if (!(await checkSecondFactor(db, row.id, body.code, deps.now()))) {
        return c.json({ error: 'Invalid code', code: TWO_FACTOR_INVALID }, 401);
      }
      await codeAttempt.succeeded();
    }
    await attempt.succeeded();
    await upgradeHash(deps, 'staff', row.id, body.password, row.password_hash);
    const session = await createSession(db, 'staff', row.id, deps.now(), deps.sessionDays);
    // A device this account never used: the office is told (settings 'login notifications', server/mail/office.ts).
    await noteStaffDevice(db, deps.mail, row, c.req.header('User-Agent'), clientAddress(c, deps.trustProxy), deps.now());
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
    const body = parseBody(passwordChangeSchema, await readJson(c, bodyCap('form', deps.limits.jsonBodyBytes)));
    // A stolen session must not become a way to guess the password behind it.
    const attempt = await countAttempt(deps, [`password:${caller.id}`, `login-ip:${clientAddress(c, deps.trustProxy)}`]);
    const { rows } = await db.query<{ password_hash: string }>('select password_hash from staff where id = $1', [caller.id]);
    const current = rows[0]?.password_hash;
    if (!current || !(await deps.passwords.verify(body.currentPassword, current))) {
      throw new ApiError(403, 'Current password is incorrect');
    }
    await attempt.succeeded();
    const hash = await deps.passwords.hash(body.newPassword);
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
}
