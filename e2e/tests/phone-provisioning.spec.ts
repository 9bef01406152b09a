import { expect, test, type Page } from '@playwright/test';
import { accountText, provision, reprovision, scanEml, waitForEml, type PhoneState, type Provisioned } from '../phone/phone';
import { pickDomain, toast, userRow } from '../support/app-management';
import { mailDir } from '../support/mail';
import { appDevicesOf, cellUnder, deleteAppDevices, resetPhoneRecords } from '../support/phone-records';
import { signIn } from '../support/session';

// acme-branch.demo users no other spec touches, with no platform devices in the seed.
const DOMAIN = 'acme-branch.demo';
const USER = '1014';
/** Another user of the tenant, whose login is blocked and unblocked. */
const OTHER = '1015';
const portalPassword = (extension: string) => `portal-${extension}-acme-branch`;
const APP_VERSION = 'phone-cli 1.0';
const WRONG = 'Wrong username or password, or this QR code has already been used or has expired.';

function expectAccount(result: Provisioned): PhoneState {
  expect(result.answer, JSON.stringify(result.answer)).toMatchObject({ kind: 'account' });
  expect(result.status).toBe(200);
  return result.state as PhoneState;
}

function expectError(result: Provisioned, status: number, message: string | RegExp) {
  expect(result.status).toBe(status);
  expect(result.answer.kind).toBe('error');
  if (result.answer.kind === 'error') expect(result.answer.message).toMatch(message);
}

async function openDomain(page: Page) {
  await page.goto('/app_management');
  await pickDomain(page, DOMAIN);
}

/** App Management → the row menu's Devices → the row of `device` in User Devices. */
async function openDeviceRow(page: Page, device: string) {
  await openDomain(page);
  const row = await userRow(page, USER);
  await row.getByRole('button', { name: `More for ${USER}` }).click();
  await page.getByRole('menuitem', { name: 'Devices' }).click();
  await expect(page.getByText(`Devices of ${USER}@${DOMAIN}`)).toBeVisible();
  return page.getByRole('row', { name: new RegExp(`sip:${device}@${DOMAIN.replace('.', '\\.')}`) });
}

async function expectUpToDate(page: Page, device: string, upToDate: 'Yes' | 'No') {
  // The forced reprovision is recorded by a background job: look again until it shows.
  await expect(async () => {
    const row = await openDeviceRow(page, device);
    await expect(await cellUnder(page, row, 'Up to date')).toHaveText(upToDate, { timeout: 2_000 });
  }).toPass({ timeout: 20_000 });
}

test.beforeEach(async ({ page, baseURL }) => {
  await signIn(page, 'acme', 'acme-admin');
  // USER starts not allowed (step 1 allows it through the switch); OTHER may use the app.
  await resetPhoneRecords(page, DOMAIN, { [USER]: false, [OTHER]: true });
  // A failed earlier try may have left wrong attempts of OTHER counted: a success clears them.
  const login = await provision({ baseUrl: baseURL as string, cloudId: 'acme', username: `${OTHER}@${DOMAIN}`, password: portalPassword(OTHER) });
  expectAccount(login);
  await deleteAppDevices(page, DOMAIN, OTHER);
});

test.afterEach(async ({ page }) => {
  await resetPhoneRecords(page, DOMAIN, { [USER]: false, [OTHER]: false });
});

