import { expect, test } from '@playwright/test';
import { signIn } from '../support/session';

// The navigation's own label is translated too.
const nav = (page: import('@playwright/test').Page) =>
  page.getByRole('navigation', { name: /^(Main navigation|Navegación principal|Navegação principal|Navigation principale)$/ });

test('the sidebar shows each user type what the role table allows', async ({ page }) => {
  await signIn(page, 'demo', 'simple');
  await expect(nav(page).getByRole('link', { name: 'Dashboard', exact: true })).toBeVisible();
  await expect(nav(page).getByRole('link', { name: 'Release Notes', exact: true })).toBeVisible();
  await expect(nav(page).getByRole('link', { name: 'Fleet', exact: true })).toBeVisible();
  await expect(nav(page).getByRole('link', { name: 'Users', exact: true })).toHaveCount(0);
  await expect(nav(page).getByRole('link', { name: 'Subscribers', exact: true })).toHaveCount(0);

  await signIn(page, 'acme', 'acme-admin');
  await expect(nav(page).getByRole('link', { name: 'Users', exact: true })).toBeVisible();
  await expect(nav(page).getByRole('link', { name: 'Subscribers', exact: true })).toHaveCount(0);
  await expect(nav(page).getByRole('link', { name: 'Static Accounts', exact: true })).toHaveCount(0);

  await signIn(page, 'demo', 'admin');
  await expect(nav(page).getByRole('link', { name: 'Users', exact: true })).toBeVisible();
  await expect(nav(page).getByRole('link', { name: 'Subscribers', exact: true })).toBeVisible();
  await expect(nav(page).getByRole('link', { name: 'Static Accounts', exact: true })).toBeVisible();
});

test('a tenant user opening a super-tenant screen lands on the dashboard', async ({ page }) => {
  await signIn(page, 'acme', 'acme-simple');
  await page.goto('/users');
  await expect(page).toHaveURL(/\/dashboard$/);
});

test('the language menu switches the console to Spanish, Portuguese and French', async ({ page }) => {
  await signIn(page, 'demo', 'admin');
  const choices: Array<[string, RegExp]> = [
    ['Español', /Usuarios/],
    ['Português', /Usuários/],
    ['Français', /Utilisateurs/],
    ['English', /Users/],
  ];
  for (const [language, usersLabel] of choices) {
    await page.getByRole('button', { name: /Language|Idioma|Langue/ }).click();
    await page.getByRole('menuitem', { name: language }).click();
    await expect(nav(page).getByRole('link', { name: usersLabel })).toBeVisible();
  }
});

test('theme choices survive a reload', async ({ page }) => {
  await signIn(page, 'demo', 'admin');
  await page.getByRole('button', { name: 'Open theme customizer' }).first().click();
  await page.getByRole('dialog').locator('label').filter({ hasText: /^Dark$/ }).click();
  await expect(page.locator('html')).toHaveAttribute('data-mantine-color-scheme', 'dark');
  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('data-mantine-color-scheme', 'dark');
});

test('error pages link back home', async ({ page }) => {
  await page.goto('/pages/errors/error404');
  await expect(page.getByText('404')).toBeVisible();
  await expect(page.getByRole('link', { name: /back to home/i })).toHaveAttribute('href', '/dashboard/default');
});
