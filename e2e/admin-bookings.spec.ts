// The back office's bookings against the real server: search and filter the sample bookings, a
// booking's page and its status change (kept after a reload), an unknown id,
// a driver's view (axe on these screens: admin-a11y.spec.ts).
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { randomUUID } from 'node:crypto';
import { ADMIN, signInStaff } from './staff';

const SOPHIE = '5eed0000-0000-4000-8000-0000000000d1';

const signIn = (page: Page, lang: 'en' | 'fr' | 'ar', next: string, who = ADMIN) => signInStaff(page, who, { lang, next });

async function adminToken(request: APIRequestContext): Promise<string> {
  const res = await request.post('/api/auth/login', { data: ADMIN });
  expect(res.status()).toBe(200);
  return ((await res.json()) as { token: string }).token;
}

/** The status the server holds for a booking (what the office's other devices will pull). */
async function serverStatus(request: APIRequestContext, token: string, id: string): Promise<unknown> {
  let cursor: unknown = null;
  for (let i = 0; i < 50; i++) {
    const res = await request.post('/api/sync/pull', { headers: { Authorization: `Bearer ${token}` }, data: { cursor, limit: 500 } });
    expect(res.status()).toBe(200);
    const body = (await res.json()) as { changes: { table: string; id: string; data: { status?: unknown } }[]; cursor: unknown; hasMore: boolean };
    const change = body.changes.find((c) => c.table === 'bookings' && c.id === id);
    if (change) return change.data.status;
    if (!body.hasMore) return undefined;
    cursor = body.cursor;
  }
  return undefined;
}

const rowOf = (page: Page, name: string) => page.getByRole('row').filter({ has: page.getByRole('rowheader', { name: new RegExp(name) }) });

test.describe('bookings list', () => {
  test('searches by first name, last name or email and filters by status', async ({ page }) => {
    await signIn(page, 'en', '/en/admin/bookings');
    const rows = page.getByRole('table', { name: 'Bookings' }).getByRole('rowheader');
    await expect(rowOf(page, 'Sophie Martin')).toBeVisible();
    await expect(rowOf(page, 'Sophie Martin')).toContainText('Charles de Gaulle Airport');
    await expect(rowOf(page, 'Sophie Martin')).toContainText('€178.00');
    await expect(rowOf(page, 'Sophie Martin')).toContainText('Confirmed');
    await expect(page.getByRole('link', { name: 'Add booking' })).toHaveAttribute('href', '/en/admin/bookings/create');

    const search = page.getByRole('searchbox', { name: 'Search bookings' });
    await search.fill('TRABEL');
    await expect(rows).toHaveCount(1);
    await expect(rows.first()).toContainText('Mohamed Trabelsi');
    await search.fill('skynet.BE');
    await expect(rows).toHaveCount(1);
    await expect(rows.first()).toContainText('Lucas Dubois');
    await search.fill('ben sal');
    await expect(rows).toHaveCount(1);
    await expect(rows.first()).toContainText('Amira Ben Salah');
    await search.fill('nobody-has-this-name');
    await expect(page.getByText('No bookings found')).toBeVisible();
    await page.getByRole('button', { name: 'Clear the search' }).click();
    await expect(search).toHaveValue('');

    await page.getByRole('combobox', { name: 'Status' }).click();
    await page.getByRole('option', { name: 'Completed' }).click();
    await expect(page).toHaveURL(/status=completed/);
    await expect(rows.filter({ hasText: 'Amira Ben Salah' })).toBeVisible();
    await expect(rows.filter({ hasText: 'Sophie Martin' })).toHaveCount(0);
    for (const text of await page.getByRole('table', { name: 'Bookings' }).locator('tbody tr').allTextContents()) {
      expect(text).toContain('Completed');
    }

    // The filter is kept for the way back from a booking.
    await rowOf(page, 'Amira Ben Salah').getByRole('link', { name: 'View booking of Amira Ben Salah' }).click();
    await expect(page.getByRole('heading', { level: 2, name: 'Amira Ben Salah' })).toBeVisible();
    await page.goBack();
    await expect(page.getByRole('combobox', { name: 'Status' })).toHaveValue('Completed');
  });

  test('shows cards with thumb-sized actions on a phone', async ({ page }) => {
    await page.setViewportSize({ width: 360, height: 780 });
    await signIn(page, 'en', '/en/admin/bookings');
    const cards = page.getByRole('list', { name: 'Bookings' }).getByRole('listitem');
    await expect(cards.filter({ hasText: 'Sophie Martin' })).toBeVisible();
    const view = page.getByRole('link', { name: 'View booking of Sophie Martin' });
    const box = await view.boundingBox();
    expect(box?.width).toBeGreaterThanOrEqual(44);
    expect(box?.height).toBeGreaterThanOrEqual(44);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
  });
});

