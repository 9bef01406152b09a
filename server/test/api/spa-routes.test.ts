import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../helper.js';

let t: TestApp;
let webDist: string;
beforeAll(async () => {
  webDist = fs.mkdtempSync(path.join(os.tmpdir(), 'mamt-web-'));
  fs.writeFileSync(path.join(webDist, 'index.html'), '<!doctype html><title>console</title><div id="root"></div>');
  t = await buildTestApp({ WEB_DIST: webDist });
});
afterAll(async () => {
  await t.close();
  fs.rmSync(webDist, { recursive: true, force: true });
});

describe('the console for addresses of its own routes', () => {
  it('serves the console for the public QR page /qr/<token>, which shows its QR code as a data: image', async () => {
    const page = await t.app.inject({ method: 'GET', url: '/qr/abcDEF123_-abcDEF123_' });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toMatch(/^text\/html/);
    expect(page.body).toContain('<div id="root">');
    expect(String(page.headers['content-security-policy'])).toMatch(/img-src 'self' data:/);
    // Its address is a live token: no cache keeps the page, however the address is spelled.
    for (const url of ['/qr/abcDEF123_-abcDEF123_', '/QR/abcDEF123_-abcDEF123_', '/%71r/abcDEF123_-abcDEF123_']) {
      const served = await t.app.inject({ method: 'GET', url });
      expect([served.statusCode, served.headers['cache-control'], served.headers.pragma], url).toEqual([200, 'no-store', 'no-cache']);
    }
    expect((await t.app.inject({ method: 'GET', url: '/users/details' })).headers['cache-control']).toBe('no-cache');
  });

  it('answers an unknown API address with a JSON 404, not the console', async () => {
    const missing = await t.app.inject({ method: 'POST', url: '/api/v1/noSuchCall' });
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toMatchObject({ code: 'NOT_FOUND' });
  });
});
