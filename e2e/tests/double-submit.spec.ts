import { expect, test, type Page } from '@playwright/test';
import { pickDomain, toast, userRow } from '../support/app-management';
import { signIn } from '../support/session';
import { fillUserForm } from '../support/users';

/** The requests of one call the page sends, with the idempotency key of each. */
function requestsOf(page: Page, call: string): Array<{ key: string | undefined }> {
  const seen: Array<{ key: string | undefined }> = [];
  page.on('request', (request) => {
    if (request.method() === 'POST' && request.url().endsWith(`/api/v1/${call}`)) seen.push({ key: request.headers()['idempotency-key'] });
  });
  return seen;
}

test('a double-clicked Save creates one user', async ({ page }) => {
  // Sign-in and save each hash a password: under a loaded machine this needs more than the default.
  test.setTimeout(60_000);
  const username = `e2e-twice-${Date.now()}`;
  await signIn(page, 'acme', 'acme-admin');
  const saves = requestsOf(page, 'createUpdateUser');
  await page.goto('/users');
  await page.getByRole('button', { name: 'Add New' }).click();
  await fillUserForm(page, { name: 'Twice Clicked', email: `${username}@acme.example`, username, userType: 'simple user', password: 'twice-pass-123' });

  await page.getByRole('button', { name: 'Save' }).dblclick();
  await expect(page).toHaveURL(/\/users$/);
  await expect(page.getByText('This username already exists in this cloud')).toHaveCount(0);
  await page.getByPlaceholder(/search/i).fill(username);
  await expect(page.getByRole('row')).toHaveCount(2);
  await expect(page.getByRole('row', { name: new RegExp(username) })).toHaveCount(1);
  expect(saves).toHaveLength(1);
  expect(saves[0]?.key).toMatch(/^[0-9a-f]{32}$/);
});

test("App Management's Save double-clicked saves once and shows one toast", async ({ page }) => {
  await signIn(page, 'acme', 'acme-admin');
  const saves = requestsOf(page, 'checkExtensions');
  await page.goto('/app_management');
  // An extension of the branch domain no other spec relies on; it is switched back at the end.
  await pickDomain(page, 'acme-branch.demo');
  const row = await userRow(page, '1018');
  const provisioning = row.getByRole('switch', { name: 'Provisioning of 1018' });
  const save = page.getByRole('button', { name: 'Save', exact: true });

  for (const round of [1, 2]) {
    const before = await provisioning.isChecked();
    await provisioning.click({ force: true });
    await save.dblclick();
    await expect(toast(page, 'Successfully Saved!')).toBeVisible();
    await expect(save).toBeDisabled();
    await expect(provisioning).toBeChecked({ checked: !before });
    await expect(page.locator('.mantine-Notification-root').filter({ hasText: 'Successfully Saved!' })).toHaveCount(1);
    expect(saves).toHaveLength(round);
    // Toasts close after 3 s: the next round's toast is counted alone.
    await expect(page.locator('.mantine-Notification-root')).toHaveCount(0, { timeout: 10_000 });
  }
  expect(new Set(saves.map((request) => request.key)).size).toBe(2);
});
