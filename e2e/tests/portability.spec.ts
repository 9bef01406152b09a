import { DEMO_CREDENTIALS } from '@mamt/portability-simulator';
import { expect, test, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { apiSignIn, callApiOk, type ApiSession } from '../support/api';
import { toast } from '../support/app-management';
import { expectNoSeriousViolations, useTheme } from '../support/axe';
import { NARROW_THEMES, expectNoSidewaysScroll, keepScreenshot } from '../support/regions';
import { signIn } from '../support/session';

/**
 * Number portability (document 3): the super tenant's admins keep the three providers' credentials
 * on /portability, and a tenant's customers check their numbers, signed out, on
 * /pages/check_portability?cloud_id=<tenant>. The e2e server points the seeded credentials at the
 * portability simulator (support/start-server.mjs), where a number is portable unless it ends in 9.
 *
 * Every Check makes one call per provider, all from this one address: the e2e server takes 60 such
 * calls a minute (PORTABILITY_CHECKS_PER_ADDRESS_PER_MINUTE), room for this file's six Checks and a retry.
 */

const SIMULATOR = `http://127.0.0.1:${Number(process.env.E2E_PORT ?? 4180) + 4}`;
const CHECK_PAGE = '/pages/check_portability?cloud_id=acme';
const PROVIDERS = ['Inteliquent', 'Peerless', 'VOIP Innovations'] as const;

/** The records the server's demo seed keeps (server/src/db/seed/seed-demo-portability.ts), which the check relies on. */
const SEEDED = {
  inteliquent: { name: 'Inteliquent', token_url: `${SIMULATOR}/inteliquent/oauth/token`, api_url: `${SIMULATOR}/inteliquent`, client_id: DEMO_CREDENTIALS.inteliquent.clientId },
  peerless: { name: 'Peerless', api_url: `${SIMULATOR}/peerless`, customer: DEMO_CREDENTIALS.peerless.customer, user_id: 'demo-user' },
  vi: { name: 'VOIP Innovations', api_url: `${SIMULATOR}/voip-innovations/APIService.asmx`, login: DEMO_CREDENTIALS.voipInnovations.login },
};

/**
 * Puts the seeded records back as they were: a deleted one is created again with the simulator's
 * demo secret; a renamed one gets its name back, its stored secret kept (an empty one on update).
 */
async function restoreSeededProviders(api: ApiSession): Promise<void> {
  const [inteliquent] = await callApiOk(api, 'inteliquentSummary', {});
  if (!inteliquent) await callApiOk(api, 'inteliquentCreateUpdate', { ...SEEDED.inteliquent, client_secret: DEMO_CREDENTIALS.inteliquent.clientSecret });
  else if (inteliquent.name !== SEEDED.inteliquent.name) await callApiOk(api, 'inteliquentCreateUpdate', { ...SEEDED.inteliquent, id: inteliquent.id, token_url: inteliquent.token_url, api_url: inteliquent.api_url });

  const [peerless] = await callApiOk(api, 'peerlessSummary', {});
  if (!peerless) await callApiOk(api, 'peerlessCreateUpdate', { ...SEEDED.peerless, pass_code: DEMO_CREDENTIALS.peerless.apiKey });
  else if (peerless.name !== SEEDED.peerless.name) await callApiOk(api, 'peerlessCreateUpdate', { ...SEEDED.peerless, id: peerless.id, api_url: peerless.api_url });

  const [vi] = await callApiOk(api, 'viSummary', {});
  if (!vi) await callApiOk(api, 'viCreateUpdate', { ...SEEDED.vi, secret: DEMO_CREDENTIALS.voipInnovations.secret });
  else if (vi.name !== SEEDED.vi.name) await callApiOk(api, 'viCreateUpdate', { ...SEEDED.vi, id: vi.id, api_url: vi.api_url });
}

/** A control of the portability simulator (simulators/portability/src/control-routes.ts). */
async function simulatorControl(request: APIRequestContext, route: 'fail' | 'latency' | 'recover', body: Record<string, unknown> = {}): Promise<void> {
  const answer = await request.post(`${SIMULATOR}/__simulator/${route}`, { data: body });
  expect(answer.ok(), `simulator ${route}: ${await answer.text()}`).toBe(true);
}

/** A provider's card: a form named by its title. */
const card = (page: Page, provider: (typeof PROVIDERS)[number]) => page.getByRole('form', { name: provider });
const nameField = (scope: Locator) => scope.getByRole('textbox', { name: 'Name', exact: true });

/** The screen has read the three stored records: each card offers Update. */
async function expectThreeStoredCards(page: Page): Promise<void> {
  for (const provider of PROVIDERS) await expect(card(page, provider).getByRole('button', { name: 'Update' })).toBeVisible();
}

/** Saves a card and waits for its own answer (toasts of earlier saves may still show). */
async function saveCard(page: Page, scope: Locator, call: string): Promise<void> {
  const saved = page.waitForResponse((response) => new URL(response.url()).pathname === `/api/v1/${call}`);
  await scope.getByRole('button', { name: 'Update' }).click();
  expect((await saved).status()).toBe(200);
  await expect(toast(page, 'Provider credentials updated successfully')).toBeVisible();
}

// The check page's parts, by role.
const numberField = (page: Page, label = 'Phone numbers') => page.getByRole('textbox', { name: label });
const numberChips = (page: Page, label = 'Numbers to check') => page.getByRole('list', { name: label }).getByRole('listitem');
// One line per number, each provider's verdict named in it; with details, one card per number.
const resultRows = (page: Page, table = 'Results') => page.getByRole('table', { name: table }).getByRole('row').filter({ has: page.getByRole('img') });
const rowsOf = (page: Page, provider: string) => resultRows(page).filter({ has: page.getByText(provider, { exact: true }) });
const icons = (page: Page, name: string, table = 'Results') => page.getByRole('table', { name: table }).getByRole('img', { name, exact: true });
const detailCards = (page: Page, list = 'Results') => page.getByRole('list', { name: list }).getByRole('listitem');

async function addNumber(page: Page, typed: string, labels = { field: 'Phone numbers', add: 'Add' }): Promise<void> {
  await numberField(page, labels.field).fill(typed);
  await page.getByRole('button', { name: labels.add, exact: true }).click();
}

test.describe('the providers and the check against them', () => {
  // These change the stored providers or the simulator's faults, which every check depends on.
  test.describe.configure({ mode: 'serial' });

  test("the super tenant's admin saves the three cards, tests one, is told a field is missing, and deletes one", async ({ page, request }) => {
    // Two sign-ins (argon2) and a dozen saves and reads.
    test.setTimeout(90_000);
    const api = await apiSignIn(request, 'demo', 'admin');
    const renamed = { Inteliquent: 'Inteliquent (e2e)', Peerless: 'Peerless (e2e)', 'VOIP Innovations': 'VOIP Innovations (e2e)' };
    try {
      await signIn(page, 'demo', 'admin');
      await page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name: 'Portability', exact: true }).click();
      await expect(page).toHaveURL(/\/portability$/);
      await expect(page.getByRole('heading', { level: 1, name: 'Portability Providers' })).toBeVisible();
      await expectThreeStoredCards(page);

      // Each card renamed, its secret left empty: the stored one is kept, so the demo records keep working.
      const calls = { Inteliquent: 'inteliquentCreateUpdate', Peerless: 'peerlessCreateUpdate', 'VOIP Innovations': 'viCreateUpdate' };
      for (const provider of PROVIDERS) {
        const scope = card(page, provider);
        await expect(scope.getByText('Stored and hidden. Leave empty to keep it.')).toBeVisible();
        await nameField(scope).fill(renamed[provider]);
        await saveCard(page, scope, calls[provider]);
      }
      await page.reload();
      await expectThreeStoredCards(page);
      for (const provider of PROVIDERS) await expect(nameField(card(page, provider))).toHaveValue(renamed[provider]);

      const inteliquent = card(page, 'Inteliquent');
      await inteliquent.getByRole('button', { name: 'Test connection' }).click();
      const tested = inteliquent.getByRole('status');
      await expect(tested).toContainText('Connection works');
      await expect(tested).toContainText('Inteliquent answered the test check: the credentials work.');

      const peerless = card(page, 'Peerless');
      const customer = peerless.getByRole('textbox', { name: 'Customer' });
      await customer.fill('');
      await peerless.getByRole('button', { name: 'Update' }).click();
      await expect(peerless.getByText('All fields are mandatory!')).toBeVisible();
      await expect(customer).toHaveAttribute('aria-invalid', 'true');

      const vi = card(page, 'VOIP Innovations');
      await vi.getByRole('button', { name: 'Delete the VOIP Innovations credentials' }).click();
      const dialog = page.getByRole('dialog', { name: 'Delete credentials' });
      await expect(dialog).toContainText('Delete the VOIP Innovations credentials?');
      await dialog.getByRole('button', { name: 'Delete', exact: true }).click();
      await expect(toast(page, 'Record Deleted')).toBeVisible();
      await expect(vi.getByRole('button', { name: 'Add', exact: true })).toBeVisible();
      await expect(vi.getByText('Not set up yet')).toBeVisible();
      await expect(vi.getByRole('button', { name: 'Delete the VOIP Innovations credentials' })).toHaveCount(0);
      await expect(nameField(vi)).toHaveValue('');

      // Back as the seed made it, so that the checks below (and any other order) find three providers.
      await restoreSeededProviders(api);
      await page.reload();
      await expectThreeStoredCards(page);
      for (const provider of PROVIDERS) await expect(nameField(card(page, provider))).toHaveValue(provider);
    } finally {
      await restoreSeededProviders(api);
    }
  });

  test('signed out, the check page of acme shows each provider’s answers, and one provider down keeps the others’ rows', async ({ page, request }) => {
    test.setTimeout(60_000);
    // The test's own browser context: no stored session, as a customer opening the link.
    await page.goto(CHECK_PAGE);
    await expect(page.getByText('Acme Telecom', { exact: true })).toBeVisible();
    await expect(page.getByRole('heading', { level: 1, name: 'Number portability check' })).toBeVisible();
    await expect(page).toHaveTitle('Number portability check | Mobile App Management');
    await expect(page.getByText('Enter comma-separated numbers with no spaces')).toBeVisible();
    await expect(page.getByText('No Numbers Added')).toBeVisible();

    await page.getByRole('button', { name: 'Check', exact: true }).click();
    await expect(page.getByText('Plase enter the list of numbers first')).toBeVisible();

    await addNumber(page, '3125550100');
    await addNumber(page, '+1 (602) 555-0123');
    await addNumber(page, '2125550149');
    await expect(numberChips(page)).toHaveText(['3125550100', '6025550123', '2125550149']);
    await addNumber(page, '312 555 0100');
    await expect(page.getByText('Number already added')).toBeVisible();
    await expect(numberChips(page)).toHaveCount(3);

    await page.getByRole('button', { name: 'Check', exact: true }).click();
    // Each number once, with each provider's verdict named in its line: the ones ending in 9 are not portable.
    await expect(resultRows(page)).toHaveCount(3);
    await expect(icons(page, 'Portable')).toHaveCount(6);
    await expect(icons(page, 'Not portable')).toHaveCount(3);
    await expect(resultRows(page).filter({ hasText: '2125550149' }).getByRole('img', { name: 'Not portable', exact: true })).toHaveCount(3);
    for (const provider of PROVIDERS) await expect(rowsOf(page, provider)).toHaveCount(3);
    await expect(page.getByRole('columnheader')).toHaveText(['Telephone Number', 'Portable']);

    await page.getByRole('switch', { name: 'Show details' }).check();
    await expect(detailCards(page)).toHaveCount(3);
    // VOIP Innovations also names the number's type; every provider names its current carrier.
    const qwest = detailCards(page).filter({ hasText: '6025550123' });
    for (const text of ['VOIP Innovations', 'Qwest Corporation', 'WIRELINE']) await expect(qwest).toContainText(text);
    await expect(detailCards(page).filter({ hasText: '3125550100' })).toContainText('AT&T Illinois');
    await page.getByRole('switch', { name: 'Show details' }).uncheck();

    try {
      // Peerless fails; VOIP Innovations answers late, so its rows join after Inteliquent's.
      await simulatorControl(request, 'fail', { provider: 'peerless', status: 503 });
      await simulatorControl(request, 'latency', { provider: 'voip-innovations', ms: 3_000 });
      await page.getByRole('button', { name: 'Check', exact: true }).click();
      await expect(page.getByText('Waiting for VOIP Innovations…')).toBeVisible();
      await expect(rowsOf(page, 'Inteliquent')).toHaveCount(3);
      await expect(rowsOf(page, 'VOIP Innovations')).toHaveCount(0);
      await expect(page.getByRole('alert')).toHaveText('Peerless could not answer the check. Try again later.');
      await expect(rowsOf(page, 'VOIP Innovations')).toHaveCount(3);
      await expect(page.getByText('Waiting for VOIP Innovations…')).toHaveCount(0);
      await expect(rowsOf(page, 'Peerless')).toHaveCount(0);
      await expect(resultRows(page)).toHaveCount(3);
      await expectNoSeriousViolations(page, 'the check page with a provider down');
    } finally {
      await simulatorControl(request, 'recover');
    }
  });
});

