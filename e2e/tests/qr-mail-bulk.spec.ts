import fs from 'node:fs';
import path from 'node:path';
import { expect, test, type Locator, type Page } from '@playwright/test';
import { pickDomain, toast } from '../support/app-management';
import { expectNoSeriousViolations } from '../support/axe';
import { signIn } from '../support/session';
import { CountingMailServer, pointTenantMailAt } from '../support/tenant-mail-server';

/**
 * Sending the QR e-mail at a large company's scale (issue 16): all 2,000 users of bigcorp.demo
 * selected across pages, progress and each user's result, then a mail server that is down.
 * bigcorp's white label sends through a mail server of this spec's own, so that it can be counted
 * and stopped without touching the mail of other specs.
 */
test.describe.configure({ mode: 'serial' });

const mailServer = new CountingMailServer(Number(process.env.E2E_PORT ?? 4180) + 10);
const localeOf = (namespace: string, language: string) =>
  JSON.parse(fs.readFileSync(path.resolve(import.meta.dirname, '..', '..', 'web', 'src', 'locales', language, `${namespace}.json`), 'utf8'));

test.beforeAll(async ({ browser }) => {
  await mailServer.start();
  const page = await browser.newPage();
  await signIn(page, 'demo', 'admin');
  await pointTenantMailAt(page, 'bigcorp', mailServer.port);
  await page.close();
});
test.afterAll(() => mailServer.stop());

/** Ticks a row's box where the page footer cannot cover it. */
async function tick(box: Locator) {
  await box.evaluate((element) => element.scrollIntoView({ block: 'center' }));
  await box.check({ force: true });
}

async function openBigcorp(page: Page) {
  await signIn(page, 'bigcorp', 'bigcorp-admin');
  await page.goto('/app_management');
}

test('bigcorp-admin sends the QR e-mail to all 2,000 users of bigcorp.demo, follows its progress and each result, and the mail server receives them all', async ({ page }) => {
  test.setTimeout(10 * 60_000);
  await openBigcorp(page);
  await pickDomain(page, 'bigcorp.demo');
  const main = page.getByRole('main');
  await tick(main.getByRole('checkbox', { name: 'Select all rows on this page' }));
  await main.getByRole('button', { name: 'Select all 2,000' }).click();
  await expect(main.getByRole('status')).toHaveText('All 2,000 selected');

  await main.getByRole('button', { name: 'Send QR Code' }).click();
  const dialog = page.getByRole('dialog', { name: 'QR-code e-mail' });
  await dialog.getByRole('textbox', { name: 'Template', exact: true }).click();
  await page.getByRole('option', { name: 'Mobile app welcome' }).click();
  await expect(dialog.getByRole('textbox', { name: 'To' })).toHaveValue(/@bigcorp\.example and 1,997 more$/);
  const before = mailServer.recipients.length;
  await dialog.getByRole('button', { name: 'Send to 2,000 users' }).click();

  // The call answers once every mail is queued; then each mail's status follows it as it goes out.
  await expect(toast(page, 'Successfully Saved!')).toBeVisible();
  await expectNoSeriousViolations(page, 'the QR e-mail sending, with a toast showing');
  const results = dialog.getByRole('list', { name: 'Results' });
  await expect(results.getByRole('listitem')).toHaveCount(10);
  await expect(dialog.getByText('Finished: 2,000 sent, 0 failed, 0 not sent, of 2,000')).toBeVisible({ timeout: 8 * 60_000 });
  await expect(results.getByText('Sent', { exact: true })).toHaveCount(10);
  const received = mailServer.recipients.slice(before);
  expect(received).toHaveLength(2000);
  expect(new Set(received).size).toBe(2000);
  expect(received.every((address) => address.endsWith('@bigcorp.example'))).toBe(true);

  // The send stays listed on App Management once its dialog is closed.
  await dialog.getByRole('button', { name: 'Close' }).click();
  await expect(main.getByRole('heading', { name: 'QR e-mail sends' })).toBeVisible();
  await expect(main.getByText('Finished: 2,000 sent, 0 failed, 0 not sent, of 2,000').first()).toBeVisible();
});

test('with the mail server down, the results say so in plain words, and sending again works once it is back, on a phone in Spanish', async ({ page }) => {
  test.setTimeout(3 * 60_000);
  const es = localeOf('appManagement', 'es');
  const messages = localeOf('messages', 'es');
  await page.setViewportSize({ width: 390, height: 844 });
  await openBigcorp(page);
  await page.evaluate(() => localStorage.setItem('language', 'es'));
  await page.reload();
  await pickDomain(page, 'bigcorp.demo', es.domain);
  const main = page.getByRole('main');
  const boxes = main.getByRole('checkbox', { name: /^Seleccionar \d+$/ });
  for (const index of [0, 1, 2]) await tick(boxes.nth(index));

  await mailServer.stop();
  await main.getByRole('button', { name: es.qr.open }).click();
  const dialog = page.getByRole('dialog', { name: es.qr.title });
  await dialog.getByRole('textbox', { name: es.qr.template, exact: true }).click();
  await page.getByRole('option', { name: 'Mobile app welcome' }).click();
  await dialog.getByRole('button', { name: 'Enviar a 3 usuarios' }).click();

  // Each mail ends as failed, saying what happened and what to do, not the mail server's raw error.
  await expect(dialog.getByText('Terminado: 0 enviados, 3 fallidos, 0 sin enviar, de 3')).toBeVisible({ timeout: 60_000 });
  const results = dialog.getByRole('list', { name: 'Resultados' });
  await expect(results.getByText(messages.mailServerUnreachable)).toHaveCount(3);
  await expect(results).not.toContainText('ECONNREFUSED');
  await expectNoSeriousViolations(page, 'failed QR e-mails, at 390 px in Spanish');
  await dialog.getByRole('button', { name: 'Cerrar' }).click();

  // App Management lists what did not reach its users; once the mail server is back, they go again.
  const problems = main.getByRole('table', { name: es.qrSend.problemsTitle });
  await expect(problems.getByRole('row')).toHaveCount(4);
  await mailServer.start();
  const before = mailServer.recipients.length;
  await main.getByRole('button', { name: 'Volver a enviar los 3' }).click();
  await expect(toast(page, 'Se están volviendo a enviar 3 correos')).toBeVisible();
  await expect(problems).toHaveCount(0, { timeout: 60_000 });
  await expect.poll(() => mailServer.recipients.length - before, { timeout: 30_000 }).toBe(3);
  await expect(main.getByText('Terminado: 3 enviados, 0 fallidos, 0 sin enviar, de 3').first()).toBeVisible();
});
