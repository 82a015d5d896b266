// The driver's errand in a real browser against the server: a booking with remarks, its BON DE
// COMMANDE previewed, downloaded as PDF and sent over WhatsApp, then saved; online and with the
// network off. Then an edit whose remarks survive a reload, and axe on the form and the order form.
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { statSync } from 'node:fs';
import { SAMPLE_IDS } from '../src/domain/sample-data';
import { signInStaff } from './staff';

async function signIn(page: Page, lang: 'en' | 'fr' | 'ar' = 'en') {
  await signInStaff(page);
  if (lang !== 'en') await page.goto(`/${lang}/admin`);
}

/** window.open is recorded instead of opening a tab; no Web Share, as on a desktop. */
async function recordWindowOpen(page: Page) {
  await page.addInitScript(() => {
    const opened: unknown[][] = [];
    (window as unknown as { opened: unknown[][] }).opened = opened;
    window.open = (...args: unknown[]) => {
      opened.push(args);
      return null;
    };
    for (const name of ['canShare', 'share']) {
      try {
        delete (Navigator.prototype as unknown as Record<string, unknown>)[name];
      } catch {
        // Not there to begin with.
      }
    }
  });
}

const opened = (page: Page) => page.evaluate(() => (window as unknown as { opened: unknown[][] }).opened);

