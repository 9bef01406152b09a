import { expect, test, type Page } from '@playwright/test';
import type { CallName } from '@mamt/contract';

/** The body the page posts with its next call to `name` (start waiting before the click that sends it). */
export async function nextCallBody(page: Page, name: CallName): Promise<unknown> {
  const request = await page.waitForRequest((candidate) => candidate.method() === 'POST' && new URL(candidate.url()).pathname === `/api/v1/${name}`);
  return request.postDataJSON();
}

/** The page does not scroll sideways at its width (a table may, inside its own box). */
export async function expectNoSidewaysScroll(page: Page, width = 390): Promise<void> {
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
}

/**
 * Keeps a full-page screenshot of the run for a person to look at, once the first-load loader has
 * gone, taken from the top: a page scrolled down draws its fixed header (and the hidden skip link)
 * in the middle of the picture.
 */
export async function keepScreenshot(page: Page, name: string): Promise<void> {
  // The first-load loader covers the screen for its first second.
  await expect(page.locator('.first-load-loader')).toHaveCount(0);
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.screenshot({ path: test.info().outputPath(`${name}.png`), fullPage: true });
}

/** The themes a screen is checked in at 390 px: light, dark, and right to left. */
export const NARROW_THEMES = [
  { name: 'light', settings: { layout_version: 'light', direction: 'ltr' } },
  { name: 'dark', settings: { layout_version: 'dark-only', direction: 'ltr' } },
  { name: 'rtl', settings: { layout_version: 'light', direction: 'rtl' } },
] as const;
