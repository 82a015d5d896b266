// The back office's dashboard, messages, settings and team against the real server: figures that
// follow the data, the handled mark, settings that stay, export and import, staff accounts and what
// a driver sees. Their axe checks, in three languages, are in admin-a11y.spec.ts.
import { expect, test, type Browser, type Page } from '@playwright/test';
import { spawn, type ChildProcess } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { SAMPLE_IDS } from '../src/domain/sample-data';
import { SYNCED_TABLES } from '../src/domain/types';
import { ADMIN, signInStaff } from './staff';

/** A 1x1 PNG. */
const PNG = 'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=';

const signIn = (page: Page, username: string, password: string, next = '/en/admin') => signInStaff(page, { username, password }, { next });

/** Pulls what the server has now, then comes back to `path` through the sidebar. */
async function syncNow(page: Page) {
  await page.getByRole('link', { name: 'Sync', exact: true }).click();
  await page.getByRole('button', { name: 'Sync now' }).click();
  // One toast at a time: what the sync brought from the website replaces 'Sync finished' (for a moment
  // both are there, one leaving).
  await expect(page.getByText(/^(Sync finished|New from the website)$/).first()).toBeVisible();
}

async function figure(page: Page, label: string): Promise<number> {
  const text = await page.getByRole('group', { name: label }).locator('[data-figure]').innerText();
  return Number(text.replace(/[^\d]/g, ''));
}

function publicBooking(firstName: string) {
  return {
    id: randomUUID(),
    firstName,
    lastName: 'Office',
    email: 'office-test@example.com',
    phone: '+33 6 12 34 56 78',
    pickupLocation: 'Gare de Lyon, Paris',
    pickupDate: new Date(Date.now() + 5 * 86_400_000).toISOString().slice(0, 10),
    pickupTime: '09:30',
    serviceType: 'transfer',
    vehicleId: SAMPLE_IDS.cars.eClass,
    passengers: 2,
    luggage: 1,
  };
}

test.describe('dashboard', () => {
  test('its figures follow a booking that arrives from the site', async ({ page }) => {
    await signIn(page, ADMIN.username, ADMIN.password);
    await expect(page.getByRole('group', { name: 'Total bookings' })).toBeVisible();
    const total = await figure(page, 'Total bookings');
    const pending = Number((await page.getByText('Bookings waiting for confirmation').locator('xpath=../..').innerText()).replace(/[^\d]/g, ''));

    const name = `Dash${Date.now().toString(36)}`;
    const sent = await page.request.post('/api/public/bookings', { data: publicBooking(name) });
    expect(sent.status()).toBe(201);

    await syncNow(page);
    await page.getByRole('link', { name: 'Dashboard' }).click();
    await expect.poll(() => figure(page, 'Total bookings')).toBeGreaterThan(total);
    const recent = page.getByRole('region', { name: 'Recent bookings' });
    const newest = recent.getByRole('link').filter({ hasText: `${name} Office` });
    await expect(newest).toBeVisible();
    await expect(newest).toContainText('Pending');
    const pendingNow = Number((await page.getByText('Bookings waiting for confirmation').locator('xpath=../..').innerText()).replace(/[^\d]/g, ''));
    expect(pendingNow).toBeGreaterThan(pending);

    await newest.click();
    await expect(page).toHaveURL(/\/en\/admin\/bookings\/[0-9a-f-]{36}$/);
  });

  test('counts every one of 10,000 bookings on the device', async ({ page }) => {
    test.setTimeout(90_000);
    await signIn(page, ADMIN.username, ADMIN.password);
    await expect(page.getByRole('link', { name: 'Up to date' })).toBeVisible({ timeout: 20_000 });
    const before = await figure(page, 'Total bookings');
    await page.evaluate(async () => {
      const db = await new Promise<IDBDatabase>((resolve, reject) => {
        const open = indexedDB.open('vtc');
        open.onsuccess = () => resolve(open.result);
        open.onerror = () => reject(open.error);
      });
      const statuses = ['pending', 'confirmed', 'completed', 'cancelled'];
      const now = Date.now();
      await new Promise<void>((resolve, reject) => {
        const tx = db.transaction('bookings', 'readwrite');
        const store = tx.objectStore('bookings');
        for (let i = 0; i < 10_000; i++) {
          const created = new Date(now - (i % 400) * 86_400_000 - i * 1000).toISOString();
          store.put({
            id: crypto.randomUUID(),
            createdAt: created,
            updatedAt: created,
            rev: 0,
            firstName: 'Bulk',
            lastName: `Customer ${i}`,
            email: '',
            phone: '+33 6 00 00 00 00',
            pickupLocation: 'Orly Airport',
            pickupDate: new Date(now + ((i % 365) - 180) * 86_400_000).toISOString().slice(0, 10),
            pickupTime: '08:00',
            serviceType: 'transfer',
            passengers: 1,
            luggage: 0,
            totalPrice: '95.00',
            vatKind: 'transport',
            status: statuses[i % 4],
            source: 'admin',
          });
        }
        tx.oncomplete = () => resolve();
        tx.onerror = () => reject(tx.error);
      });
      db.close();
    });
    // Its speed is measured by `npm run bench:admin`; here, that the figures count every booking.
    await page.getByRole('link', { name: 'Messages' }).click();
    await expect(page.getByRole('radiogroup', { name: 'Which messages' })).toBeVisible();
    await page.getByRole('link', { name: 'Dashboard', exact: true }).click();
    // Other specs may book on the site meanwhile: a few more may arrive by sync, never fewer.
    await expect
      .poll(async () => (await figure(page, 'Total bookings')) - before, { timeout: 20_000 })
      .toBeGreaterThanOrEqual(10_000);
    expect((await figure(page, 'Total bookings')) - before).toBeLessThan(10_010);
  });
});

