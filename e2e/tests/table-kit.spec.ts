import { expect, test, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { expectNoSeriousViolations, useTheme } from '../support/axe';
import { DEMO_PASSWORD, signIn } from '../support/session';

async function tokenOf(request: APIRequestContext): Promise<string> {
  const answer = await request.post('/api/v1/authLogin', { data: { cloud_id: 'demo', user: 'admin', password: DEMO_PASSWORD } });
  return ((await answer.json()) as { Token: string }).Token;
}

/** A console user whose name and e-mail are 250 characters long, as a new user once typed. */
async function addLongUser(request: APIRequestContext): Promise<{ name: string; username: string; email: string }> {
  const stamp = Date.now().toString(36);
  const user = { name: `Long ${stamp} ${'N'.repeat(240)}`.slice(0, 250), username: `long-${stamp}-${'u'.repeat(50)}`.slice(0, 64), email: `${'e'.repeat(230)}${stamp}@example.test`.slice(-250) };
  const answer = await request.post('/api/v1/createUpdateUser', {
    headers: { Token: await tokenOf(request) },
    data: { ...user, user_type: 'simple user', password: 'long-pass-1234', cloud_id: 'acme', active: true },
  });
  expect(answer.ok(), await answer.text()).toBe(true);
  return user;
}

async function findUser(page: Page, username: string) {
  await page.goto('/users');
  await page.getByRole('textbox', { name: 'Search' }).fill(username);
  const row = page.getByRole('row', { name: new RegExp(username) });
  await expect(row).toHaveCount(1);
  return row;
}

test('a 250-character value is cut with an ellipsis, shown whole on focus, and the actions stay on screen', async ({ page, request }) => {
  const user = await addLongUser(request);
  await signIn(page, 'demo', 'admin');
  const row = await findUser(page, user.username);
  const card = page.locator('.mantine-Card-root').filter({ has: page.getByRole('table') });
  const cardBox = await card.boundingBox();
  const tableBox = await card.locator('.mantine-ScrollArea-root').first().boundingBox();
  expect(tableBox!.x + tableBox!.width).toBeLessThanOrEqual(cardBox!.x + cardBox!.width + 1);
  await expect(page.getByRole('button', { name: `Edit user ${user.username}` })).toBeInViewport();

  // Nothing widens the page past the window (in a right-to-left layout this showed as the page
  // background changing colour where the page ran past the shell).
  const pageFits = () => page.evaluate(() => document.documentElement.scrollWidth <= document.documentElement.clientWidth);
  expect(await pageFits()).toBe(true);
  await useTheme(page, { direction: 'rtl' });
  await page.getByRole('textbox', { name: 'Search' }).fill(user.username);
  await expect(page.getByRole('button', { name: `Edit user ${user.username}` })).toBeInViewport();
  expect(await pageFits()).toBe(true);
  await useTheme(page, { direction: 'ltr' });
  await page.getByRole('textbox', { name: 'Search' }).fill(user.username);

  const nameCell = row.getByText(user.name);
  expect(await nameCell.evaluate((cell) => cell.scrollWidth > cell.clientWidth)).toBe(true);
  await nameCell.focus();
  await expect(page.getByRole('tooltip')).toHaveText(user.name);

  await page.setViewportSize({ width: 390, height: 844 });
  const edit = page.getByRole('button', { name: `Edit user ${user.username}` });
  await expect(edit).toBeInViewport();
  await edit.click();
  await expect(page).toHaveURL(/\/users\/details$/);
  await expectNoSeriousViolations(page, 'user form at 390 px');
});

test('a search that matches nothing says so, and the pager reads in its own order in a right-to-left layout', async ({ page }) => {
  await signIn(page, 'demo', 'admin');
  await page.goto('/subscribers');
  await page.getByRole('textbox', { name: 'Search' }).fill('no-such-subscriber');
  const noResults = page.getByText('No results match your search.');
  await expect(noResults).toBeVisible();
  await expect(page.getByText(/backend is down/)).toHaveCount(0);
  // On a phone the table scrolls sideways; the message stays in the part of it on screen.
  await page.setViewportSize({ width: 390, height: 844 });
  await expectWithinScreen(noResults, 390);

  const background = () => page.locator('main').evaluate((main) => getComputedStyle(main).backgroundColor);
  const ltrBackground = await background();
  await useTheme(page, { direction: 'rtl' });
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  expect(await background()).toBe(ltrBackground);
  // Other tests may have added subscribers to this server.
  const pager = page.getByText(/^1–\d+ of \d+$/);
  await expect(pager).toHaveAttribute('dir', 'ltr');
  await page.getByRole('textbox', { name: 'Search' }).fill('no-such-subscriber');
  await expectWithinScreen(noResults, 390);
  await expectNoSeriousViolations(page, '/subscribers in RTL');
});

async function expectWithinScreen(locator: Locator, screenWidth: number) {
  await expect(async () => {
    const box = await locator.boundingBox();
    expect(box).not.toBeNull();
    expect(box!.x).toBeGreaterThanOrEqual(0);
    expect(box!.x + box!.width).toBeLessThanOrEqual(screenWidth);
  }).toPass({ timeout: 5_000 });
}

test('subscribers sort by a column, select rows and export the selection as CSV', async ({ page }) => {
  await signIn(page, 'demo', 'admin');
  await page.goto('/subscribers');
  await page.getByRole('button', { name: 'Sort by Cloud Id' }).click();
  await page.getByRole('button', { name: 'Cloud Id, sorted ascending' }).click();
  const cloudIds = await page.locator('tbody tr td:nth-child(5)').allTextContents();
  expect(cloudIds).toEqual([...cloudIds].sort().reverse());
  await page.getByRole('checkbox', { name: 'Select acme' }).check();
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export selected' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toBe('subscribers.csv');
  const text = await (await file.createReadStream()).toArray();
  const csv = Buffer.concat(text as Buffer[]).toString('utf8');
  expect(csv.split('\r\n')).toHaveLength(2);
  expect(csv).toContain(',acme,');
  // The phone number begins with +, which a spreadsheet would read as a formula.
  expect(csv).toMatch(/,'\+/);
});

test('a tenant admin opening a super-tenant screen is sent to the dashboard before any call of that area', async ({ page }) => {
  await signIn(page, 'acme', 'acme-admin');
  const calls: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/api/v1/')) calls.push(new URL(request.url()).pathname);
  });
  for (const path of ['/subscribers', '/netsapiens/details']) {
    await page.goto(path);
    await expect(page).toHaveURL(/\/dashboard$/);
  }
  expect(calls.filter((call) => /subscriber|netsapien/i.test(call))).toEqual([]);
});

test('every sidebar item can be reached: the default sidebar scrolls, the horizontal one too', async ({ page }) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await signIn(page, 'demo', 'admin');
  const nav = page.getByRole('navigation', { name: 'Main navigation' });
  await nav.getByRole('link', { name: 'Release Notes' }).scrollIntoViewIfNeeded();
  await expect(nav.getByRole('link', { name: 'Release Notes' })).toBeInViewport({ ratio: 1 });
  await nav.getByRole('link', { name: 'Release Notes' }).click();
  await expect(page).toHaveURL(/\/ReleaseNotes$/);

  await page.setViewportSize({ width: 1024, height: 700 });
  await useTheme(page, { wrapper: 'horizontal_sidebar', bodyWrapper: '' });
  const last = nav.getByRole('link', { name: 'Release Notes' });
  await last.scrollIntoViewIfNeeded();
  await expect(last).toBeInViewport({ ratio: 1 });
  await last.click();
  await expect(page).toHaveURL(/\/ReleaseNotes$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Release Notes' })).toBeVisible();
});
