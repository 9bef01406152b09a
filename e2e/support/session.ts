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
