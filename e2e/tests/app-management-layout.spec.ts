import { expect, test, type Locator, type Page } from '@playwright/test';
import { pickDomain, userRow } from '../support/app-management';
import { expectNoSeriousViolations, useTheme } from '../support/axe';
import { signIn } from '../support/session';

/**
 * Every column of App Management's users and of User Devices is in view at 1280 px beside the
 * sidebar, without scrolling sideways; the provisioning switch is in view on a 390 px phone; the
 * footer covers neither the page nor the sidebar's last item. Each state is kept as a screenshot.
 */
const MODES = [
  { name: 'light', settings: { layout_version: 'light' } },
  { name: 'dark', settings: { layout_version: 'dark-only' } },
];

async function shot(page: Page, name: string) {
  await page.screenshot({ path: test.info().outputPath(`${name}.png`) });
}

/** The table of the page does not scroll sideways, and each header named lies wholly within the window. */
async function expectAllColumnsInView(page: Page, headers: string[]) {
  const scroller = page.getByRole('main').locator('table').first().locator('xpath=..');
  expect(await scroller.evaluate((element) => element.scrollWidth - element.clientWidth)).toBeLessThanOrEqual(0);
  for (const header of headers) await expect(page.getByRole('columnheader', { name: header }), header).toBeInViewport({ ratio: 1 });
}

/** Nothing lies over the element's middle: a click there reaches it (or the label that stands for it). */
async function expectUncovered(locator: Locator) {
  // The first-load loader covers everything for its second.
  await expect(locator.page().locator('.first-load-loader')).toHaveCount(0);
  const covering = await locator.evaluate((element) => {
    const box = element.getBoundingClientRect();
    const top = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
    const reaches = (candidate: Element | null) => candidate !== null && (candidate === element || element.contains(candidate) || candidate.contains(element));
    // A switch's input lies under its drawn track, inside the same label.
    const label = element.closest('label') ?? (element.id ? document.querySelector(`label[for="${element.id}"]`) : null);
    return reaches(top) || (label !== null && top !== null && label.contains(top)) ? null : (top?.outerHTML.slice(0, 160) ?? 'nothing');
  });
  expect(covering, 'what lies over it').toBeNull();
}

for (const mode of MODES) {
  test(`at 1280 px every column of the users and of User Devices is in view, ${mode.name}`, async ({ page }) => {
    test.setTimeout(60_000);
    await page.setViewportSize({ width: 1280, height: 800 });
    await signIn(page, 'acme', 'acme-admin');
    await useTheme(page, mode.settings);
    await page.goto('/app_management');
    await pickDomain(page, 'acme.demo');
    await expectAllColumnsInView(page, ['Extension', 'Provisioning', 'First name', 'Last name', 'Email', 'Scope', 'Re-Provision', 'Actions']);
    await shot(page, `${mode.name}-users-1280`);

    const row = await userRow(page, '1001');
    await row.getByRole('button', { name: 'More for 1001' }).click();
    await page.getByRole('menuitem', { name: 'Devices' }).click();
    await expect(page.getByRole('row', { name: /sip:1001m@acme\.demo/ })).toBeVisible();
    await expectAllColumnsInView(page, ['AOR', 'User agent', 'Expires', 'Outbound proxy', 'Platform', 'App version', 'Last provisioned', 'Up to date', 'Actions']);
    await expectNoSeriousViolations(page, `User Devices at 1280 px (${mode.name})`);
    await shot(page, `${mode.name}-devices-1280`);
  });

  test(`at 390 px the provisioning switch is in view without scrolling sideways, ${mode.name}`, async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await signIn(page, 'acme', 'acme-admin');
    await useTheme(page, mode.settings);
    await page.goto('/app_management?domain=acme.demo');
    const provisioning = page.getByRole('main').getByRole('row').nth(1).getByRole('switch', { name: /^Provisioning of / });
    await provisioning.scrollIntoViewIfNeeded();
    await expect(provisioning).toBeInViewport({ ratio: 1 });
    await expectUncovered(provisioning);
    const scroller = page.getByRole('main').locator('table').first().locator('xpath=..');
    expect(await scroller.evaluate((element) => element.scrollLeft)).toBe(0);
    await shot(page, `${mode.name}-users-390`);
  });

  test(`the footer covers neither the sidebar's last item nor the page, ${mode.name}`, async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 720 });
    await signIn(page, 'demo', 'admin');
    await useTheme(page, mode.settings);
    const navigation = page.getByRole('navigation', { name: 'Main navigation' });
    const last = navigation.getByRole('link').last();
    await last.scrollIntoViewIfNeeded();
    await expect(last).toBeInViewport({ ratio: 1 });
    await expectUncovered(last);
    const footer = page.getByRole('contentinfo');
    await expect(footer).toHaveText(/Copyright 2021/);
    // In the flow after the page, not fixed over the bottom of the window.
    expect(await footer.evaluate((element) => getComputedStyle(element).position)).not.toBe('fixed');
    await shot(page, `${mode.name}-sidebar-end`);

    // A long page: its end is reached above the footer, and the footer comes after it.
    await page.goto('/app_management?cloud=acme&domain=acme.demo');
    const lastPage = page.getByRole('main').getByRole('button', { name: 'Last page' });
    await lastPage.scrollIntoViewIfNeeded();
    await expect(lastPage).toBeInViewport({ ratio: 1 });
    await expectUncovered(lastPage);
    const [main, foot] = await Promise.all([page.getByRole('main').boundingBox(), footer.boundingBox()]);
    expect(foot && main && foot.y >= main.y + main.height - 1).toBe(true);
  });
}
