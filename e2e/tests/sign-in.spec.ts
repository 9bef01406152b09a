import { expect, test } from '@playwright/test';
import { callApi } from '../support/api';
import { DEMO_PASSWORD, resetLinkFor, signInThroughForm } from '../support/session';

test('signs in with the Enter key moving through the fields', async ({ page }) => {
  await page.goto('/login');
  await page.getByLabel('Cloud Id').fill('acme');
  await page.keyboard.press('Enter');
  await expect(page.getByLabel('Username')).toBeFocused();
  await page.keyboard.type('acme-admin');
  await page.keyboard.press('Enter');
  await expect(page.getByLabel('Password', { exact: true })).toBeFocused();
  await page.keyboard.type(DEMO_PASSWORD);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByRole('navigation', { name: 'Main navigation' })).toContainText('acme-admin');
});

test('wrong credentials show "Invalid Credentials" inline and keep the user on /login', async ({ page }) => {
  await page.goto('/login');
  await page.getByLabel('Cloud Id').fill('acme');
  await page.getByLabel('Username').fill('acme-admin');
  await page.getByLabel('Password', { exact: true }).fill('not-the-password');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByText('Invalid Credentials')).toBeVisible();
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByRole('button', { name: 'Sign in' })).toBeEnabled();
});

test('the guard sends visitors without a token to /login, and / to /dashboard', async ({ page }) => {
  for (const path of ['/dashboard', '/users', '/userEdit']) {
    await page.goto(path);
    await expect(page).toHaveURL(/\/login$/);
  }
  await signInThroughForm(page, 'demo', 'support');
  await page.goto('/');
  await expect(page).toHaveURL(/\/dashboard$/);
});

test('logout revokes the token on the server', async ({ page }) => {
  await signInThroughForm(page, 'demo', 'simple');
  const token = await page.evaluate(() => localStorage.getItem('token'));
  expect(token).toBeTruthy();
  await page.getByRole('button', { name: 'Profile menu' }).click();
  await page.getByRole('menuitem', { name: 'Log out' }).click();
  await expect(page).toHaveURL(/\/login$/);
  expect((await callApi({ request: page.request, token }, 'getProfileDetails', {})).status).toBe(401);
});

test('forgot password e-mails a link that sets a new password once', async ({ page }) => {
  await page.goto('/login');
  await page.getByRole('button', { name: 'Reset' }).click();
  await expect(page.getByText('Username and Cloud Id are mandatory to reset Password')).toBeVisible();

  await page.getByLabel('Cloud Id').fill('globex');
  await page.getByLabel('Username').fill('globex-admin');
  await page.getByRole('button', { name: 'Reset' }).click();
  await expect(page.getByText('Please Follow the link emailed to reset the password!')).toBeVisible();

  const link = await resetLinkFor('hank@globex.example');
  await page.goto(new URL(link).pathname + new URL(link).search);
  await page.getByLabel('New Password').fill('short');
  await page.getByLabel('Retype Password').fill('short');
  await page.getByRole('button', { name: /reset|save|submit/i }).click();
  await expect(page.getByText('New Password should be atleast 6 characters long!')).toBeVisible();
  await page.getByLabel('New Password').fill('globex-new-pass');
  await page.getByLabel('Retype Password').fill('globex-new-pass');
  await page.getByRole('button', { name: /reset|save|submit/i }).click();
  await expect(page.getByText('Password has been resetted successfully!')).toBeVisible();
  await expect(page).toHaveURL(/\/login$/);

  await signInThroughForm(page, 'globex', 'globex-admin', 'globex-new-pass');
});
