// Two-factor sign-in of staff against the real API and database: the setup with a code computed here
// from the secret the server gives, the second step at sign-in, codes taken once, recovery codes,
// turning it off, and the limits on code guesses. Run on PGlite and PostgreSQL by the two runners.

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { base32Decode, hotp, totpStep } from '../../server/accounts/totp';
import { startTestServer, type OpenDb, type Reply, type TestServer } from './harness';

export const PASSWORD = 'a-good-password';

const statuses = (replies: Reply[]) => {
  const out: Record<number, number> = {};
  for (const reply of replies) out[reply.status] = (out[reply.status] ?? 0) + 1;
  return out;
};

/** A staff member with two-factor on; `code(offset)` is the app's code at the server's clock. */
export async function withTwoFactor(s: TestServer, headers: Record<string, string> = {}, role: 'admin' | 'driver' = 'driver') {
  const member = await s.makeStaff(role, PASSWORD);
  const setup = await s.request('POST', '/api/auth/two-factor/setup', { token: member.token, body: { password: PASSWORD }, headers });
  if (setup.status !== 200) throw new Error(`Setup failed: ${setup.status} ${setup.text}`);
  const secret = base32Decode(setup.body.secret as string);
  const code = (offset = 0) => hotp(secret, totpStep(s.clock.now()) + offset);
  const enable = await s.request('POST', '/api/auth/two-factor/enable', { token: member.token, body: { code: code() }, headers });
  if (enable.status !== 200) throw new Error(`Enable failed: ${enable.status} ${enable.text}`);
  return { ...member, code, recoveryCodes: enable.body.recoveryCodes as string[] };
}

/** Six digits that none of the codes the server would take now (the step before, now, after) is. */
export function wrongDigits(code: (offset?: number) => string, seed = 0): string {
  const taken = new Set([code(-1), code(0), code(1)]);
  for (let n = seed; ; n++) {
    const guess = String(n % 1_000_000).padStart(6, '0');
    if (!taken.has(guess)) return guess;
  }
}

