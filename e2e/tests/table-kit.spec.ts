import { expect, test, type APIRequestContext, type Download, type Locator, type Page } from '@playwright/test';
import { pickDomain } from '../support/app-management';
import { expectNoSeriousViolations, useTheme } from '../support/axe';
import { apiSignIn, callApiOk } from '../support/api';
import { signIn } from '../support/session';

/** A console user whose name and e-mail are 250 characters long, as a new user once typed. */
async function addLongUser(request: APIRequestContext): Promise<{ name: string; username: string; email: string }> {
  const stamp = Date.now().toString(36);
  const user = { name: `Long ${stamp} ${'N'.repeat(240)}`.slice(0, 250), username: `long-${stamp}-${'u'.repeat(50)}`.slice(0, 64), email: `${'e'.repeat(230)}${stamp}@example.test`.slice(-250) };
  await callApiOk(await apiSignIn(request, 'demo', 'admin'), 'createUpdateUser', { ...user, user_type: 'simple user', password: 'long-pass-1234', cloud_id: 'acme', active: true });
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
  // The search is kept in the address through the theme's change: cleared, the list is whole again.
  await page.getByRole('textbox', { name: 'Search' }).fill('');
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
  // Each sort reaches the address and the column's header before the next click.
  const header = page.getByRole('columnheader', { name: /Cloud Id/ });
  await page.getByRole('button', { name: 'Sort by Cloud Id' }).click();
  await expect(header).toHaveAttribute('aria-sort', 'ascending');
  await expect(page).toHaveURL(/[?&]sort=[^&]*\.asc/);
  await page.getByRole('button', { name: 'Cloud Id, sorted ascending' }).click();
  await expect(header).toHaveAttribute('aria-sort', 'descending');
  await expect(page).toHaveURL(/[?&]sort=[^&]*\.desc/);
  const cloudIdCells = () => page.locator('tbody tr td:nth-child(5)').allTextContents();
  await expect.poll(async () => {
    const cloudIds = await cloudIdCells();
    return cloudIds.length > 1 && cloudIds.join() === [...cloudIds].sort().reverse().join();
  }).toBe(true);
  await page.getByRole('checkbox', { name: 'Select acme' }).check();
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export selected (1)' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toBe('subscribers.csv');
  const csv = await textOf(file);
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
  // Scrolled to its end, the sidebar shows its last item whole: nothing (a footer) covers it.
  await nav.evaluate((element) => element.closest('.mantine-ScrollArea-viewport')?.scrollTo({ top: 1e6 }));
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

async function textOf(file: Download): Promise<string> {
  const chunks = await (await file.createReadStream()).toArray();
  return Buffer.concat(chunks as Buffer[]).toString('utf8').replace(/^\uFEFF/, '');
}

/** The lines of a saved CSV, split into cells; the demo data holds no commas or quotes, so none is quoted. */
async function csvOf(download: Promise<Download>): Promise<string[][]> {
  const text = await textOf(await download);
  expect(text).not.toContain('"');
  return text.split('\r\n').map((line) => line.split(','));
}

/** Ticks a row's box; the box is brought to the middle of the screen first, clear of the page footer. */
async function tick(box: Locator) {
  await box.evaluate((element) => element.scrollIntoView({ block: 'center' }));
  await box.check({ force: true });
}

test('App Management keeps ticks across pages and selects all 2,000 users of bigcorp.demo, on a phone', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await signIn(page, 'bigcorp', 'bigcorp-admin');
  await page.goto('/app_management');
  await pickDomain(page, 'bigcorp.demo');
  const main = page.getByRole('main');
  const selection = main.getByRole('status');
  const boxes = main.getByRole('checkbox', { name: /^Select \d+$/ });
  await expect(main.getByText('1–10 of 2000')).toBeVisible();
  await tick(boxes.nth(0));
  await tick(boxes.nth(1));
  const firstTwo = await Promise.all([0, 1].map(async (index) => (await boxes.nth(index).getAttribute('aria-label'))?.replace('Select ', '')));
  await main.getByRole('button', { name: 'Next page' }).click();
  await expect(main.getByText('11–20 of 2000')).toBeVisible();
  await tick(boxes.nth(0));
  const third = (await boxes.nth(0).getAttribute('aria-label'))?.replace('Select ', '');
  await expect(selection).toHaveText('3 selected');

  // The selection goes whole into the export, in the table's order.
  const selected = page.waitForEvent('download');
  await main.getByRole('button', { name: 'Export selected (3)' }).click();
  const lines = await csvOf(selected);
  expect(lines[0]?.slice(0, 3)).toEqual(['Extension', 'Provisioning', 'First name']);
  expect(lines.slice(1).map((cells) => cells[0])).toEqual([...firstTwo, third]);

  await main.getByRole('button', { name: 'Previous page' }).click();
  await expect(main.getByRole('checkbox', { name: `Select ${firstTwo[0]}` })).toBeChecked();
  await tick(main.getByRole('checkbox', { name: 'Select all rows on this page' }));
  await expect(selection).toHaveText('11 selected');
  await expectNoSeriousViolations(page, 'App Management offering to select all users');
  await main.getByRole('button', { name: 'Select all 2,000' }).click();
  await expect(selection).toHaveText('All 2,000 selected');
  await expect(main.getByRole('button', { name: 'Export selected (2,000)' })).toBeVisible();
  await main.getByRole('button', { name: 'Last page' }).click();
  await expect(main.getByText('1991–2000 of 2000')).toBeVisible();
  await expect(boxes.last()).toBeChecked();

  // A search keeps the rows it hides selected, and says so.
  // (An extension may also turn up inside another user's e-mail address.)
  await main.getByRole('textbox', { name: 'Search', exact: true }).fill(firstTwo[0] as string);
  await expect(selection).toHaveText(/^2,000 selected, 1,99\d not shown by the search$/);
  await main.getByRole('button', { name: 'Clear selection' }).click();
  await expect(selection).toHaveText('');
  await expect(main.getByRole('button', { name: /^Export CSV \(\d\)$/ })).toBeVisible();
});

