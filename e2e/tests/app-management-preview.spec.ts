import { expect, test, type Locator, type Page } from '@playwright/test';
import { pickDomain } from '../support/app-management';
import { expectNoSeriousViolations, useTheme } from '../support/axe';
import { signIn } from '../support/session';

const ITEM = "What will this user's app get?";
const SOURCES = ['Default', 'Tenant', 'Primary profile', 'White label', 'Domain', 'Region', 'Extension', 'Device', 'Static account', 'Server'];

/** Opens the preview of the first user of acme.demo from its row menu and returns the dialog. */
async function openPreview(page: Page): Promise<Locator> {
  await page.goto('/app_management');
  await pickDomain(page, 'acme.demo');
  const menu = page.getByRole('main').getByRole('row').nth(1).getByRole('button', { name: /^More for / });
  await menu.scrollIntoViewIfNeeded();
  await menu.click();
  await page.getByRole('menuitem', { name: ITEM }).click();
  const dialog = page.getByRole('dialog', { name: /^What the app of \S+ will get$/ });
  await expect(dialog.getByRole('table', { name: 'Values of the account' })).toBeVisible();
  return dialog;
}

/** The `<account>` children of the XML shown, read by the browser's own XML parser (entities decoded). */
async function xmlPairs(dialog: Locator): Promise<string[][]> {
  const xml = (await dialog.getByRole('region', { name: 'Account XML' }).textContent()) ?? '';
  return dialog.page().evaluate((text) => {
    const account = new DOMParser().parseFromString(text, 'application/xml').documentElement;
    return [...account.children].map((element) => [element.tagName, element.textContent ?? '']);
  }, xml);
}

test('an acme admin previews a user: passwords masked, every value with its source, the table and the XML agree', async ({ page }) => {
  await signIn(page, 'acme', 'acme-admin');
  const dialog = await openPreview(page);
  const rows = dialog.getByRole('table', { name: 'Values of the account' }).getByRole('row');
  await expect(rows.nth(1)).toBeVisible();
  // Element, value, and the source's badge (a note on why may follow it in the same cell).
  const shown = await rows.evaluateAll((trs) =>
    trs.slice(1).map((tr) => {
      const [element, value, source] = [...tr.querySelectorAll('td')];
      return [element?.textContent ?? '', value?.textContent ?? '', source?.querySelector('.mantine-Badge-label')?.textContent ?? ''];
    }),
  );

  expect(shown.map(([element, value]) => [element, value])).toEqual(await xmlPairs(dialog));
  const byElement = new Map(shown.map(([element, value, source]) => [element, { value, source }]));
  expect(byElement.get('password')).toEqual({ value: '********', source: 'Device' });
  expect(byElement.get('cloud_password')).toEqual({ value: '********', source: 'Device' });
  expect(byElement.get('extProvUrl')?.source).toBe('Server');
  expect(byElement.get('transport')?.source).toBe('Default');
  // Acme's demo white label reaches the app: its values say so.
  expect(byElement.get('mamt_icons')?.source).toBe('White label');
  // The proxy is a core of acme.demo's region, and the preview says which.
  expect(byElement.get('proxy')).toEqual({ value: expect.stringMatching(/^core[12]-tor\.sip\.demo:5060$/), source: 'Region' });
  await expect(dialog.getByRole('row', { name: /^proxy/ })).toContainText(/Core core[12]-tor, in the domain's region ca-east/);
  for (const [, , source] of shown) expect(SOURCES).toContain(source);

  await expectNoSeriousViolations(page, 'the account preview dialog');
  await dialog.getByRole('button', { name: 'Close' }).click();
  await expect(dialog).toBeHidden();
});

test.describe('at 390 px in the dark theme', () => {
  test.use({ viewport: { width: 390, height: 844 } });
  test('the preview fits the phone, its XML scrolls inside the dialog, and it passes axe', async ({ page }) => {
    await signIn(page, 'acme', 'acme-support');
    await useTheme(page, { layout_version: 'dark-only', direction: 'ltr' });
    const dialog = await openPreview(page);
    const box = await dialog.boundingBox();
    expect(box && box.x >= 0 && box.x + box.width <= 390).toBe(true);
    const xml = dialog.getByRole('region', { name: 'Account XML' });
    await xml.scrollIntoViewIfNeeded();
    await expect(dialog.getByRole('button', { name: 'Copy' })).toBeInViewport();
    // Long lines scroll inside the XML block rather than widening the dialog.
    expect(await xml.evaluate((block) => block.scrollWidth > block.clientWidth)).toBe(true);
    await page.screenshot({ path: test.info().outputPath('preview-dark-390.png'), fullPage: true });
    await expectNoSeriousViolations(page, 'the account preview dialog, dark, 390 px');
  });
});

test('a simple user does not get the preview in the row menu', async ({ page }) => {
  await signIn(page, 'acme', 'acme-simple');
  await page.goto('/app_management');
  await pickDomain(page, 'acme.demo');
  const menu = page.getByRole('main').getByRole('row').nth(1).getByRole('button', { name: /^More for / });
  await menu.scrollIntoViewIfNeeded();
  await menu.click();
  await expect(page.getByRole('menuitem', { name: 'Calling number' })).toBeVisible();
  await expect(page.getByRole('menuitem', { name: ITEM })).toHaveCount(0);
});
