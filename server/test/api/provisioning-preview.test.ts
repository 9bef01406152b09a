import { beforeAll, describe, expect, it } from 'vitest';
import { usePlatformApp } from '../support/platform-app.js';
import { allowExtension, elementsOf, portalPassword, provision } from '../support/provisioning.js';

const app = usePlatformApp({ NETSAPIENS_TIMEOUT_MS: '2000' });
const tokens = { support: '', simple: '' };
beforeAll(async () => {
  tokens.support = await app.t.login('acme', 'acme-support');
  tokens.simple = await app.t.login('acme', 'acme-simple');
});

type Preview = { xml: string; values: Array<{ element: string; value: string; source: string }> };
const preview = async (extension: string, domain = 'acme.demo') => {
  const response = await app.t.call('previewAccount', { domain, extension }, tokens.support);
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as Preview;
};
const sourceOf = (result: Preview, element: string) => result.values.find((value) => value.element === element);

describe('previewAccount', () => {
  it("shows what the user's app receives, passwords masked, each value with its source", async () => {
    await allowExtension(app.t, 'acme.demo', '1015');
    const installed = elementsOf((await provision(app.t, { cloud_id: 'acme', cloud_username: '1015@acme.demo', cloud_password: portalPassword('1015', 'acme.demo'), platform: 'iOS' })).body);
    await app.t.call('toggleDomainLevlQuickDial', { domain: 'acme.demo', check: true }, await app.t.login('acme', 'acme-admin'));

    const result = await preview('1015');
    const shown = elementsOf(result.xml);
    expect(shown).toMatchObject({ username: '1015i', cloud_username: '1015@acme.demo', password: '********', cloud_password: '********', mamt_quickDial: '1' });
    expect(result.xml).not.toContain(installed.password!);
    expect(result.xml).not.toContain(installed.cloud_password!);
    expect(sourceOf(result, 'transport')).toEqual({ element: 'transport', value: 'udp', source: 'default' });
    expect(sourceOf(result, 'mamt_quickDial')).toEqual({ element: 'mamt_quickDial', value: '1', source: 'domain' });
    expect(sourceOf(result, 'username')).toEqual({ element: 'username', value: '1015i', source: 'device' });
    expect(sourceOf(result, 'password')?.value).toBe('********');
    expect(sourceOf(result, 'title')?.source).toBe('tenant');
    // The values are the XML's, in its order.
    expect(result.values.map((value) => value.element)).toEqual(Object.keys(shown));
  });

  it('previews a user without a device under the name a first Android installation gets', async () => {
    const result = await preview('1016');
    expect(elementsOf(result.xml)).toMatchObject({ username: '1016m', cloud_username: '1016@acme.demo' });
  });

  it('refuses an extension that is not a user of the domain, and simple users', async () => {
    const unknown = await app.t.call('previewAccount', { domain: 'acme.demo', extension: '9999' }, tokens.support);
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().message).toBe('Extension 9999 is not a user of domain acme.demo');
    expect((await app.t.call('previewAccount', { domain: 'acme.demo', extension: '1016' }, tokens.simple)).statusCode).toBe(403);
  });
});
