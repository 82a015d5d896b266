// Settings' Security card keeps the two-factor row, but two-factor is one's own: its button is a link
// to the profile's two-factor section, which every staff member has.
import { configure, fireEvent, screen, within } from '@testing-library/react';
import { Route, Routes, useLocation } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { appStore, backendModeAtom, sessionAtom } from '../../src/app/state';
import { DbProvider } from '../../src/db/db-context';
import { ProfilePage } from '../../src/features/admin-profile/profile-page';
import { SettingsPage } from '../../src/features/admin-settings/settings-page';
import { renderAt } from '../app/render';
import { freshDb } from '../db/helpers';
import { exactly } from '../exactly';

configure({ asyncUtilTimeout: 5000 });

// jsdom has no font loading API; the settings' autosizing address field listens to it.
if (!('fonts' in document)) {
  Object.defineProperty(document, 'fonts', {
    value: { addEventListener: () => {}, removeEventListener: () => {}, ready: Promise.resolve() },
  });
}

function Address() {
  const { pathname, hash } = useLocation();
  return <output aria-label="Address">{`${pathname}${hash}`}</output>;
}

afterEach(() => {
  appStore.set(sessionAtom, { status: 'signed-out' });
  appStore.set(backendModeAtom, 'unknown');
  vi.unstubAllGlobals();
});

describe('two-factor row of the settings', () => {
  it('leads to the two-factor section of the profile', async () => {
    // No server: nothing in this test may reach the network.
    appStore.set(backendModeAtom, 'standalone');
    vi.stubGlobal('fetch', () => Promise.reject(new Error('no network in this test')));
    appStore.set(sessionAtom, {
      status: 'signed-in',
      session: {
        kind: 'staff',
        token: 't',
        user: { id: crypto.randomUUID(), username: 'admin', name: 'An Admin', role: 'admin' },
        expiresAt: new Date(Date.now() + 3600_000).toISOString(),
      },
    });
    const db = freshDb();
    await db.open();
    await renderAt(
      '/en/admin/settings',
      <DbProvider db={db}>
        <Address />
        <Routes>
          <Route path="/:lang/admin/settings" element={<SettingsPage />} />
          <Route path="/:lang/admin/profile" element={<ProfilePage />} />
        </Routes>
      </DbProvider>,
      'en',
      ['admin-settings', 'admin-profile'],
    );

    const security = await screen.findByRole('region', { name: 'Security' });
    expect(within(security).getByText('Two-factor authentication')).toBeVisible();
    expect(within(security).queryByRole('button', { name: 'Enable' })).not.toBeInTheDocument();
    const link = within(security).getByRole('link', { name: 'Manage in your profile' });
    expect(link).toHaveAttribute('href', '/en/admin/profile#two-factor');

    fireEvent.click(link);
    const section = await screen.findByRole('region', { name: 'Two-factor authentication' });
    expect(screen.getByRole('status', { name: 'Address' })).toHaveTextContent(exactly(`/en/admin/profile#${section.id}`));
    expect(within(section).getByRole('button', { name: 'Enable' })).toBeDisabled();
  });
});
