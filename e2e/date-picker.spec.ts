// The date picker of the booking wizard by keyboard alone, in French and in Arabic (right to left):
// opened from the field, moved by arrows and pages, a day picked with Enter, closed with Escape.
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';

test.use({ timezoneId: 'Europe/Paris' });

/** Today in Paris, 'YYYY-MM-DD'. */
const parisToday = () => new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Paris' }).format(new Date());

function plus(date: string, { days = 0, months = 0 }: { days?: number; months?: number }): string {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  const at = new Date(Date.UTC(y, m - 1 + months, 1));
  const last = new Date(Date.UTC(at.getUTCFullYear(), at.getUTCMonth() + 1, 0)).getUTCDate();
  at.setUTCDate(Math.min(d, last) + days);
  return at.toISOString().slice(0, 10);
}
const shown = (date: string) => `${date.slice(8)}/${date.slice(5, 7)}/${date.slice(0, 4)}`;

const WORDS = {
  fr: { field: 'Date de prise en charge', button: 'Choisir une date', monday: 'lu', sunday: 'di', next: 'ArrowRight' },
  ar: { field: 'تاريخ الانطلاق', button: 'اختر تاريخًا', monday: 'إثنين', sunday: 'أحد', next: 'ArrowLeft' },
} as const;

async function focusedDate(page: Page) {
  return page.evaluate(() => document.activeElement?.getAttribute('data-date') ?? null);
}

for (const lang of ['fr', 'ar'] as const) {
  test(`the date picker books a date on /${lang}/booking by keyboard only`, async ({ page }) => {
    const w = WORDS[lang];
    await page.goto(`/${lang}/booking`);
    const field = page.getByRole('textbox', { name: w.field });
    const calendar = page.getByRole('dialog', { name: w.button });

    // The down arrow opens the calendar on today (no earlier day is offered), once the app has
    // hydrated the server's page.
    await expect(async () => {
      await field.focus();
      await page.keyboard.press('ArrowDown');
      await expect(calendar).toBeVisible({ timeout: 1000 });
    }).toPass();
    const today = parisToday();
    await expect.poll(() => focusedDate(page)).toBe(today);
    await expect(calendar.locator(`[data-date="${plus(today, { days: -1 })}"]`)).toBeDisabled();

    // Weeks start on Monday, at the start of the line: on the right in Arabic.
    const monday = await calendar.getByRole('columnheader', { name: w.monday, exact: true }).boundingBox();
    const sunday = await calendar.getByRole('columnheader', { name: w.sunday, exact: true }).boundingBox();
    expect(lang === 'ar' ? monday!.x > sunday!.x : monday!.x < sunday!.x).toBe(true);
    // The rest of the page is a11y.spec.ts's; here the calendar, with Lighthouse's two extra rules,
    // once (axe takes seconds): in Arabic, the harder case.
    if (lang === 'ar') {
      const axe = await new AxeBuilder({ page })
        .include('[role="dialog"]')
        .options({ rules: { 'label-content-name-mismatch': { enabled: true }, 'target-size': { enabled: true } } })
        .analyze();
      expect(axe.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
    }

    // Next day (the arrow of the reading direction), a week later, a month later; Enter picks it.
    await page.keyboard.press(w.next);
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('PageDown');
    const picked = plus(plus(today, { days: 8 }), { months: 1 });
    await expect.poll(() => focusedDate(page)).toBe(picked);
    await page.keyboard.press('Enter');
    await expect(calendar).toBeHidden();
    await expect(field).toHaveValue(shown(picked));
    await expect(field).toBeFocused();

    // The button opens it on the chosen day; Escape closes it and gives the focus back.
    await page.keyboard.press('Tab');
    const button = page.getByRole('button', { name: w.button });
    await expect(button).toBeFocused();
    await page.keyboard.press('Enter');
    await expect.poll(() => focusedDate(page)).toBe(picked);
    await page.keyboard.press('ArrowUp');
    await expect.poll(() => focusedDate(page)).toBe(plus(picked, { days: -7 }));
    await page.keyboard.press('Escape');
    await expect(calendar).toBeHidden();
    await expect(button).toBeFocused();
    await expect(field).toHaveValue(shown(picked));
  });
}
