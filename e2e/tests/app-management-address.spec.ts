import { expect, test } from '@playwright/test';
import { pickDomain } from '../support/app-management';
import { expectNoSeriousViolations, useTheme } from '../support/axe';
import { signIn } from '../support/session';

/**
 * App Management keeps its choice in the address: a reload shows the same domain (and, for the
 * super tenant, the same tenant), and the browser's back and forward step through the domains picked.
 */
test('a reload keeps the domain; back and forward go through the domains picked', async ({ page }) => {
  await signIn(page, 'acme', 'acme-admin');
  await page.goto('/app_management');
  const domain = page.getByRole('textbox', { name: 'Domain', exact: true });
  await pickDomain(page, 'acme-branch.demo');
  await expect(page).toHaveURL(/\/app_management\?domain=acme-branch\.demo$/);
  // The platform's description only repeated the name: the name alone.
  await expect(domain).toHaveValue('acme-branch.demo');

  await page.reload();
  await expect(domain).toHaveValue('acme-branch.demo');
  await expect(page.getByRole('switch', { name: /^Provisioning of / }).first()).toBeVisible();

  await pickDomain(page, 'acme.demo');
  await expect(page).toHaveURL(/\?domain=acme\.demo$/);
  // A focused type-ahead shows its choice as the placeholder of an empty box (to type a new search):
  // the box is left, as a person moving to the browser's back button would leave it.
  await domain.blur();
  await page.goBack();
  await expect(page).toHaveURL(/\?domain=acme-branch\.demo$/);
  await expect(domain).toHaveValue('acme-branch.demo');
  await page.goForward();
  await expect(domain).toHaveValue('acme.demo');
  await expect(page.getByRole('switch', { name: 'Provisioning', exact: true })).toBeVisible();
});

test("the super tenant's tenant is kept too, and its Cloud Id searches what is typed", async ({ page }) => {
  await signIn(page, 'demo', 'admin');
  await page.goto('/app_management');
  const cloud = page.getByRole('textbox', { name: 'Cloud Id', exact: true });
  await expect(cloud).toHaveValue(/^demo — /);
  // Typing finds the tenant: the box starts empty instead of adding to "demo — …".
  await cloud.click();
  await expect(cloud).toHaveValue('');
  await cloud.pressSequentially('acm');
  await page.getByRole('option', { name: /^acme — / }).click();
  await expect(page).toHaveURL(/\/app_management\?cloud=acme$/);
  await pickDomain(page, 'acme.demo');
  await expect(page).toHaveURL(/\?cloud=acme&domain=acme\.demo$/);

  await page.reload();
  await expect(cloud).toHaveValue(/^acme — /);
  await expect(page.getByRole('textbox', { name: 'Domain', exact: true })).toHaveValue('acme.demo');
  await expect(page.getByRole('switch', { name: /^Provisioning of / }).first()).toBeVisible();

  // Right after a choice, typing starts afresh as well.
  await cloud.click();
  await cloud.pressSequentially('glo');
  await page.getByRole('option', { name: /^globex — / }).click();
  await expect(page).toHaveURL(/\?cloud=globex$/);
  await expect(page.getByRole('textbox', { name: 'Domain', exact: true })).toHaveValue('');
});

for (const mode of [
  { name: 'light', settings: { layout_version: 'light' } },
  { name: 'dark', settings: { layout_version: 'dark-only' } },
]) {
  test(`App Management with a domain shown passes axe, ${mode.name}`, async ({ page }) => {
    await signIn(page, 'demo', 'admin');
    await useTheme(page, mode.settings);
    await page.goto('/app_management?cloud=acme&domain=acme.demo');
    await expect(page.getByRole('switch', { name: /^Provisioning of / }).first()).toBeVisible();
    await expect(page.locator('.mantine-LoadingOverlay-root')).toHaveCount(0);
    await expectNoSeriousViolations(page, `App Management with acme.demo (${mode.name})`);
  });
}
