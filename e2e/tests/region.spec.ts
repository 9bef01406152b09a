import { expect, test, type Page } from '@playwright/test';
import { toast } from '../support/app-management';
import { fakeCall } from '../support/api';
import { expectNoSeriousViolations, useTheme } from '../support/axe';
import { NARROW_THEMES, expectNoSidewaysScroll, keepScreenshot, nextCallBody } from '../support/regions';
import { chooseLanguage, signIn } from '../support/session';

/**
 * Region (document 2 §2): acme's two domains in their regions, a resync per domain and of all, the
 * 30-minute statement; the super tenant picks acme. A resync reads the simulator again and changes
 * nothing there, so these tests leave the demo data as they found it.
 */

const LAST_SYNC = /^Regions resync automatically every 30 minutes\. Last sync: \d{4}-\d\d-\d\d \d\d:\d\d:\d\d\.$/;

const domainRow = (page: Page, domain: string) => page.getByRole('main').getByRole('row').filter({ has: page.getByRole('cell', { name: domain, exact: true }) });

test("Region: acme's administrator sees each domain's region, resyncs one domain and all of them", async ({ page }) => {
  test.setTimeout(60_000);
  await signIn(page, 'acme', 'acme-admin');
  await page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name: 'Region', exact: true }).click();
  await expect(page).toHaveURL(/\/region$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Region' })).toBeVisible();
  await expect(page).toHaveTitle('Region | Mobile App Management');
  await expect(domainRow(page, 'acme.demo')).toContainText('ca-east');
  await expect(domainRow(page, 'acme-branch.demo')).toContainText('us-east');
  await expect(page.getByText(LAST_SYNC)).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Cloud Id' })).toHaveCount(0);
  await expect(page.getByRole('alert')).toHaveCount(0);
  await expect(page.locator('.mantine-LoadingOverlay-root')).toHaveCount(0);
  await expectNoSeriousViolations(page, 'Region');

  const one = nextCallBody(page, 'syncRegions');
  await domainRow(page, 'acme.demo').getByRole('button', { name: 'Resync the region of acme.demo' }).click();
  expect(await one).toEqual({ domain: 'acme.demo' });
  await expect(toast(page, 'Region Synced')).toBeVisible();
  await expect(domainRow(page, 'acme.demo')).toContainText('ca-east');

  const all = nextCallBody(page, 'globalsyncRegions');
  // The table is read again after the resync.
  const reread = page.waitForResponse((response) => response.url().endsWith('/api/v1/getRegionMap'));
  await page.getByRole('button', { name: 'Resync all' }).click();
  expect(await all).toEqual({});
  await expect(toast(page, 'Region Synced').first()).toBeVisible();
  await reread;
  await expect(page.getByText(LAST_SYNC)).toBeVisible();
});

test('Region: the super tenant picks acme and resyncs one of its domains', async ({ page }) => {
  await signIn(page, 'demo', 'admin');
  await page.goto('/region');
  await expect(domainRow(page, 'support.demo')).toContainText('us-west');
  await page.getByRole('textbox', { name: 'Cloud Id' }).click();
  await page.getByRole('option', { name: /^acme/ }).click();
  await expect(domainRow(page, 'acme-branch.demo')).toContainText('us-east');
  await expect(domainRow(page, 'support.demo')).toHaveCount(0);
  const sent = nextCallBody(page, 'syncRegions');
  await domainRow(page, 'acme-branch.demo').getByRole('button', { name: 'Resync the region of acme-branch.demo' }).click();
  expect(await sent).toEqual({ cloud_id: 'acme', domain: 'acme-branch.demo' });
  await expect(toast(page, 'Region Synced')).toBeVisible();
  await expectNoSeriousViolations(page, 'Region, super tenant');
});

test('Region in Spanish: the statement, the columns and the answer of a resync', async ({ page }) => {
  await signIn(page, 'acme', 'acme-admin');
  await chooseLanguage(page, 'Español');
  await page.goto('/region');
  await expect(page.getByRole('heading', { level: 1, name: 'Región' })).toBeVisible();
  await expect(page.getByText(/^Las regiones se resincronizan automáticamente cada 30 minutos\. Última sincronización: /)).toBeVisible();
  await expect(page.getByRole('columnheader', { name: 'Dominio' })).toBeVisible();
  await domainRow(page, 'acme.demo').getByRole('button', { name: 'Resincronizar la región de acme.demo' }).click();
  await expect(toast(page, 'Región sincronizada')).toBeVisible();
  await page.getByRole('button', { name: 'Resincronizar todo' }).click();
  await expect(toast(page, 'Región sincronizada').first()).toBeVisible();
  await expect(page.locator('.mantine-LoadingOverlay-root')).toHaveCount(0);
  await expectNoSeriousViolations(page, 'Region, es');
});

test('a simple user has no Region, Core Management or SMS/MMS permission screen', async ({ page }) => {
  await signIn(page, 'acme', 'acme-simple');
  const nav = page.getByRole('navigation', { name: 'Main navigation' });
  await expect(nav.getByRole('link', { name: 'Blocked Subscribers' })).toBeVisible();
  for (const item of ['Region', 'Core Management', "SMS/MMS Domain's Permission"]) await expect(nav.getByRole('link', { name: item, exact: true })).toHaveCount(0);
  for (const path of ['/region', '/core_management', '/sms_permission']) {
    await page.goto(path);
    await expect(page).toHaveURL(/\/dashboard$/);
  }
});

test.describe('at 390 px', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  for (const theme of NARROW_THEMES) {
    test(`Region, ${theme.name}: a failed last resync is stated plainly, and every row's resync is reachable`, async ({ page }) => {
      await signIn(page, 'acme', 'acme-admin');
      await useTheme(page, theme.settings);
      // A platform failure takes long to bring about: the status says one happened.
      await fakeCall(page, 'getRegionSyncStatus', () => ({
        synced_at: '2026-11-20T08:30:05.000Z',
        every_minutes: 30,
        failed_at: '2026-11-20T09:00:07.000Z',
        failure: 'The telephony platform did not answer in time',
      }));
      await page.goto('/region');
      const alert = page.getByRole('alert').filter({ hasText: 'The last resync failed' });
      await expect(alert).toBeVisible();
      await expect(alert).toContainText('The telephony platform did not answer in time');
      await expect(alert).toContainText(/The map shown is from the last good sync, of 2026-11-20 \d\d:30:05\./);
      await expect(domainRow(page, 'acme.demo')).toBeVisible();
      await expect(page.locator('.mantine-LoadingOverlay-root')).toHaveCount(0);
      await expectNoSidewaysScroll(page);
      const resync = domainRow(page, 'acme-branch.demo').getByRole('button', { name: 'Resync the region of acme-branch.demo' });
      await resync.scrollIntoViewIfNeeded();
      await expect(resync).toBeInViewport();
      await keepScreenshot(page, `region-390-${theme.name}`);
      await expectNoSeriousViolations(page, `Region, 390 px, ${theme.name}`);
    });
  }
});
