// The contact form against the real server: sent online, kept on the device offline and sent once
// back online (exactly once), and the same form in the home page's contact section.
import { randomUUID } from 'node:crypto';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { liveHomeSection } from './home-sections';

const ADMIN = { username: 'admin', password: 'Prestige2026!' };
const THANKS = 'Thank you for your message! We will contact you shortly.';

async function adminToken(request: APIRequestContext): Promise<string> {
  const res = await request.post('/api/auth/login', { data: ADMIN });
  expect(res.status()).toBe(200);
  return ((await res.json()) as { token: string }).token;
}

/** The contact messages the server holds with this email, read as the admin through /api/sync/pull. */
async function serverContacts(request: APIRequestContext, email: string): Promise<Record<string, unknown>[]> {
  const token = await adminToken(request);
  const found: Record<string, unknown>[] = [];
  let cursor: unknown = null;
  for (let page = 0; page < 50; page++) {
    const res = await request.post('/api/sync/pull', { headers: { Authorization: `Bearer ${token}` }, data: { cursor, limit: 500 } });
    expect(res.status()).toBe(200);
    const body = (await res.json()) as {
      changes: { table: string; deleted: boolean; data: Record<string, unknown> }[];
      cursor: unknown;
      hasMore: boolean;
    };
    for (const change of body.changes) {
      if (change.table === 'contacts' && !change.deleted && change.data.email === email) found.push(change.data);
    }
    cursor = body.cursor;
    if (!body.hasMore) break;
  }
  return found;
}

async function fill(page: Page, email: string) {
  const form = page.getByRole('form', { name: 'Send us a message' });
  await form.getByRole('textbox', { name: 'First name' }).fill('Léa');
  await form.getByRole('textbox', { name: 'Last name' }).fill('Martin');
  await form.getByRole('textbox', { name: 'Email' }).fill(email);
  await form.getByRole('textbox', { name: 'Phone' }).fill('+33 6 12 34 56 78');
  await form.getByRole('combobox', { name: 'Service' }).selectOption({ label: 'Corporate travel' });
  await form.getByRole('textbox', { name: 'Message' }).fill('Two cars for a seminar in June, please.');
  return form;
}

test('online: messages next to the fields, then thank-you, sent, and the server has it', async ({ page, request }) => {
  const email = `contact-${randomUUID().slice(0, 8)}@example.com`;
  await page.goto('/en/contact');
  await expect(page.getByRole('heading', { level: 1, name: 'Contact Us' })).toBeVisible();
  await expect(page).toHaveTitle(/Contact Us/);

  await page.getByRole('button', { name: 'Send message' }).click();
  await expect(page.getByText('First name is required')).toBeVisible();
  await expect(page.getByText('Message is required')).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'First name' })).toBeFocused();

  const form = await fill(page, email);
  await form.getByRole('button', { name: 'Send message' }).click();
  await expect(page.getByRole('alert').filter({ hasText: THANKS })).toBeVisible();
  await expect(page.getByText('Your message has reached our team.')).toBeVisible({ timeout: 20_000 });
  // Cleared for the next message.
  await expect(form.getByRole('textbox', { name: 'Email' })).toHaveValue('');

  const mine = await serverContacts(request, email);
  expect(mine).toHaveLength(1);
  expect(mine[0]).toMatchObject({
    firstName: 'Léa',
    lastName: 'Martin',
    phone: '+33 6 12 34 56 78',
    serviceType: 'corporate',
    message: 'Two cars for a seminar in June, please.',
  });
});

test('offline: kept on the device, then sent exactly once when back online', async ({ page, context, request }) => {
  const email = `contact-offline-${randomUUID().slice(0, 8)}@example.com`;
  await page.goto('/en/contact');
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
  await page.reload();
  await expect.poll(() => page.evaluate(() => Boolean(navigator.serviceWorker.controller))).toBe(true);
  await expect(page.getByRole('heading', { level: 1, name: 'Contact Us' })).toBeVisible();

  await context.setOffline(true);
  const form = await fill(page, email);
  await form.getByRole('button', { name: 'Send message' }).click();
  const thanks = page.getByRole('alert').filter({ hasText: THANKS });
  await expect(thanks).toBeVisible();
  await expect(thanks.getByText(/kept on this device and will be sent automatically when you are back online/)).toBeVisible();
  expect(await serverContacts(request, email)).toHaveLength(0);

  await context.setOffline(false);
  await expect(thanks.getByText('Your message has reached our team.')).toBeVisible({ timeout: 20_000 });
  await expect.poll(async () => (await serverContacts(request, email)).length, { timeout: 10_000 }).toBe(1);
  // Another page, another flush: still one.
  await page.goto('/en');
  await page.waitForLoadState('networkidle');
  expect(await serverContacts(request, email)).toHaveLength(1);
});

test('the home page has the same form in its contact section', async ({ page }) => {
  await page.goto('/fr');
  const section = await liveHomeSection(page, 'contact');
  await section.getByRole('button', { name: 'Envoyer le message' }).click();
  await expect(section.getByText('Le prénom est requis')).toBeVisible();
  await expect(section.getByRole('combobox', { name: 'Service' })).toHaveValue('');
});
