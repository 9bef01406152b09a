import { expect, test, type Page } from '@playwright/test';
import { PNG } from 'pngjs';
import { callApiOk } from '../support/api';
import { expectNoSeriousViolations, useTheme } from '../support/axe';
import { signIn } from '../support/session';

/** A small PNG made here, so that the upload is a real image. */
function pngFile(name: string): { name: string; mimeType: string; buffer: Buffer } {
  const image = new PNG({ width: 8, height: 4 });
  image.data.fill(0x40);
  return { name: `${name}.png`, mimeType: 'image/png', buffer: PNG.sync.write(image) };
}

async function upload(page: Page, button: string, file: ReturnType<typeof pngFile>) {
  const chooser = page.waitForEvent('filechooser');
  await page.getByRole('button', { name: new RegExp(`^${button}`) }).click();
  await (await chooser).setFiles(file);
  await expect(page.getByText(file.name)).toBeVisible();
}

async function choose(page: Page, label: string, option: string) {
  await page.getByRole('textbox', { name: label }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

/** Opens the white label of `cloudId` from its row in Subscribers, as a person would. */
async function openWhiteLabel(page: Page, cloudId: string) {
  await page.goto('/subscribers');
  await page.getByPlaceholder('Search').fill(cloudId);
  // The search is in the list's address once the typing has paused: Cancel and Save come back to it.
  await expect(page).toHaveURL(new RegExp(`/subscribers\\?q=${cloudId}$`));
  await page.getByRole('button', { name: `White label of ${cloudId}` }).click();
  await expect(page).toHaveURL(/\/subscribers\/white_label$/);
}

async function confirmModal(page: Page, button = 'Yes') {
  await page.getByRole('dialog').getByRole('button', { name: button }).click();
}

test("the super tenant sets up a new tenant's white label, its provisioning and a company-wide refresh", async ({ page }) => {
  test.setTimeout(120_000);
  await signIn(page, 'demo', 'admin');
  // A tenant of the run's own: it has no white label yet, whatever ran before.
  const cloudId = `wl${Date.now().toString(36)}`;
  await callApiOk(page, 'createUpdateSubscriber', { accountcode: 'WL-1', cloud_id: cloudId, company: `Brand ${cloudId}`, phone_number: '+1 555 0177' });
  await openWhiteLabel(page, cloudId);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(`White Label of ${cloudId}`);

  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('All fields are mandatory!').first()).toBeVisible();
  await expect(page).toHaveURL(/\/subscribers\/white_label$/);

  const text: Record<string, string> = {
    'Admin Base URL': `https://${cloudId}.console.example`,
    'Frontend Base URL': `https://${cloudId}.app.example`,
    'Dynamic Core URL': 'https://core.example',
    'Email Host': 'smtp.example',
    'Email Port': '587',
    'Email Username': 'mailer',
    'Email From': 'no-reply@brand.example',
    'Park Lower Limit': '700',
    'Park Upper Limit': '799',
  };
  for (const [label, value] of Object.entries(text)) await page.getByRole('textbox', { name: label, exact: true }).fill(value);
  await page.getByLabel('Email Password').fill('mail-secret-1');
  await choose(page, 'Email Encryption', 'TLS');
  await choose(page, 'Voicemail Transcription', 'Google');
  await choose(page, 'Icons', 'Dark Blue');
  await page.getByRole('textbox', { name: 'Outbound Message Color', exact: true }).fill('#112233');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('All Logos/images are mandatory!').first()).toBeVisible();

  await upload(page, 'Signin Logo', pngFile('signin'));
  await upload(page, 'Dashboard Logo', pngFile('dashboard'));
  await upload(page, 'Custom Tab Background', pngFile('background'));
  await page.getByRole('switch', { name: 'Textable', exact: true }).check();
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Textable fields are mandatory!').first()).toBeVisible();

  await page.getByRole('textbox', { name: 'Textable Name', exact: true }).fill('Brand Texting');
  await page.getByRole('textbox', { name: 'Textable UI Config Name', exact: true }).fill('brand-ui');
  await page.getByRole('textbox', { name: 'Textable URL', exact: true }).fill('https://text.brand.example');
  await page.getByRole('textbox', { name: 'Textable Provider Id', exact: true }).fill('brand-1');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page).toHaveURL(new RegExp(`/subscribers\\?q=${cloudId}$`));
  await expect(page.getByText('White label saved')).toBeVisible();

  await openWhiteLabel(page, cloudId);
  await expect(page.getByRole('textbox', { name: 'Admin Base URL', exact: true })).toHaveValue(text['Admin Base URL']!);
  await expect(page.getByRole('textbox', { name: 'Textable Name', exact: true })).toHaveValue('Brand Texting');
  await expect(page.getByRole('textbox', { name: 'Outbound Message Color', exact: true })).toHaveValue('#112233');
  await expect(page.getByLabel('Email Password')).toHaveValue('');
  await expect(page.getByText('Leave empty to keep the stored password')).toBeVisible();
  for (const image of ['Signin Logo', 'Dashboard Logo', 'Custom Tab Background']) {
    const preview = page.getByRole('img', { name: `Preview of ${image}` });
    await expect(preview).toHaveAttribute('src', /^\/uploads\/[0-9a-f]{32}\.png$/);
    await expect.poll(() => preview.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(8);
  }

  const allUsers = page.getByRole('switch', { name: 'Allow all users/all domains' });
  await expect(allUsers).not.toBeChecked();
  await allUsers.click();
  await expect(page.getByRole('dialog')).toContainText(`Allow every user of ${cloudId}`);
  await confirmModal(page);
  await expect(page.getByText('All users of this company may now provision the app')).toBeVisible();
  await expect(allUsers).toBeChecked();
  await page.reload();
  await expect(allUsers).toBeChecked();
  await allUsers.click();
  await page.getByRole('dialog').getByRole('button', { name: 'Cancel' }).click();
  await expect(allUsers).toBeChecked();
  await allUsers.click();
  await confirmModal(page);
  await expect(allUsers).not.toBeChecked();

  await page.getByRole('button', { name: 'Reprovision all users of the company' }).click();
  await confirmModal(page);
  await expect(page.getByText('All users in this company will be reprovisioned in few minutes!')).toBeVisible();

  await expect(page.getByRole('dialog')).toHaveCount(0);
  await page.getByRole('button', { name: 'Cancel' }).click();
  await expect(page).toHaveURL(new RegExp(`/subscribers\\?q=${cloudId}$`));
});

