import { expect, test, type Page } from '@playwright/test';
import { apiSignIn, callApiOk } from '../support/api';
import { pickDomain, toast, userRow } from '../support/app-management';
import { expectNoSeriousViolations, useTheme } from '../support/axe';
import { NARROW_THEMES, expectNoSidewaysScroll, keepScreenshot, nextCallBody } from '../support/regions';
import { openScreen, signIn } from '../support/session';

/**
 * Core Management (document 2 §2): the cluster's cores by region, each marked up or down by the
 * tenant. The tests mark acme's cores of regions where acme has no domain (us-central, us-west), so
 * no acme device moves while another spec runs, and put them up again, here and after each test.
 */

const REGIONS = ['Region ca-east', 'Region us-central', 'Region us-east', 'Region us-west'];
const CORES: Array<[string, string]> = [
  ['ca-east', 'core1-tor'],
  ['ca-east', 'core2-tor'],
  ['us-central', 'core1-chi'],
  ['us-east', 'core1-nyc'],
  ['us-west', 'core1-phx'],
  ['us-west', 'core2-phx'],
];

test.afterEach(async ({ request }) => {
  const acme = await apiSignIn(request, 'acme', 'acme-admin');
  for (const [region, core] of [['us-central', 'core1-chi'], ['us-west', 'core1-phx']]) {
    await callApiOk(acme, 'toggleCores', { region: region as string, core, toggleValue: false });
  }
});

const coreRow = (page: Page, core: string) => page.getByRole('main').getByRole('row').filter({ hasText: core });

/** Marks a core down (or up) through its switch and confirmation; the switch flips once the server said yes. */
async function mark(page: Page, core: string, region: string, down: boolean, texts = { downTitle: `Mark ${core} down?`, upTitle: `Mark ${core} up?`, markDown: 'Mark down', markUp: 'Mark up', switchName: `${core} up` }) {
  const toggle = page.getByRole('switch', { name: texts.switchName });
  await expect(toggle).toBeChecked({ checked: down });
  await expect(toggle).toBeEnabled();
  // By keyboard, as a person without a mouse does (the switch's track lies over its input for a click).
  await toggle.focus();
  await page.keyboard.press('Space');
  const dialog = page.getByRole('dialog', { name: down ? texts.downTitle : texts.upTitle });
  await expect(dialog).toBeVisible();
  const sent = nextCallBody(page, 'toggleCores');
  await dialog.getByRole('button', { name: down ? texts.markDown : texts.markUp }).click();
  const body = await sent;
  expect(body).toMatchObject({ region, core, toggleValue: down });
  await expect(toggle).toBeChecked({ checked: !down });
  return body;
}

test("Core Management: acme's administrator marks a core down, sees who did it, and marks it up again", async ({ page }) => {
  test.setTimeout(60_000);
  await signIn(page, 'acme', 'acme-admin');
  await page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name: 'Core Management', exact: true }).click();
  await expect(page).toHaveURL(/\/core_management$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Core Management' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 2 })).toHaveText(REGIONS);
  for (const [region, core] of CORES) await expect(page.getByRole('table', { name: `Region ${region}` }).getByRole('switch', { name: `${core} up` })).toBeVisible();
  // phone-regions.spec.ts marks acme's ca-east cores down for a moment: only the cores these tests mark are surely up.
  for (const core of ['core1-chi', 'core1-phx']) await expect(page.getByRole('switch', { name: `${core} up` })).toBeChecked();
  await expect(coreRow(page, 'core1-tor')).toContainText('core1-tor.sip.demo');
  await expect(coreRow(page, 'core1-tor')).toContainText('TCP 5060 · TLS 5061');
  await expect(page.getByRole('textbox', { name: 'Cloud Id' })).toHaveCount(0);
  await expectNoSeriousViolations(page, 'Core Management');

  await page.getByRole('switch', { name: 'core1-chi up' }).focus();
  await page.keyboard.press('Space');
  const ask = page.getByRole('dialog', { name: 'Mark core1-chi down?' });
  // The only core of us-central: its devices would go to another region's.
  await expect(ask).toContainText('The app devices using core1-chi move to another core of us-central that is up, and are reprovisioned now.');
  await expect(ask).toContainText('It is the last core of us-central that is up');
  await expectNoSeriousViolations(page, 'Core Management, confirmation');
  await ask.getByRole('button', { name: 'Cancel' }).click();
  await expect(page.getByRole('switch', { name: 'core1-chi up' })).toBeChecked();

  await mark(page, 'core1-chi', 'us-central', true);
  await expect(toast(page, 'Marked down: core1-chi.')).toHaveText(/^Marked down: core1-chi\. Domains whose devices are reprovisioned now: \d+$/);
  await expect(coreRow(page, 'core1-chi')).toContainText('acme-admin');
  await expect(coreRow(page, 'core1-chi')).toContainText(/\d{4}-\d\d-\d\d \d\d:\d\d:\d\d/);
  await expect(coreRow(page, 'core1-chi')).toContainText('Down');
  // Marked alone: the other core of acme that these tests mark stays up.
  await expect(page.getByRole('switch', { name: 'core1-phx up' })).toBeChecked();

  await mark(page, 'core1-chi', 'us-central', false);
  await expect(toast(page, 'Marked up: core1-chi.')).toHaveText(/^Marked up: core1-chi\. Domains whose devices are reprovisioned now: \d+$/);
  await expect(coreRow(page, 'core1-chi')).toContainText('Up');
});

