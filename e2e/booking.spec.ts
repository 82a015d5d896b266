// The public booking wizard against the real server: online, offline (sent once back online, and
// only once), closed by maintenance mode, and its steps' names.
import AxeBuilder from '@axe-core/playwright';
import { randomUUID } from 'node:crypto';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { SAMPLE_IDS } from '../src/domain/sample-data';

test.describe.configure({ mode: 'serial' });

const SETTINGS_ID = '5e771265-0000-4000-8000-000000000001';
const ADMIN = { username: 'admin', password: 'Prestige2026!' };

async function adminToken(request: APIRequestContext): Promise<string> {
  const res = await request.post('/api/auth/login', { data: ADMIN });
  expect(res.status()).toBe(200);
  return ((await res.json()) as { token: string }).token;
}

interface PulledBooking {
  id: string;
  data: Record<string, unknown>;
}

/** Every booking the server holds, read as the admin through /api/sync/pull. */
async function serverBookings(request: APIRequestContext, token: string): Promise<PulledBooking[]> {
  const found: PulledBooking[] = [];
  let cursor: unknown = null;
  for (let page = 0; page < 50; page++) {
    const res = await request.post('/api/sync/pull', { headers: { Authorization: `Bearer ${token}` }, data: { cursor, limit: 500 } });
    expect(res.status()).toBe(200);
    const body = (await res.json()) as { changes: { table: string; id: string; deleted: boolean; data: Record<string, unknown> }[]; cursor: unknown; hasMore: boolean };
    for (const change of body.changes) if (change.table === 'bookings' && !change.deleted) found.push({ id: change.id, data: change.data });
    cursor = body.cursor;
    if (!body.hasMore) break;
  }
  return found;
}

async function setMaintenance(request: APIRequestContext, token: string, on: boolean) {
  const hlc = `${new Date().toISOString()}-0000-${randomUUID().replace(/-/g, '').slice(0, 16)}`;
  const res = await request.post('/api/sync/push', {
    headers: { Authorization: `Bearer ${token}` },
    data: {
      clientId: randomUUID(),
      schemaVersion: 1,
      mutations: [{ id: randomUUID(), seq: 1, table: 'settings', recordId: SETTINGS_ID, op: 'patch', baseRev: 0, fields: { maintenanceMode: on }, hlc }],
    },
  });
  expect(res.status()).toBe(200);
  expect(((await res.json()) as { results: { status: string }[] }).results[0]?.status).toBe('applied');
}

const nextYear = `${new Date().getFullYear() + 1}-06-15`;

interface Words {
  airport: RegExp;
  pickup: string;
  dropoff: string;
  date: string;
  time: string;
  next: string;
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
  confirm: string;
}

const EN: Words = {
  airport: /Airport transfer/,
  pickup: 'Pickup location',
  dropoff: 'Drop-off location',
  date: 'Pickup date',
  time: 'Pickup time',
  next: 'Next',
  firstName: 'First name',
  lastName: 'Last name',
  email: 'Email',
  phone: 'Phone',
  confirm: 'Confirm booking',
};

const FR: Words = {
  airport: /Transfert aéroport/,
  pickup: 'Lieu de prise en charge',
  dropoff: 'Lieu de dépose',
  date: 'Date de prise en charge',
  time: 'Heure de prise en charge',
  next: 'Suivant',
  firstName: 'Prénom',
  lastName: 'Nom',
  email: 'Email',
  phone: 'Téléphone',
  confirm: 'Confirmer la réservation',
};

async function book(page: Page, w: Words, person: { firstName: string; email: string }) {
  // The server's page answers once the app has hydrated it (an earlier tap is held, then replayed).
  const service = page.getByRole('radio', { name: w.airport });
  await expect(async () => {
    await service.click();
    await expect(service).toBeChecked({ timeout: 1000 });
  }).toPass();
  await page.getByRole('textbox', { name: w.pickup }).fill('Aéroport Charles de Gaulle, Terminal 2E');
  await page.getByRole('textbox', { name: w.dropoff }).fill('Hôtel Le Meurice, Paris');
  await page.getByLabel(w.date).fill(nextYear);
  const time = page.getByRole('combobox', { name: w.time });
  await time.fill('9:30 pm');
  await time.press('Tab');
  await expect(time).toHaveValue('21:30');
  await page.getByRole('button', { name: w.next }).click();

  await page.getByRole('textbox', { name: w.firstName }).fill(person.firstName);
  await page.getByRole('textbox', { name: w.lastName, exact: true }).fill('Martin');
  await page.getByRole('textbox', { name: w.email }).fill(person.email);
  await page.getByRole('textbox', { name: w.phone }).fill('+33 6 12 34 56 78');
  await page.getByRole('button', { name: w.next }).click();
  await expect(page.getByText('Aéroport Charles de Gaulle, Terminal 2E').first()).toBeVisible();
  await page.getByRole('button', { name: w.confirm }).click();
}

