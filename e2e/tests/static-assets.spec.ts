import { expect, test, type APIRequestContext } from '@playwright/test';

const IMMUTABLE = 'public, max-age=31536000, immutable';

/** The scripts and style sheets the built index.html names (the entry, its preloaded chunks, its CSS). */
async function assetsOfIndex(request: APIRequestContext): Promise<string[]> {
  const html = await (await request.get('/login', { headers: { 'accept-encoding': 'identity' } })).text();
  const urls = [...html.matchAll(/(?:src|href)="(\/assets\/[^"]+)"/g)].map((match) => match[1] as string);
  expect(urls.some((url) => url.endsWith('.js'))).toBe(true);
  expect(urls.some((url) => url.endsWith('.css'))).toBe(true);
  return urls;
}

test('the built assets are sent brotli, else gzip, else as they are, cached for good', async ({ request }) => {
  for (const url of await assetsOfIndex(request)) {
    const plain = await request.get(url, { headers: { 'accept-encoding': 'identity' } });
    expect(plain.status(), url).toBe(200);
    expect(plain.headers()['content-encoding'], url).toBeUndefined();
    expect(plain.headers()['cache-control'], url).toBe(IMMUTABLE);
    const original = await plain.body();

    for (const [accepted, sent] of [
      ['gzip, deflate, br', 'br'],
      ['br', 'br'],
      ['gzip', 'gzip'],
    ] as const) {
      const compressed = await request.get(url, { headers: { 'accept-encoding': accepted } });
      const headers = compressed.headers();
      expect([headers['content-encoding'], headers['cache-control']], `${url} (${accepted})`).toEqual([sent, IMMUTABLE]);
      expect(headers.vary, url).toMatch(/accept-encoding/i);
      expect(Number(headers['content-length']), url).toBeLessThan(original.length);
      // Playwright decodes the body: it is the file itself.
      expect((await compressed.body()).equals(original), url).toBe(true);
    }
  }
});

test('index.html is sent compressed and never stale, at a client route too, with its security headers', async ({ request }) => {
  for (const url of ['/', '/login', '/pages/check_portability?cloud_id=acme', '/users/details']) {
    const page = await request.get(url, { headers: { 'accept-encoding': 'br' } });
    const headers = page.headers();
    expect([page.status(), headers['content-encoding'], headers['cache-control']], url).toEqual([200, 'br', 'no-cache']);
    expect(headers['content-type'], url).toMatch(/^text\/html/);
    expect(headers['content-security-policy'], url).toMatch(/script-src 'self'/);
    expect(await page.text(), url).toContain('<div id="root"></div>');
  }
  const qrPage = await request.get('/qr/invalid-token', { headers: { 'accept-encoding': 'gzip' } });
  expect([qrPage.headers()['content-encoding'], qrPage.headers()['cache-control']]).toEqual(['gzip', 'no-store']);
});

test('the sign-in page loads compressed in the browser, without the whole contract', async ({ page }) => {
  const assets: Array<{ url: string; encoding: string | undefined }> = [];
  page.on('response', (response) => {
    const { pathname } = new URL(response.url());
    if (pathname.startsWith('/assets/')) assets.push({ url: pathname, encoding: response.headers()['content-encoding'] });
  });
  await page.goto('/login');
  await expect(page.getByRole('button', { name: 'Sign in' })).toBeVisible();
  expect(assets.length).toBeGreaterThan(2);
  for (const asset of assets) expect(asset.encoding, asset.url).toBe('br');
  // The call table holds every call's schemas: the signed-in screens load it, the sign-in page does not.
  expect(assets.map((asset) => asset.url).filter((url) => /\/calls-[\w-]+\.js$/.test(url))).toEqual([]);
});
