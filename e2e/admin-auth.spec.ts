// Staff sign-in against the real server: no password shown anywhere, sign-out, sign-in with the network
// off (offline verifier), the failure toast, the guard, and a new server whose first admin password
// is only in its log until it is changed on the profile.
import { expect, test, type Page } from '@playwright/test';
import { expectNoViolations } from './axe';
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chosenTheme } from './theme';

// The test server's first admin, given as ADMIN_PASSWORD by scripts/e2e-server.mjs.
const ADMIN = { username: 'admin', password: 'Prestige2026!' };
const LOG_NOTE = 'On a new installation, the first administrator password is printed in the server log.';

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
  test('shows no password, only where a new server prints its first one; signs in, out, and in again offline', async ({ page, context }) => {
    await page.goto('/en/admin/login');
    await expect(page.getByText(LOG_NOTE)).toBeVisible();
    await expect(page.locator('body')).not.toContainText(ADMIN.password);
    expect((await page.request.get('/api/auth/hint')).status()).toBe(404);

    await signIn(page, ADMIN.username, ADMIN.password);
    await expect(page.getByText('Login Successful')).toBeVisible();
    await expect(page.getByText('Welcome to the admin panel')).toBeVisible();
    await expect(page).toHaveURL(/\/en\/admin$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' }).first()).toBeVisible();
    await expect(page.getByRole('button', { name: /^Account menu of / })).toHaveText('A');

    await signOut(page);

    await context.setOffline(true);
    await expect(page.getByText('You are offline. You can sign in with an account')).toBeVisible();
    await signIn(page, ADMIN.username, 'not the password');
    await expect(page.getByRole('alert').filter({ hasText: 'Login Failed' })).toContainText('Invalid username or password');
    await expect(page).toHaveURL(/\/en\/admin\/login$/);

    await signIn(page, ADMIN.username, ADMIN.password);
    await expect(page.getByText('Login Successful')).toBeVisible();
    await expect(page).toHaveURL(/\/en\/admin$/);
    await expect(page.getByRole('link', { name: /^Offline/ })).toBeVisible();
    await context.setOffline(false);
  });

  test('a wrong password shows the failure toast, in red', async ({ page }) => {
    await page.goto('/en/admin/login');
    await signIn(page, ADMIN.username, 'Prestige2025?');
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
    await signIn(page, ADMIN.username, ADMIN.password);
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

// A server started without ADMIN_PASSWORD, as on a real first start: its own database and log.
test.describe('a new server without ADMIN_PASSWORD', () => {
  test.describe.configure({ mode: 'serial', timeout: 180_000 });
  let server: ChildProcess | undefined;
  let dataDir = '';
  let base = '';
  let log = '';

  test.beforeAll(async () => {
    test.setTimeout(120_000);
    const port = await freePort();
    dataDir = mkdtempSync(join(tmpdir(), 'vtc-e2e-own-'));
    base = `http://127.0.0.1:${port}`;
    const { ADMIN_PASSWORD: _password, ADMIN_USERNAME: _username, ...env } = process.env;
    server = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts', '--no-build'], {
      // The request log stays on: the test checks that the password is in no line of it.
      env: { ...env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir },
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    server.stdout?.on('data', (chunk: Buffer) => (log += chunk.toString()));
    await expect
      .poll(async () => (await fetch(`${base}/api/health`).then((r) => r.json()).catch(() => null))?.ok, { timeout: 110_000 })
      .toBe(true);
  });

  test.afterAll(() => {
    server?.kill('SIGTERM');
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  });

  test('prints a random first password once in its log; it opens the office until it is changed', async ({ browser }) => {
    const printed = /was created with this password:\n\n {4}([A-Za-z0-9_-]{24})\n/.exec(log)?.[1] ?? '';
    expect(printed).toMatch(/^[A-Za-z0-9_-]{24}$/);
    expect(log.split(printed).length - 1).toBe(1);

    const context = await browser.newContext({ baseURL: base });
    const page = await context.newPage();
    await page.goto('/en/admin/login');
    await expect(page.getByText(LOG_NOTE)).toBeVisible();
    await expect(page.locator('body')).not.toContainText(printed);
    await signIn(page, ADMIN.username, ADMIN.password);
    await expect(page.getByRole('alert').filter({ hasText: 'Login Failed' })).toContainText('Invalid username or password');
    await signIn(page, 'admin', printed);
    await expect(page).toHaveURL(/\/en\/admin$/);

    await page.goto('/en/admin/profile');
    await page.getByLabel('Current password').fill(printed);
    await page.getByLabel('New password', { exact: true }).fill('Champs-Elysees-2026');
    await page.getByLabel('Confirm new password').fill('Champs-Elysees-2026');
    await page.getByRole('button', { name: 'Change password' }).click();
    await expect(page.getByText('Password changed')).toBeVisible();

    await signOut(page);
    await signIn(page, 'admin', printed);
    await expect(page.getByRole('alert').filter({ hasText: 'Login Failed' })).toBeVisible();
    await signIn(page, 'admin', 'Champs-Elysees-2026');
    await expect(page).toHaveURL(/\/en\/admin$/);
    await context.close();
    // The password never left the log: not in a request's line, not twice.
    expect(log.split(printed).length - 1).toBe(1);
  });
});

test.describe('accessibility of the staff screens', () => {
  for (const theme of ['light', 'dark'] as const) {
    test(`sign-in page and sync screen, ${theme}: no violations`, async ({ page }) => {
      await chosenTheme(page, theme);
      const check = async () => {
        await expectNoViolations(page);
      };
      await page.goto('/ar/admin/login');
      await expect(page.getByText('في التثبيت الجديد، تُطبع كلمة مرور المسؤول الأول في سجل الخادم.')).toBeVisible();
      await check();

      await page.goto('/en/admin/login?next=%2Fen%2Fadmin%2Fsync');
      await signIn(page, ADMIN.username, ADMIN.password);
      await expect(page.getByRole('button', { name: 'Sync now' })).toBeVisible();
      // The welcome toast came and went (a toast fading out would read as low contrast).
      await expect(page.getByText('Login Successful')).toBeVisible();
      await expect(page.getByText('Login Successful')).toHaveCount(0, { timeout: 10_000 });
      await check();
    });
  }
});