test('online: the whole wizard, a #WB reference, sent, and the server has the booking', async ({ page, request }) => {
  const email = `online-${randomUUID().slice(0, 8)}@example.com`;
  await page.goto('/en/booking');
  await expect(page).toHaveTitle(/Service & Vehicle · Book Your Ride/);
  await expect(page.getByRole('heading', { level: 2, name: 'Service & Vehicle' })).toBeVisible();

  // Step 1's messages show on Next.
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page.getByText('Please select a service type')).toBeVisible();
  await expect(page.getByText('Pickup location is required')).toBeVisible();

  await book(page, EN, { firstName: 'Léa', email });
  await expect(page.getByRole('heading', { name: 'Thank you, Léa!' })).toBeVisible();
  const reference = page.getByText(/^#WB\d{6}$/).first();
  await expect(reference).toBeVisible();
  await expect(page.getByText('Sent to our team', { exact: true })).toBeVisible({ timeout: 20_000 });
  await expect(page.getByRole('link', { name: 'Back to home' })).toHaveAttribute('href', '/en');

  const token = await adminToken(request);
  const mine = (await serverBookings(request, token)).filter((b) => b.data.email === email);
  expect(mine).toHaveLength(1);
  expect(mine[0]?.data).toMatchObject({
    status: 'pending',
    source: 'public',
    serviceType: 'transfer',
    pickupTime: '21:30',
    pickupDate: nextYear,
    dropoffLocation: 'Hôtel Le Meurice, Paris',
    totalPrice: '218.00',
  });

  // My bookings shows the same reference, delivered.
  const shown = await reference.textContent();
  await page.getByRole('link', { name: 'See my bookings' }).click();
  const onDevice = page.getByRole('region', { name: 'On this device' });
  await expect(onDevice.getByText(shown ?? 'missing')).toBeVisible();
  await expect(onDevice.getByText('Sent', { exact: true })).toBeVisible();
});

