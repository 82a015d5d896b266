// The home page's search in a real browser: the airport form typed, 'Book now' searching, then the
// booking wizard opened on the airport service with what was typed; the film outside the precache, loaded only once played.
import { expect, test } from '@playwright/test';
import { liveHomeSection } from './home-sections';

const nextYear = `${new Date().getFullYear() + 1}-06-15`;
/** The date fields show a day as DD/MM/YYYY. */
const shownNextYear = `15/06/${new Date().getFullYear() + 1}`;

test('the airport search opens the wizard with the typed values', async ({ page }) => {
  await page.goto('/en');
  const search = page.getByRole('form', { name: 'Book your journey' });
  await expect(page.getByRole('tab', { name: /Airport Transfers/ })).toHaveAttribute('aria-selected', 'true');

  await search.getByLabel('Pickup airport').fill('Tunis-Carthage (TUN)');
  await search.getByLabel('Destination').fill('Hôtel Africa, Tunis');
  await search.getByLabel('Pickup date').fill(nextYear);
  const time = search.getByLabel('Pickup time', { exact: true });
  // Written as a clock reads once the app has hydrated the server's page (typed before, it stays as typed).
  await expect(async () => {
    await time.fill('9:30 pm');
    await time.press('Tab');
    await expect(time).toHaveValue('21:30', { timeout: 1000 });
  }).toPass();
  await search.getByLabel('Passengers').selectOption('3');
  await search.getByLabel('Flight number').fill('TU 711');

  await search.getByRole('button', { name: 'Book now' }).click();
  await expect(search.getByRole('button', { name: 'Searching...' })).toBeDisabled();

  await expect(page).toHaveURL(/\/en\/booking$/);
  await expect(page.getByRole('heading', { level: 2, name: 'Service & Vehicle' })).toBeVisible();
  await expect(page.getByRole('radio', { name: /Airport transfer/ })).toBeChecked();
  await expect(page.getByRole('textbox', { name: 'Pickup location' })).toHaveValue('Tunis-Carthage (TUN)');
  await expect(page.getByRole('textbox', { name: 'Drop-off location' })).toHaveValue('Hôtel Africa, Tunis');
  await expect(page.getByLabel('Pickup date')).toHaveValue(shownNextYear);
  await expect(page.getByRole('combobox', { name: 'Pickup time' })).toHaveValue('21:30');
  await expect(page.getByRole('textbox', { name: 'Flight number' })).toHaveValue('TU 711');
  await expect(page.getByRole('combobox', { name: 'Passengers' })).toHaveValue('3');

  // The search is kept for the tab: back on the home page it is still there, and can be cleared.
  await page.goto('/en');
  await expect(search.getByLabel('Destination')).toHaveValue('Hôtel Africa, Tunis');
  await search.getByRole('button', { name: 'Clear search' }).click();
  await expect(search.getByLabel('Destination')).toHaveValue('');
});

test('what is typed into the date field as its calendar arrives is all kept', async ({ page }) => {
  await page.goto('/en');
  const search = page.getByRole('form', { name: 'Book your journey' });
  const date = search.getByLabel('Pickup date');
  // Key by key from the first tap, which fetches the calendar's field, through its taking the plain one's place.
  await date.click();
  await page.keyboard.type(shownNextYear, { delay: 40 });
  await expect(search.getByRole('button', { name: 'Choose a date' })).toBeVisible();
  await expect(date).toBeFocused();
  await expect(date).toHaveValue(shownNextYear);
});

test('the film is not precached, loads nothing until played, then plays, and says so offline', async ({ page, context, request }) => {
  const sw = await (await request.get('/sw.js')).text();
  expect(sw).toContain('index.html');
  expect(sw).not.toContain('/media/');
  expect(sw).not.toContain('hero-film');

  const filmRequests: string[] = [];
  page.on('request', (r) => {
    if (r.url().includes('/media/hero-film.')) filmRequests.push(r.url());
  });
  await page.goto('/fr');
  const section = await liveHomeSection(page, 'video');
  // No player until asked for: the browser builds no controls, and nothing of the film loads.
  await expect(section.locator('video')).toHaveCount(0);
  const play = section.getByRole('button', { name: 'Lancer le film' });
  await expect(play).toBeVisible();
  expect(filmRequests).toEqual([]);

  await play.click();
  const film = section.getByLabel('Film : les lumières de Paris la nuit, vues depuis la banquette arrière');
  await expect(film).toBeFocused();
  await expect(film).toHaveJSProperty('autoplay', true);
  await expect.poll(() => filmRequests.length).toBeGreaterThan(0);

  await context.setOffline(true);
  await expect(page.getByText('Vidéo indisponible')).toBeVisible();
  await expect(page.getByText('Veuillez vérifier votre connexion internet')).toBeVisible();
  await context.setOffline(false);
  await expect(page.getByText('Vidéo indisponible')).toBeHidden();
});
