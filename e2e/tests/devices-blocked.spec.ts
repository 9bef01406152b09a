import { expect, test, type Page } from '@playwright/test';
import { expectNoSeriousViolations, useTheme } from '../support/axe';
import { signIn } from '../support/session';

/** The platform simulator the server of this run talks to (start-server.mjs: the port after the console's). */
const simulatorUrl = `http://127.0.0.1:${Number(process.env.E2E_PORT ?? 4180) + 1}`;
const syncsOf = async (page: Page, domain: string) =>
  ((await (await page.request.get(`${simulatorUrl}/__simulator/device-syncs`)).json()) as Array<{ domain: string; device: string }>).filter((sync) => sync.domain === domain);

async function pickDomain(page: Page, domain: RegExp) {
  await page.goto('/app_management');
  await page.getByRole('textbox', { name: 'Domain' }).click();
  await page.getByRole('option', { name: domain }).click();
}

test("an admin opens a user's devices from App Management, syncs them, deletes one and comes back to the domain", async ({ page }) => {
  // Many steps, an accessibility scan and a platform round trip each: more than the default 30 s on a busy machine.
  test.setTimeout(90_000);
  await signIn(page, 'acme', 'acme-admin');
  await pickDomain(page, /^acme\.demo/);
  await page.getByRole('textbox', { name: 'Search' }).fill('1007');
  await expect(page).toHaveURL(/\/app_management\?domain=acme\.demo&q=1007$/);
  await page.getByRole('button', { name: 'More for 1007' }).click();
  await page.getByRole('menuitem', { name: 'Devices' }).click();
  // The user is in the address: a reload or a link shows the same user.
  await expect(page).toHaveURL(/\/app_management\/user_devices\?domain=acme\.demo&user=1007%40acme\.demo$/);
  await expect(page.getByText('Devices of 1007@acme.demo')).toBeVisible();
  // The user's three app devices; never a desk phone.
  for (const device of ['1007m', '1007i', '1007e']) await expect(page.getByRole('row', { name: new RegExp(`sip:${device}@acme\\.demo`) })).toBeVisible();
  await expect(page.getByRole('row')).toHaveCount(4);
  await expect(page.getByRole('row', { name: /sip:1007m@acme\.demo/ }).getByText('Yes')).toBeVisible();
  await expect(page).toHaveTitle(/\| Mobile App Management$/);
  await expectNoSeriousViolations(page, 'User Devices');

  const before = (await syncsOf(page, 'acme.demo')).length;
  await page.getByRole('button', { name: 'Device Sync' }).click();
  await expect(page.getByText('Devices Synced Successfully!')).toBeVisible();
  await expect.poll(async () => (await syncsOf(page, 'acme.demo')).slice(before).map((sync) => sync.device).sort()).toEqual(['1007e', '1007i', '1007m']);

  await page.getByRole('button', { name: 'Delete 1007e' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByText('Record Deleted')).toBeVisible();
  await expect(page.getByRole('row', { name: /sip:1007e@acme\.demo/ })).toHaveCount(0);
  await expect(page.getByRole('row')).toHaveCount(3);

  // The screen's Cancel: the confirmation's own Cancel may still be on screen while it closes.
  await page.getByRole('main').getByRole('button', { name: 'Cancel' }).click();
  // Back to App Management as it was: the domain, and its users searched for 1007.
  await expect(page).toHaveURL(/\/app_management\?domain=acme\.demo&q=1007$/);
  await expect(page.getByRole('textbox', { name: 'Domain' })).toHaveValue(/^acme\.demo/);
  await expect(page.getByRole('textbox', { name: 'Search' })).toHaveValue('1007');
  await expect(page.getByRole('button', { name: /^More for / }).first()).toBeVisible();
});

test("an admin re-provisions a user and asks the domain's devices to sync; a simple user has neither control", async ({ page, browser }) => {
  test.setTimeout(90_000);
  await signIn(page, 'acme', 'acme-admin');
  await pickDomain(page, /^acme-branch\.demo/);
  await page.getByRole('textbox', { name: 'Search' }).fill('1004');
  await page.getByRole('button', { name: 'Re-provision 1004' }).click();
  await expect(page.getByText('The user will be reprovisioned!')).toBeVisible();

  const before = (await syncsOf(page, 'acme-branch.demo')).length;
  await page.getByRole('button', { name: 'Device Sync' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Yes' }).click();
  await expect(page.getByText('All Devices in this domain will be synched in few seconds!')).toBeVisible();
  // The job runs in the background: the platform is asked to resync the domain's app devices.
  await expect.poll(async () => (await syncsOf(page, 'acme-branch.demo')).length - before, { timeout: 30_000 }).toBeGreaterThan(5);
  // Both runs show in Device work as soon as they are accepted, and are followed until done.
  const work = page.getByRole('region', { name: 'Device work' });
  const sync = work.getByRole('listitem', { name: 'Device Sync' });
  await expect(sync).toBeVisible();
  await expect(work.getByRole('listitem', { name: 'Reprovisioning of user 1004' })).toBeVisible();
  await expect(sync.getByText('Done', { exact: true })).toBeVisible({ timeout: 30_000 });
  await expect(sync.getByText(/^(\d+) of \1 devices$/)).toBeVisible();
  await expect(sync.getByRole('progressbar', { name: 'Device Sync: devices done' })).toHaveAttribute('aria-valuenow', '100');

  // On a 390 px phone, dark and right to left, the panel fits and reads well.
  await page.setViewportSize({ width: 390, height: 844 });
  await useTheme(page, { layout_version: 'dark-only', direction: 'rtl' });
  // The first-load loader covers the screen for its first second.
  await expect(page.locator('.first-load-loader')).toHaveCount(0);
  await expect(sync.getByText('Done', { exact: true })).toBeVisible();
  await work.scrollIntoViewIfNeeded();
  const box = await work.boundingBox();
  expect(box && box.x >= 0 && box.x + box.width <= 390, 'Device work fits 390 px').toBe(true);
  await work.screenshot({ path: test.info().outputPath('device-work-390-dark-rtl.png') });
  await expectNoSeriousViolations(page, 'Device work, 390 px, dark, right to left', '#device-work');

  const other = await browser.newPage();
  await signIn(other, 'acme', 'acme-simple');
  await pickDomain(other, /^acme-branch\.demo/);
  await expect(other.getByRole('button', { name: /^More for / }).first()).toBeVisible();
  await expect(other.getByRole('button', { name: /^Re-provision / })).toHaveCount(0);
  await expect(other.getByRole('button', { name: 'Reprovisioning' })).toHaveCount(0);
  await expect(other.getByRole('button', { name: 'Device Sync' })).toHaveCount(0);
  await other.close();
});

test('Blocked Subscribers: every signed-in user finds it in the sidebar', async ({ page }) => {
  await signIn(page, 'acme', 'acme-simple');
  await page.getByRole('link', { name: 'Blocked Subscribers' }).click();
  await expect(page).toHaveURL(/\/blocked_subscribers$/);
  await expect(page.getByRole('heading', { name: 'Blocked Subscribers' })).toBeVisible();
  for (const column of ['Id', 'Login', 'Blocked at']) await expect(page.getByRole('columnheader', { name: column })).toBeVisible();
  // Not an empty table here: phone-provisioning.spec.ts blocks an acme login for a moment, maybe meanwhile.
  await expect(page.getByRole('textbox', { name: 'Cloud Id' })).toHaveCount(0);
  await expect(page).toHaveTitle(/\| Mobile App Management$/);
  await expectNoSeriousViolations(page, 'Blocked Subscribers');
});

test('Blocked Subscribers: the super tenant picks the tenant; with nobody blocked the table says so', async ({ page }) => {
  await signIn(page, 'demo', 'admin');
  await page.goto('/blocked_subscribers');
  await page.getByRole('textbox', { name: 'Cloud Id' }).click();
  await page.getByRole('option', { name: /globex/ }).click();
  await expect(page.getByRole('textbox', { name: 'Cloud Id' })).toHaveValue(/globex/);
  await expect(page.getByText('There is nothing here yet.')).toBeVisible();
});
