import { expect, test, type Page } from '@playwright/test';
import { callApi, callApiOk } from '../support/api';
import { expectNoSeriousViolations, useTheme } from '../support/axe';
import { signIn } from '../support/session';

/** Takes away the accounts a run added (found by login), so a retry starts from the same list. */
async function removeAccounts(page: Page, logins: string[]) {
  const accounts = await callApiOk(page, 'accountsSummary', {});
  for (const account of accounts.filter((row) => logins.includes(row.cloud_username))) {
    await callApi(page, 'deleteAccountDetail', { id: account.id });
  }
}

async function fillAccount(page: Page, login: string) {
  await page.getByRole('textbox', { name: 'Subscriber', exact: true }).click();
  await page.getByRole('option', { name: /^acme/ }).click();
  await page.getByRole('textbox', { name: 'Subscriber Login' }).fill(login);
  await page.getByRole('textbox', { name: 'Subscriber Password' }).fill('lobby-login-pass');
  await page.getByRole('textbox', { name: 'Proxy', exact: true }).fill('sip.acme.example:5060');
  await page.getByRole('textbox', { name: 'Outbound Proxy Host' }).fill('proxy.acme.example');
  await page.getByRole('textbox', { name: 'Username', exact: true }).fill('lobby');
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill('lobby-sip-pass');
}

test('the super tenant adds, edits and deletes a static account for acme', async ({ page }) => {
  test.setTimeout(60_000);
  const login = `lobby-phone-${Date.now().toString(36)}`;
  await signIn(page, 'demo', 'admin');
  try {
    await page.goto('/static_accounts');
    await expect(page.getByRole('heading', { level: 1, name: 'Static Accounts' })).toBeVisible();
    await page.getByRole('button', { name: 'Add New' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Add Account' })).toBeVisible();
    await expect(page.getByRole('textbox', { name: 'Expires' })).toHaveValue('60');
    await expect(page.getByRole('textbox', { name: 'RingingTone' })).toHaveValue('periodic(sine(2000ms,2000,440Hz),silence(4000ms))');

    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('Fields with * are mandatory!')).toHaveCount(7);
    await fillAccount(page, `front-desk@acme.demo`);
    await page.getByRole('textbox', { name: 'Expires' }).fill('1000');
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('Expires value can not be greater than 999')).toBeVisible();
    await page.getByRole('textbox', { name: 'Expires' }).fill('120');
    // The server refuses a login of acme's own phone system, under the field.
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('Subscriber Login may not end in @acme.demo: that is a phone system domain of this subscriber')).toBeVisible();
    await page.getByRole('textbox', { name: 'Subscriber Login' }).fill(login);
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page).toHaveURL(/\/static_accounts$/);
    await expect(page.getByText('Static account created successfully')).toBeVisible();

    await page.getByPlaceholder('Search').fill(login);
    await expect(page).toHaveURL(new RegExp(`/static_accounts\\?q=${login}$`));
    const row = page.getByRole('row', { name: new RegExp(login) });
    await expect(row).toContainText('acme');
    await expect(row).toContainText('proxy.acme.example');
    await page.getByRole('button', { name: `Edit static account ${login} (acme)` }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Edit Account' })).toBeVisible();
    await expect(page.getByRole('textbox', { name: 'Subscriber Password' })).toHaveValue('');
    await expect(page.getByText('Stored and hidden. Leave empty to keep it.')).toHaveCount(2);
    await page.getByRole('textbox', { name: 'Username', exact: true }).fill('front-desk');
    await page.getByRole('radiogroup', { name: 'Allow Message' }).getByRole('radio', { name: 'No' }).check();
    await page.getByRole('button', { name: 'Save' }).click();
    // Back to the list as it was: searched for the account.
    await expect(page).toHaveURL(new RegExp(`/static_accounts\\?q=${login}$`));
    await expect(page.getByText('Static account updated successfully')).toBeVisible();
    const saved = (await callApiOk(page, 'accountsSummary', { cloud_id: 'acme' })).find((account) => account.cloud_username === login);
    expect(saved).toMatchObject({ account_username: 'front-desk', allow_message: '0', expires: 120 });

    await page.getByPlaceholder('Search').fill(login);
    await page.getByRole('button', { name: `Delete static account ${login} (acme)` }).click();
    const dialog = page.getByRole('dialog', { name: 'Delete static account' });
    await expect(dialog).toContainText(login);
    await dialog.getByRole('button', { name: 'Delete' }).click();
    await expect(page.getByText('Record Deleted')).toBeVisible();
    await expect(page.getByRole('row', { name: new RegExp(login) })).toHaveCount(0);
  } finally {
    await removeAccounts(page, [login]);
  }
});

