import { expect, test } from '@playwright/test';
import { signIn } from '../support/session';
import { fillUserForm } from '../support/users';

test('an admin adds, edits and deletes a console user, with the spec validation messages', async ({ page }) => {
  // Two argon2 hashes (sign-in, save) and three list loads: under the full suite's load this needs more than the default.
  test.setTimeout(60_000);
  const username = `e2e-${Date.now()}`;
  await signIn(page, 'acme', 'acme-admin');
  await page.goto('/users');
  await page.getByRole('button', { name: 'Add New' }).click();
  await expect(page).toHaveURL(/\/users\/details$/);

  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Fields with * are mandatory!').first()).toBeVisible();

  await fillUserForm(page, { name: 'Erin Test', email: `${username}@acme.example`, username, userType: 'support user', password: '12345' });
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Password should be atleast 6 characters long!').first()).toBeVisible();

  await page.getByRole('button', { name: 'Generate' }).click();
  await expect(page.locator('input[name="password"]')).toHaveValue(/^.{10}$/);
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page).toHaveURL(/\/users$/);

  await page.getByPlaceholder(/search/i).fill(username);
  const row = page.getByRole('row', { name: new RegExp(username) });
  await expect(row).toBeVisible();
  // The search settles into the address once the typing pauses: the form returns to that view.
  await expect(page).toHaveURL(new RegExp(`/users\\?q=${username}$`));
  await page.getByRole('button', { name: `Edit user ${username}` }).click();
  await expect(page.getByRole('textbox', { name: 'Name', exact: true })).toHaveValue('Erin Test');
  await page.getByRole('textbox', { name: 'Name', exact: true }).fill('Erin Edited');
  await page.getByRole('button', { name: 'Save' }).click();
  // Back to the list as it was: searched for the user.
  await expect(page).toHaveURL(new RegExp(`/users\\?q=${username}$`));
  await expect(page.getByPlaceholder(/search/i)).toHaveValue(username);
  await page.getByPlaceholder(/search/i).fill(username);
  // The search's answer re-draws the table: until it has, the row sits lower, and a click aimed at
  // its Delete button lands where the row no longer is (the dialog then never opens).
  await expect(page.getByRole('row')).toHaveCount(2);
  // Scoped by the unique login: a retry must not trip over an earlier try's "Erin Edited".
  await expect(page.getByRole('row', { name: new RegExp(username) })).toContainText('Erin Edited');

  await page.getByRole('button', { name: `Delete user ${username}` }).click();
  await page.getByRole('dialog').getByRole('button', { name: /delete|confirm|yes/i }).click();
  await expect(page.getByRole('row', { name: new RegExp(username) })).toHaveCount(0);
});
