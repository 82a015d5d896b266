// The profile's two-factor section against a scripted server, for a driver as for an admin: turning it
// on step by step (password, the key as a QR code and as text, a first code, the recovery codes
// confirmed saved), the section once it is on, the note that says why it cannot be changed without the
// server, and the scroll to the section when the address names it.
import { Notifications } from '@mantine/notifications';
import { act, configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Route, Routes } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { appStore, backendModeAtom, sessionAtom } from '../../src/app/state';
import type { AppDb } from '../../src/db/db';
import { DbProvider } from '../../src/db/db-context';
import type { StaffRole } from '../../src/domain/types';
import { ProfilePage } from '../../src/features/admin-profile/profile-page';
import { renderAt } from '../app/render';
import { freshDb } from '../db/helpers';
import { exactly } from '../exactly';

configure({ asyncUtilTimeout: 5000 });

const PASSWORD = 'Secret-2026';
const SECRET = 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP';
const URI = `otpauth://totp/VTC:karim?secret=${SECRET}&issuer=VTC&algorithm=SHA1&digits=6&period=30`;
const CODE = '318522';
const RECOVERY = Array.from({ length: 10 }, (_, i) => `ab${i}c-defg-hjk${i}`);

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

function scriptedServer() {
  const state = { enabled: false, calls: [] as string[] };
  const fetch = async (url: string, init?: RequestInit): Promise<Response> => {
    const body = init?.body ? (JSON.parse(String(init.body)) as Record<string, string>) : {};
    state.calls.push(`${init?.method ?? 'GET'} ${url}`);
    if (url === '/api/auth/two-factor') return json(200, { enabled: state.enabled, recoveryCodesLeft: state.enabled ? 10 : 0 });
    if (url === '/api/auth/two-factor/setup') {
      if (body.password !== PASSWORD) return json(403, { error: 'Current password is incorrect' });
      return json(200, { secret: SECRET, uri: URI });
    }
    if (url === '/api/auth/two-factor/enable') {
      if (body.code !== CODE) return json(403, { error: 'Invalid code', code: 'two_factor_invalid' });
      state.enabled = true;
      return json(200, { enabled: true, recoveryCodesLeft: 10, recoveryCodes: RECOVERY });
    }
    return json(404, { error: 'Not found' });
  };
  return { state, fetch };
}

function signIn(role: StaffRole = 'driver') {
  appStore.set(sessionAtom, {
    status: 'signed-in',
    session: {
      kind: 'staff',
      token: 'tok',
      user: { id: crypto.randomUUID(), username: 'karim', name: 'Karim Haddad', role },
      expiresAt: new Date(Date.now() + 3600_000).toISOString(),
    },
  });
}

async function showProfile(db: AppDb, hash = '') {
  // Opened (and seeded) before the screen reads it, so no seeding is cut short when the test ends.
  await db.open();
  await renderAt(
    `/en/admin/profile${hash}`,
    <DbProvider db={db}>
      <Notifications />
      <Routes>
        <Route path="/:lang/admin/profile" element={<ProfilePage />} />
      </Routes>
    </DbProvider>,
    'en',
    ['admin-profile'],
  );
}

afterEach(() => {
  appStore.set(sessionAtom, { status: 'signed-out' });
  appStore.set(backendModeAtom, 'unknown');
  vi.unstubAllGlobals();
});

const findSection = () => screen.findByRole('region', { name: 'Two-factor authentication' });

