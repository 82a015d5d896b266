// A sign-in on a device that has never signed this account in, with no answer from the server: the
// message says why, an offline device or a server that does not answer, not the same words for both.
import { Notifications } from '@mantine/notifications';
import { act, configure, fireEvent, screen } from '@testing-library/react';
import { Route, Routes } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { appStore, sessionAtom } from '../../src/app/state';
import { DbProvider } from '../../src/db/db-context';
import { AdminLoginPage } from '../../src/features/admin-login/login-page';
import { freshDb } from '../db/helpers';
import { renderAt } from './render';
import { exactly } from '../exactly';

configure({ asyncUtilTimeout: 10_000 });

afterEach(() => {
  appStore.set(sessionAtom, { status: 'signed-out' });
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

async function signInWithNoAnswer() {
  // Every request fails as a network error does: no answer at all.
  vi.stubGlobal('fetch', () => Promise.reject(new TypeError('Failed to fetch')));
  appStore.set(sessionAtom, { status: 'signed-out' });
  await renderAt(
    '/en/admin/login',
    <DbProvider db={freshDb()}>
      <Notifications />
      <Routes>
        <Route path="/:lang/admin/login" element={<AdminLoginPage />} />
      </Routes>
    </DbProvider>,
    'en',
    ['admin-login'],
  );
  fireEvent.input(await screen.findByLabelText('Username'), { target: { value: 'karim' } });
  fireEvent.input(screen.getByLabelText('Password'), { target: { value: 'Secret-2026' } });
  await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Sign in' })));
}

describe('signing in without an answer from the server', () => {
  it('online: says the server is not answering', async () => {
    await signInWithNoAnswer();
    expect(await screen.findByText(/^The server is not answering/)).toHaveTextContent(
      exactly('The server is not answering, and this account has not signed in on this device before. Try again in a moment.'),
    );
    expect(screen.queryByText(/^You are offline/)).not.toBeInTheDocument();
  });

  it('offline: says the device is offline', async () => {
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    await signInWithNoAnswer();
    expect(await screen.findByText(/and this account has not signed in on this device yet/)).toHaveTextContent(
      exactly('You are offline and this account has not signed in on this device yet. Connect to the internet to sign in.'),
    );
  });
});