test('a tenant admin opening the portability providers is sent to the dashboard', async ({ page }) => {
  await signIn(page, 'acme', 'acme-admin');
  await expect(page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name: 'Portability', exact: true })).toHaveCount(0);
  await page.goto('/portability');
  await expect(page).toHaveURL(/\/dashboard$/);
});

test('a check link of an unknown tenant, or of none, says it cannot be used', async ({ page }) => {
  for (const link of ['/pages/check_portability?cloud_id=no-such-tenant', '/pages/check_portability']) {
    await page.goto(link);
    const alert = page.getByRole('alert');
    await expect(alert).toContainText('This link cannot be used');
    await expect(alert).toContainText('This portability check link is not valid. Ask the company that sent it for a new one.');
    await expect(page.getByRole('textbox', { name: 'Phone numbers' })).toHaveCount(0);
    await expect(page.getByText('Acme Telecom')).toHaveCount(0);
  }
  await expectNoSeriousViolations(page, 'the check page of a link that cannot be used');
});

test('the check page in Spanish, chosen on the page and kept for the next visit', async ({ page }) => {
  await page.goto(CHECK_PAGE);
  await page.getByRole('combobox', { name: 'Language' }).selectOption('es');
  await expect(page.getByRole('heading', { level: 1, name: 'Comprobación de portabilidad de números' })).toBeVisible();
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Comprobación de portabilidad de números' })).toBeVisible();
  await expect(page.getByRole('combobox', { name: 'Idioma' })).toHaveValue('es');
  await expect(page.getByText('Introduzca los números separados por comas y sin espacios')).toBeVisible();
  await expect(page.getByText('No se han agregado números')).toBeVisible();

  const spanish = { field: 'Números de teléfono', add: 'Agregar' };
  await page.getByRole('button', { name: 'Comprobar', exact: true }).click();
  await expect(page.getByText('Introduzca primero la lista de números')).toBeVisible();
  await addNumber(page, '4155550100', spanish);
  await addNumber(page, '4155550109', spanish);
  await addNumber(page, '415-555-0100', spanish);
  await expect(page.getByText('Número ya agregado')).toBeVisible();
  await expect(numberChips(page, 'Números para comprobar')).toHaveCount(2);

  await page.getByRole('button', { name: 'Comprobar', exact: true }).click();
  await expect(resultRows(page, 'Resultados')).toHaveCount(2);
  await expect(icons(page, 'Se puede portar', 'Resultados')).toHaveCount(3);
  await expect(icons(page, 'No se puede portar', 'Resultados')).toHaveCount(3);
  await page.getByRole('switch', { name: 'Mostrar detalles' }).check();
  await expect(detailCards(page, 'Resultados')).toHaveCount(2);
  await expect(detailCards(page, 'Resultados').first()).toContainText('Nombre del proveedor de servicio');
  await expect(detailCards(page, 'Resultados').first()).toContainText('Pacific Bell');
  await expectNoSeriousViolations(page, 'the check page in Spanish');
});

