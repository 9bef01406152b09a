import { expect, test } from '@playwright/test';
import { extensionCell } from '../support/app-management';
import { signIn } from '../support/session';

test("a tenant admin's domain type-ahead offers only its own domains, and lists a domain's users from the platform", async ({ page }) => {
  await signIn(page, 'acme', 'acme-admin');
  await page.goto('/app_management');
  await page.getByRole('textbox', { name: 'Domain' }).click();
  const options = page.getByRole('option');
  await expect(options).toHaveCount(2);
  await expect(options.nth(0)).toContainText('acme.demo');
  await expect(options.nth(1)).toContainText('acme-branch.demo');
  await page.getByRole('textbox', { name: 'Domain' }).fill('branch');
  await expect(options).toHaveCount(1);
  await options.first().click();
  await expect(page.getByRole('row').nth(1)).toBeVisible();
  await expect(page.getByText('acme-branch.demo', { exact: false }).first()).toBeVisible();
  // System users of the platform (auto attendant, queue) never show up as people.
  await page.getByRole('main').getByRole('textbox', { name: 'Search', exact: true }).fill('1001');
  await expect(extensionCell(page, '1001')).toHaveCount(1);
  await page.getByRole('main').getByRole('textbox', { name: 'Search', exact: true }).fill('aa1');
  await expect(page.getByText('No results match your search.')).toBeVisible();
  await expect(extensionCell(page, 'aa1')).toHaveCount(0);
});

test('the super tenant can look at another tenant’s domains', async ({ page }) => {
  await signIn(page, 'demo', 'admin');
  await page.goto('/app_management');
  await page.getByRole('textbox', { name: 'Cloud Id' }).click();
  await page.getByRole('option', { name: /globex/ }).click();
  await page.getByRole('textbox', { name: 'Domain' }).click();
  await expect(page.getByRole('option')).toHaveCount(1);
  await expect(page.getByRole('option').first()).toContainText('globex.demo');
});

test('an acme admin sees the domain settings, saves a user’s provisioning and opens a user’s dialogs', async ({ page }) => {
  await signIn(page, 'acme', 'acme-admin');
  await page.goto('/app_management');
  await page.getByRole('textbox', { name: 'Domain' }).click();
  await page.getByRole('option', { name: /^acme\.demo/ }).click();
  await expect(page.getByRole('textbox', { name: 'Device limit' })).toBeEnabled();
  await expect(page.getByRole('switch', { name: 'Quick dial' })).toBeEnabled();
  await page.getByRole('textbox', { name: 'Device limit' }).fill('25');
  await page.getByRole('button', { name: 'Set', exact: true }).click();
  await expect(page.getByText('Please Set the between 1 to 20')).toBeVisible();

  const firstSwitch = page.getByRole('switch', { name: /^Provisioning of / }).first();
  const before = await firstSwitch.isChecked();
  await firstSwitch.click({ force: true });
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page.getByRole('button', { name: 'Save', exact: true })).toBeDisabled();
  await page.reload();
  await page.getByRole('textbox', { name: 'Domain' }).click();
  await page.getByRole('option', { name: /^acme\.demo/ }).click();
  await expect(page.getByRole('switch', { name: /^Provisioning of / }).first()).toBeChecked({ checked: !before });

  await page.getByRole('button', { name: /^More for / }).first().click();
  await page.getByRole('menuitem', { name: 'SMS DID sharing' }).click();
  await expect(page.getByRole('dialog', { name: /^SMS DID sharing of / })).toBeVisible();
});
