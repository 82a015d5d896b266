// A dark page stays dark while the app takes it over: Mantine never puts its default light scheme on
// the page, not even between its mount and its forced scheme (a flash a visitor would see).
import { render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { App } from '../../src/app/app';
import { createPageStore, themeAtom } from '../../src/app/state';
import { activateLanguage } from '../../src/i18n/i18n';

describe('the page colour scheme', () => {
  afterEach(() => vi.restoreAllMocks());

  it('is only ever set to the app theme', async () => {
    await activateLanguage('en');
    const root = document.documentElement;
    root.setAttribute('data-mantine-color-scheme', 'dark');
    const schemes: string[] = [];
    const setAttribute = root.setAttribute.bind(root);
    vi.spyOn(root, 'setAttribute').mockImplementation((name: string, value: string) => {
      if (name === 'data-mantine-color-scheme') schemes.push(value);
      setAttribute(name, value);
    });
    const store = createPageStore('en');
    store.set(themeAtom, 'dark');
    render(
      <App store={store}>
        <p>page</p>
      </App>,
    );
    expect(await screen.findByText('page')).toBeVisible();
    expect(schemes.length).toBeGreaterThan(0);
    expect(new Set(schemes)).toEqual(new Set(['dark']));
    expect(root).toHaveAttribute('data-mantine-color-scheme', 'dark');
  });
});
