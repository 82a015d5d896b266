// The office screens rendered as the app does, on a device database: the settings' edit, save and
// cancel, the dashboard's quick actions by role, and the messages' handled mark.
import { act, configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Route, Routes } from 'react-router-dom';
import { afterEach, describe, expect, it } from 'vitest';
import { appStore, sessionAtom } from '../../src/app/state';
import type { AppDb } from '../../src/db/db';
import { DbProvider } from '../../src/db/db-context';
import { SAMPLE_IDS, sampleData } from '../../src/domain/sample-data';
import { SETTINGS_ID, type StaffRole } from '../../src/domain/types';
import { DashboardPage } from '../../src/features/admin-dashboard/dashboard-page';
import { MessagesPage } from '../../src/features/admin-messages/messages-page';
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

function signInAs(role: StaffRole) {
  appStore.set(sessionAtom, {
    status: 'signed-in',
    session: {
      kind: 'staff',
      token: 't',
      user: { id: crypto.randomUUID(), username: role, name: `A ${role}`, role },
      expiresAt: new Date(Date.now() + 3600_000).toISOString(),
    },
  });
}

afterEach(() => appStore.set(sessionAtom, { status: 'signed-out' }));

async function show(db: AppDb, path: string, element: React.ReactNode, catalog: string, lang: 'en' | 'fr' = 'en') {
  await renderAt(
    `/${lang}/admin${path}`,
    <DbProvider db={db}>
      <Routes>
        <Route path={`/:lang/admin${path}`} element={element} />
      </Routes>
    </DbProvider>,
    lang,
    [catalog],
  );
}