test('a tenant admin opening the static accounts is sent to the dashboard', async ({ page }) => {
  await signIn(page, 'acme', 'acme-admin');
  for (const path of ['/static_accounts', '/static_accounts/details']) {
    await page.goto(path);
    await expect(page).toHaveURL(/\/dashboard$/);
  }
});

test('the details screen opened without route state goes to the dashboard', async ({ page }) => {
  await signIn(page, 'demo', 'admin');
  await page.goto('/static_accounts/details');
  await expect(page).toHaveURL(/\/dashboard$/);
});

const LANGUAGES = [
  { code: 'es', list: 'Cuentas estáticas', add: 'Añadir cuenta', login: 'Inicio de sesión del suscriptor', allow: 'Permitir mensajes' },
  { code: 'pt', list: 'Contas estáticas', add: 'Adicionar conta', login: 'Login do assinante', allow: 'Permitir mensagens' },
  { code: 'fr', list: 'Comptes statiques', add: 'Ajouter un compte', login: "Identifiant de l'abonné", allow: 'Autoriser les messages' },
];

test('the screens in Spanish, Portuguese and French pass axe', async ({ page }) => {
  test.setTimeout(90_000);
  await signIn(page, 'demo', 'admin');
  for (const language of LANGUAGES) {
    await useTheme(page, { language: language.code });
    await page.goto('/static_accounts');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(language.list);
    await expect(page.locator('.mantine-LoadingOverlay-root')).toHaveCount(0);
    await expectNoSeriousViolations(page, `static accounts (${language.code})`);
    await page.getByRole('main').getByRole('button').filter({ hasText: /Añadir|Adicionar|Ajouter/ }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(language.add);
    await expect(page.getByRole('textbox', { name: language.login })).toBeVisible();
    await expect(page.getByRole('radiogroup', { name: language.allow })).toBeVisible();
    await expectNoSeriousViolations(page, `add account (${language.code})`);
  }
});

test.describe('at 390 px in the dark theme', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('the list and the form fit the phone and pass axe', async ({ page }) => {
    // Two axe runs and two full-page shots: a slow machine takes most of a minute.
    test.setTimeout(60_000);
    const login = `narrow-phone-${Date.now().toString(36)}`;
    await signIn(page, 'demo', 'admin');
    // One row, so that the screenshot shows the table as a person sees it.
    await callApiOk(page, 'createUpdateAccount', {
      cloud_id: 'acme', cloud_username: login, cloud_password: 'narrow-pass', proxy: 'sip.acme.example', outbound_proxy_host: 'proxy.acme.example',
      account_username: 'narrow', account_password: 'narrow-sip-pass',
    });
    try {
      await useTheme(page, { layout_version: 'dark-only', direction: 'ltr' });
      await page.goto('/static_accounts');
      await expect(page.locator('html')).toHaveAttribute('data-mantine-color-scheme', 'dark');
      await expect(page.getByRole('heading', { level: 1, name: 'Static Accounts' })).toBeVisible();
      await page.getByPlaceholder('Search').fill(login);
      await expect(page.getByRole('row', { name: new RegExp(login) })).toBeVisible();
      // The console's first-load loader covers every screen for its first second.
      await expect(page.locator('.first-load-loader')).toHaveCount(0);
      await page.screenshot({ path: test.info().outputPath('static-accounts-dark-390.png'), fullPage: true });
      await expectNoSeriousViolations(page, 'static accounts, dark, 390 px');
      await page.getByRole('button', { name: 'Add New' }).click();
      await page.getByRole('button', { name: 'Save' }).click();
      await expect(page.getByText('Fields with * are mandatory!').first()).toBeVisible();
      await page.keyboard.press('Escape');
      const width = await page.evaluate(() => document.documentElement.scrollWidth);
      expect(width, 'the form does not scroll sideways').toBeLessThanOrEqual(390);
      await page.screenshot({ path: test.info().outputPath('static-account-form-dark-390.png'), fullPage: true });
      await expectNoSeriousViolations(page, 'add account, dark, 390 px');
    } finally {
      await removeAccounts(page, [login]);
    }
  });
});
