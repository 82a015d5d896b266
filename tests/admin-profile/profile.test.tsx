// The profile screen on a device database, against a scripted server: the avatar's initials, the
// verified badge that follows the account, and a password change after which this device opens the
// account offline with the new password and no longer with the old one.
import { act, configure, fireEvent, screen, waitFor } from '@testing-library/react';
import { Route, Routes } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { appStore, sessionAtom } from '../../src/app/state';
import { DbProvider } from '../../src/db/db-context';
import { getStaff, saveStaff } from '../../src/db/staff-repo';
import { ProfilePage } from '../../src/features/admin-profile/profile-page';
import { signInStaff } from '../../src/sync/auth-staff';
import { checkVerifier } from '../../src/sync/auth-verifier';
import type { StaffSession } from '../../src/sync/session-store';
import { renderAt } from '../app/render';
import { freshDb } from '../db/helpers';

// The page makes the new verifier with the app's PBKDF2 rounds: give it time.
configure({ asyncUtilTimeout: 15_000 });

const USER = { id: '0b9f9b2e-6d1f-4a8c-9a55-0d7c3a0e0042', username: 'karim', name: 'karim ben haddad', role: 'driver' } as const;
const FAST = { iterations: 1000 };

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

/** The server's side of sign-in and password change for one account; `down` is a lost network. */
function scriptedServer(password: string) {
  const state = { down: false, password };
  const fetch = async (url: string, init?: RequestInit): Promise<Response> => {
    if (state.down) throw new TypeError('Failed to fetch');
    const body = init?.body ? (JSON.parse(String(init.body)) as Record<string, string>) : {};
    if (url === '/api/health') return json(200, { ok: true });
    if (url === '/api/auth/login') {
      if (body.username !== USER.username || body.password !== state.password) return json(401, { error: 'Invalid username or password' });
      return json(200, { token: 'tok-1', user: USER, expiresAt: new Date(Date.now() + 86_400_000).toISOString() });
    }
    if (url === '/api/auth/password') {
      if (body.currentPassword !== state.password) return json(403, { error: 'Current password is incorrect' });
      state.password = body.newPassword!;
      return json(200, { ok: true });
    }
    return json(404, { error: 'Not found' });
  };
  return { state, fetch };
}

afterEach(() => {
  appStore.set(sessionAtom, { status: 'signed-out' });
  vi.unstubAllGlobals();
});

async function signedInProfile(password: string) {
  const db = freshDb();
  const server = scriptedServer(password);
  vi.stubGlobal('fetch', server.fetch);
  const result = await signInStaff(db, USER.username, password, { fetch: server.fetch, ...FAST });
  expect(result).toMatchObject({ ok: true, via: 'server' });
  const session = (result as { session: StaffSession }).session;
  appStore.set(sessionAtom, { status: 'signed-in', session });
  await renderAt(
    '/en/admin/profile',
    <DbProvider db={db}>
      <Routes>
        <Route path="/:lang/admin/profile" element={<ProfilePage />} />
      </Routes>
    </DbProvider>,
    'en',
    ['admin-profile'],
  );
  return { db, server };
}

describe('profile screen', () => {
  it('shows the initials of the first two words and a badge that follows the account’s verified mark', async () => {
    const { db } = await signedInProfile('Secret-2026');
    expect(await screen.findByRole('heading', { level: 2, name: USER.name })).toHaveTextContent(USER.name);
    expect(screen.getByText('KB')).toBeVisible();
    expect(await screen.findByText('Not verified')).toBeVisible();

    const staff = await getStaff(db, USER.id);
    await act(() => saveStaff(db, { ...staff!, verified: true }));
    expect(await screen.findByText('Verified')).toBeVisible();
    expect(screen.queryByText('Not verified')).not.toBeInTheDocument();
  });

  it('a changed password opens the account offline on this device, and the old one no longer does', async () => {
    const { db, server } = await signedInProfile('Secret-2026');
    const current = await screen.findByLabelText('Current password');
    const next = screen.getByLabelText('New password');
    const confirm = screen.getByLabelText('Confirm new password');
    const submit = screen.getByRole('button', { name: 'Change password' });

    fireEvent.change(current, { target: { value: 'Wrong-2026' } });
    fireEvent.change(next, { target: { value: 'Another-2027' } });
    fireEvent.change(confirm, { target: { value: 'Another-2028' } });
    fireEvent.click(submit);
    expect(await screen.findByText("Passwords don't match")).toBeVisible();

    fireEvent.change(confirm, { target: { value: 'Another-2027' } });
    fireEvent.click(submit);
    expect(await screen.findByText('The current password is incorrect')).toBeVisible();
    expect(server.state.password).toBe('Secret-2026');

    fireEvent.change(current, { target: { value: 'Secret-2026' } });
    fireEvent.click(submit);
    await waitFor(() => expect(server.state.password).toBe('Another-2027'));
    // The form empties once the device keeps the new verifier.
    await waitFor(() => expect(current).toHaveValue(''));
    const verifier = (await getStaff(db, USER.id))?.verifier;
    expect(verifier).toBeDefined();
    expect(await checkVerifier('Another-2027', verifier!)).toBe(true);

    server.state.down = true;
    const offline = { fetch: server.fetch, ...FAST };
    expect(await signInStaff(db, USER.username, 'Secret-2026', offline)).toEqual({ ok: false, reason: 'invalid' });
    expect(await signInStaff(db, USER.username, 'Another-2027', offline)).toMatchObject({ ok: true, via: 'offline' });
  });
});