async function expectNoViolations(page: Page) {
  await page.evaluate(() => document.fonts.ready);
  const results = await new AxeBuilder({ page }).analyze();
  expect(results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => `${n.target.join(' ')} ${n.failureSummary}`).join(', ')}`)).toEqual([]);
}

/** Creates a booking the way a driver does, through the preview, the PDF and WhatsApp. */
async function driverErrand(page: Page, lastName: string) {
  await page.goto('/en/admin/bookings/create');
  await expect(page.getByRole('heading', { name: 'Trip' })).toBeVisible();

  await page.getByRole('combobox', { name: 'Pickup time' }).fill('14:30');
  await page.getByRole('combobox', { name: 'Pickup time' }).press('Tab');
  await page.getByLabel('Flight or train number (optional)').fill('TU 710');
  await page.getByLabel('First name').fill('Yasmine');
  await page.getByLabel('Last name').fill(lastName);
  await page.getByRole('textbox', { name: 'Phone', exact: true }).fill('+216 55 123 456');
  await page.getByRole('button', { name: 'One passenger more' }).click();
  await page.getByLabel('Pickup location').fill('Aéroport Paris-Charles de Gaulle\nTerminal 2E');
  await page.getByLabel('Price, tax included (€)').fill('185');

  const add = page.getByRole('button', { name: 'Add remark' });
  await expect(add).toBeDisabled();
  await page.getByLabel('New remark').fill('  Siège enfant  ');
  await add.click();
  await expect(page.getByLabel('New remark')).toHaveValue('');
  await page.getByLabel('New remark').fill('Pancarte au nom du client');
  await add.click();
  await expect(page.getByRole('button', { name: 'Siège enfant', exact: true })).toBeVisible();

  await page.getByRole('button', { name: 'Preview invoice' }).click();
  const sheet = page.getByRole('article', { name: /^BON DE COMMANDE BC-\d{4}-\d{4}$/ });
  await expect(sheet).toBeVisible();
  await expect(sheet.getByRole('heading', { name: 'BON DE COMMANDE' })).toBeVisible();
  await expect(sheet.getByText('Remarques importantes')).toBeVisible();
  await expect(sheet.getByText('Pancarte au nom du client')).toBeVisible();
  await expect(sheet).toContainText('TU 710');
  await expect(sheet).toContainText('To be defined');
  await expect(sheet).toContainText(/185,00\s€/);
  await expect(sheet).toContainText('Destination-');

  await page.getByRole('button', { name: 'Continue editing' }).click();
  await expect(page.getByLabel('Last name')).toHaveValue(lastName);
  await expect(page.getByLabel('Passengers', { exact: true })).toHaveValue('2');
  await expect(page.getByRole('combobox', { name: 'Pickup time' })).toHaveValue('14:30');
  await expect(page.getByLabel('Price, tax included (€)')).toHaveValue('185');
  await page.getByText('Cash', { exact: true }).click();

  await page.getByRole('button', { name: 'Preview invoice' }).click();
  await expect(sheet).toContainText('Espèces');
  const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Download PDF' }).click()]);
  expect(download.suggestedFilename()).toMatch(new RegExp(`^facture-Yasmine-${lastName}-\\d{13}\\.pdf$`));
  const size = statSync(await download.path()).size;
  expect(size).toBeGreaterThan(10_000);
  expect(size).toBeLessThan(1_000_000);
  await expect(page.getByText('PDF downloaded successfully')).toBeVisible();

  await page.getByRole('button', { name: 'Send via WhatsApp' }).click();
  const number = page.getByLabel("Client's WhatsApp number");
  await expect(number).toHaveAttribute('placeholder', /^\+216 /);
  await number.fill('   ');
  await page.getByRole('button', { name: 'Send', exact: true }).click();
  expect(await opened(page)).toEqual([]);
  await number.fill('+216 20 123 456');
  await page.getByRole('button', { name: 'Send', exact: true }).click();
  await expect.poll(() => opened(page)).toHaveLength(1);
  const [url = '', target] = ((await opened(page)) as string[][])[0] ?? [];
  expect(url).toMatch(/^https:\/\/wa\.me\/21620123456\?text=/);
  expect(url).not.toContain(' ');
  expect(target).toBe('_blank');
  const text = new URL(url).searchParams.get('text') ?? '';
  expect(text).toContain('BON DE COMMANDE');
  expect(text).toContain(`Yasmine ${lastName}`);

  await page.getByRole('button', { name: 'Continue editing' }).click();
  await page.getByRole('button', { name: 'Create booking' }).click();
  await expect(page.getByText('Booking created successfully')).toBeVisible();
  await expect(page).toHaveURL(/\/en\/admin\/bookings$/);
  await expect(page.getByText(new RegExp(lastName)).first()).toBeVisible();
}

test.describe('a driver makes a bon de commande', () => {
  // A whole errand (form, remarks, preview, PDF, WhatsApp, the list), offline after a reload: longer
  // than the default on a busy machine.
  test.describe.configure({ timeout: 90_000 });

  test('online: form, remarks, preview, PDF, WhatsApp, saved in the list', async ({ page }) => {
    await recordWindowOpen(page);
    await signIn(page);
    await driverErrand(page, 'Zerrouki');
  });

  test('with the network off after signing in', async ({ page, context }) => {
    await recordWindowOpen(page);
    await signIn(page);
    await page.evaluate(async () => {
      await navigator.serviceWorker.ready;
    });
    await page.reload();
    await expect.poll(() => page.evaluate(() => Boolean(navigator.serviceWorker.controller))).toBe(true);
    await context.setOffline(true);
    await driverErrand(page, 'Hadj-Ali');
    await context.setOffline(false);
  });

  test('the draft survives a reload, with its remarks', async ({ page }) => {
    await signIn(page);
    await page.goto('/en/admin/bookings/create');
    await page.getByLabel('First name').fill('Léa');
    await page.getByLabel('New remark').fill('Vol souvent en retard');
    await page.getByRole('button', { name: 'Add remark' }).click();
    await page.reload();
    await expect(page.getByLabel('First name')).toHaveValue('Léa');
    await expect(page.getByRole('button', { name: 'Vol souvent en retard' })).toBeVisible();
    await page.getByRole('link', { name: 'Cancel' }).click();
    await expect(page).toHaveURL(/\/en\/admin\/bookings$/);
    await page.goto('/en/admin/bookings/create');
    await expect(page.getByLabel('First name')).toHaveValue('');
  });
});

test("an Arabic client's copy of the bon de commande: in Arabic, right to left, a PDF of its own", async ({ page }) => {
  test.setTimeout(90_000);
  await signIn(page);
  await page.goto('/en/admin/settings');
  await page.getByRole('button', { name: 'Edit settings' }).click();
  const copySwitch = page.getByRole('switch', { name: 'Client copy of the order form' });
  if (!(await copySwitch.isChecked())) await page.getByText('Client copy of the order form', { exact: true }).click();
  await expect(copySwitch).toBeChecked();
  await page.getByRole('button', { name: 'Save changes' }).click();
  await expect(page.getByRole('button', { name: 'Edit settings' })).toBeVisible();

  await page.goto('/en/admin/bookings/create');
  await page.getByRole('combobox', { name: 'Pickup time' }).fill('09:15');
  await page.getByRole('combobox', { name: 'Pickup time' }).press('Tab');
  await page.getByLabel('First name').fill('Yasmine');
  await page.getByLabel('Last name').fill('Gharbi');
  await page.getByRole('textbox', { name: 'Phone', exact: true }).fill('+216 55 123 456');
  await page.getByLabel('Pickup location').fill('Aéroport Paris-Orly, terminal 1');
  await page.getByLabel('Price, tax included (€)').fill('95');
  await page.getByRole('combobox', { name: "Client's language" }).click();
  await page.getByRole('option', { name: 'العربية' }).click();

  await page.getByRole('button', { name: 'Preview invoice' }).click();
  await expect(page.getByRole('article', { name: /^BON DE COMMANDE BC-/ })).toBeVisible();
  await page.getByText('Client copy (العربية)').click();
  const copy = page.getByRole('article', { name: /^أمر حجز BC-\d{4}-\d{4}$/ });
  await expect(copy).toHaveAttribute('dir', 'rtl');
  await expect(copy.getByRole('heading', { name: 'تفاصيل الرحلة' })).toBeVisible();
  await expect(copy).toContainText('يُحدَّد لاحقًا');

  const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Download PDF' }).click()]);
  expect(download.suggestedFilename()).toMatch(/^facture-Yasmine-Gharbi-\d{13}-ar\.pdf$/);
  // Kept with the run's results, to be looked at.
  await download.saveAs(test.info().outputPath('client-copy-ar.pdf'));
  expect(statSync(test.info().outputPath('client-copy-ar.pdf')).size).toBeGreaterThan(10_000);
});

test('an edited booking and its remarks survive a reload', async ({ page }) => {
  const id = SAMPLE_IDS.bookings.mohamedTrabelsi;
  await signIn(page);
  await page.goto(`/en/admin/bookings/${id}/edit`);
  await expect(page.getByRole('heading', { name: 'Status' })).toBeVisible();

  await page.getByLabel('New remark').fill('Code porte 4521B');
  await page.getByRole('button', { name: 'Add remark' }).click();
  const added = page.getByRole('button', { name: 'Code porte 4521B' });
  await expect(added).toBeVisible();
  await added.click();
  const editor = page.getByRole('textbox', { name: /^Remark \d+$/ });
  await editor.fill('Code porte 4521B, 2e étage');
  await editor.press('Enter');
  await expect(page.getByRole('button', { name: 'Code porte 4521B, 2e étage' })).toBeVisible();

  await page.getByLabel('Booking status').selectOption('confirmed');
  await page.getByLabel('Flight or train number (optional)').fill('AF 1234');
  await page.getByRole('button', { name: 'Save changes' }).click();
  await expect(page.getByText('Booking updated successfully')).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`/en/admin/bookings/${id}$`));

  await page.goto(`/en/admin/bookings/${id}/edit`);
  await page.reload();
  await expect(page.getByLabel('Booking status')).toHaveValue('confirmed');
  await expect(page.getByLabel('Flight or train number (optional)')).toHaveValue('AF 1234');
  await expect(page.getByRole('button', { name: 'Code porte 4521B, 2e étage' })).toBeVisible();

  await page.getByRole('button', { name: /^Delete remark \d+$/ }).last().click();
  await expect(page.getByRole('button', { name: 'Code porte 4521B, 2e étage' })).toHaveCount(0);
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Status' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Code porte 4521B, 2e étage' })).toHaveCount(0);

  await page.goto(`/en/admin/bookings/${id}/order`);
  await expect(page.getByRole('article', { name: /^BON DE COMMANDE/ })).toContainText('AF 1234');
});

test("an unknown booking says 'Booking not found' with a way back", async ({ page }) => {
  await signIn(page);
  await page.goto('/en/admin/bookings/00000000-0000-4000-8000-000000000000/order');
  await expect(page.getByRole('heading', { name: 'Booking not found' })).toBeVisible();
  await page.getByRole('link', { name: 'Back to bookings' }).click();
  await expect(page).toHaveURL(/\/en\/admin\/bookings$/);
});

const WORDS = {
  fr: { remark: 'Nouvelle remarque', add: 'Ajouter la remarque', create: 'Créer la réservation', required: 'Le prénom est requis', preview: 'Aperçu du bon', whatsapp: 'Envoyer par WhatsApp' },
  en: { remark: 'New remark', add: 'Add remark', create: 'Create booking', required: 'First name is required', preview: 'Preview invoice', whatsapp: 'Send via WhatsApp' },
  ar: { remark: 'ملاحظة جديدة', add: 'إضافة الملاحظة', create: 'إنشاء الحجز', required: 'الاسم مطلوب', preview: 'معاينة الوصل', whatsapp: 'إرسال عبر واتساب' },
};

for (const lang of ['fr', 'en', 'ar'] as const) {
  test(`/${lang}: the form with its messages and a remark, and the order form with WhatsApp open, have no accessibility violations`, async ({ page }) => {
    // Two axe runs of a long form: a loaded machine needs more than the default.
    test.setTimeout(120_000);
    const words = WORDS[lang];
    await signIn(page, lang);
    await page.goto(`/${lang}/admin/bookings/create`);
    await page.getByRole('textbox', { name: words.remark }).fill('Siège enfant');
    await page.getByRole('button', { name: words.add }).click();
    await page.getByRole('button', { name: words.create }).click();
    await expect(page.getByText(words.required)).toBeVisible();
    await expectNoViolations(page);

    await page.getByRole('button', { name: words.preview }).click();
    await expect(page.getByRole('article', { name: /^BON DE COMMANDE/ })).toBeVisible();
    await page.getByRole('button', { name: words.whatsapp }).click();
    await expectNoViolations(page);
  });
}
