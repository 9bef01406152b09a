import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { apiSignIn, callApiOk } from '../support/api';
import { expectNoSeriousViolations, useTheme } from '../support/axe';
import { signIn } from '../support/session';

/** The super tenant's API session, for putting acme's profiles back as they were before and after each test. */
const superApi = (request: APIRequestContext) => apiSignIn(request, 'demo', 'admin');

/**
 * A profile of acme as the API takes it, its proxy filled in. The contract's input type names
 * subscriber_id and expires; left undefined they are not sent (acme is named by cloud_id).
 */
const acmeProfile = (fields: { profilename: string; domain?: string; dtmforder?: string }) => ({
  cloud_id: 'acme', subscriber_id: undefined, expires: undefined, outboundproxyenabled: 1, outboundproxyhost: 'sbc.acme.example', port: 5060, ...fields,
});

/** Removes every client profile of acme, so that order and retries do not matter. */
async function clearAcme(request: APIRequestContext) {
  const api = await superApi(request);
  const all = [
    ...(await callApiOk(api, 'profileForExtensionsSummary', { cloud_id: 'acme', domain: 'acme.demo' })),
    ...(await callApiOk(api, 'profileForDomainsSummary', { cloud_id: 'acme' })),
    ...(await callApiOk(api, 'profileSummary', { cloud_id: 'acme' })),
  ];
  for (const profile of all) await callApiOk(api, 'deleteProfile', { id: profile.id });
}

async function pick(page: Page, label: string, option: string | RegExp, scope = page.locator('body')) {
  await scope.getByRole('textbox', { name: label, exact: true }).click();
  await page.getByRole('option', { name: option }).click();
}

async function fillRequired(page: Page, name: string) {
  await page.getByRole('textbox', { name: 'Name', exact: true }).fill(name);
  await page.getByRole('textbox', { name: 'Outbound Proxy Host' }).fill('sbc.acme.example');
  await page.getByRole('textbox', { name: 'Port For SIP Health Checker' }).fill('5060');
}

test.beforeEach(async ({ request }) => {
  await clearAcme(request);
});
test.afterEach(async ({ request }) => {
  await clearAcme(request);
});

test('the super tenant creates the primary profile of acme, with the form checking its fields', async ({ page, request }) => {
  await signIn(page, 'demo', 'admin');
  await page.goto('/client_profiles');
  await expect(page.getByRole('heading', { name: 'Client Profiles', level: 1 })).toBeVisible();
  await expectNoSeriousViolations(page, 'client profiles of the super tenant');
  await page.getByRole('region', { name: 'Primary Client Profile' }).getByRole('button', { name: 'Add New' }).click();
  await expect(page.getByRole('heading', { name: 'Add Client Profile' })).toBeVisible();
  await expectNoSeriousViolations(page, 'client profile form of the super tenant');
  // The defaults of the spec are filled in.
  await expect(page.getByRole('textbox', { name: 'RingingTone' })).toHaveValue('periodic(sine(2000ms,2000,440Hz),silence(4000ms))');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Fields with * are mandatory!').first()).toBeVisible();

  await fillRequired(page, 'Acme primary');
  await pick(page, 'Subscriber', /^acme — /);
  await page.getByRole('textbox', { name: 'Expires' }).fill('1234');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Expires value can not be greater than 3')).toBeVisible();
  await page.getByRole('textbox', { name: 'Expires' }).fill('60');
  await page.getByRole('button', { name: 'Add element' }).click();
  await page.getByRole('textbox', { name: 'Element name 1' }).fill('password');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Element password is set by the product and cannot be overridden')).toBeVisible();
  await page.getByRole('textbox', { name: 'Element name 1' }).fill('voiceQuality');
  await page.getByRole('textbox', { name: 'Element value 1' }).fill('high');
  await page.getByRole('button', { name: 'Save' }).click();

  await expect(page).toHaveURL(/\/client_profiles$/);
  await expect(page.getByText('Client profile created successfully')).toBeVisible();
  await expect(page.getByRole('row', { name: /Acme primary/ })).toContainText('Acme Telecom');
  const api = await superApi(request);
  const [stored] = await callApiOk(api, 'profileSummary', { cloud_id: 'acme' });
  expect(stored).toMatchObject({ profilename: 'Acme primary', expires: 60, extra_elements: [{ name: 'voiceQuality', value: 'high' }] });
});

