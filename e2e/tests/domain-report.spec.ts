import { expect, test, type Download, type Page } from '@playwright/test';
import { readCsv } from '@mamt/contract';
import { expectNoSeriousViolations, useTheme } from '../support/axe';
import { NARROW_THEMES, expectNoSidewaysScroll, keepScreenshot } from '../support/regions';
import { openScreen, signIn } from '../support/session';

const simulatorUrl = `http://127.0.0.1:${Number(process.env.E2E_PORT ?? 4180) + 1}`;

/** A bigcorp user whose first name a spreadsheet would run as a formula, given on the platform for this spec. */
const FORMULA_USER = { domain: 'bigcorp.demo', user: '1002', first_name: '=HYPERLINK("http://evil.example","Open")' };
let formulaUserWas: Record<string, string> = {};

/** Changes a platform user in the simulator; answers the changed fields as they were. */
async function changePlatformUser(page: Page, change: Record<string, string>): Promise<Record<string, string>> {
  const answer = await page.request.post(`${simulatorUrl}/__simulator/subscriber`, { data: change });
  expect(answer.status()).toBe(200);
  return (await answer.json()) as Record<string, string>;
}

test.beforeAll(async ({ browser }) => {
  const page = await browser.newPage();
  formulaUserWas = await changePlatformUser(page, FORMULA_USER);
  await page.close();
});
test.afterAll(async ({ browser }) => {
  const page = await browser.newPage();
  await changePlatformUser(page, { domain: FORMULA_USER.domain, user: FORMULA_USER.user, ...formulaUserWas });
  await page.close();
});

/** A saved file's bytes. */
async function bytesOf(download: Download): Promise<Buffer> {
  return Buffer.concat((await (await download.createReadStream()).toArray()) as Buffer[]);
}

/** Saves a table's export and reads it: its file name, and its records once the UTF-8 byte-order mark is checked and dropped. */
async function exportOf(page: Page, button: ReturnType<Page['getByRole']>): Promise<{ name: string; records: string[][] }> {
  const download = page.waitForEvent('download');
  await button.click();
  const file = await download;
  const bytes = await bytesOf(file);
  expect([...bytes.subarray(0, 3)], 'a UTF-8 byte-order mark first').toEqual([0xef, 0xbb, 0xbf]);
  return { name: file.suggestedFilename(), records: readCsv(bytes.subarray(3).toString('utf8')) };
}

async function pick(page: Page, label: string, option: string | RegExp) {
  await page.getByRole('textbox', { name: label, exact: true }).click();
  await page.getByRole('option', { name: option }).click();
}

test('the super tenant reports on bigcorp and downloads the whole report and all 2,000 active subscribers', async ({ page }) => {
  test.setTimeout(60_000);
  await signIn(page, 'demo', 'admin');
  await page.goto('/domains_report');
  await expect(page.getByRole('heading', { level: 1, name: 'Domain Report' })).toBeVisible();
  const card = page.getByRole('region', { name: 'Choose Details' });
  await card.getByRole('button', { name: 'Search' }).click();
  await expect(page.getByText('You have to select the subscriber first!').first()).toBeVisible();

  await pick(page, 'Subscriber', 'bigcorp — BigCorp');
  await card.getByRole('button', { name: 'Search' }).click();
  const results = page.getByRole('region', { name: 'Domains' });
  await expect(results.getByRole('row', { name: /bigcorp\.demo/ })).toContainText('2000');
  await expect(results.getByRole('row', { name: /bigcorp\.demo/ })).toContainText('Disabled');

  const billing = await exportOf(page, results.getByRole('button', { name: /^Export CSV/ }));
  expect(billing.name).toBe('Billing.csv');
  expect(billing.records).toEqual([
    ['Id', 'Subscriber Global', 'Domain', 'Domain Global', 'Active Subscribers', 'Provisioning'],
    ['1', 'bigcorp-territory', 'bigcorp.demo', 'bigcorp.demo (bigcorp)', '2000', 'Disabled'],
  ]);

  await results.getByRole('button', { name: 'Show the active subscribers of bigcorp.demo' }).click();
  const people = page.getByRole('region', { name: 'Active Subscribers of bigcorp.demo' });
  await expect(people.getByText('1–10 of 2000')).toBeVisible();
  await expect(people.getByRole('row', { name: /1002@bigcorp\.demo/ })).toContainText(FORMULA_USER.first_name);
  await expectNoSeriousViolations(page, 'domain report of bigcorp with its active subscribers');

  const subscribers = await exportOf(page, people.getByRole('button', { name: /^Export CSV/ }));
  expect(subscribers.name).toBe('active_subscribers.csv');
  expect(subscribers.records[0]).toEqual(['Id', 'First Name', 'Last Name', 'Email', 'Extension', 'Subscriber Login']);
  // Every subscriber, not the page of ten on screen, each with its six fields.
  expect(subscribers.records).toHaveLength(2001);
  expect(subscribers.records.every((record) => record.length === 6)).toBe(true);
  expect(subscribers.records.at(-1)?.slice(4)).toEqual(['3000', '3000@bigcorp.demo']);
  // The formula-looking name is kept as text by a leading apostrophe.
  const formulaRow = subscribers.records.find((record) => record[4] === FORMULA_USER.user);
  expect(formulaRow?.[1]).toBe(`'${FORMULA_USER.first_name}`);
  expect(subscribers.records.some((record) => record.slice(1).some((cell) => /^[=+\-@]/.test(cell)))).toBe(false);
});

