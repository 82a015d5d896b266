import { expect, test, type Page } from '@playwright/test';
import { expectNoViolations } from './axe';
import { SAMPLE_IDS } from '../src/domain/sample-data';
import { chosenTheme } from './theme';

// Every public route, with the heading that says its content is there before axe looks.
const ROUTES: { path: string; ready: (page: Page) => ReturnType<Page['getByRole']> }[] = [
  { path: '', ready: (page) => page.getByRole('heading', { level: 1 }) },
  { path: '/fleet', ready: (page) => page.getByRole('link', { name: /Mercedes-Benz E-Class/ }).first() },
  { path: `/car/${SAMPLE_IDS.cars.eClass}`, ready: (page) => page.getByRole('heading', { level: 1, name: 'Mercedes-Benz E-Class' }) },
  // The sample records are written in the three languages: each page names them in its own.
  { path: '/tours', ready: (page) => page.getByRole('link', { name: /Versailles|فرساي/ }).first() },
  { path: `/tour/${SAMPLE_IDS.tours.versailles}`, ready: (page) => page.getByRole('heading', { level: 1, name: /Versailles|فرساي/ }) },
  { path: '/blog', ready: (page) => page.getByRole('link', { name: /Hidden Paris|Paris secret|باريس الخفية/ }).first() },
  {
    path: `/blog/${SAMPLE_IDS.posts.hiddenParis}`,
    ready: (page) => page.getByRole('heading', { level: 1, name: /Hidden Paris|Paris secret|باريس الخفية/ }),
  },
  { path: '/contact', ready: (page) => page.getByRole('heading', { level: 1 }) },
  { path: '/booking', ready: (page) => page.getByRole('heading', { level: 1 }) },
  { path: '/my-bookings', ready: (page) => page.getByRole('heading', { level: 1 }) },
  { path: '/no-such-page', ready: (page) => page.getByRole('heading', { level: 1 }) },
];


/** Brings every section of a long page in (they load as they come near), then back to the top. */
async function scrollThrough(page: Page) {
  await page.evaluate(async () => {
    for (let y = 0; y < document.body.scrollHeight; y += 500) {
      window.scrollTo(0, y);
      await new Promise((r) => setTimeout(r, 60));
    }
    window.scrollTo(0, 0);
  });
  await page.waitForLoadState('networkidle');
}

const cases = [
  ...(['fr', 'en', 'ar'] as const).map((lang) => ({ lang, theme: 'light' as const })),
  // Colours are the same in every language: dark mode once.
  { lang: 'fr' as const, theme: 'dark' as const },
];

for (const { lang, theme } of cases) {
  test.describe(`${lang}, ${theme}`, () => {
    test.beforeEach(async ({ page }) => {
      await chosenTheme(page, theme);
    });

    for (const route of ROUTES) {
      test(`/${lang}${route.path}: no accessibility violations`, async ({ page }) => {
        await page.goto(`/${lang}${route.path}`);
        await expect(page.locator('html')).toHaveAttribute('data-mantine-color-scheme', theme);
        await expect(route.ready(page)).toBeVisible();
        if (route.path === '') await scrollThrough(page);
        await expectNoViolations(page);
      });
    }
  });
}
