import { expect, test, type Page } from '@playwright/test';
import { expectNoSeriousViolations, useTheme } from '../support/axe';
import { signIn } from '../support/session';

/** Every screen of the console with its h1, as the super tenant's administrator sees it. */
const SCREENS: Array<{ path: string; heading: RegExp; open?: (page: Page) => Promise<void> }> = [
  { path: '/dashboard', heading: /Dashboard/ },
  { path: '/users', heading: /^Users$/ },
  { path: '/users', heading: /Add User/, open: (page) => page.getByRole('button', { name: 'Add New' }).click() },
  { path: '/subscribers', heading: /^Subscribers$/ },
  { path: '/subscribers', heading: /Add Subscriber/i, open: (page) => page.getByRole('button', { name: 'Add New' }).click() },
  { path: '/netsapiens', heading: /Netsapiens/ },
  { path: '/netsapiens', heading: /Add/i, open: (page) => page.getByRole('button', { name: 'Add New' }).click() },
  { path: '/app_management', heading: /App Management/ },
  { path: '/userEdit', heading: /Edit Profile/i },
  { path: '/region', heading: /Region/ },
  { path: '/core_management', heading: /^Core Management$/ },
  { path: '/sms_permission', heading: /^SMS\/MMS Domain's Permission$/ },
  { path: '/ReleaseNotes', heading: /^Release Notes$/ },
  { path: '/logs', heading: /^System Logs$/ },
];

async function visit(page: Page, screen: (typeof SCREENS)[number]) {
  await page.goto(screen.path);
  await screen.open?.(page);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(screen.heading);
  await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
  await expect(page.locator('.mantine-LoadingOverlay-root')).toHaveCount(0);
}

// One test per theme: twenty screens with axe each would not fit one test's time on a busy machine.
for (const mode of ['light', 'dark-only']) {
  test(`every screen has one h1, its own title and no serious accessibility violation (${mode})`, async ({ page }) => {
    test.setTimeout(180_000);
    await signIn(page, 'demo', 'admin');
    await useTheme(page, { layout_version: mode });
    for (const screen of SCREENS) {
      await visit(page, screen);
      await expect(page).toHaveTitle(/\| Mobile App Management$/);
      await expectNoSeriousViolations(page, `${screen.path} ${screen.heading} (${mode})`);
    }
  });
}

test('the sign-in screen and the theme customizer pass axe too', async ({ page }) => {
  await page.goto('/login');
  await expectNoSeriousViolations(page, '/login');
  await signIn(page, 'demo', 'admin');
  await page.getByRole('button', { name: 'Open theme customizer' }).first().click();
  await expect(page.getByRole('dialog').getByRole('button', { name: 'Close' })).toBeVisible();
  await expectNoSeriousViolations(page, 'theme customizer');
});

test('a skip link leads past the navigation, and a new screen takes the focus to its heading', async ({ page }) => {
  await signIn(page, 'demo', 'admin');
  await page.goto('/users');
  await expect(page.getByRole('heading', { level: 1, name: 'Users' })).toBeVisible();
  await page.keyboard.press('Tab');
  const skip = page.getByRole('link', { name: 'Skip to main content' });
  await expect(skip).toBeFocused();
  await expect(skip).toBeInViewport();
  await page.keyboard.press('Enter');
  await expect(page.locator('#main-content')).toBeFocused();

  await page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name: 'Subscribers', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Subscribers' })).toBeFocused();
  await expect(page).toHaveTitle('Subscribers | Mobile App Management');
});

test('the delete confirmation names its close button and passes axe', async ({ page }) => {
  await signIn(page, 'demo', 'admin');
  await page.goto('/users');
  await page.getByRole('button', { name: 'Delete user support' }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByRole('button', { name: 'Close' })).toBeVisible();
  await expectNoSeriousViolations(page, 'delete confirmation');
  await dialog.getByRole('button', { name: 'Cancel' }).click();
});