test('the phone provisions from the QR e-mail, meets the device limit, a blocked login, a forced reprovision and its deletion', async ({ page, baseURL }) => {
  // A person's walk through five screens and a dozen provisioning calls.
  test.setTimeout(120_000);
  const baseUrl = baseURL as string;

  // 1. The admin allows the user and sends the QR e-mail.
  await openDomain(page);
  const row = await userRow(page, USER);
  const email = (await row.getByRole('cell', { name: /@acme-branch\.example$/ }).innerText()).trim();
  const toggle = row.getByRole('switch', { name: `Provisioning of ${USER}` });
  await expect(toggle).toBeEnabled();
  await expect(toggle).not.toBeChecked();
  await toggle.click({ force: true });
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(toast(page, 'Successfully Saved!')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Save', exact: true })).toBeDisabled();
  await row.getByRole('checkbox', { name: `Select ${USER}` }).check({ force: true });
  const subject = `Your phone app ${Date.now()}`;
  const sentAfter = Date.now();
  await page.getByRole('button', { name: 'Send QR Code' }).click();
  const dialog = page.getByRole('dialog', { name: 'QR-code e-mail' });
  await dialog.getByRole('textbox', { name: 'Subject' }).fill(subject);
  await dialog.getByRole('textbox', { name: 'Body' }).fill('Hello FIRST_NAME_HERE, open LINK_HERE and scan the code.');
  await dialog.getByRole('button', { name: 'Send', exact: true }).click();
  await expect(dialog.getByRole('list', { name: 'Results' }).getByRole('listitem').filter({ hasText: USER })).toContainText('Sent');
  await dialog.getByRole('button', { name: 'Close' }).click();

  // 2. The phone reads the mail, scans the code and provisions.
  const eml = await waitForEml(mailDir, { to: email, subject, newerThan: sentAfter }, 15_000);
  const scanned = await scanEml(eml);
  expect(scanned).toMatchObject({ cloudId: 'acme', login: `${USER}@${DOMAIN}` });
  let phone = expectAccount(await provision({ baseUrl, cloudId: scanned.cloudId, username: scanned.login, password: scanned.token, platform: 'android', version: APP_VERSION }));
  const device = accountText(phone.account, 'username');
  expect(device).toBe(`${USER}m`);
  expect(phone.cloudPassword).not.toBe(scanned.token);
  // The QR code is for one installation only.
  expectError(await provision({ baseUrl, cloudId: scanned.cloudId, username: scanned.login, password: scanned.token }), 403, WRONG);

  // 3. User Devices shows the device with what the app told about itself, up to date.
  let deviceRow = await openDeviceRow(page, `${USER}m`);
  await expect(await cellUnder(page, deviceRow, 'Platform')).toHaveText('android');
  await expect(await cellUnder(page, deviceRow, 'App version')).toHaveText(APP_VERSION);
  await expect(await cellUnder(page, deviceRow, 'Up to date')).toHaveText('Yes');

  // 4. The device limit becomes the user's devices now: a second phone is refused.
  const owned = (await appDevicesOf(page, DOMAIN, USER)).length;
  expect(owned).toBe(1);
  await openDomain(page);
  await page.getByRole('textbox', { name: 'Device limit' }).fill(String(owned));
  await page.getByRole('button', { name: 'Set', exact: true }).click();
  await expect(toast(page, 'Successfully Saved!')).toBeVisible();
  const second = await provision({ baseUrl, cloudId: 'acme', username: `${USER}@${DOMAIN}`, password: portalPassword(USER), platform: 'ios', version: APP_VERSION });
  expectError(second, 409, `This user already has the most devices this domain allows (${owned}). Remove a device first.`);
  // Re-provisioning the existing device is not a new one.
  phone = expectAccount(await reprovision(phone));

  // 5. Five wrong passwords block another user's login, even for the right password, until unblocked.
  const login = `${OTHER}@${DOMAIN}`;
  const tryLogin = (password: string) => provision({ baseUrl, cloudId: 'acme', username: login, password, version: APP_VERSION });
  for (let attempt = 1; attempt <= 4; attempt++) expectError(await tryLogin(`wrong-${attempt}`), 403, WRONG);
  const blocked = 'This account is blocked. Please contact your administrator.';
  expectError(await tryLogin('wrong-5'), 423, blocked);
  expectError(await tryLogin(portalPassword(OTHER)), 423, blocked);
  await page.getByRole('link', { name: 'Blocked Subscribers' }).click();
  await expect(page).toHaveURL(/\/blocked_subscribers$/);
  await page.getByRole('button', { name: `Unblock ${login}` }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Unblock' }).click();
  await expect(toast(page, 'User unblocked successfully')).toBeVisible();
  await expect(page.getByRole('button', { name: `Unblock ${login}` })).toHaveCount(0);
  expect(accountText(expectAccount(await tryLogin(portalPassword(OTHER))).account, 'username')).toBe(`${OTHER}m`);

  // 6. A forced reprovision: not up to date until the phone provisions again.
  await openDomain(page);
  await (await userRow(page, USER)).getByRole('button', { name: `Re-provision ${USER}` }).click();
  await expect(toast(page, 'The user will be reprovisioned!')).toBeVisible();
  await expectUpToDate(page, `${USER}m`, 'No');
  phone = expectAccount(await reprovision(phone));
  await page.reload();
  deviceRow = page.getByRole('row', { name: new RegExp(`sip:${USER}m@`) });
  await expect(await cellUnder(page, deviceRow, 'Up to date')).toHaveText('Yes');

  // 7. The admin deletes the device: the phone's next re-provision logs it out.
  await page.getByRole('button', { name: `Delete ${USER}m` }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Delete' }).click();
  await expect(toast(page, 'Record Deleted')).toBeVisible();
  await expect(deviceRow).toHaveCount(0);
  const loggedOut = await reprovision(phone);
  expect(loggedOut.status).toBe(200);
  expect(loggedOut.answer.kind === 'account' && accountText(loggedOut.answer.account, 'title')).toBe('Logged out.');
});
