import { act, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AppRoutes } from '../../src/app/router';
import { appStore, pwaAtom } from '../../src/app/state';
import { UpdatePrompt } from '../../src/app/update-prompt';
import { OfflineBadge } from '../../src/app/offline-badge';
import { renderAt } from './render';

afterEach(() => {
  appStore.set(pwaAtom, { applyUpdate: null, installPrompt: null });
});

describe('the app shell', () => {
  it('answers an unknown public route with Page Not Found, inside the public chrome', async () => {
    await renderAt('/en/this/does/not/exist', <AppRoutes />);
    expect(await screen.findByRole('heading', { name: 'Page Not Found' })).toBeVisible();
    expect(screen.getByRole('banner')).toBeVisible();
    expect(screen.getByRole('contentinfo')).toHaveTextContent('available 24/7');
  });

  it('sets the document language and direction from the prefix', async () => {
    await renderAt('/ar/fleet', <AppRoutes />, 'ar');
    await screen.findByRole('banner');
    expect(document.documentElement.lang).toBe('ar');
    expect(document.documentElement.dir).toBe('rtl');
  });

  it('leaves the document language and direction alone when the boot script set them already', async () => {
    // Written again, even unchanged, they would make the browser restyle the whole page it hydrates.
    document.documentElement.lang = 'fr';
    document.documentElement.dir = 'ltr';
    const written: string[] = [];
    const observer = new MutationObserver((records) => written.push(...records.map((r) => r.attributeName ?? '')));
    observer.observe(document.documentElement, { attributes: true, attributeFilter: ['lang', 'dir'] });
    await renderAt('/fr/fleet', <AppRoutes />, 'fr');
    await screen.findByRole('banner');
    await Promise.resolve();
    observer.disconnect();
    expect(written).toEqual([]);
    expect(document.documentElement.lang).toBe('fr');
  });

  it('lists the five public links and the footer services and destinations', async () => {
    await renderAt('/en', <AppRoutes />);
    const nav = await screen.findByRole('navigation', { name: 'Main' });
    const links = [...nav.querySelectorAll('a')].map((a) => [a.textContent, a.getAttribute('href')]);
    expect(links).toEqual([
      ['Home', '/en'],
      ['Fleet', '/en/fleet'],
      ['Tours', '/en/tours'],
      ['Blog', '/en/blog'],
      ['Contact', '/en/contact'],
    ]);
    const footer = screen.getByRole('contentinfo').textContent ?? '';
    for (const text of ['Airport transfers', 'Private tours', 'Shared tours', 'Belgium', 'Tunisia', 'French Riviera', 'Paris'])
      expect(footer).toContain(text);
    for (const name of ['Facebook', 'Instagram', 'X', 'LinkedIn']) expect(screen.getByRole('link', { name })).toBeVisible();
  });
});

describe('app status', () => {
  it('offers the new version with a reload action', async () => {
    const applyUpdate = vi.fn();
    await renderAt('/en', <UpdatePrompt />);
    expect(screen.queryByText('A new version is available.')).not.toBeInTheDocument();
    act(() => appStore.set(pwaAtom, { applyUpdate, installPrompt: null }));
    fireEvent.click(await screen.findByRole('button', { name: 'Reload' }));
    expect(applyUpdate).toHaveBeenCalledOnce();
  });

  it('says when the device is offline', async () => {
    await renderAt('/en', <OfflineBadge />);
    expect(screen.queryByText('Offline')).not.toBeInTheDocument();
    const online = vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    act(() => {
      window.dispatchEvent(new Event('offline'));
    });
    expect(await screen.findByText('Offline')).toBeVisible();
    online.mockReturnValue(true);
    act(() => {
      window.dispatchEvent(new Event('online'));
    });
    expect(screen.queryByText('Offline')).not.toBeInTheDocument();
    online.mockRestore();
  });
});
