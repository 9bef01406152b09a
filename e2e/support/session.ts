import fs from 'node:fs';
import path from 'node:path';
import { expect, type Page } from '@playwright/test';

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

/** The newest password-reset link the server's mail outbox wrote to its log for `email`. */
export async function resetLinkFor(email: string): Promise<string> {
  const logPath = path.resolve(import.meta.dirname, '..', 'server.log');
  let link: string | undefined;
  await expect
    .poll(() => {
      const lines = fs.readFileSync(logPath, 'utf8').split('\n').filter((line) => line.includes('"outbox"'));
      for (const line of lines.reverse()) {
        const entry = JSON.parse(line) as { outbox: { to: string; text: string } };
        if (entry.outbox.to !== email) continue;
        link = /https?:\/\/\S+\/resetPassword\?ref=[\w-]+/.exec(entry.outbox.text)?.[0];
        if (link) break;
      }
      return link;
    })
    .toBeTruthy();
  return link as string;
}
