// A browser that has used the app's device database: a visitor who only reads never opens it (see
// src/db/app-db-boundary.tsx), so a spec that changes the device's records first visits a screen
// that needs it (My bookings), then every page opens it at idle.
import { expect, type Page } from '@playwright/test';

export async function withDeviceDatabase(page: Page): Promise<void> {
  await page.goto('/en/my-bookings');
  await expect
    .poll(() => page.evaluate(async () => (await indexedDB.databases()).some((d) => d.name === 'vtc' && (d.version ?? 0) > 1)), {
      timeout: 15_000,
    })
    .toBe(true);
}
