import { expect, type Page } from '@playwright/test';
import { newestMailTo } from './mail';

export const DEMO_PASSWORD = 'demo-pass-1234';

/** Signs in through the form, as a person would. */
export async function signIn(page: Page, cloudId: string, username: string, password = DEMO_PASSWORD): Promise<void> {
  await page.goto('/login');
  await page.getByLabel('Cloud Id').fill(cloudId);
  await page.getByLabel('Username').fill(username);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
}

/** The newest password-reset link mailed to `email` (the e2e SMTP sink keeps every mail). */
export async function resetLinkFor(email: string): Promise<string> {
  const mail = await newestMailTo(email, (candidate) => /\/resetPassword\?ref=/.test(candidate.text));
  return /https?:\/\/\S+\/resetPassword\?ref=[\w-]+/.exec(mail.text)?.[0] as string;
}
