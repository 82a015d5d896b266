// The public fleet in a browser against the server: filters and sort kept in the address (and so
// across a reload), the empty state, grid and list, the phone's drawer, and a vehicle's page
// handing its car and the typed values to the booking wizard.
import { expect, test, type Locator, type Page } from '@playwright/test';
import { SAMPLE_IDS } from '../src/domain/sample-data';

/**
 * Ticks a filter box. The box shows the address, which the router updates in a transition a moment
 * after the click: wait for it rather than demand it at once as `check()` does.
 */
async function tick(box: Locator) {
  await box.click();
  await expect(box).toBeChecked();
}

/** The names of the cars listed, in order (each card's one link is its name). */
async function listed(page: Page): Promise<string[]> {
  const links = page.getByRole('main').getByRole('heading', { level: 3 }).getByRole('link');
  return links.allTextContents();
}

test.describe('fleet page on a desktop', () => {
  test.use({ viewport: { width: 1280, height: 900 } });

  test('filters and sort go to the address and survive a reload', async ({ page }) => {
    await page.goto('/en/fleet');
    await expect(page.getByRole('link', { name: 'Mercedes-Benz E-Class' })).toBeVisible();
    const panel = page.getByRole('complementary', { name: 'Filters' });

    await tick(panel.getByRole('checkbox', { name: 'SUV' }));
    await page.getByRole('combobox', { name: 'Sort by' }).selectOption({ label: 'Price: high to low' });
    await expect.poll(() => listed(page)).toEqual(['BMW X7', 'Range Rover Sport']);
    await expect(page.getByRole('status').filter({ hasText: 'found' })).toHaveText('2 vehicles found');

    // The price slider by keyboard: its top end down to 119 € (BMW X7 is 135 €).
    const top = panel.getByRole('slider', { name: 'Highest price per hour' });
    await top.focus();
    await page.keyboard.press('ArrowLeft');
    await page.keyboard.press('ArrowLeft');
    await expect(top).toHaveAttribute('aria-valuenow', '119');
    await expect.poll(() => listed(page)).toEqual(['Range Rover Sport']);
    await expect(page).toHaveURL(/\/en\/fleet\?price=89-119&category=suv&sort=high-price$/);

    await page.reload();
    await expect.poll(() => listed(page)).toEqual(['Range Rover Sport']);
    await expect(panel.getByRole('checkbox', { name: 'SUV' })).toBeChecked();
    await expect(page.getByRole('combobox', { name: 'Sort by' })).toHaveValue('high-price');
    await expect(panel.getByRole('slider', { name: 'Highest price per hour' })).toHaveAttribute('aria-valuenow', '119');
  });

  test('no match shows the empty state; Clear All Filters brings the cars back', async ({ page }) => {
    await page.goto('/en/fleet');
    const panel = page.getByRole('complementary', { name: 'Filters' });
    await tick(panel.getByRole('checkbox', { name: 'SUV' }));
    await tick(panel.getByRole('checkbox', { name: 'Luxury Interior' }));
    await expect(page.getByText('No vehicles found matching your criteria.')).toBeVisible();
    await expect(page.getByRole('status').filter({ hasText: 'found' })).toHaveText('0 vehicles found');

    await page.getByRole('button', { name: 'Clear All Filters' }).click();
    await expect(page.getByText('No vehicles found matching your criteria.')).toBeHidden();
    await expect(page.getByRole('link', { name: 'Mercedes-Benz S-Class' })).toBeVisible();
    await expect(panel.getByRole('checkbox', { name: 'SUV' })).not.toBeChecked();
    await expect(page).toHaveURL(/\/en\/fleet$/);
  });

  test('the list view puts each picture beside its details, the grid above them', async ({ page }) => {
    await page.goto('/en/fleet');
    const card = page.getByRole('article').filter({ has: page.getByRole('link', { name: 'Mercedes-Benz E-Class' }) });
    const picture = card.getByRole('img', { name: 'Photo of the Mercedes-Benz E-Class' });
    const name = card.getByRole('heading', { name: 'Mercedes-Benz E-Class' });
    await expect(name).toBeVisible();
    const below = async () => {
      const [p, n] = [await picture.boundingBox(), await name.boundingBox()];
      return p && n ? n.y >= p.y + p.height : null;
    };
    expect(await below()).toBe(true);

    // The view switch is a pair of radios: arrows move between them.
    await page.getByRole('radio', { name: 'Grid view' }).focus();
    await page.keyboard.press('ArrowRight');
    await expect(page.getByRole('radio', { name: 'List view' })).toBeChecked();
    await expect(page).toHaveURL(/view=list/);
    await expect.poll(below).toBe(false);

    await page.keyboard.press('ArrowLeft');
    await expect(page.getByRole('radio', { name: 'Grid view' })).toBeChecked();
    await expect(page).toHaveURL(/\/en\/fleet$/);
    await expect.poll(below).toBe(true);
  });
});

