import { readFile } from 'node:fs/promises';
import { expect, test, type Page } from '@playwright/test';
import { apiSignIn, callApi, callApiOk } from '../support/api';
import { expectNoSeriousViolations, useTheme } from '../support/axe';
import { NARROW_THEMES, expectNoSidewaysScroll, keepScreenshot } from '../support/regions';
import { chooseLanguage, signIn } from '../support/session';

/**
 * "Who changed this user, and what happened to that phone?": an administrator's changes found in
 * System Logs by the user's name and by the domain, with what each changed; kinds, paging past the
 * first hundred, the whole result exported, and the view kept in the address for a reload and a link.
 */

const PASSWORD = 'e2e-inv-pass-1234';
const TOGGLES = 104;

/** An entry of the list: its button, which opens it, names its time, level, message and subject. */
const entries = (page: Page) => page.getByRole('main').getByRole('button', { name: /^\d\d-\d\d-\d{4} \d\d:\d\d:\d\d/ });
const pagerPlace = (page: Page) => page.getByRole('navigation', { name: 'Pages of entries', exact: true }).getByRole('status');

/** A kind's chip: a checkbox drawn by its label, which is what a person clicks. */
const chipLabel = async (page: Page, name: string) => page.locator(`label[for="${await page.getByRole('checkbox', { name, exact: true }).getAttribute('id')}"]`);

/** Chooses exactly these kinds (by their values: audit, error, ...). */
async function chooseKinds(page: Page, kinds: string[]) {
  for (const chip of await page.getByRole('group', { name: 'Kinds' }).getByRole('checkbox').all()) {
    const value = (await chip.getAttribute('value')) ?? '';
    if ((await chip.isChecked()) !== kinds.includes(value)) await page.locator(`label[for="${await chip.getAttribute('id')}"]`).click();
  }
}

test('an administrator finds its changes by name and domain, sees what changed, pages, exports, reloads and shares the view', async ({ page, request, browser }) => {
  test.setTimeout(180_000);
  const stamp = Date.now();
  const username = `e2e-inv-${stamp}`;
  const api = await apiSignIn(request, 'acme', 'acme-admin');
  const made = await callApiOk(api, 'createUpdateUser', { name: 'Inv User', email: `${username}@acme.example`, username, user_type: 'simple user', password: PASSWORD, cloud_id: 'acme' });
  try {
    await callApiOk(api, 'createUpdateUser', { id: made.id, name: 'Inv User', email: `moved-${username}@acme.example`, username, user_type: 'simple user', password: '', cloud_id: 'acme' });
    // A domain setting changed, and changed back, more than a page's worth of times.
    for (let index = 0; index < TOGGLES; index += 8) {
      await Promise.all(Array.from({ length: 8 }, (_, offset) => callApiOk(api, 'toggleDomainLevlRecording', { domain: 'acme.demo', check: (index + offset) % 2 === 0 })));
    }
    // Toggles racing each other may find the value they set already there (no change to tell): the
    // newest is made alone, and turns recording off whatever the race left.
    await callApiOk(api, 'toggleDomainLevlRecording', { domain: 'acme.demo', check: true });
    await callApiOk(api, 'toggleDomainLevlRecording', { domain: 'acme.demo', check: false });

    await signIn(page, 'acme', 'acme-admin');
    await page.goto('/logs');
    await page.getByRole('textbox', { name: 'Message' }).fill(username);
    await page.getByRole('button', { name: 'Filter' }).click();
    const change = entries(page).filter({ hasText: `Console user ${username}` }).first();
    await expect(change).toBeVisible();
    await change.click();
    const panel = page.locator(`[id="${await change.getAttribute('aria-controls')}"]`);
    await expect(panel.getByRole('listitem')).toContainText([`email: ${username}@acme.example → moved-${username}@acme.example`]);

    // By the domain, changes only: more than a hundred, paged by time.
    await page.getByRole('textbox', { name: 'Message' }).fill('acme.demo');
    await chooseKinds(page, ['audit']);
    await page.getByRole('button', { name: 'Filter' }).click();
    await expect(pagerPlace(page)).toHaveText(/^Entries 1–100 of [\d,]+/);
    await expect(entries(page).first()).toContainText('Domain acme.demo');
    // Other specs change acme.demo meanwhile (a sync, a reprovision): the newest toggle is ours, made alone.
    const toggle = entries(page).filter({ hasText: 'toggleDomainLevlRecording' }).first();
    await toggle.click();
    const togglePanel = page.locator(`[id="${await toggle.getAttribute('aria-controls')}"]`);
    await expect(togglePanel.getByRole('listitem').first()).toHaveText('recording: true → false');
    await page.getByRole('navigation', { name: 'Pages of entries', exact: true }).getByRole('button', { name: 'Older' }).click();
    await expect(pagerPlace(page)).toHaveText(/^Entries 101–\d+ of [\d,]+/);
    const firstOlder = await entries(page).first().textContent();
    await expect(page).toHaveURL(/[?&]before=\d{19}/);

    // The whole result, not the page.
    const total = Number((await pagerPlace(page).textContent())!.replace(/^.* of /, '').replace(/\D/g, ''));
    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Export CSV' }).click()]);
    const csv = await readFile((await download.path())!, 'utf8');
    expect(csv.replace(/^\uFEFF/, '').trim().split('\r\n')).toHaveLength(total + 1);

    // A reload keeps the search and the page.
    await page.reload();
    await expect(pagerPlace(page)).toHaveText(/^Entries 101–/);
    await expect(page.getByRole('textbox', { name: 'Message' })).toHaveValue('acme.demo');
    await expect(page.getByRole('checkbox', { name: 'Errors' })).not.toBeChecked();
    await expect(entries(page).first()).toHaveText(firstOlder!);

    // A colleague opening the link sees the same view.
    const colleague = await browser.newContext();
    const other = await colleague.newPage();
    await signIn(other, 'acme', 'acme-admin');
    await other.goto(page.url());
    await expect(pagerPlace(other)).toHaveText(/^Entries 101–/);
    await expect(entries(other).first()).toHaveText(firstOlder!);
    await colleague.close();
    await expectNoSeriousViolations(page, 'System Logs, an older page of changes');
  } finally {
    await callApi(api, 'deleteUserDetail', { id: made.id });
  }
});

