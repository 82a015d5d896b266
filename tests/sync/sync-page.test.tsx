// The sync screen shows what did not get through: a photo the server refused or could not take (and
// its 'Try again now'), and a change too large to send, in the user's language.
import { configure, fireEvent, screen } from '@testing-library/react';
import { Route, Routes } from 'react-router-dom';
import { afterEach, describe, expect, it } from 'vitest';
import { appStore, sessionAtom } from '../../src/app/state';
import { SYNC_KEYS, type AppDb } from '../../src/db/db';
import { DbProvider } from '../../src/db/db-context';
import { patchRecord } from '../../src/db/repository';
import { getUploadFailures, type UploadFailure } from '../../src/db/sync-state';
import { SAMPLE_IDS } from '../../src/domain/sample-data';
import { SyncPage } from '../../src/features/admin-sync/sync-page';
import { renderAt } from '../app/render';
import { freshDb } from '../db/helpers';

configure({ asyncUtilTimeout: 5000 });

afterEach(() => appStore.set(sessionAtom, { status: 'signed-out' }));

async function show(db: AppDb, lang: 'en' | 'fr' | 'ar') {
  appStore.set(sessionAtom, {
    status: 'signed-in',
    session: {
      kind: 'staff',
      token: 't',
      user: { id: crypto.randomUUID(), username: 'admin', name: 'An admin', role: 'admin' },
      expiresAt: new Date(Date.now() + 3600_000).toISOString(),
    },
  });
  await renderAt(
    `/${lang}/admin/sync`,
    <DbProvider db={db}>
      <Routes>
        <Route path="/:lang/admin/sync" element={<SyncPage />} />
      </Routes>
    </DbProvider>,
    lang,
    ['admin', 'admin-sync'],
  );
}

const failure = (overrides: Partial<UploadFailure>): UploadFailure => ({
  imageId: '0a1b2c3d-0000-4000-8000-000000000001',
  message: 'The request body is larger than 5 MB',
  status: 413,
  attempts: 1,
  failedAt: '2026-11-21T10:00:00.000Z',
  retryAt: null,
  bytes: 6 * 1024 * 1024,
  usedBy: [{ table: 'cars', id: SAMPLE_IDS.cars.bmwX7 }],
  ...overrides,
});

describe('sync screen', () => {
  it('lists the photos not sent with why, and makes one due again with Try again now', async () => {
    const db = freshDb();
    const refused = failure({});
    const later = failure({ imageId: '0a1b2c3d-0000-4000-8000-000000000002', status: 503, message: 'Storage unavailable', attempts: 3, retryAt: '2099-01-01T10:00:00.000Z', bytes: 2048 });
    await db.syncState.put({ key: SYNC_KEYS.uploadFailures, value: { [refused.imageId]: refused, [later.imageId]: later } });
    await show(db, 'en');

    expect(await screen.findByRole('heading', { name: 'Photos not sent' })).toHaveTextContent('Photos not sent');
    expect(screen.getByText('The photo is larger than the server takes: choose a smaller one.')).toBeVisible();
    expect(screen.getByText('Tries so far: 1. The app does not try again by itself: the photo stays on this device.')).toBeVisible();
    expect(screen.getByText('The server had a problem. The app tries again by itself.')).toBeVisible();
    expect(screen.getByText(/^Tries so far: 3\. Next automatic try: /)).toHaveTextContent(/^Tries so far: 3\. Next automatic try: .*2099/);
    const titles = screen.getAllByText((_, el) => el?.tagName === 'P' && /^Photo /.test(el.textContent ?? ''));
    expect(titles.map((p) => p.textContent)).toEqual(['Photo 0a1b2c3d (6144 KB)', 'Photo 0a1b2c3d (2 KB)']);

    fireEvent.click(screen.getAllByRole('button', { name: 'Try again now' })[0]!);
    await expect.poll(async () => (await getUploadFailures(db))[refused.imageId]?.retryAt).toBe(new Date(0).toISOString());
  });

  it('says in French why a change was too large to send', async () => {
    const db = freshDb();
    await patchRecord(db, 'posts', SAMPLE_IDS.posts.hiddenParis, { contentFr: 'Long' });
    const entry = (await db.outbox.toArray())[0]!;
    await db.transaction('rw', db.outbox, db.rejected, async () => {
      await db.rejected.put({ ...entry, reason: 'This change is too large to send (1200 KB): the server refused it (The request body is larger than 1 MB)', rejectedAt: '2026-11-21T10:00:00.000Z', code: 'too-large', bytes: 1200 * 1024 });
      await db.outbox.delete(entry.seq);
    });
    await show(db, 'fr');
    const text = 'Cette modification est trop volumineuse pour être envoyée (1200 KB) : le serveur accepte moins en une requête. Raccourcissez le texte, puis renvoyez-la.';
    expect(await screen.findByText(text)).toBeVisible();
    expect(screen.queryByRole('heading', { name: 'Photos non envoyées' })).not.toBeInTheDocument();
  });
});
