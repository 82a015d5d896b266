// The public tour screens in a browser against the real server: the list's filter and sort kept in
// the address, its empty message, a tour's page and its hand-over to the booking wizard, an unknown
// tour, and the staff-only create form (messages on leaving a field, saving, the guard).
import { withDeviceDatabase } from './device';
import { expectNoViolations } from './axe';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { SAMPLE_IDS } from '../src/domain/sample-data';
import { chosenTheme } from './theme';
import { ADMIN, signInStaff } from './staff';

const VERSAILLES = SAMPLE_IDS.tours.versailles;

/** The titles of the tour cards, in the order shown. */
function cardTitles(page: Page) {
  return page.getByRole('article').getByRole('heading', { level: 2 });
}

/** What each card shows (English): title, category, price per person and review count. */
async function cards(page: Page) {
  const texts = await page.getByRole('article').allTextContents();
  return texts.map((text) => ({
    shared: text.includes('Shared tour'),
    price: Number(/€([\d,]+(?:\.\d+)?)/.exec(text)?.[1]?.replace(/,/g, '') ?? NaN),
    reviews: Number(/\(([\d,]+) reviews?\)/.exec(text)?.[1]?.replace(/,/g, '') ?? NaN),
  }));
}

const ordered = (values: number[], direction: 1 | -1) => values.every((v, i) => i === 0 || direction * (v - values[i - 1]!) >= 0);

/** The result count says how many cards there are. */
async function expectCountMatchesCards(page: Page) {
  const count = await page.getByRole('article').count();
  await expect(page.getByRole('status').filter({ hasText: /tours? found/ })).toHaveText(`${count} ${count === 1 ? 'tour' : 'tours'} found`);
  return count;
}

/** The tours the server holds, read as the admin through /api/sync/pull. */
async function serverTours(request: APIRequestContext): Promise<Record<string, unknown>[]> {
  const login = await request.post('/api/auth/login', { data: ADMIN });
  expect(login.status()).toBe(200);
  const { token } = (await login.json()) as { token: string };
  const found: Record<string, unknown>[] = [];
  let cursor: unknown = null;
  for (let page = 0; page < 50; page++) {
    const res = await request.post('/api/sync/pull', { headers: { Authorization: `Bearer ${token}` }, data: { cursor, limit: 500 } });
    expect(res.status()).toBe(200);
    const body = (await res.json()) as { changes: { table: string; deleted: boolean; data: Record<string, unknown> }[]; cursor: unknown; hasMore: boolean };
    for (const change of body.changes) if (change.table === 'tours' && !change.deleted) found.push(change.data);
    cursor = body.cursor;
    if (!body.hasMore) break;
  }
  return found;
}

/** Waits until this device has pulled the server's data once, so later pulls only bring news. */
async function waitForFirstPull(page: Page) {
  await expect
    .poll(
      () =>
        page.evaluate(
          () =>
            new Promise<boolean>((resolve) => {
              const open = indexedDB.open('vtc');
              // The app opens its database when the page is idle: never create it first (an empty one).
              open.onupgradeneeded = () => open.transaction!.abort();
              open.onsuccess = () => {
                const db = open.result;
                if (!db.objectStoreNames.contains('syncState')) {
                  db.close();
                  resolve(false);
                  return;
                }
                const store = db.transaction('syncState').objectStore('syncState');
                const cursor = store.get('cursor');
                const full = store.get('fullPull');
                cursor.transaction!.oncomplete = () => {
                  resolve(cursor.result !== undefined && (full.result as { value?: unknown } | undefined)?.value !== true);
                  db.close();
                };
              };
              open.onerror = () => resolve(false);
            }),
        ),
      { timeout: 15_000 },
    )
    .toBe(true);
}

