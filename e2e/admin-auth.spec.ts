// Staff sign-in against the real server: the hint, sign-out, sign-in with the network off (offline
// verifier), the failure toast, the guard, and the password change that ends the hint.
import { expect, test, type Page } from '@playwright/test';
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const DEFAULT = { username: 'admin', password: 'Prestige2026!' };

async function signIn(page: Page, username: string, password: string) {
  await page.getByLabel('Username').fill(username);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
}

async function signOut(page: Page) {
  await page.getByRole('button', { name: /^Account menu of / }).click();
  await page.getByRole('menuitem', { name: 'Logout' }).click();
  await expect(page).toHaveURL(/\/en\/admin\/login$/);
}

test.describe('staff sign-in', () => {
  test('signs in with the hinted defaults, out, and in again with the network off', async ({ page, context }) => {
    await page.goto('/en/admin/login');
    const hint = page.getByRole('alert').filter({ hasText: 'Default credentials' });
    await expect(hint).toBeVisible();
    await expect(hint).toContainText(DEFAULT.username);
    await expect(hint).toContainText(DEFAULT.password);

    await signIn(page, DEFAULT.username, DEFAULT.password);
    await expect(page.getByText('Login Successful')).toBeVisible();
    await expect(page.getByText('Welcome to the admin panel')).toBeVisible();
    await expect(page).toHaveURL(/\/en\/admin$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' }).first()).toBeVisible();
    await expect(page.getByRole('button', { name: /^Account menu of / })).toHaveText('A');

    await signOut(page);

    await context.setOffline(true);
    await expect(page.getByText('You are offline. You can sign in with an account')).toBeVisible();
    await signIn(page, DEFAULT.username, 'not the password');
    await expect(page.getByRole('alert').filter({ hasText: 'Login Failed' })).toContainText('Invalid username or password');
    await expect(page).toHaveURL(/\/en\/admin\/login$/);

    await signIn(page, DEFAULT.username, DEFAULT.password);
    await expect(page.getByText('Login Successful')).toBeVisible();
    await expect(page).toHaveURL(/\/en\/admin$/);
    await expect(page.getByRole('link', { name: /^Offline/ })).toBeVisible();
    await context.setOffline(false);
  });

  test('a wrong password shows the failure toast, in red', async ({ page }) => {
    await page.goto('/en/admin/login');
    await signIn(page, DEFAULT.username, 'Prestige2025?');
    const toast = page.getByRole('alert').filter({ hasText: 'Login Failed' });
    await expect(toast).toContainText('Invalid username or password');
    const [color, red] = await toast.evaluate((el) => [
      getComputedStyle(el).getPropertyValue('--notification-color').trim(),
      getComputedStyle(document.documentElement).getPropertyValue('--mantine-color-red-filled').trim(),
    ]);
    expect(color).toBe(red);
    await expect(page).toHaveURL(/\/en\/admin\/login$/);
  });

  test('empty fields are named next to them', async ({ page }) => {
    await page.goto('/fr/admin/login');
    await page.getByRole('button', { name: 'Se connecter' }).click();
    await expect(page.getByText('Le nom d’utilisateur est requis')).toBeVisible();
    await expect(page.getByText('Le mot de passe est requis')).toBeVisible();
  });
});

test.describe('the staff guard', () => {
  test('sends a signed-out visitor of any admin route to the sign-in page of that language, then back', async ({ page }) => {
    await page.goto('/ar/admin/bookings');
    await expect(page).toHaveURL(/\/ar\/admin\/login\?next=%2Far%2Fadmin%2Fbookings$/);
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('تسجيل دخول المسؤول');

    await page.goto('/en/admin/sync');
    await expect(page).toHaveURL(/\/en\/admin\/login\?next=%2Fen%2Fadmin%2Fsync$/);
    await signIn(page, DEFAULT.username, DEFAULT.password);
    await expect(page).toHaveURL(/\/en\/admin\/sync$/);
    await expect(page.getByRole('button', { name: 'Sync now' })).toBeVisible();
  });

  test('guards the public create forms too', async ({ page }) => {
    await page.goto('/fr/blog/create');
    await expect(page).toHaveURL(/\/fr\/admin\/login\?next=%2Ffr%2Fblog%2Fcreate$/);
  });
});

/** A port nobody listens on. */
function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

// Changing the default admin's password ends the hint for everyone on that server: this test has a
// server (and database) of its own, so the tests running beside it keep the defaults.
test.describe('on a server of its own', () => {
  test.describe.configure({ mode: 'serial', timeout: 180_000 });
  let server: ChildProcess | undefined;
  let dataDir = '';
  let base = '';

  test.beforeAll(async () => {
    test.setTimeout(120_000);
    const port = await freePort();
    dataDir = mkdtempSync(join(tmpdir(), 'vtc-e2e-own-'));
    base = `http://127.0.0.1:${port}`;
    server = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts', '--no-build'], {
      env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir },
      stdio: 'ignore',
    });
    await expect
      .poll(async () => (await fetch(`${base}/api/health`).then((r) => r.json()).catch(() => null))?.ok, { timeout: 110_000 })
      .toBe(true);
  });

  test.afterAll(() => {
    server?.kill('SIGTERM');
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  });

  test('changing the password on the profile removes the hint', async ({ browser }) => {
    const context = await browser.newContext({ baseURL: base });
    const page = await context.newPage();
    await page.goto('/en/admin/login');
    await expect(page.getByText('Default credentials')).toBeVisible();
    await signIn(page, DEFAULT.username, DEFAULT.password);
    await expect(page).toHaveURL(/\/en\/admin$/);

    await page.goto('/en/admin/profile');
    await page.getByLabel('Current password').fill(DEFAULT.password);
    await page.getByLabel('New password', { exact: true }).fill('Champs-Elysees-2026');
    await page.getByLabel('Confirm new password').fill('Champs-Elysees-2026');
    await page.getByRole('button', { name: 'Change password' }).click();
    await expect(page.getByText('Password changed')).toBeVisible();

    await signOut(page);
    const hint = page.waitForResponse((r) => r.url().endsWith('/api/auth/hint'));
    await page.reload();
    await hint;
    await expect(page.getByRole('button', { name: 'Sign in' })).toBeVisible();
    await expect(page.getByText('Default credentials')).toBeHidden();

    await signIn(page, DEFAULT.username, DEFAULT.password);
    await expect(page.getByRole('alert').filter({ hasText: 'Login Failed' })).toBeVisible();
    await signIn(page, DEFAULT.username, 'Champs-Elysees-2026');
    await expect(page).toHaveURL(/\/en\/admin$/);
    await context.close();
  });
});

