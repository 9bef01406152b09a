import { expect, test } from '@playwright/test';
import { callApi, callApiOk, deliberatelyBadInput } from '../support/api';
import { signIn } from '../support/session';

// The platform simulator started beside the server (support/start-server.mjs) knows globex's demo
// API account; the new tenant's connection borrows it.
const SIMULATOR_URL = `http://127.0.0.1:${Number(process.env.E2E_PORT ?? 4180) + 1}`;
const GLOBEX_API = { clientId: 'globex-client', secret: 'globex-secret-2f9c41', user: 'globex-api@globex.demo', password: 'globex-api-pass-7d21' };

test('the super tenant adds a tenant and its platform connection, tests it, and edits it keeping the secrets', async ({ page }) => {
  const cloudId = `e2e${Date.now().toString(36)}`;
  await signIn(page, 'demo', 'admin');

  await page.goto('/subscribers');
  await page.getByRole('button', { name: 'Add New' }).click();
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Fields with * are mandatory!').first()).toBeVisible();
  await page.getByRole('textbox', { name: 'Account code' }).fill('E2E-1');
  await page.getByRole('textbox', { name: 'Cloud Id' }).fill(cloudId);
  await page.getByRole('textbox', { name: 'Company Name' }).fill(`Company ${cloudId}`);
  await page.getByRole('textbox', { name: 'Phone Number' }).fill('+1 555 0123');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page).toHaveURL(/\/subscribers$/);
  await page.getByPlaceholder('Search').fill(cloudId);
  await expect(page.getByRole('row', { name: new RegExp(cloudId) })).toBeVisible();

  await page.goto('/netsapiens');
  await page.getByRole('button', { name: 'Add New' }).click();
  await page.getByRole('textbox', { name: 'API URL' }).fill(SIMULATOR_URL);
  await page.getByRole('textbox', { name: 'Client Id' }).fill(GLOBEX_API.clientId);
  await page.getByLabel('Client Secret').fill(GLOBEX_API.secret);
  await page.getByRole('textbox', { name: 'Super User', exact: true }).fill(GLOBEX_API.user);
  await page.getByLabel('Super User Password').fill('wrong-password');
  await page.getByRole('textbox', { name: 'Subscriber' }).click();
  await page.getByRole('option', { name: new RegExp(cloudId) }).click();
  await page.getByRole('button', { name: 'Test connection' }).click();
  // The simulator listens on the loopback address, where the check only says refused, not why.
  await expect(page.getByRole('status')).toContainText('did not accept the sign-in');
  await page.getByLabel('Super User Password').fill(GLOBEX_API.password);
  await page.getByRole('button', { name: 'Test connection' }).click();
  await expect(page.getByRole('status')).toContainText('reachable and accepted the credentials');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page).toHaveURL(/\/netsapiens$/);

  await page.getByRole('button', { name: `Edit connection of Company ${cloudId}` }).click();
  await expect(page.getByLabel('Client Secret')).toHaveValue('');
  await page.getByRole('button', { name: 'Test connection' }).click();
  await expect(page.getByRole('status')).toContainText('reachable and accepted the credentials');
  await page.getByRole('textbox', { name: 'Client Id' }).fill(GLOBEX_API.clientId);
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page).toHaveURL(/\/netsapiens$/);
  await expect(page.getByRole('row', { name: new RegExp(`Company ${cloudId}`) })).toBeVisible();
});

test('a tenant admin is sent away from the super tenant screens', async ({ page }) => {
  await signIn(page, 'acme', 'acme-admin');
  for (const path of ['/subscribers', '/netsapiens']) {
    await page.goto(path);
    await expect(page).toHaveURL(/\/dashboard$/);
  }
});

test("a subscriber's cloud id cannot be changed, in the form or through the API, and its users still sign in", async ({ page, browser }) => {
  await signIn(page, 'demo', 'admin');
  await page.goto('/subscribers');
  await page.getByPlaceholder('Search').fill('acme');
  // The search settles into the address once the typing pauses; then the form is opened from that view.
  await expect(page).toHaveURL(/\/subscribers\?q=acme$/);
  await page.getByRole('button', { name: 'Edit subscriber acme' }).click();
  await expect(page.getByRole('heading', { name: 'Edit Subscriber' })).toBeVisible();
  const cloudId = page.getByRole('textbox', { name: 'Cloud Id' });
  await expect(cloudId).toHaveValue('acme');
  await expect(cloudId).not.toBeEditable();
  await expect(cloudId).toHaveAccessibleDescription('Fixed once the subscriber is created: every QR code and app of the tenant holds it.');

  // The API refuses another cloud id, in any case, on the field, and saves nothing.
  const acme = (await callApiOk(page, 'subscriberSummary', {})).find((row) => row.cloud_id === 'acme');
  expect(acme).toBeDefined();
  for (const other of ['acme-renamed', 'ACME']) {
    const refused = await callApi(page, 'createUpdateSubscriber', deliberatelyBadInput({ ...acme, cloud_id: other }));
    expect(refused.status).toBe(400);
    expect(refused.body).toMatchObject({
      fieldErrors: { cloud_id: 'The Cloud Id cannot be changed once the subscriber is created: it is inside every QR code and app of the tenant' },
    });
  }
  const after = (await callApiOk(page, 'subscriberSummary', {})).find((row) => row.id === acme?.id);
  expect(after).toEqual(acme);

  const acmeAdmin = await browser.newPage();
  await signIn(acmeAdmin, 'acme', 'acme-admin');
  await acmeAdmin.close();
});
