import { expect, test, type Page } from '@playwright/test';
import { fakeCall } from '../support/api';
import { pickDomain } from '../support/app-management';
import { expectNoSeriousViolations, useTheme } from '../support/axe';
import { signIn } from '../support/session';

/**
 * Coloured texts on their light tint (badges, alert titles, avatars' initials) read at the contrast
 * WCAG asks of small text, light and dark: axe's color-contrast passes on each screen that shows
 * them. Each state is kept as a screenshot of the run for a person to look at.
 */
const MODES = [
  { name: 'light', settings: { layout_version: 'light' } },
  { name: 'dark', settings: { layout_version: 'dark-only' } },
];

async function shot(page: Page, name: string) {
  await page.screenshot({ path: test.info().outputPath(`${name}.png`) });
}

for (const mode of MODES) {
  test(`App Management's QR results and delivery problems, ${mode.name}`, async ({ page }) => {
    test.setTimeout(60_000);
    await signIn(page, 'acme', 'acme-admin');
    await useTheme(page, mode.settings);
    // A mail given up on after every retry takes minutes to come about: the list of them is answered here.
    await fakeCall(page, 'getQrMailFailures', () => ({
      rows: [
        { delivery_id: 1, extension: '1001', name: 'Arjun Wilson', recipient: 'arjun.wilson0@acme.example', status: 'failed', error: '550 5.1.1 Mailbox unavailable', at: new Date().toISOString() },
      ],
      total: 1,
    }));
    await page.goto('/app_management');
    await pickDomain(page, 'acme.demo');
    const problems = page.getByRole('alert').filter({ hasText: 'Delivery problems' });
    await expect(problems).toBeVisible();
    await expectNoSeriousViolations(page, `delivery problems (${mode.name})`);
    await shot(page, `${mode.name}-delivery-problems`);

    const row = page.getByRole('row').filter({ has: page.getByRole('checkbox', { name: /^Select \d+$/ }) }).first();
    await row.getByRole('checkbox').check({ force: true });
    await page.getByRole('button', { name: 'Send QR Code' }).click();
    const dialog = page.getByRole('dialog', { name: 'QR-code e-mail' });
    await dialog.getByRole('textbox', { name: 'Subject' }).fill('Your phone app, FIRST_NAME_HERE');
    await dialog.getByRole('textbox', { name: 'Body' }).fill('Hello FIRST_NAME_HERE,\nopen LINK_HERE and scan the code.');
    await dialog.getByRole('button', { name: 'Send', exact: true }).click();
    await expect(dialog.getByRole('list', { name: 'Results' }).getByText('Sent', { exact: true })).toHaveCount(1);
    await expectNoSeriousViolations(page, `QR results (${mode.name})`);
    await shot(page, `${mode.name}-qr-results`);
  });

  test(`a failed platform connection test, the sample chat and the friend list, ${mode.name}`, async ({ page }) => {
    test.setTimeout(60_000);
    await signIn(page, 'demo', 'admin');
    await useTheme(page, mode.settings);
    await page.goto('/netsapiens');
    await page.getByRole('button', { name: 'Add New' }).click();
    await page.getByRole('textbox', { name: 'API URL' }).fill('http://127.0.0.1:9');
    await page.getByRole('textbox', { name: 'Client Id' }).fill('client');
    await page.getByLabel('Client Secret').fill('secret');
    await page.getByRole('textbox', { name: 'Super User', exact: true }).fill('super');
    await page.getByLabel('Super User Password').fill('password');
    await page.getByRole('button', { name: 'Test connection' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Connection failed' })).toBeVisible({ timeout: 15_000 });
    await expectNoSeriousViolations(page, `connection test (${mode.name})`);
    await shot(page, `${mode.name}-connection-failed`);

    await page.goto('/chat-app/chat');
    await expect(page.getByText('Are we meeting today?', { exact: false })).toBeVisible();
    await expectNoSeriousViolations(page, `sample chat (${mode.name})`);
    await shot(page, `${mode.name}-chat`);

    await page.getByRole('button', { name: 'Friends' }).click();
    await expect(page.getByRole('dialog', { name: 'Friends' }).getByText('Vincent Porter')).toBeVisible();
    await expectNoSeriousViolations(page, `friend list (${mode.name})`);
    await shot(page, `${mode.name}-friends`);
  });
}
