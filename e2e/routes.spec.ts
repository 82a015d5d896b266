import { expect, test } from '@playwright/test';

test.describe('paths outside a language', () => {
  test.use({ locale: 'ar-TN' });
  test('go to the site in the settings’ default language, French, whatever the browser’s language', async ({ page }) => {
    await page.goto('/');
    await expect(page).toHaveURL(/\/fr$/);

    await page.goto('/fleet?sort=price#grid');
    await expect(page).toHaveURL(/\/fr\/fleet\?sort=price#grid$/);

    // The admin area is behind the staff guard: a visitor lands on its sign-in page, with the way back.
    await page.goto('/admin/bookings');
    await expect(page).toHaveURL(/\/fr\/admin\/login\?next=%2Ffr%2Fadmin%2Fbookings$/);
  });
});

test.describe('language-prefixed routes', () => {
  test('the prefix sets the document language and direction', async ({ page }) => {
    await page.goto('/ar');
    await expect(page.locator('html')).toHaveAttribute('lang', 'ar');
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');

    await page.goto('/en/fleet');
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await expect(page.locator('html')).toHaveAttribute('dir', 'ltr');
    await expect(page.getByRole('heading', { name: 'Our Fleet' })).toBeVisible();
  });

  test('changing language keeps the rest of the path, the search and the hash, replacing history', async ({
    page,
  }) => {
    await page.goto('/en');
    await page.goto('/en/tours?category=private#list');
    const before = await page.evaluate(() => history.length);

    await page.getByRole('button', { name: /Language/ }).click();
    await page.getByRole('menuitem', { name: /العربية/ }).click();

    await expect(page).toHaveURL(/\/ar\/tours\?category=private#list$/);
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    expect(await page.evaluate(() => history.length)).toBe(before);

    await page.goBack();
    await expect(page).toHaveURL(/\/en$/);
  });

  test('unknown pages under a prefix say Page Not Found, public and admin', async ({ page }) => {
    await page.goto('/en/no-such-page');
    await expect(page.getByRole('heading', { name: 'Page Not Found' })).toBeVisible();

    await page.goto('/en/admin/no-such-screen');
    await expect(page.getByRole('heading', { name: 'Page Not Found' })).toBeVisible();

    await page.goto('/fr/nulle-part');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Page introuvable');
  });

  test('every navigation starts at the top of the page', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 600 });
    await page.goto('/en');
    // The app has mounted (and made its own first scroll to the top) before the visitor scrolls.
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(100);
    await page.getByRole('contentinfo').getByRole('link', { name: 'Private tours' }).click();
    await expect(page).toHaveURL(/\/en\/tours$/);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  });

  test('the top bar gets its solid style once scrolled past 20 px', async ({ page }) => {
    await page.goto('/en');
    const header = page.getByRole('banner');
    await expect(header).not.toHaveAttribute('data-scrolled', /.*/);
    await page.evaluate(() => window.scrollTo(0, 200));
    await expect(header).toHaveAttribute('data-scrolled', 'true');
  });
});

test.describe('phone menu', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('the menu panel holds the links, language and account buttons; a link closes it', async ({ page }) => {
    await page.goto('/en');
    await page.getByRole('button', { name: 'Open menu' }).click();
    const panel = page.getByRole('dialog', { name: 'Menu' });
    await expect(panel).toBeVisible();
    await expect(panel.getByRole('searchbox', { name: 'Search' })).toBeVisible();
    await expect(panel.getByRole('button', { name: 'Login' })).toBeVisible();
    await expect(panel.getByRole('button', { name: 'Sign Up' })).toBeVisible();

    await panel.getByRole('link', { name: 'Fleet' }).click();
    await expect(page).toHaveURL(/\/en\/fleet$/);
    await expect(panel).toBeHidden();
  });

  test('Login and Sign Up close the panel and open their dialogs, which switch to each other', async ({ page }) => {
    await page.goto('/en');
    await page.getByRole('button', { name: 'Open menu' }).click();
    await page.getByRole('dialog', { name: 'Menu' }).getByRole('button', { name: 'Sign Up' }).click();
    await expect(page.getByRole('dialog', { name: 'Menu' })).toBeHidden();
    await expect(page.getByRole('dialog', { name: 'Join Us' })).toBeVisible();
    await page.getByRole('button', { name: 'Sign in here' }).click();
    await expect(page.getByRole('dialog', { name: 'Welcome Back' })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog', { name: 'Welcome Back' })).toBeHidden();
  });
});