test.describe('tour list', () => {
  test('filter and sort live in the address and survive a reload', async ({ page }) => {
    await page.goto('/en/tours');
    await expect(page.getByRole('heading', { level: 1, name: 'Our Tours' })).toBeVisible();
    await expect(page.getByRole('link', { name: /View details: Versailles/ })).toBeVisible();
    const all = await expectCountMatchesCards(page);
    expect(all).toBeGreaterThanOrEqual(7);
    expect((await cards(page)).some((card) => card.shared)).toBe(true);

    await page.getByRole('radiogroup', { name: 'Category' }).getByText('Shared', { exact: true }).click();
    await expect(page).toHaveURL(/\/en\/tours\?category=shared$/);
    await expect(cardTitles(page).filter({ hasText: 'Versailles' })).toHaveCount(0);
    await expect(cardTitles(page).filter({ hasText: 'Loire Valley Châteaux' })).toBeVisible();
    const shared = await expectCountMatchesCards(page);
    expect(shared).toBeLessThan(all);
    expect((await cards(page)).every((card) => card.shared)).toBe(true);

    await page.getByLabel('Sort by').selectOption('high-price');
    await expect(page).toHaveURL(/category=shared&sort=high-price$/);
    await expect.poll(async () => ordered((await cards(page)).map((c) => c.price), -1)).toBe(true);
    await page.getByLabel('Sort by').selectOption('low-price');
    await expect(page).toHaveURL(/category=shared&sort=low-price$/);
    await expect.poll(async () => ordered((await cards(page)).map((c) => c.price), 1)).toBe(true);
    const lowToHigh = await cardTitles(page).allTextContents();
    expect(lowToHigh.indexOf('Giverny & Monet’s Gardens')).toBeLessThan(lowToHigh.indexOf('Loire Valley Châteaux'));

    await page.reload();
    await expect(page.getByLabel('Sort by')).toHaveValue('low-price');
    await expect(page.getByRole('radio', { name: 'Shared' })).toBeChecked();
    await expect(cardTitles(page)).toHaveText(lowToHigh);
    expect((await cards(page)).every((card) => card.shared)).toBe(true);

    await page.getByRole('radiogroup', { name: 'Category' }).getByText('All Tours').click();
    await page.getByLabel('Sort by').selectOption('popular');
    await expect(page).toHaveURL(/\/en\/tours\?sort=popular$/);
    await expect(page.getByRole('article')).toHaveCount(all);
    // The address changes first, the list follows.
    await expect.poll(async () => ordered((await cards(page)).map((c) => c.reviews), -1)).toBe(true);
    await expect(cardTitles(page).first()).toHaveText('Paris City Highlights');
  });

  test('a shared address opens the same list, in another language', async ({ page }) => {
    await page.goto('/fr/tours?category=private&sort=high-price');
    await expect(page.getByRole('radio', { name: 'Privé' })).toBeChecked();
    await expect(page.getByLabel('Trier par')).toHaveValue('high-price');
    const riviera = page.getByRole('article').filter({ hasText: 'Côte d’Azur : Nice, Èze et Monaco' });
    await expect(riviera).toContainText('450 €');
    await expect(riviera).toContainText('par personne');
    await expect(page.getByRole('article').filter({ hasText: 'Circuit partagé' })).toHaveCount(0);
  });

  test('the Arabic list and page speak Arabic, with the alternates of the languages the tour is written in', async ({ page }) => {
    await page.goto('/ar/tours');
    await expect(cardTitles(page).filter({ hasText: 'قصر فرساي وحدائقه' })).toBeVisible();
    await expect(cardTitles(page).filter({ hasText: 'Versailles Palace' })).toHaveCount(0);
    await page.getByRole('link', { name: /قصر فرساي وحدائقه/ }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('قصر فرساي وحدائقه');
    await expect(page.getByRole('region', { name: 'نظرة عامة' })).toContainText('قاعة المرايا');
    // The server's page names its three languages.
    const html = await (await page.request.get(`/ar/tour/${VERSAILLES}`)).text();
    expect(html.match(/hreflang="(fr|en|ar|x-default)"/g)).toEqual(['hreflang="fr"', 'hreflang="en"', 'hreflang="ar"', 'hreflang="x-default"']);
  });

  test('says so when no tour matches', async ({ page }) => {
    await withDeviceDatabase(page);
    await page.goto('/en/tours');
    await expect(cardTitles(page).first()).toBeVisible();
    await waitForFirstPull(page);
    // This device no longer has any shared tour.
    await page.evaluate(
      () =>
        new Promise<void>((resolve, reject) => {
          const open = indexedDB.open('vtc');
          open.onsuccess = () => {
            const db = open.result;
            const tx = db.transaction('tours', 'readwrite');
            tx.objectStore('tours').index('category').openCursor('shared').onsuccess = (event) => {
              const cursor = (event.target as IDBRequest<IDBCursorWithValue | null>).result;
              if (cursor) {
                cursor.delete();
                cursor.continue();
              }
            };
            tx.oncomplete = () => {
              db.close();
              resolve();
            };
            tx.onerror = () => reject(tx.error);
          };
        }),
    );
    await page.goto('/en/tours?category=shared');
    await expect(page.getByText('No tours found matching your criteria.')).toBeVisible();
    await expect(page.getByText('0 tours found')).toBeVisible();
    await page.getByRole('button', { name: 'Show all tours' }).click();
    await expect(page).toHaveURL(/\/en\/tours$/);
    await expect(page.getByRole('link', { name: /View details: Versailles/ })).toBeVisible();
    await expectCountMatchesCards(page);
    expect((await cards(page)).some((card) => card.shared)).toBe(false);
  });
});

test.describe('tour page', () => {
  test('shows the tour, what is included, the itinerary and the booking card', async ({ page }) => {
    await page.goto('/en/tours');
    await page.getByRole('link', { name: /View details: Versailles/ }).click();
    await expect(page).toHaveURL(new RegExp(`/en/tour/${VERSAILLES}$`));
    await expect(page.getByRole('heading', { level: 1, name: 'Versailles Palace & Gardens' })).toBeVisible();
    await expect(page).toHaveTitle(/^Versailles Palace & Gardens · /);

    const hero = page.locator('section', { has: page.getByRole('heading', { level: 1 }) });
    await expect(hero).toContainText('4.9');
    await expect(hero).toContainText('86 reviews');
    await expect(hero).toContainText('8 hours');
    await expect(hero).toContainText('up to 4 people');
    await expect(hero).toContainText('€299');
    await expect(page.getByRole('region', { name: 'Overview' })).toContainText('Hall of Mirrors');

    // The tour's own lists, as the office wrote them in English.
    await expect(page.getByRole('region', { name: 'Highlights' }).getByRole('listitem').first()).toHaveText('Guided visit of the Hall of Mirrors and the King’s apartments');
    const included = page.getByRole('region', { name: "What's included" }).getByRole('list');
    await expect(included.first().getByRole('listitem')).toHaveCount(5);
    await expect(included.first().getByRole('listitem').first()).toHaveText('Private chauffeur and vehicle for the whole day');
    await expect(page.getByRole('heading', { level: 3, name: 'Not included' })).toBeVisible();
    await expect(included.last().getByRole('listitem')).toHaveText(['Lunch and drinks', 'Tips', 'Personal expenses']);
    const steps = page.getByRole('region', { name: 'Itinerary' }).getByRole('listitem');
    await expect(steps).toHaveCount(6);
    await expect(steps.first()).toHaveText(/08:30 - Pick-up from your hotel/);

    const card = page.getByRole('complementary', { name: 'Booking' });
    await expect(card).toContainText('€299');
    await expect(card).toContainText('Duration8 hours');
    await expect(card).toContainText('Group sizeup to 4 people');
    await expect(card).toContainText('CategoryPrivate tour');
    await expect(card).toContainText('Meeting point');
    await expect(card.getByRole('listitem')).toHaveText(['Free cancellation up to 24h', 'Instant confirmation', 'Mobile ticket accepted']);
  });

  test("'Book This Tour' opens the wizard with this tour chosen", async ({ page }) => {
    await page.goto(`/en/tour/${VERSAILLES}`);
    await page.getByRole('link', { name: 'Book This Tour' }).click();
    await expect(page).toHaveURL(/\/en\/booking$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Book Your Ride' })).toBeVisible();
    const chosen = page.getByRole('alert').filter({ hasText: 'Your tour' });
    await expect(chosen).toContainText('Versailles Palace & Gardens');
    await expect(chosen).toContainText('€299.00');
    await expect(page.getByRole('radio', { name: /Private tour/ })).toBeChecked();
  });

  test("a shared tour opens the wizard on shared tours", async ({ page }) => {
    await page.goto(`/en/tour/${SAMPLE_IDS.tours.loireValley}`);
    await page.getByRole('link', { name: 'Book This Tour' }).click();
    await expect(page.getByRole('alert').filter({ hasText: 'Your tour' })).toContainText('Loire Valley Châteaux');
    await expect(page.getByRole('radio', { name: /Shared tour/ })).toBeChecked();
  });

  test("an unknown tour says 'Tour not found' and leads back to the list", async ({ page }) => {
    await page.goto('/ar/tour/5eed0000-0000-4000-8000-0000000000ff');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('الجولة غير موجودة');
    await page.goto('/en/tour/no-such-tour');
    await expect(page.getByRole('heading', { level: 1, name: 'Tour not found' })).toBeVisible();
    await expect(page).toHaveTitle(/^Tour not found · /);
    await page.getByRole('link', { name: 'Back to Tours' }).click();
    await expect(page).toHaveURL(/\/en\/tours$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Our Tours' })).toBeVisible();
  });
});

test.describe('create tour', () => {
  test('a visitor is sent to the staff sign-in, and back once signed in', async ({ page }) => {
    await page.goto('/fr/tours/create');
    await expect(page).toHaveURL(/\/fr\/admin\/login\?next=%2Ffr%2Ftours%2Fcreate$/);
    await page.getByLabel('Nom d’utilisateur').fill(ADMIN.username);
    await page.getByLabel('Mot de passe', { exact: true }).fill(ADMIN.password);
    await page.getByRole('button', { name: 'Se connecter' }).click();
    await expect(page).toHaveURL(/\/fr\/tours\/create$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Créer un nouveau circuit' })).toBeVisible();
  });

  test('checks fields on leaving them, then saves the tour, which the list shows and the server gets', async ({ page, request }) => {
    await signInStaff(page);
    await page.goto('/en/tours');
    await page.getByRole('link', { name: 'Create Tour' }).click();
    await expect(page).toHaveURL(/\/en\/tours\/create$/);
    await expect(page).toHaveTitle(/^Create New Tour · /);

    const submit = page.getByRole('button', { name: 'Create Tour' });
    await expect(submit).toBeDisabled();

    // The texts of the language tab shown: English, the page's.
    const texts = page.getByRole('tabpanel', { name: /^English/ });
    const title = texts.getByLabel(/^Title/);
    await title.focus();
    await title.blur();
    await expect(page.getByText('Title is required')).toBeVisible();
    await title.fill('x'.repeat(201));
    await expect(page.getByText('Title must be less than 200 characters')).toBeVisible();
    await title.fill('Mont-Saint-Michel by the bay');
    await expect(page.getByText('Title must be less than 200 characters')).toBeHidden();

    await texts.getByLabel(/^Description/).focus();
    await texts.getByLabel(/^Duration/).focus();
    await expect(page.getByText('Description is required')).toBeVisible();
    await page.getByLabel('Price (EUR)').focus();
    await expect(page.getByText('Duration is required')).toBeVisible();
    await page.getByLabel('Price (EUR)').fill('0');
    await page.getByLabel('Price (EUR)').blur();
    await expect(page.getByText('Price must be a valid number greater than 0')).toBeVisible();
    await page.getByLabel('Price (EUR)').fill('');
    await expect(page.getByText('Price is required')).toBeVisible();
    await page.getByLabel('Category').focus();
    await page.getByLabel('Category').blur();
    await expect(page.getByText('Category is required')).toBeVisible();
    await page.getByLabel('Max participants').fill('0');
    await page.getByLabel('Max participants').blur();
    await expect(page.getByText('Max participants must be at least 1')).toBeVisible();
    await page.getByLabel('Image URL').fill('not a url');
    await page.getByLabel('Image URL').blur();
    await expect(page.getByText('Please enter a valid URL')).toBeVisible();
    await expect(submit).toBeDisabled();

    await texts.getByLabel(/^Description/).fill('The abbey on its rock, the bay at low tide and an omelette at La Mère Poulard.');
    await texts.getByLabel(/^Duration/).fill('Full day');
    await page.getByLabel('Price (EUR)').fill('525.5');
    await page.getByLabel('Category').selectOption('private');
    await page.getByLabel('Max participants').fill('6');
    await page.getByLabel('Image URL').fill('');
    await page.getByRole('switch', { name: 'Featured tour' }).check();
    await expect(page.getByText('Please enter a valid URL')).toBeHidden();
    await expect(submit).toBeEnabled();
    await submit.click();

    await expect(page.getByText('Success!')).toBeVisible();
    await expect(page.getByText('Tour has been created successfully.')).toBeVisible();
    await expect(page).toHaveURL(/\/en\/tours$/);
    const card = page.getByRole('article').filter({ hasText: 'Mont-Saint-Michel by the bay' });
    await expect(card).toContainText('€525.50');
    await expect(card).toContainText('Full day');
    await expect(card).toContainText('up to 6 people');
    await expect(card).toContainText('Best Seller');

    await card.getByRole('link', { name: /View details/ }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Mont-Saint-Michel by the bay' })).toBeVisible();

    // Saved with its outbox entry, the tour reaches the server as SPEC 3's payload.
    await expect
      .poll(async () => (await serverTours(request)).find((tour) => tour.titleEn === 'Mont-Saint-Michel by the bay'), { timeout: 20_000 })
      .toMatchObject({ price: '525.50', durationEn: 'Full day', titleFr: '', category: 'private', maxParticipants: 6, featured: true, rating: '5.0', reviewCount: 0 });
    const saved = (await serverTours(request)).find((tour) => tour.titleEn === 'Mont-Saint-Michel by the bay');
    expect(saved && 'image' in saved).toBe(false);
  });

  for (const theme of ['light', 'dark'] as const) {
    test(`the form, with its messages, has no accessibility violations (ar, ${theme})`, async ({ page }) => {
      await chosenTheme(page, theme);
      await signInStaff(page);
      await page.goto('/ar/tours/create');
      await expect(page.getByRole('heading', { level: 1, name: 'إنشاء جولة جديدة' })).toBeVisible();
      const texts = page.getByRole('tabpanel', { name: /^العربية/ });
      await texts.getByLabel(/^العنوان/).focus();
      await texts.getByLabel(/^الوصف/).focus();
      await expect(page.getByText('العنوان مطلوب')).toBeVisible();
      await expectNoViolations(page);
    });
  }
});
