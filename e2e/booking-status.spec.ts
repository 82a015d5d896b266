// The client's status page against the real server: a visitor books, follows the link their booking
// gives (My bookings), sees it received; once the office assigns a driver and a car, the page (rendered
// by the server, no app needed) shows the driver's first name, the car and its plate.
import { randomUUID } from 'node:crypto';
import { expect, test, type APIRequestContext } from '@playwright/test';
import { SAMPLE_IDS } from '../src/domain/sample-data';
import { SAMPLE_DRIVERS } from '../src/domain/sample-dispatch';
import { ADMIN } from './staff';

async function adminToken(request: APIRequestContext): Promise<string> {
  const res = await request.post('/api/auth/login', { data: ADMIN });
  expect(res.status()).toBe(200);
  return ((await res.json()) as { token: string }).token;
}

/** What the office's device sends when an admin gives the ride a driver and a car. */
async function assign(request: APIRequestContext, bookingId: string) {
  const token = await adminToken(request);
  const hlc = `${new Date().toISOString()}-0000-${randomUUID().replace(/-/g, '').slice(0, 16)}`;
  const res = await request.post('/api/sync/push', {
    headers: { Authorization: `Bearer ${token}` },
    data: {
      clientId: randomUUID(),
      schemaVersion: 1,
      mutations: [
        {
          id: randomUUID(),
          seq: 1,
          table: 'bookings',
          recordId: bookingId,
          op: 'patch',
          baseRev: 0,
          fields: { status: 'confirmed', driverId: SAMPLE_DRIVERS.karim.id, assignedVehicleId: SAMPLE_IDS.cars.eClass },
          hlc,
        },
        {
          id: randomUUID(),
          seq: 2,
          table: 'rideEvents',
          recordId: randomUUID(),
          op: 'create',
          baseRev: 0,
          fields: { bookingId, kind: 'assigned', at: new Date().toISOString(), authorId: randomUUID(), driverId: SAMPLE_DRIVERS.karim.id },
          hlc,
        },
      ],
    },
  });
  expect(res.status()).toBe(200);
  expect(((await res.json()) as { results: { status: string }[] }).results.map((r) => r.status)).toEqual(['applied', 'applied']);
}

test('a visitor follows their booking: received, then the driver, the car and its plate once assigned', async ({ page, request }) => {
  await page.goto('/en/booking');
  // The wizard answers once its code runs (the page is first the server's).
  await expect(async () => {
    await page.getByRole('button', { name: 'Next' }).click();
    await expect(page.getByText('Please select a service type')).toBeVisible({ timeout: 1000 });
  }).toPass();
  await page.getByRole('radio', { name: /Airport transfer/ }).check();
  await page.getByRole('textbox', { name: 'Pickup location' }).fill('Aéroport Charles de Gaulle, Terminal 2E');
  await page.getByRole('textbox', { name: 'Drop-off location' }).fill('Hôtel Le Meurice, Paris');
  await page.getByLabel('Pickup date').fill(`${new Date().getFullYear() + 1}-06-15`);
  const time = page.getByRole('combobox', { name: 'Pickup time' });
  await time.fill('9:30 pm');
  await time.press('Tab');
  await page.getByRole('button', { name: 'Next' }).click();
  await page.getByRole('textbox', { name: 'First name' }).fill('Léa');
  await page.getByRole('textbox', { name: 'Last name', exact: true }).fill('Martin');
  await page.getByRole('textbox', { name: 'Email' }).fill(`lea-${randomUUID().slice(0, 8)}@example.com`);
  await page.getByRole('textbox', { name: 'Phone' }).fill('+33 6 12 34 56 78');
  await page.getByRole('button', { name: 'Next' }).click();
  await page.getByRole('button', { name: 'Confirm booking' }).click();
  const reference = (await page.getByText(/^#WB\d{6}$/).first().textContent()) ?? 'missing';
  await expect(page.getByText('Sent to our team', { exact: true })).toBeVisible({ timeout: 20_000 });

  // The link the booking gives, in My bookings once the server has it.
  await page.getByRole('link', { name: 'See my bookings' }).click();
  const follow = page.getByRole('region', { name: 'On this device' }).getByRole('link', { name: 'Follow this booking' });
  await expect(follow).toBeVisible();
  const href = (await follow.getAttribute('href')) ?? '';
  expect(href).toMatch(/^\/en\/booking\/status\/[A-Za-z0-9_-]{22,64}$/);
  await follow.click();

  // The server's page: the booking, received, nothing indexed.
  await expect(page).toHaveURL(new RegExp(`${href}$`));
  await expect(page.getByRole('heading', { level: 1, name: 'Your booking' })).toBeVisible();
  await expect(page.getByText(reference)).toBeVisible();
  await expect(page.getByText('Aéroport Charles de Gaulle, Terminal 2E')).toBeVisible();
  await expect(page.locator('[data-state]')).toHaveText('Received');
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);

  // The office assigns Karim with the E-Class: the page shows them at its next refresh.
  await assign(request, await findBooking(request, href.split('/').pop() ?? ''));
  await page.reload();
  await expect(page.locator('[data-state]')).toHaveText('Driver assigned');
  await expect(page.getByText('Karim', { exact: true })).toBeVisible();
  await expect(page.getByText('Haddad')).toHaveCount(0);
  await expect(page.getByText('Mercedes-Benz E-Class')).toBeVisible();
  await expect(page.getByText('GH-482-TK')).toBeVisible();
});

/** The booking of a status token, read as the admin (through the pull, as the office's devices do). */
async function findBooking(request: APIRequestContext, statusToken: string): Promise<string> {
  const token = await adminToken(request);
  let cursor: unknown = null;
  for (let page = 0; page < 50; page++) {
    const res = await request.post('/api/sync/pull', { headers: { Authorization: `Bearer ${token}` }, data: { cursor, limit: 500 } });
    const body = (await res.json()) as { changes: { table: string; id: string; data: Record<string, unknown> }[]; cursor: unknown; hasMore: boolean };
    const found = body.changes.find((c) => c.table === 'bookings' && c.data.statusToken === statusToken);
    if (found) return found.id;
    cursor = body.cursor;
    if (!body.hasMore) break;
  }
  throw new Error('No booking has this status token');
}