test.describe('at 390 px', () => {
  test.use({ viewport: { width: 390, height: 844 } });
  for (const theme of NARROW_THEMES) {
    test(`the portability providers, ${theme.name}: the cards stacked, nothing sideways`, async ({ page }) => {
      await signIn(page, 'demo', 'admin');
      await useTheme(page, theme.settings);
      await page.goto('/portability');
      await expectThreeStoredCards(page);
      await expectNoSidewaysScroll(page);
      const boxes = await Promise.all(PROVIDERS.map((provider) => card(page, provider).boundingBox()));
      for (const box of boxes) expect((box?.x ?? 0) + (box?.width ?? 0)).toBeLessThanOrEqual(390);
      // One column: each card below the one before.
      expect(boxes[1]!.y).toBeGreaterThan(boxes[0]!.y + boxes[0]!.height);
      expect(boxes[2]!.y).toBeGreaterThan(boxes[1]!.y + boxes[1]!.height);
      await keepScreenshot(page, `portability-390-${theme.name}`);
      await expectNoSeriousViolations(page, `Portability Providers, 390 px, ${theme.name}`);
    });

    test(`the check page, ${theme.name}: each number once, its details in a card that fits, nothing sideways`, async ({ page }) => {
      await page.goto(CHECK_PAGE);
      await useTheme(page, theme.settings);
      await addNumber(page, '6465550100');
      await addNumber(page, '3055550109');
      await page.getByRole('button', { name: 'Check', exact: true }).click();
      await expect(resultRows(page)).toHaveCount(2);
      await expectNoSidewaysScroll(page);
      await page.getByRole('switch', { name: 'Show details' }).check();
      await expect(detailCards(page)).toHaveCount(2);
      // One provider's answer after another in the card, each named with its fields.
      await expect(detailCards(page).first().getByText('Service Provider Name').first()).toBeVisible();
      await expectNoSidewaysScroll(page);
      // Every card within the screen: nothing cut off at the right.
      for (const box of await Promise.all((await detailCards(page).all()).map((card) => card.boundingBox()))) expect((box?.x ?? 0) + (box?.width ?? 0)).toBeLessThanOrEqual(390);
      await expect(page.getByRole('button', { name: 'Check', exact: true })).toBeInViewport();
      await keepScreenshot(page, `check-portability-390-${theme.name}`);
      await expectNoSeriousViolations(page, `the check page, 390 px, ${theme.name}`);
    });
  }
});
