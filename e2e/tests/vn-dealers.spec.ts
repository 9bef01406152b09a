import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { expectNoSeriousViolations, useTheme } from '../support/axe';
import { NARROW_THEMES, expectNoSidewaysScroll, keepScreenshot } from '../support/regions';
import { signIn } from '../support/session';

/**
 * Vinsolution dealers (document 3 /vn_dealers): the super tenant's administrators see the dealers of
 * the car-dealer CRM, read through the server from the VinSolutions simulator that the e2e server
 * points its VINSOLUTIONS_* settings at (support/start-server.mjs), and remove them there.
 */

const SIMULATOR = `http://127.0.0.1:${Number(process.env.E2E_PORT ?? 4180) + 5}`;
type Dealer = { DealerId: number; Name: string; City: string; State: string };

/** What the simulator has now: the dealers connected, and the demo dealers removed (simulators/vinsolutions control-routes.ts). */
async function simulatorDealers(request: APIRequestContext): Promise<{ dealers: Dealer[]; removed: number[] }> {
  const answer = await request.get(`${SIMULATOR}/__simulator/dealers`);
  expect(answer.ok()).toBe(true);
  return (await answer.json()) as { dealers: Dealer[]; removed: number[] };
}

/** A control of the simulator, which must take it. */
async function simulatorControl(request: APIRequestContext, route: 'restore' | 'fail' | 'recover', body: Record<string, unknown> = {}): Promise<void> {
  const answer = await request.post(`${SIMULATOR}/__simulator/${route}`, { data: body });
  expect(answer.ok(), `simulator ${route}: ${await answer.text()}`).toBe(true);
}

/** The DealerId of each row the table shows, in order. */
async function idsShown(page: Page): Promise<number[]> {
  const cells = page.getByRole('table').getByRole('row').locator('td:first-child');
  return (await cells.allTextContents()).map(Number);
}

async function openDealers(page: Page, heading = 'Vinsolution Dealers'): Promise<void> {
  await page.goto('/vn_dealers');
  await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
  await expect(page.locator('.mantine-LoadingOverlay-root')).toHaveCount(0);
  await expect(page.getByRole('table').getByRole('row').nth(1)).toBeVisible();
}

test('the super tenant finds a dealer by search, sorts the dealers and removes one with confirmation', async ({ page, request }) => {
  const { dealers } = await simulatorDealers(request);
  const dealer = dealers.find((each) => each.Name === 'Music City Chevrolet') as Dealer;
  expect(dealer, 'the demo dealer of this test').toBeDefined();
  const label = `${dealer.Name} (${dealer.DealerId})`;
  await signIn(page, 'demo', 'admin');
  try {
    await page.getByRole('link', { name: 'Vinsolution Dealers' }).click();
    await expect(page).toHaveURL(/\/vn_dealers$/);
    await openDealers(page);
    await expect(page.getByText(`1–10 of ${dealers.length}`)).toBeVisible();

    const ids = dealers.map((each) => each.DealerId).sort((a, b) => a - b);
    // The sort goes through the address: the rows follow once the page has re-drawn.
    await page.getByRole('button', { name: 'Sort by DealerId' }).click();
    await expect.poll(() => idsShown(page)).toEqual(ids.slice(0, 10));
    await page.getByRole('button', { name: 'DealerId, sorted ascending' }).click();
    await expect.poll(() => idsShown(page)).toEqual(ids.slice(-10).reverse());

    await page.getByPlaceholder('Search').fill('nashville');
    const row = page.getByRole('row', { name: new RegExp(dealer.Name) });
    await expect(row).toBeVisible();
    await expect(row.getByRole('cell')).toHaveText([String(dealer.DealerId), 'Nashville', dealer.Name, 'TN', '']);
    await expect(page.getByRole('table').getByRole('row')).toHaveCount(2);

    await row.getByRole('button', { name: `Delete dealer ${label}` }).click();
    const dialog = page.getByRole('dialog', { name: 'Delete dealer' });
    await expect(dialog).toContainText(`Delete ${label}?`);
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect(dialog).toHaveCount(0);
    expect((await simulatorDealers(request)).removed).toEqual([]);

    await row.getByRole('button', { name: `Delete dealer ${label}` }).click();
    await dialog.getByRole('button', { name: 'Delete' }).click();
    await expect(page.getByText('Record Deleted')).toBeVisible();
    await expect(page.getByRole('row', { name: new RegExp(dealer.Name) })).toHaveCount(0);
    // Gone at VinSolutions itself, and from the list read again from it.
    expect((await simulatorDealers(request)).removed).toEqual([dealer.DealerId]);
    await page.getByPlaceholder('Search').fill('');
    await expect(page.getByText(`1–10 of ${dealers.length - 1}`)).toBeVisible();
  } finally {
    await simulatorControl(request, 'restore', { DealerId: dealer.DealerId });
  }
});

test('VinSolutions down: the screen says so, and Refresh reads the dealers once it is back', async ({ page, request }) => {
  await signIn(page, 'demo', 'admin');
  try {
    await simulatorControl(request, 'fail', { status: 503 });
    await page.goto('/vn_dealers');
    await expect(page.getByText('VinSolutions could not be reached or did not answer in time; the dealers are unavailable for now. Try again later.')).toBeVisible();
    await simulatorControl(request, 'recover');
    await page.getByRole('button', { name: 'Refresh' }).click();
    await expect(page.getByRole('row', { name: /Sunrise Toyota/ })).toBeVisible();
  } finally {
    await simulatorControl(request, 'recover');
  }
});

test('a tenant admin opening the dealers is sent to the dashboard and has no sidebar item for them', async ({ page }) => {
  await signIn(page, 'acme', 'acme-admin');
  await expect(page.getByRole('link', { name: 'Vinsolution Dealers' })).toHaveCount(0);
  await page.goto('/vn_dealers');
  await expect(page).toHaveURL(/\/dashboard$/);
});

test('the screen in Spanish passes axe', async ({ page }) => {
  await signIn(page, 'demo', 'admin');
  await useTheme(page, { language: 'es' });
  await openDealers(page, 'Concesionarios Vinsolution');
  for (const header of ['Id. del concesionario', 'Ciudad', 'Nombre', 'Estado']) await expect(page.getByRole('columnheader', { name: header })).toBeVisible();
  await page.getByRole('button', { name: 'Eliminar el concesionario Sunrise Toyota (14203)' }).click();
  await expect(page.getByRole('dialog', { name: 'Eliminar concesionario' })).toContainText('¿Eliminar Sunrise Toyota (14203)?');
  await expectNoSeriousViolations(page, 'Vinsolution dealers, delete dialog (es)');
  await page.getByRole('dialog').getByRole('button', { name: 'Cancelar' }).click();
  await expectNoSeriousViolations(page, 'Vinsolution dealers (es)');
});

test.describe('at 390 px', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  for (const theme of NARROW_THEMES) {
    test(`the dealers, ${theme.name}: the table scrolls in its box, nothing sideways, axe passes`, async ({ page }) => {
      await signIn(page, 'demo', 'admin');
      await useTheme(page, theme.settings);
      await openDealers(page);
      if (theme.name === 'dark') await expect(page.locator('html')).toHaveAttribute('data-mantine-color-scheme', 'dark');
      await expectNoSidewaysScroll(page);
      await keepScreenshot(page, `vn-dealers-390-${theme.name}`);
      await expectNoSeriousViolations(page, `Vinsolution dealers, 390 px, ${theme.name}`);
    });
  }
});
