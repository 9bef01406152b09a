import { expect, test, type Page } from '@playwright/test';
import { expectNoSeriousViolations, useTheme } from '../support/axe';
import { chooseLanguage, signIn } from '../support/session';

/** Check Email finds part of an address or a name, with the product's own messages in the user's language. */
async function search(page: Page, text: string, labels = { box: 'Email', button: 'Search' }) {
  await page.getByRole('textbox', { name: labels.box, exact: true }).fill(text);
  await page.getByRole('button', { name: labels.button, exact: true }).click();
}

const resultRows = (page: Page) => page.getByRole('main').getByRole('row').filter({ has: page.getByRole('cell') });

test('a part of a name finds its users; too short a text gets the field message and clears the results; an unknown one No Record Found', async ({ page }) => {
  await signIn(page, 'acme', 'acme-admin');
  await page.goto('/app_management/check_email');
  await search(page, 'robinson');
  // The acme.demo users named Robinson (the demo data has three), found by their last name and address.
  await expect(resultRows(page)).toHaveCount(3);
  for (const row of await resultRows(page).all()) await expect(row).toContainText(/robinson/i);

  await search(page, 'ro');
  const box = page.getByRole('textbox', { name: 'Email', exact: true });
  await expect(box).toHaveAccessibleDescription(/Type at least 3 characters of an e-mail address or a name/);
  // The product's message, not the browser's bubble: the form was not held back by the browser.
  expect(await box.evaluate((input: HTMLInputElement) => input.validationMessage)).toBe('');
  await expect(page.getByRole('table')).toHaveCount(0);

  await search(page, 'ARJUN wilson');
  await expect(resultRows(page).first()).toContainText('1001@acme.demo');
  await search(page, 'zzzz');
  await expect(page.getByRole('status').filter({ hasText: 'No Record Found' })).toBeVisible();
  await expect(page.getByRole('table')).toHaveCount(0);
});

test('the same search in Spanish', async ({ page }) => {
  await signIn(page, 'acme', 'acme-admin');
  await chooseLanguage(page, 'Español');
  await page.goto('/app_management/check_email');
  const labels = { box: 'Correo', button: 'Buscar' };
  await search(page, 'ro', labels);
  await expect(page.getByRole('textbox', { name: 'Correo', exact: true })).toHaveAccessibleDescription(/Escriba al menos 3 caracteres de un correo electrónico o de un nombre/);
  await search(page, 'robinson', labels);
  await expect(resultRows(page)).toHaveCount(3);
  await search(page, 'zzzz', labels);
  await expect(page.getByRole('status').filter({ hasText: 'No se encontraron registros' })).toBeVisible();
});

test("a large tenant's search is capped, and says so", async ({ page }) => {
  await signIn(page, 'bigcorp', 'bigcorp-admin');
  await page.goto('/app_management/check_email');
  await search(page, 'son');
  await expect(page.getByText(/^The first 100 of \d+ users found are shown: type more of the address or name to narrow the search\.$/)).toBeVisible();
  await expect(page.getByText('1–10 of 100')).toBeVisible();
});

for (const mode of [
  { name: 'light', settings: { layout_version: 'light' } },
  { name: 'dark', settings: { layout_version: 'dark-only' } },
]) {
  test(`Check Email with results and with a field message passes axe, ${mode.name}`, async ({ page }) => {
    await signIn(page, 'acme', 'acme-admin');
    await useTheme(page, mode.settings);
    await page.goto('/app_management/check_email');
    await search(page, 'robinson');
    await expect(resultRows(page)).toHaveCount(3);
    await expectNoSeriousViolations(page, `Check Email results (${mode.name})`);
    await search(page, 'ro');
    await expect(page.getByText('Type at least 3 characters of an e-mail address or a name')).toBeVisible();
    await expectNoSeriousViolations(page, `Check Email field message (${mode.name})`);
  });
}
