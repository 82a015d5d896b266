// The blog in a browser against the real server: the list's filter and sort kept across a reload,
// the empty state, a post with its tags, related posts and sharing, an unknown post, and the staff
// create form (checks, preview, save) that a visitor is kept out of.
import { withDeviceDatabase } from './device';
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { SAMPLE_IDS } from '../src/domain/sample-data';

const ADMIN = { username: 'admin', password: 'Prestige2026!' };
const HIDDEN_PARIS = 'Hidden Paris: Places Most Visitors Miss';

async function expectNoViolations(page: Page) {
  await page.evaluate(() => document.fonts.ready);
  const results = await new AxeBuilder({ page }).analyze();
  expect(results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
}

/** The titles of the cards, in page order. */
const cardTitles = (page: Page) => page.getByRole('article').getByRole('heading');

test('the category filter and the sort survive a reload', async ({ page }) => {
  await page.goto('/en/blog');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Our Blog');
  await expect(page.getByRole('link', { name: new RegExp(HIDDEN_PARIS) })).toBeVisible();

  await page.getByRole('radiogroup', { name: 'Category' }).getByText('Destinations', { exact: true }).click();
  await expect(page).toHaveURL(/\/en\/blog\?category=destinations$/);
  await expect(page.getByText('3 articles found')).toBeVisible();
  await expect(cardTitles(page).first()).toHaveText('The Perfect French Riviera Road Trip');

  await page.getByLabel('Sort by').selectOption('oldest');
  await expect(page).toHaveURL(/\/en\/blog\?category=destinations&sort=oldest$/);
  await expect(cardTitles(page)).toHaveText([HIDDEN_PARIS, 'Tunisia Beyond the Beach: A Chauffeur’s Guide', 'The Perfect French Riviera Road Trip']);

  await page.reload();
  await expect(page.getByRole('radio', { name: 'Destinations' })).toBeChecked();
  await expect(page.getByLabel('Sort by')).toHaveValue('oldest');
  await expect(cardTitles(page)).toHaveText([HIDDEN_PARIS, 'Tunisia Beyond the Beach: A Chauffeur’s Guide', 'The Perfect French Riviera Road Trip']);
  await expect(page.getByRole('article').first()).toContainText('Destinations');
});

test('says when no article matches', async ({ page }) => {
  await withDeviceDatabase(page);
  await page.goto('/en/blog?category=services');
  await expect(page.getByText('1 article found')).toBeVisible();
  await page.waitForLoadState('networkidle');
  // The app opens its database when the page is idle: wait for it (opening it first would make an empty one).
  await expect
    .poll(() => page.evaluate(async () => (await indexedDB.databases()).some((d) => d.name === 'vtc' && (d.version ?? 0) > 1)), { timeout: 15_000 })
    .toBe(true);
  // Every post of this device becomes a draft (straight in IndexedDB, as if the office had unpublished them).
  await page.evaluate(
    () =>
      new Promise<void>((resolve, reject) => {
        const open = indexedDB.open('vtc');
        open.onerror = () => reject(open.error);
        open.onsuccess = () => {
          const tx = open.result.transaction('posts', 'readwrite');
          const store = tx.objectStore('posts');
          const all = store.getAll();
          all.onsuccess = () => {
            for (const post of all.result as { published: boolean }[]) store.put({ ...post, published: false });
          };
          tx.oncomplete = () => {
            open.result.close();
            resolve();
          };
          tx.onerror = () => reject(tx.error);
        };
      }),
  );
  await page.reload();
  await expect(page.getByText('No articles found matching your criteria.')).toBeVisible();
  await expect(page.getByText('0 articles found')).toBeVisible();
  await expect(page.getByRole('article')).toHaveCount(0);
});

test('a post shows its tags, its body and related posts, in French too', async ({ page }) => {
  await page.goto(`/en/blog/${SAMPLE_IDS.posts.hiddenParis}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(HIDDEN_PARIS);
  await expect(page).toHaveTitle(`${HIDDEN_PARIS} · Paris Prestige Chauffeur`);
  await expect(page.getByText('Editorial Team')).toBeVisible();
  await expect(page.getByText(/The covered passages of the 2nd arrondissement/)).toBeVisible();
  const tags = page.getByRole('complementary').getByRole('listitem');
  await expect(tags).toHaveText(['Destinations', 'Travel Tips', 'Guide']);
  const related = page.getByRole('region', { name: 'Related articles' });
  await expect(related.getByRole('heading', { level: 3 })).toHaveText(['The Perfect French Riviera Road Trip', 'Tunisia Beyond the Beach: A Chauffeur’s Guide']);

  await related.getByRole('link', { name: /The Perfect French Riviera Road Trip/ }).click();
  await expect(page).toHaveURL(new RegExp(`/en/blog/${SAMPLE_IDS.posts.rivieraRoadTrip}$`));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('The Perfect French Riviera Road Trip');

  await page.goto(`/fr/blog/${SAMPLE_IDS.posts.hiddenParis}`);
  await expect(page.getByText('L’équipe éditoriale')).toBeVisible();
  await expect(page.getByRole('complementary').getByRole('listitem')).toHaveText(['Destinations', 'Conseils de voyage', 'Guide']);
  await page.getByRole('link', { name: 'Retour au blog' }).click();
  await expect(page).toHaveURL(/\/fr\/blog$/);
});

test('sharing opens the network’s page when the device has no share sheet', async ({ page, baseURL }) => {
  await page.addInitScript(() => {
    Object.defineProperty(Navigator.prototype, 'share', { configurable: true, value: undefined });
    const opened: unknown[][] = [];
    (window as unknown as { opened: unknown[][] }).opened = opened;
    window.open = (...args: unknown[]) => {
      opened.push(args);
      return null;
    };
  });
  await page.goto(`/en/blog/${SAMPLE_IDS.posts.hiddenParis}`);
  const postUrl = encodeURIComponent(`${baseURL}/en/blog/${SAMPLE_IDS.posts.hiddenParis}`);

  await page.getByRole('button', { name: 'Share on Twitter' }).click();
  await page.getByRole('button', { name: 'Share on Facebook' }).click();
  await page.getByRole('button', { name: 'Share on LinkedIn' }).click();
  // Taps made before the page's code has run are done once it has: the windows open then.
  const opened = () => page.evaluate(() => (window as unknown as { opened: unknown[][] }).opened);
  await expect.poll(opened).toEqual([
    [`https://twitter.com/intent/tweet?url=${postUrl}&text=${encodeURIComponent(HIDDEN_PARIS)}`, '_blank', 'noopener,noreferrer'],
    [`https://www.facebook.com/sharer/sharer.php?u=${postUrl}`, '_blank', 'noopener,noreferrer'],
    [`https://www.linkedin.com/sharing/share-offsite/?url=${postUrl}`, '_blank', 'noopener,noreferrer'],
  ]);
});

