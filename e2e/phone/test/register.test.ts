import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerRequestOf } from '../phone.js';
import { runPhone } from '../run-phone.js';
import { accountXml, recordingServer, tempDir } from './fixtures.js';

const dir = tempDir();
// The registrar of these tests is only the one each names: one in the environment would register the others.
const registrarOfEnvironment = process.env.PHONE_REGISTRAR_URL;
let server: Awaited<ReturnType<typeof recordingServer>>;
beforeAll(async () => {
  delete process.env.PHONE_REGISTRAR_URL;
  server = await recordingServer();
});
afterAll(async () => {
  if (registrarOfEnvironment !== undefined) process.env.PHONE_REGISTRAR_URL = registrarOfEnvironment;
  await server.close();
  fs.rmSync(dir, { recursive: true, force: true });
});

const ACCOUNT = {
  title: 'Acme 1001', cloud_username: '1001@acme.demo', cloud_password: 'DeviceSecretDeviceSecret', username: '1001m', authUsername: '1001m',
  password: 'k1001mx', host: 'acme.demo', proxy: 'core1-tor.sip.demo:5061', transport: 'tls', expires: '600',
};
const REGISTERED = { status: 200, type: 'application/json', body: JSON.stringify({ core: 'core1-tor', expires: 600, registration_expires_time: '2026-11-23 10:10:00' }) };
const REFUSED = { status: 401, type: 'application/json', body: JSON.stringify({ reason: '401 Unauthorized: wrong password for 1001m@acme.demo' }) };

/** A port nothing listens on: one just given up. */
async function closedPort(): Promise<number> {
  const probe = net.createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const { port } = probe.address() as net.AddressInfo;
  await new Promise((resolve) => probe.close(resolve));
  return port;
}

/** `phone login` against the recording server, which is the provisioning service and the registrar at once. */
async function login(extra: string[], stateFile = path.join(dir, 'state.json')) {
  const lines: string[] = [];
  const args = ['login', '--cloud-id', 'acme', '--username', '1001@acme.demo', '--password', 'portal-1001-acme', '--base-url', server.url, '--state', stateFile, '--platform', 'ios', '--app-version', '4.2.0', ...extra];
  const code = await runPhone(args, (line) => lines.push(line));
  return { code, lines, stateFile };
}

describe('registerRequestOf', () => {
  it("registers as the account's authUsername at its proxy, with its host as domain, SIP password, expires and transport", () => {
    expect(registerRequestOf(ACCOUNT, { platform: 'android', version: '4.2.1' })).toEqual({
      proxy: 'core1-tor.sip.demo:5061', username: '1001m', domain: 'acme.demo', password: 'k1001mx', expires: 600, user_agent: 'Acrobits-like/4.2.1 (android)', transport: 'tls',
    });
  });

  it('falls back to username and to the host as proxy, and takes a test\'s password and expires', () => {
    const { authUsername: _a, proxy: _p, expires: _e, transport: _t, ...bare } = { ...ACCOUNT, username: '1002m' };
    expect(registerRequestOf(bare, { platform: 'android', version: '1' }, { password: 'wrong', expires: 0 })).toMatchObject({ proxy: 'acme.demo', username: '1002m', password: 'wrong', expires: 0 });
    expect(registerRequestOf(bare, { platform: 'android', version: '1' })).not.toHaveProperty('expires');
    expect(() => registerRequestOf({ title: 'Logged out.' }, { platform: 'android', version: '1' })).toThrow('The account has no username, host or password to register with');
  });
});

