import { expect, test, type Locator, type Page } from '@playwright/test';
import { apiSignIn, callApi, callApiOk } from '../support/api';
import { toast } from '../support/app-management';
import { expectNoSeriousViolations, useTheme } from '../support/axe';
import { NARROW_THEMES, expectNoSidewaysScroll, keepScreenshot, nextCallBody } from '../support/regions';
import { chooseLanguage, signIn } from '../support/session';
import { fillUserForm } from '../support/users';

/**
 * System Logs (document 3 /logs): what the product did and who changed what, filtered by message,
 * level and time window. A console user saved in the console is there as an Audit entry naming
 * the administrator who saved it.
 */

const PASSWORD = 'e2e-logs-pass-1234';
/** The kinds the screen shows until others are chosen: all but requests' lines. */
const DEFAULT_KINDS = ['audit', 'error', 'warning', 'job', 'info'];

/** An entry of the list: its button, which opens it, names its time, level, message and user. */
const entries = (page: Page) => page.getByRole('main').getByRole('button', { name: /^\d\d-\d\d-\d{4} \d\d:\d\d:\d\d/ });

/** The value of one field (or label) of an opened entry. */
const valueOf = (panel: Locator, name: string) => panel.locator(`dt:text-is("${name}") + dd`);

async function chooseOption(page: Page, select: string, option: string) {
  await page.getByRole('textbox', { name: select }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

test('a console user saved by an administrator is an Audit entry with that administrator, found by text and level', async ({ page, request }) => {
  // Three argon2 hashes (two sign-ins, a save) and two list loads.
  test.setTimeout(90_000);
  const stamp = Date.now();
  // An administrator of this test alone, so that the entry it looks for is its own whatever else runs.
  const adminName = `logs-admin-${stamp}`;
  const username = `logged-${stamp}`;
  const api = await apiSignIn(request, 'acme', 'acme-admin');
  const admin = await callApiOk(api, 'createUpdateUser', { name: 'Logs Admin', email: `${adminName}@acme.example`, username: adminName, user_type: 'admin', password: PASSWORD, cloud_id: 'acme' });
  let savedId: number | undefined;
  try {
    await signIn(page, 'acme', adminName, PASSWORD);
    await page.goto('/users');
    await page.getByRole('button', { name: 'Add New' }).click();
    await fillUserForm(page, { name: 'Logged User', email: `${username}@acme.example`, username, userType: 'simple user', password: PASSWORD });
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page).toHaveURL(/\/users$/);
    savedId = (await callApiOk(api, 'userSummary', { search: username })).users.find((user) => user.username === username)?.id;
    expect(savedId).toBeDefined();

    await page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name: 'System Logs', exact: true }).click();
    await expect(page).toHaveURL(/\/logs$/);
    await expect(page.getByRole('heading', { level: 1, name: 'System Logs' })).toBeVisible();
    await expect(page).toHaveTitle('System Logs | Mobile App Management');
    // The list loads on opening, newest first.
    await expect(page.getByText(/^Total Logs Found: \d/)).toBeVisible();
    await expect(entries(page).first()).toBeVisible();

    await page.getByRole('textbox', { name: 'Message' }).fill('createUpdateUser');
    await chooseOption(page, 'Level', 'Audit');
    await chooseOption(page, 'Time window', 'Last 15 minutes');
    const sent = nextCallBody(page, 'getlogs');
    await page.getByRole('button', { name: 'Filter' }).click();
    const body = (await sent) as Record<string, string>;
    expect(body).toEqual({ message: 'createUpdateUser', level: 'audit', kinds: DEFAULT_KINDS, start: expect.stringMatching(/^\d{19}$/), end: expect.stringMatching(/^\d{19}$/) });
    // The window ends at the search's moment, that moment included.
    expect(BigInt(body.end as string) - BigInt(body.start as string)).toBe(15n * 60n * 1_000_000_000n + 1_000_000n);

    const entry = entries(page).filter({ hasText: `by ${adminName}` });
    await expect(entry).toHaveCount(1);
    await expect(entry).toContainText('Audit');
    await expect(entry).toContainText('createUpdateUser');
    // Every entry listed is an Audit one.
    await expect(entries(page).filter({ hasNotText: 'Audit' })).toHaveCount(0);
    await expect(entry).toHaveAttribute('aria-expanded', 'false');
    await entry.click();
    await expect(entry).toHaveAttribute('aria-expanded', 'true');
    const panel = page.locator(`[id="${await entry.getAttribute('aria-controls')}"]`);
    await expect(valueOf(panel, 'Action User')).toHaveText(adminName);
    await expect(valueOf(panel, 'level')).toHaveText(['audit', 'audit']);
    await expect(valueOf(panel, 'cloud_id')).toHaveText('acme');
    await expect(valueOf(panel, 'target')).toHaveText(`user:${savedId}`);
    await expect(valueOf(panel, 'timestamp')).toHaveText(/^\d{4}-\d\d-\d\dT/);
    await expectNoSeriousViolations(page, 'System Logs, an entry opened');
  } finally {
    // The users this test made go, so that a retry or another order starts from the same list.
    if (savedId !== undefined) await callApi(api, 'deleteUserDetail', { id: savedId });
    await callApi(api, 'deleteUserDetail', { id: admin.id });
  }
});

