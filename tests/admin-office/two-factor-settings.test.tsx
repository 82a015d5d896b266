// The Security card's two-factor sign-in against a scripted server: turning it on step by step
// (password, the key as a QR code and as text, a first code, the recovery codes confirmed saved), the
// card once it is on, and the note that says why it cannot be changed without the server.
import { Notifications } from '@mantine/notifications';
import { act, configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Route, Routes } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { appStore, backendModeAtom, sessionAtom } from '../../src/app/state';
import type { AppDb } from '../../src/db/db';
import { DbProvider } from '../../src/db/db-context';
import { SettingsPage } from '../../src/features/admin-settings/settings-page';
import { renderAt } from '../app/render';
import { freshDb } from '../db/helpers';

configure({ asyncUtilTimeout: 5000 });

// jsdom has no font loading API; the settings' autosizing address field listens to it.
if (!('fonts' in document)) {
  Object.defineProperty(document, 'fonts', {
    value: { addEventListener: () => {}, removeEventListener: () => {}, ready: Promise.resolve() },
  });
}

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

function signIn() {
  appStore.set(sessionAtom, {
    status: 'signed-in',
    session: {
      kind: 'staff',
      token: 'tok',
      user: { id: crypto.randomUUID(), username: 'karim', name: 'Karim Haddad', role: 'driver' },
      expiresAt: new Date(Date.now() + 3600_000).toISOString(),
    },
  });
}

async function showSettings(db: AppDb) {
  await renderAt(
    '/en/admin/settings',
    <DbProvider db={db}>
      <Notifications />
      <Routes>
        <Route path="/:lang/admin/settings" element={<SettingsPage />} />
      </Routes>
    </DbProvider>,
    'en',
    ['admin-settings'],
  );
}

afterEach(() => {
  appStore.set(sessionAtom, { status: 'signed-out' });
  appStore.set(backendModeAtom, 'unknown');
  vi.unstubAllGlobals();
});

const securityCard = () => screen.getByRole('region', { name: 'Security' });

describe('two-factor sign-in in the settings', () => {
  it('turns on step by step and then shows it on, with the recovery codes left', async () => {
    const db = freshDb();
    const server = scriptedServer();
    vi.stubGlobal('fetch', server.fetch);
    appStore.set(backendModeAtom, 'server');
    signIn();
    await showSettings(db);

    const enable = await within(await screen.findByRole('region', { name: 'Security' })).findByRole('button', { name: 'Enable' });
    await waitFor(() => expect(enable).toHaveProperty('disabled', false));
    expect(screen.queryByText(/Coming soon/)).toBeNull();
    fireEvent.click(enable);

    const dialog = await screen.findByRole('dialog', { name: 'Turn on two-factor authentication' });
    expect(within(dialog).getByText('Step 1 of 4').textContent).toBe('Step 1 of 4');
    const password = within(dialog).getByLabelText('Current password');
    fireEvent.change(password, { target: { value: 'Wrong-2026' } });
    await act(async () => fireEvent.click(within(dialog).getByRole('button', { name: 'Continue' })));
    expect((await within(dialog).findByText('The password is not right.')).textContent).toBe('The password is not right.');
    fireEvent.change(password, { target: { value: PASSWORD } });
    await act(async () => fireEvent.click(within(dialog).getByRole('button', { name: 'Continue' })));

    expect((await within(dialog).findByText('Step 2 of 4')).textContent).toBe('Step 2 of 4');
    const qr = await within(dialog).findByRole('img', { name: 'QR code of the key for your authenticator app' });
    expect(qr.querySelector('path')?.getAttribute('d')).toMatch(/^M\d+ \d+h1v1h-1z/);
    expect(within(dialog).getByTestId('two-factor-key').textContent).toBe('JBSW Y3DP EHPK 3PXP JBSW Y3DP EHPK 3PXP');
    expect(within(dialog).getByRole('link', { name: 'Open in an authenticator app on this device' }).getAttribute('href')).toBe(URI);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Continue' }));

    expect((await within(dialog).findByText('Step 3 of 4')).textContent).toBe('Step 3 of 4');
    const code = within(dialog).getByLabelText('Authentication code');
    expect(code.getAttribute('inputmode')).toBe('numeric');
    expect(code.getAttribute('autocomplete')).toBe('one-time-code');
    fireEvent.change(code, { target: { value: '000111' } });
    await act(async () => fireEvent.click(within(dialog).getByRole('button', { name: 'Turn on' })));
    const refused = 'This code is not valid. Type the code your app shows now.';
    expect((await within(dialog).findByText(refused)).textContent).toBe(refused);
    fireEvent.change(code, { target: { value: CODE } });
    await act(async () => fireEvent.click(within(dialog).getByRole('button', { name: 'Turn on' })));

    expect((await within(dialog).findByText('Step 4 of 4')).textContent).toBe('Step 4 of 4');
    const list = within(dialog).getByRole('list', { name: 'Recovery codes' });
    expect(within(list).getAllByRole('listitem').map((item) => item.textContent)).toEqual(RECOVERY);
    expect(within(dialog).getByRole('button', { name: 'Copy' })).toHaveProperty('disabled', false);
    expect(within(dialog).getByRole('button', { name: 'Download' })).toHaveProperty('disabled', false);
    // Shown once: no way out but confirming they were saved.
    expect(within(dialog).queryByRole('button', { name: /close/i })).toBeNull();
    const done = within(dialog).getByRole('button', { name: 'Done' });
    expect(done).toHaveProperty('disabled', true);
    fireEvent.click(within(dialog).getByLabelText('I have saved these codes somewhere safe'));
    expect(done).toHaveProperty('disabled', false);
    fireEvent.click(done);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    const card = securityCard();
    expect(within(card).getByText('On').textContent).toBe('On');
    expect(within(card).getByText(/10 recovery codes left/).textContent).toBe(
      'Your sign-in asks for a code from your authenticator app. 10 recovery codes left.',
    );
    expect(within(card).getByRole('button', { name: 'Regenerate recovery codes' })).toHaveProperty('disabled', false);
    expect(within(card).getByRole('button', { name: 'Turn off' })).toHaveProperty('disabled', false);
    expect(within(card).queryByRole('button', { name: 'Enable' })).toBeNull();
    // The dialogs' forms never submitted the settings form around them.
    expect(screen.queryByText('Settings updated successfully')).toBeNull();
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
    signIn();
    await showSettings(db);
    const card = await screen.findByRole('region', { name: 'Security' });
    expect(within(card).getByRole('button', { name: 'Enable' })).toHaveProperty('disabled', true);
    const note = 'Two-factor sign-in needs the sync server, and this device works without one.';
    expect(within(card).getByText(note).textContent).toBe(note);
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
      await showSettings(db);
      const card = await screen.findByRole('region', { name: 'Security' });
      expect(within(card).getByRole('button', { name: 'Enable' })).toHaveProperty('disabled', true);
      const note = 'Two-factor sign-in is set on the server: connect to the internet to change it.';
      expect(within(card).getByText(note).textContent).toBe(note);
      expect(server.state.calls).toEqual([]);
    } finally {
      vi.restoreAllMocks();
    }
  });
});
