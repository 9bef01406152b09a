import { expect, test, type Page } from '@playwright/test';
import { callApi, callApiOk } from '../support/api';
import { choose, pickDomain, toast, userRow } from '../support/app-management';
import { expectNoSeriousViolations } from '../support/axe';
import { chooseLanguage, signIn } from '../support/session';

// acme.demo users no other spec touches (app-management.spec.ts flips the first row only, 1032).
const DOMAIN = 'acme.demo';
// Each step is a person's walk through several screens and reloads.
test.describe.configure({ timeout: 60_000 });
const PROVISIONED = ['1020', '1022', '1024'];
const VOICEMAIL_OWNER = '1027';
const CALLER = '1026';
const CALLING_NUMBER = '14165552028';
const DID_OWNER = '1034';
const DID_PARTNER = '1036';
const SHARED_DID = '14165552000';

/** Puts back what the scenario creates, so a retry or any order of the specs starts the same. */
async function resetScenarioRecords(page: Page) {
  const scope = { domain: DOMAIN };
  const shared = await callApiOk(page, 'sharedVMSummary', { ...scope, for_user: VOICEMAIL_OWNER });
  for (const row of shared) await callApiOk(page, 'deleteSharedVM', { ...scope, for_user: VOICEMAIL_OWNER, vm_user: row.vm_user });
  const sharings = await callApiOk(page, 'getDidSharingDetails', { ...scope, username: DID_OWNER });
  for (const row of sharings) await callApiOk(page, 'deleteDidSharing', { ...scope, primary_user: DID_OWNER, secondary_user: row.secondary_user, did_number: row.did });
  // Not assigned is fine: the call then answers 404.
  await callApi(page, 'deleteAssignedCallingNumber', { ...scope, phone_number: CALLING_NUMBER });
  await callApiOk(page, 'checkExtensions', { ...scope, list: PROVISIONED.map((extension) => ({ extension, allowed: false })) });
}

async function openUserDialog(page: Page, extension: string, item: string) {
  const row = await userRow(page, extension);
  await row.getByRole('button', { name: `More for ${extension}` }).click();
  await page.getByRole('menuitem', { name: item }).click();
  const dialog = page.getByRole('dialog', { name: `${item} of ${extension}` });
  await expect(dialog).toBeVisible();
  return dialog;
}

