// Staff and customer sign-in against a scripted server, offline against the device's verifier, and
// standalone against the local admin account whose password the person chose on first use.
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { createElement } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { appStore, sessionAtom } from '../../src/app/state';
import { DbProvider } from '../../src/db/db-context';
import { getStaff, getStaffByUsername } from '../../src/db/staff-repo';
import { AdminLoginPage } from '../../src/features/admin-login/login-page';
import type { LoginResponse } from '../../src/domain/protocol';
import { signInCustomer, signUpCustomer } from '../../src/sync/auth-customer';
import { LOCAL_ADMIN_ID, loadSignInMode, setUpLocalAdmin, signInStaff, signOutStaff } from '../../src/sync/auth-staff';
import { changeOwnPassword } from '../../src/sync/auth-staff-account';
import { checkVerifier, makeVerifier } from '../../src/sync/auth-verifier';
import { readSession, type StaffSession } from '../../src/sync/session-store';
import { freshDb } from '../db/helpers';
import { renderAt } from './render';

// Fewer PBKDF2 rounds keep the tests quick; the app uses OFFLINE_VERIFIER_ITERATIONS.
const FAST = { iterations: 1000 };

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

const ADMIN = { id: '0b9f9b2e-6d1f-4a8c-9a55-0d7c3a0e0001', username: 'admin', name: 'Amina Ben Salah', role: 'admin' } as const;

/** A server that knows one admin with one password; `down` makes every call fail like a lost network. */
function scriptedServer(password = 'Secret-2026') {
  const state = { down: false, password, calls: [] as string[] };
  const fetch = async (url: string, init?: RequestInit): Promise<Response> => {
    state.calls.push(`${init?.method ?? 'GET'} ${url}`);
    if (state.down) throw new TypeError('Failed to fetch');
    const body = init?.body ? (JSON.parse(String(init.body)) as Record<string, string>) : {};
    if (url === '/api/health') return json(200, { ok: true });
    if (url === '/api/auth/login') {
      if (body.username === 'flood') return json(429, { error: 'Too many sign-in attempts. Please wait a minute and try again.' });
      if (body.username !== ADMIN.username || body.password !== state.password)
        return json(401, { error: 'Invalid username or password' });
      const answer: LoginResponse = { token: `tok-${state.calls.length}`, user: ADMIN, expiresAt: new Date(Date.now() + 86_400_000).toISOString() };
      return json(200, answer);
    }
    if (url === '/api/auth/logout') return json(200, { ok: true });
    if (url === '/api/auth/password') {
      if (body.currentPassword !== state.password) return json(403, { error: 'Current password is incorrect' });
      state.password = body.newPassword!;
      return json(200, { ok: true });
    }
    if (url === '/api/customers/signup') {
      if (body.email === 'taken@example.com') return json(409, { error: 'An account with this email already exists' });
      return json(201, {
        token: 'ctok',
        customer: { id: 'c1', email: body.email, firstName: body.firstName, lastName: body.lastName },
        expiresAt: new Date(Date.now() + 86_400_000).toISOString(),
      });
    }
    return json(404, { error: 'Not found' });
  };
  return { state, fetch };
}

/** What `npm run dev` without the API answers: the app's HTML for every path. */
const noServer = async () => new Response('<!doctype html><html></html>', { status: 200, headers: { 'Content-Type': 'text/html' } });

describe('the offline verifier', () => {
  it('accepts the password it was made from and nothing else, with a salt of its own each time', async () => {
    const a = await makeVerifier('Prestige2026!', 1000);
    const b = await makeVerifier('Prestige2026!', 1000);
    expect(a.salt).not.toBe(b.salt);
    expect(a.hash).not.toBe(b.hash);
    expect(JSON.stringify(a)).not.toContain('Prestige2026!');
    expect(await checkVerifier('Prestige2026!', a)).toBe(true);
    expect(await checkVerifier('prestige2026!', a)).toBe(false);
    expect(await checkVerifier('Prestige2026!', { ...a, hash: 'AAAA' })).toBe(false);
  });

  it('uses 600,000 PBKDF2-SHA256 iterations by default', async () => {
    const verifier = await makeVerifier('x');
    expect(verifier.iterations).toBe(600_000);
  });
});

