import { expect, type Page } from '@playwright/test';
import { newestMailTo } from './mail';

export const DEMO_PASSWORD = 'demo-pass-1234';

/** Signs in through the form, as a person would: the sign-in screen's own tests. */
export async function signInThroughForm(page: Page, cloudId: string, username: string, password = DEMO_PASSWORD): Promise<void> {
  await page.goto('/login');
  await page.getByLabel('Cloud Id').fill(cloudId);
  await page.getByLabel('Username').fill(username);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
}

type SignInAnswer = { Token: string; url: string; id: number; name: string; username: string; user_type: string; cloud_id: string; superuser: boolean };

/**
 * A session for a test of another screen, on the dashboard as after signing in: authLogin asked
 * directly and the session kept as the console keeps it (document 1 §4). The sign-in form is the
 * sign-in tests' to prove (signInThroughForm); skipping its screen here saves each test a page load
 * and its scripts, which on a busy machine is seconds a test.
 */
export async function signIn(page: Page, cloudId: string, username: string, password = DEMO_PASSWORD): Promise<void> {
  const answer = await page.request.post('/api/v1/authLogin', { data: { cloud_id: cloudId, user: username, password } });
  if (!answer.ok()) throw new Error(`${cloudId}/${username} could not sign in: HTTP ${answer.status()} ${await answer.text()}`);
  const session = (await answer.json()) as SignInAnswer;
  // Any page of the console's origin gives its storage; the readiness answer is the lightest.
  await page.goto('/readyz');
  await page.evaluate(({ Token, url, ...creds }) => {
    localStorage.setItem('token', Token);
    localStorage.setItem('authenticated', 'true');
    localStorage.setItem('profileURL', url);
    localStorage.setItem('creds', JSON.stringify({ id: creds.id, name: creds.name, username: creds.username, user_type: creds.user_type, cloud_id: creds.cloud_id, superuser: creds.superuser }));
  }, session);
  await page.goto('/dashboard');
  await expect(page).toHaveURL(/\/dashboard$/);
}

/** The newest password-reset link mailed to `email` (the e2e SMTP sink keeps every mail). */
export async function resetLinkFor(email: string): Promise<string> {
  const mail = await newestMailTo(email, (candidate) => /\/resetPassword\?ref=/.test(candidate.text));
  return /https?:\/\/\S+\/resetPassword\?ref=[\w-]+/.exec(mail.text)?.[0] as string;
}

/** Chooses a language from the header's menu, as a person would. */
export async function chooseLanguage(page: Page, language: 'English' | 'Español' | 'Português' | 'Français'): Promise<void> {
  await page.getByRole('button', { name: 'Language' }).first().click();
  await page.getByRole('menuitem', { name: language }).click();
}

/**
 * Signs in as `account` and opens the screen at `path` in the language given (stored as the
 * console keeps it), once its heading shows: how most screens' own-language tests begin.
 */
export async function openScreen(page: Page, screen: { as: [cloudId: string, username: string]; path: string; heading: string; language?: string }): Promise<void> {
  await signIn(page, ...screen.as);
  if (screen.language) {
    await page.evaluate((language) => localStorage.setItem('language', language), screen.language);
  }
  await page.goto(screen.path);
  await expect(page.getByRole('heading', { level: 1, name: screen.heading })).toBeVisible();
}
