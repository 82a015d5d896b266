// The profile screen's personal info on a device database: the member's synced profile, edited in
// place and saved with its outbox entry (so it syncs, offline too) and SPEC 8's toast; a bad phone
// said next to the field; and, before the profile has reached the device, a word and no form.
import { Notifications } from '@mantine/notifications';
import { configure, fireEvent, screen, waitFor } from '@testing-library/react';
import { Route, Routes } from 'react-router-dom';
import { afterEach, describe, expect, it } from 'vitest';
import { appStore, sessionAtom } from '../../src/app/state';
import { DbProvider } from '../../src/db/db-context';
import type { Profile } from '../../src/domain/types';
import { ProfilePage } from '../../src/features/admin-profile/profile-page';
import { renderAt } from '../app/render';
import { freshDb } from '../db/helpers';

configure({ asyncUtilTimeout: 10_000 });

const USER = { id: '0b9f9b2e-6d1f-4a8c-9a55-0d7c3a0e0042', username: 'karim', name: 'Karim Haddad', role: 'driver' } as const;

/** The profile as the server made it and this device pulled it. */
const PULLED: Profile = {
  id: USER.id,
  name: 'Karim Haddad',
  phone: '+33 6 12 48 73 90',
  image: '',
  role: 'driver',
  active: true,
  createdAt: '2026-11-01T08:00:00.000Z',
  updatedAt: '2026-11-01T08:00:00.000Z',
  rev: 4,
};

afterEach(() => appStore.set(sessionAtom, { status: 'signed-out' }));

async function showProfile(profile: Profile | null) {
  const db = freshDb();
  await db.open();
  if (profile) await db.profiles.add(profile);
  appStore.set(sessionAtom, {
    status: 'signed-in',
    session: { kind: 'staff', token: 'tok', user: USER, expiresAt: new Date(Date.now() + 3600_000).toISOString() },
  });
  await renderAt(
    '/en/admin/profile',
    <DbProvider db={db}>
      <Notifications />
      <Routes>
        <Route path="/:lang/admin/profile" element={<ProfilePage />} />
      </Routes>
    </DbProvider>,
    'en',
    ['admin-profile'],
  );
  return db;
}

const change = (label: RegExp, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });

describe('personal info on the profile screen', () => {
  it('says a bad phone next to the field, then saves the change with its outbox entry and the toast', async () => {
    const db = await showProfile(PULLED);
    expect(await screen.findByText('+33 6 12 48 73 90')).toBeVisible();
    fireEvent.click(screen.getByRole('button', { name: 'Edit' }));

    change(/^Phone/, 'call me');
    fireEvent.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText('Please enter a valid phone number')).toBeVisible();
    expect(screen.getByLabelText(/^Phone/)).toHaveValue('call me');
    expect(await db.outbox.count()).toBe(0);

    change(/^Phone/, ' +33 7 00 11 22 33 ');
    change(/^Full name/, 'Karim Ben Haddad');
    fireEvent.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText('Profile updated successfully')).toBeVisible();
    expect(await db.profiles.get(USER.id)).toMatchObject({ name: 'Karim Ben Haddad', phone: '+33 7 00 11 22 33', role: 'driver' });
    const entries = await db.outbox.toArray();
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({ table: 'profiles', recordId: USER.id, op: 'patch', fields: { name: 'Karim Ben Haddad', phone: '+33 7 00 11 22 33' } });
    // Back to the view, with the new values (the heading too).
    await waitFor(() => expect(screen.getByRole('heading', { level: 2, name: 'Karim Ben Haddad' })).toBeVisible());
    expect(screen.getByText('+33 7 00 11 22 33')).toBeVisible();
  });

  it('asks for a name', async () => {
    await showProfile(PULLED);
    fireEvent.click(await screen.findByRole('button', { name: 'Edit' }));
    change(/^Full name/, '   ');
    fireEvent.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText('Name is required')).toBeVisible();
  });

  it('says the details have not reached the device yet, with no form to lose', async () => {
    await showProfile(null);
    expect(await screen.findByText(/have not reached this device yet/)).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Edit' })).not.toBeInTheDocument();
  });
});