export function describeTwoFactor(engine: string, open: OpenDb) {
  describe(`two-factor sign-in on ${engine}`, () => {
    let s: TestServer;
    beforeAll(async () => {
      s = await startTestServer(open, { seed: false, limits: { loginFailuresPerMinute: 1000 } });
    });
    afterAll(async () => {
      await s?.close();
    });

    const login = (username: string, extra: Record<string, string> = {}) =>
      s.request('POST', '/api/auth/login', { body: { username, password: PASSWORD, ...extra } });
    /** The next 30 seconds: a code not yet used. */
    const nextStep = () => s.clock.advance(30_000);

    it('sets up an authenticator app with the password, then a first code, and gives 10 recovery codes once', async () => {
      const member = await s.makeStaff('driver', PASSWORD);
      const token = member.token;
      expect((await s.request('GET', '/api/auth/two-factor', { token })).body).toEqual({ enabled: false, recoveryCodesLeft: 0 });

      const wrong = await s.request('POST', '/api/auth/two-factor/setup', { token, body: { password: 'not-it' } });
      expect([wrong.status, wrong.body]).toEqual([403, { error: 'Current password is incorrect' }]);
      const setup = await s.request('POST', '/api/auth/two-factor/setup', { token, body: { password: PASSWORD } });
      expect(setup.status).toBe(200);
      expect(setup.text).not.toContain(PASSWORD);
      const secret: string = setup.body.secret;
      expect(secret).toMatch(/^[A-Z2-7]{32}$/);
      expect(setup.body.uri).toBe(
        `otpauth://totp/VTC:${member.username}?secret=${secret}&issuer=VTC&algorithm=SHA1&digits=6&period=30`,
      );
      // Until a first code is accepted, nothing changes at sign-in.
      expect((await login(member.username)).status).toBe(200);

      const codeAt = (offset = 0) => hotp(base32Decode(secret), totpStep(s.clock.now()) + offset);
      const code = codeAt();
      const refused = await s.request('POST', '/api/auth/two-factor/enable', { token, body: { code: wrongDigits(codeAt) } });
      expect([refused.status, refused.body]).toEqual([403, { error: 'Invalid code', code: 'two_factor_invalid' }]);
      const enabled = await s.request('POST', '/api/auth/two-factor/enable', { token, body: { code } });
      expect(enabled.status).toBe(200);
      const codes: string[] = enabled.body.recoveryCodes;
      expect(codes).toHaveLength(10);
      expect(new Set(codes).size).toBe(10);
      for (const recovery of codes) expect(recovery).toMatch(/^[0-9a-hjkmnp-tv-z]{4}-[0-9a-hjkmnp-tv-z]{4}-[0-9a-hjkmnp-tv-z]{4}$/);
      expect((await s.request('GET', '/api/auth/two-factor', { token })).body).toEqual({ enabled: true, recoveryCodesLeft: 10 });

      // Stored hashed, never as given.
      const stored = await s.db.query<{ code_hash: string }>('select code_hash from staff_recovery_codes where staff_id = $1', [member.id]);
      expect(stored.rows).toHaveLength(10);
      for (const row of stored.rows) expect(row.code_hash).toMatch(/^[0-9a-f]{64}$/);
      const again = await s.request('POST', '/api/auth/two-factor/setup', { token, body: { password: PASSWORD } });
      expect([again.status, again.body]).toEqual([409, { error: 'Two-factor authentication is already on' }]);
    });

    it('names the site of the settings as issuer', async () => {
      await s.db.query(
        `insert into settings (id, site_name, created_at, updated_at, version) values ($1, 'Prestige Paris', now(), now(), 1)
         on conflict (id) do update set site_name = excluded.site_name`,
        ['5e771265-0000-4000-8000-000000000001'],
      );
      const member = await s.makeStaff('admin', PASSWORD);
      const setup = await s.request('POST', '/api/auth/two-factor/setup', { token: member.token, body: { password: PASSWORD } });
      expect(setup.body.uri).toContain(`otpauth://totp/Prestige%20Paris:${member.username}?`);
      expect(setup.body.uri).toContain('&issuer=Prestige%20Paris&');
      await s.db.query('delete from settings');
    });

    it('asks for the code after the right password, refuses a wrong one, and takes each code once', async () => {
      const member = await withTwoFactor(s);
      const wrongPassword = await s.request('POST', '/api/auth/login', { body: { username: member.username, password: 'nope' } });
      expect([wrongPassword.status, wrongPassword.body]).toEqual([401, { error: 'Invalid username or password' }]);

      const asked = await login(member.username);
      expect([asked.status, asked.body]).toEqual([
        401,
        { error: 'Enter the 6-digit code from your authenticator app', code: 'two_factor_required' },
      ]);
      expect(asked.text).not.toContain(PASSWORD);

      // The code that turned two-factor on is spent.
      const reused = await login(member.username, { code: member.code() });
      expect([reused.status, reused.body]).toEqual([401, { error: 'Invalid code', code: 'two_factor_invalid' }]);
      expect((await login(member.username, { code: member.code(5) })).status).toBe(401);

      nextStep();
      const code = member.code();
      const signedIn = await login(member.username, { code: ` ${code.slice(0, 3)} ${code.slice(3)} ` });
      expect(signedIn.status).toBe(200);
      expect(signedIn.body.user).toMatchObject({ id: member.id, username: member.username });
      expect((await s.request('GET', '/api/auth/me', { token: signedIn.body.token })).status).toBe(200);
      expect((await login(member.username, { code })).status).toBe(401);

      // A phone a step behind or ahead still signs in.
      nextStep();
      nextStep();
      expect((await login(member.username, { code: member.code(-1) })).status).toBe(200);
      nextStep();
      nextStep();
      expect((await login(member.username, { code: member.code(1) })).status).toBe(200);
    });

    it('takes a recovery code once, in any case and spacing', async () => {
      const member = await withTwoFactor(s);
      const [first, second] = member.recoveryCodes;
      expect((await login(member.username, { code: first!.toUpperCase().replace(/-/g, ' ') })).status).toBe(200);
      const reused = await login(member.username, { code: first! });
      expect([reused.status, reused.body.code]).toEqual([401, 'two_factor_invalid']);
      expect((await login(member.username, { code: 'zzzz-zzzz-zzzz' })).status).toBe(401);
      const status = await s.request('GET', '/api/auth/two-factor', { token: member.token });
      expect(status.body).toEqual({ enabled: true, recoveryCodesLeft: 9 });
      expect((await login(member.username, { code: second! })).status).toBe(200);
    });

    it('gives new recovery codes for a code, and the old ones stop working', async () => {
      const member = await withTwoFactor(s);
      const wrong = await s.request('POST', '/api/auth/two-factor/recovery-codes/regenerate', {
        token: member.token,
        body: { code: wrongDigits(member.code) },
      });
      expect([wrong.status, wrong.body]).toEqual([403, { error: 'Invalid code', code: 'two_factor_invalid' }]);
      nextStep();
      const fresh = await s.request('POST', '/api/auth/two-factor/recovery-codes/regenerate', {
        token: member.token,
        body: { code: member.code() },
      });
      expect(fresh.status).toBe(200);
      const codes: string[] = fresh.body.recoveryCodes;
      expect(codes).toHaveLength(10);
      expect(codes.some((code) => member.recoveryCodes.includes(code))).toBe(false);
      expect((await login(member.username, { code: member.recoveryCodes[0]! })).status).toBe(401);
      expect((await login(member.username, { code: codes[0]! })).status).toBe(200);
    });

    it('turns off with the password and a code; sign-in then needs the password only', async () => {
      const member = await withTwoFactor(s);
      nextStep();
      const body = (password: string, code: string) => ({ token: member.token, body: { password, code } });
      const badPassword = await s.request('POST', '/api/auth/two-factor/disable', body('nope', member.code()));
      expect([badPassword.status, badPassword.body]).toEqual([403, { error: 'Current password is incorrect' }]);
      const badCode = await s.request('POST', '/api/auth/two-factor/disable', body(PASSWORD, '123'));
      expect([badCode.status, badCode.body]).toEqual([403, { error: 'Invalid code', code: 'two_factor_invalid' }]);
      expect((await login(member.username)).status).toBe(401);

      const off = await s.request('POST', '/api/auth/two-factor/disable', body(PASSWORD, member.recoveryCodes[3]!));
      expect([off.status, off.body]).toEqual([200, { enabled: false, recoveryCodesLeft: 0 }]);
      expect((await s.request('GET', '/api/auth/two-factor', { token: member.token })).body).toEqual({ enabled: false, recoveryCodesLeft: 0 });
      expect((await login(member.username)).status).toBe(200);
      const left = await s.db.query('select 1 from staff_two_factor where staff_id = $1 union all select 1 from staff_recovery_codes where staff_id = $1', [member.id]);
      expect(left.rowCount).toBe(0);
    });

    it('is for signed-in staff only', async () => {
      expect((await s.request('GET', '/api/auth/two-factor')).status).toBe(401);
      const customer = await s.makeCustomer();
      expect((await s.request('POST', '/api/auth/two-factor/setup', { token: customer.token, body: { password: PASSWORD } })).status).toBe(403);
    });
  });

  describe(`two-factor code guesses on ${engine}`, () => {
    const LIMIT = 5;
    let s: TestServer;
    beforeAll(async () => {
      s = await startTestServer(open, { seed: false, trustProxy: true, limits: { loginFailuresPerMinute: LIMIT } });
    });
    afterAll(async () => {
      await s?.close();
    });
    const from = (ip: string) => ({ 'X-Forwarded-For': ip });

    it('refuses a burst of code guesses past the limit, the right code too, until the minute is over', async () => {
      const member = await withTwoFactor(s, from('198.51.100.1'));
      s.clock.advance(60_000);
      const burst = await Promise.all(
        Array.from({ length: 20 }, (_, i) =>
          s.request('POST', '/api/auth/login', {
            body: { username: member.username, password: PASSWORD, code: wrongDigits(member.code, 100_000 + i) },
            headers: from(`198.51.100.${10 + i}`),
          }),
        ),
      );
      expect(statuses(burst)).toEqual({ 401: LIMIT, 429: 20 - LIMIT });
      expect(burst.find((r) => r.status === 429)?.body).toEqual({ error: 'Too many sign-in attempts. Please wait a minute and try again.' });
      const right = await s.request('POST', '/api/auth/login', {
        body: { username: member.username, password: PASSWORD, code: member.code() },
        headers: from('198.51.100.99'),
      });
      expect(right.status).toBe(429);
      s.clock.advance(60_000);
      expect(
        (
          await s.request('POST', '/api/auth/login', {
            body: { username: member.username, password: PASSWORD, code: member.code() },
            headers: from('198.51.100.99'),
          })
        ).status,
      ).toBe(200);
    });

    it('counts guesses from the settings and from sign-in against the same account', async () => {
      const member = await withTwoFactor(s, from('203.0.113.1'));
      s.clock.advance(60_000);
      const guesses: Reply[] = [];
      for (let i = 0; i < LIMIT + 2; i++) {
        guesses.push(
          await s.request('POST', '/api/auth/two-factor/recovery-codes/regenerate', {
            token: member.token,
            body: { code: 'aaaa-aaaa-aaaa' },
            headers: from(`203.0.113.${10 + i}`),
          }),
        );
      }
      expect(guesses.map((r) => r.status)).toEqual([...Array<number>(LIMIT).fill(403), 429, 429]);
      // A new address and the right password: the account's code checks are closed for this minute.
      const signIn = await s.request('POST', '/api/auth/login', {
        body: { username: member.username, password: PASSWORD, code: member.code() },
        headers: from('203.0.113.200'),
      });
      expect(signIn.status).toBe(429);
    });
  });
}
