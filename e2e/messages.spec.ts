// A visitor books on the public site in English (the office's default language is French) and the
// 'booking received' email arrives in English at the SMTP server the e2e server runs
// (scripts/e2e-server.mjs), with the reference the wizard showed.
import { randomUUID } from 'node:crypto';
import { expect, test } from '@playwright/test';
import { receivedMail } from './mail';

const nextYear = `${new Date().getFullYear() + 1}-06-15`;

test('a visitor books and receives the confirmation email', async ({ page }) => {
  const email = `mail-${randomUUID().slice(0, 8)}@example.com`;
  await page.goto('/en/booking');
  await expect(page.getByRole('heading', { level: 2, name: 'Service & Vehicle' })).toBeVisible();
  // The server-rendered page answers once the app has hydrated it.
  const airport = page.getByRole('radio', { name: /Airport transfer/ });
  await expect(async () => {
    await airport.click();
    await expect(airport).toHaveAttribute('aria-checked', 'true', { timeout: 1000 });
  }).toPass();
  await page.getByRole('textbox', { name: 'Pickup location' }).fill('Aéroport Charles de Gaulle, Terminal 2E');
  await page.getByRole('textbox', { name: 'Drop-off location' }).fill('Hôtel Le Meurice, Paris');
  await page.getByLabel('Pickup date').fill(nextYear);
  const time = page.getByRole('combobox', { name: 'Pickup time' });
  await time.fill('21:30');
  await time.press('Tab');
  await page.getByRole('button', { name: 'Next' }).click();
  await page.getByRole('textbox', { name: 'First name' }).fill('Léa');
  await page.getByRole('textbox', { name: 'Last name', exact: true }).fill('Martin');
  await page.getByRole('textbox', { name: 'Email' }).fill(email);
  await page.getByRole('textbox', { name: 'Phone' }).fill('+33 6 12 34 56 78');
  await page.getByRole('button', { name: 'Next' }).click();
  await page.getByRole('button', { name: 'Confirm booking' }).click();
  const reference = (await page.getByText(/^#WB\d{6}$/).first().textContent()) ?? 'missing';

  await expect.poll(() => receivedMail().filter((m) => m.to.some((to) => to.includes(email))).length, { timeout: 30_000 }).toBe(1);
  const mail = receivedMail().find((m) => m.to.some((to) => to.includes(email)));
  expect(mail?.subject).toBe(`We have received your booking ${reference}`);
  expect(mail?.text).toContain('Hello Léa Martin,');
  expect(mail?.text).toContain('Pickup: Aéroport Charles de Gaulle, Terminal 2E');
  expect(mail?.text).toContain('Destination: Hôtel Le Meurice, Paris');
});
