// What two-factor sign-in does to sessions and what an admin can do about it, against the real API and
// database: turning it on ends the account's other sessions; an admin, with their own password, turns
// off a member's who lost phone and recovery codes, which ends that member's sessions. Run on PGlite
// and PostgreSQL by the two-factor runners.

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { base32Decode, hotp, totpStep } from '../../server/accounts/totp';
import { startTestServer, type OpenDb, type TestServer } from './harness';
import { PASSWORD, withTwoFactor } from './two-factor.suite';

export function describeTwoFactorAdmin(engine: string, open: OpenDb) {
  describe(`two-factor sessions and the admin's reset on ${engine}`, () => {
    let s: TestServer;
    beforeAll(async () => {
      s = await startTestServer(open, { seed: false, limits: { loginFailuresPerMinute: 1000 } });
    });
    afterAll(async () => {
      await s?.close();
    });

    const me = (token: string) => s.request('GET', '/api/auth/me', { token });
    const login = (username: string, extra: Record<string, string> = {}) =>
      s.request('POST', '/api/auth/login', { body: { username, password: PASSWORD, ...extra } });
    const reset = (token: string, id: string, password = PASSWORD) =>
      s.request('POST', `/api/auth/two-factor/staff/${id}/disable`, { token, body: { password } });
    const listed = async (token: string, id: string) =>
      ((await s.request('GET', '/api/staff', { token })).body as { id: string; twoFactor: boolean }[]).find((a) => a.id === id);

    it('ends the account’s other sessions when two-factor turns on, and keeps the one that turned it on', async () => {
      const member = await s.makeStaff('driver', PASSWORD);
      const phone = await s.login(member.username, PASSWORD);
      const other = await s.makeStaff('driver', PASSWORD);
      const setup = await s.request('POST', '/api/auth/two-factor/setup', { token: member.token, body: { password: PASSWORD } });
      // A setup not confirmed yet changes nothing.
      expect((await me(phone)).status).toBe(200);

      const code = hotp(base32Decode(setup.body.secret as string), totpStep(s.clock.now()));
      const enabled = await s.request('POST', '/api/auth/two-factor/enable', { token: member.token, body: { code } });
      expect(enabled.status).toBe(200);
      expect((await me(phone)).status).toBe(401);
      expect((await me(member.token)).status).toBe(200);
      expect((await me(other.token)).status).toBe(200);
    });

    it('shows in the team list who has two-factor on', async () => {
      const admin = await s.makeStaff('admin', PASSWORD);
      const member = await withTwoFactor(s);
      const plain = await s.makeStaff('driver', PASSWORD);
      expect(await listed(admin.token, member.id)).toMatchObject({ twoFactor: true });
      expect(await listed(admin.token, plain.id)).toMatchObject({ twoFactor: false });
      // A setup waiting for its first code is not on.
      await s.request('POST', '/api/auth/two-factor/setup', { token: plain.token, body: { password: PASSWORD } });
      expect(await listed(admin.token, plain.id)).toMatchObject({ twoFactor: false });
      const self = await s.request('GET', '/api/staff/me', { token: member.token });
      expect(self.body.twoFactor).toBe(true);
    });

    it('lets an admin turn off a member’s two-factor with their own password, which signs the member out', async () => {
      const admin = await s.makeStaff('admin', PASSWORD);
      const member = await withTwoFactor(s);
      const other = await withTwoFactor(s);

      const wrong = await reset(admin.token, member.id, 'not-my-password');
      expect([wrong.status, wrong.body]).toEqual([403, { error: 'Current password is incorrect' }]);
      expect((await me(member.token)).status).toBe(200);
      expect((await login(member.username)).body.code).toBe('two_factor_required');

      const off = await reset(admin.token, member.id);
      expect(off.status).toBe(200);
      expect(off.body).toMatchObject({ id: member.id, username: member.username, twoFactor: false });
      expect(off.text).not.toContain(PASSWORD);
      expect((await me(member.token)).status).toBe(401);
      const left = await s.db.query(
        'select 1 from staff_two_factor where staff_id = $1 union all select 1 from staff_recovery_codes where staff_id = $1',
        [member.id],
      );
      expect(left.rowCount).toBe(0);
      expect(await listed(admin.token, member.id)).toMatchObject({ twoFactor: false });

      // The password alone signs the member in again; they can set up a new phone.
      const again = await login(member.username);
      expect(again.status).toBe(200);
      expect((await s.request('GET', '/api/auth/two-factor', { token: again.body.token })).body).toEqual({
        enabled: false,
        recoveryCodesLeft: 0,
      });
      // Nobody else's changed.
      expect((await me(other.token)).status).toBe(200);
      expect(await listed(admin.token, other.id)).toMatchObject({ twoFactor: true });
      expect((await me(admin.token)).status).toBe(200);

      const twice = await reset(admin.token, member.id);
      expect([twice.status, twice.body]).toEqual([409, { error: 'Two-factor authentication is off' }]);
    });

    it('is for admins, never on oneself, and names an unknown member', async () => {
      const admin = await withTwoFactor(s, {}, 'admin');
      const member = await withTwoFactor(s);
      const driver = await s.makeStaff('driver', PASSWORD);
      expect((await reset(driver.token, member.id)).status).toBe(403);
      expect((await s.request('POST', `/api/auth/two-factor/staff/${member.id}/disable`, { body: { password: PASSWORD } })).status).toBe(401);

      const self = await reset(admin.token, admin.id);
      expect([self.status, self.body]).toEqual([409, { error: 'Turn off your own two-factor authentication in your settings' }]);
      expect((await s.request('GET', '/api/auth/two-factor', { token: admin.token })).body.enabled).toBe(true);

      const unknown = await reset(admin.token, '5e771265-0000-4000-8000-0000000000ff');
      expect([unknown.status, unknown.body]).toEqual([404, { error: 'Staff member not found' }]);
      expect((await reset(admin.token, 'not-an-id')).status).toBe(404);
      const extra = await s.request('POST', `/api/auth/two-factor/staff/${member.id}/disable`, {
        token: admin.token,
        body: { password: PASSWORD, code: '123456' },
      });
      expect(extra.status).toBe(400);
      expect((await me(member.token)).status).toBe(200);
    });
  });

  describe(`the admin's reset counts password guesses on ${engine}`, () => {
    const LIMIT = 5;
    let s: TestServer;
    beforeAll(async () => {
      s = await startTestServer(open, { seed: false, trustProxy: true, limits: { loginFailuresPerMinute: LIMIT } });
    });
    afterAll(async () => {
      await s?.close();
    });

    it('refuses the admin’s password past the limit, the right one too, until the minute is over', async () => {
      const headers = { 'X-Forwarded-For': '192.0.2.1' };
      const admin = await s.makeStaff('admin', PASSWORD);
      const member = await withTwoFactor(s, { 'X-Forwarded-For': '192.0.2.2' });
      s.clock.advance(60_000);
      const reset = (password: string, ip: string) =>
        s.request('POST', `/api/auth/two-factor/staff/${member.id}/disable`, {
          token: admin.token,
          body: { password },
          headers: { 'X-Forwarded-For': ip },
        });
      const statuses: number[] = [];
      for (let i = 0; i < LIMIT + 1; i++) statuses.push((await reset(`guess-${i}`, `192.0.2.${10 + i}`)).status);
      expect(statuses).toEqual([...Array<number>(LIMIT).fill(403), 429]);
      expect((await reset(PASSWORD, '192.0.2.99')).status).toBe(429);
      s.clock.advance(60_000);
      expect((await reset(PASSWORD, headers['X-Forwarded-For'])).status).toBe(200);
    });
  });
}