test('acme-admin drills down to the domain and extension levels and adds a profile at each', async ({ page, request }) => {
  const api = await superApi(request);
  await callApiOk(api, 'profileCreateUpdate', acmeProfile({ profilename: 'Acme primary' }));
  await signIn(page, 'acme', 'acme-admin');
  await page.goto('/client_profiles');

  // The primary profile is engineering support's: the warning, and the form does not open.
  const primary = page.getByRole('region', { name: 'Primary Client Profile' });
  await primary.getByRole('button', { name: 'Edit profile Acme primary' }).click();
  await expect(page.getByText("Only the provider's Engineering Support can edit this record")).toBeVisible();
  await expect(page).toHaveURL(/\/client_profiles$/);
  await primary.getByRole('button', { name: 'Delete profile Acme primary' }).click();
  await expect(page.getByText("Only the provider's Engineering Support can delete this record")).toBeVisible();

  await primary.getByRole('button', { name: 'Get Domain Level: Acme primary' }).click();
  const domainLevel = page.getByRole('region', { name: /^Domain Level Client Profiles/ });
  await expect(domainLevel).toBeVisible();
  await domainLevel.getByRole('button', { name: 'Add New' }).click();
  await fillRequired(page, 'Acme main domain');
  await pick(page, 'Domain', 'acme.demo');
  // The DTMF builder: add two, a duplicate is ignored, Remove drops the last.
  const order = page.getByRole('textbox', { name: 'DTMF Order' });
  for (const choice of ['info', 'rfc2833', 'info']) {
    await pick(page, 'DTMF choice', choice);
    await page.getByRole('button', { name: 'Add', exact: true }).click();
  }
  await expect(order).toHaveValue('info, rfc2833');
  await page.getByRole('button', { name: 'Remove', exact: true }).click();
  await pick(page, 'DTMF choice', 'audio');
  await page.getByRole('button', { name: 'Add', exact: true }).click();
  await expect(order).toHaveValue('info, audio');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page).toHaveURL(/\/client_profiles\?cloud=acme$/);
  await expect(domainLevel.getByRole('row', { name: /Acme main domain/ })).toContainText('acme.demo');

  await domainLevel.getByRole('button', { name: 'Fetch For Extensions: Acme main domain / acme.demo' }).click();
  const extensionLevel = page.getByRole('region', { name: 'Extension Level Client Profiles (acme.demo)' });
  await expect(extensionLevel).toBeVisible();
  await extensionLevel.getByRole('button', { name: 'Add New' }).click();
  await fillRequired(page, 'Reception phone');
  await expect(page.getByRole('textbox', { name: 'Domain', exact: true })).toHaveValue('acme.demo');
  await pick(page, 'Extension', /^1001/);
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page).toHaveURL(/\/client_profiles\?cloud=acme&domain=acme\.demo$/);
  await expect(extensionLevel.getByRole('row', { name: /Reception phone/ })).toContainText('1001');

  const [domainProfile] = await callApiOk(api, 'profileForDomainsSummary', { cloud_id: 'acme' });
  expect(domainProfile).toMatchObject({ domain: 'acme.demo', dtmforder: 'info,audio' });
});

test("acme-admin adding a primary profile gets engineering support's warning instead of a form", async ({ page }) => {
  await signIn(page, 'acme', 'acme-admin');
  await page.goto('/client_profiles');
  await page.getByRole('region', { name: 'Primary Client Profile' }).getByRole('button', { name: 'Add New' }).click();
  await expect(page.getByText("Only the provider's Engineering Support can edit this record")).toBeVisible();
  await expect(page).toHaveURL(/\/client_profiles$/);
  await expect(page.getByRole('heading', { name: 'Add Client Profile' })).toHaveCount(0);
});

const LANGUAGES = [
  { code: 'es', title: 'Perfiles de cliente', form: 'Agregar perfil de cliente' },
  { code: 'pt', title: 'Perfis de cliente', form: 'Adicionar perfil de cliente' },
  { code: 'fr', title: 'Profils client', form: 'Ajouter un profil client' },
];

for (const language of LANGUAGES) {
  test(`the list and the form in ${language.code}, with no serious accessibility problem`, async ({ page }) => {
    // Two axe runs over three tables and a long form: a slow machine takes most of a minute.
    test.setTimeout(60_000);
    await signIn(page, 'acme', 'acme-admin');
    await useTheme(page, { language: language.code });
    await page.goto('/client_profiles?cloud=acme&domain=acme.demo');
    await expect(page.getByRole('heading', { name: language.title, level: 1 })).toBeVisible();
    await expect(page.getByRole('region')).toHaveCount(3);
    await expectNoSeriousViolations(page, `client profiles list (${language.code})`);
    await page.getByRole('region').nth(2).getByRole('button').first().click();
    await expect(page.getByRole('heading', { name: language.form })).toBeVisible();
    await expectNoSeriousViolations(page, `client profile form (${language.code})`);
  });
}

test('dark theme at 390 px: the drilled list and the form fit and pass axe', async ({ page, request }) => {
  await callApiOk(await superApi(request), 'profileCreateUpdate', acmeProfile({ profilename: 'Acme main domain', domain: 'acme.demo', dtmforder: 'info' }));
  await page.setViewportSize({ width: 390, height: 844 });
  await signIn(page, 'acme', 'acme-admin');
  await useTheme(page, { layout_version: 'dark-only', direction: 'ltr' });
  await page.goto('/client_profiles?cloud=acme&domain=acme.demo');
  await expect(page.getByRole('region', { name: /^Domain Level/ }).getByRole('row', { name: /Acme main domain/ })).toBeVisible();
  await expectNoSeriousViolations(page, 'client profiles, dark, 390 px');
  await page.screenshot({ path: test.info().outputPath('client-profiles-dark-390.png'), fullPage: true });
  await page.getByRole('region', { name: /^Domain Level/ }).getByRole('button', { name: /^Edit profile Acme main domain/ }).click();
  await expect(page.getByRole('heading', { name: 'Edit Client Profile' })).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'DTMF Order' })).toHaveValue('info');
  const save = await page.getByRole('button', { name: 'Save' }).boundingBox();
  expect(save && save.x + save.width <= 390, 'Save fits 390 px').toBe(true);
  await expectNoSeriousViolations(page, 'client profile form, dark, 390 px');
  await page.screenshot({ path: test.info().outputPath('client-profile-form-dark-390.png'), fullPage: true });
  await page.getByRole('button', { name: 'Cancel' }).click();
  await expect(page).toHaveURL(/\/client_profiles\?cloud=acme$/);
});