test('the white label screen in Spanish, Portuguese and French, dark, and at 390 px', async ({ page }) => {
  test.setTimeout(120_000);
  await signIn(page, 'demo', 'admin');
  await openWhiteLabel(page, 'acme');
  await expect(page.getByRole('textbox', { name: 'Textable Name', exact: true })).toHaveValue('Acme Texting');
  await expectNoSeriousViolations(page, 'white label (en)');

  const languages = [
    ['es', 'Marca blanca de acme', 'Ajustes de marca blanca'],
    ['pt', 'Marca branca de acme', 'Definições de marca branca'],
    ['fr', 'Marque blanche de acme', 'Paramètres de marque blanche'],
  ] as const;
  for (const [language, title, section] of languages) {
    await page.evaluate((code) => localStorage.setItem('language', code), language);
    await page.reload();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
    await expect(page.getByRole('heading', { name: section })).toBeVisible();
    await expectNoSeriousViolations(page, `white label (${language})`);
  }
  await page.evaluate(() => localStorage.setItem('language', 'en'));

  await useTheme(page, { layout_version: 'dark-only' });
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('White Label of acme');
  await expectNoSeriousViolations(page, 'white label (dark)');

  await page.setViewportSize({ width: 390, height: 844 });
  await expect(page.getByRole('heading', { name: 'Messaging Tab' })).toBeAttached();
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow, 'no sideways scrolling at 390 px').toBeLessThanOrEqual(0);
  await page.screenshot({ path: test.info().outputPath('white-label-390-dark.png'), fullPage: true });
  await expectNoSeriousViolations(page, 'white label (390 px, dark)');
});

test('the white label screen needs a row of Subscribers, and is the super tenant administrator\'s alone', async ({ page }) => {
  await signIn(page, 'demo', 'admin');
  await page.goto('/subscribers/white_label');
  await expect(page).toHaveURL(/\/dashboard$/);
  await signIn(page, 'acme', 'acme-admin');
  await page.goto('/subscribers/white_label');
  await expect(page).toHaveURL(/\/dashboard$/);
});