test.describe('accessibility of the staff screens', () => {
  for (const theme of ['light', 'dark'] as const) {
    test(`sign-in page and sync screen, ${theme}: no violations`, async ({ page }) => {
      const { default: AxeBuilder } = await import('@axe-core/playwright');
      await page.addInitScript((value) => {
        localStorage.setItem('vtc.customization', JSON.stringify({ theme: value, language: 'fr', version: '1.0.0' }));
      }, theme);
      const check = async () => {
        await page.evaluate(() => document.fonts.ready);
        const results = await new AxeBuilder({ page }).analyze();
        expect(results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
      };
      await page.goto('/ar/admin/login');
      await expect(page.getByRole('alert').filter({ hasText: 'بيانات الدخول الافتراضية' })).toBeVisible();
      await check();

      await page.goto('/en/admin/login?next=%2Fen%2Fadmin%2Fsync');
      await signIn(page, DEFAULT.username, DEFAULT.password);
      await expect(page.getByRole('button', { name: 'Sync now' })).toBeVisible();
      // The welcome toast came and went (a toast fading out would read as low contrast).
      await expect(page.getByText('Login Successful')).toBeVisible();
      await expect(page.getByText('Login Successful')).toHaveCount(0, { timeout: 10_000 });
      await check();
    });
  }
});