test('Core Management: the super tenant picks acme and marks one of its cores down and up', async ({ page }) => {
  await signIn(page, 'demo', 'admin');
  await page.goto('/core_management');
  await page.getByRole('textbox', { name: 'Cloud Id' }).click();
  await page.getByRole('option', { name: /^acme/ }).click();
  await expect(page.getByRole('textbox', { name: 'Cloud Id' })).toHaveValue(/^acme/);
  await expect(page.getByRole('switch', { name: 'core1-phx up' })).toBeChecked();
  expect(await mark(page, 'core1-phx', 'us-west', true)).toEqual({ cloud_id: 'acme', region: 'us-west', core: 'core1-phx', toggleValue: true });
  await expect(coreRow(page, 'core1-phx')).toContainText('admin');
  expect(await mark(page, 'core1-phx', 'us-west', false)).toEqual({ cloud_id: 'acme', region: 'us-west', core: 'core1-phx', toggleValue: false });
  await expectNoSeriousViolations(page, 'Core Management, super tenant');
});

test('Core Management in Spanish: the confirmation and the answer in Spanish', async ({ page }) => {
  await openScreen(page, { as: ['acme', 'acme-admin'], language: 'es', path: '/core_management', heading: 'Gestión de núcleos' });
  await expect(page.getByRole('heading', { level: 2, name: 'Región us-west' })).toBeVisible();
  const texts = { downTitle: '¿Marcar core1-phx como fuera de servicio?', upTitle: '¿Marcar core1-phx como en servicio?', markDown: 'Marcar fuera de servicio', markUp: 'Marcar en servicio', switchName: 'core1-phx en servicio' };
  await mark(page, 'core1-phx', 'us-west', true, texts);
  await expect(toast(page, 'Marcado como fuera de servicio: core1-phx.')).toHaveText(/^Marcado como fuera de servicio: core1-phx\. Dominios cuyos dispositivos se reaprovisionan ahora: \d+$/);
  await expect(coreRow(page, 'core1-phx')).toContainText('Fuera de servicio');
  await mark(page, 'core1-phx', 'us-west', false, texts);
  await expect(toast(page, 'Marcado como en servicio: core1-phx.')).toBeVisible();
  await expectNoSeriousViolations(page, 'Core Management, es');
});

test('User Devices names the core each device last registered to', async ({ page }) => {
  await signIn(page, 'acme', 'acme-admin');
  await page.goto('/app_management');
  await pickDomain(page, 'acme.demo');
  const row = await userRow(page, '1004');
  await row.getByRole('button', { name: 'More for 1004' }).click();
  await page.getByRole('menuitem', { name: 'Devices' }).click();
  await expect(page.getByText('Devices of 1004@acme.demo')).toBeVisible();
  await expect(page.getByRole('columnheader', { name: /\bCore\b/ })).toBeVisible();
  // The simulator registers a device to a core of its domain's region (acme.demo: ca-east).
  await expect(page.getByRole('row', { name: /sip:1004m@acme\.demo/ })).toContainText(/core[12]-tor/);
});

test.describe('at 390 px', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  for (const theme of NARROW_THEMES) {
    test(`Core Management, ${theme.name}: each switch is in view without scrolling sideways, the confirmation fits`, async ({ page }) => {
      await signIn(page, 'acme', 'acme-admin');
      await useTheme(page, theme.settings);
      await page.goto('/core_management');
      await expect(page.getByRole('heading', { level: 2 })).toHaveText(REGIONS);
      await expectNoSidewaysScroll(page);
      for (const [, core] of CORES) {
        const toggle = page.getByRole('switch', { name: `${core} up` });
        await toggle.scrollIntoViewIfNeeded();
        await expect(toggle).toBeInViewport();
      }
      await keepScreenshot(page, `core-management-390-${theme.name}`);
      await expectNoSeriousViolations(page, `Core Management, 390 px, ${theme.name}`);
      await page.getByRole('switch', { name: 'core1-chi up' }).focus();
  await page.keyboard.press('Space');
      const dialog = page.getByRole('dialog', { name: 'Mark core1-chi down?' });
      await expect(dialog.getByRole('button', { name: 'Mark down' })).toBeVisible();
      const box = await dialog.boundingBox();
      expect(box && box.x >= 0 && box.x + box.width <= 390, 'the confirmation fits 390 px').toBe(true);
      await keepScreenshot(page, `core-management-390-${theme.name}-confirm`);
      await dialog.getByRole('button', { name: 'Cancel' }).click();
      await expect(page.getByRole('switch', { name: 'core1-chi up' })).toBeChecked();
    });
  }
});
