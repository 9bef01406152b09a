import fs from 'node:fs';
import path from 'node:path';
import { PNG } from 'pngjs';
import { afterAll, describe, expect, it } from 'vitest';
import { decodeQrPng, parseCscCode, scanEml } from '../phone.js';
import { qrPng, tempDir, writeEml } from './fixtures.js';

const dir = tempDir();
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

const TOKEN = 'Zk3v9QmT0pLx7RbN2cWq-_';
const LOGIN = "o'brien+1@acme.demo";
const QR_TEXT = `csc:${encodeURIComponent(LOGIN)}:${TOKEN}@AcmeCloud`;

describe('scanEml', () => {
  it('reads the login, token and cloud id from the QR image, not from the text of the mail', async () => {
    const decoy = `csc:${encodeURIComponent('9999@acme.demo')}:decoytokendecoytoken00@other`;
    const logo = await qrPng('not the code to scan');
    const file = await writeEml(path.join(dir, 'qr.eml'), {
      text: `Open this link on your phone: https://console.example/qr/x\n${decoy}`,
      images: [{ png: logo, cid: 'logo', filename: 'logo.png' }, { png: await qrPng(QR_TEXT), cid: 'qr-code', filename: 'qr-code.png' }],
    });
    expect(await scanEml(file)).toEqual({ text: QR_TEXT, cloudId: 'AcmeCloud', login: LOGIN, token: TOKEN });
  });

  it('finds the image by its file name when it is not inline', async () => {
    const file = await writeEml(path.join(dir, 'attached.eml'), { text: 'See attachment', images: [{ png: await qrPng(QR_TEXT), filename: 'qr-code.png' }] });
    expect((await scanEml(file)).token).toBe(TOKEN);
  });

  it('says so when the mail has no QR image, or the image holds no QR code', async () => {
    const none = await writeEml(path.join(dir, 'none.eml'), { text: QR_TEXT, images: [] });
    await expect(scanEml(none)).rejects.toThrow('The e-mail has no QR code image (0 PNG attachments, none named qr-code)');
    const blank = PNG.sync.write(new PNG({ width: 64, height: 64 }));
    expect(() => decodeQrPng(blank)).toThrow('No QR code found in the 64x64 PNG');
  });

  it('rejects a QR code without login and token', async () => {
    const file = await writeEml(path.join(dir, 'code-only.eml'), { text: '', images: [{ png: await qrPng('csc:acme'), cid: 'qr-code' }] });
    await expect(scanEml(file)).rejects.toThrow('The QR code carries no login and token: csc:acme');
  });
});

describe('parseCscCode', () => {
  it('splits the three forms of the app QR code and url-decodes login and password', () => {
    expect(parseCscCode('csc:acme')).toEqual({ cloudId: 'acme' });
    expect(parseCscCode('csc:1001%40acme.demo@acme')).toEqual({ cloudId: 'acme', login: '1001@acme.demo' });
    expect(parseCscCode('CSC:1001%40acme.demo:p%3Aw%40d@acme*')).toEqual({ cloudId: 'acme*', login: '1001@acme.demo', password: 'p:w@d' });
  });

  it('rejects text that is not an app QR code', () => {
    expect(() => parseCscCode('https://example.com')).toThrow('Not an app QR code');
    expect(() => parseCscCode('csc:user:pw@')).toThrow('names no cloud id');
    expect(() => parseCscCode('csc::pw@acme')).toThrow('names no login');
  });
});