test.describe('fleet page on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('the filters open in a drawer from the Filters button, which counts them', async ({ page }) => {
    await page.goto('/en/fleet');
    await expect(page.getByRole('link', { name: 'Mercedes-Benz E-Class' })).toBeVisible();
    await expect(page.getByRole('complementary', { name: 'Filters' })).toBeHidden();

    await page.getByRole('button', { name: 'Filters' }).click();
    const drawer = page.getByRole('dialog', { name: 'Filters' });
    await expect(drawer).toBeVisible();
    await tick(drawer.getByRole('checkbox', { name: 'Van' }));
    await tick(drawer.getByRole('switch', { name: 'Featured Only' }));
    await drawer.getByRole('button', { name: 'Show 1 vehicle' }).click();
    await expect(drawer).toBeHidden();

    await expect.poll(() => listed(page)).toEqual(['Mercedes-Benz V-Class']);
    await expect(page.getByRole('button', { name: 'Filters (2 active)' })).toBeVisible();
    await expect(page).toHaveURL(/category=van&featured=1/);
  });
});

test.describe('fleet page on a phone, the drawer\'s code', () => {
  // Its code is not the page's: fetched from the network when asked for (no worker's copy here).
  test.use({ viewport: { width: 390, height: 844 }, serviceWorkers: 'block' });

  test('comes when Filters is pressed; offline, the page says so, and the next press opens it', async ({ page, context }) => {
    const drawerCode: string[] = [];
    page.on('request', (request) => {
      if (/\/filter-drawer-[^/]+\.js$/.test(request.url())) drawerCode.push(request.url());
    });
    await page.goto('/fr/fleet');
    await expect(page.getByRole('link', { name: 'Mercedes-Benz E-Class' })).toBeVisible();
    await page.waitForLoadState('networkidle');
    expect(drawerCode).toEqual([]);

    await context.setOffline(true);
    const button = page.getByRole('button', { name: 'Filtres' });
    await button.click();
    await expect(page.getByRole('alert')).toHaveText(
      "Les filtres n'ont pas pu s'ouvrir. Vérifiez votre connexion internet, puis réessayez.",
    );
    await expect(page.getByRole('dialog')).toHaveCount(0);

    await context.setOffline(false);
    await button.click();
    await expect(page.getByRole('dialog', { name: 'Filtres' })).toBeVisible();
    await expect(page.getByRole('alert')).toHaveCount(0);
    expect(drawerCode.length).toBeGreaterThan(0);
  });
});

test.describe('vehicle page', () => {
  test('Book Now opens the wizard with this car and what was typed', async ({ page }) => {
    await page.goto(`/en/car/${SAMPLE_IDS.cars.vClass}`);
    await expect(page.getByRole('heading', { level: 1, name: 'Mercedes-Benz V-Class' })).toBeVisible();
    await expect(page).toHaveTitle(/^Mercedes-Benz V-Class · /);
    await expect(page.getByText('Free cancellation up to 24 hours before pickup')).toBeVisible();

    const date = `${new Date().getFullYear() + 1}-06-15`;
    await page.getByRole('textbox', { name: 'Pickup location' }).fill('Hôtel Ritz, 15 place Vendôme');
    await page.getByLabel('Pickup date').fill(date);
    await page.getByRole('combobox', { name: 'Pickup time' }).fill('2:30 pm');
    await page.getByRole('textbox', { name: 'Drop-off location' }).fill('Orly Airport');
    await page.getByRole('button', { name: 'Book Now' }).click();

    await expect(page.getByRole('heading', { level: 2, name: 'Service & Vehicle' })).toBeVisible();
    await expect(page).toHaveURL(/\/en\/booking$/);
    await expect(page.getByRole('radio', { name: /Mercedes-Benz V-Class/ })).toBeChecked();
    await expect(page.getByRole('textbox', { name: 'Pickup location' })).toHaveValue('Hôtel Ritz, 15 place Vendôme');
    await expect(page.getByRole('textbox', { name: 'Drop-off location' })).toHaveValue('Orly Airport');
    await expect(page.getByLabel('Pickup date')).toHaveValue(`15/06/${date.slice(0, 4)}`);
    await expect(page.getByRole('combobox', { name: 'Pickup time' })).toHaveValue('14:30');
    expect(await page.evaluate(() => JSON.parse(sessionStorage.getItem('selected-vehicle') ?? 'null'))).toEqual({
      vehicleId: SAMPLE_IDS.cars.vClass,
      vehicleName: 'Mercedes-Benz V-Class',
      pricePerHour: '129.00',
    });
  });

  test('an unknown id says the vehicle was not found, with the way back', async ({ page }) => {
    await page.goto('/en/car/no-such-car');
    await expect(page.getByRole('heading', { level: 1, name: 'Vehicle not found' })).toBeVisible();
    await expect(page.getByText("The vehicle you're looking for doesn't exist.")).toBeVisible();
    await page.getByRole('link', { name: 'Back to the fleet' }).click();
    await expect(page).toHaveURL(/\/en\/fleet$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Our Fleet' })).toBeVisible();
  });
});
