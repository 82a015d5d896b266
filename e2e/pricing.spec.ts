// The home page's pricing calculator in a browser: CDG to the Eiffel Tower in a saloon, the
// breakdown, the capacity message, and 'Book now' into the wizard.
import { expect, test, type Page } from '@playwright/test';
import { liveHomeSection } from './home-sections';

async function choosePlace(page: Page, field: ReturnType<Page['getByRole']>, search: string, option: string) {
  await field.click();
  await field.fill(search);
  await page.getByRole('option', { name: option, exact: true }).click();
  await expect(field).toHaveValue(option);
}

test('CDG to the Eiffel Tower in a luxury saloon: the breakdown, then too many passengers', async ({ page }) => {
  await page.goto('/en');
  const section = await liveHomeSection(page, 'pricing');
  await section.getByRole('radio', { name: /Luxury saloon/ }).click();
  await expect(section.getByRole('radio', { name: /Luxury saloon/ })).toHaveAttribute('aria-checked', 'true');

  await choosePlace(page, section.getByRole('combobox', { name: 'From' }), 'charles', 'Paris Charles de Gaulle Airport (CDG)');
  // The search ignores accents: 'eiffel' and 'defense' find their places.
  await choosePlace(page, section.getByRole('combobox', { name: 'To' }), 'eiffel', 'Eiffel Tower');

  const estimate = section.getByRole('complementary', { name: 'Your estimate' });
  await expect(estimate.getByText('Paris Charles de Gaulle Airport (CDG)')).toBeVisible();
  await expect(estimate.getByText('32.5 km × €1.80/km')).toBeVisible();
  const amount = (label: string) => estimate.getByRole('term').filter({ hasText: label }).locator('xpath=following-sibling::dd');
  await expect(amount('Base price')).toHaveText('€25.00');
  await expect(amount('Distance')).toHaveText('€58.50');
  await expect(amount('Passenger surcharge')).toHaveText('€0.00');
  await expect(amount('Service fee')).toHaveText('€8.35');
  await expect(amount('Total price')).toHaveText('€91.85');

  const passengers = section.getByRole('spinbutton', { name: 'Passengers' });
  await passengers.fill('3');
  await expect(amount('Passenger surcharge')).toHaveText('€10.00');
  await expect(amount('Total price')).toHaveText('€102.85');

  await passengers.fill('5');
  await expect(section.getByText('Selected vehicle can only accommodate up to 4 passengers', { exact: true })).toBeVisible();
  await expect(passengers).toHaveAttribute('aria-invalid', 'true');
  await expect(amount('Total price')).toHaveCount(0);

  // An executive van takes them.
  await section.getByRole('radio', { name: /Executive van/ }).click();
  await expect(section.getByText('Selected vehicle can only accommodate up to 4 passengers')).toHaveCount(0);
  await expect(amount('Total price')).toBeVisible();

  await choosePlace(page, section.getByRole('combobox', { name: 'To' }), 'defense', 'La Défense');
  const bookNow = section.getByRole('link', { name: 'Book now' });
  await expect(bookNow).toHaveAttribute('href', '/en/booking?service=airport');
  await bookNow.click();
  // The wizard takes the address's choices, then drops them from the address.
  await expect(page).toHaveURL(/\/en\/booking$/);
  await expect(page.getByRole('textbox', { name: 'Pickup location' })).toHaveValue('Paris Charles de Gaulle Airport (CDG)');
  await expect(page.getByRole('textbox', { name: 'Drop-off location' })).toHaveValue('La Défense');
});

test('a typed distance in French, and the exact message in French', async ({ page }) => {
  await page.goto('/fr');
  const section = await liveHomeSection(page, 'pricing');
  await section.getByText('Distance en km').click();
  await section.getByRole('textbox', { name: 'Distance (km)' }).fill('12,5');
  const total = section.getByRole('complementary', { name: 'Votre estimation' }).getByRole('definition').last();
  // 25,00 + 22,50 = 47,50 ; frais 4,75 ; total 52,25
  await expect(total).toHaveText(/^52,25\s€$/);
  await section.getByRole('spinbutton', { name: 'Passagers' }).fill('7');
  await expect(section.getByText('Le véhicule sélectionné ne peut accueillir que 4 passagers au maximum')).toBeVisible();
});
