// The staff guard, the sign-in form, the back office's sidebar per role and the avatar initials.
import { act, configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { useLocation } from 'react-router-dom';
import { AppRoutes } from '../../src/app/router';
import { appStore, sessionAtom, type SessionState } from '../../src/app/state';
import type { StaffSession } from '../../src/sync/session-store';
import { initialsOf } from '../../src/ui/initials';
import { renderAt } from './render';
import { exactly } from '../exactly';

// Screens load on demand (their chunk, the database): give them more than the default second.
configure({ asyncUtilTimeout: 5000 });

function Where() {
  const { pathname, search } = useLocation();
  return <output data-testid="where">{`${pathname}${search}`}</output>;
}

const staff = (role: 'admin' | 'driver', name = 'Karim Haddad'): SessionState => ({
  status: 'signed-in',
  session: {
    kind: 'staff',
    token: 'tok',
    user: { id: crypto.randomUUID(), username: role === 'admin' ? 'admin' : 'karim', name, role },
    expiresAt: new Date(Date.now() + 86_400_000).toISOString(),
  } satisfies StaffSession,
});

afterEach(() => {
  appStore.set(sessionAtom, { status: 'loading' });
});

describe('the staff guard', () => {
  it('shows a loader, not the sign-in page, while the session is read', async () => {
    await renderAt('/en/admin/bookings', <><AppRoutes /><Where /></>);
    // A status, so that its label is allowed (axe: aria-prohibited-attr on a span without a role).
    expect(await screen.findByLabelText('Loading your session')).toHaveAttribute('role', 'status');
    expect(screen.getByRole('status', { name: 'Loading your session' }).tagName).toBe('SPAN');
    expect(screen.getByTestId('where')).toHaveTextContent(exactly('/en/admin/bookings'));
  });

  it('sends a signed-out visitor to the sign-in page of that language, with where they were going', async () => {
    appStore.set(sessionAtom, { status: 'signed-out' });
    await renderAt('/ar/admin/bookings?status=pending', <><AppRoutes /><Where /></>, 'ar');
    await waitFor(() =>
      expect(screen.getByTestId('where')).toHaveTextContent(
        exactly(`/ar/admin/login?next=${encodeURIComponent('/ar/admin/bookings?status=pending')}`),
      ),
    );
    expect(await screen.findByRole('heading', { level: 1, name: 'تسجيل دخول المسؤول' })).toBeVisible();
  });

  it('also guards the create forms of the public site', async () => {
    appStore.set(sessionAtom, { status: 'signed-out' });
    await renderAt('/fr/tours/create', <><AppRoutes /><Where /></>, 'fr');
    await waitFor(() =>
      expect(screen.getByTestId('where')).toHaveTextContent(exactly(`/fr/admin/login?next=${encodeURIComponent('/fr/tours/create')}`)),
    );
  });

  it('lets a driver open bookings but not cars, with a clear message', async () => {
    appStore.set(sessionAtom, staff('driver'));
    await renderAt('/en/admin/cars', <AppRoutes />);
    expect(await screen.findByRole('heading', { name: 'Not allowed for your role' })).toBeVisible();
    expect(screen.getByRole('link', { name: 'Go to my rides' })).toHaveAttribute('href', '/en/admin/rides');
  });

  it('starts a driver on My rides and an admin on the dashboard', async () => {
    appStore.set(sessionAtom, staff('driver'));
    const { unmount } = await renderAt('/fr/admin', <><AppRoutes /><Where /></>, 'fr');
    await waitFor(() => expect(screen.getByTestId('where')).toHaveTextContent(exactly('/fr/admin/rides')));
    unmount();
    appStore.set(sessionAtom, staff('admin'));
    await renderAt('/fr/admin', <><AppRoutes /><Where /></>, 'fr');
    expect(await screen.findByRole('region', { name: 'Chiffres clés' })).toBeVisible();
    expect(screen.getByTestId('where')).toHaveTextContent(exactly('/fr/admin'));
  });
});

describe('the back office frame', () => {
  it('shows a driver only their rides, bookings and sync', async () => {
    appStore.set(sessionAtom, staff('driver'));
    await renderAt('/en/admin/bookings', <AppRoutes />);
    const nav = await screen.findByRole('navigation', { name: 'Back office' });
    await waitFor(() =>
      expect(within(nav).getAllByRole('link').map((a) => a.textContent)).toEqual(['My rides', 'Bookings', 'Sync', 'View site']),
    );
    expect(within(nav).getByRole('link', { name: 'Bookings' })).toHaveAttribute('aria-current', 'page');
  });

  it('shows an admin every entry, the dashboard active only on its own path', async () => {
    appStore.set(sessionAtom, staff('admin'));
    await renderAt('/en/admin/cars/create', <AppRoutes />);
    const nav = await screen.findByRole('navigation', { name: 'Back office' });
    await waitFor(() =>
      expect(within(nav).getAllByRole('link').map((a) => a.textContent)).toEqual([
        'Dashboard',
        'My rides',
        'Cars',
        'Tours',
        'Blogs',
        'Bookings',
        'Dispatch',
        'Messages',
        'Team',
        'Sync',
        'Invoices',
        'View site',
      ]),
    );
    expect(within(nav).getByRole('link', { name: 'Cars' })).toHaveAttribute('aria-current', 'page');
    expect(within(nav).getByRole('link', { name: 'Dashboard' })).not.toHaveAttribute('aria-current');
    expect(within(screen.getByRole('banner')).getByRole('heading', { level: 1 })).toHaveTextContent(exactly('Add car'));
    expect(screen.getByRole('button', { name: 'Account menu of Karim Haddad (KH)' })).toHaveTextContent(exactly('KH'));
  });
});

describe('the sign-in form', () => {
  it('says which field is missing', async () => {
    appStore.set(sessionAtom, { status: 'signed-out' });
    await renderAt('/en/admin/login', <AppRoutes />);
    const button = await screen.findByRole('button', { name: 'Sign in' });
    await act(async () => fireEvent.click(button));
    expect(await screen.findByText('Username is required')).toBeVisible();
    expect(screen.getByText('Password is required')).toBeVisible();

    fireEvent.input(screen.getByLabelText('Username'), { target: { value: 'admin' } });
    await act(async () => fireEvent.click(button));
    await waitFor(() => expect(screen.queryByText('Username is required')).not.toBeInTheDocument());
    expect(screen.getByText('Password is required')).toBeVisible();
  });

  it('has a password field that can be shown', async () => {
    appStore.set(sessionAtom, { status: 'signed-out' });
    await renderAt('/en/admin/login', <AppRoutes />);
    const password = (await screen.findByLabelText('Password')) as HTMLInputElement;
    expect(password.type).toBe('password');
    fireEvent.mouseDown(screen.getByRole('button', { name: 'Show or hide the password' }));
    expect(password.type).toBe('text');
  });
});

describe('avatar initials', () => {
  it('takes the first letters of the first two words, upper case, A without a name', () => {
    expect(initialsOf('Karim Haddad')).toBe('KH');
    expect(initialsOf('  jean   paul belmondo ')).toBe('JP');
    expect(initialsOf('amina')).toBe('A');
    expect(initialsOf('élodie durand')).toBe('ÉD');
    expect(initialsOf('')).toBe('A');
    expect(initialsOf(undefined)).toBe('A');
    expect(initialsOf('محمد علي')).toBe('مع');
  });
});
