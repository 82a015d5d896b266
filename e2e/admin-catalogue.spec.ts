// The back office's cars, tours and blog posts in a browser against the real server: search, create,
// edit (the change survives a reload), delete with confirmation, the empty search without an add
// button and the phone layout (axe on these screens: admin-a11y.spec.ts).
import { expect, test, type Locator, type Page } from '@playwright/test';
import { signInStaff as signIn } from './staff';

async function search(page: Page, label: string, query: string) {
  await page.getByRole('searchbox', { name: label }).fill(query);
}

/** The table row of an item, found by its name. */
const row = (page: Page, name: string) => page.getByRole('row').filter({ has: page.getByRole('rowheader', { name, exact: true }) });

interface Entity {
  list: string;
  searchLabel: string;
  add: string;
  empty: string;
  /** A search that finds some sample items and not another. */
  sample: { query: string; found: string; notFound: string };
  fill: (page: Page, name: string) => Promise<void>;
  added: string;
  updated: string;
  /** Changes one field on the edit form; `shown` is how the list then shows it. */
  edit: { field: (page: Page) => Locator; value: string; shown: string };
}

/** A 1x1 PNG. */
const PNG = 'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=';

/** The fields of the language tab shown (the other tabs' are hidden). */
const tab = (page: Page) => page.getByRole('tabpanel');

const stamp = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

const ENTITIES: Record<'cars' | 'tours' | 'posts', Entity> = {
  cars: {
    list: '/en/admin/cars',
    searchLabel: 'Search cars',
    add: 'Add car',
    empty: 'No cars found',
    sample: { query: 'MERCEDES', found: 'Mercedes-Benz E-Class', notFound: 'BMW X7' },
    fill: async (page, name) => {
      // Listening from here lets Playwright have the browser catch file choosers well before the
      // click: set up just before it, the click can win the race and no chooser event comes (seen
      // once in CI on a busy machine, the button clicked and focused).
      const chooser = page.waitForEvent('filechooser');
      await page.getByLabel(/^Name/).fill(name);
      await page.getByLabel('Category').selectOption('luxury');
      await page.getByLabel(/^Price per hour/).fill('140,50');
      await page.getByLabel('Features').fill('WiFi, Massage seats');
      await tab(page).getByLabel('Description').fill('Long wheelbase, rear massage seats.');
      // A photo from the device: kept there as a Blob, previewed, sent with the car.
      await page.getByRole('button', { name: 'Upload a photo' }).click();
      await (await chooser).setFiles({ name: 'car.png', mimeType: 'image/png', buffer: Buffer.from(PNG, 'base64') });
      await expect(page.getByText('Photo kept on this device; it is sent with the vehicle.')).toBeVisible();
      await expect(page.getByRole('img', { name: 'Photo preview' })).toBeVisible();
    },
    added: 'Car added successfully',
    updated: 'Car updated successfully',
    edit: { field: (page) => page.getByLabel(/^Price per hour/), value: '155', shown: '€155.00' },
  },
  tours: {
    list: '/en/admin/tours',
    searchLabel: 'Search tours',
    add: 'Add tour',
    empty: 'No tours found',
    sample: { query: 'shared', found: 'Loire Valley Châteaux', notFound: 'Versailles Palace & Gardens' },
    fill: async (page, name) => {
      await tab(page).getByLabel(/^Title/).fill(name);
      await tab(page).getByLabel(/^Description/).fill('Montmartre at dawn, before the crowds.');
      await tab(page).getByLabel(/^Duration/).fill('3 hours');
      await page.getByLabel(/^Price per person/).fill('180');
      await page.getByLabel(/^Max participants/).fill('4');
    },
    added: 'Tour added successfully',
    updated: 'Tour updated successfully',
    edit: { field: (page) => tab(page).getByLabel(/^Duration/), value: '5 hours', shown: '5 hours' },
  },
  posts: {
    list: '/en/admin/blogs',
    searchLabel: 'Search posts',
    add: 'Add post',
    empty: 'No posts found',
    sample: { query: 'hidden', found: 'Hidden Paris: Places Most Visitors Miss', notFound: 'Business Travel in Paris: Why a Chauffeur Saves You Time' },
    fill: async (page, name) => {
      await tab(page).getByLabel(/^Title/).fill(name);
      await tab(page).getByLabel(/^Excerpt/).fill('Where to watch the sun rise over Paris.');
      await tab(page).getByLabel(/^Content/).fill('Start at Montmartre.\n\nThen walk down to the Seine.');
      await page.getByLabel(/^Category/).selectOption('destinations');
      await tab(page).getByLabel(/^Read time/).fill('4 min read');
    },
    added: 'Post added successfully',
    updated: 'Post updated successfully',
    edit: { field: (page) => tab(page).getByLabel(/^Read time/), value: '9 min read', shown: '9 min read' },
  },
};