test('Export CSV saves every row of the result, not the page: the 36 users of acme.demo, and a searched console-user list the server pages', async ({ page, request }) => {
  await signIn(page, 'acme', 'acme-admin');
  await page.goto('/app_management');
  await pickDomain(page, 'acme.demo');
  const main = page.getByRole('main');
  await expect(main.getByText('1–10 of 36')).toBeVisible();
  const all = page.waitForEvent('download');
  await main.getByRole('button', { name: 'Export CSV (36)' }).click();
  const lines = await csvOf(all);
  expect(lines).toHaveLength(37);
  expect(lines[0]?.slice(0, 3)).toEqual(['Extension', 'Provisioning', 'First name']);
  const extensions = lines.slice(1).map((cells) => cells[0]);
  expect(new Set(extensions).size).toBe(36);
  expect([...extensions].sort()).toEqual(Array.from({ length: 36 }, (_, i) => String(1001 + i)));
  // In the order shown: by first name.
  const firstNames = lines.slice(1).map((cells) => cells[2] ?? '');
  expect(firstNames).toEqual([...firstNames].sort((a, b) => a.localeCompare(b)));

  // Twelve console users found by one search: two pages of the server's ten.
  const stamp = `pg${Date.now().toString(36)}`;
  const provider = await apiSignIn(request, 'demo', 'admin');
  for (let i = 1; i <= 12; i++) {
    await callApiOk(provider, 'createUpdateUser', {
      name: `Paged ${i}`, username: `${stamp}-${String(i).padStart(2, '0')}`, email: `${stamp}-${i}@example.test`, user_type: 'simple user', password: 'paged-pass-1234', cloud_id: 'acme', active: true,
    });
  }
  await page.goto('/users');
  await main.getByRole('textbox', { name: 'Search', exact: true }).fill(stamp);
  await expect(main.getByText('1–10 of 12')).toBeVisible();
  await main.getByRole('button', { name: 'Sort by Username' }).click();
  await main.getByRole('button', { name: 'Username, sorted ascending' }).click();
  await expect(main.getByRole('row').nth(1)).toContainText(`${stamp}-12`);
  const users = page.waitForEvent('download');
  await main.getByRole('button', { name: 'Export CSV (12)' }).click();
  const userLines = await csvOf(users);
  expect(userLines[0]).toEqual(['Id', 'Name', 'Username', 'Email', 'Company', 'User Type', 'Active']);
  expect(userLines.slice(1).map((cells) => cells[2])).toEqual(Array.from({ length: 12 }, (_, i) => `${stamp}-${String(12 - i).padStart(2, '0')}`));
});
