import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';

for (const lang of ['fr', 'en', 'ar'] as const) {
  for (const theme of ['light', 'dark'] as const) {
    test(`home page in ${lang}, ${theme}: no accessibility violations`, async ({ page }) => {
      await page.addInitScript((value) => {
        localStorage.setItem('vtc.customization', JSON.stringify({ theme: value, language: 'fr', version: '1.0.0' }));
      }, theme);
      await page.goto(`/${lang}`);
      await expect(page.locator('html')).toHaveAttribute('data-mantine-color-scheme', theme);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await page.evaluate(() => document.fonts.ready);
      const results = await new AxeBuilder({ page }).analyze();
      expect(results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual(
        [],
      );
    });
  }
}