for (const [kind, entity] of Object.entries(ENTITIES)) {
  test(`${kind}: search, create, edit that survives a reload, delete with confirmation`, async ({ page }) => {
    await signIn(page);
    await page.goto(entity.list);

    await search(page, entity.searchLabel, entity.sample.query);
    await expect(row(page, entity.sample.found)).toBeVisible();
    await expect(row(page, entity.sample.notFound)).toHaveCount(0);

    await search(page, entity.searchLabel, 'zz-nothing-like-this');
    await expect(page.getByText(entity.empty)).toBeVisible();
    await expect(page.getByRole('link', { name: entity.add })).toHaveCount(0);
    await page.getByRole('button', { name: 'Clear the search' }).click();
    await expect(row(page, entity.sample.notFound)).toBeVisible();

    const name = `E2E ${kind} ${stamp()}`;
    await page.getByRole('link', { name: entity.add }).click();
    await entity.fill(page, name);
    await page.getByRole('button', { name: entity.add }).click();
    await expect(page.getByText(entity.added)).toBeVisible();
    await expect(page).toHaveURL(new RegExp(`${entity.list}$`));
    await expect(row(page, name)).toBeVisible();
    // Written in English only: the list says which languages it lacks (a car without them lacks nothing else).
    await expect(row(page, name)).toContainText('Missing in French');
    await expect(row(page, name)).toContainText('Missing in Arabic');
    await expect(row(page, name)).not.toContainText('Missing in English');

    await page.getByRole('link', { name: `Edit ${name}` }).click();
    await expect(kind === 'cars' ? page.getByLabel(/^Name/) : tab(page).getByLabel(/^Title/)).toHaveValue(name);
    await entity.edit.field(page).fill(entity.edit.value);
    await page.getByRole('button', { name: 'Save changes' }).click();
    await expect(page.getByText(entity.updated)).toBeVisible();

    await page.reload();
    await search(page, entity.searchLabel, name);
    await expect(row(page, name)).toContainText(entity.edit.shown);

    await row(page, name).getByRole('button', { name: `Delete ${name}` }).click();
    const dialog = page.getByRole('dialog');
    await expect(dialog).toContainText('Are you sure you want to delete this item?');
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect(dialog).toBeHidden();
    await expect(row(page, name)).toBeVisible();

    await row(page, name).getByRole('button', { name: `Delete ${name}` }).click();
    await dialog.getByRole('button', { name: 'Delete' }).click();
    await expect(page.getByText('Item deleted successfully')).toBeVisible();
    await expect(row(page, name)).toHaveCount(0);
    await expect(page.getByText(entity.empty)).toBeVisible();
    await page.reload();
    await expect(page.getByText(entity.empty)).toBeVisible();
  });
}

test('on a phone the list is cards with the name and its actions, and nothing scrolls sideways', async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 780 });
  await signIn(page);
  await page.goto('/en/admin/cars');
  const card = page.getByRole('listitem').filter({ hasText: 'Range Rover Sport' });
  await expect(card.getByRole('link', { name: 'Edit Range Rover Sport' })).toBeVisible();
  await expect(card.getByRole('button', { name: 'Delete Range Rover Sport' })).toBeVisible();
  const box = await card.getByRole('button', { name: 'Delete Range Rover Sport' }).boundingBox();
  expect(box?.height).toBeGreaterThanOrEqual(44);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
});