test.describe('messages', () => {
  test('the handled mark survives a reload', async ({ page }) => {
    const name = `Msg${Date.now().toString(36)}`;
    const sent = await page.request.post('/api/public/contacts', {
      data: {
        id: randomUUID(),
        firstName: name,
        lastName: 'Visitor',
        email: 'visitor@example.com',
        phone: '+33 6 98 76 54 32',
        serviceType: 'private',
        message: 'Could you drive us to Giverny on Saturday?\nWe are four.',
      },
    });
    expect(sent.status()).toBe(201);

    await signIn(page, ADMIN.username, ADMIN.password, '/en/admin/messages');
    await syncNow(page);
    await page.getByRole('link', { name: 'Messages' }).click();
    const card = page.getByRole('article', { name: `${name} Visitor` });
    await expect(card).toBeVisible();
    await expect(card).toContainText('Private tour');
    await expect(card.getByRole('link', { name: 'visitor@example.com' })).toHaveAttribute('href', 'mailto:visitor@example.com');
    await expect(card.getByRole('link', { name: '+33 6 98 76 54 32' })).toHaveAttribute('href', 'tel:+33698765432');

    await card.getByRole('button', { name: /^Mark handled/ }).click();
    await expect(page.getByText('Marked as handled')).toBeVisible();
    // 'To handle' is the list shown first: the message has left it.
    await expect(card).toHaveCount(0);

    await page.reload();
    await expect(page.getByRole('radiogroup', { name: 'Which messages' })).toBeVisible();
    await expect(page.getByRole('article', { name: `${name} Visitor` })).toHaveCount(0);
    await page.getByText(/^All \(\d+\)$/).click();
    const handled = page.getByRole('article', { name: `${name} Visitor` });
    await expect(handled).toContainText('Handled');
    await handled.getByRole('button', { name: /^Mark unhandled/ }).click();
    await expect(handled).toContainText('To handle');
  });
});