test("the super tenant reads every tenant's entries, or one tenant's, and sees the provider's change of acme as acme's", async ({ page, request }) => {
  test.setTimeout(60_000);
  const stamp = Date.now();
  const username = `provider-made-${stamp}`;
  // The provider's administrator adds a user to acme: an audited change of acme's data.
  const api = await apiSignIn(request, 'demo', 'admin');
  const made = await callApiOk(api, 'createUpdateUser', { name: 'Provider Made', email: `${username}@acme.example`, username, user_type: 'simple user', password: PASSWORD, cloud_id: 'acme' });
  try {
    await signIn(page, 'demo', 'admin');
    await page.goto('/logs');
    await expect(page.getByText(/^Total Logs Found: \d/)).toBeVisible();
    await expect(page.getByRole('textbox', { name: 'Cloud Id' })).toHaveValue('All cloud ids');

    await page.getByRole('textbox', { name: 'Cloud Id' }).click();
    await page.getByRole('option', { name: /^acme — / }).click();
    await chooseOption(page, 'Level', 'Audit');
    const sent = nextCallBody(page, 'getlogs');
    await page.getByRole('button', { name: 'Filter' }).click();
    expect(await sent).toEqual({ level: 'audit', cloud_id: 'acme', kinds: DEFAULT_KINDS, end: expect.stringMatching(/^\d{19}$/) });
    // The provider's own changes of acme (other specs may make some too): one of them is this user's.
    const changes = entries(page).filter({ hasText: 'createUpdateUser' }).filter({ hasText: 'by admin' });
    await expect(changes.first()).toBeVisible();
    const targets: string[] = [];
    for (const entry of await changes.all()) {
      await entry.click();
      const panel = page.locator(`[id="${await entry.getAttribute('aria-controls')}"]`);
      await expect(valueOf(panel, 'cloud_id')).toHaveText('acme');
      targets.push(await valueOf(panel, 'target').innerText());
    }
    expect(targets).toContain(`user:${made.id}`);
    await expectNoSeriousViolations(page, 'System Logs, the super tenant choosing acme');
  } finally {
    await callApi(api, 'deleteUserDetail', { id: made.id });
  }
});

test('System Logs in Spanish, filtered by level', async ({ page }) => {
  // axe over a hundred entries is slow on a busy two-core machine (a CI run passed 30 s).
  test.setTimeout(60_000);
  await signIn(page, 'acme', 'acme-admin');
  await chooseLanguage(page, 'Español');
  await page.getByRole('navigation', { name: 'Navegación principal' }).getByRole('link', { name: 'Registros del sistema', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Registros del sistema' })).toBeVisible();
  await expect(page.getByText(/^Total de registros encontrados: \d/)).toBeVisible();
  await chooseOption(page, 'Nivel', 'Auditoría');
  await page.getByRole('button', { name: 'Filtrar' }).click();
  // Signing in is audited: there is at least this one.
  await expect(entries(page).first()).toContainText('Auditoría');
  await expect(entries(page).filter({ hasNotText: 'Auditoría' })).toHaveCount(0);
  await entries(page).first().click();
  await expect(page.getByText('Etiquetas', { exact: true })).toBeVisible();
  await expectNoSeriousViolations(page, 'System Logs, es');
});

test("an answer that is not a success is toasted 'Unable to get the data'", async ({ page }) => {
  await page.route('**/api/v1/getlogs', (route) => route.fulfill({ status: 502, json: { code: 'UPSTREAM_FAILED', message: 'Unable to get the data', messageId: 'logsUnavailable' } }));
  await signIn(page, 'acme', 'acme-simple');
  await page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name: 'System Logs', exact: true }).click();
  await expect(toast(page, 'Unable to get the data')).toBeVisible();
  await expect(entries(page)).toHaveCount(0);
});

test.describe('at 390 px', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  for (const theme of NARROW_THEMES) {
    test(`System Logs, ${theme.name}: filters stacked, an entry opened, nothing sideways`, async ({ page }) => {
      // axe over a hundred entries is slow on a busy two-core machine.
      test.setTimeout(60_000);
      await signIn(page, 'acme', 'acme-admin');
      await useTheme(page, theme.settings);
      await page.goto('/logs');
      const first = entries(page).first();
      await first.click();
      await expect(first).toHaveAttribute('aria-expanded', 'true');
      await expect(page.getByText('Fields', { exact: true })).toBeVisible();
      await expectNoSidewaysScroll(page);
      await expect(page.getByRole('button', { name: 'Filter' })).toBeInViewport();
      await keepScreenshot(page, `system-logs-390-${theme.name}`);
      await expectNoSeriousViolations(page, `System Logs, 390 px, ${theme.name}`);
    });
  }
});
