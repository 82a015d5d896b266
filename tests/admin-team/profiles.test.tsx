// Team with the members' synced profiles: the warning on a driver whose VTC card expires within 30
// days, the details and VTC fields saved to the profile with their outbox entry, the members still
// listed and editable offline, and a member with no password yet offered to get one.
import { Notifications } from '@mantine/notifications';
import { act, configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Route, Routes } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { appStore, backendModeAtom, sessionAtom } from '../../src/app/state';
import { DbProvider } from '../../src/db/db-context';
import { addDays, parisToday } from '../../src/domain/paris-time';
import type { StaffAccount } from '../../src/domain/protocol';
import { SAMPLE_DRIVERS } from '../../src/domain/sample-dispatch';
import { TeamPage } from '../../src/features/admin-team/team-page';
import { renderAt } from '../app/render';
import { freshDb } from '../db/helpers';

configure({ asyncUtilTimeout: 10_000 });

const ADMIN_ID = '5e771265-0000-4000-8000-0000000000a1';
const { karim, julien } = SAMPLE_DRIVERS;

const account = (id: string, username: string, name: string, more: Partial<StaffAccount> = {}): StaffAccount => ({
  id,
  username,
  name,
  role: id === ADMIN_ID ? 'admin' : 'driver',
  phone: '',
  image: '',
  verified: true,
  disabled: false,
  twoFactor: false,
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-01-01T00:00:00.000Z',
  ...more,
});

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

/** The server's accounts: the admin, Karim, and Julien, a sample driver with no password yet. */
function scriptedServer() {
  const accounts = [
    account(ADMIN_ID, 'admin', 'Claire Martin'),
    account(karim.id, karim.username, karim.name),
    account(julien.id, julien.username, julien.name, { hasPassword: false }),
  ];
  const patches: { id: string; body: unknown }[] = [];
  const fetch = async (url: string, init?: RequestInit): Promise<Response> => {
    if (url === '/api/staff' && (init?.method ?? 'GET') === 'GET') return json(200, accounts);
    const match = /^\/api\/staff\/([^/]+)$/.exec(url);
    if (match && init?.method === 'PATCH') {
      const body = JSON.parse(String(init.body)) as { password?: string };
      patches.push({ id: match[1]!, body });
      const index = accounts.findIndex((a) => a.id === match[1]);
      accounts[index] = { ...accounts[index]!, ...(body.password ? { hasPassword: true } : {}) };
      return json(200, accounts[index]);
    }
    return json(404, { error: 'Not found' });
  };
  return { patches, fetch };
}

async function showTeam() {
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
  const db = freshDb();
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
  return db;
}

const card = (name: string) => screen.getByRole('listitem', { name });

afterEach(() => {
  appStore.set(sessionAtom, { status: 'signed-out' });
  appStore.set(backendModeAtom, 'unknown');
  vi.unstubAllGlobals();
});

describe('members’ profiles in Team', () => {
  it('warns of a VTC card that expires within 30 days, and saves the VTC fields to the profile', async () => {
    vi.stubGlobal('fetch', scriptedServer().fetch);
    const db = await showTeam();
    // The seed's card of Karim expires in 20 days.
    expect(await within(await screen.findByRole('listitem', { name: karim.name })).findByText(/^VTC card expires on/)).toBeVisible();
    expect(within(card(julien.name)).queryByText(/^VTC card/)).not.toBeInTheDocument();

    fireEvent.click(screen.getByRole('button', { name: `Edit details of ${karim.name}` }));
    const dialog = await screen.findByRole('dialog', { name: `Details of ${karim.name}` });
    const renewed = addDays(parisToday(), 5 * 365);
    fireEvent.change(within(dialog).getByLabelText('VTC card number'), { target: { value: ' VTC-075-26-09999 ' } });
    fireEvent.change(within(dialog).getByLabelText('VTC card expiry'), { target: { value: renewed } });
    fireEvent.change(within(dialog).getByLabelText(/^Phone/), { target: { value: 'not a phone' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save changes' }));
    expect(await within(dialog).findByText('Please enter a valid phone number')).toBeVisible();

    fireEvent.change(within(dialog).getByLabelText(/^Phone/), { target: { value: '+33 6 00 00 00 01' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText('Profile updated successfully')).toBeVisible();
    expect(await db.profiles.get(karim.id)).toMatchObject({ vtcCardNumber: 'VTC-075-26-09999', vtcCardExpiry: renewed, phone: '+33 6 00 00 00 01' });
    expect((await db.outbox.toArray()).map(({ table, recordId, op, fields }) => ({ table, recordId, op, fields }))).toEqual([
      { table: 'profiles', recordId: karim.id, op: 'patch', fields: { phone: '+33 6 00 00 00 01', vtcCardNumber: 'VTC-075-26-09999', vtcCardExpiry: renewed } },
    ]);
    await waitFor(() => expect(within(card(karim.name)).queryByText(/^VTC card expires on/)).not.toBeInTheDocument());
  });

  it('offline, lists the members from their profiles and edits them; the accounts wait for a connection', async () => {
    vi.stubGlobal('fetch', scriptedServer().fetch);
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    try {
      const db = await showTeam();
      expect(await screen.findByText('Accounts cannot be shown now')).toBeVisible();
      expect(within(card(julien.name)).queryByRole('button', { name: /password/ })).not.toBeInTheDocument();
      fireEvent.click(within(card(julien.name)).getByRole('button', { name: `Edit details of ${julien.name}` }));
      const dialog = await screen.findByRole('dialog', { name: `Details of ${julien.name}` });
      fireEvent.change(within(dialog).getByLabelText(/^Full name/), { target: { value: 'Julien Lefèvre-Roy' } });
      fireEvent.click(within(dialog).getByRole('button', { name: 'Save changes' }));
      expect(await screen.findByRole('listitem', { name: 'Julien Lefèvre-Roy' })).toBeVisible();
      expect(await db.outbox.count()).toBe(1);
    } finally {
      vi.restoreAllMocks();
    }
  });

  it('offers a member with no password yet to get one, so that they can sign in', async () => {
    const server = scriptedServer();
    vi.stubGlobal('fetch', server.fetch);
    await showTeam();
    const set = await screen.findByRole('button', { name: `Set a password for ${julien.name}` });
    expect(within(card(julien.name)).getByText('No password yet')).toBeVisible();
    expect(within(card(julien.name)).getByText('Set a password so they can sign in.')).toBeVisible();
    expect(within(card(karim.name)).queryByText('No password yet')).not.toBeInTheDocument();

    fireEvent.click(set);
    const dialog = await screen.findByRole('dialog', { name: 'Set a password' });
    expect(dialog).toHaveTextContent('has no password yet and cannot sign in');
    fireEvent.change(within(dialog).getByLabelText('Password'), { target: { value: 'Welcome-2026' } });
    await act(async () => fireEvent.click(within(dialog).getByRole('button', { name: 'Set password' })));
    expect(await screen.findByText(`${julien.name} can now sign in as ${julien.username}.`)).toBeVisible();
    expect(server.patches).toEqual([{ id: julien.id, body: { password: 'Welcome-2026' } }]);
    await waitFor(() => expect(within(card(julien.name)).queryByText('No password yet')).not.toBeInTheDocument());
  });
});
