import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { SyncBadge } from '../../src/app/admin-sync-badge';
import { appStore, backendModeAtom, syncStatusAtom } from '../../src/app/state';
import { initialStatus } from '../../src/sync/status';
import { renderAt } from './render';

afterEach(() => {
  appStore.set(syncStatusAtom, null);
  appStore.set(backendModeAtom, 'unknown');
});

describe('the header sync badge', () => {
  it('tells of photos that could not be sent, in the language of the page', async () => {
    appStore.set(backendModeAtom, 'server');
    appStore.set(syncStatusAtom, { ...initialStatus(true), failedUploads: 2 });
    await renderAt('/fr/admin', <SyncBadge />, 'fr', ['admin']);
    expect(screen.getByRole('link')).toHaveAttribute('aria-label', '2 photos non envoyées');
  });

  it('puts refused changes before photos, and says all is sent when nothing waits', async () => {
    appStore.set(backendModeAtom, 'server');
    appStore.set(syncStatusAtom, { ...initialStatus(true), rejected: 1, failedUploads: 3 });
    const { unmount } = await renderAt('/en/admin', <SyncBadge />, 'en', ['admin']);
    expect(screen.getByRole('link')).toHaveAttribute('aria-label', '1 change refused');
    unmount();
    appStore.set(syncStatusAtom, initialStatus(true));
    await renderAt('/en/admin', <SyncBadge />, 'en', ['admin']);
    expect(screen.getByRole('link')).toHaveAttribute('aria-label', 'Up to date');
  });
});
