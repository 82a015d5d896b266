// Public pages rendered by the server in a real browser: the content is in the HTML (readable with
// JavaScript off), hydration keeps the server's markup without an error and without fetching the
// catalogue again, and a page visited once paints from the service worker's copy with the network off.
import { expect, test, type Page } from '@playwright/test';
import { chosenTheme } from './theme';
import { localizedText } from '../src/domain/content-lang';

/** A day next year, as the date fields show it (DD/MM/YYYY). */
const shownNextYear = `15/06/${new Date().getFullYear() + 1}`;
/** The catalogue's JSON API: a hydrated page must not need it. */
const CATALOGUE_API = /\/api\/(cars|tours|blog-posts)(\/|\?|$)/;

/** Console errors and uncaught exceptions, hydration mismatches among them. */
function watchErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  return errors;
}

/**
 * Remembers the headings of the page as the server sent it, to check that hydration kept those very
 * elements (a mismatch, or an update reaching a part not hydrated yet, makes React draw it again).
 */
async function markServerHeadings(page: Page) {
  await page.addInitScript(() => {
    document.addEventListener('DOMContentLoaded', () => {
      // The home page's sections below the hero are drawn again, alike, once they come near.
      (window as unknown as { serverHeadings: Element[] }).serverHeadings = [
        ...document.querySelectorAll('#root h1, #root h2, #root h3'),
      ].filter((h) => !h.closest('[id^="home-"]'));
    });
  });
}

const headingTexts = (page: Page) =>
  page.locator('#root').evaluate((root) => [...root.querySelectorAll('h1, h2, h3')].map((h) => h.textContent));

/** The server's headings that are no longer in the page. */
const replacedHeadings = (page: Page) =>
  page.evaluate(() => {
    const headings = (window as unknown as { serverHeadings: Element[] }).serverHeadings;
    return headings.length === 0 ? ['no heading seen'] : headings.filter((h) => !h.isConnected).map((h) => h.textContent);
  });

async function hydrated(page: Page) {
  // React owns the footer once what comes before it is hydrated; then one idle moment for its effects.
  await expect
    .poll(() => page.evaluate(() => Object.keys(document.querySelector('#root > footer') ?? {}).some((key) => key.startsWith('__reactFiber$'))))
    .toBe(true);
  await page.evaluate(() => new Promise((done) => requestIdleCallback(() => done(null), { timeout: 2000 })));
}

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the home page holds its headline, the fleet and the tours', async ({ page, request }) => {
    const tours = (await (await request.get('/api/tours')).json()) as { titleFr: string }[];
    await page.goto('/fr');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Votre chauffeur privé, où que le voyage vous mène');
    await expect(page.getByRole('link', { name: 'Mercedes-Benz E-Class' }).first()).toBeVisible();
    await expect(page.getByText(tours[0]!.titleFr).first()).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
  });

  test('the Arabic blog is right to left and lists its posts', async ({ page, request }) => {
    const posts = (await (await request.get('/api/blog-posts')).json()) as object[];
    await page.goto('/ar/blog');
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    // In Arabic, or in the language a post other tests wrote is in.
    for (const post of posts.slice(0, 3)) await expect(page.getByText(localizedText(post, 'title', 'ar')).first()).toBeVisible();
  });
});

for (const theme of ['light', 'dark'] as const) {
  test(`hydration keeps the server's markup, with no error and no catalogue request (${theme} theme)`, async ({ page }) => {
    if (theme === 'dark') {
      await chosenTheme(page, 'dark');
    }
    const errors = watchErrors(page);
    const catalogueRequests: string[] = [];
    page.on('request', (req) => {
      if (CATALOGUE_API.test(new URL(req.url()).pathname)) catalogueRequests.push(req.url());
    });
    await markServerHeadings(page);

    for (const path of ['/fr', '/en/fleet', '/ar/tours', '/en/blog', '/fr/contact', '/en/booking']) {
      await page.goto(path);
      await hydrated(page);
      await page.waitForLoadState('networkidle');
      expect(await replacedHeadings(page)).toEqual([]);
      // Scrolled through: the home page's sections come alive, drawing what the server drew.
      const before = await headingTexts(page);
      await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
      await page.waitForLoadState('networkidle');
      expect(await headingTexts(page)).toEqual(before);
    }
    await expect(page.locator('html')).toHaveAttribute('data-mantine-color-scheme', theme);
    expect(errors).toEqual([]);
    expect(catalogueRequests).toEqual([]);
    // A visitor who only reads never needed the device database: it was not even created.
    expect(await page.evaluate(async () => (await indexedDB.databases()).map((info) => info.name))).not.toContain('vtc');
  });
}

