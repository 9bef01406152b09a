import { expect, test, type Page } from '@playwright/test';
import { provision, register, registerRequestOf, reprovision, type PhoneState, type Provisioned } from '../phone/phone';
import { callApi, callApiOk } from '../support/api';
import { expectNoSeriousViolations, useTheme } from '../support/axe';
import { toast } from '../support/app-management';
import { resetPhoneRecords } from '../support/phone-records';
import { signIn } from '../support/session';

/**
 * The Fleet as bigcorp's administrator sees it (issue 34): phones provisioned by the command-line
 * phone, which then register with the platform (the simulator's registrar); one is refused by the
 * registrar, one is behind the configuration, a login is blocked, a QR e-mail bounced and a core with
 * a device on it is marked down. Each attention item leads to its action, and its figure changes.
 * The server of this run lists every device behind the configuration at once (FLEET_STALE_MINUTES 0)
 * and reads registrations every 5 s.
 */
const CLOUD = 'bigcorp';
const DOMAIN = 'bigcorp.demo';
const REGION = 'us-central';
/** bigcorp.demo users no other spec touches. */
const USERS = { registered: '1951', refused: '1952', behind: '1953', blocked: '1954', mailed: '1955' } as const;
const portalPassword = (extension: string) => `portal-${extension}-bigcorp`;
/** The platform simulator of this run (start-server.mjs: the port after the console's), also the phones' registrar. */
const simulatorUrl = `http://127.0.0.1:${Number(process.env.E2E_PORT ?? 4180) + 1}`;
/** The e2e mail sink refuses this address twice (mail-sink.mjs REFUSED_TWICE_MARK: the send and its retry), then takes the resend. */
const BOUNCING = `fleet-${USERS.mailed}-${Date.now()}+refused-twice@bigcorp.example`;

function expectAccount(result: Provisioned): PhoneState {
  expect(result.answer, JSON.stringify(result.answer)).toMatchObject({ kind: 'account' });
  return result.state as PhoneState;
}

/** A phone of `extension` provisioned with its portal password; it registers with `password` (its own unless given). */
async function phoneOf(baseUrl: string, extension: string, password?: string) {
  const state = expectAccount(await provision({ baseUrl, cloudId: CLOUD, username: `${extension}@${DOMAIN}`, password: portalPassword(extension) }));
  const registration = await register(simulatorUrl, registerRequestOf(state.account, state, password === undefined ? {} : { password }));
  return { state, registration };
}

/** The number a figure card shows, read from the page. */
async function figure(page: Page, label: string): Promise<number> {
  const card = page.getByRole('region', { name: /Figures|Cifras/ }).locator('a, div.mantine-Card-root').filter({ hasText: label }).first();
  const text = await card.innerText();
  return Number((/([\d,]+)/.exec(text.replace(label, ''))?.[1] ?? 'NaN').replace(/,/g, ''));
}

