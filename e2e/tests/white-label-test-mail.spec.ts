import { expect, test, type Page } from '@playwright/test';
import { callApiOk } from '../support/api';
import { expectNoSeriousViolations } from '../support/axe';
import { newestMailTo } from '../support/mail';
import { signIn } from '../support/session';
import { CountingMailServer, pointTenantMailAt } from '../support/tenant-mail-server';

/**
 * "Send a test mail" (know before you mail thousands): a new tenant's white label sends through a
 * mail server of this spec's own, up and then stopped; the operator's SMTP_URL is the run's sink.
 */
test.describe.configure({ mode: 'serial' });

const mailServer = new CountingMailServer(Number(process.env.E2E_PORT ?? 4180) + 12);
test.afterAll(() => mailServer.stop());

/** Opens the white label of `cloudId` from its row in Subscribers, as a person would. */
async function openWhiteLabel(page: Page, cloudId: string) {
  await page.goto('/subscribers');
  await page.getByPlaceholder('Search').fill(cloudId);
  // The search reaches the address before the row is followed, so that it cannot pull the page back.
  await expect(page).toHaveURL(new RegExp(`[?&]q=${cloudId}`));
  await page.getByRole('button', { name: `White label of ${cloudId}` }).click();
  await expect(page).toHaveURL(/\/subscribers\/white_label$/);
}

test("the white label's test mail: the server's words when it is up, why not when it is down, at 390 px too", async ({ page }) => {
  test.setTimeout(90_000);
  await signIn(page, 'demo', 'admin');
  const cloudId = `tm${Date.now().toString(36)}`;
  await callApiOk(page, 'createUpdateSubscriber', { accountcode: 'TM-1', cloud_id: cloudId, company: `Mailer ${cloudId}`, phone_number: '+1 555 0178' });
  await mailServer.start();
  await pointTenantMailAt(page, cloudId, mailServer.port);
  await openWhiteLabel(page, cloudId);
  await expect(page.getByRole('textbox', { name: 'Email Port', exact: true })).toHaveValue(String(mailServer.port));

  await page.getByRole('button', { name: 'Send a test mail' }).click();
  const dialog = page.getByRole('dialog', { name: 'Send a test mail' });
  // The signed-in administrator's own address to start with.
  await expect(dialog.getByRole('textbox', { name: 'Recipient' })).toHaveValue('admin@demo.example');
  await dialog.getByRole('button', { name: 'Send' }).click();
  await expect(dialog.getByRole('alert')).toContainText('The mail server took the test mail');
  await expect(dialog.getByRole('alert')).toContainText('The mail server took the test mail for admin@demo.example. It answered: 250');
  expect(mailServer.recipients).toEqual(['admin@demo.example']);
  await expectNoSeriousViolations(page, 'white label test mail, sent');

  await mailServer.stop();
  await page.setViewportSize({ width: 390, height: 844 });
  await dialog.getByRole('textbox', { name: 'Recipient' }).fill('ops@e2e.example');
  await dialog.getByRole('button', { name: 'Send' }).click();
  await expect(dialog.getByRole('alert')).toContainText('The test mail was not sent');
  await expect(dialog.getByRole('alert')).toContainText(`Connection refused at 127.0.0.1:${mailServer.port}: no mail server is listening there. Check the host and the port.`);
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow, 'no sideways scrolling at 390 px').toBeLessThanOrEqual(0);
  const box = await dialog.boundingBox();
  expect(box && box.x >= 0 && box.x + box.width <= 390, 'the dialog fits a 390 px screen').toBe(true);
  await page.screenshot({ path: test.info().outputPath('white-label-test-mail-390.png') });
  await expectNoSeriousViolations(page, 'white label test mail, refused (390 px)');

  await dialog.getByRole('button', { name: 'Close' }).click();
  await expect(dialog).toHaveCount(0);
  expect(mailServer.recipients).toEqual(['admin@demo.example']);
});

test("the operator's mail server on the super tenant administrator's dashboard, and on no one else's", async ({ page }) => {
  await signIn(page, 'demo', 'admin');
  const card = page.getByRole('region', { name: 'Mail server' });
  await expect(card).toContainText('SMTP_URL');
  await card.getByRole('button', { name: 'Send a test mail' }).click();
  const dialog = page.getByRole('dialog', { name: 'Send a test mail' });
  await expect(dialog.getByRole('textbox', { name: 'Recipient' })).toHaveValue('admin@demo.example');
  await dialog.getByRole('textbox', { name: 'Recipient' }).fill('operator-test@e2e.example');
  await dialog.getByRole('button', { name: 'Send' }).click();
  await expect(dialog.getByRole('alert')).toContainText('The mail server took the test mail for operator-test@e2e.example. It answered: 250');
  const mail = await newestMailTo('operator-test@e2e.example');
  expect(mail.subject).toBe('Test mail from the Mobile App Management console');
  await expectNoSeriousViolations(page, 'dashboard test mail');

  await signIn(page, 'acme', 'acme-admin');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Mail server' })).toHaveCount(0);
});
