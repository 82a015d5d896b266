// An invoice against the real server: an admin issues one on a sample booking, sees the number the
// server gave it (continuous yearly sequence), corrects it with a credit note (the next number), and
// sends the credit note by email (its PDF read from the test SMTP server), and exports the month's
// CSV for the accountant.
import { expect, test } from '@playwright/test';
import { readFile } from 'node:fs/promises';
import { receivedMail } from './mail';
import { ADMIN, signInStaff } from './staff';

const SOPHIE = '5eed0000-0000-4000-8000-0000000000d1';
const NUMBER = /^\d{4}-\d{6}$/;

test('an admin issues an invoice, makes a credit note and exports the month', async ({ page }) => {
  await signInStaff(page, ADMIN, { lang: 'en', next: `/en/admin/bookings/${SOPHIE}/invoice` });

  // Issue: a bad form says what is missing next to the field, and keeps what was typed.
  await page.getByLabel("Client's name").fill('Sophie Martin');
  await page.getByRole('button', { name: 'Issue invoice' }).click();
  await expect(page.getByText("Enter the client's address")).toBeVisible();
  await page.getByLabel("Client's address").fill('2 avenue Foch\n75116 Paris');
  await page.getByRole('button', { name: 'Issue invoice' }).click();

  // French whatever the back office's language (French law asks for it): the PDF is this sheet.
  const sheet = page.getByRole('article', { name: 'Facture' });
  await expect(sheet).toContainText('Sophie Martin');
  // The number comes from the server with sync.
  const number = sheet.getByTestId('invoice-number');
  await expect(number).toHaveText(NUMBER, { timeout: 20_000 });
  const invoiceNumber = (await number.textContent()) ?? '';
  await expect(sheet).toContainText('Conditions de paiement :');
  await expect(sheet).toContainText('SIREN');

  // Credit note: full cancellation by default.
  await page.getByRole('button', { name: 'Credit note' }).click();
  const dialog = page.getByRole('dialog', { name: 'Credit note' });
  await dialog.getByLabel('Reason').fill('Wrong client address');
  await dialog.getByRole('button', { name: 'Make the credit note' }).click();
  const credit = page.getByRole('article', { name: 'Avoir' });
  await expect(credit).toContainText('Wrong client address');
  await expect(credit.getByTestId('invoice-number')).toHaveText(NUMBER, { timeout: 20_000 });
  const creditNumber = (await credit.getByTestId('invoice-number').textContent()) ?? '';
  expect(Number(creditNumber.slice(5))).toBe(Number(invoiceNumber.slice(5)) + 1);
  await expect(credit).toContainText(invoiceNumber);
  // Fully credited: a new invoice may be issued.
  await expect(page.getByRole('button', { name: 'Issue invoice' })).toBeVisible();

  // By email: the PDF made on this device reaches the client, named by its number.
  await page.getByRole('button', { name: 'Send by email' }).click();
  await expect(page.getByText('The invoice is on its way')).toBeVisible({ timeout: 20_000 });
  await expect
    .poll(() => receivedMail().find((m) => m.attachments.some((a) => a.filename === `avoir-${creditNumber}.pdf`))?.subject, { timeout: 30_000 })
    .toContain(creditNumber);
  const mail = receivedMail().find((m) => m.attachments.some((a) => a.filename === `avoir-${creditNumber}.pdf`));
  expect(mail?.to.join(' ')).toContain('sophie.martin@orange.fr');
  expect(mail?.text).toContain(invoiceNumber);
  expect(mail?.attachments[0]?.bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');

  // The month's list and its CSV.
  await page.goto('/en/admin/invoices');
  await expect(page.getByRole('link', { name: invoiceNumber })).toBeVisible();
  await expect(page.getByText(`Credit note for ${invoiceNumber}`)).toBeVisible();
  const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Export CSV' }).click()]);
  expect(download.suggestedFilename()).toMatch(/^factures-\d{4}-\d{2}\.csv$/);
  const csv = await readFile((await download.path()) as string, 'utf8');
  const lines = csv.replace(/^\uFEFF/, '').split('\r\n');
  expect(lines[0]).toBe('number,date,type,client,client_siren,net_10,vat_10,net_total,vat_total,total,credit_note_for');
  const invoiceRow = lines.find((l) => l.startsWith(`${invoiceNumber},`)) ?? '';
  const creditRow = lines.find((l) => l.startsWith(`${creditNumber},`)) ?? '';
  expect(invoiceRow).toMatch(new RegExp(`^${invoiceNumber},\\d{4}-\\d{2}-\\d{2},invoice,Sophie Martin,,`));
  expect(creditRow).toMatch(new RegExp(`,credit_note,Sophie Martin,,-.*,${invoiceNumber}$`));
  test.info().annotations.push({ type: 'csv', description: lines.slice(0, 3).join('\n') });
});
