// The home page's sections below the fold: the server draws them, and each comes to life (its own
// code draws it, data-live) once it comes near the viewport. Until then its controls are inert.
import { expect, type Locator, type Page } from '@playwright/test';

/** Scrolls until the home section `key` (home-route.tsx) is there and live; returns its region. */
export async function liveHomeSection(page: Page, key: string): Promise<Locator> {
  const live = page.locator(`#home-${key}[data-live]`);
  for (let i = 0; i < 60 && (await live.count()) === 0; i++) {
    await page.mouse.wheel(0, 600);
    await page.waitForTimeout(100);
  }
  await expect(live).toHaveCount(1);
  const section = live.getByRole('region').first();
  await section.scrollIntoViewIfNeeded();
  return section;
}
