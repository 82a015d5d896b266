import { expect, test } from '@playwright/test';

test('the dark theme is kept over a reload', async ({ page }) => {
  await page.goto('/en');
  const html = page.locator('html');
  await expect(html).toHaveAttribute('data-mantine-color-scheme', 'light');

  await page.getByRole('button', { name: 'Switch to dark theme' }).click();
  await expect(html).toHaveAttribute('data-mantine-color-scheme', 'dark');
  await expect(html).toHaveClass(/dark/);

  // Writes are throttled to once a second: wait for the stored value, then reload.
  await expect
    .poll(() => page.evaluate(() => JSON.parse(localStorage.getItem('vtc.customization') ?? '{}').theme))
    .toBe('dark');
  await page.reload();
  await expect(html).toHaveAttribute('data-mantine-color-scheme', 'dark');
  await expect(page.getByRole('button', { name: 'Switch to light theme' })).toBeVisible();
});

test('the chosen language is remembered with the theme', async ({ page }) => {
  await page.goto('/ar/blog');
  await expect
    .poll(() => page.evaluate(() => JSON.parse(localStorage.getItem('vtc.customization') ?? '{}')))
    .toMatchObject({ language: 'ar', theme: 'light', version: '1.0.0' });
});