describe('the phone registers after it provisions', () => {
  it('posts the REGISTER to <registrar>/sip/register, prints where it registered and keeps the outcome', async () => {
    server.reply({ status: 200, body: accountXml(ACCOUNT) });
    server.reply(REGISTERED);
    const { code, lines, stateFile } = await login(['--registrar', server.url]);
    expect(code).toBe(0);
    const request = server.requests.at(-1);
    expect(request).toMatchObject({ method: 'POST', url: '/sip/register', contentType: 'application/json' });
    expect(JSON.parse(request?.body ?? '')).toEqual({
      proxy: 'core1-tor.sip.demo:5061', username: '1001m', domain: 'acme.demo', password: 'k1001mx', expires: 600, user_agent: 'Acrobits-like/4.2.0 (ios)', transport: 'tls',
    });
    expect(lines).toContain('Registered 1001m@acme.demo on core1-tor via core1-tor.sip.demo:5061 (expires 600 s, until 2026-11-23 10:10:00 UTC)');
    expect(lines.at(-1)).toBe(`State saved to ${stateFile}`);
    expect(lines.join('\n')).not.toContain('k1001mx');
    expect(JSON.parse(fs.readFileSync(stateFile, 'utf8')).registration).toMatchObject({ status: 200, core: 'core1-tor', expires: 600 });
  });

  it("prints a refusal in the registrar's words and keeps the provisioning's exit code", async () => {
    server.reply({ status: 200, body: accountXml(ACCOUNT) });
    server.reply(REFUSED);
    const { code, lines } = await login(['--registrar', server.url]);
    expect(code).toBe(0);
    expect(lines).toContain('Registration refused (401): 401 Unauthorized: wrong password for 1001m@acme.demo');
  });

  it('prints a registrar it cannot reach, and does not register without a registrar or with --no-register', async () => {
    server.reply({ status: 200, body: accountXml(ACCOUNT) });
    const nowhere = `http://127.0.0.1:${await closedPort()}`;
    const unreachable = await login(['--registrar', nowhere]);
    expect(unreachable.code).toBe(0);
    expect(unreachable.lines).toContain(`Registration failed: Cannot reach the registrar at ${nowhere}: ECONNREFUSED`);

    const before = server.requests.length;
    server.reply({ status: 200, body: accountXml(ACCOUNT) });
    const none = await login([]);
    server.reply({ status: 200, body: accountXml(ACCOUNT) });
    const skipped = await login(['--registrar', server.url, '--no-register']);
    expect(server.requests.slice(before).map((request) => request.url)).toEqual(['/provisioning/account', '/provisioning/account']);
    expect([...none.lines, ...skipped.lines].some((line) => line.startsWith('Regist'))).toBe(false);
  });
});

describe('phone register', () => {
  it('registers with the stored account: 0 when registered, 1 when refused, a test\'s password and expires sent', async () => {
    server.reply({ status: 200, body: accountXml(ACCOUNT) });
    const { stateFile } = await login([], path.join(dir, 'stored.json'));
    const lines: string[] = [];

    server.reply(REFUSED);
    expect(await runPhone(['register', '--state', stateFile, '--registrar', server.url, '--password', 'wrong'], (line) => lines.push(line))).toBe(1);
    expect(JSON.parse(server.requests.at(-1)?.body ?? '')).toMatchObject({ password: 'wrong', expires: 600 });
    expect(lines.at(-1)).toBe('Registration refused (401): 401 Unauthorized: wrong password for 1001m@acme.demo');
    expect(JSON.parse(fs.readFileSync(stateFile, 'utf8')).registration).toMatchObject({ status: 401, reason: '401 Unauthorized: wrong password for 1001m@acme.demo' });

    server.reply({ ...REGISTERED, body: JSON.stringify({ core: 'core1-tor', expires: 0, registration_expires_time: '2026-11-23 10:00:00' }) });
    expect(await runPhone(['register', '--state', stateFile, '--registrar', server.url, '--expires', '0'], (line) => lines.push(line))).toBe(0);
    expect(JSON.parse(server.requests.at(-1)?.body ?? '')).toMatchObject({ password: 'k1001mx', expires: 0 });
    expect(lines.at(-1)).toBe('Unregistered 1001m@acme.demo from core1-tor');
  });

  it('needs a registrar, a whole --expires, and throws on an answer that is not the registrar\'s', async () => {
    server.reply({ status: 200, body: accountXml(ACCOUNT) });
    const { stateFile } = await login([], path.join(dir, 'other.json'));
    await expect(runPhone(['register', '--state', stateFile], () => undefined)).rejects.toThrow('register needs --registrar or PHONE_REGISTRAR_URL');
    await expect(runPhone(['register', '--state', stateFile, '--registrar', server.url, '--expires', '1.5'], () => undefined)).rejects.toThrow('--expires must be a whole number of seconds');
    server.reply({ status: 404, type: 'text/html', body: '<html>Not found</html>' });
    await expect(runPhone(['register', '--state', stateFile, '--registrar', server.url], () => undefined)).rejects.toThrow('POST /sip/register answered 404 with no registrar answer: <html>Not found</html>');
  });
});
