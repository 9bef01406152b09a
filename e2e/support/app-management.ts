import { expect, type Locator, type Page } from '@playwright/test';

/** Picks a domain in the App Management type-ahead and waits for its settings and users. */
export async function pickDomain(page: Page, domain: string, label = 'Domain'): Promise<void> {
  await page.getByRole('textbox', { name: label, exact: true }).click();
  await page.getByRole('option', { name: new RegExp(`^${domain.replace('.', '\\.')}`) }).click();
  await expect(page.getByRole('row').nth(1)).toBeVisible();
}

/** The users table's cell of an extension: the extension, with the user's login under it. */
export function extensionCell(page: Page, extension: string): Locator {
  return page.getByRole('cell', { name: new RegExp(`^${extension.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}(\\s|$)`) });
}

/** Narrows the users table to one extension with its search box and returns that row. */
export async function userRow(page: Page, extension: string, searchLabel = 'Search'): Promise<Locator> {
  const search = page.getByRole('main').getByRole('textbox', { name: searchLabel, exact: true });
  await search.fill(extension);
  // The search is debounced: wait until the table shows that row alone (and its header row), so a
  // click does not land on a row that moves away.
  await expect(page.getByRole('main').getByRole('row')).toHaveCount(2);
  const row = page.getByRole('main').getByRole('row').filter({ has: extensionCell(page, extension) });
  await expect(row).toHaveCount(1);
  return row;
}

/** Picks an option of a select inside `scope` (a dialog), typing to narrow it when it is searchable. */
export async function choose(scope: Locator, label: string, option: string | RegExp): Promise<void> {
  const input = scope.getByRole('textbox', { name: label, exact: true });
  const current = await input.inputValue();
  // Clicking the option already chosen would clear it (Mantine's allowDeselect).
  if (typeof option === 'string' ? current === option : option.test(current)) return;
  await input.click();
  await scope.page().getByRole('option', { name: option }).click();
}

/** The newest toast with this text; toasts close after 3 s, so it is asserted at once. */
export function toast(page: Page, text: string): Locator {
  return page.locator('.mantine-Notification-root').filter({ hasText: text }).last();
}
