// @vitest-environment node
// The team screen's calls against the real server in-process: list, create, reset, disable, enable,
// and the server's own words when it refuses.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  HttpError,
  NetworkError,
  createStaffAccount,
  listStaffAccounts,
  updateStaffAccount,
} from '../../src/sync/staff-api';
import type { Endpoint } from '../../src/sync/transport';
import { openPglite, startTestServer, type TestServer } from '../server/harness';

let server: TestServer;
let endpoint: Endpoint;
let admin: string;

beforeAll(async () => {
  server = await startTestServer(openPglite);
  endpoint = { baseUrl: 'http://localhost', fetch: (input, init) => Promise.resolve(server.app.request(input, init)) };
  admin = await server.adminToken();
}, 60_000);

afterAll(async () => {
  await server?.close();
});

describe('team calls', () => {
  it('creates a driver who can sign in, lists them, resets their password and disables them', async () => {
    const created = await createStaffAccount(endpoint, admin, {
      username: 'nadia.k',
      name: 'Nadia K.',
      role: 'driver',
      password: 'first-pass-1',
    });
    expect(created).toMatchObject({ username: 'nadia.k', name: 'Nadia K.', role: 'driver', disabled: false });

    const list = await listStaffAccounts(endpoint, admin);
    // With the sample drivers of the seed (who cannot sign in until given a password).
    expect(list.map((a) => a.username).sort()).toEqual(['admin', 'julien', 'karim', 'nadia', 'nadia.k', 'samir']);

    const driverToken = await server.login('nadia.k', 'first-pass-1');
    await updateStaffAccount(endpoint, admin, created.id, { password: 'second-pass-2' });
    // A new password ends the member's sessions.
    expect((await server.request('GET', '/api/staff/me', { token: driverToken })).status).toBe(401);
    const again = await server.login('nadia.k', 'second-pass-2');

    const disabled = await updateStaffAccount(endpoint, admin, created.id, { disabled: true });
    expect(disabled.disabled).toBe(true);
    expect((await server.request('GET', '/api/staff/me', { token: again })).status).toBe(401);
    const refused = await server.request('POST', '/api/auth/login', { body: { username: 'nadia.k', password: 'second-pass-2' } });
    expect(refused.status).toBe(401);

    const enabled = await updateStaffAccount(endpoint, admin, created.id, { disabled: false });
    expect(enabled.disabled).toBe(false);
    expect(await server.login('nadia.k', 'second-pass-2')).toMatch(/\S/);
  });

  it('reports a taken username with the server’s status and words', async () => {
    const error = await createStaffAccount(endpoint, admin, { username: 'admin', name: 'Again', role: 'admin', password: 'long-enough' }).catch(
      (e: unknown) => e,
    );
    expect(error).toBeInstanceOf(HttpError);
    expect((error as HttpError).status).toBe(409);
    expect((error as HttpError).body?.error).toBe('This username is already taken');
  });

  it('reports a too short password as the server details it', async () => {
    const error = (await createStaffAccount(endpoint, admin, { username: 'short.pw', name: 'S', role: 'driver', password: 'short' }).catch(
      (e: unknown) => e,
    )) as HttpError;
    expect(error.status).toBe(400);
    expect(error.body?.details).toEqual([{ path: 'password', message: 'Password must be at least 8 characters' }]);
  });

  it('refuses a driver’s token', async () => {
    const driver = await server.makeStaff('driver');
    const error = (await listStaffAccounts(endpoint, driver.token).catch((e: unknown) => e)) as HttpError;
    expect(error.status).toBe(403);
  });

  it('refuses to disable the last administrator', async () => {
    const [me] = await listStaffAccounts(endpoint, admin);
    const error = (await updateStaffAccount(endpoint, admin, me!.id, { disabled: true }).catch((e: unknown) => e)) as HttpError;
    expect(error.status).toBe(409);
  });

  it('tells an unreachable server apart', async () => {
    const down: Endpoint = { baseUrl: '', fetch: () => Promise.reject(new TypeError('Failed to fetch')) };
    await expect(listStaffAccounts(down, admin)).rejects.toBeInstanceOf(NetworkError);
  });
});