async function openFleet(page: Page) {
  await page.goto('/fleet');
  await expect(page.getByRole('heading', { level: 1, name: 'Fleet' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Figures' })).toBeVisible();
}

/** A section of "Needs attention", by its title. */
const attention = (page: Page, title: string | RegExp) => page.getByRole('region', { name: title });

test.afterEach(async ({ page }) => {
  await callApi(page, 'toggleCores', { region: REGION, toggleValue: false });
  await resetPhoneRecords(page, DOMAIN, { [USERS.registered]: false, [USERS.refused]: false, [USERS.behind]: false, [USERS.blocked]: false });
});

test('bigcorp-admin sees the fleet it arranged and follows each attention item to its action', async ({ page, baseURL }) => {
  test.setTimeout(180_000);
  const baseUrl = baseURL as string;
  await signIn(page, CLOUD, 'bigcorp-admin');
  await resetPhoneRecords(page, DOMAIN, { [USERS.registered]: true, [USERS.refused]: true, [USERS.behind]: true, [USERS.blocked]: true });

  // A core marked down first (its domains' devices are asked to refresh), so that the phones provisioned
  // after it are on the current configuration; one phone is still registered on it, as phones are until they re-register.
  const cores = await callApiOk(page, 'getCoresInfo', {});
  const downCore = cores.find((core) => core.region === REGION)?.core as string;
  expect(downCore).toBeTruthy();
  await callApiOk(page, 'toggleCores', { region: REGION, core: downCore, toggleValue: true });

  // The phones: one registers, one is refused by the registrar, one registers and is then asked to reprovision.
  const registered = await phoneOf(baseUrl, USERS.registered);
  expect(registered.registration).toMatchObject({ kind: 'registered' });
  const refused = await phoneOf(baseUrl, USERS.refused, 'not-the-sip-password');
  expect(refused.registration).toMatchObject({ kind: 'refused', status: 401 });
  const behind = await phoneOf(baseUrl, USERS.behind);
  expect(behind.registration).toMatchObject({ kind: 'registered' });
  const deviceOfRegistered = (await callApiOk(page, 'getUserDevices', { domain: DOMAIN, extension: USERS.registered })).find((device) => device.platform !== null)?.device as string;
  expect((await page.request.post(`${simulatorUrl}/__simulator/device-registration`, { data: { domain: DOMAIN, device: deviceOfRegistered, core: downCore } })).status()).toBe(204);
  await callApiOk(page, 'reprovisionByForce', { domain: DOMAIN, extension: USERS.behind });

  // A login blocked after wrong passwords, and a QR e-mail the mail server refused.
  for (let attempt = 0; attempt < 10; attempt++) {
    const answer = await provision({ baseUrl, cloudId: CLOUD, username: `${USERS.blocked}@${DOMAIN}`, password: 'wrong-portal-password' });
    if (answer.status === 423) break;
  }
  const mail = await callApiOk(page, 'emailLink', { domain: DOMAIN, extension: USERS.mailed, recepient: BOUNCING, subject: 'Your phone app', body: 'Hello FIRST_NAME_HERE, scan LINK_HERE' });
  await expect.poll(async () => (await callApiOk(page, 'getQrMailRun', { domain: DOMAIN, run_id: mail.run_id })).run.counts.failed, { timeout: 30_000 }).toBe(1);

  await openFleet(page);
  // Registrations are read every 5 s: the phones' state shows within a read or two.
  await expect(async () => {
    await page.reload();
    await expect(attention(page, 'Provisioned but never registered')).toContainText('401 Unauthorized: wrong password', { timeout: 2_000 });
  }).toPass({ timeout: 30_000 });

  const fleet = await callApiOk(page, 'getFleet', {});
  expect(fleet.figures.installed).toBeGreaterThanOrEqual(3);
  expect(await figure(page, 'Apps installed')).toBe(fleet.figures.installed);
  expect(await figure(page, 'Blocked logins')).toBe(fleet.figures.blocked_logins);
  expect(fleet.attention.stale.rows.map((row) => row.subscriber_login)).toContain(`${USERS.behind}@${DOMAIN}`);
  expect(fleet.attention.never_registered.rows.map((row) => row.subscriber_login)).toContain(`${USERS.refused}@${DOMAIN}`);
  expect(fleet.attention.cores_down).toEqual([expect.objectContaining({ core: downCore, devices: 1 })]);

  // The list behind a figure, searched and sorted by the server, the view in the address.
  await page.getByRole('region', { name: 'Figures' }).getByRole('link').filter({ hasText: 'Apps installed' }).first().click();
  const installed = page.getByRole('region', { name: 'Apps installed' });
  await installed.getByRole('textbox', { name: 'Search' }).fill(`${USERS.refused}@`);
  await expect(page).toHaveURL(/[?&]q=1952/);
  // Only that user's devices (a retry may find the first attempt's device beside the new one).
  const found = installed.getByRole('link', { name: /^Devices of / });
  await expect(found.first()).toHaveText(`${USERS.refused}@${DOMAIN}`);
  await expect(async () => expect(new Set(await found.allTextContents())).toEqual(new Set([`${USERS.refused}@${DOMAIN}`]))).toPass({ timeout: 7_000 });
  await installed.getByRole('textbox', { name: 'Search' }).fill('');
  await expect(page).not.toHaveURL(/[?&]q=/);
  await installed.getByRole('button', { name: 'Sort by Login' }).click();
  await expect(page).toHaveURL(/[?&]sort=login/);
  await expect(installed.getByRole('columnheader', { name: /Login/ })).toHaveAttribute('aria-sort', 'ascending');
  // The page on screen stays until the server's sorted one arrives.
  await expect(async () => {
    const logins = await installed.getByRole('link', { name: /^Devices of / }).allTextContents();
    expect(logins.length).toBeGreaterThanOrEqual(3);
    expect(logins).toEqual([...logins].sort((a, b) => a.localeCompare(b, 'en', { sensitivity: 'base' })));
  }).toPass({ timeout: 7_000 });
  await installed.getByRole('button', { name: 'Close the list' }).click();
  await expect(installed).toHaveCount(0);

  // Behind the configuration → Reprovision; the phone fetches its configuration and is up to date.
  const stale = attention(page, /Behind the configuration/);
  await stale.getByRole('button', { name: `Reprovision ${USERS.behind}@${DOMAIN}` }).click();
  await expect(toast(page, 'The user will be reprovisioned!')).toBeVisible();
  const behindBefore = await figure(page, 'Behind the configuration');
  // The phone re-provisions (as the resync asks it to), and is on the latest configuration again.
  expect((await reprovision(behind.state)).status).toBe(200);
  await expect.poll(async () => (await page.reload(), await figure(page, 'Behind the configuration')), { timeout: 20_000 }).toBe(behindBefore - 1);

  // Blocked logins → Unblock.
  const blockedBefore = await figure(page, 'Blocked logins');
  await attention(page, 'Blocked logins').getByRole('button', { name: `Unblock ${USERS.blocked}@${DOMAIN}` }).click();
  await page.getByRole('dialog').getByRole('button', { name: /Unblock|Yes/ }).click();
  await expect.poll(async () => figure(page, 'Blocked logins'), { timeout: 10_000 }).toBe(blockedBefore - 1);

  // QR e-mails not delivered → Resend: the mail server takes it this time.
  const undeliveredBefore = await figure(page, 'QR e-mails not delivered');
  await attention(page, 'QR e-mails not delivered').getByRole('button', { name: `Resend the undelivered QR e-mails of ${DOMAIN}` }).click();
  await expect.poll(async () => (await page.reload(), await figure(page, 'QR e-mails not delivered')), { timeout: 30_000 }).toBe(undeliveredBefore - 1);

  // A core marked down with a device on it → Core Management, where it is marked up again.
  await attention(page, 'Cores marked down with devices registered').getByRole('link', { name: `Open Core Management for ${downCore}` }).click();
  await expect(page).toHaveURL(/core/i);
  await callApiOk(page, 'toggleCores', { region: REGION, core: downCore, toggleValue: false });
  await openFleet(page);
  await expect(attention(page, 'Cores marked down with devices registered')).toHaveCount(0);
});

test('acme-admin sees only acme; the super tenant sees every tenant or picks one', async ({ page }) => {
  await signIn(page, 'acme', 'acme-admin');
  await openFleet(page);
  await expect(page.getByRole('textbox', { name: 'Tenant', exact: true })).toHaveCount(0);
  const acme = await callApiOk(page, 'getFleet', {});
  expect(acme.cloud_id).toBe('acme');
  expect(new Set(acme.domains.map((row) => row.cloud_id))).toEqual(acme.domains.length ? new Set(['acme']) : new Set());
  expect((await callApi(page, 'getFleet', { cloud_id: 'bigcorp' })).status).toBe(403);

  await signIn(page, 'demo', 'admin');
  await openFleet(page);
  const picker = page.getByRole('textbox', { name: 'Tenant', exact: true });
  await expect(picker).toHaveValue('Every tenant');
  await picker.click();
  await page.getByRole('option', { name: /^bigcorp/ }).click();
  await expect(page).toHaveURL(/cloud=bigcorp/);
  await expect(page.getByRole('region', { name: 'Figures' })).toBeVisible();
  await expect(picker).toHaveValue(/^bigcorp/);
});

test('in Spanish, dark, at 390 px: the Fleet fits, reads in Spanish and has no serious axe violation', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await signIn(page, CLOUD, 'bigcorp-admin');
  await page.evaluate(() => localStorage.setItem('language', 'es'));
  await useTheme(page, { layout_version: 'dark-only' });
  await page.goto('/fleet');
  await expect(page.getByRole('heading', { level: 1, name: 'Flota' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Cifras' })).toBeVisible();
  const width = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(width, 'no sideways scroll at 390 px').toBeLessThanOrEqual(390);
  await expectNoSeriousViolations(page, 'Fleet, Spanish, dark, 390 px');
});
