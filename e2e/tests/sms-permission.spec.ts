import { expect, test, type Page } from '@playwright/test';
import { accountText, provision, reprovision, type PhoneState, type Provisioned } from '../phone/phone';
import { apiSignIn, callApiOk } from '../support/api';
import { resetPhoneRecords } from '../support/phone-records';
import { toast } from '../support/app-management';
import { expectNoSeriousViolations, useTheme } from '../support/axe';
import { NARROW_THEMES, expectNoSidewaysScroll, keepScreenshot, nextCallBody } from '../support/regions';
import { openScreen, signIn } from '../support/session';

/**
 * SMS/MMS Domain's Permission (document 2 §2, §4): acme's domains, both allowed in the demo data;
 * a search, Check All (unchecking it puts back the saved set), Save. Every change is put back, in
 * the test and after it, since the app's messaging of other specs depends on it. The phone's test is
 * here so that no other test changes acme's set while it runs (a file's tests run one after another).
 */

const ACME_DOMAINS = ['acme-branch.demo', 'acme.demo'];

test.afterEach(async ({ request }) => {
  await callApiOk(await apiSignIn(request, 'acme', 'acme-admin'), 'checkUncheckDomains', { domains: ACME_DOMAINS });
});

const domainBox = (page: Page, domain: string) => page.getByRole('group', { name: 'Domains' }).getByRole('checkbox', { name: domain, exact: true });

test("SMS/MMS permission: acme's administrator searches, takes a domain's permission away, saves, and gives it back with Check All", async ({ page }) => {
  test.setTimeout(60_000);
  await signIn(page, 'acme', 'acme-admin');
  await page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name: "SMS/MMS Domain's Permission" }).click();
  await expect(page).toHaveURL(/\/sms_permission$/);
  await expect(page.getByRole('heading', { level: 1, name: "SMS/MMS Domain's Permission" })).toBeVisible();
  for (const domain of ACME_DOMAINS) await expect(domainBox(page, domain)).toBeChecked();
  await expect(page.getByRole('checkbox', { name: 'Check All' })).toBeChecked();
  await expect(page.getByRole('status').filter({ hasText: 'click Save to apply the changes' })).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Cloud Id' })).toHaveCount(0);
  await expectNoSeriousViolations(page, 'SMS/MMS permission');

  await page.getByRole('textbox', { name: 'Search domains' }).fill('branch');
  await expect(page.getByRole('group', { name: 'Domains' }).getByRole('checkbox')).toHaveCount(1);
  await domainBox(page, 'acme-branch.demo').uncheck();
  await expect(page.getByRole('status')).toHaveText('Unsaved changes: click Save to apply them.');
  await page.getByRole('textbox', { name: 'Search domains' }).fill('');
  await expect(page.getByRole('checkbox', { name: 'Check All' })).not.toBeChecked();

  let sent = nextCallBody(page, 'checkUncheckDomains');
  await page.getByRole('button', { name: 'Save' }).click();
  expect(await sent).toEqual({ domains: ['acme.demo'] });
  await expect(toast(page, 'SMS/MMS permission saved. Domains that may send messages: 1')).toBeVisible();

  // Saved: a reload shows it, and it is now the set that unchecking Check All puts back.
  await page.reload();
  await expect(domainBox(page, 'acme.demo')).toBeChecked();
  await expect(domainBox(page, 'acme-branch.demo')).not.toBeChecked();
  const all = page.getByRole('checkbox', { name: 'Check All' });
  await all.check();
  for (const domain of ACME_DOMAINS) await expect(domainBox(page, domain)).toBeChecked();
  await all.uncheck();
  await expect(domainBox(page, 'acme.demo')).toBeChecked();
  await expect(domainBox(page, 'acme-branch.demo')).not.toBeChecked();

  await all.check();
  sent = nextCallBody(page, 'checkUncheckDomains');
  await page.getByRole('button', { name: 'Save' }).click();
  expect(await sent).toEqual({ domains: ACME_DOMAINS });
  await expect(toast(page, 'SMS/MMS permission saved. Domains that may send messages: 2')).toBeVisible();
  await expect(page.getByRole('status')).toHaveText('Check or uncheck domains, then click Save to apply the changes.');
});