test("the super tenant sees requests' lines only when asked", async ({ page }) => {
  test.setTimeout(60_000);
  await signIn(page, 'demo', 'admin');
  await page.goto('/logs');
  await expect(entries(page).first()).toBeVisible();
  await expect(entries(page).filter({ hasText: 'request completed' })).toHaveCount(0);
  await (await chipLabel(page, 'Requests')).click();
  await page.getByRole('button', { name: 'Filter' }).click();
  await expect(entries(page).filter({ hasText: 'request completed' }).first()).toBeVisible();
  await expect(page).toHaveURL(/kinds=[a-z,%2C]*request/i);
});

test.describe('in Spanish at 390 px', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  for (const theme of NARROW_THEMES.filter((each) => each.name !== 'rtl')) {
    test(`System Logs, ${theme.name}: a change in words, the pager, nothing sideways`, async ({ page }) => {
      test.setTimeout(60_000);
      await signIn(page, 'acme', 'acme-admin');
      await useTheme(page, theme.settings);
      await chooseLanguage(page, 'Español');
      // The sign-in is audited: an entry whose subject is acme-admin.
      await page.goto('/logs?q=acme-admin&kinds=audit');
      await expect(page.getByRole('textbox', { name: 'Mensaje' })).toHaveValue('acme-admin');
      await expect(page.getByRole('navigation', { name: 'Páginas de entradas', exact: true }).getByRole('status')).toHaveText(/^Entradas 1–/);
      await entries(page).first().click();
      await expect(page.getByText('Etiquetas', { exact: true })).toBeVisible();
      await expectNoSidewaysScroll(page);
      await keepScreenshot(page, `system-logs-investigation-390-${theme.name}`);
      await expectNoSeriousViolations(page, `System Logs in Spanish, 390 px, ${theme.name}`);
    });
  }
});
