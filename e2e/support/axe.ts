import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

/**
 * Runs axe-core on the page as it stands, or on the part of it `within` selects (WCAG 2.1 A and AA
 * rules), and fails on any serious or critical violation, listing each with the elements it found so
 * the failure says what to fix.
 */
export async function expectNoSeriousViolations(page: Page, screen: string, within?: string): Promise<void> {
  const builder = new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']);
  // `within` (a CSS selector) scans one part of the page: far quicker than a page of long tables.
  const results = await (within ? builder.include(within) : builder).analyze();
  const serious = results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => `${violation.id}: ${violation.help} -> ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`);
  expect(serious, `axe on ${screen}`).toEqual([]);
}

/** Sets theme settings under their spec names before the console reads them, then reloads. */
export async function useTheme(page: Page, settings: Record<string, string>): Promise<void> {
  await page.evaluate((values) => {
    for (const [key, value] of Object.entries(values)) localStorage.setItem(key, value);
  }, settings);
  await page.reload();
}
