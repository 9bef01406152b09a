import { expect, test, type Page } from '@playwright/test';
import { callApiOk } from '../support/api';
import { expectNoSeriousViolations, useTheme } from '../support/axe';
import { NARROW_THEMES, expectNoSidewaysScroll, keepScreenshot } from '../support/regions';
import { chooseLanguage, signIn } from '../support/session';

/**
 * Domains (/domains): the tenant's platform domains, read only, with App Management's figures, each
 * opening App Management on that domain; the super tenant picks the tenant. Nothing is changed.
 */

const domainRow = (page: Page, domain: string) => page.getByRole('main').getByRole('row').filter({ has: page.getByRole('link', { name: new RegExp(` ${domain.replace(/\./g, '\\.')} `) }) });
const cellsOf = async (page: Page, domain: string) => (await domainRow(page, domain).getByRole('cell').allTextContents()).map((text) => text.trim());
const tableRead = (page: Page) => expect(page.locator('.mantine-LoadingOverlay-root')).toHaveCount(0);

test("acme's domains with App Management's figures, one of them opened in App Management", async ({ page }) => {
  await signIn(page, 'acme', 'acme-admin');
  await page.goto('/app_management');
  // No sidebar item: App Management leads to the list.
  await page.getByRole('link', { name: 'All domains' }).click();
  await expect(page).toHaveURL(/\/domains$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Domains' })).toBeVisible();
  await expect(page).toHaveTitle('Domains | Mobile App Management');
  await expect(page.getByRole('textbox', { name: 'Cloud Id' })).toHaveCount(0);
  await expect(domainRow(page, 'acme.demo')).toBeVisible();
  await tableRead(page);
  await expect(page.getByRole('main').getByRole('row')).toHaveCount(3);

  // The figures are App Management's for each domain (another spec may have changed a setting).
  const seeded = { 'acme.demo': { region: 'ca-east', users: '36' }, 'acme-branch.demo': { region: 'us-east', users: '22' } };
  for (const [domain, { region, users }] of Object.entries(seeded)) {
    const settings = await callApiOk(page, 'getDomainSettings', { domain });
    expect(await cellsOf(page, domain)).toEqual([domain, `${domain} (acme)`, region, settings.provisioning ? 'On' : 'Off', String(settings.device_limit), users]);
  }
  await keepScreenshot(page, 'domains-acme');
  await expectNoSeriousViolations(page, 'Domains');

  await page.getByRole('link', { name: 'Open acme-branch.demo in App Management' }).click();
  await expect(page).toHaveURL(/\/app_management\?domain=acme-branch\.demo$/);
  await expect(page.getByRole('textbox', { name: 'Domain', exact: true })).toHaveValue('acme-branch.demo');
  await expect(page.getByRole('switch', { name: 'Provisioning', exact: true })).toBeVisible();
  // And back to the list.
  await page.goBack();
  await expect(domainRow(page, 'acme-branch.demo')).toBeVisible();
});

test('the super tenant picks globex and opens its domain in App Management with that tenant', async ({ page }) => {
  await signIn(page, 'demo', 'admin');
  await page.goto('/domains');
  await expect(domainRow(page, 'support.demo')).toBeVisible();
  const cloud = page.getByRole('textbox', { name: 'Cloud Id', exact: true });
  await cloud.click();
  await cloud.pressSequentially('glo');
  await page.getByRole('option', { name: /^globex — / }).click();
  await expect(page).toHaveURL(/\/domains\?cloud=globex$/);
  await expect(domainRow(page, 'globex.demo')).toBeVisible();
  await expect(domainRow(page, 'support.demo')).toHaveCount(0);
  await tableRead(page);
  const settings = await callApiOk(page, 'getDomainSettings', { cloud_id: 'globex', domain: 'globex.demo' });
  expect(await cellsOf(page, 'globex.demo')).toEqual(['globex.demo', 'globex.demo (globex)', 'us-east', settings.provisioning ? 'On' : 'Off', String(settings.device_limit), '30']);
  await expectNoSeriousViolations(page, 'Domains, super tenant');

  // A reload keeps the tenant.
  await page.reload();
  await expect(cloud).toHaveValue(/^globex — /);
  await page.getByRole('link', { name: 'Open globex.demo in App Management' }).click();
  await expect(page).toHaveURL(/\/app_management\?cloud=globex&domain=globex\.demo$/);
  await expect(cloud).toHaveValue(/^globex — /);
  await expect(page.getByRole('textbox', { name: 'Domain', exact: true })).toHaveValue('globex.demo');
  // App Management leads back to the list of the tenant it shows.
  await page.getByRole('link', { name: 'All domains' }).click();
  await expect(page).toHaveURL(/\/domains\?cloud=globex$/);
  await expect(domainRow(page, 'globex.demo')).toBeVisible();
});

test('Domains in Spanish', async ({ page }) => {
  await signIn(page, 'acme', 'acme-simple');
  await chooseLanguage(page, 'Español');
  await page.goto('/domains');
  await expect(page.getByRole('heading', { level: 1, name: 'Dominios' })).toBeVisible();
  await expect(page.getByText(/^Los dominios de telefonía de la plataforma, solo lectura/)).toBeVisible();
  const headers = page.getByRole('main').getByRole('columnheader');
  await expect(headers).toHaveText(['Dominio', 'Descripción', 'Región', 'Aprovisionamiento', 'Límite de dispositivos', 'Usuarios']);
  const link = page.getByRole('link', { name: 'Abrir acme.demo en Gestión de la app' });
  await expect(link).toBeVisible();
  await tableRead(page);
  const settings = await callApiOk(page, 'getDomainSettings', { domain: 'acme.demo' });
  await expect(domainRow(page, 'acme.demo').getByRole('cell').nth(3)).toHaveText(settings.provisioning ? 'Activado' : 'Desactivado');
  await expectNoSeriousViolations(page, 'Domains, es');
  await link.click();
  await expect(page.getByRole('heading', { level: 1, name: 'Gestión de la app' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Todos los dominios' })).toBeVisible();
});

test.describe('at 390 px', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  for (const theme of NARROW_THEMES) {
    test(`Domains, ${theme.name}: every domain's link is reachable and nothing scrolls sideways`, async ({ page }) => {
      await signIn(page, 'demo', 'admin');
      await useTheme(page, theme.settings);
      await page.goto('/domains?cloud=acme');
      await expect(domainRow(page, 'acme-branch.demo')).toBeVisible();
      await tableRead(page);
      await expectNoSidewaysScroll(page);
      for (const domain of ['acme.demo', 'acme-branch.demo']) {
        const link = page.getByRole('link', { name: `Open ${domain} in App Management` });
        await link.scrollIntoViewIfNeeded();
        await expect(link).toBeInViewport();
      }
      // The figures past the phone's width are there in the table's own sideways scroll.
      const users = domainRow(page, 'acme.demo').getByRole('cell').last();
      await users.scrollIntoViewIfNeeded();
      await expect(users).toBeInViewport();
      await expect(users).toHaveText('36');
      await expectNoSidewaysScroll(page);
      await keepScreenshot(page, `domains-390-${theme.name}`);
      await expectNoSeriousViolations(page, `Domains, 390 px, ${theme.name}`);
    });
  }
});
