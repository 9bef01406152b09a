/**
 * Picking bigcorp.demo (2,000 users on the platform, +50 ms per platform request) in App Management,
 * in Chromium: cold (the first pick after the server started, its caches empty) and warm (the pick
 * again after a page reload, within the server's 30 s cache). For each: the requests the browser made,
 * the platform requests the server made, and the time from the click on the domain until the table
 * shows rows and the domain's controls can be used. Part of `npm run bench` (needs `npm run build`).
 */
import { chromium, type Page, type Request } from '@playwright/test';
import { startStack, type Stack } from './stack.js';

const LATENCY_MS = 50;
const DOMAIN = 'bigcorp.demo';

type Figures = { label: string; browser: string[]; platform: number; usableMs: number };

/**
 * True once the users table has rows whose switches work and the domain's controls are enabled.
 * No named inner functions: tsx would wrap them in a helper the page does not have.
 */
function usable(): boolean {
  const labels = [...document.querySelectorAll('label')];
  const [limit, quickDial] = ['Device limit', 'Quick dial'].map((text) => labels.find((label) => label.textContent?.trim() === text)?.control as HTMLInputElement | undefined);
  const row = document.querySelector<HTMLInputElement>('tbody input[aria-label^="Provisioning of"]');
  return Boolean(row && !row.disabled && limit && !limit.disabled && quickDial && !quickDial.disabled);
}

async function signIn(page: Page, url: string): Promise<void> {
  await page.goto(`${url}/login`);
  await page.getByLabel('Cloud Id').fill('bigcorp');
  await page.getByLabel('Username').fill('bigcorp-admin');
  await page.getByLabel('Password', { exact: true }).fill('demo-pass-1234');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.waitForURL(/\/dashboard$/);
}

type Seen = { on: (event: 'requestfinished', listener: (request: Request) => void) => void };

/** Every request the page finishes while `action` runs (and until the network is quiet after it). */
async function watch(page: Page, action: () => Promise<void>): Promise<string[]> {
  const seen: string[] = [];
  const onFinished = (request: Request) => {
    const url = new URL(request.url());
    const object = url.searchParams.get('object');
    seen.push(`${url.pathname}${object ? `?object=${object}` : ''} ${Math.round(request.timing().responseEnd)} ms`);
  };
  (page as Seen).on('requestfinished', onFinished);
  await action();
  await page.waitForLoadState('networkidle');
  await page.waitForTimeout(300);
  page.off('requestfinished', onFinished);
  return seen;
}

/** Opens App Management (or reloads it) until the domain type-ahead is ready. */
async function open(page: Page, stack: Stack, label: string, action: () => Promise<unknown>): Promise<Figures> {
  await stack.resetPlatformCounters();
  let usableMs = 0;
  const browser = await watch(page, async () => {
    const started = Date.now();
    await action();
    await page.getByRole('textbox', { name: 'Domain' }).and(page.locator(':enabled')).waitFor();
    usableMs = Date.now() - started;
  });
  return { label, browser, platform: await stack.platformRequests(), usableMs };
}

/** Picks the domain in the type-ahead and waits for a usable table. */
async function pick(page: Page, stack: Stack, label: string): Promise<Figures> {
  const picker = page.getByRole('textbox', { name: 'Domain' });
  await picker.click();
  await picker.fill('bigcorp');
  const option = page.getByRole('option', { name: new RegExp(`^${DOMAIN.replace('.', '\\.')}`) });
  await option.waitFor();
  await page.waitForLoadState('networkidle');
  await stack.resetPlatformCounters();
  let usableMs = 0;
  const browser = await watch(page, async () => {
    const started = Date.now();
    await option.click();
    await page.waitForFunction(usable, undefined, { polling: 'raf', timeout: 60_000 });
    usableMs = Date.now() - started;
  });
  return { label, browser, platform: await stack.platformRequests(), usableMs };
}

const stack = await startStack();
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage', '--disable-background-networking'],
});
try {
  await stack.setPlatformFaults({ latencyMs: LATENCY_MS });
  const page = await browser.newPage();
  await signIn(page, stack.url);
  const runs = [
    await open(page, stack, 'open page, cold', () => page.goto(`${stack.url}/app_management`)),
    await pick(page, stack, 'pick domain, cold'),
    await open(page, stack, 'reload page, warm', () => page.reload()),
    await pick(page, stack, 'pick domain, warm'),
  ];
  console.log(`\nApp Management as bigcorp-admin in Chromium, ${DOMAIN} (2,000 users), platform +${LATENCY_MS} ms per request`);
  console.log(`  ${'step'.padEnd(22)}${'browser requests (api)'.padStart(24)}${'platform requests'.padStart(19)}${'usable'.padStart(10)}`);
  for (const run of runs) {
    console.log(`  ${run.label.padEnd(22)}${`${run.browser.length} (${run.browser.filter((line) => line.startsWith('/api/')).length})`.padStart(24)}${String(run.platform).padStart(19)}${`${run.usableMs} ms`.padStart(10)}`);
  }
  // The calls behind the figures (the console's own files are left out: they only count).
  for (const run of runs) console.log(`  ${run.label}: ${run.browser.filter((line) => line.startsWith('/api/')).join(', ')}`);
} finally {
  await browser.close();
  await stack.stop();
}