describe('staff sign-in', () => {
  it('signs in against the server, keeps the session and a verifier of the accepted password', async () => {
    const db = freshDb();
    const server = scriptedServer();
    const result = await signInStaff(db, '  admin ', 'Secret-2026', { fetch: server.fetch, ...FAST });
    expect(result).toMatchObject({ ok: true, via: 'server' });
    const session = await readSession(db);
    expect(session).toMatchObject({ kind: 'staff', token: expect.stringMatching(/^tok-/), user: ADMIN });
    const staff = await getStaff(db, ADMIN.id);
    expect(staff?.verifier).toBeDefined();
    expect(await checkVerifier('Secret-2026', staff!.verifier!)).toBe(true);
  });

  it('refuses a wrong password, and passes on the server message of a 429', async () => {
    const db = freshDb();
    const server = scriptedServer();
    expect(await signInStaff(db, 'admin', 'nope', { fetch: server.fetch, ...FAST })).toEqual({ ok: false, reason: 'invalid' });
    expect(await signInStaff(db, 'flood', 'x', { fetch: server.fetch, ...FAST })).toEqual({
      ok: false,
      reason: 'refused',
      status: 429,
      message: 'Too many sign-in attempts. Please wait a minute and try again.',
    });
    expect(await readSession(db)).toBeNull();
  });

  it('offline, signs in with the last password the server accepted, keeping the old token', async () => {
    const db = freshDb();
    const server = scriptedServer();
    const online = await signInStaff(db, 'admin', 'Secret-2026', { fetch: server.fetch, ...FAST });
    const token = online.ok ? online.session.token : '';
    server.state.down = true;

    expect(await signInStaff(db, 'admin', 'wrong', { fetch: server.fetch, ...FAST })).toEqual({ ok: false, reason: 'invalid' });
    expect(await signInStaff(db, 'driver7', 'Secret-2026', { fetch: server.fetch, ...FAST })).toEqual({
      ok: false,
      reason: 'offline-unknown',
    });
    const offline = await signInStaff(db, 'admin', 'Secret-2026', { fetch: server.fetch, ...FAST });
    expect(offline).toMatchObject({ ok: true, via: 'offline', session: { token, offline: true, user: ADMIN } });
  });

  it('signs out on the server and on the device, and the outbox stays', async () => {
    const db = freshDb();
    const server = scriptedServer();
    const result = await signInStaff(db, 'admin', 'Secret-2026', { fetch: server.fetch, ...FAST });
    await db.outbox.add({
      mutationId: crypto.randomUUID(),
      table: 'cars',
      recordId: crypto.randomUUID(),
      op: 'patch',
      fields: { available: false },
      hlc: '2026-01-01T00:00:00.000Z-0000-0000000000000001',
      baseRev: 1,
      createdAt: new Date().toISOString(),
    } as never);
    await signOutStaff(db, (result as { session: StaffSession }).session, { fetch: server.fetch });
    expect(server.state.calls).toContain('POST /api/auth/logout');
    expect(await readSession(db)).toBeNull();
    expect(await db.outbox.count()).toBe(1);
    // Signed out, then offline: the verifier still opens the account.
    server.state.down = true;
    expect(await signInStaff(db, 'admin', 'Secret-2026', { fetch: server.fetch, ...FAST })).toMatchObject({ ok: true, via: 'offline' });
  });

  it('changing the password moves the verifier to the new one', async () => {
    const db = freshDb();
    const server = scriptedServer();
    const result = await signInStaff(db, 'admin', 'Secret-2026', { fetch: server.fetch, ...FAST });
    const session = (result as { session: StaffSession }).session;
    expect(await changeOwnPassword(db, session, 'bad', 'Another-2027', { fetch: server.fetch, ...FAST })).toEqual({
      ok: false,
      reason: 'wrong-current',
    });
    expect(await changeOwnPassword(db, session, 'Secret-2026', 'Another-2027', { fetch: server.fetch, ...FAST })).toEqual({ ok: true });
    const staff = await getStaff(db, ADMIN.id);
    expect(await checkVerifier('Another-2027', staff!.verifier!)).toBe(true);
    expect(await checkVerifier('Secret-2026', staff!.verifier!)).toBe(false);
  });
});

