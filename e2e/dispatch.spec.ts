// Dispatch against the real server: an admin assigns on the board and sees the conflict before saving;
// a driver made in Team runs a ride on a phone with the network off, and the office sees every step
// once the phone is back online.
import { expect, test, type Browser, type Page } from '@playwright/test';
import { ADMIN, signInStaff } from './staff';

const ride = (n: number) => `5eed0000-0000-4000-8000-000000000${String(900 + n)}`;
/** Sample rides (src/domain/sample-dispatch.ts): Émilie Roux's Versailles tour, in two days; Pierre Garnier's tour today. */
const EMILIE = ride(9);
const PIERRE = ride(4);

/** A booking's pickup date as this device holds it (the sample week is dated from the server's first start). */
async function pickupDate(page: Page, id: string): Promise<string> {
  const read = () =>
    page.evaluate(
      (bookingId) =>
        new Promise<string | null>((done) => {
          const open = indexedDB.open('vtc');
          open.onerror = () => done(null);
          open.onsuccess = () => {
            try {
              const get = open.result.transaction('bookings').objectStore('bookings').get(bookingId);
              get.onsuccess = () => done((get.result as { pickupDate?: string } | undefined)?.pickupDate ?? null);
              get.onerror = () => done(null);
            } catch {
              done(null);
            } finally {
              open.result.close();
            }
          };
        }),
      id,
    );
  await expect.poll(read, { message: `booking ${id} on the device`, timeout: 20_000 }).not.toBeNull();
  return (await read())!;
}

async function syncNow(page: Page) {
  await page.getByRole('link', { name: 'Sync', exact: true }).click();
  await page.getByRole('button', { name: 'Sync now' }).click();
  await expect(page.getByText(/^(Sync finished|New from the website)$/).first()).toBeVisible();
}

async function choose(page: Page, label: string, option: string | RegExp) {
  const dialog = page.getByRole('dialog', { name: 'Assign driver and vehicle' });
  await dialog.getByRole('combobox', { name: label }).click();
  await page.getByRole('option', { name: option }).first().click();
}

test('an admin assigns a driver and a vehicle on the board and sees the conflicts before saving', async ({ page }) => {
  test.setTimeout(90_000);
  await signInStaff(page, ADMIN, { next: '/en/admin/dispatch' });
  const date = await pickupDate(page, EMILIE);
  await page.goto(`/en/admin/dispatch?date=${date}`);
  await expect(page.locator('[data-board-ready="true"]')).toBeVisible();

  await page.getByRole('button', { name: /Émilie Roux/ }).first().click();
  const dialog = page.getByRole('dialog', { name: 'Assign driver and vehicle' });
  await expect(dialog).toBeVisible();
  // Nadia is off that whole day; the Range Rover is at the garage.
  await choose(page, 'Driver', /Nadia Benali/);
  await choose(page, 'Vehicle', /Range Rover Sport/);
  await expect(dialog.locator('[data-conflict-check="done"]')).toBeVisible();
  const alert = dialog.getByRole('alert');
  await expect(alert).toContainText('Driver on time off');
  await expect(alert).toContainText('Vehicle in maintenance');
  await dialog.getByRole('button', { name: 'Save anyway' }).click();
  await expect(page.getByText('Assignment saved')).toBeVisible();

  // The ride is now in Nadia's row, marked, with the reason on it.
  const block = page.getByRole('button', { name: /Émilie Roux/ }).first();
  await expect(block).not.toHaveAttribute('data-conflicts', '0');
  await page.goto(`/en/admin/bookings/${EMILIE}`);
  const conflicts = page.getByRole('group', { name: 'Conflicts' });
  await expect(conflicts).toContainText('Driver on time off');
  await expect(page.getByRole('region', { name: 'Ride timeline' })).toContainText('Assigned to Nadia Benali');
});

test('a driver made in Team runs a ride on a phone offline, and the office sees each step', async ({ page, browser }) => {
  test.setTimeout(150_000);
  const username = `chauffeur.${Date.now().toString(36)}`;
  const name = 'Yanis Offline';

  // The office: a new driver in Team (through its API), then the ride given to them.
  await signInStaff(page, ADMIN, { next: '/en/admin/team' });
  const login = await page.request.post('/api/auth/login', { data: ADMIN });
  const { token } = (await login.json()) as { token: string };
  const created = await page.request.post('/api/staff', {
    headers: { authorization: `Bearer ${token}` },
    data: { username, name, role: 'driver', password: 'Chauffeur-2026!', phone: '+33 6 11 22 33 44' },
  });
  expect(created.status()).toBe(201);
  await syncNow(page);
  await page.goto(`/en/admin/bookings/${PIERRE}`);
  await page.getByRole('button', { name: 'Assign' }).click();
  await choose(page, 'Driver', new RegExp(name));
  await choose(page, 'Vehicle', /Mercedes-Benz S-Class/);
  const dialog = page.getByRole('dialog', { name: 'Assign driver and vehicle' });
  await expect(dialog.locator('[data-conflict-check="done"]')).toBeVisible();
  await dialog.getByRole('button', { name: /^Save( anyway)?$/ }).click();
  await expect(page.getByText('Assignment saved')).toBeVisible();
  await syncNow(page);

  // The driver, on a phone: their day, then the network off for the whole ride.
  const phone = await (browser as Browser).newContext({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
  const driver = await phone.newPage();
  await signInStaff(driver, { username, password: 'Chauffeur-2026!' }, { next: '/en/admin/rides' });
  const card = driver.getByRole('article', { name: /Pierre Garnier/ });
  await expect(card).toBeVisible({ timeout: 20_000 });
  await expect(driver.getByRole('link', { name: 'Up to date' })).toBeVisible();
  await phone.setOffline(true);
  const steps: [string, string][] = [
    ['Accept', 'Accepted'],
    ['On my way', 'On the way'],
    ['On location', 'On location'],
    ['Passenger on board', 'Passenger on board'],
    ['Done', 'Done'],
  ];
  for (const [button, state] of steps) {
    await card.getByRole('button', { name: button, exact: true }).click();
    await expect(card.getByText(state, { exact: true }).first()).toBeVisible();
  }
  await expect(driver.getByRole('link', { name: /Offline, \d+ changes waiting/ })).toBeVisible();

  // Back online: everything reaches the office, in order.
  await phone.setOffline(false);
  await driver.evaluate(() => window.dispatchEvent(new Event('online')));
  await expect(driver.getByRole('link', { name: 'Up to date' })).toBeVisible({ timeout: 30_000 });
  await phone.close();

  await syncNow(page);
  await page.goto(`/en/admin/bookings/${PIERRE}`);
  const timeline = page.getByRole('region', { name: 'Ride timeline' });
  for (const state of ['Accepted', 'En route', 'On location', 'Passenger on board', 'Done']) {
    await expect(timeline.getByText(state, { exact: true })).toBeVisible();
  }
  await expect(timeline).toContainText(`by ${name}`);
  await expect(page.getByRole('main')).toContainText('Completed');
  const date = await pickupDate(page, PIERRE);
  await page.goto(`/en/admin/dispatch?date=${date}`);
  await expect(page.locator('[data-board-ready="true"]')).toBeVisible();
  await expect(page.getByRole('button', { name: /Pierre Garnier/ }).first()).toContainText('Done');
});
