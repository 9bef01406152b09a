import { expect, test, type Browser, type Locator, type Page } from '@playwright/test';
import { apiSignIn, callApi, callApiOk, type ApiSession } from '../support/api';
import { pickDomain } from '../support/app-management';
import { signIn } from '../support/session';

/**
 * Every list screen keeps its view in the address: a view set through the screen (a search, a sort,
 * a page size or page, the super tenant's tenant) is the same after a reload, and the same again
 * when its address is opened in another browser signed in as the same user. What is compared is
 * what the screen shows: the values its boxes hold, its tables' rows in order, the sorted column,
 * the current page and the counts. The view set must differ from the plain screen, so a screen that
 * dropped its view fails the comparison.
 */

const PASSWORD = 'e2e-address-pass-1234';

/** What a part of a screen shows: its boxes' values, its tables' rows (or `items`), sorted columns, current pages, counts. */
type Seen = { boxes: string[]; rows: string[][]; sorted: string[]; current: string[]; status: string[] };

type Screen = {
  name: string;
  path: string;
  /** The parts of the screen compared (default: the whole main area). */
  parts?: (page: Page) => Locator[];
  /** Only these columns of a table (by the start of their title): columns other specs may change meanwhile are left out. */
  columns?: string[];
  /** The list's entries when they are not table rows (System Logs). */
  items?: string;
  /** Until the plain screen shows its list. */
  ready: (page: Page) => Promise<void>;
  /** Sets the view through the screen, as a person would, and waits until it shows. */
  setView: (page: Page) => Promise<void>;
};

/** What each element of `part` shows (none: the part is not on screen). */
async function seenIn(part: Locator, screen: Screen): Promise<Seen[]> {
  return part.evaluateAll(
    (roots, { columns, items }) => {
      const shown = (element: Element) => element.getClientRects().length > 0;
      const text = (element: Element | null | undefined) => (element?.textContent ?? '').replace(/\s+/g, ' ').trim();
      const nameOf = (input: HTMLInputElement) => input.getAttribute('aria-label') || text(input.labels?.[0]) || input.placeholder || input.name;
      return roots.map((root) => {
        const boxes = [...root.querySelectorAll('input')]
          .filter((input) => input.type !== 'hidden' && shown(input))
          .map((input) => `${nameOf(input)}=${input.type === 'checkbox' || input.type === 'radio' ? String(input.checked) : input.value}`);
        const tableRows = [...root.querySelectorAll('table')].flatMap((table) => {
          const titles = [...table.querySelectorAll('thead th')].map(text);
          const picked = columns ? titles.flatMap((title, index) => (columns.some((name) => title.startsWith(name)) ? [index] : [])) : null;
          return [...table.querySelectorAll('tbody tr')].map((row) => {
            const cells = [...row.children];
            return (picked ? picked.map((index) => cells[index]) : cells).map(text);
          });
        });
        const itemRows = items ? [...root.querySelectorAll(items)].map((item) => [text(item)]) : [];
        return {
          boxes,
          rows: [...tableRows, ...itemRows],
          sorted: [...root.querySelectorAll('th[aria-sort]')].map((th) => `${text(th)}:${th.getAttribute('aria-sort')}`),
          current: [...root.querySelectorAll('[aria-current="page"]')].map(text),
          status: [...root.querySelectorAll('[role="status"]')].map(text),
        };
      });
    },
    { columns: screen.columns ?? null, items: screen.items ?? null },
  );
}

const viewOf = async (page: Page, screen: Screen) => Promise.all((screen.parts?.(page) ?? [page.getByRole('main')]).map((part) => seenIn(part, screen)));

/** The view once it holds still: the same on two looks half a second apart, with nothing loading. */
async function settledView(page: Page, screen: Screen): Promise<Seen[][]> {
  let last = '';
  let view: Seen[][] = [];
  await expect
    .poll(
      async () => {
        const loading = await page.locator('.mantine-LoadingOverlay-root, main .mantine-Loader-root').count();
        view = await viewOf(page, screen);
        const now = JSON.stringify(view);
        const still = loading === 0 && now === last;
        last = now;
        return still;
      },
      { message: `${screen.name} holds still`, intervals: [500], timeout: 20_000 },
    )
    .toBe(true);
  return view;
}

/**
 * The screen at its plain address, then the view set through it; a reload shows that view again,
 * at the same address, and so does the address opened in `other` (another browser of the same user).
 */
