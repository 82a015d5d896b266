// The team screen's 'Turn off two-factor' against a scripted server: offered only for another member
// with two-factor on, it asks the admin's own password (a wrong one is said next to the field), and
// once the server has turned it off the member's card no longer shows it.
import { Notifications } from '@mantine/notifications';
import { act, configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Route, Routes } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { appStore, backendModeAtom, sessionAtom } from '../../src/app/state';
import { DbProvider } from '../../src/db/db-context';
import type { StaffAccount } from '../../src/domain/protocol';
import { SAMPLE_DRIVERS } from '../../src/domain/sample-dispatch';
import { TeamPage } from '../../src/features/admin-team/team-page';
import { renderAt } from '../app/render';
import { freshDb } from '../db/helpers';
import { exactly } from '../exactly';

configure({ asyncUtilTimeout: 5000 });

const ADMIN_PASSWORD = 'Prestige2026!';
const ADMIN_ID = '5e771265-0000-4000-8000-0000000000a1';
// The seed's drivers: their profiles are on the device, so Team shows them with their accounts.
const KARIM_ID = SAMPLE_DRIVERS.karim.id;
const NADIA_ID = SAMPLE_DRIVERS.nadia.id;

const account = (id: string, username: string, name: string, twoFactor: boolean): StaffAccount => ({
  id,
  username,
  name,
  role: id === ADMIN_ID ? 'admin' : 'driver',
  phone: '',
  image: '',
  verified: true,
  disabled: false,
  twoFactor,
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-01-01T00:00:00.000Z',
});

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

function scriptedServer() {
  const accounts = [
    account(ADMIN_ID, 'admin', 'Claire Martin', true),
    account(KARIM_ID, 'karim', 'Karim Haddad', true),
    account(NADIA_ID, 'nadia', 'Nadia Benali', false),
  ];
  const posts: { url: string; body: unknown }[] = [];
  const fetch = async (url: string, init?: RequestInit): Promise<Response> => {
    if (url === '/api/staff' && (init?.method ?? 'GET') === 'GET') return json(200, accounts);
    const match = /^\/api\/auth\/two-factor\/staff\/([^/]+)\/disable$/.exec(url);
    if (match && init?.method === 'POST') {
      const body = JSON.parse(String(init.body)) as { password: string };
      posts.push({ url, body });
      if (body.password !== ADMIN_PASSWORD) return json(403, { error: 'Current password is incorrect' });
      const index = accounts.findIndex((a) => a.id === match[1]);
      accounts[index] = { ...accounts[index]!, twoFactor: false };
      return json(200, accounts[index]);
    }
    return json(404, { error: 'Not found' });
  };
  return { posts, fetch };
}

function signInAsAdmin() {
  appStore.set(backendModeAtom, 'server');
  appStore.set(sessionAtom, {
    status: 'signed-in',
    session: {
      kind: 'staff',
      token: 'tok',
      user: { id: ADMIN_ID, username: 'admin', name: 'Claire Martin', role: 'admin' },
      expiresAt: new Date(Date.now() + 3600_000).toISOString(),
    },
  });
}

async function showTeam() {
  const db = freshDb();
  // Opened (and seeded) before the screen reads it, so no seeding is cut short when the test ends.
  await db.open();
  await renderAt(
    '/en/admin/team',
    <DbProvider db={db}>
      <Notifications />
      <Routes>
        <Route path="/:lang/admin/team" element={<TeamPage />} />
      </Routes>
    </DbProvider>,
    'en',
    ['admin-team'],
  );
}

const card = (name: string) => screen.getByRole('listitem', { name });

afterEach(() => {
  appStore.set(sessionAtom, { status: 'signed-out' });
  appStore.set(backendModeAtom, 'unknown');
  vi.unstubAllGlobals();
});

describe('turning off a member’s two-factor sign-in on the team screen', () => {
  it('is offered for another member who has it on, never for oneself or a member without it', async () => {
    const server = scriptedServer();
    vi.stubGlobal('fetch', server.fetch);
    signInAsAdmin();
    await showTeam();

    await screen.findByRole('button', { name: 'Turn off two-factor of Karim Haddad' });
    await screen.findByRole('button', { name: 'Edit details of Karim Haddad' });
    expect(within(card('Karim Haddad')).getByText('Two-factor')).toBeVisible();
    expect(within(card('Karim Haddad')).getAllByRole('button').map((b) => b.getAttribute('aria-label'))).toEqual([
      'Edit details of Karim Haddad',
      'Reset password of Karim Haddad',
      'Disable Karim Haddad',
      'Turn off two-factor of Karim Haddad',
    ]);
    expect(within(card('Nadia Benali')).queryByText('Two-factor')).not.toBeInTheDocument();
    expect(within(card('Nadia Benali')).queryByRole('button', { name: /two-factor/ })).not.toBeInTheDocument();
    // The admin's own shows, but is turned off in their settings, with a code (and their profile has
    // not reached this device: nothing to edit either).
    expect(within(card('Claire Martin')).getByText('Two-factor')).toBeVisible();
    expect(within(card('Claire Martin')).queryByRole('button')).not.toBeInTheDocument();
  });

  it('asks the admin’s password, says a wrong one next to the field, and then shows it off', async () => {
    const server = scriptedServer();
    vi.stubGlobal('fetch', server.fetch);
    signInAsAdmin();
    await showTeam();

    fireEvent.click(await screen.findByRole('button', { name: 'Turn off two-factor of Karim Haddad' }));
    const dialog = await screen.findByRole('dialog', { name: 'Turn off two-factor for Karim Haddad?' });
    const password = within(dialog).getByLabelText('Your password');
    expect(password).toHaveAttribute('autocomplete', 'current-password');

    await act(async () => fireEvent.click(within(dialog).getByRole('button', { name: 'Turn off two-factor' })));
    expect(await within(dialog).findByText('Enter your password')).toBeVisible();
    expect(server.posts).toEqual([]);

    fireEvent.change(password, { target: { value: 'Wrong-2026' } });
    await act(async () => fireEvent.click(within(dialog).getByRole('button', { name: 'Turn off two-factor' })));
    expect(await within(dialog).findByText('The password is not right.')).toBeVisible();
    // Next to the field: its error, which the field names as its description.
    const errorId = password.getAttribute('aria-describedby')?.split(/\s+/).find((id) => id.endsWith('-error'));
    expect(document.getElementById(errorId ?? '')).toHaveTextContent(exactly('The password is not right.'));
    expect(within(card('Karim Haddad')).getByText('Two-factor')).toBeVisible();

    fireEvent.change(password, { target: { value: ADMIN_PASSWORD } });
    await act(async () => fireEvent.click(within(dialog).getByRole('button', { name: 'Turn off two-factor' })));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    const toast = await screen.findByText('Karim Haddad is signed out everywhere and signs in with their password alone.');
    expect(toast).toBeVisible();
    expect(within(card('Karim Haddad')).queryByText('Two-factor')).not.toBeInTheDocument();
    expect(within(card('Karim Haddad')).queryByRole('button', { name: /two-factor/ })).not.toBeInTheDocument();
    expect(server.posts).toEqual([
      { url: `/api/auth/two-factor/staff/${KARIM_ID}/disable`, body: { password: 'Wrong-2026' } },
      { url: `/api/auth/two-factor/staff/${KARIM_ID}/disable`, body: { password: ADMIN_PASSWORD } },
    ]);
  });
});
