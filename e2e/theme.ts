// A visitor who chose a theme on an earlier visit: the app keeps the choice in local storage, and the
// theme again in the cookie that the server and the boot script paint the page with
// (src/domain/page-theme.ts): there from the first request on.
import { test, type Page } from '@playwright/test';

export async function chosenTheme(page: Page, theme: 'light' | 'dark'): Promise<void> {
  await page.context().addCookies([{ name: 'vtc-theme', value: theme, url: test.info().project.use.baseURL! }]);
  await page.addInitScript((value) => {
    localStorage.setItem('vtc.customization', JSON.stringify({ theme: value, language: 'fr', version: '1.0.0' }));
  }, theme);
}
