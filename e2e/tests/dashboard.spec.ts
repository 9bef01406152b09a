import { DASHBOARD_REFRESH_MS, MONITORING_QUERY_NAMES, WEATHER_CITIES } from '@mamt/contract';
import { expect, test, type Page } from '@playwright/test';
import { expectNoSeriousViolations, useTheme } from '../support/axe';
import { NARROW_THEMES, expectNoSidewaysScroll, keepScreenshot } from '../support/regions';
import { chooseLanguage, signIn } from '../support/session';

/**
 * The dashboard (document 1 §2): the date, a clock, the weather of three cities and the monitored
 * server's figures, read again every 30 s and on Refresh. The e2e server samples its host's figures
 * every 2 s (support/start-server.mjs), so the charts gain a point between two refreshes.
 */

const chart = (page: Page, title: string) => page.getByRole('region', { name: title });
const CHARTS = ['Free disk by mount point (MB)', 'Network receive by device (kbit/s)', 'Network transmit by device (kbit/s)'];
const LATEST = /^Latest values, at .+:$/;

/** Counts the page's monitoring requests from now on. */
function countMonitoringRequests(page: Page) {
  let count = 0;
  page.on('request', (request) => {
    if (new URL(request.url()).pathname === '/api/v1/hitPrometheus') count += 1;
  });
  return () => count;
}

/** A card of the server's figures, by its title. */
const figureCard = (page: Page, title: string) => page.locator('.mantine-Card-root').filter({ has: page.getByText(title, { exact: true }) });

async function expectFiguresShown(page: Page) {
  await expect(figureCard(page, 'Disk used')).toContainText(/\d+(\.\d)?%/);
  await expect(figureCard(page, 'RAM used')).toContainText(/[\d,]+ MB of [\d,]+ MB/);
  await expect(figureCard(page, 'CPU')).toContainText(/\d+(\.\d)?%/);
  for (const title of CHARTS) {
    await expect(chart(page, title).getByRole('img', { name: `Line chart: ${title}, over the last 5 minutes` })).toBeVisible();
    // Recharts draws each series as a line layer (a curve, and dots while it has few points).
    await expect(chart(page, title).locator('.recharts-line').first()).toBeVisible();
    await expect(chart(page, title).getByText(LATEST)).toBeVisible();
  }
}

test("acme's administrator lands on live figures, charts and weather, and Refresh brings newer points", async ({ page }) => {
  test.setTimeout(60_000);
  await signIn(page, 'acme', 'acme-admin');
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
  await expect(page).toHaveTitle('Dashboard | Mobile App Management');
  await expect(page.getByText('Welcome, Alice Moreau')).toBeVisible();
  await expect(page.locator('time').filter({ hasText: /\d\d:\d\d:\d\d/ })).toBeVisible();
  for (const city of WEATHER_CITIES) await expect(page.getByRole('region', { name: city })).toContainText(/-?\d+°C/);
  await expectFiguresShown(page);

  const receive = chart(page, 'Network receive by device (kbit/s)').getByText(LATEST);
  const before = await receive.textContent();
  const refreshed = await page.getByText(/^Last refreshed at /).textContent();
  // Newer samples exist after the sample period (2 s) and the answers' cache (1 s) have passed.
  await page.waitForTimeout(3_500);
  const reads = page.waitForResponse((response) => response.url().endsWith('/api/v1/hitPrometheus') && response.request().postDataJSON().query === 'network_receive_kbps');
  await page.getByRole('button', { name: 'Refresh' }).click();
  expect((await reads).status()).toBe(200);
  await expect(receive).not.toHaveText(before as string);
  await expect(page.getByText(/^Last refreshed at /)).not.toHaveText(refreshed as string);
  await expectNoSeriousViolations(page, 'Dashboard');
});

test('the dashboard reads every figure again by itself every 30 seconds', async ({ page }) => {
  await page.clock.install();
  await signIn(page, 'acme', 'acme-admin');
  await expectFiguresShown(page);
  const requests = countMonitoringRequests(page);
  await page.clock.fastForward(DASHBOARD_REFRESH_MS);
  await expect.poll(requests).toBe(MONITORING_QUERY_NAMES.length);
});

test('a figure the monitoring server cannot give says so in its card, and the others still show', async ({ page }) => {
  await page.route('**/api/v1/hitPrometheus', (route) =>
    route.request().postDataJSON().query === 'cpu_percent'
      ? route.fulfill({ status: 502, json: { code: 'UPSTREAM_FAILED', message: 'The monitoring server could not be reached; the figures are unavailable for now.', messageId: 'monitoringUnavailable' } })
      : route.fallback(),
  );
  await signIn(page, 'acme', 'acme-admin');
  await expect(figureCard(page, 'CPU')).toContainText('This figure is unavailable for now.');
  await expect(figureCard(page, 'CPU').getByRole('progressbar')).toHaveCount(0);
  await expect(figureCard(page, 'Disk used')).toContainText(/\d+(\.\d)?%/);
  // Only logged, nothing shown (document 1 §8): no toast.
  await expect(page.locator('.mantine-Notification-root')).toHaveCount(0);
});

test('the dashboard in Spanish', async ({ page }) => {
  await signIn(page, 'acme', 'acme-admin');
  await chooseLanguage(page, 'Español');
  await expect(page.getByRole('heading', { level: 1, name: 'Panel' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: 'Clima' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 3, name: 'Nueva York' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: 'Servidor supervisado' })).toBeVisible();
  await expect(figureCard(page, 'Disco usado')).toContainText(/\d+(,\d)?\s%/);
  await expect(figureCard(page, 'RAM usada')).toContainText(/ MB de /);
  await expect(chart(page, 'Disco libre por punto de montaje (MB)').getByText(/^Últimos valores, a las /)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Actualizar' })).toBeVisible();
  await expectNoSeriousViolations(page, 'Dashboard, es');
});

test.describe('at 390 px', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  for (const theme of NARROW_THEMES) {
    test(`the dashboard, ${theme.name}: cards stacked, charts full width, nothing sideways`, async ({ page }) => {
      await signIn(page, 'acme', 'acme-admin');
      await useTheme(page, theme.settings);
      await expectFiguresShown(page);
      await expectNoSidewaysScroll(page);
      for (const title of CHARTS) {
        const box = await chart(page, title).boundingBox();
        expect(box?.width ?? 0, title).toBeGreaterThan(300);
        expect((box?.x ?? 0) + (box?.width ?? 0), title).toBeLessThanOrEqual(390);
      }
      await keepScreenshot(page, `dashboard-390-${theme.name}`);
      await expectNoSeriousViolations(page, `Dashboard, 390 px, ${theme.name}`);
    });
  }
});
