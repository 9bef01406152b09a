import { expect, test, type Page } from '@playwright/test';
import { expectNoSeriousViolations } from '../support/axe';
import { newestMailTo, type Mail } from '../support/mail';
import { signIn } from '../support/session';

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
const linkIn = (mail: Mail) => /https?:\/\/\S+\/qr\/[\w-]{22}/.exec(mail.text)?.[0] as string;

async function openDomain(page: Page) {
  await page.goto('/app_management');
  await page.getByRole('textbox', { name: 'Domain' }).click();
  await page.getByRole('option', { name: /^acme\.demo/ }).click();
}

/** Selects the users on rows `indexes` of the first page; answers their extensions and addresses. */
async function selectUsers(page: Page, indexes: number[]) {
  const rows = page.getByRole('row').filter({ has: page.getByRole('checkbox', { name: /^Select \d+$/ }) });
  await expect(rows.first()).toBeVisible();
  // A selection outlives a visit elsewhere in the same tab: start from none.
  for (const box of await rows.getByRole('checkbox').all()) if (await box.isChecked()) await box.uncheck({ force: true });
  const users: Array<{ extension: string; email: string }> = [];
  for (const index of indexes) {
    const box = rows.nth(index).getByRole('checkbox');
    const extension = ((await box.getAttribute('aria-label')) ?? '').replace('Select ', '');
    // Found by its content, not its position: an empty address would match any mail, another spec's too.
    const email = (await rows.nth(index).getByRole('cell', { name: /@acme\.example$/ }).innerText()).trim();
    expect(email).toMatch(/^\S+@acme\.example$/);
    await box.check({ force: true });
    users.push({ extension, email });
  }
  return users;
}

async function sendQr(page: Page, users: Array<{ extension: string }>) {
  await page.getByRole('button', { name: 'Send QR Code' }).click();
  const dialog = page.getByRole('dialog', { name: 'QR-code e-mail' });
  await dialog.getByRole('textbox', { name: 'Subject' }).fill('Your phone app, FIRST_NAME_HERE');
  await dialog.getByRole('textbox', { name: 'Body' }).fill('Hello FIRST_NAME_HERE LAST_NAME_HERE,\nopen LINK_HERE and scan the code.');
  await dialog.getByRole('button', { name: /^Send( to \d+ users)?$/ }).click();
  const results = dialog.getByRole('list', { name: 'Results' });
  await expect(results.getByText('Sent', { exact: true })).toHaveCount(users.length);
  for (const user of users) await expect(results.getByRole('listitem').filter({ hasText: user.extension })).toContainText('Sent');
  await expect(page.getByText('Successfully Saved!')).toBeVisible();
  await dialog.getByRole('button', { name: 'Close' }).click();
}

test('an acme admin sends two users the QR e-mail; the link shows the QR page until a newer e-mail replaces it', async ({ page }) => {
  // Two sends, two mail checks and two axe runs: longer than one screen's test.
  test.setTimeout(90_000);
  const sentAfter = Date.now();
  await signIn(page, 'acme', 'acme-admin');
  await openDomain(page);
  const users = await selectUsers(page, [0, 1]);
  await sendQr(page, users);

  const isNew = (mail: Mail) => Number(mail.file.split('/').pop()?.split('-')[0]) >= sentAfter;
  const mails = await Promise.all(users.map((user) => newestMailTo(user.email, isNew)));
  for (const mail of mails) {
    expect(mail.text).toMatch(/^Hello \S+/);
    expect(mail.text).not.toContain('_HERE');
    const png = mail.attachments.find((attachment) => attachment.cid === 'qr-code');
    expect(png?.filename).toBe('qr-code.png');
    expect(png?.content.subarray(0, 8).equals(PNG_SIGNATURE)).toBe(true);
  }

  const firstLink = linkIn(mails[0] as Mail);
  await page.goto(firstLink);
  await expect(page.getByRole('heading', { level: 1, name: 'Set up the app' })).toBeVisible();
  await expect(page.getByRole('img', { name: 'QR code that sets up the app' })).toBeVisible();
  await expect(page.getByText(/sign in to Acme Telecom/)).toBeVisible();
  await expectNoSeriousViolations(page, 'the QR page');

  // A second e-mail to the first user makes the first link invalid.
  const resentAfter = Date.now();
  await openDomain(page);
  await selectUsers(page, [0]);
  await sendQr(page, users.slice(0, 1));
  const newer = await newestMailTo(users[0]?.email as string, (mail) => Number(mail.file.split('/').pop()?.split('-')[0]) >= resentAfter);
  expect(linkIn(newer)).not.toBe(firstLink);

  await page.goto(firstLink);
  await expect(page.getByRole('alert')).toContainText('This QR code is no longer valid.');
  await expect(page.getByRole('img', { name: 'QR code that sets up the app' })).toHaveCount(0);
  await expectNoSeriousViolations(page, 'the QR page of a used-up code');
  // The newer link, on a phone-sized screen.
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto(linkIn(newer));
  await expect(page.getByRole('img', { name: 'QR code that sets up the app' })).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBe(0);
});

test('the QR page fits a 390 px wide phone', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/qr/AAAAAAAAAAAAAAAAAAAAAA');
  await expect(page.getByRole('alert')).toContainText('This QR code is no longer valid.');
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  expect(overflow).toBe(0);
});
