import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../helper.js';

const INDEX = '<!doctype html><title>console</title><script type="module" src="/assets/index-abc123.js"></script><div id="root"></div>';
const SCRIPT = `export const texts = ${JSON.stringify(Array.from({ length: 200 }, (_, i) => `text number ${i}`))};\n`;

/** A build as web/vite-precompress.ts leaves it: a .br and a .gz beside each text file. */
function writeBuilt(dir: string, file: string, content: string): void {
  const full = path.join(dir, file);
  fs.mkdirSync(path.dirname(full), { recursive: true });
  fs.writeFileSync(full, content);
  fs.writeFileSync(`${full}.br`, zlib.brotliCompressSync(content));
  fs.writeFileSync(`${full}.gz`, zlib.gzipSync(content));
}

let t: TestApp;
let webDist: string;
beforeAll(async () => {
  webDist = fs.mkdtempSync(path.join(os.tmpdir(), 'mamt-web-'));
  writeBuilt(webDist, 'index.html', INDEX);
  writeBuilt(webDist, 'assets/index-abc123.js', SCRIPT);
  // A file the build found no gain in compressing has no siblings.
  fs.writeFileSync(path.join(webDist, 'assets', 'tiny-def456.js'), 'export {};\n');
  t = await buildTestApp({ WEB_DIST: webDist });
});
afterAll(async () => {
  await t.close();
  fs.rmSync(webDist, { recursive: true, force: true });
});

const get = (url: string, encoding?: string, method: 'GET' | 'HEAD' = 'GET') =>
  t.app.inject({ method, url, headers: encoding === undefined ? {} : { 'accept-encoding': encoding } });

describe('the built console, compressed at build time', () => {
  it('sends a hashed script as brotli, else gzip, else as it is, cached for good and varying on Accept-Encoding', async () => {
    const br = await get('/assets/index-abc123.js', 'gzip, deflate, br');
    expect(br.statusCode).toBe(200);
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['content-type']).toMatch(/javascript/);
    expect(br.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(br.headers.vary).toMatch(/accept-encoding/i);
    expect(zlib.brotliDecompressSync(br.rawPayload).toString()).toBe(SCRIPT);

    const gzip = await get('/assets/index-abc123.js', 'gzip');
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gzip.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(zlib.gunzipSync(gzip.rawPayload).toString()).toBe(SCRIPT);

    for (const encoding of [undefined, 'identity']) {
      const plain = await get('/assets/index-abc123.js', encoding);
      expect(plain.headers['content-encoding'], String(encoding)).toBeUndefined();
      expect(plain.headers.vary, String(encoding)).toMatch(/accept-encoding/i);
      expect(plain.body, String(encoding)).toBe(SCRIPT);
    }
  });

  it('sends a file without compressed copies as it is', async () => {
    const tiny = await get('/assets/tiny-def456.js', 'br, gzip');
    expect([tiny.statusCode, tiny.headers['content-encoding'], tiny.body]).toEqual([200, undefined, 'export {};\n']);
    expect(tiny.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it('sends index.html compressed and never stale, at its own address and at a client route, with the security headers', async () => {
    for (const url of ['/', '/index.html', '/login', '/users/details']) {
      const page = await get(url, 'br');
      expect([page.statusCode, page.headers['content-encoding'], page.headers['cache-control']], url).toEqual([200, 'br', 'no-cache']);
      expect(page.headers['content-type'], url).toMatch(/^text\/html/);
      expect(zlib.brotliDecompressSync(page.rawPayload).toString(), url).toBe(INDEX);
      expect(page.headers['content-security-policy'], url).toMatch(/script-src 'self'/);
      expect(page.headers['x-frame-options'], url).toBe('DENY');
      expect(page.headers['x-content-type-options'], url).toBe('nosniff');
    }
    const qr = await get('/qr/abcDEF123_-abcDEF123_', 'gzip');
    expect([qr.headers['content-encoding'], qr.headers['cache-control']]).toEqual(['gzip', 'no-store']);
  });

  it('answers HEAD as GET without a body, for a file and for a client route', async () => {
    const script = await get('/assets/index-abc123.js', 'br', 'HEAD');
    expect([script.statusCode, script.headers['content-encoding'], script.body]).toEqual([200, 'br', '']);
    expect(script.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const page = await get('/users/details', undefined, 'HEAD');
    expect([page.statusCode, page.headers['cache-control'], page.body]).toEqual([200, 'no-cache', '']);
    expect(page.headers['content-type']).toMatch(/^text\/html/);
  });

  it('answers a hashed asset of another build 404, not the console in its place', async () => {
    const missing = await get('/assets/index-old999.js', 'br');
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toMatchObject({ code: 'NOT_FOUND' });
  });
});