test.describe('team', () => {
  test('an admin creates a driver, who sees the driver’s back office, then disables them', async ({ page, browser }) => {
    test.setTimeout(90_000);
    const username = `driver.${Date.now().toString(36)}`;
    await signIn(page, ADMIN.username, ADMIN.password, '/en/admin/team');
    await expect(page.getByRole('list', { name: /^Team members/ })).toBeVisible();

    await page.getByRole('button', { name: 'Add member' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add a team member' });
    await dialog.getByLabel('Username').fill(username);
    await dialog.getByLabel('Full name').fill('Karim Test');
    await dialog.getByLabel('Initial password').fill('short');
    await dialog.getByRole('button', { name: 'Create account' }).click();
    await expect(dialog.getByText('Password must be at least 8 characters')).toBeVisible();
    await dialog.getByLabel('Initial password').fill('Driver-pass-2026');
    await dialog.getByRole('button', { name: 'Create account' }).click();
    await expect(page.getByText('Account created')).toBeVisible();
    const member = page.getByRole('listitem', { name: 'Karim Test' });
    await expect(member).toContainText('Driver');
    await expect(member).toContainText('Active');

    // The same username again: the server's refusal, next to the field.
    await page.getByRole('button', { name: 'Add member' }).click();
    await dialog.getByLabel('Username').fill(username);
    await dialog.getByLabel('Full name').fill('Someone Else');
    await dialog.getByLabel('Initial password').fill('Another-pass-1');
    await dialog.getByRole('button', { name: 'Create account' }).click();
    await expect(dialog.getByText('This username is already taken')).toBeVisible();
    await dialog.getByRole('button', { name: 'Cancel' }).click();

    const driver = await (browser as Browser).newContext();
    const driverPage = await driver.newPage();
    await signIn(driverPage, username, 'Driver-pass-2026');
    // A driver's back office opens on their rides (none yet), with the way to a new booking.
    await expect(driverPage).toHaveURL(/\/en\/admin\/rides$/);
    const sidebar = driverPage.getByRole('navigation', { name: 'Back office' });
    await expect(sidebar.getByRole('link')).toHaveText(['My rides', 'Bookings', 'Sync', 'View site']);
    await expect(driverPage.getByRole('main').getByText('No rides assigned to you')).toBeVisible();
    await expect(driverPage.getByRole('main').getByRole('link', { name: 'New booking' })).toBeVisible();

    await member.getByRole('button', { name: 'Disable Karim Test' }).click();
    await page.getByRole('dialog', { name: 'Disable Karim Test?' }).getByRole('button', { name: 'Disable account' }).click();
    await expect(page.getByText('Account disabled')).toBeVisible();
    await expect(member).toContainText('Disabled');

    // The server ended the driver's session: their device asks them to sign in again, and cannot.
    await driverPage.reload();
    await expect(driverPage.getByText('Please sign in again')).toBeVisible({ timeout: 20_000 });
    await driverPage.getByRole('button', { name: /^Account menu of / }).click();
    await driverPage.getByRole('menuitem', { name: 'Logout' }).click();
    await driverPage.getByLabel('Username').fill(username);
    await driverPage.getByLabel('Password', { exact: true }).fill('Driver-pass-2026');
    await driverPage.getByRole('button', { name: 'Sign in' }).click();
    await expect(driverPage.getByRole('alert').filter({ hasText: 'Login Failed' })).toBeVisible();
    await driver.close();

    await member.getByRole('button', { name: 'Enable Karim Test' }).click();
    await expect(member).toContainText('Active');
  });

  test('offline, the team says it needs a connection', async ({ page, context }) => {
    await signIn(page, ADMIN.username, ADMIN.password, '/en/admin/team');
    await expect(page.getByRole('list', { name: /^Team members/ })).toBeVisible();
    await context.setOffline(true);
    await expect(page.getByText('The team needs a connection to the server.')).toBeVisible();
    await context.setOffline(false);
    await expect(page.getByRole('list', { name: /^Team members/ })).toBeVisible();
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

// Settings and imports change what every device of a server sees: these tests have a server (and
// database) of their own, so that the tests running beside them keep theirs.
test.describe('settings, export and import, on a server of their own', () => {
  test.describe.configure({ mode: 'serial', timeout: 180_000 });
  let server: ChildProcess | undefined;
  let dataDir = '';
  let base = '';

  test.beforeAll(async () => {
    test.setTimeout(120_000);
    const port = await freePort();
    dataDir = mkdtempSync(join(tmpdir(), 'vtc-e2e-office-'));
    base = `http://127.0.0.1:${port}`;
    server = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts', '--no-build'], {
      env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, ADMIN_USERNAME: 'admin', ADMIN_PASSWORD: ADMIN.password, LOG_REQUESTS: 'false' },
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

  async function openSettings(browser: Browser) {
    const context = await browser.newContext({ baseURL: base, acceptDownloads: true });
    const page = await context.newPage();
    await signIn(page, ADMIN.username, ADMIN.password, '/en/admin/settings');
    await expect(page.getByRole('button', { name: 'Edit settings' })).toBeVisible();
    // A new device starts from the seed: read the values once it has the server's.
    await expect(page.getByRole('link', { name: 'Up to date' })).toBeVisible({ timeout: 20_000 });
    return { context, page };
  }

  async function setRetention(page: Page, days: string) {
    await page.getByRole('button', { name: 'Edit settings' }).click();
    await page.getByLabel('Data retention period (days)').fill(days);
    await page.getByRole('button', { name: 'Save changes' }).click();
    await expect(page.getByText('Settings updated successfully')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Edit settings' })).toBeVisible();
  }

  test('edit, save and reload keep the values; cancel discards the edits', async ({ browser }) => {
    const { context, page } = await openSettings(browser);
    const retention = page.getByLabel('Data retention period (days)');
    await expect(retention).toHaveValue('365');
    await expect(retention).toHaveAttribute('readonly', '');
    await expect(page.getByRole('button', { name: 'Save changes' })).toHaveCount(0);

    await page.getByRole('button', { name: 'Edit settings' }).click();
    await retention.fill('0');
    await page.getByLabel('SIREN').fill('12345');
    await page.getByLabel('Site email').fill('office@nowhere');
    await page.getByRole('button', { name: 'Save changes' }).click();
    await expect(page.getByText('Enter a whole number of days between 1 and 3650')).toBeVisible();
    await expect(page.getByText('SIREN must be 9 digits')).toBeVisible();
    await expect(page.getByText('Please enter a valid email address')).toBeVisible();
    await page.getByRole('button', { name: 'Cancel' }).click();
    await expect(page.getByLabel('SIREN')).toHaveValue('912 345 678');

    await page.getByRole('button', { name: 'Edit settings' }).click();
    await retention.fill('400');
    await page.getByText('Enable notifications', { exact: true }).click();
    await expect(page.getByRole('switch', { name: 'Enable notifications' })).not.toBeChecked();
    await page.getByLabel('Legal name').fill('Riviera Prestige SAS');
    await page.getByRole('button', { name: 'Save changes' }).click();
    await expect(page.getByText('Settings updated successfully')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Edit settings' })).toBeVisible();

    await page.reload();
    await expect(retention).toHaveValue('400');
    await expect(page.getByLabel('Legal name')).toHaveValue('Riviera Prestige SAS');
    await expect(page.getByText('Enable notifications').locator('xpath=../..')).toContainText('Off');

    await page.getByRole('button', { name: 'Edit settings' }).click();
    await retention.fill('500');
    await page.getByRole('button', { name: 'Cancel' }).click();
    await expect(retention).toHaveValue('400');
    await page.reload();
    await expect(retention).toHaveValue('400');
    await context.close();
  });

  test('export, change a value, import the file: the value is back', async ({ browser }) => {
    const { context, page } = await openSettings(browser);
    const retention = page.getByLabel('Data retention period (days)');
    const before = await retention.inputValue();

    const downloading = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Export data' }).click();
    const download = await downloading;
    const today = new Date();
    const pad = (n: number) => String(n).padStart(2, '0');
    expect(download.suggestedFilename()).toBe(`vtc-export-${today.getFullYear()}-${pad(today.getMonth() + 1)}-${pad(today.getDate())}.json`);
    const file = join(dataDir, 'export.json');
    await download.saveAs(file);
    const exported = JSON.parse(readFileSync(file, 'utf8'));
    expect(exported.format).toBe('vtc-export');
    expect(exported.version).toBe(1);
    expect(Object.keys(exported.tables)).toEqual([...SYNCED_TABLES]);
    expect(exported.tables.cars.length).toBeGreaterThan(0);
    // No record shows a photo kept only on this device: the file has none.
    expect(exported.photos).toEqual([]);

    await setRetention(page, '123');
    await expect(retention).toHaveValue('123');

    const choosing = page.waitForEvent('filechooser');
    await page.getByRole('button', { name: 'Import data' }).click();
    await (await choosing).setFiles(file);
    const dialog = page.getByRole('dialog', { name: 'Import data' });
    await expect(dialog.getByRole('row', { name: /^Settings/ })).toHaveText(/Settings\s*0\s*1\s*0\s*0/);
    await expect(dialog.getByRole('row', { name: /^Cars/ })).toHaveText(new RegExp(`Cars\\s*0\\s*0\\s*${exported.tables.cars.length}\\s*0`));
    await dialog.getByRole('button', { name: 'Import 1 record' }).click();
    await expect(page.getByText('Import finished')).toBeVisible();
    await expect(page.getByText('1 record restored.')).toBeVisible();
    await expect(dialog).toBeHidden();
    await expect(retention).toHaveValue(before);

    // Restored through the outbox: the server has it too, as a new device finds.
    const other = await browser.newContext({ baseURL: base });
    const otherPage = await other.newPage();
    await signIn(otherPage, ADMIN.username, ADMIN.password, '/en/admin/settings');
    await expect(otherPage.getByLabel('Data retention period (days)')).toHaveValue(before);
    await other.close();
    await context.close();
  });

  test('a bad file gets a clear message and changes nothing', async ({ browser }) => {
    const { context, page } = await openSettings(browser);
    const retention = page.getByLabel('Data retention period (days)');
    const before = await retention.inputValue();
    const importFile = async (name: string, content: string) => {
      const path = join(dataDir, name);
      writeFileSync(path, content);
      const choosing = page.waitForEvent('filechooser');
      await page.getByRole('button', { name: 'Import data' }).click();
      await (await choosing).setFiles(path);
    };

    await importFile('notes.json', 'these are not the data you are looking for');
    const problem = page.getByRole('alert').filter({ hasText: 'Nothing was imported' });
    await expect(problem).toContainText('This file is not JSON');

    await importFile('future.json', JSON.stringify({ format: 'vtc-export', version: 9, exportedAt: new Date().toISOString(), tables: { cars: [] } }));
    await expect(problem).toContainText('another format version (9)');

    await importFile('unknown.json', JSON.stringify({ format: 'vtc-export', version: 1, exportedAt: new Date().toISOString(), tables: { payouts: [] } }));
    await expect(problem).toContainText('a table this app does not have (payouts)');

    // A broken record is set aside with its reason; the rest could still be imported, but is not unless confirmed.
    const settingsRecord = { ...JSON.parse(readFileSync(join(dataDir, 'export.json'), 'utf8')).tables.settings[0], dataRetentionDays: 9999 };
    await importFile('broken.json', JSON.stringify({ format: 'vtc-export', version: 1, exportedAt: new Date().toISOString(), tables: { settings: [settingsRecord] } }));
    const dialog = page.getByRole('dialog', { name: 'Import data' });
    await expect(dialog.getByText('Records left out')).toBeVisible();
    await expect(dialog).toContainText('dataRetentionDays: Please enter a number of days between 1 and 3650');
    await expect(dialog.getByText(/^Nothing to import/)).toBeVisible();
    await dialog.getByRole('button', { name: 'Cancel' }).click();

    await page.reload();
    await expect(retention).toHaveValue(before);
    await context.close();
  });

  test('a photo kept on the device goes in the export, and another device gets it back from the file', async ({ browser }) => {
    const { context, page } = await openSettings(browser);
    await page.getByRole('link', { name: 'Cars', exact: true }).click();
    await page.getByRole('link', { name: 'Edit Audi A6' }).click();
    await expect(page.getByLabel('Name')).toHaveValue('Audi A6');
    // Offline, the photo stays on the device (online, sync would upload it and point the car at its URL).
    await context.setOffline(true);
    const choosing = page.waitForEvent('filechooser');
    await page.getByRole('button', { name: 'Upload a photo' }).click();
    await (await choosing).setFiles({ name: 'car.png', mimeType: 'image/png', buffer: Buffer.from(PNG, 'base64') });
    await expect(page.getByText('Photo kept on this device; it is sent with the vehicle.')).toBeVisible();
    await page.getByRole('button', { name: 'Save changes' }).click();
    // Saved, back on the list (offline, the sync's notice may replace the saved toast at once).
    await expect(page).toHaveURL(/\/en\/admin\/cars$/);
    // Back to the settings through the history: no page load while offline.
    for (let i = 0; i < 4 && !page.url().endsWith('/en/admin/settings'); i++) await page.goBack();
    await expect(page).toHaveURL(/\/en\/admin\/settings$/);

    const downloading = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Export data' }).click();
    const file = join(dataDir, 'with-photo.json');
    await (await downloading).saveAs(file);
    const exported = JSON.parse(readFileSync(file, 'utf8'));
    const car = exported.tables.cars.find((c: { id: string }) => c.id === SAMPLE_IDS.cars.audiA6);
    expect(car.image).toMatch(/^blob-ref:/);
    expect(exported.photos).toHaveLength(1);
    expect(`blob-ref:${exported.photos[0].id}`).toBe(car.image);
    expect(exported.photos[0].type).toBe('image/png');
    expect(exported.photos[0].data).toBe(PNG);
    await context.close();

    // A new device of the office, which never had the photo: importing the file brings it back.
    const other = await browser.newContext({ baseURL: base });
    const otherPage = await other.newPage();
    await signIn(otherPage, ADMIN.username, ADMIN.password, '/en/admin/settings');
    await expect(otherPage.getByRole('link', { name: 'Up to date' })).toBeVisible({ timeout: 20_000 });
    const choosingFile = otherPage.waitForEvent('filechooser');
    await otherPage.getByRole('button', { name: 'Import data' }).click();
    await (await choosingFile).setFiles(file);
    const dialog = otherPage.getByRole('dialog', { name: 'Import data' });
    await expect(dialog.getByRole('row', { name: /^Photos/ })).toHaveText(/Photos\s*1\s*0\s*0\s*0/);
    await dialog.getByRole('button', { name: /^Import \d+ records?$/ }).click();
    await expect(otherPage.getByText(/1 photo added\./)).toBeVisible();
    await otherPage.getByRole('link', { name: 'Cars', exact: true }).click();
    // The 1x1 photo, from the device or, once sync has uploaded it, from the server.
    const thumb = otherPage.getByRole('row').filter({ has: otherPage.getByRole('rowheader', { name: 'Audi A6', exact: true }) }).locator('img');
    await expect.poll(() => thumb.evaluate((img: HTMLImageElement) => (img.complete ? img.naturalWidth : -1))).toBe(1);
    await other.close();
  });

  test('automatic backup: once on, the device keeps a copy to download or restore', async ({ browser }) => {
    const { context, page } = await openSettings(browser);
    await page.getByRole('button', { name: 'Edit settings' }).click();
    await page.getByText('Automatic backup (daily)', { exact: true }).click();
    await expect(page.getByRole('switch', { name: 'Automatic backup (daily)' })).toBeChecked();
    await page.getByRole('button', { name: 'Save changes' }).click();
    await expect(page.getByText('Settings updated successfully')).toBeVisible();

    const copy = page.getByRole('group', { name: 'Latest automatic backup' });
    await expect(copy).toBeVisible({ timeout: 20_000 });
    await expect(copy).toContainText(/\d+ records · 0 photos/);

    const downloading = page.waitForEvent('download');
    await copy.getByRole('button', { name: 'Download' }).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toMatch(/^vtc-export-\d{4}-\d{2}-\d{2}\.json$/);
    const file = join(dataDir, 'auto-backup.json');
    await download.saveAs(file);
    const saved = JSON.parse(readFileSync(file, 'utf8'));
    expect(saved.format).toBe('vtc-export');
    expect(saved.tables.settings[0].autoBackup).toBe(true);

    await copy.getByRole('button', { name: 'Restore…' }).click();
    const dialog = page.getByRole('dialog', { name: 'Import data' });
    await expect(dialog.getByText('Nothing to import: this device already has every valid record of this file.')).toBeVisible();
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await context.close();
  });

  test('messages older than the retention period can be deleted from the messages screen', async ({ browser }) => {
    const { context, page } = await openSettings(browser);
    // The sample message is 3 days old.
    await setRetention(page, '1');
    await page.getByRole('link', { name: 'Messages' }).click();
    const notice = page.getByRole('alert').filter({ hasText: 'Retention period passed' });
    await expect(notice).toContainText('1 message is older than the retention period of 1 days');
    await notice.getByRole('button', { name: 'Delete them' }).click();
    await page.getByRole('dialog', { name: 'Delete old messages?' }).getByRole('button', { name: 'Delete', exact: true }).click();
    await expect(page.getByText('1 message deleted')).toBeVisible();
    await expect(notice).toHaveCount(0);
    await page.getByText(/^All \(\d+\)$/).click();
    await expect(page.getByRole('article', { name: 'Hélène Moreau' })).toHaveCount(0);
    await context.close();
  });
});