test('offline: kept on the device, then sent exactly once when back online', async ({ page, context, request }) => {
  const email = `offline-${randomUUID().slice(0, 8)}@example.com`;
  await page.goto('/fr/booking');
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
  await page.reload();
  await expect.poll(() => page.evaluate(() => Boolean(navigator.serviceWorker.controller))).toBe(true);
  await expect(page.getByRole('heading', { level: 2, name: 'Service et véhicule' })).toBeVisible();

  await context.setOffline(true);
  await book(page, FR, { firstName: 'Chloé', email });
  await expect(page.getByRole('heading', { name: 'Merci, Chloé !' })).toBeVisible();
  await expect(page.getByText(/sera envoyée automatiquement dès votre retour en ligne/)).toBeVisible();
  await expect(page.getByText(/^#WB\d{6}$/).first()).toBeVisible();
  await page.close();

  const token = await adminToken(request);
  expect((await serverBookings(request, token)).filter((b) => b.data.email === email)).toHaveLength(0);

  await context.setOffline(false);
  const again = await context.newPage();
  await again.goto('/fr');
  await expect
    .poll(async () => (await serverBookings(request, token)).filter((b) => b.data.email === email).length, { timeout: 20_000, intervals: [500, 1000] })
    .toBe(1);
  // Give a second flush (service worker, page triggers) the chance to send it again: still one.
  await again.goto('/fr/my-bookings');
  await expect(again.getByText('Envoyée', { exact: true })).toBeVisible({ timeout: 15_000 });
  expect((await serverBookings(request, token)).filter((b) => b.data.email === email)).toHaveLength(1);
});

test('maintenance mode closes the wizard with a way to reach the office', async ({ page, request }) => {
  const token = await adminToken(request);
  await setMaintenance(request, token, true);
  try {
    await page.goto('/fr/booking');
    await expect(page.getByRole('heading', { level: 1, name: 'La réservation en ligne est suspendue' })).toBeVisible({ timeout: 20_000 });
    await expect(page).toHaveTitle(/La réservation en ligne est suspendue/);
    await expect(page.getByRole('link', { name: /Appelez-nous/ })).toHaveAttribute('href', /^tel:\+?\d+$/);
    await expect(page.getByRole('link', { name: /Écrivez-nous/ })).toHaveAttribute('href', /^mailto:/);
    await expect(page.getByRole('button', { name: 'Suivant' })).toHaveCount(0);
  } finally {
    await setMaintenance(request, token, false);
  }
});

// Lighthouse runs this axe rule, which axe leaves off by default: a step's name holds what it shows
// (its number and, on a wider screen, its title), on a phone too, where the others show only a number.
for (const viewport of [{ width: 390, height: 844 }, { width: 1280, height: 900 }]) {
  test(`the steps are named by what they show (${viewport.width} px)`, async ({ page }) => {
    await page.setViewportSize(viewport);
    await page.goto('/fr/booking');
    const steps = page.getByRole('button', { name: /Informations personnelles/ });
    await expect(steps).toBeVisible();
    await expect(steps).toHaveAccessibleName(/^2\s*Informations personnelles$/);
    const results = await new AxeBuilder({ page }).include('.mantine-Stepper-root').withRules(['label-content-name-mismatch']).analyze();
    expect(results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
  });
}

// The stepper's phone layout comes from the stylesheet: the server's page shows it before any script
// runs, with no jump when the page comes to life. The titles of the other steps are heard, not shown.
for (const viewport of [{ width: 390, height: 844 }, { width: 1280, height: 900 }]) {
  test(`the steps are drawn for the screen before scripts run (${viewport.width} px)`, async ({ browser, baseURL }) => {
    const context = await browser.newContext({ viewport, javaScriptEnabled: false, baseURL });
    try {
      const page = await context.newPage();
      await page.goto('/fr/booking');
      const title = (name: string) => page.locator('.mantine-Stepper-stepLabel', { hasText: name });
      const shown = async (name: string) => ((await title(name).boundingBox())?.width ?? 0) > 1;
      expect(await shown('Service et véhicule')).toBe(true);
      expect(await shown('Informations personnelles')).toBe(viewport.width > 576);
      // The four steps on one line.
      const steps = page.locator('.mantine-Stepper-step');
      await expect(steps).toHaveCount(4);
      const tops = await Promise.all([0, 1, 2, 3].map(async (i) => Math.round((await steps.nth(i).boundingBox())?.y ?? -1)));
      expect(new Set(tops).size).toBe(1);
      await expect(page.getByRole('button', { name: /Informations personnelles/ })).toHaveAccessibleName(/^2\s*Informations personnelles$/);
    } finally {
      await context.close();
    }
  });
}

test('the car shown as chosen is in the server\'s page, and stays chosen once the page comes to life', async ({ browser, baseURL, page }) => {
  const chosen = (p: Page) => p.getByRole('radiogroup', { name: /Choisissez votre véhicule/ }).getByRole('radio', { checked: true });
  const context = await browser.newContext({ javaScriptEnabled: false, baseURL });
  let drawn: string | null;
  try {
    const bare = await context.newPage();
    await bare.goto('/fr/booking');
    await expect(chosen(bare)).toHaveCount(1);
    drawn = await chosen(bare).textContent();
  } finally {
    await context.close();
  }
  expect(drawn).toMatch(/\S/);
  await page.goto('/fr/booking');
  await expect(page.getByRole('heading', { level: 2, name: 'Service et véhicule' })).toBeVisible();
  await expect(chosen(page)).toHaveText(drawn!);
});

test('a reload brings back what this tab kept: the draft, and a car chosen on its page', async ({ page }) => {
  await page.goto('/fr/booking');
  await page.getByRole('radio', { name: /Mercedes-Benz V-Class/ }).click();
  await expect(page.getByRole('radio', { name: /Mercedes-Benz V-Class/ })).toBeChecked();
  await page.getByRole('textbox', { name: FR.pickup }).fill('Gare du Nord, Paris');
  await page.reload();
  await expect(page.getByRole('radio', { name: /Mercedes-Benz V-Class/ })).toBeChecked();
  await expect(page.getByRole('textbox', { name: FR.pickup })).toHaveValue('Gare du Nord, Paris');

  // A car chosen on its page, this tab's draft gone: the wizard opens with that car.
  await page.evaluate((id) => {
    sessionStorage.clear();
    sessionStorage.setItem('selected-vehicle', JSON.stringify({ vehicleId: id, vehicleName: 'Mercedes-Benz S-Class', pricePerHour: '0' }));
  }, SAMPLE_IDS.cars.sClass);
  await page.reload();
  await expect(page.getByRole('radio', { name: /Mercedes-Benz S-Class/ })).toBeChecked();
  await expect(page.getByRole('textbox', { name: FR.pickup })).toHaveValue('');
});
