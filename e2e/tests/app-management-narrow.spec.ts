import { expect, test, type Page } from '@playwright/test';
import { pickDomain } from '../support/app-management';
import { useTheme } from '../support/axe';
import { signIn } from '../support/session';

/**
 * App Management on a 390 px wide phone, light, dark and right to left: the per-user provisioning
 * switch and the row menu can be reached (the table scrolls sideways), and every dialog fits. Each
 * state is kept as a screenshot of the run for a person to look at.
 */
test.use({ viewport: { width: 390, height: 844 } });

const THEMES = [
  { name: 'light', settings: { layout_version: 'light', direction: 'ltr' } },
  { name: 'dark', settings: { layout_version: 'dark-only', direction: 'ltr' } },
  { name: 'rtl', settings: { layout_version: 'light', direction: 'rtl' } },
];

async function shot(page: Page, name: string) {
  await page.screenshot({ path: test.info().outputPath(`${name}.png`), fullPage: true });
}

/** Opens a dialog, checks that it lies within the screen, keeps a screenshot and closes it. */
async function checkDialog(page: Page, name: string, open: () => Promise<void>, title: RegExp | string) {
  await open();
  const dialog = page.getByRole('dialog', { name: title });
  await expect(dialog.getByRole('button').last()).toBeVisible();
  await expect(dialog.getByRole('progressbar')).toHaveCount(0);
  const box = await dialog.boundingBox();
  expect(box && box.x >= 0 && box.x + box.width <= 390, `${name} fits 390 px`).toBe(true);
  await shot(page, name);
  await dialog.getByRole('button', { name: 'Close' }).click();
  await expect(dialog).toBeHidden();
}

for (const theme of THEMES) {
  test(`App Management at 390 px, ${theme.name}: the row's switch and menu are reachable, the dialogs fit`, async ({ page }) => {
    test.setTimeout(60_000);
    await signIn(page, 'acme', 'acme-admin');
    await useTheme(page, theme.settings);
    await page.goto('/app_management');
    await pickDomain(page, 'acme.demo');
    await expect(page.getByRole('switch', { name: 'Quick dial' })).toBeVisible();
    await shot(page, `${theme.name}-page`);

    const row = page.getByRole('main').getByRole('row').nth(1);
    const provisioning = row.getByRole('switch', { name: /^Provisioning of / });
    await provisioning.scrollIntoViewIfNeeded();
    await expect(provisioning).toBeInViewport();
    const menu = row.getByRole('button', { name: /^More for / });
    await menu.scrollIntoViewIfNeeded();
    await expect(menu).toBeInViewport();
    await shot(page, `${theme.name}-row-scrolled`);

    for (const [item, title] of [
      ['Shared voicemail', /^Shared voicemail of /],
      ['Calling number', /^Calling number of /],
      ['SMS DID sharing', /^SMS DID sharing of /],
      ["What will this user's app get?", /^What the app of /],
    ] as const) {
      await checkDialog(page, `${theme.name}-${item}`, async () => {
        await menu.scrollIntoViewIfNeeded();
        await menu.click();
        await page.getByRole('menuitem', { name: item }).click();
      }, title);
    }
    await checkDialog(page, `${theme.name}-qr`, () => page.getByRole('button', { name: 'Send QR Code' }).click(), 'QR-code e-mail');
    await checkDialog(page, `${theme.name}-quick-dial-confirm`, () => page.getByRole('switch', { name: 'Quick dial' }).click({ force: true }), 'Quick dial');
  });
}
