import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { runPhone } from '../run-phone.js';
import { accountXml, errorXml, qrPng, recordingServer, tempDir, writeEml } from './fixtures.js';

const dir = tempDir();
let server: Awaited<ReturnType<typeof recordingServer>>;
beforeAll(async () => {
  server = await recordingServer();
});
afterAll(async () => {
  await server.close();
  fs.rmSync(dir, { recursive: true, force: true });
});

const TOKEN = 'AbCdEfGhIjKlMnOpQrStUv';
const SECRET = 'DeviceSecretDeviceSecretDeviceSecret1234567';

it('scans a QR e-mail, provisions, saves the state, then re-provisions with it', async () => {
  const eml = await writeEml(path.join(dir, 'qr.eml'), { text: 'Scan the code', images: [{ png: await qrPng(`csc:1001%40acme.demo:${TOKEN}@acme`), cid: 'qr-code' }] });
  const stateFile = path.join(dir, 'state.json');
  const lines: string[] = [];
  server.reply({ status: 200, body: accountXml({ title: 'Acme 1001', cloud_username: '1001@acme.demo', cloud_password: SECRET, username: '1001m', password: 'sip-pass-123' }) });

  const code = await runPhone(['scan', '--eml', eml, '--base-url', server.url, '--platform', 'android', '--state', stateFile], (line) => lines.push(line));

  expect(code).toBe(0);
  expect(new URLSearchParams(server.requests.at(-1)?.body).get('cloud_password')).toBe(TOKEN);
  expect(lines[0]).toBe('QR code: csc:1001%40acme.demo:AbC…(22 chars)@acme');
  expect(lines).toContain('200 account: Acme 1001');
  expect(lines.join('\n')).not.toContain(SECRET);
  expect(JSON.parse(fs.readFileSync(stateFile, 'utf8'))).toMatchObject({ cloudId: 'acme', cloudUsername: '1001@acme.demo', cloudPassword: SECRET, platform: 'android' });

  server.reply({ status: 403, body: errorXml('Wrong login or password.') });
  const again: string[] = [];
  expect(await runPhone(['reprovision', '--state', stateFile], (line) => again.push(line))).toBe(1);
  expect(new URLSearchParams(server.requests.at(-1)?.body).get('cloud_password')).toBe(SECRET);
  expect(again[0]).toBe('403 error: Wrong login or password.');
  expect(JSON.parse(fs.readFileSync(stateFile, 'utf8'))).toMatchObject({ cloudPassword: SECRET, last: { status: 403 } });
});

it('logs in with a portal password and needs every login option', async () => {
  server.reply({ status: 200, body: accountXml({ title: 'Acme 1002', cloud_password: SECRET }) });
  const stateFile = path.join(dir, 'login.json');
  const args = ['login', '--cloud-id', 'acme', '--username', '1002@acme.demo', '--password', 'portal pw', '--base-url', server.url, '--state', stateFile, '--get'];
  expect(await runPhone(args, () => undefined)).toBe(0);
  expect(server.requests.at(-1)?.url).toMatch(/^\/provisioning\/account\?cloud_id=acme&cloud_username=1002%40acme\.demo&cloud_password=portal\+pw&/);
  await expect(runPhone(['login', '--cloud-id', 'acme', '--username', 'u'], () => undefined)).rejects.toThrow('login needs --password');
  await expect(runPhone(['reprovision', '--state', path.join(dir, 'missing.json')], () => undefined)).rejects.toThrow('No phone state in');
});
