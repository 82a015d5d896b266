// Settings' Extras card: the office's extras (the defaults until it saves its own), each with its
// names, price, unit, VAT rate, public and active; added, edited and removed, saved for every device.
import { configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Route, Routes } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { appStore, backendModeAtom, sessionAtom } from '../../src/app/state';
import { DbProvider } from '../../src/db/db-context';
import { SettingsPage } from '../../src/features/admin-settings/settings-page';
import { SETTINGS_ID } from '../../src/domain/types';
import type { Lang } from '../../src/domain/paths';
import { renderAt } from '../app/render';
import { freshDb } from '../db/helpers';

configure({ asyncUtilTimeout: 5000 });

if (!('fonts' in document)) {
  Object.defineProperty(document, 'fonts', {
    value: { addEventListener: () => {}, removeEventListener: () => {}, ready: Promise.resolve() },
  });
}

afterEach(() => {
  appStore.set(sessionAtom, { status: 'signed-out' });
  appStore.set(backendModeAtom, 'unknown');
  vi.unstubAllGlobals();
});

async function open(lang: Lang = 'en') {
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
    `/${lang}/admin/settings`,
    <DbProvider db={db}>
      <Routes>
        <Route path="/:lang/admin/settings" element={<SettingsPage />} />
      </Routes>
    </DbProvider>,
    lang,
    ['admin-settings'],
  );
  return db;
}

describe('the Extras card', () => {
  it('lists the default extras, then saves an edited price, a new extra and a removed one', async () => {
    const db = await open();
    const card = await screen.findByRole('region', { name: 'Extras' });
    const seat = within(card).getByRole('group', { name: 'Child seat' });
    expect(within(seat).getByLabelText('Price, tax included (€)')).toHaveValue('10.00');
    expect(within(seat).getByLabelText('Name in Arabic')).toHaveValue('مقعد أطفال');
    expect(within(within(card).getByRole('group', { name: 'Waiting time' })).getByLabelText('Counted')).toHaveValue('quarter_hour');

    fireEvent.click(screen.getByRole('button', { name: 'Edit settings' }));
    fireEvent.change(within(seat).getByLabelText('Price, tax included (€)'), { target: { value: '12,5' } });
    fireEvent.click(within(card).getByRole('button', { name: 'Remove Booster seat' }));
    fireEvent.click(within(card).getByRole('button', { name: 'Add an extra' }));
    const added = within(card).getByRole('group', { name: 'New extra' });
    fireEvent.change(within(added).getByLabelText('Price, tax included (€)'), { target: { value: '3' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save changes' }));

    // The French name is required: said next to the field, and what was typed stays.
    expect(await within(added).findByText('The French name is required (the others use it when empty)')).toBeVisible();
    expect(within(added).getByLabelText('Price, tax included (€)')).toHaveValue('3');
    fireEvent.change(within(added).getByLabelText('Name in French'), { target: { value: 'Bouteille d’eau' } });
    fireEvent.change(within(added).getByLabelText('Name in English'), { target: { value: 'Water bottle' } });
    fireEvent.click(within(added).getByRole('switch', { name: 'Offered to visitors' }));
    fireEvent.click(screen.getByRole('button', { name: 'Save changes' }));

    await waitFor(async () => expect((await db.settings.get(SETTINGS_ID))?.extras?.map((e) => e.id)).toHaveLength(5));
    const extras = (await db.settings.get(SETTINGS_ID))?.extras ?? [];
    expect(extras.map((e) => e.name.en)).toEqual(['Child seat', 'Name sign', 'Extra stop', 'Waiting time', 'Water bottle']);
    expect(extras[0]).toMatchObject({ price: '12.50', vatPercent: '10', unit: 'unit', public: true, active: true });
    expect(extras[4]).toMatchObject({ name: { fr: 'Bouteille d’eau', en: 'Water bottle', ar: 'Bouteille d’eau' }, price: '3.00', public: true, active: true });
    expect(extras[4]?.id).toMatch(/^extra-[0-9a-f]{12}$/);
    expect(await db.outbox.where('table').equals('settings').count()).toBeGreaterThan(0);
  });

  it('reads in Arabic, right to left', async () => {
    await open('ar');
    const card = await screen.findByRole('region', { name: 'الإضافات' });
    expect(within(card).getByRole('group', { name: 'مقعد أطفال' })).toBeVisible();
  });
});
