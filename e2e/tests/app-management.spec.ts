import { expect, test } from '@playwright/test';
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
  await expect(page.getByRole('cell', { name: 'aa1', exact: true })).toHaveCount(0);
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
