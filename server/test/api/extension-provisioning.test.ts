import { describe, expect, it } from 'vitest';
import { usePlatformApp } from '../support/platform-app.js';
import { expectPlatformTimeout } from '../support/platform-slow.js';
import { useSignIns } from '../support/test-app.js';

const app = usePlatformApp();
const tokens = useSignIns(app, { admin: 'acmeAdmin', support: 'acmeSupport', simple: 'acmeSimple', super: 'superAdmin' });

const checked = async (domain: string, token = tokens.admin) => {
  const response = await app.t.call('getExtensionsChecked', { cloud_id: 'acme', domain, user_id: 1 }, token);
  expect(response.statusCode, response.body).toBe(200);
  return response.json().map((row: { extension: string }) => row.extension);
};
const save = (domain: string, list: unknown, token = tokens.admin) => app.t.call('checkExtensions', { cloud_id: 'acme', domain, username: 'x', user_id: 1, list }, token);
const versionOf = async (domain: string) => (await app.t.call('getDomainSettings', { domain }, tokens.admin)).json().config_version;

describe('per-user provisioning', () => {
  it('saves the allowed extensions of a domain; a later Save changes only the users it lists', async () => {
    expect(await checked('acme.demo')).toEqual([]);
    const version = await versionOf('acme.demo');
    const first = await save('acme.demo', [
      { extension: '1001', allowed: true },
      { extension: '1002', allowed: 'yes' },
      { extension: '1003', allowed: 1 },
      { extension: '1004', allowed: false },
    ]);
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json()).toEqual({ message: 'Successfully Saved!', message_id: 'savedSuccessfully', config_version: version + 1 });
    expect(await checked('acme.demo', tokens.simple)).toEqual(['1001', '1002', '1003']);

    await save('acme.demo', [{ extension: '1002', allowed: false }, { extension: '1004', allowed: true }]);
    expect(await checked('acme.demo')).toEqual(['1001', '1003', '1004']);
    expect(await versionOf('acme.demo')).toBe(version + 2);
    // The tenant's other domain has its own list.
    expect(await checked('acme-branch.demo')).toEqual([]);
  });

  it('lets support and simple users save too (it is not a domain-level control)', async () => {
    expect((await save('acme-branch.demo', [{ extension: '1005', allowed: true }], tokens.support)).statusCode).toBe(200);
    expect((await save('acme-branch.demo', [{ extension: '1006', allowed: true }], tokens.simple)).statusCode).toBe(200);
    expect(await checked('acme-branch.demo')).toEqual(['1005', '1006']);
  });

  it('refuses an extension that is not a user of the domain on the platform, naming the field, and saves none of the list', async () => {
    const version = await versionOf('acme.demo');
    for (const stranger of ['9999', 'aa1']) {
      const response = await save('acme.demo', [{ extension: '1010', allowed: true }, { extension: stranger, allowed: true }]);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({
        message: `Extension ${stranger} is not a user of domain acme.demo`,
        messageId: 'extensionNotInDomain',
        fieldErrors: { list: `Extension ${stranger} is not a user of domain acme.demo` },
      });
    }
    expect(await checked('acme.demo')).not.toContain('1010');
    expect(await versionOf('acme.demo')).toBe(version);
  });

  it('refuses a malformed list', async () => {
    expect((await save('acme.demo', 'everyone')).statusCode).toBe(400);
    const blank = await save('acme.demo', [{ extension: '', allowed: true }]);
    expect(blank.statusCode).toBe(400);
    expect(blank.json().fieldErrors).toHaveProperty(['list.0.extension']);
  });

  it("refuses another tenant's domain to a tenant user; the super tenant may act on it", async () => {
    expect((await app.t.call('checkExtensions', { domain: 'globex.demo', list: [{ extension: '1001', allowed: true }] }, tokens.admin)).statusCode).toBe(403);
    expect((await app.t.call('getExtensionsChecked', { domain: 'globex.demo' }, tokens.simple)).statusCode).toBe(403);
    expect((await app.t.call('checkExtensions', { domain: 'globex.demo', list: [{ extension: '1001', allowed: true }] }, tokens.super)).statusCode).toBe(200);
    const globex = await app.t.login('globex', 'globex-admin');
    expect((await app.t.call('getExtensionsChecked', { domain: 'globex.demo' }, globex)).json()).toEqual([{ extension: '1001' }]);
  });

  it('saves every user of the 2,000-user domain in one Save', async () => {
    const bigcorp = await app.t.login('bigcorp', 'bigcorp-admin');
    const list = Array.from({ length: 2000 }, (_, i) => ({ extension: String(1001 + i), allowed: i % 2 === 0 }));
    const response = await app.t.call('checkExtensions', { domain: 'bigcorp.demo', list }, bigcorp);
    expect(response.statusCode, response.body).toBe(200);
    expect((await app.t.call('getExtensionsChecked', { domain: 'bigcorp.demo' }, bigcorp)).json()).toHaveLength(1000);
  });

  it('waits for a slow platform that answers within the timeout', async () => {
    app.simulator.control.setFaults({ latencyMs: 200, object: 'subscriber' });
    const response = await save('acme-branch.demo', [{ extension: '1007', allowed: true }]);
    expect(response.statusCode, response.body).toBe(200);
    expect(await checked('acme-branch.demo')).toContain('1007');
  });

  it('answers a clear 502 naming the platform when it is too slow to list the users, in bounded time, and saves nothing', async () => {
    await expectPlatformTimeout(app.simulator, 'subscriber', () => save('acme-branch.demo', [{ extension: '1020', allowed: true }]));
    expect(await checked('acme-branch.demo')).not.toContain('1020');
  });
});
