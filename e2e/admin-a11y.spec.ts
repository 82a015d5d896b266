// axe-core on every back-office route, in French, English and Arabic: each screen of the registry
// (src/app/admin-screens.tsx) as an admin sees it, each screen a driver may open as a driver sees it
// (and the message of one they may not), and the sign-in page; then every screen once in dark mode
// (colours do not change with the language).
import { expectNoViolations } from './axe';
import { expect, test, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { ADMIN_ROUTES } from '../src/domain/admin-routes';
import { SAMPLE_IDS } from '../src/domain/sample-data';
import { chosenTheme } from './theme';
import { ADMIN, signInStaff } from './staff';

const LANGS = ['fr', 'en', 'ar'] as const;
const { cars, tours, posts, bookings } = SAMPLE_IDS;
const SOPHIE = bookings.sophieMartin;

interface Route {
  url: string;
  /** The driver's own ride instead of Sophie's (a driver's device holds only their rides). */
  driverUrl?: (ride: DriverRide) => string;
  /** What shows once the screen has its data (words of the data, never of a language). */
  ready: (main: Locator) => Locator;
  /** Open to a driver too. */
  driver?: boolean;
  /** What shows to the driver, when it is not what the admin sees. */
  driverReady?: (main: Locator, ride: DriverRide) => Locator;
}

// The first field shown: a form's other language tabs keep their fields, hidden.
const firstField = (main: Locator) => main.locator('form input:visible').first();

/** A sample driver of src/domain/sample-dispatch.ts and one of their rides: one per language, as the tests run side by side. */
interface DriverRide {
  username: string;
  booking: string;
  client: string;
}
const ride = (n: number) => `5eed0000-0000-4000-8000-000000000${900 + n}`;
const DRIVER_RIDES: Record<(typeof LANGS)[number], DriverRide> = {
  fr: { username: 'karim', booking: ride(2), client: 'James Whitaker' },
  en: { username: 'julien', booking: ride(3), client: 'Yasmine Khelifi' },
  ar: { username: 'samir', booking: ride(10), client: 'Daniel Ortega' },
};

// Keyed by the registry's path patterns (src/domain/admin-routes.ts): the first test fails when a screen is added without a line here.
const ROUTES: Record<string, Route> = {
  '': { url: '', ready: (main) => main.locator('[data-figure]').first() },
  rides: { url: 'rides', ready: (main) => main.getByRole('switch'), driver: true },
  cars: { url: 'cars', ready: (main) => main.getByRole('rowheader', { name: 'Mercedes-Benz E-Class' }) },
  'cars/create': { url: 'cars/create', ready: firstField },
  'cars/:id/edit': { url: `cars/${cars.eClass}/edit`, ready: (main) => main.locator('input[name="name"]') },
  // The titles are in the screen's language.
  tours: { url: 'tours', ready: (main) => main.getByRole('rowheader', { name: /^(Château et jardins de Versailles|Versailles Palace|قصر فرساي)/ }) },
  'tours/create': { url: 'tours/create', ready: firstField },
  'tours/:id/edit': { url: `tours/${tours.versailles}/edit`, ready: (main) => main.getByRole('tabpanel').locator('input[name^="title"]') },
  blogs: { url: 'blogs', ready: (main) => main.getByRole('rowheader', { name: /^(Paris secret|Hidden Paris|باريس الخفية)/ }) },
  'blogs/create': { url: 'blogs/create', ready: firstField },
  'blogs/:id/edit': { url: `blogs/${posts.hiddenParis}/edit`, ready: (main) => main.getByRole('tabpanel').locator('input[name^="title"]') },
  bookings: {
    url: 'bookings',
    ready: (main) => main.getByRole('rowheader', { name: /Sophie Martin/ }),
    driverReady: (main, r) => main.getByRole('rowheader', { name: new RegExp(r.client) }),
    driver: true,
  },
  'bookings/create': { url: 'bookings/create', ready: firstField, driver: true },
  'bookings/:id': {
    url: `bookings/${SOPHIE}`,
    driverUrl: (r) => `bookings/${r.booking}`,
    ready: (main) => main.getByRole('heading', { level: 2, name: 'Sophie Martin' }),
    driverReady: (main, r) => main.getByRole('heading', { level: 2, name: r.client }),
    driver: true,
  },
  'bookings/:id/edit': { url: `bookings/${SOPHIE}/edit`, driverUrl: (r) => `bookings/${r.booking}/edit`, ready: firstField, driver: true },
  'bookings/:id/order': {
    url: `bookings/${SOPHIE}/order`,
    driverUrl: (r) => `bookings/${r.booking}/order`,
    ready: (main) => main.getByRole('article', { name: /^BON DE COMMANDE/ }),
    driver: true,
  },
  'bookings/:id/invoice': { url: `bookings/${SOPHIE}/invoice`, ready: (main) => main.locator('form textarea').first() },
  messages: { url: 'messages', ready: (main) => main.getByRole('radiogroup') },
  dispatch: { url: 'dispatch', ready: (main) => main.locator('[data-board-ready="true"]') },
  team: { url: 'team', ready: (main) => main.getByRole('listitem').first() },
  settings: { url: 'settings', ready: (main) => main.locator('input[type="email"]').first() },
  sync: { url: 'sync', ready: (main) => main.getByRole('button').first(), driver: true },
  profile: { url: 'profile', ready: (main) => main.locator('input[autocomplete="current-password"]'), driver: true },
  invoices: { url: 'invoices', ready: (main) => main.locator('[data-invoices-ready="true"]') },
};


async function signIn(page: Page, who: { username: string; password: string }) {
  await signInStaff(page, who);
  // The welcome toast came and went (a toast fading out would read as low contrast).
  await expect(page.getByText('Login Successful')).toHaveCount(0, { timeout: 10_000 });
}

/** The language's sample driver, given a password by the admin (they ship without one). */
async function sampleDriver(request: APIRequestContext, lang: (typeof LANGS)[number]) {
  const login = await request.post('/api/auth/login', { data: ADMIN });
  expect(login.status()).toBe(200);
  const { token } = (await login.json()) as { token: string };
  const headers = { Authorization: `Bearer ${token}` };
  const team = (await (await request.get('/api/staff', { headers })).json()) as { id: string; username: string }[];
  const member = team.find((m) => m.username === DRIVER_RIDES[lang].username);
  expect(member, DRIVER_RIDES[lang].username).toBeDefined();
  const driver = { username: DRIVER_RIDES[lang].username, password: `Chauffeur-${lang}-2026!` };
  const set = await request.patch(`/api/staff/${member!.id}`, { headers, data: { password: driver.password } });
  expect(set.status(), await set.text()).toBe(200);
  return driver;
}

async function visit(page: Page, lang: string, route: Route) {
  await page.goto(`/${lang}/admin${route.url ? `/${route.url}` : ''}`);
  await expect(page.locator('html')).toHaveAttribute('dir', lang === 'ar' ? 'rtl' : 'ltr');
  await expect(route.ready(page.getByRole('main'))).toBeVisible();
}

test('every screen of the registry is checked here', () => {
  const paths: string[] = Object.values(ADMIN_ROUTES);
  expect(paths.length).toBeGreaterThan(10);
  expect(Object.keys(ROUTES).sort()).toEqual([...paths].sort());
});

test.describe('no axe violation', () => {
  for (const lang of LANGS) {
    // In two halves, each a test of its own: axe takes seconds per screen on a busy machine.
    const screens = Object.entries(ROUTES);
    const half = Math.ceil(screens.length / 2);
    for (const [part, list] of [['first', screens.slice(0, half)], ['second', screens.slice(half)]] as const) {
      test(`${lang}: every screen, as an admin (${part} half)`, async ({ page }) => {
        test.setTimeout(180_000);
        await signIn(page, ADMIN);
        for (const [path, route] of list) {
          await visit(page, lang, route);
          await expectNoViolations(page, `/${lang}/admin/${path}`);
        }
      });
    }

    test(`${lang}: a driver's screens, and one they may not open`, async ({ page, request }) => {
      test.setTimeout(120_000);
      await signIn(page, await sampleDriver(request, lang));
      const mine = DRIVER_RIDES[lang];
      for (const [path, route] of Object.entries(ROUTES)) {
        if (!route.driver) continue;
        await visit(page, lang, {
          url: route.driverUrl?.(mine) ?? route.url,
          ready: route.driverReady ? (main) => route.driverReady!(main, mine) : route.ready,
        });
        await expectNoViolations(page, `driver /${lang}/admin/${path}`);
      }
      await page.goto(`/${lang}/admin/cars`);
      await expect(page.getByRole('main').getByRole('link', { name: /.+/ }).and(page.locator(`a[href="/${lang}/admin/rides"]`))).toBeVisible();
      await expectNoViolations(page, `driver /${lang}/admin/cars (not allowed)`);
    });

    test(`${lang}: the sign-in page`, async ({ page }) => {
      await page.goto(`/${lang}/admin/login`);
      await expect(page.locator('html')).toHaveAttribute('dir', lang === 'ar' ? 'rtl' : 'ltr');
      await expect(page.locator('input[autocomplete="current-password"]')).toBeVisible();
      await expectNoViolations(page, `/${lang}/admin/login`);
    });
  }

  const screens = Object.entries(ROUTES);
  const half = Math.ceil(screens.length / 2);
  for (const [part, list] of [['first', screens.slice(0, half)], ['second', screens.slice(half)]] as const) {
    test(`fr, dark: every screen, as an admin (${part} half)`, async ({ page }) => {
      test.setTimeout(180_000);
      await chosenTheme(page, 'dark');
      await page.goto('/fr/admin/login');
      await expect(page.locator('html')).toHaveAttribute('data-mantine-color-scheme', 'dark');
      await expect(page.locator('input[autocomplete="current-password"]')).toBeVisible();
      if (part === 'first') await expectNoViolations(page, 'dark /fr/admin/login');
      await signIn(page, ADMIN);
      for (const [path, route] of list) {
        await visit(page, 'fr', route);
        await expectNoViolations(page, `dark /fr/admin/${path}`);
      }
    });
  }
});