test('an unknown post says so, with a way back', async ({ page }) => {
  await page.goto('/en/blog/no-such-post');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Blog post not found');
  await page.getByRole('link', { name: 'Back to Blog' }).click();
  await expect(page).toHaveURL(/\/en\/blog$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Our Blog');
});

test('a visitor is sent to the staff sign-in', async ({ page }) => {
  await page.goto('/fr/blog/create');
  await expect(page).toHaveURL(/\/fr\/admin\/login\?next=%2Ffr%2Fblog%2Fcreate$/);
  await expect(page.getByRole('button', { name: 'Se connecter' })).toBeVisible();
});

test('staff create a post: checks on leaving a field, a live preview, then the post in the blog', async ({ page }) => {
  await page.goto('/en/blog/create');
  await expect(page).toHaveURL(/\/en\/admin\/login\?next=%2Fen%2Fblog%2Fcreate$/);
  await page.getByLabel('Username').fill(ADMIN.username);
  await page.getByLabel('Password', { exact: true }).fill(ADMIN.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(/\/en\/blog\/create$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Create New Blog Post');

  // The sign-in toast belongs to the shell: closed, so that axe looks at this screen only.
  const welcome = page.getByRole('alert').filter({ hasText: 'Login Successful' });
  await welcome.getByRole('button', { name: 'Close' }).click();
  await expect(welcome).toBeHidden();
  await expectNoViolations(page);

  const submit = page.getByRole('button', { name: 'Create Post' });
  // The texts of the language tab shown: English, the page's.
  const texts = page.getByRole('tabpanel', { name: /^English/ });
  const title = texts.getByRole('textbox', { name: 'Title' });
  await expect(submit).toBeDisabled();
  await title.focus();
  await title.blur();
  await expect(page.getByText('Title is required')).toBeVisible();
  await title.fill('x'.repeat(201));
  await expect(page.getByText('Title must be less than 200 characters')).toBeVisible();
  const name = `Chauffeur etiquette ${Date.now()}`;
  await title.fill(name);
  await expect(page.getByText('Title must be less than 200 characters')).toHaveCount(0);

  const excerpt = texts.getByRole('textbox', { name: 'Excerpt' });
  await excerpt.focus();
  await excerpt.blur();
  await expect(page.getByText('Excerpt is required')).toBeVisible();
  await excerpt.fill('What to expect from your driver, from the door to the bags.');
  await texts.getByRole('textbox', { name: 'Content' }).fill('## At the door\nYour chauffeur opens it.\n\n- Bags\n- Water');
  const image = page.getByRole('textbox', { name: 'Featured image URL' });
  await image.fill('not a url');
  await image.blur();
  await expect(page.getByText('Please enter a valid URL')).toBeVisible();
  await expectNoViolations(page);
  await image.fill('');
  await page.getByRole('combobox', { name: 'Category' }).selectOption('travel-tips');
  await texts.getByRole('textbox', { name: 'Read time' }).fill('3 min read');

  const preview = page.getByRole('region', { name: 'Preview' });
  await expect(preview.getByRole('heading', { level: 3 })).toHaveText(name);
  await expect(preview).toContainText('Travel Tips');
  await expect(preview).toContainText('3 min read');
  await expect(preview).toContainText('What to expect from your driver');
  await expect(preview).toContainText('Draft');
  await expect(preview).toContainText('55 characters of content');
  await page.getByRole('switch', { name: 'Publish immediately' }).check();
  await expect(preview).toContainText('Published');

  await expect(submit).toBeEnabled();
  await submit.click();
  await expect(page.getByText('Blog post has been created successfully.')).toBeVisible();
  await expect(page).toHaveURL(/\/en\/blog$/);
  const card = page.getByRole('link', { name: new RegExp(name) });
  await expect(card).toBeVisible();
  await card.click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(name);
  await expect(page.getByRole('heading', { level: 2, name: 'At the door' })).toBeVisible();
  await expect(page.getByRole('listitem').filter({ hasText: 'Water' })).toBeVisible();
});