test('the styles a page holds are not fetched, neither at once nor when its sections come alive', async ({ page }) => {
  const fetched: string[] = [];
  page.on('request', (req) => {
    if (req.resourceType() === 'stylesheet' && !req.serviceWorker()) fetched.push(new URL(req.url()).pathname);
  });
  const held: string[] = [];
  for (const path of ['/en', '/en/fleet', '/ar/blog']) {
    await page.goto(path);
    await hydrated(page);
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    await page.waitForLoadState('networkidle');
    held.push(...(await page.evaluate(() => [...document.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"][disabled]')].map((link) => new URL(link.href).pathname))));
  }
  // The screens' and sections' styles travel in the pages; the shared stylesheet is fetched.
  expect(held.length).toBeGreaterThan(3);
  expect(fetched.filter((file) => held.includes(file))).toEqual([]);
  expect(fetched.some((file) => /\/assets\/index-[^/]+\.css$/.test(file))).toBe(true);
});

test('a stylesheet that comes late sets nothing below the fold fading', async ({ page }) => {
  // The sections below the fold are styled before the shared stylesheet comes, on a slow link.
  await page.route('**/assets/index-*.css', async (route) => {
    await new Promise((done) => setTimeout(done, 800));
    await route.continue();
  });
  await page.addInitScript(() => {
    const faded: string[] = [];
    Object.assign(window, { faded });
    document.addEventListener('transitionrun', (event) => faded.push(`${(event.target as Element).tagName} ${event.propertyName}`), true);
  });
  await page.goto('/en');
  await hydrated(page);
  expect(await page.evaluate(() => (window as unknown as { faded: string[] }).faded)).toEqual([]);
});

test('a hydrated page answers the visitor at once', async ({ page }) => {
  const errors = watchErrors(page);
  await page.goto('/en/fleet?category=suv');
  await expect(page.getByRole('status').filter({ hasText: 'found' })).toHaveText('2 vehicles found');
  await hydrated(page);
  await page.getByRole('complementary', { name: 'Filters' }).getByRole('checkbox', { name: 'SUV' }).click();
  await expect(page).toHaveURL(/\/en\/fleet$/);
  await expect(page.getByRole('status').filter({ hasText: 'found' })).not.toHaveText('2 vehicles found');
  // A link is followed in the page, without loading another document.
  await page.getByRole('link', { name: 'Tours', exact: true }).first().click();
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page).toHaveURL(/\/en\/tours$/);
  expect(errors).toEqual([]);
});

test('a kept page paints in the theme chosen since it was kept', async ({ page, context }) => {
  // The theme the page was painted in before its code ran (the boot script's).
  await page.addInitScript(() => {
    document.addEventListener('DOMContentLoaded', () => {
      (window as { paintedTheme?: string | null }).paintedTheme = document.documentElement.getAttribute('data-mantine-color-scheme');
    });
  });
  const paintedTheme = () => page.evaluate(() => (window as { paintedTheme?: string | null }).paintedTheme);
  await page.goto('/en/tours');
  expect(await paintedTheme()).toBe('light');
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
  await expect.poll(() => page.evaluate(async () => Boolean(await caches.match('/en/tours')))).toBe(true);
  // The copy kept does not say which theme: the server painted it light, the visitor may change.
  const kept = await page.evaluate(async () => (await (await caches.match('/en/tours'))!.text()).slice(0, 200));
  expect(kept).toMatch(/^<!doctype html>\s*<html lang="en" dir="ltr">/);

  await page.getByRole('button', { name: 'Switch to dark theme' }).click();
  await expect.poll(async () => (await context.cookies()).find((cookie) => cookie.name === 'vtc-theme')?.value).toBe('dark');
  await context.setOffline(true);
  await page.reload();
  await expect(page.locator('script#catalogue')).toHaveCount(1);
  expect(await paintedTheme()).toBe('dark');
  await context.setOffline(false);
  // Online, the server paints it dark itself.
  await page.reload();
  expect(await paintedTheme()).toBe('dark');
});

/** Holds the app's entry script until the returned function is called. */
async function holdAppCode(page: Page): Promise<() => void> {
  let release: () => void = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/assets\/index-[^/]+\.js$/, async (route) => {
    await released;
    await route.continue();
  });
  return release;
}

test('a click made before the page\u2019s code has run is done once it has', async ({ page }) => {
  const errors = watchErrors(page);
  // The app's code comes late, as on a slow connection; the server's page is already there.
  const release = await holdAppCode(page);
  await page.goto('/en/fleet', { waitUntil: 'commit' });
  const panel = page.getByRole('complementary', { name: 'Filters' });
  await panel.getByRole('checkbox', { name: 'SUV' }).click();
  await expect(page).toHaveURL(/\/en\/fleet$/);
  release();
  await expect(page).toHaveURL(/\/en\/fleet\?category=suv$/);
  await expect(panel.getByRole('checkbox', { name: 'SUV' })).toBeChecked();
  await expect(page.getByRole('status').filter({ hasText: 'found' })).toHaveText('2 vehicles found');
  expect(errors).toEqual([]);
});

test('what is typed before the page\u2019s code has run is kept, then searched with', async ({ page }) => {
  const errors = watchErrors(page);
  // The app's code comes late, as on a slow connection: the visitor types into the server's page.
  const release = await holdAppCode(page);
  await page.goto('/en', { waitUntil: 'commit' });
  const search = page.getByRole('form', { name: 'Book your journey' });
  await search.getByLabel('Pickup airport').fill('Tunis-Carthage (TUN)');
  await search.getByLabel('Destination').fill('H\u00f4tel Africa, Tunis');
  const time = search.getByLabel('Pickup time', { exact: true });
  await time.fill('9:30 pm');
  await time.press('Tab');
  await search.getByLabel('Pickup date').fill(shownNextYear);
  await search.getByLabel('Passengers').selectOption('3');
  await search.getByRole('button', { name: 'Book now' }).click();
  await expect(page).toHaveURL(/\/en$/);
  release();
  // Once the code runs: the time typed is read as the app reads it (on leaving the field), and the
  // held search opens the booking with every value typed.
  await expect(page).toHaveURL(/\/en\/booking$/);
  await expect(page.getByRole('textbox', { name: 'Pickup location' })).toHaveValue('Tunis-Carthage (TUN)');
  await expect(page.getByRole('textbox', { name: 'Drop-off location' })).toHaveValue('H\u00f4tel Africa, Tunis');
  await expect(page.getByLabel('Pickup date')).toHaveValue(shownNextYear);
  await expect(page.getByRole('combobox', { name: 'Pickup time' })).toHaveValue('21:30');
  await expect(page.getByRole('combobox', { name: 'Passengers' })).toHaveValue('3');
  expect(errors).toEqual([]);
});

test('a page visited once paints from the service worker with the network off', async ({ page, context, request }) => {
  const tours = (await (await request.get('/api/tours')).json()) as { titleEn: string }[];
  await page.goto('/en/tours');
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
  // The worker keeps the page the browser loaded before it took control.
  await expect.poll(() => page.evaluate(async () => Boolean(await caches.match('/en/tours')))).toBe(true);

  await context.setOffline(true);
  const errors = watchErrors(page);
  await page.reload();
  // The server's page, not the app shell: its records travel in it.
  await expect(page.locator('script#catalogue')).toHaveCount(1);
  await expect(page.getByText(tours[0]!.titleEn).first()).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: 'Offline' })).toBeVisible();
  expect(errors).toEqual([]);

  // A page never kept still opens, from the shell.
  await page.goto('/en/contact');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await context.setOffline(false);
});
