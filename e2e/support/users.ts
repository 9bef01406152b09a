import type { Page } from '@playwright/test';

type NewUser = { name: string; email: string; username: string; userType: string; password: string };

/** Fills in the console user form (/users/details) as a person would; saving is left to the test. */
export async function fillUserForm(page: Page, user: NewUser): Promise<void> {
  await page.getByRole('textbox', { name: 'Name', exact: true }).fill(user.name);
  await page.getByRole('textbox', { name: 'Email', exact: true }).fill(user.email);
  await page.getByRole('textbox', { name: 'Username', exact: true }).fill(user.username);
  await page.getByRole('textbox', { name: 'User Type' }).click();
  await page.getByRole('option', { name: user.userType }).click();
  await page.locator('input[name="password"]').fill(user.password);
}