describe('standalone mode (no server)', () => {
  it('has no default password: the person chooses the local admin password on first use', async () => {
    const db = freshDb();
    expect(await loadSignInMode(db, { fetch: noServer })).toBe('standalone-setup');
    // Before the setup no password at all opens the device, the former default included.
    expect(await signInStaff(db, 'admin', 'Prestige2026!', { fetch: noServer, ...FAST })).toEqual({ ok: false, reason: 'invalid' });
    const setUp = await setUpLocalAdmin(db, ' boss ', 'My-own-2026', { fetch: noServer, ...FAST });
    expect(setUp).toMatchObject({ ok: true, via: 'standalone', session: { token: '', standalone: true, user: { username: 'boss', role: 'admin' } } });
    expect((await getStaffByUsername(db, 'boss'))?.id).toBe(LOCAL_ADMIN_ID);
    expect(JSON.stringify(await getStaff(db, LOCAL_ADMIN_ID))).not.toContain('My-own-2026');
    expect(await loadSignInMode(db, { fetch: noServer })).toBe('standalone');
    // Once made, the account is not made again (another tab, or a second try).
    expect(await setUpLocalAdmin(db, 'intruder', 'Other-2026', { fetch: noServer, ...FAST })).toEqual({ ok: false, reason: 'setup-closed' });

    expect(await signInStaff(db, 'boss', 'wrong', { fetch: noServer, ...FAST })).toEqual({ ok: false, reason: 'invalid' });
    const result = await signInStaff(db, 'boss', 'My-own-2026', { fetch: noServer, ...FAST });
    expect(result).toMatchObject({ ok: true, via: 'standalone' });
    const session = (result as { session: StaffSession }).session;
    expect(await changeOwnPassword(db, session, 'My-own-2026', 'Changed-2027', FAST)).toEqual({ ok: true });
    expect(await signInStaff(db, 'boss', 'My-own-2026', { fetch: noServer, ...FAST })).toEqual({ ok: false, reason: 'invalid' });
    expect(await signInStaff(db, 'boss', 'Changed-2027', { fetch: noServer, ...FAST })).toMatchObject({ ok: true });
  });

  it("takes a dev proxy's 502 with no API behind it for no server, and a lost network for offline", async () => {
    const proxy = async () => new Response('', { status: 502, headers: { 'Content-Type': 'text/plain' } });
    const lost = async (): Promise<Response> => {
      throw new TypeError('Failed to fetch');
    };
    expect(await loadSignInMode(freshDb(), { fetch: proxy })).toBe('standalone-setup');
    expect(await loadSignInMode(freshDb(), { fetch: lost })).toBe('offline');
    expect(await signInStaff(freshDb(), 'admin', 'Any-password-1', { fetch: lost, ...FAST })).toEqual({
      ok: false,
      reason: 'offline-unknown',
    });
  });

  it('never offers the local setup once the device has met a server', async () => {
    const db = freshDb();
    const server = scriptedServer();
    expect(await loadSignInMode(db, { fetch: server.fetch })).toBe('server');
    await signInStaff(db, 'admin', 'Secret-2026', { fetch: server.fetch, ...FAST });
    // The server now answers with something else (a proxy page): no local account can be made.
    expect(await loadSignInMode(db, { fetch: noServer })).toBe('offline');
    expect(await setUpLocalAdmin(db, 'admin', 'Takeover-2026', { fetch: noServer, ...FAST })).toEqual({ ok: false, reason: 'setup-closed' });
    expect(await signInStaff(db, 'admin', 'Takeover-2026', { fetch: noServer, ...FAST })).toEqual({ ok: false, reason: 'invalid' });
  });
});

