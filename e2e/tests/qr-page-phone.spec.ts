import { expect, test, type Page } from '@playwright/test';
import { provision } from '../phone/phone';
import { callApiOk } from '../support/api';
import { expectNoSeriousViolations, useTheme } from '../support/axe';
import { newestMailTo } from '../support/mail';
import { resetPhoneRecords } from '../support/phone-records';
import { signIn } from '../support/session';

// An acme-branch.demo user no other spec touches; the mail goes to an address of this spec's own.
const DOMAIN = 'acme-branch.demo';
const USER = '1016';
const ADDRESS = 'qr-page-phone@acme-branch.example';
const PHONE = { width: 390, height: 844 };

const linkIn = (text: string) => /https?:\/\/\S+\/qr\/[\w-]{22}/.exec(text)?.[0] as string;
const overflow = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);

/** The demo template, as an acme admin sends it from App Management: answers the mail's text and its link. */
async function sendDemoMail(page: Page) {
  const sentAfter = Date.now();
  const templates = await callApiOk(page, 'getTemplates', {});
  const template = templates.find((candidate) => candidate.name === 'Mobile app welcome');
  expect(template, 'the demo template').toBeDefined();
  await callApiOk(page, 'emailLink', { domain: DOMAIN, extension: USER, recepient: ADDRESS, subject: template!.subject, body: template!.body });
  const mail = await newestMailTo(ADDRESS, (candidate) => Number(candidate.file.split('/').pop()?.split('-')[0]) >= sentAfter);
  return { text: mail.text, link: linkIn(mail.text) };
}

test.beforeEach(async ({ page }) => {
  await signIn(page, 'acme', 'acme-admin');
  await resetPhoneRecords(page, DOMAIN, { [USER]: true });
});

test.afterEach(async ({ page }) => {
  await resetPhoneRecords(page, DOMAIN, { [USER]: false });
});

test('on a phone the QR page leads with the details to type, each copied with a tap, and they provision the app', async ({ page, browser, baseURL }) => {
  test.setTimeout(90_000);
  const mail = await sendDemoMail(page);
  // What the mail says is what the page offers: the link opened on the phone, or the code scanned.
  expect(mail.text).toContain('open this link on your phone');
  expect(mail.text).toContain('Or scan the QR code below with the app');

  const phone = await browser.newContext({ viewport: PHONE, hasTouch: true, isMobile: true, permissions: ['clipboard-read', 'clipboard-write'] });
  const screen = await phone.newPage();
  await screen.goto(mail.link);
  await expect(screen.getByRole('heading', { level: 2, name: 'Sign in on this phone' })).toBeVisible();
  const headings = await screen.getByRole('heading', { level: 2 }).allInnerTexts();
  expect(headings).toEqual(['Sign in on this phone', 'Or scan the code']);

  // The copy buttons come first, in the first screenful; the code follows for another phone.
  const copyPassword = screen.getByRole('button', { name: 'Copy Password' });
  await expect(copyPassword).toBeInViewport();
  const qr = screen.getByRole('img', { name: 'QR code that sets up the app' });
  expect((await copyPassword.boundingBox())!.y).toBeLessThan((await qr.boundingBox())!.y);
  expect(await overflow(screen)).toBe(0);

  const copied: Record<string, string> = {};
  for (const field of ['Cloud ID', 'Username', 'Password']) {
    await screen.getByRole('button', { name: `Copy ${field}` }).tap();
    await expect(screen.getByRole('status')).toHaveText(`${field} copied`);
    copied[field] = await screen.evaluate(() => navigator.clipboard.readText());
  }
  expect(copied['Cloud ID']).toBe('acme');
  expect(copied.Username).toBe(`${USER}@${DOMAIN}`);
  expect(mail.link.endsWith(`/qr/${copied.Password}`)).toBe(true);
  await expectNoSeriousViolations(screen, 'the QR page on a phone');
  await useTheme(screen, { layout_version: 'dark-only' });
  await expect(screen.getByRole('button', { name: 'Copy Password' })).toBeVisible();
  await expectNoSeriousViolations(screen, 'the QR page on a phone, dark');

  // Reading the page did not use the code up: typed into the app, the copied values provision it once.
  await screen.reload();
  await expect(screen.getByRole('textbox', { name: 'Password' })).toHaveValue(copied.Password as string);
  const typed = await provision({ baseUrl: baseURL as string, cloudId: copied['Cloud ID'] as string, username: copied.Username as string, password: copied.Password as string });
  expect(typed.status, JSON.stringify(typed.answer)).toBe(200);
  expect(typed.answer.kind).toBe('account');
  await screen.reload();
  await expect(screen.getByRole('alert')).toContainText('This QR code is no longer valid.');
  await expect(screen.getByRole('textbox', { name: 'Password' })).toHaveCount(0);
  await expectNoSeriousViolations(screen, 'the QR page of a used code on a phone, dark');
  await phone.close();
});

test('on a computer the QR page shows the code first, then the same details to type', async ({ page }) => {
  const mail = await sendDemoMail(page);
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto(mail.link);
  const qr = page.getByRole('img', { name: 'QR code that sets up the app' });
  await expect(qr).toBeInViewport();
  expect(await page.getByRole('heading', { level: 2 }).allInnerTexts()).toEqual(['How to use it', 'Or enter the details']);
  const cloudId = page.getByRole('textbox', { name: 'Cloud ID' });
  await expect(cloudId).toHaveValue('acme');
  expect((await qr.boundingBox())!.y).toBeLessThan((await cloudId.boundingBox())!.y);
  await expectNoSeriousViolations(page, 'the QR page on a computer');
});