describe('two-factor sign-in in the profile', () => {
  it('a driver turns it on step by step and then sees it on, with the recovery codes left', async () => {
    const db = freshDb();
    const server = scriptedServer();
    vi.stubGlobal('fetch', server.fetch);
    appStore.set(backendModeAtom, 'server');
    signIn();
    await showProfile(db);

    const section = await findSection();
    expect(section.id).toBe('two-factor');
    const enable = await within(section).findByRole('button', { name: 'Enable' });
    await waitFor(() => expect(enable).toBeEnabled());
    expect(screen.queryByText(/Coming soon/)).not.toBeInTheDocument();
    fireEvent.click(enable);

    const dialog = await screen.findByRole('dialog', { name: 'Turn on two-factor authentication' });
    // The dialog fades in: visible once its opening transition has run.
    await waitFor(() => expect(within(dialog).getByText('Step 1 of 4')).toBeVisible());
    const password = within(dialog).getByLabelText('Current password');
    fireEvent.change(password, { target: { value: 'Wrong-2026' } });
    await act(async () => fireEvent.click(within(dialog).getByRole('button', { name: 'Continue' })));
    expect(await within(dialog).findByText('The password is not right.')).toBeVisible();
    fireEvent.change(password, { target: { value: PASSWORD } });
    await act(async () => fireEvent.click(within(dialog).getByRole('button', { name: 'Continue' })));

    expect(await within(dialog).findByText('Step 2 of 4')).toBeVisible();
    const qr = await within(dialog).findByRole('img', { name: 'QR code of the key for your authenticator app' });
    expect(qr.querySelector('path')).toHaveAttribute('d', expect.stringMatching(/^M\d+ \d+h1v1h-1z/));
    expect(within(dialog).getByTestId('two-factor-key')).toHaveTextContent(exactly('JBSW Y3DP EHPK 3PXP JBSW Y3DP EHPK 3PXP'), { normalizeWhitespace: false });
    expect(within(dialog).getByRole('link', { name: 'Open in an authenticator app on this device' })).toHaveAttribute('href', URI);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Continue' }));

    expect(await within(dialog).findByText('Step 3 of 4')).toBeVisible();
    const code = within(dialog).getByLabelText('Authentication code');
    expect(code).toHaveAttribute('inputmode', 'numeric');
    expect(code).toHaveAttribute('autocomplete', 'one-time-code');
    fireEvent.change(code, { target: { value: '000111' } });
    await act(async () => fireEvent.click(within(dialog).getByRole('button', { name: 'Turn on' })));
    const refused = 'This code is not valid. Type the code your app shows now.';
    expect(await within(dialog).findByText(refused)).toBeVisible();
    fireEvent.change(code, { target: { value: CODE } });
    await act(async () => fireEvent.click(within(dialog).getByRole('button', { name: 'Turn on' })));

    expect(await within(dialog).findByText('Step 4 of 4')).toBeVisible();
    const list = within(dialog).getByRole('list', { name: 'Recovery codes' });
    expect(within(list).getAllByRole('listitem').map((item) => item.textContent)).toEqual(RECOVERY);
    expect(within(dialog).getByRole('button', { name: 'Copy' })).toBeEnabled();
    expect(within(dialog).getByRole('button', { name: 'Download' })).toBeEnabled();
    // Shown once: no way out but confirming they were saved.
    expect(within(dialog).queryByRole('button', { name: /close/i })).not.toBeInTheDocument();
    const done = within(dialog).getByRole('button', { name: 'Done' });
    expect(done).toBeDisabled();
    fireEvent.click(within(dialog).getByLabelText('I have saved these codes somewhere safe'));
    expect(done).toBeEnabled();
    fireEvent.click(done);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    const card = section;
    expect(within(card).getByText('On')).toBeVisible();
    expect(within(card).getByText('Your sign-in asks for a code from your authenticator app. 10 recovery codes left.')).toBeVisible();
    expect(within(card).getByRole('button', { name: 'Regenerate recovery codes' })).toBeEnabled();
    expect(within(card).getByRole('button', { name: 'Turn off' })).toBeEnabled();
    expect(within(card).queryByRole('button', { name: 'Enable' })).not.toBeInTheDocument();
    expect(server.state.calls.filter((call) => call.startsWith('POST'))).toEqual([
      'POST /api/auth/two-factor/setup',
      'POST /api/auth/two-factor/setup',
      'POST /api/auth/two-factor/enable',
      'POST /api/auth/two-factor/enable',
    ]);
  });

  it('cannot be turned on without a server, and says why', async () => {
    const db = freshDb();
    const server = scriptedServer();
    vi.stubGlobal('fetch', server.fetch);
    appStore.set(backendModeAtom, 'standalone');
    signIn('admin');
    await showProfile(db);
    const card = await findSection();
    expect(within(card).getByRole('button', { name: 'Enable' })).toBeDisabled();
    const note = 'Two-factor sign-in needs the sync server, and this device works without one.';
    expect(within(card).getByText(note)).toBeVisible();
    expect(server.state.calls).toEqual([]);
  });

  it('cannot be changed offline, and says why', async () => {
    const db = freshDb();
    const server = scriptedServer();
    vi.stubGlobal('fetch', server.fetch);
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    appStore.set(backendModeAtom, 'server');
    signIn();
    try {
      await showProfile(db);
      const card = await findSection();
      expect(within(card).getByRole('button', { name: 'Enable' })).toBeDisabled();
      const note = 'Two-factor sign-in is set on the server: connect to the internet to change it.';
      expect(within(card).getByText(note)).toBeVisible();
      expect(server.state.calls).toEqual([]);
    } finally {
      vi.restoreAllMocks();
    }
  });

  it('an admin sees it too, and an address naming the section scrolls to it', async () => {
    const db = freshDb();
    const server = scriptedServer();
    vi.stubGlobal('fetch', server.fetch);
    appStore.set(backendModeAtom, 'server');
    signIn('admin');
    // jsdom lays nothing out and has no scrollIntoView: record which element asks for it.
    const scrolled: string[] = [];
    Element.prototype.scrollIntoView = function (this: Element) {
      scrolled.push(this.id);
    };
    try {
      await showProfile(db, '#two-factor');
      const section = await findSection();
      await waitFor(() => expect(scrolled).toEqual(['two-factor']));
      expect(section.id).toBe('two-factor');
      await waitFor(() => expect(within(section).getByRole('button', { name: 'Enable' })).toBeEnabled());
    } finally {
      delete (Element.prototype as Partial<Element>).scrollIntoView;
    }
  });
});