test("a tenant admin's report is fixed to their own subscriber, narrows to a domain, and has no provisioning column", async ({ page }) => {
  await signIn(page, 'acme', 'acme-admin');
  await page.goto('/domains_report');
  const card = page.getByRole('region', { name: 'Choose Details' });
  await expect(card.getByText('The report of your subscriber, acme.')).toBeVisible();
  await expect(card.getByRole('textbox', { name: 'Subscriber', exact: true })).toHaveCount(0);

  await card.getByRole('button', { name: 'Search' }).click();
  const results = page.getByRole('region', { name: 'Domains' });
  await expect(results.getByRole('row')).toHaveCount(3);
  await expect(results.getByRole('columnheader', { name: /Provisioning/ })).toHaveCount(0);

  await pick(page, 'Domain', 'acme-branch.demo');
  await card.getByRole('button', { name: 'Search' }).click();
  await expect(results.getByRole('row')).toHaveCount(2);
  await expect(results.getByRole('row', { name: /acme-branch\.demo/ })).toContainText('acme-territory');
  await expectNoSeriousViolations(page, "a tenant admin's domain report");
});

test('the report in Spanish, its export with Spanish headers', async ({ page }) => {
  await openScreen(page, { as: ['acme', 'acme-admin'], language: 'es', path: '/domains_report', heading: 'Informe de dominios' });
  await page.getByRole('region', { name: 'Elegir detalles' }).getByRole('button', { name: 'Buscar' }).click();
  const results = page.getByRole('region', { name: 'Dominios' });
  await results.getByRole('button', { name: 'Mostrar los suscriptores activos de acme.demo' }).click();
  const people = page.getByRole('region', { name: 'Suscriptores activos de acme.demo' });
  await expect(people.getByRole('columnheader', { name: /Inicio de sesión del suscriptor/ })).toBeVisible();
  const billing = await exportOf(page, results.getByRole('button', { name: /^Exportar/ }));
  expect(billing.records[0]).toEqual(['Id', 'Suscriptor global', 'Dominio', 'Dominio global', 'Suscriptores activos']);
  await expectNoSeriousViolations(page, 'the domain report in Spanish');
});

for (const theme of NARROW_THEMES) {
  test(`at 390 px (${theme.name}) the report and its active subscribers fit, with no serious accessibility problem`, async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await signIn(page, 'demo', 'admin');
    await useTheme(page, theme.settings);
    await page.goto('/domains_report');
    await pick(page, 'Subscriber', /^acme — /);
    await page.getByRole('region', { name: 'Choose Details' }).getByRole('button', { name: 'Search' }).click();
    const results = page.getByRole('region', { name: 'Domains' });
    await results.getByRole('button', { name: 'Show the active subscribers of acme.demo' }).click();
    await expect(page.getByRole('region', { name: 'Active Subscribers of acme.demo' }).getByRole('row').nth(1)).toBeVisible();
    await expectNoSidewaysScroll(page);
    await expectNoSeriousViolations(page, `domain report at 390 px, ${theme.name}`);
    await keepScreenshot(page, `domain-report-390-${theme.name}`);
  });
}
