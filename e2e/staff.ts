// Signing a staff member in through the sign-in page, as a person does.
import { expect, type Page } from '@playwright/test';

export const ADMIN = { username: 'admin', password: 'Prestige2026!' };

interface Options {
  /** The sign-in page's language. */
  lang?: 'en' | 'fr' | 'ar';
  /** Where the back office should open (the `next` of the sign-in page); its dashboard otherwise. */
  next?: string;
}

/**
 * Signs `who` in and waits for the back office. A refused sign-in fails with what the page said: its
 * message is a toast, gone after a few seconds, so it is kept from the moment it shows.
 */
export async function signInStaff(page: Page, who = ADMIN, { lang = 'en', next }: Options = {}) {
  const target = next ?? `/${lang}/admin`;
  // The back office's start is the dashboard for an admin, 'My rides' for a driver.
  const arrived = (path: string) => path === target || (/^\/[a-z]{2}\/admin$/.test(target) && path === `${target}/rides`);
  await page.goto(`/${lang}/admin/login${next ? `?next=${encodeURIComponent(next)}` : ''}`);
  await page.locator('input[autocomplete="username"]').fill(who.username);
  await page.locator('input[autocomplete="current-password"]').fill(who.password);
  await page.locator('button[type="submit"]').click();
  let said = '';
  await expect
    .poll(
      async () => {
        const { pathname, search } = new URL(page.url());
        if (arrived(`${pathname}${search}`)) return 'signed in';
        said ||= (await page.locator('.mantine-Notification-root').allInnerTexts()).join(' | ');
        return said || 'still on the sign-in page';
      },
      { message: `${who.username} signs in`, timeout: 15_000 },
    )
    .toBe('signed in');
}