async function expectViewKept(page: Page, other: Page, screen: Screen) {
  await test.step(screen.name, async () => {
    await page.goto(screen.path);
    await screen.ready(page);
    const plain = await settledView(page, screen);
    await screen.setView(page);
    const view = await settledView(page, screen);
    expect(view, `${screen.name}: the view set is not the plain screen's`).not.toEqual(plain);
    const address = page.url();

    await page.reload();
    await expect.poll(() => viewOf(page, screen), { message: `${screen.name} after a reload`, timeout: 20_000 }).toEqual(view);
    expect(page.url()).toBe(address);

    await other.goto(address);
    await expect.poll(() => viewOf(other, screen), { message: `${screen.name} opened from its address in another browser`, timeout: 20_000 }).toEqual(view);
  });
}

/** Another browser (a context of its own: no storage shared) signed in as the same user. */
async function otherBrowser(browser: Browser, cloudId: string, username: string): Promise<Page> {
  const other = await (await browser.newContext()).newPage();
  await signIn(other, cloudId, username);
  return other;
}

async function expectInAddress(page: Page, name: string, value: string | null) {
  await expect.poll(() => new URL(page.url()).searchParams.get(name), { message: `${name} in the address` }).toBe(value);
}

/** Types a table's search; it is in the address once the typing has paused. */
async function searchFor(page: Page, text: string, { scope = page.getByRole('main'), prefix = '' }: { scope?: Locator; prefix?: string } = {}) {
  await scope.getByRole('textbox', { name: 'Search', exact: true }).fill(text);
  await expectInAddress(page, `${prefix}q`, text);
}

async function sortBy(scope: Locator, column: string, order: 'asc' | 'desc') {
  await scope.getByRole('button', { name: `Sort by ${column}`, exact: true }).click();
  if (order === 'desc') await scope.getByRole('button', { name: `${column}, sorted ascending`, exact: true }).click();
  await expect(scope.getByRole('button', { name: `${column}, sorted ${order === 'asc' ? 'ascending' : 'descending'}`, exact: true })).toBeVisible();
}

async function rowsPerPage(page: Page, scope: Locator, size: string) {
  await scope.getByRole('textbox', { name: 'Rows per page' }).click();
  await page.getByRole('option', { name: size, exact: true }).click();
  await expect(scope.getByRole('textbox', { name: 'Rows per page' })).toHaveValue(size);
}

/** The super tenant's choice of tenant, left as a person moving on leaves it (a focused type-ahead shows an empty box). */
async function chooseTenant(page: Page, cloudId: string, label = 'Cloud Id') {
  const box = page.getByRole('main').getByRole('textbox', { name: label, exact: true });
  await box.click();
  await page.getByRole('option', { name: new RegExp(`^${cloudId} — `) }).click();
  await box.blur();
  await expect(box).toHaveValue(new RegExp(`^${cloudId} — `));
}

const bodyRows = (scope: Locator) => scope.locator('tbody tr');
const tableRead = (page: Page) => expect(page.locator('.mantine-LoadingOverlay-root')).toHaveCount(0);

