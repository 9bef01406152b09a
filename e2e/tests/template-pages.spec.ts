import { expect, test } from '@playwright/test';
import { expectNoSeriousViolations, useTheme } from '../support/axe';
import { signIn } from '../support/session';

/**
 * The template's sample screens and error pages (document 1 §2): public, inert, each with its own
 * heading in the built console; the error pages share one text and lead back to /dashboard/default.
 */

const FORM_PAGES = [
  { path: '/pages/login', heading: 'Sign in', button: 'Sign in' },
  { path: '/pages/loginWithBgImg', heading: 'Sign in', button: 'Sign in' },
  { path: '/pages/loginWithVideo', heading: 'Sign in', button: 'Sign in' },
  { path: '/pages/signup', heading: 'Create an account', button: 'Sign up' },
  { path: '/pages/signupWithImg', heading: 'Create an account', button: 'Sign up' },
  { path: '/pages/signupWithVideo', heading: 'Create an account', button: 'Sign up' },
  { path: '/pages/unlockUser', heading: 'Unlock user', button: 'Unlock' },
  { path: '/pages/forgetPwd', heading: 'Forgot password', button: 'Send' },
  { path: '/pages/resetPwd', heading: 'Reset password', button: 'Reset' },
];
const NOTICE_PAGES = [
  { path: '/pages/comingsoon', heading: 'Coming soon' },
  { path: '/pages/comingsoonImg', heading: 'Coming soon' },
  { path: '/pages/comingsoonVideo', heading: 'Coming soon' },
  { path: '/pages/maintenance', heading: 'Under maintenance' },
];
const ERROR_CODES = ['400', '401', '403', '404', '500', '503'];
const SAMPLE_NOTE = 'This is a sample page of the template; it does not send anything. Use the console sign-in at /login.';

/** Fails the test on any error the page logs or throws while it is open. */
function collectErrors(page: import('@playwright/test').Page): string[] {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  page.on('console', (message) => void (message.type() === 'error' && errors.push(message.text())));
  return errors;
}

test('every sample form renders signed out and sends nothing when used', async ({ page }) => {
  const errors = collectErrors(page);
  const sent: string[] = [];
  page.on('request', (request) => void (request.url().includes('/api/') && sent.push(request.url())));
  for (const { path, heading, button } of FORM_PAGES) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 }), path).toHaveText(heading);
    await expect(page).toHaveTitle(`${heading} | Mobile App Management`);
    await page.getByRole('button', { name: button, exact: true }).click();
    await expect(page.getByText(SAMPLE_NOTE), path).toBeVisible();
  }
  // The sign-in page's branding is the only request of a public page; the samples make none.
  expect(sent.filter((url) => !url.includes('/api/v1/getWhiteLabelOptions'))).toEqual([]);
  expect(errors).toEqual([]);
});

test('every sample notice renders signed out', async ({ page }) => {
  const errors = collectErrors(page);
  for (const { path, heading } of NOTICE_PAGES) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 }), path).toHaveText(heading);
    await expect(page.getByText('A sample page of the template.')).toBeVisible();
  }
  expect(errors).toEqual([]);
});

test('every error page shows its code, the shared text and the way back home, which leads to the dashboard', async ({ page }) => {
  const errors = collectErrors(page);
  for (const code of ERROR_CODES) {
    await page.goto(`/pages/errors/error${code}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(code);
    await expect(page).toHaveTitle(`${code} | Mobile App Management`);
    await expect(page.getByText('The page you are looking for is not available, does not exist or has been moved.')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Back to home page' })).toHaveAttribute('href', '/dashboard/default');
  }
  // An address the console does not have is the 404 page.
  await page.goto('/no/such/page');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('404');
  expect(errors).toEqual([]);

  // Signed in, the link home lands on the dashboard.
  await signIn(page, 'acme', 'acme-simple');
  await page.goto('/pages/errors/error500');
  await page.getByRole('link', { name: 'Back to home page' }).click();
  await expect(page).toHaveURL(/\/dashboard\/default$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
});

test('the sample chat renders for a signed-in user', async ({ page }) => {
  await signIn(page, 'acme', 'acme-simple');
  await page.goto('/chat-app/chat');
  await expect(page.getByRole('heading', { level: 1, name: 'Chat' })).toBeVisible();
  await expect(page.getByText('Are we meeting today? The project is already done.')).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Type a message' })).toBeDisabled();
});

for (const mode of ['light', 'dark-only']) {
  test(`a sample form, a notice, an error page and the chat pass axe (${mode})`, async ({ page }) => {
    // Five pages with axe each: about 27 s alone on two cores, more beside the other worker.
    test.setTimeout(60_000);
    await signIn(page, 'acme', 'acme-simple');
    await useTheme(page, { layout_version: mode });
    for (const path of ['/pages/signupWithImg', '/pages/comingsoonVideo', '/pages/maintenance', '/pages/errors/error503', '/chat-app/chat']) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expectNoSeriousViolations(page, `${path} (${mode})`);
    }
  });
}