describe('the sign-in screen without a server', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    appStore.set(sessionAtom, { status: 'loading' });
  });

  it('asks for this device’s admin name and password on first use, checks them, and signs in', async () => {
    vi.stubGlobal('fetch', noServer);
    appStore.set(sessionAtom, { status: 'signed-out' });
    const db = freshDb();
    await renderAt('/en/admin/login', createElement(DbProvider, { db, children: createElement(AdminLoginPage) }), 'en', ['admin-login']);
    expect(await screen.findByText('Set up this device')).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Sign in' })).not.toBeInTheDocument();
    expect(screen.queryByText(/first administrator password is printed/)).not.toBeInTheDocument();

    const create = screen.getByRole('button', { name: 'Create the account and sign in' });
    fireEvent.input(screen.getByLabelText('Username'), { target: { value: 'boss' } });
    fireEvent.input(screen.getByLabelText('New password'), { target: { value: 'short' } });
    fireEvent.input(screen.getByLabelText('Confirm the password'), { target: { value: 'other' } });
    await act(async () => fireEvent.click(create));
    expect(await screen.findByText('The password must be at least 8 characters')).toBeVisible();

    fireEvent.input(screen.getByLabelText('New password'), { target: { value: 'My-own-2026' } });
    await act(async () => fireEvent.click(create));
    expect(await screen.findByText('The two passwords are not the same')).toBeVisible();
    expect(await getStaff(db, LOCAL_ADMIN_ID)).toBeUndefined();

    fireEvent.input(screen.getByLabelText('Confirm the password'), { target: { value: 'My-own-2026' } });
    await act(async () => fireEvent.click(create));
    await waitFor(() => expect(appStore.get(sessionAtom)).toMatchObject({ status: 'signed-in', session: { standalone: true, user: { username: 'boss' } } }), {
      timeout: 10_000,
    });
    expect(await loadSignInMode(db, { fetch: noServer })).toBe('standalone');
  });

  it('with a server, says where a new installation prints its first password, and shows none', async () => {
    const server = scriptedServer();
    vi.stubGlobal('fetch', server.fetch);
    appStore.set(sessionAtom, { status: 'signed-out' });
    await renderAt('/en/admin/login', createElement(DbProvider, { db: freshDb(), children: createElement(AdminLoginPage) }), 'en', ['admin-login']);
    expect(await screen.findByText('On a new installation, the first administrator password is printed in the server log.')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Sign in' })).toHaveTextContent('Sign in');
    expect(screen.queryByText('Set up this device')).not.toBeInTheDocument();
    expect(document.body).not.toHaveTextContent(server.state.password);
  });
});

describe('customer accounts', () => {
  it('signs up, says when the email is taken, and needs a connection', async () => {
    const db = freshDb();
    const server = scriptedServer();
    const input = { firstName: 'Léa', lastName: 'Martin', email: 'lea@example.com', password: 'Paris-2026' };
    expect(await signUpCustomer(db, { ...input, email: 'taken@example.com' }, { fetch: server.fetch })).toEqual({ ok: false, reason: 'exists' });
    const ok = await signUpCustomer(db, input, { fetch: server.fetch });
    expect(ok).toMatchObject({ ok: true, session: { kind: 'customer', token: 'ctok', user: { name: 'Léa Martin', email: 'lea@example.com' } } });
    server.state.down = true;
    expect(await signInCustomer(db, 'lea@example.com', 'Paris-2026', { fetch: server.fetch })).toEqual({ ok: false, reason: 'offline' });
  });
});