test('Users, Subscribers, Static Accounts, Platform connections and Client Profiles keep their view, and a form returns to it', async ({ page, browser, request }) => {
  test.setTimeout(240_000);
  const stamp = Date.now().toString(36);
  const api = await apiSignIn(request, 'demo', 'admin');
  // Globex's records of this test alone: acme's are other specs' to change.
  const logins = [1, 2, 3].map((n) => `addr${stamp}-${n}`);
  const accounts: number[] = [];
  const profiles: number[] = [];
  try {
    for (const login of logins) {
      const saved = await callApiOk(api, 'createUpdateAccount', {
        cloud_id: 'globex', cloud_username: login, cloud_password: 'lobby-login-pass', proxy: 'sip.globex.example:5060',
        outbound_proxy_host: 'proxy.globex.example', account_username: login, account_password: 'lobby-sip-pass',
      });
      accounts.push(saved.id);
    }
    for (const extension of ['1001', '1002', '1003']) {
      const saved = await callApiOk(api, 'profileCreateUpdate', {
        cloud_id: 'globex', subscriber_id: undefined, expires: undefined, profilename: `Addr ${stamp} ${extension}`, domain: 'globex.demo', extension,
        outboundproxyenabled: 1, outboundproxyhost: 'sbc.globex.example', port: 5060,
      });
      profiles.push(saved.id);
    }

    await signIn(page, 'demo', 'admin');
    const other = await otherBrowser(browser, 'demo', 'admin');
    const main = page.getByRole('main');
    const listReady = async (p: Page) => {
      await expect(bodyRows(p.getByRole('main')).first()).toBeVisible();
      await tableRead(p);
    };

    const users: Screen = {
      name: 'Users',
      path: '/users',
      ready: listReady,
      setView: async (p) => {
        await searchFor(p, 'demo.example');
        await sortBy(main, 'Username', 'desc');
        await rowsPerPage(p, main, '20');
        // The super tenant's own demo users, by username from z to a.
        await expect(p.locator('tbody tr td:nth-child(4)')).toHaveText(['support', 'simple', 'admin']);
      },
    };
    await expectViewKept(page, other, users);
    // A form opened from the list comes back to its view, after a reload of the form too.
    const listAddress = page.url();
    await main.getByRole('button', { name: 'Edit user support' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Edit User' })).toBeVisible();
    await page.reload();
    await expect(page.getByRole('textbox', { name: 'Username', exact: true })).toHaveValue('support');
    await page.getByRole('button', { name: 'Cancel' }).click();
    await expect(page).toHaveURL(listAddress);
    await expect(main.getByRole('textbox', { name: 'Search', exact: true })).toHaveValue('demo.example');
    await expect(page.locator('tbody tr td:nth-child(4)')).toHaveText(['support', 'simple', 'admin']);

    await expectViewKept(page, other, {
      name: 'Subscribers',
      path: '/subscribers',
      ready: listReady,
      setView: async (p) => {
        await searchFor(p, 'corp');
        await sortBy(main, 'Company Name', 'asc');
        await rowsPerPage(p, main, '20');
        await expect(bodyRows(main)).toHaveCount(2);
        await expect(bodyRows(main).first()).toContainText('BigCorp');
      },
    });

    await expectViewKept(page, other, {
      name: 'Static Accounts',
      path: '/static_accounts',
      ready: async (p) => tableRead(p),
      setView: async (p) => {
        await searchFor(p, `addr${stamp}`);
        await sortBy(main, 'User Login', 'desc');
        await rowsPerPage(p, main, '20');
        await expect(bodyRows(main)).toHaveCount(3);
        await expect(bodyRows(main).first()).toContainText(logins[2] as string);
      },
    });

    await expectViewKept(page, other, {
      name: 'Platform connections',
      path: '/netsapiens',
      ready: listReady,
      setView: async (p) => {
        await searchFor(p, 'corp');
        await sortBy(main, 'Company', 'asc');
        await rowsPerPage(p, main, '30');
        await expect(bodyRows(main)).toHaveCount(2);
        await expect(bodyRows(main).first()).toContainText('BigCorp (bigcorp)');
      },
    });

    const domainLevel = (p: Page) => p.getByRole('region', { name: /^Domain Level Client Profiles/ });
    const extensionLevel = (p: Page) => p.getByRole('region', { name: /^Extension Level Client Profiles/ });
    await expectViewKept(page, other, {
      name: 'Client Profiles',
      path: '/client_profiles',
      // The primary profiles are every tenant's: other specs add and remove acme's meanwhile.
      parts: (p) => [p.getByRole('region', { name: 'Primary Client Profile' }).getByRole('textbox', { name: 'Domain level of subscriber' }), domainLevel(p), extensionLevel(p)],
      ready: async (p) => {
        await expect(p.getByRole('textbox', { name: 'Domain level of subscriber' })).toBeVisible();
        await tableRead(p);
      },
      setView: async (p) => {
        await p.getByRole('textbox', { name: 'Domain level of subscriber' }).click();
        await p.getByRole('option', { name: /^globex — / }).click();
        await domainLevel(p).getByRole('textbox', { name: 'Domain', exact: true }).click();
        await p.getByRole('option', { name: 'globex.demo', exact: true }).click();
        await sortBy(extensionLevel(p), 'Extension', 'desc');
        await expect(extensionLevel(p).getByRole('row', { name: new RegExp(`Addr ${stamp}`) })).toHaveCount(3);
        await expect(bodyRows(extensionLevel(p)).first()).toContainText(`Addr ${stamp} 1003`);
        await expectInAddress(p, 'extensions-sort', 'extension.desc');
      },
    });
    await other.context().close();
  } finally {
    for (const id of accounts) await callApi(api, 'deleteAccountDetail', { id });
    for (const id of profiles) await callApi(api, 'deleteProfile', { id });
  }
});

test("the tenant screens keep the super tenant's tenant and their table's view", async ({ page, browser }) => {
  test.setTimeout(180_000);
  await signIn(page, 'demo', 'admin');
  const other = await otherBrowser(browser, 'demo', 'admin');
  const main = page.getByRole('main');

  // No demo login is blocked (a login is blocked by wrong provisioning passwords, counted against
  // the whole test run's address): the tenant, the search and the sort are what is kept.
  await expectViewKept(page, other, {
    name: 'Blocked Subscribers',
    path: '/blocked_subscribers',
    ready: tableRead,
    setView: async (p) => {
      await chooseTenant(p, 'globex');
      await expectInAddress(p, 'cloud', 'globex');
      await searchFor(p, 'globex.demo');
      await sortBy(main, 'Login', 'desc');
    },
  });

  await expectViewKept(page, other, {
    name: 'Region',
    path: '/region',
    ready: async (p) => {
      await expect(bodyRows(p.getByRole('main')).first()).toContainText('support.demo');
      await tableRead(p);
    },
    setView: async (p) => {
      await chooseTenant(p, 'acme');
      await expect(bodyRows(main)).toHaveCount(2);
      await sortBy(main, 'Domain', 'desc');
      await expect(main.getByRole('cell', { name: /^acme/ })).toHaveText(['acme.demo', 'acme-branch.demo']);
      await expectInAddress(p, 'sort', 'domain.desc');
    },
  });

  await expectViewKept(page, other, {
    name: 'SMS/MMS permission',
    path: '/sms_permission',
    ready: async (p) => expect(p.getByRole('group', { name: 'Domains', exact: true }).getByRole('checkbox').first()).toBeVisible(),
    setView: async (p) => {
      await chooseTenant(p, 'globex');
      await expectInAddress(p, 'cloud', 'globex');
      await expect(p.getByRole('group', { name: 'Domains', exact: true })).toContainText('globex.demo');
    },
  });

  await expectViewKept(page, other, {
    name: 'Core Management',
    path: '/core_management',
    ready: async (p) => expect(p.getByRole('main').getByRole('switch').first()).toBeVisible(),
    setView: async (p) => {
      await chooseTenant(p, 'globex');
      await expectInAddress(p, 'cloud', 'globex');
      await expect(p.getByRole('main').getByRole('switch').first()).toBeVisible();
    },
  });

  await expectViewKept(page, other, {
    name: 'Domains',
    path: '/domains',
    // Provisioning and the device limit are other specs' to change meanwhile: the domain and its users are compared.
    columns: ['Domain', 'Users'],
    ready: async (p) => {
      await expect(bodyRows(p.getByRole('main')).first()).toContainText('support.demo');
      await tableRead(p);
    },
    setView: async (p) => {
      await chooseTenant(p, 'acme');
      await expect(bodyRows(main)).toHaveCount(2);
      await sortBy(main, 'Users', 'asc');
      await expect(bodyRows(main).first()).toContainText('acme-branch.demo');
      await expectInAddress(p, 'sort', 'users.asc');
    },
  });
  await other.context().close();
});

test("App Management's users, User Devices, the Domain report and the VinSolutions dealers keep their view", async ({ page, browser }) => {
  test.setTimeout(240_000);
  await signIn(page, 'demo', 'admin');
  const other = await otherBrowser(browser, 'demo', 'admin');
  const main = page.getByRole('main');
  const usersCard = (p: Page) => p.getByRole('main').locator('.mantine-Card-root').filter({ has: p.getByRole('button', { name: /^More for / }) });
  const choiceCard = (p: Page) => p.getByRole('main').locator('.mantine-Card-root').filter({ has: p.getByRole('textbox', { name: 'Domain', exact: true }) });

  await expectViewKept(page, other, {
    name: "App Management's users",
    path: '/app_management',
    // What other specs change meanwhile (provisioning, QR sends) is left out: the extensions and names shown, in order.
    parts: (p) => [choiceCard(p), usersCard(p)],
    columns: ['Extension', 'First name', 'Last name'],
    ready: async (p) => expect(p.getByRole('textbox', { name: 'Domain', exact: true })).toBeVisible(),
    setView: async (p) => {
      await chooseTenant(p, 'bigcorp');
      await pickDomain(p, 'bigcorp.demo');
      await expect(usersCard(p).getByText('1–10 of 2000')).toBeVisible();
      await sortBy(usersCard(p), 'Extension', 'desc');
      await rowsPerPage(p, usersCard(p), '25');
      await usersCard(p).getByRole('button', { name: 'Page 2', exact: true }).click();
      await expect(usersCard(p).getByText('26–50 of 2000')).toBeVisible();
      await expectInAddress(p, 'page', '2');
    },
  });

  await expectViewKept(page, other, {
    name: 'User Devices',
    path: '/app_management?cloud=bigcorp&domain=bigcorp.demo',
    ready: async (p) => expect(usersCard(p)).toBeVisible(),
    setView: async (p) => {
      // A bigcorp user with three app devices (m, i, e) that no other spec touches.
      await searchFor(p, '1052', { scope: usersCard(p) });
      await expect(usersCard(p).getByText(/^1–\d of \d$/)).toBeVisible();
      await usersCard(p).getByRole('button', { name: 'More for 1052' }).click();
      await p.getByRole('menuitem', { name: 'Devices' }).click();
      await expect(p).toHaveURL(/\/app_management\/user_devices\?cloud=bigcorp&domain=bigcorp\.demo&user=1052%40bigcorp\.demo$/);
      await expect(p.getByText('Devices of 1052@bigcorp.demo')).toBeVisible();
      // The platform lists them m, i, e: ascending is another order.
      await sortBy(main, 'AOR', 'asc');
      await expect(main.getByRole('cell', { name: /^sip:1052/ })).toHaveText(['sip:1052e@bigcorp.demo', 'sip:1052i@bigcorp.demo', 'sip:1052m@bigcorp.demo']);
    },
  });
  // Its Cancel goes back to App Management as it was when the devices were opened.
  await page.getByRole('main').getByRole('button', { name: 'Cancel' }).click();
  await expect(page).toHaveURL(/\/app_management\?cloud=bigcorp&domain=bigcorp\.demo&q=1052$/);
  await expect(usersCard(page).getByRole('textbox', { name: 'Search', exact: true })).toHaveValue('1052');
  // Opened from a link, it goes back to the user's domain.
  await other.getByRole('main').getByRole('button', { name: 'Cancel' }).click();
  await expect(other).toHaveURL(/\/app_management\?cloud=bigcorp&domain=bigcorp\.demo$/);

  const active = (p: Page) => p.getByRole('region', { name: 'Active Subscribers of bigcorp.demo' });
  await expectViewKept(page, other, {
    name: 'Domain report',
    path: '/domains_report',
    ready: async (p) => expect(p.getByRole('region', { name: 'Choose Details' })).toBeVisible(),
    setView: async (p) => {
      await p.getByRole('textbox', { name: 'Subscriber', exact: true }).click();
      await p.getByRole('option', { name: 'bigcorp — BigCorp' }).click();
      await p.getByRole('region', { name: 'Choose Details' }).getByRole('button', { name: 'Search' }).click();
      await p.getByRole('region', { name: 'Domains' }).getByRole('button', { name: 'Show the active subscribers of bigcorp.demo' }).click();
      await expect(active(p).getByText('1–10 of 2000')).toBeVisible();
      await rowsPerPage(p, active(p), '20');
      await active(p).getByRole('button', { name: 'Page 2', exact: true }).click();
      await expect(active(p).getByText('21–40 of 2000')).toBeVisible();
      await expectInAddress(p, 'active', 'bigcorp.demo');
      await expectInAddress(p, 'active-page', '2');
    },
  });

  await expectViewKept(page, other, {
    name: 'VinSolutions dealers',
    path: '/vn_dealers',
    ready: async (p) => {
      await expect(bodyRows(p.getByRole('main')).first()).toBeVisible();
      await tableRead(p);
    },
    setView: async (p) => {
      await searchFor(p, 'Honda');
      await sortBy(main, 'City', 'desc');
      await rowsPerPage(p, main, '20');
      await expect(main.getByRole('cell', { name: /Honda$/ })).toHaveText(['Prairie State Honda', 'Desert Valley Honda', 'Empire State Honda']);
    },
  });
  await other.context().close();
});

test('System Logs keeps its filters, the tenant chosen and the moment searched', async ({ page, browser }) => {
  test.setTimeout(120_000);
  await signIn(page, 'demo', 'admin');
  const other = await otherBrowser(browser, 'demo', 'admin');
  const choose = async (p: Page, select: string, option: RegExp | string) => {
    await p.getByRole('textbox', { name: select, exact: true }).click();
    await p.getByRole('option', { name: option, exact: typeof option === 'string' }).click();
  };
  await expectViewKept(page, other, {
    name: 'System Logs',
    path: '/logs',
    items: 'button[aria-controls][aria-expanded]',
    ready: async (p) => expect(p.getByText(/^Total Logs Found: \d/)).toBeVisible(),
    setView: async (p) => {
      await p.getByRole('textbox', { name: 'Message' }).fill('authLogin');
      await choose(p, 'Level', 'Audit');
      await choose(p, 'Time window', 'Last 24 hours');
      await choose(p, 'Cloud Id', /^acme — /);
      await p.getByRole('button', { name: 'Filter' }).click();
      await expectInAddress(p, 'cloud', 'acme');
      await expect.poll(() => new URL(p.url()).searchParams.get('at')).toMatch(/^\d+$/);
      await expect(p.getByText(/^Total Logs Found: \d/)).toBeVisible();
    },
  });
  await other.context().close();
});

test('a selection across two pages of the server-paged Users list survives a reload of the tab, not a link', async ({ page, browser, request }) => {
  test.setTimeout(180_000);
  const stamp = Date.now().toString(36);
  const api: ApiSession = await apiSignIn(request, 'demo', 'admin');
  // Twelve users of this test alone: two pages of ten when searched for.
  const names = Array.from({ length: 12 }, (_, index) => `sel${stamp}-${String(index + 1).padStart(2, '0')}`);
  const made: number[] = [];
  try {
    for (let index = 0; index < names.length; index += 4) {
      const batch = names.slice(index, index + 4);
      const saved = await Promise.all(
        batch.map((username) => callApiOk(api, 'createUpdateUser', { name: `Selected ${username}`, email: `${username}@globex.example`, username, user_type: 'simple user', password: PASSWORD, cloud_id: 'globex' })),
      );
      made.push(...saved.map((user) => user.id));
    }

    await signIn(page, 'demo', 'admin');
    await page.goto('/users');
    const main = page.getByRole('main');
    await searchFor(page, `sel${stamp}`);
    await sortBy(main, 'Username', 'asc');
    await expect(main.getByText('1–10 of 12')).toBeVisible();
    const first = names[0] as string;
    const last = names[11] as string;
    await main.getByRole('checkbox', { name: `Select ${first}` }).check();
    await main.getByRole('button', { name: 'Page 2', exact: true }).click();
    await expect(main.getByText('11–12 of 12')).toBeVisible();
    await main.getByRole('checkbox', { name: `Select ${last}` }).check();
    const status = main.getByRole('status').filter({ hasText: /selected/ });
    await expect(status).toHaveText('2 selected');

    await page.reload();
    await expect(main.getByText('11–12 of 12')).toBeVisible();
    await expect(status).toHaveText('2 selected');
    await expect(main.getByRole('checkbox', { name: `Select ${last}` })).toBeChecked();
    await expect(main.getByRole('checkbox', { name: `Select ${names[10]}` })).not.toBeChecked();
    await main.getByRole('button', { name: 'Page 1', exact: true }).click();
    await expect(main.getByText('1–10 of 12')).toBeVisible();
    await expect(main.getByRole('checkbox', { name: `Select ${first}` })).toBeChecked();
    await expect(main.getByRole('checkbox', { name: `Select ${names[1]}` })).not.toBeChecked();
    // The export takes the selection: both ticked users, from both pages.
    await expect(main.getByRole('button', { name: 'Export selected (2)' })).toBeVisible();

    // A link hands on the view, not the selection: that is the tab's own.
    const other = await otherBrowser(browser, 'demo', 'admin');
    await other.goto(page.url());
    await expect(other.getByRole('main').getByText('1–10 of 12')).toBeVisible();
    await expect(other.getByRole('main').getByRole('checkbox', { name: `Select ${first}` })).not.toBeChecked();
    await expect(other.getByRole('main').getByRole('button', { name: 'Export CSV (12)' })).toBeVisible();
    await other.context().close();
  } finally {
    for (const id of made) await callApi(api, 'deleteUserDetail', { id });
  }
});