test("SMS/MMS permission: the super tenant picks acme and saves its domains' permission", async ({ page }) => {
  await signIn(page, 'demo', 'admin');
  await page.goto('/sms_permission');
  await expect(domainBox(page, 'support.demo')).toBeChecked();
  await page.getByRole('textbox', { name: 'Cloud Id' }).click();
  await page.getByRole('option', { name: /^acme/ }).click();
  for (const domain of ACME_DOMAINS) await expect(domainBox(page, domain)).toBeChecked();
  await expect(domainBox(page, 'support.demo')).toHaveCount(0);
  const sent = nextCallBody(page, 'checkUncheckDomains');
  await page.getByRole('button', { name: 'Save' }).click();
  expect(await sent).toEqual({ cloud_id: 'acme', domains: ACME_DOMAINS });
  await expect(toast(page, 'SMS/MMS permission saved. Domains that may send messages: 2')).toBeVisible();
  await expectNoSeriousViolations(page, 'SMS/MMS permission, super tenant');
});

test('SMS/MMS permission in Spanish', async ({ page }) => {
  await openScreen(page, { as: ['acme', 'acme-admin'], language: 'es', path: '/sms_permission', heading: 'Permiso SMS/MMS de dominios' });
  await expect(page.getByRole('checkbox', { name: 'Marcar todos' })).toBeChecked();
  await page.getByRole('group', { name: 'Dominios' }).getByRole('checkbox', { name: 'acme.demo', exact: true }).uncheck();
  await expect(page.getByRole('status')).toHaveText('Cambios sin guardar: haga clic en Guardar para aplicarlos.');
  await page.getByRole('checkbox', { name: 'Marcar todos' }).check();
  await page.getByRole('button', { name: 'Guardar' }).click();
  await expect(toast(page, 'Permiso SMS/MMS guardado. Dominios que pueden enviar mensajes: 2')).toBeVisible();
  await expectNoSeriousViolations(page, 'SMS/MMS permission, es');
});

test.describe('at 390 px', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  for (const theme of NARROW_THEMES) {
    test(`SMS/MMS permission, ${theme.name}: the list, Check All and Save fit the phone`, async ({ page }) => {
      await signIn(page, 'acme', 'acme-admin');
      await useTheme(page, theme.settings);
      await page.goto('/sms_permission');
      await domainBox(page, 'acme-branch.demo').uncheck();
      await expect(page.getByRole('status')).toHaveText('Unsaved changes: click Save to apply them.');
      await expectNoSidewaysScroll(page);
      for (const control of [page.getByRole('checkbox', { name: 'Check All' }), page.getByRole('button', { name: 'Save' })]) {
        await control.scrollIntoViewIfNeeded();
        await expect(control).toBeInViewport();
      }
      await keepScreenshot(page, `sms-permission-390-${theme.name}`);
      await expectNoSeriousViolations(page, `SMS/MMS permission, 390 px, ${theme.name}`);
    });
  }
});

test("a domain unchecked on the screen loses messaging in the phone's next answer, and gets it back when checked", async ({ page, baseURL }) => {
  test.setTimeout(90_000);
  const user = '1035';
  const expectAccount = (result: Provisioned): PhoneState => {
    expect(result.answer, JSON.stringify(result.answer)).toMatchObject({ kind: 'account' });
    return result.state as PhoneState;
  };
  const messaging = (state: PhoneState) => ({ textable: accountText(state.account, 'mamt_textable'), allowMessage: accountText(state.account, 'allowMessage') });
  await signIn(page, 'acme', 'acme-admin');
  await resetPhoneRecords(page, 'acme.demo', { [user]: true });
  // acme's white label is textable; the domain's textable switch is App Management's.
  await callApiOk(page, 'toggleDomainLevlTextable', { domain: 'acme.demo', check: true });
  try {
    let phone = expectAccount(await provision({ baseUrl: baseURL as string, cloudId: 'acme', username: `${user}@acme.demo`, password: `portal-${user}-acme` }));
    expect(messaging(phone)).toEqual({ textable: '1', allowMessage: '1' });
    expect(accountText(phone.account, 'mamt_smsNumbers')).toBeDefined();

    await page.goto('/sms_permission');
    await domainBox(page, 'acme.demo').uncheck();
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(toast(page, 'SMS/MMS permission saved. Domains that may send messages: 1')).toBeVisible();
    phone = expectAccount(await reprovision(phone));
    expect(messaging(phone)).toEqual({ textable: '0', allowMessage: '0' });
    expect(accountText(phone.account, 'mamt_smsNumbers')).toBeUndefined();

    await domainBox(page, 'acme.demo').check();
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(toast(page, 'SMS/MMS permission saved. Domains that may send messages: 2')).toBeVisible();
    phone = expectAccount(await reprovision(phone));
    expect(messaging(phone)).toEqual({ textable: '1', allowMessage: '1' });
  } finally {
    await callApiOk(page, 'toggleDomainLevlTextable', { domain: 'acme.demo', check: false });
    await resetPhoneRecords(page, 'acme.demo', { [user]: false });
  }
});
