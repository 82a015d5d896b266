// Two-factor sign-in in French against the real server, with codes computed here as an authenticator
// app would: a new driver turns it on in their profile, signs in again with a code (a wrong one is
// refused next to the field, a code is never taken twice) and with a recovery code; then the admin
// turns it off from the team screen, which signs the member out. The member is made for this spec:
// the other specs sign in as `admin`, in parallel, without a code.
import { expect, test, type Browser, type Page } from '@playwright/test';
import { randomUUID } from 'node:crypto';
import { nextCode, stepAt, totpCode } from './totp';

const ADMIN = { username: 'admin', password: 'Prestige2026!' };
const BASE32_KEY = /^[A-Z2-7]{4}( [A-Z2-7]{4})+$/;

async function signIn(page: Page, username: string, password: string) {
  await page.goto('/fr/admin/login');
  await page.getByLabel('Nom d’utilisateur').fill(username);
  await page.getByLabel('Mot de passe', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Se connecter' }).click();
}

async function signOut(page: Page, name: string) {
  await page.getByRole('button', { name: `Menu du compte de ${name}` }).click();
  await page.getByRole('menuitem', { name: 'Déconnexion' }).click();
  await expect(page).toHaveURL(/\/fr\/admin\/login$/);
}

/** The admin adds a driver (the form's default role) through the team screen. */
async function addMember(page: Page, member: { username: string; name: string; password: string }) {
  await page.getByRole('navigation', { name: 'Back-office' }).getByRole('link', { name: 'Équipe' }).click();
  await page.getByRole('button', { name: 'Ajouter un membre' }).click();
  const dialog = page.getByRole('dialog', { name: 'Ajouter un membre de l’équipe' });
  await dialog.getByLabel('Nom d’utilisateur').fill(member.username);
  await dialog.getByLabel('Nom complet').fill(member.name);
  await dialog.getByLabel('Mot de passe initial').fill(member.password);
  await dialog.getByRole('button', { name: 'Créer le compte' }).click();
  await expect(page.getByText('Compte créé')).toBeVisible();
}

/** Six digits that no step near now gives: the server cannot take them. */
function wrongCode(key: string): string {
  const now = stepAt(Date.now());
  const near = new Set([-1, 0, 1, 2].map((offset) => totpCode(key, now + offset)));
  return ['000000', '111111', '222222'].find((code) => !near.has(code))!;
}

test('a driver turns two-factor on in their profile, signs in with a code and a recovery code; an admin turns it off', async ({
  browser,
  page: adminPage,
}) => {
  test.setTimeout(150_000);
  const member = { username: `deux-f-${randomUUID().slice(0, 8)}`, name: 'Inès Moreau', password: 'Deux-Facteurs-2026' };

  await signIn(adminPage, ADMIN.username, ADMIN.password);
  await expect(adminPage).toHaveURL(/\/fr\/admin$/);
  // A driver signs in to their rides.
  const DRIVER_HOME = /\/fr\/admin\/rides$/;
  await addMember(adminPage, member);

  const context = await (browser as Browser).newContext();
  const page = await context.newPage();
  await signIn(page, member.username, member.password);
  await expect(page).toHaveURL(DRIVER_HOME);

  // Profile, two-factor section: Enable.
  await page.getByRole('button', { name: `Menu du compte de ${member.name}` }).click();
  await page.getByRole('menuitem', { name: 'Profil' }).click();
  await expect(page).toHaveURL(/\/fr\/admin\/profile$/);
  const section = page.getByRole('region', { name: 'Authentification à deux facteurs' });
  await section.getByRole('button', { name: 'Activer' }).click();
  const dialog = page.getByRole('dialog', { name: 'Activer l’authentification à deux facteurs' });
  await dialog.getByLabel('Mot de passe actuel').fill(member.password);
  await dialog.getByRole('button', { name: 'Continuer' }).click();
  const key = (await dialog.getByText(BASE32_KEY).innerText()).trim();
  await dialog.getByRole('button', { name: 'Continuer' }).click();
  let usedStep = stepAt(Date.now());
  await dialog.getByLabel('Code d’authentification').fill(totpCode(key, usedStep));
  await dialog.getByRole('button', { name: 'Activer' }).click();
  const codes = dialog.getByRole('list', { name: 'Codes de secours' }).getByRole('listitem');
  await expect(codes).toHaveCount(10);
  const recovery = await codes.allInnerTexts();
  await dialog.getByLabel('J’ai enregistré ces codes en lieu sûr').check();
  await dialog.getByRole('button', { name: 'Terminé' }).click();
  await expect(dialog).toBeHidden();
  await expect(section.getByText('Activé', { exact: true })).toBeVisible();
  await signOut(page, member.name);

  // The code field comes after the right password; a wrong code is said next to it.
  await signIn(page, member.username, member.password);
  const code = page.getByLabel('Code d’authentification');
  await expect(code).toBeFocused();
  await expect(page.getByLabel('Mot de passe', { exact: true })).toHaveValue(member.password);
  await code.fill(wrongCode(key));
  await page.getByRole('button', { name: 'Se connecter' }).click();
  await expect(code).toHaveAccessibleDescription(/Ce code n’est pas valide/);
  await expect(page).toHaveURL(/\/fr\/admin\/login$/);
  // The code of the step that turned two-factor on is spent: the next step's.
  const next = await nextCode(key, usedStep);
  usedStep = next.step;
  await code.fill(next.code);
  await page.getByRole('button', { name: 'Se connecter' }).click();
  // Signed in: their rides, with the member's own account menu (the passing toast is not waited for).
  await expect(page).toHaveURL(DRIVER_HOME);
  await expect(page.getByRole('button', { name: `Menu du compte de ${member.name}` })).toBeVisible();
  await signOut(page, member.name);

  // Once with a recovery code.
  await signIn(page, member.username, member.password);
  await page.getByRole('button', { name: 'Saisir un code de secours' }).click();
  await page.getByLabel('Code d’authentification').fill(recovery[0]!);
  await page.getByRole('button', { name: 'Se connecter' }).click();
  await expect(page).toHaveURL(DRIVER_HOME);

  // The admin turns it off from the team screen, with their own password.
  await adminPage.reload();
  const card = adminPage.getByRole('listitem', { name: member.name });
  await expect(card.getByText('Double authentification', { exact: true })).toBeVisible();
  await card.getByRole('button', { name: `Désactiver la double authentification de ${member.name}` }).click();
  const confirm = adminPage.getByRole('dialog', { name: `Désactiver la double authentification de ${member.name} ?` });
  await confirm.getByLabel('Votre mot de passe').fill(ADMIN.password);
  await confirm.getByRole('button', { name: 'Désactiver la double authentification' }).click();
  await expect(adminPage.getByText('Authentification à deux facteurs désactivée')).toBeVisible();
  await expect(confirm).toBeHidden();
  await expect(card.getByText('Double authentification', { exact: true })).toHaveCount(0);
  await expect(card.getByRole('button', { name: /double authentification/ })).toHaveCount(0);

  // The member's session ended; the password alone signs them in again.
  await page.reload();
  await expect(page.getByText('Veuillez vous reconnecter')).toBeVisible({ timeout: 20_000 });
  await signOut(page, member.name);
  await signIn(page, member.username, member.password);
  await expect(page).toHaveURL(DRIVER_HOME);
  await expect(page.getByLabel('Code d’authentification')).toHaveCount(0);
  await context.close();
});
