import { expect, test, type Page } from '@playwright/test';
import { signIn } from '../support/session';

type Summary = { users: Array<{ username: string }> };

/** Clicks a column title and waits for the list the server sent for it. */
async function sortBy(page: Page, button: string, order: 'asc' | 'desc') {
  const answer = page.waitForResponse((response) => {
    if (!response.url().endsWith('/api/v1/userSummary')) return false;
    const body = response.request().postDataJSON() as { sort?: string; order?: string; page?: number };
    return body.sort === 'username' && body.order === order && body.page === 1;
  });
  await page.getByRole('button', { name: button }).click();
  return ((await (await answer).json()) as Summary).users.map((user) => user.username);
}

const byText = (a: string, b: string) => (a.toLowerCase() < b.toLowerCase() ? -1 : a.toLowerCase() > b.toLowerCase() ? 1 : 0);

test('console users sort by a column on the server, both ways, from page 1', async ({ page }) => {
  await signIn(page, 'demo', 'admin');
  await page.goto('/users');
  // Other tests may add users to this server: the check is against what the server answered.
  const usernames = page.locator('tbody tr td:nth-child(4)');
  await expect(usernames.first()).toBeVisible();

  const ascending = await sortBy(page, 'Sort by Username', 'asc');
  expect(ascending).toEqual([...ascending].sort(byText));
  await expect(usernames).toHaveText(ascending);

  const descending = await sortBy(page, 'Username, sorted ascending', 'desc');
  expect(descending).toEqual([...descending].sort(byText).reverse());
  await expect(usernames).toHaveText(descending);
  const header = page.locator('th', { has: page.getByRole('button', { name: 'Username, sorted descending' }) });
  await expect(header).toHaveAttribute('aria-sort', 'descending');
});