describe('settings screen', () => {
  it('is read-only until Edit settings; Save writes through the repository, Cancel discards the edits', async () => {
    const db = freshDb();
    await show(db, '/settings', <SettingsPage />, 'admin-settings');
    const siteName = await screen.findByLabelText('Site name');
    expect(siteName).toHaveProperty('readOnly', true);
    expect(screen.queryByRole('button', { name: 'Save changes' })).not.toBeInTheDocument();
    expect(screen.getByText('Maintenance mode').closest('div')?.parentElement?.textContent).toContain('Off');

    fireEvent.click(screen.getByRole('button', { name: 'Edit settings' }));
    expect(siteName).toHaveProperty('readOnly', false);
    fireEvent.change(siteName, { target: { value: 'Riviera Prestige' } });
    fireEvent.click(screen.getByRole('switch', { name: 'Maintenance mode' }));
    fireEvent.change(screen.getByLabelText('Data retention period (days)'), { target: { value: '90' } });
    expect(screen.getByLabelText('Digits in Arabic')).toHaveValue('latn');
    fireEvent.change(screen.getByLabelText('Digits in Arabic'), { target: { value: 'arab' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save changes' }));

    expect(await screen.findByRole('button', { name: 'Edit settings' })).toBeVisible();
    const saved = await db.settings.get(SETTINGS_ID);
    expect(saved).toMatchObject({ siteName: 'Riviera Prestige', maintenanceMode: true, dataRetentionDays: 90, arabicDigits: 'arab' });
    await waitFor(() => expect(screen.getByLabelText('Digits in Arabic')).toHaveValue('Arabic-Indic (٠١٢٣٤٥٦٧٨٩)'));
    const entry = await db.outbox.where('[table+recordId]').equals(['settings', SETTINGS_ID]).last();
    // What was typed, and the settings a record made before them saves with their defaults.
    expect(entry?.fields).toMatchObject({ siteName: 'Riviera Prestige', maintenanceMode: true, dataRetentionDays: 90 });
    expect(Object.keys(entry?.fields ?? {}).sort()).toEqual(
      ['arabicDigits', 'orderClientCopy', 'dataRetentionDays', 'dispatch', 'extras', 'invoicing', 'maintenanceMode', 'messaging', 'siteName'].sort(),
    );

    fireEvent.click(screen.getByRole('button', { name: 'Edit settings' }));
    fireEvent.change(siteName, { target: { value: 'Not kept' } });
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(siteName).toHaveValue('Riviera Prestige');
    expect((await db.settings.get(SETTINGS_ID))?.siteName).toBe('Riviera Prestige');
  });

  it('names what is wrong next to each field, in French, and saves nothing', async () => {
    const db = freshDb();
    await show(db, '/settings', <SettingsPage />, 'admin-settings', 'fr');
    fireEvent.click(await screen.findByRole('button', { name: 'Modifier les paramètres' }));
    fireEvent.change(screen.getByLabelText('E-mail du site'), { target: { value: 'office@nowhere' } });
    fireEvent.change(screen.getByLabelText('SIREN'), { target: { value: '1234' } });
    fireEvent.change(within(screen.getByRole('group', { name: 'Berline' })).getByLabelText('Frais de service (%)'), {
      target: { value: '120' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Enregistrer' }));
    expect(await screen.findByText('Veuillez saisir une adresse e-mail valide')).toBeVisible();
    expect(screen.getByText('Le SIREN doit comporter 9 chiffres')).toBeVisible();
    expect(screen.getByText('Saisissez un pourcentage entre 0 et 100, par exemple 10 ou 5,5')).toBeVisible();
    expect(await db.outbox.count()).toBe(0);
  });
});

describe('dashboard quick actions', () => {
  it('offers an admin the four SPEC actions', async () => {
    signInAs('admin');
    await show(freshDb(), '', <DashboardPage />, 'admin-dashboard');
    const actions = within(await screen.findByRole('region', { name: 'Quick actions' })).getAllByRole('link');
    expect(actions.map((a) => a.getAttribute('href'))).toEqual([
      '/en/admin/cars/create',
      '/en/admin/tours/create',
      '/en/admin/blogs/create',
      '/en/admin/bookings',
    ]);
  });

  it('offers a driver only what a driver may open', async () => {
    signInAs('driver');
    await show(freshDb(), '', <DashboardPage />, 'admin-dashboard');
    const actions = within(await screen.findByRole('region', { name: 'Quick actions' })).getAllByRole('link');
    expect(actions.map((a) => a.textContent)).toEqual([expect.stringContaining('New booking'), expect.stringContaining('Bookings')]);
    expect(actions.map((a) => a.getAttribute('href'))).toEqual(['/en/admin/bookings/create', '/en/admin/bookings']);
  });

  it('links each recent booking to its page', async () => {
    signInAs('admin');
    await show(freshDb(), '', <DashboardPage />, 'admin-dashboard');
    const recent = await screen.findByRole('region', { name: 'Recent bookings' });
    const links = within(recent).getAllByRole('link').filter((a) => a.getAttribute('href')?.startsWith('/en/admin/bookings/'));
    expect(links).toHaveLength(5);
    const newest = [...sampleData(new Date()).bookings].sort((a, b) => (a.createdAt < b.createdAt ? 1 : -1))[0]!;
    expect(links.map((a) => a.getAttribute('href'))).toContain(`/en/admin/bookings/${newest.id}`);
  });
});

describe('messages screen', () => {
  it('marks a message handled: it leaves the list to handle and shows as handled under All', async () => {
    const db = freshDb();
    await show(db, '/messages', <MessagesPage />, 'admin-messages');
    const card = await screen.findByRole('article', { name: 'Hélène Moreau' });
    expect(within(card).getByRole('link', { name: 'helene.moreau@groupe-moreau.fr' })).toHaveAttribute('href', 'mailto:helene.moreau@groupe-moreau.fr');
    await act(async () => {
      fireEvent.click(within(card).getByRole('button', { name: /^Mark handled/ }));
    });
    expect(await screen.findByText('All caught up')).toBeVisible();
    expect((await db.contacts.get(SAMPLE_IDS.contacts.corporateEnquiry))?.handled).toBe(true);

    fireEvent.click(screen.getByRole('radio', { name: /^All/ }));
    const handled = await screen.findByRole('article', { name: 'Hélène Moreau' });
    expect(within(handled).getByText('Handled')).toBeVisible();
  });
});
