// A visitor who chose a theme on an earlier visit: the app keeps the choice in local storage, and the
// theme again in the cookie the boot script paints the page with (src/app/customization.ts).
import type { Page } from '@playwright/test';

export async function chosenTheme(page: Page, theme: 'light' | 'dark'): Promise<void> {
  await page.addInitScript((value) => {
    localStorage.setItem('vtc.customization', JSON.stringify({ theme: value, language: 'fr', version: '1.0.0' }));
    document.cookie = `vtc-theme=${value}; path=/`;
  }, theme);
}
