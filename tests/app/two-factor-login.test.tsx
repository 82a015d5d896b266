// The sign-in form's second step for an account with two-factor on, against a scripted server: the
// code field appears after the right password, what was typed stays, a wrong code is said so next to
// the field, and the right one signs in.
import { act, configure, fireEvent, screen, waitFor } from '@testing-library/react';
import { Route, Routes, useLocation } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { appStore, sessionAtom } from '../../src/app/state';
import { DbProvider } from '../../src/db/db-context';
import { AdminLoginPage } from '../../src/features/admin-login/login-page';
import { freshDb } from '../db/helpers';
import { renderAt } from './render';
import { exactly } from '../exactly';

// The sign-in makes the device's offline verifier with the app's PBKDF2 rounds: give it time.
configure({ asyncUtilTimeout: 15_000 });

const USER = { id: '0b9f9b2e-6d1f-4a8c-9a55-0d7c3a0e0077', username: 'karim', name: 'Karim Haddad', role: 'driver' } as const;
const PASSWORD = 'Secret-2026';
const CODE = '492039';

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

/** The server's side of a sign-in with two-factor on; `logins` keeps each login body it was sent. */
function scriptedServer() {
  const logins: Record<string, string>[] = [];
  const fetch = async (url: string, init?: RequestInit): Promise<Response> => {
    if (url === '/api/health') return json(200, { ok: true });
    if (url === '/api/auth/login') {
      const body = JSON.parse(String(init?.body)) as Record<string, string>;
      logins.push(body);
      if (body.username !== USER.username || body.password !== PASSWORD) return json(401, { error: 'Invalid username or password' });
      if (!body.code) return json(401, { error: 'Enter the 6-digit code from your authenticator app', code: 'two_factor_required' });
      if (body.code !== CODE) return json(401, { error: 'Invalid code', code: 'two_factor_invalid' });
      return json(200, { token: 'tok-2fa', user: USER, expiresAt: new Date(Date.now() + 86_400_000).toISOString() });
    }
    return json(404, { error: 'Not found' });
  };
  return { logins, fetch };
}

function Where() {
  const { pathname } = useLocation();
  return <output data-testid="where">{pathname}</output>;
}

afterEach(() => {
  appStore.set(sessionAtom, { status: 'signed-out' });
  vi.unstubAllGlobals();
});

describe('sign-in with two-factor on', () => {
  it('asks for the code after the right password, keeps what was typed, refuses a wrong code and signs in with the right one', async () => {
    const db = freshDb();
    const server = scriptedServer();
    vi.stubGlobal('fetch', server.fetch);
    appStore.set(sessionAtom, { status: 'signed-out' });
    await renderAt(
      '/en/admin/login',
      <DbProvider db={db}>
        <Routes>
          <Route path="/:lang/admin/login" element={<AdminLoginPage />} />
          <Route path="*" element={<Where />} />
        </Routes>
      </DbProvider>,
      'en',
      ['admin-login'],
    );

    const username = (await screen.findByLabelText('Username')) as HTMLInputElement;
    const password = screen.getByLabelText('Password') as HTMLInputElement;
    fireEvent.input(username, { target: { value: USER.username } });
    fireEvent.input(password, { target: { value: PASSWORD } });
    expect(screen.queryByLabelText('Authentication code')).not.toBeInTheDocument();
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Sign in' })));

    const code = (await screen.findByLabelText('Authentication code')) as HTMLInputElement;
    expect(server.logins).toEqual([{ username: USER.username, password: PASSWORD }]);
    expect(code).toHaveAttribute('inputmode', 'numeric');
    expect(code).toHaveAttribute('autocomplete', 'one-time-code');
    expect(screen.getByText('The 6-digit code from your authenticator app, or one of your recovery codes.')).toBeVisible();
    await waitFor(() => expect(code).toHaveFocus());
    expect(username).toHaveValue(USER.username);
    expect(password).toHaveValue(PASSWORD);

    // No code: said at once, nothing sent.
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Sign in' })));
    expect(await screen.findByText('Enter the code from your authenticator app')).toBeVisible();
    expect(server.logins).toHaveLength(1);

    // A recovery code has letters: the field can offer a full keyboard.
    fireEvent.click(screen.getByRole('button', { name: 'Type a recovery code' }));
    expect(code).toHaveAttribute('inputmode', 'text');
    fireEvent.click(screen.getByRole('button', { name: 'Type the code from the app' }));
    expect(code).toHaveAttribute('inputmode', 'numeric');

    fireEvent.input(code, { target: { value: '111111' } });
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Sign in' })));
    const refused = 'This code is not valid. Type the code your app shows now, or a recovery code not used before.';
    expect(await screen.findByText(refused)).toBeVisible();
    expect(server.logins[1]).toEqual({ username: USER.username, password: PASSWORD, code: '111111' });
    expect(password).toHaveValue(PASSWORD);
    expect(code).toHaveValue('111111');

    fireEvent.input(code, { target: { value: CODE } });
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Sign in' })));
    await waitFor(() => expect(screen.getByTestId('where')).toHaveTextContent(exactly('/en/admin')));
    expect(server.logins[2]).toEqual({ username: USER.username, password: PASSWORD, code: CODE });
    const state = appStore.get(sessionAtom);
    expect(state.status === 'signed-in' ? state.session.token : null).toBe('tok-2fa');
  });
});