test.describe('a booking', () => {
  test('shows the booking, changes its status at once, and the change survives a reload', async ({ page, request }) => {
    // A booking of its own, sent as a visitor would: the sample bookings stay as they are for the other tests.
    const id = randomUUID();
    const lastName = `Testeur-${id.slice(0, 6)}`;
    const sent = await request.post('/api/public/bookings', {
      data: {
        id,
        firstName: 'Zoé',
        lastName,
        email: 'zoe.testeur@example.fr',
        phone: '+33 6 98 76 54 32',
        pickupLocation: 'Orly Airport (ORY) Terminal 4',
        dropoffLocation: 'Gare de Lyon, Paris',
        pickupDate: '2027-03-14',
        pickupTime: '09:45',
        flightNumber: 'TO 4021',
        serviceType: 'airport',
        passengers: 2,
        luggage: 1,
        specialRequests: 'Two child seats, please.',
      },
    });
    expect(sent.status(), await sent.text()).toBe(201);

    await signIn(page, 'en', `/en/admin/bookings/${id}`);
    await expect(page.getByRole('heading', { level: 2, name: `Zoé ${lastName}` })).toBeVisible({ timeout: 20_000 });
    await expect(page.getByRole('link', { name: '+33 6 98 76 54 32' })).toHaveAttribute('href', 'tel:+33698765432');
    await expect(page.getByRole('link', { name: 'zoe.testeur@example.fr' })).toHaveAttribute('href', 'mailto:zoe.testeur@example.fr');
    const trip = page.getByRole('region', { name: 'Trip' });
    await expect(trip).toContainText('Orly Airport (ORY) Terminal 4');
    await expect(trip).toContainText('Gare de Lyon, Paris');
    await expect(trip).toContainText('09:45');
    await expect(trip).toContainText('TO 4021');
    await expect(trip).toContainText('Two child seats, please.');
    await expect(page.getByRole('region', { name: 'Remarks' })).toContainText('No remarks for this booking.');
    await expect(page.getByRole('link', { name: 'View invoice' })).toHaveAttribute('href', `/en/admin/bookings/${id}/invoice`);
    await expect(page.getByRole('link', { name: 'Edit' })).toHaveAttribute('href', `/en/admin/bookings/${id}/edit`);
    await expect(page.getByRole('link', { name: 'Order form' })).toHaveAttribute('href', `/en/admin/bookings/${id}/order`);

    const status = page.getByRole('region', { name: 'Status' });
    await expect(status.getByText('Pending', { exact: true })).toBeVisible();
    await status.getByRole('combobox', { name: 'Change status' }).click();
    await page.getByRole('option', { name: 'Confirmed' }).click();
    await expect(page.getByRole('alert').filter({ hasText: 'Booking status updated' })).toBeVisible();
    await expect(status.getByText('Confirmed', { exact: true })).toBeVisible();

    await page.reload();
    await expect(page.getByRole('region', { name: 'Status' }).getByRole('combobox', { name: 'Change status' })).toHaveValue('Confirmed');
    // And the server has it (the change went through the outbox).
    const token = await adminToken(request);
    await expect.poll(() => serverStatus(request, token, id), { timeout: 15_000 }).toBe('confirmed');
  });

  test('its remarks are shown with their colours', async ({ page }) => {
    await signIn(page, 'en', `/en/admin/bookings/${SOPHIE}`);
    const remarks = page.getByRole('region', { name: 'Remarks' }).getByRole('listitem');
    await expect(remarks).toHaveText(['Child seat (group 1) to fit before pick-up.', 'Meet at arrivals exit 10 with a name board.']);
    const [first, second] = await remarks.evaluateAll((items) => items.map((li) => getComputedStyle(li).backgroundColor));
    expect(first).not.toBe(second);
  });

  test('an unknown id says so on the booking and on its invoice, with a way back', async ({ page }) => {
    const unknown = randomUUID();
    await signIn(page, 'en', `/en/admin/bookings/${unknown}`);
    await expect(page.getByRole('heading', { name: 'Booking not found' })).toBeVisible();
    await page.goto(`/en/admin/bookings/${unknown}/invoice`);
    await expect(page.getByRole('heading', { name: 'Booking not found' })).toBeVisible();
    await page.getByRole('link', { name: 'Back to bookings' }).click();
    await expect(page).toHaveURL(/\/en\/admin\/bookings$/);
  });
});

// The invoice screen (issue, number, credit note, CSV) is e2e/invoices.spec.ts.

test.describe('a driver', () => {
  test('sees their own rides only, and no Cars in the sidebar', async ({ page, request }) => {
    // Nadia, a sample driver, once the admin gave her a password (src/domain/sample-dispatch.ts).
    const headers = { Authorization: `Bearer ${await adminToken(request)}` };
    const team = (await (await request.get('/api/staff', { headers })).json()) as { id: string; username: string }[];
    const nadia = team.find((m) => m.username === 'nadia');
    expect(nadia).toBeDefined();
    const driver = { username: 'nadia', password: 'Nadia-at-the-wheel-2026' };
    expect((await request.patch(`/api/staff/${nadia!.id}`, { headers, data: { password: driver.password } })).status()).toBe(200);

    await signIn(page, 'en', '/en/admin/bookings', driver);
    const sidebar = page.getByRole('navigation', { name: 'Back office' });
    await expect(sidebar.getByRole('link', { name: 'Bookings' })).toBeVisible();
    await expect(sidebar.getByRole('link', { name: 'Cars' })).toHaveCount(0);
    await expect(rowOf(page, 'Sarah Cohen')).toBeVisible({ timeout: 20_000 });
    await expect(rowOf(page, 'Sophie Martin')).toHaveCount(0);
    // Invoices are the office's: a driver has no way to them.
    await expect(rowOf(page, 'Sarah Cohen').getByRole('link', { name: 'View booking of Sarah Cohen' })).toBeVisible();
    await expect(rowOf(page, 'Sarah Cohen').getByRole('link', { name: 'Invoice of Sarah Cohen' })).toHaveCount(0);
  });
});