test.describe('App Management, the whole scenario of an acme admin', () => {
  test.beforeEach(async ({ page }) => {
    await signIn(page, 'acme', 'acme-admin');
    await resetScenarioRecords(page);
    await page.goto('/app_management');
    await pickDomain(page, DOMAIN);
  });

  test('device limit: the range message first, then a value that stays after a reload', async ({ page }) => {
    const field = page.getByRole('textbox', { name: 'Device limit' });
    const next = (await field.inputValue()) === '7' ? '8' : '7';
    await field.fill('21');
    await page.getByRole('button', { name: 'Set', exact: true }).click();
    await expect(page.getByText('Please Set the between 1 to 20')).toBeVisible();
    await field.fill(next);
    await page.getByRole('button', { name: 'Set', exact: true }).click();
    await expect(toast(page, 'Successfully Saved!')).toBeVisible();
    await expect(page.getByText('Please Set the between 1 to 20')).toHaveCount(0);
    await page.reload();
    await pickDomain(page, DOMAIN);
    await expect(page.getByRole('textbox', { name: 'Device limit' })).toHaveValue(next);
  });

  test('quick dial asks first, flips only after the server agreed, and stays flipped after a reload', async ({ page }) => {
    const quickDial = page.getByRole('switch', { name: 'Quick dial' });
    const before = await quickDial.isChecked();
    await quickDial.click({ force: true });
    const confirm = page.getByRole('dialog', { name: 'Quick dial' });
    await expect(confirm).toBeVisible();
    await expectNoSeriousViolations(page, 'quick dial confirmation');
    await expect(quickDial).toBeChecked({ checked: before });
    await confirm.getByRole('button', { name: 'Yes' }).click();
    await expect(confirm).toBeHidden();
    await expect(toast(page, 'Successfully Saved!')).toBeVisible();
    await expect(quickDial).toBeChecked({ checked: !before });
    await page.reload();
    await pickDomain(page, DOMAIN);
    await expect(page.getByRole('switch', { name: 'Quick dial' })).toBeChecked({ checked: !before });
  });

  test('three users are checked for the app and saved; a reload shows them saved', async ({ page }) => {
    for (const extension of PROVISIONED) {
      const row = await userRow(page, extension);
      const toggle = row.getByRole('switch', { name: `Provisioning of ${extension}` });
      // The switches wait for the saved checks to load.
      await expect(toggle).toBeEnabled();
      await toggle.click({ force: true });
      await expect(toggle).toBeChecked();
    }
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await expect(toast(page, 'Successfully Saved!')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Save', exact: true })).toBeDisabled();
    await page.reload();
    await pickDomain(page, DOMAIN);
    for (const extension of PROVISIONED) {
      const row = await userRow(page, extension);
      await expect(row.getByRole('switch', { name: `Provisioning of ${extension}` })).toBeChecked();
    }
  });

  test('an e-mail template is created in the QR-code dialog', async ({ page }) => {
    const name = `Welcome ${test.info().retry}-${Date.now()}`;
    await page.getByRole('button', { name: 'Send QR Code' }).click();
    const dialog = page.getByRole('dialog', { name: 'QR-code e-mail' });
    await expect(dialog.getByRole('textbox', { name: 'Template name' })).toBeVisible();
    await expectNoSeriousViolations(page, 'QR-code e-mail dialog');
    await dialog.getByRole('textbox', { name: 'Template name' }).fill(name);
    await dialog.getByRole('textbox', { name: 'Subject' }).fill('Your mobile app');
    await dialog.getByRole('textbox', { name: 'Body' }).fill('Hello FIRST_NAME_HERE LAST_NAME_HERE, scan LINK_HERE');
    await dialog.getByRole('button', { name: 'Save', exact: true }).click();
    await expect(toast(page, 'Successfully saved email template')).toBeVisible();
    await expect(dialog.getByRole('button', { name: 'Update', exact: true })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await page.getByRole('button', { name: 'Send QR Code' }).click();
    await choose(page.getByRole('dialog', { name: 'QR-code e-mail' }), 'Template', name);
    await expect(page.getByRole('dialog').getByRole('textbox', { name: 'Subject' })).toHaveValue('Your mobile app');
  });

  test('a calling number is assigned to a user and taken back', async ({ page }) => {
    const dialog = await openUserDialog(page, CALLER, 'Calling number');
    await expectNoSeriousViolations(page, 'calling number dialog');
    await choose(dialog, 'Available numbers', new RegExp(`^${CALLING_NUMBER}`));
    await dialog.getByRole('button', { name: 'Assign' }).click();
    await expect(toast(page, 'Calling number assigned')).toBeVisible();
    await expect(dialog.getByRole('cell', { name: CALLING_NUMBER, exact: true })).toBeVisible();
    await dialog.getByRole('button', { name: `Remove ${CALLING_NUMBER}` }).click();
    await page.getByRole('dialog', { name: 'Remove' }).getByRole('button', { name: 'Remove' }).click();
    await expect(dialog.getByRole('cell', { name: CALLING_NUMBER, exact: true })).toHaveCount(0);
  });

  test('shared voicemail: two added, then more than 3, itself and a duplicate are refused', async ({ page }) => {
    const dialog = await openUserDialog(page, VOICEMAIL_OWNER, 'Shared voicemail');
    await expectNoSeriousViolations(page, 'shared voicemail dialog');
    const add = async (extension: string) => {
      await choose(dialog, 'Subscriber', new RegExp(`^${extension} `));
      await dialog.getByRole('button', { name: 'Add', exact: true }).click();
    };
    for (const extension of ['1028', '1029']) {
      await add(extension);
      await expect(dialog.getByRole('cell', { name: extension, exact: true })).toBeVisible();
    }
    await add('1028');
    await expect(toast(page, 'This subscriber has already been added')).toBeVisible();
    await add(VOICEMAIL_OWNER);
    await expect(toast(page, 'You cannot select itself in the shared voicemail!')).toBeVisible();
    await add('1030');
    await expect(dialog.getByRole('cell', { name: '1030', exact: true })).toBeVisible();
    await add('1031');
    await expect(toast(page, 'You cannot have more than 3 shared voicemails!')).toBeVisible();
    await expect(dialog.getByRole('row')).toHaveCount(4);
  });

  test('an SMS DID is shared, and sharing it again gives the duplicate warning', async ({ page }) => {
    const dialog = await openUserDialog(page, DID_OWNER, 'SMS DID sharing');
    await expectNoSeriousViolations(page, 'SMS DID sharing dialog');
    const share = async () => {
      await choose(dialog, 'DID', SHARED_DID);
      await choose(dialog, 'Subscriber', new RegExp(`^${DID_PARTNER} `));
      await dialog.getByRole('button', { name: 'Share', exact: true }).click();
    };
    await share();
    await expect(toast(page, 'DID shared successfully')).toBeVisible();
    await expect(dialog.getByRole('cell', { name: DID_PARTNER, exact: true })).toBeVisible();
    await share();
    await expect(toast(page, `User ${DID_PARTNER} already has access to DID ${SHARED_DID}`)).toBeVisible();
  });

  test('Check Email finds a user by address and says No Record Found for an unknown one', async ({ page }) => {
    await page.getByRole('button', { name: 'Check Email' }).click();
    await expect(page).toHaveURL(/\/app_management\/check_email$/);
    const email = page.getByRole('textbox', { name: 'Email', exact: true });
    await email.fill('zoe.okafor5@acme.example');
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    await expect(page.getByRole('cell', { name: '1006@acme.demo' }).first()).toBeVisible();
    await email.fill('nobody@acme.example');
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    await expect(page.getByText('No Record Found')).toBeVisible();
  });
});

test('a simple user sees the domain controls of acme.demo greyed out', async ({ page }) => {
  await signIn(page, 'acme', 'acme-simple');
  await page.goto('/app_management');
  await pickDomain(page, DOMAIN);
  await expect(page.getByRole('textbox', { name: 'Device limit' })).toBeDisabled();
  await expect(page.getByRole('button', { name: 'Set', exact: true })).toBeDisabled();
  await expect(page.getByRole('switch', { name: 'Provisioning', exact: true })).toBeDisabled();
  await expect(page.getByRole('switch', { name: 'Quick dial' })).toBeDisabled();
});

test('the same screens in Spanish', async ({ page }) => {
  await signIn(page, 'acme', 'acme-admin');
  await chooseLanguage(page, 'Español');
  await page.goto('/app_management');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Gestión de la app');
  await pickDomain(page, DOMAIN, 'Dominio');
  await expect(page.getByRole('textbox', { name: 'Límite de dispositivos' })).toBeEnabled();
  await expect(page.getByRole('switch', { name: 'Marcación rápida' })).toBeEnabled();
  const field = page.getByRole('textbox', { name: 'Límite de dispositivos' });
  await field.fill('0');
  await page.getByRole('button', { name: 'Fijar', exact: true }).click();
  await expect(page.getByText('Establezca un valor entre 1 y 20')).toBeVisible();
  await page.getByRole('switch', { name: 'Marcación rápida' }).click({ force: true });
  const confirm = page.getByRole('dialog', { name: 'Marcación rápida' });
  await expect(confirm.getByRole('button', { name: 'Cancelar' })).toBeVisible();
  await expectNoSeriousViolations(page, 'quick dial confirmation in Spanish');
  await confirm.getByRole('button', { name: 'Cancelar' }).click();
  const row = await userRow(page, VOICEMAIL_OWNER, 'Buscar');
  await row.getByRole('button', { name: `Más para ${VOICEMAIL_OWNER}` }).click();
  await page.getByRole('menuitem', { name: 'Buzón de voz compartido' }).click();
  const dialog = page.getByRole('dialog', { name: `Buzón de voz compartido de ${VOICEMAIL_OWNER}` });
  await expect(dialog.getByRole('button', { name: 'Añadir', exact: true })).toBeVisible();
  await expect(dialog.getByRole('columnheader', { name: /Buzón de/ })).toBeVisible();
  await expectNoSeriousViolations(page, 'shared voicemail dialog in Spanish');
});
