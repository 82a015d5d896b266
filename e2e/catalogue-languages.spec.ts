// A tour's text in a second language, from the back office to the public page: the admin writes the
// Arabic description on the form's Arabic tab and saves; the server then renders /ar/tour/<id> with
// it, for a visitor who never signed in.
import { expect, test } from '@playwright/test';
import { signInStaff } from './staff';

test('an Arabic description written on the ar tab is on the server-rendered Arabic page', async ({ page, browser }) => {
  const stamp = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
  const title = `Montmartre ${stamp}`;
  const arabic = `جولة صباحية في مونمارتر قبل الزحام ${stamp}`;
  await signInStaff(page);

  // A tour written in French only.
  await page.goto('/en/admin/tours/create');
  await page.getByRole('tab', { name: /^Français/ }).click();
  const texts = page.getByRole('tabpanel');
  await texts.getByLabel(/^Title/).fill(title);
  await texts.getByLabel(/^Description/).fill('La butte avant la foule.');
  await texts.getByLabel(/^Duration/).fill('3 heures');
  await page.getByLabel(/^Price per person/).fill('180');
  await page.getByRole('button', { name: 'Add tour' }).click();
  await expect(page.getByText('Tour added successfully')).toBeVisible();

  // Its Arabic title and description, on the Arabic tab of its form.
  await page.getByRole('link', { name: `Edit ${title}` }).click();
  const id = /\/admin\/tours\/([^/]+)\/edit$/.exec(new URL(page.url()).pathname)?.[1];
  expect(id).toMatch(/^[0-9a-f-]{36}$/);
  await page.getByRole('tab', { name: /^العربية/ }).click();
  await expect(page.getByRole('tab', { name: /^العربية/ })).toHaveAttribute('aria-selected', 'true');
  const ar = page.getByRole('tabpanel');
  await expect(ar.getByLabel(/^Description/)).toHaveAttribute('lang', 'ar');
  await ar.getByLabel(/^Title/).fill(`مونمارتر ${stamp}`);
  await ar.getByLabel(/^Description/).fill(arabic);
  await ar.getByLabel(/^Duration/).fill('3 ساعات');
  await page.getByRole('button', { name: 'Save changes' }).click();
  await expect(page.getByText('Tour updated successfully')).toBeVisible();

  // A visitor's first request: the page as the server renders it, before any script (the change reaches
  // the server at the device's next sync).
  const visitor = await browser.newContext({ javaScriptEnabled: false });
  const request = visitor.request;
  await expect
    .poll(async () => {
      const response = await request.get(`/ar/tour/${id}`);
      return response.ok() ? await response.text() : `HTTP ${response.status()}`;
    }, { timeout: 30_000 })
    .toContain(arabic);
  const visit = await visitor.newPage();
  await visit.goto(`/ar/tour/${id}`);
  await expect(visit.getByText(arabic)).toBeVisible();
  await visitor.close();
});
