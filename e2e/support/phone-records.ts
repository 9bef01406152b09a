import { expect, type Locator, type Page } from '@playwright/test';
import { callApiOk, type OutputOf } from './api';

/** The platform simulator's domain default (build-demo-seed.ts: max_device 4). */
export const SEEDED_DEVICE_LIMIT = 4;

/** The app devices we provisioned for a user (the platform's own devices have no platform of ours). */
export async function appDevicesOf(page: Page, domain: string, extension: string): Promise<OutputOf<'getUserDevices'>> {
  const devices = await callApiOk(page, 'getUserDevices', { domain, extension });
  return devices.filter((device) => device.platform !== null);
}

/** Deletes a user's app devices, as the admin does in User Devices. */
export async function deleteAppDevices(page: Page, domain: string, extension: string): Promise<void> {
  for (const device of await appDevicesOf(page, domain, extension)) {
    await callApiOk(page, 'DeleteUserDevice', { cloud_username: `${extension}@${domain}`, aor: device.aor, domain });
  }
}

/**
 * Puts back what the phone scenario changes, so that a retry or any order of the specs starts the
 * same: no app devices of the users, their logins unblocked, the domain's device limit as seeded,
 * and the per-user provisioning checks as given.
 */
export async function resetPhoneRecords(page: Page, domain: string, checks: Record<string, boolean>): Promise<void> {
  const extensions = Object.keys(checks);
  for (const extension of extensions) await deleteAppDevices(page, domain, extension);
  const logins = new Set(extensions.map((extension) => `${extension}@${domain}`.toLowerCase()));
  for (const row of await callApiOk(page, 'getBlcokedUsers', {})) {
    if (logins.has(row.login_user.toLowerCase())) await callApiOk(page, 'unBlockUser', { id: row.id });
  }
  await callApiOk(page, 'SetDeviceLimit', { domain, device_limit: SEEDED_DEVICE_LIMIT });
  await callApiOk(page, 'checkExtensions', { domain, list: Object.entries(checks).map(([extension, allowed]) => ({ extension, allowed })) });
}

/** The cell of `row` under the column header `header` of the page's table. */
export async function cellUnder(page: Page, row: Locator, header: string): Promise<Locator> {
  // The headers are read once the table is on screen (after a reload it renders a moment later).
  await expect(page.getByRole('main').getByRole('columnheader').filter({ hasText: new RegExp(`^${header}$`) })).toBeVisible();
  const headers = await page.getByRole('main').getByRole('columnheader').allInnerTexts();
  const index = headers.findIndex((text) => text.trim() === header);
  expect(index, `a "${header}" column among ${headers.join(', ')}`).toBeGreaterThanOrEqual(0);
  return row.getByRole('cell').nth(index);
}
