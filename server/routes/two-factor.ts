// A staff member's own two-factor sign-in: its state, the setup of an authenticator app, turning it off,
// and new recovery codes; and an admin turning off a member's who lost their phone and recovery codes.
// Every password and code checked here is counted like a sign-in attempt.

import type { Context, Hono } from 'hono';
import { TWO_FACTOR_INVALID } from '../../src/domain/protocol';
import { twoFactorCodeSchema, twoFactorDisableSchema, twoFactorSetupSchema } from '../http/api-schemas';
import type { AppEnv, Deps, StaffCaller } from '../http/context';
import { ApiError, bodyCap, isUuid, notFoundError, parseBody, readJson } from '../http/http';
import { clientAddress } from '../accounts/rate-limit';
import { requireStaff } from '../accounts/sessions';
import { countAttempt } from '../accounts/sign-in';
import { otpauthUri } from '../accounts/totp';
import {
  RECOVERY_CODE_COUNT,
  checkSecondFactor,
  disableTwoFactor,
  enableTwoFactor,
  isTwoFactorOn,
  issuerName,
  regenerateRecoveryCodes,
  resetTwoFactor,
  startSetup,
  twoFactorStatus,
} from '../accounts/two-factor';
import { findAccount } from './staff';

const wrongPassword = () => new ApiError(403, 'Current password is incorrect');
// 403, not 401: the session is fine, and a 401 would send the device back to the sign-in screen.
// `code` tells it from a wrong password, as at sign-in.
const wrongCode = (c: Context<AppEnv>) => c.json({ error: 'Invalid code', code: TWO_FACTOR_INVALID }, 403);

export function registerTwoFactorRoutes(app: Hono<AppEnv>, deps: Deps): void {
  const { db } = deps;
  const json = (c: Context<AppEnv>) => readJson(c, bodyCap('form', deps.limits.jsonBodyBytes));
  const address = (c: Context<AppEnv>) => `login-ip:${clientAddress(c, deps.trustProxy)}`;
  // The keys of a code guess: the account's (whichever address or endpoint it comes through) and the address's.
  const codeKeys = (c: Context<AppEnv>, caller: StaffCaller) => [`two-factor:${caller.id}`, address(c)];

  async function checkPassword(caller: StaffCaller, password: string): Promise<boolean> {
    const { rows } = await db.query<{ password_hash: string }>('select password_hash from staff where id = $1', [caller.id]);
    const stored = rows[0]?.password_hash;
    return stored !== undefined && (await deps.passwords.verify(password, stored));
  }

  app.get('/api/auth/two-factor', async (c) => {
    const caller = requireStaff(c);
    return c.json(await twoFactorStatus(db, caller.id));
  });

  app.post('/api/auth/two-factor/setup', async (c) => {
    const caller = requireStaff(c);
    const body = parseBody(twoFactorSetupSchema, await json(c));
    // A stolen session must not become a way to guess the password behind it (as for a password change).
    const attempt = await countAttempt(deps, [`password:${caller.id}`, address(c)]);
    if (!(await checkPassword(caller, body.password))) throw wrongPassword();
    await attempt.succeeded();
    const secret = await startSetup(db, caller.id);
    return c.json({ secret, uri: otpauthUri({ issuer: await issuerName(db), account: caller.username, secret }) });
  });

  app.post('/api/auth/two-factor/enable', async (c) => {
    const caller = requireStaff(c);
    const body = parseBody(twoFactorCodeSchema, await json(c));
    const attempt = await countAttempt(deps, codeKeys(c, caller));
    const recoveryCodes = await enableTwoFactor(db, caller.id, body.code, deps.now(), caller.tokenHash);
    if (!recoveryCodes) return wrongCode(c);
    await attempt.succeeded();
    return c.json({ enabled: true, recoveryCodesLeft: RECOVERY_CODE_COUNT, recoveryCodes });
  });

  app.post('/api/auth/two-factor/disable', async (c) => {
    const caller = requireStaff(c);
    const body = parseBody(twoFactorDisableSchema, await json(c));
    const attempt = await countAttempt(deps, [`password:${caller.id}`, ...codeKeys(c, caller)]);
    if (!(await checkPassword(caller, body.password))) throw wrongPassword();
    if (!(await isTwoFactorOn(db, caller.id))) throw new ApiError(409, 'Two-factor authentication is off');
    if (!(await checkSecondFactor(db, caller.id, body.code, deps.now()))) return wrongCode(c);
    await attempt.succeeded();
    await disableTwoFactor(db, caller.id);
    return c.json({ enabled: false, recoveryCodesLeft: 0 });
  });

  // One's own goes through /disable, with a code: an admin's password alone must not turn it off.
  app.post('/api/auth/two-factor/staff/:id/disable', async (c) => {
    const caller = requireStaff(c, 'admin');
    const id = c.req.param('id') ?? '';
    if (!isUuid(id)) throw notFoundError('Staff member not found');
    const memberId = id.toLowerCase();
    if (memberId === caller.id) throw new ApiError(409, 'Turn off your own two-factor authentication in your settings');
    const body = parseBody(twoFactorSetupSchema, await json(c));
    const attempt = await countAttempt(deps, [`password:${caller.id}`, address(c)]);
    if (!(await checkPassword(caller, body.password))) throw wrongPassword();
    await attempt.succeeded();
    await resetTwoFactor(db, memberId);
    const account = await findAccount(db, memberId);
    if (!account) throw notFoundError('Staff member not found');
    return c.json(account);
  });

  app.post('/api/auth/two-factor/recovery-codes/regenerate', async (c) => {
    const caller = requireStaff(c);
    const body = parseBody(twoFactorCodeSchema, await json(c));
    const attempt = await countAttempt(deps, codeKeys(c, caller));
    if (!(await checkSecondFactor(db, caller.id, body.code, deps.now()))) return wrongCode(c);
    await attempt.succeeded();
    const recoveryCodes = await regenerateRecoveryCodes(db, caller.id, deps.now());
    return c.json({ enabled: true, recoveryCodesLeft: recoveryCodes.length, recoveryCodes });
  });
}
