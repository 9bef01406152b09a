import { describe, expect, it } from 'vitest';
import { usePlatformApp } from '../support/platform-app.js';
import { platformBackoffOver } from '../support/settled.js';
import { useSignIns } from '../support/test-app.js';

// The production read cache, so that repeated reads here cost the platform what they cost in use.
const app = usePlatformApp({ NETSAPIENS_CACHE_SECONDS: '30' });
const tokens = useSignIns(app, { admin: 'acmeAdmin', support: 'acmeSupport', simple: 'acmeSimple', globex: 'globexAdmin', super: 'superAdmin' });

const settingsOf = async (domain: string, token = tokens.admin) => {
  const response = await app.t.call('getDomainSettings', { domain }, token);
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
};

/** The platform domain's max_device as the platform itself now has it (read through the proxy). */
async function platformMaxDevice(domain: string, token = tokens.admin): Promise<string> {
  const response = await app.t.app.inject({
    method: 'POST',
    url: '/api/mamt/ns-api?object=domain&action=read',
    headers: { token, 'content-type': 'application/x-www-form-urlencoded' },
    payload: '',
  });
  return response.json().find((row: { domain: string }) => row.domain === domain).max_device;
}

describe('company details', () => {
  it("answers the flags of the tenant's white label (acme's demo one is textable, without call history), to every user type", async () => {
    for (const token of [tokens.admin, tokens.support, tokens.simple]) {
      const response = await app.t.call('getCompanyDetails', { cloud_id: 'acme', user_id: 999 }, token);
      expect(response.json()).toEqual({ textable: true, call_history: false });
    }
  });

  it("refuses another tenant's cloud id, except to the super tenant; a tenant without a white label has neither flag", async () => {
    expect((await app.t.call('getCompanyDetails', { cloud_id: 'globex' }, tokens.admin)).statusCode).toBe(403);
    expect((await app.t.call('getCompanyDetails', { cloud_id: 'globex' }, tokens.super)).json()).toEqual({ textable: false, call_history: false });
  });
});

describe('one read of every setting of a domain', () => {
  it("starts with every toggle off, version 0 and the platform's own device cap", async () => {
    expect(await settingsOf('acme-branch.demo', tokens.simple)).toEqual({
      domain: 'acme-branch.demo', device_limit: 4, provisioning: false, quick_dial: false, recording: false, textable: false, config_version: 0,
    });
  });

  it("refuses another tenant's domain with a message naming it, and asks for a missing domain", async () => {
    const foreign = await app.t.call('getDomainSettings', { domain: 'globex.demo' }, tokens.admin);
    expect(foreign.statusCode).toBe(403);
    expect(foreign.json()).toMatchObject({ messageId: 'foreignDomain', message: 'The domain globex.demo does not belong to this tenant.' });
    const missing = await app.t.call('getDomainSettings', {}, tokens.admin);
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toMatchObject({ message: 'Please select a domain first', fieldErrors: { domain: 'Please select a domain first' } });
  });
});

describe('device limit', () => {
  it("refuses values outside 1 to 20 with the spec's message, changing nothing", async () => {
    for (const device_limit of [0, 21, -3, 2.5, 'many', '']) {
      const response = await app.t.call('SetDeviceLimit', { domain: 'acme.demo', device_limit }, tokens.admin);
      expect(response.statusCode, `${device_limit}: ${response.body}`).toBe(400);
      expect(response.json()).toMatchObject({ message: 'Please Set the between 1 to 20', messageId: 'deviceLimitRange', fieldErrors: { device_limit: 'Please Set the between 1 to 20' } });
    }
    expect((await app.t.call('getDeviceLimit', { domain: 'acme.demo' }, tokens.admin)).json()).toEqual({ limit: 4 });
  });

  it("writes the platform domain's max_device and our row, raising the domain's version", async () => {
    const before = (await settingsOf('acme.demo')).config_version;
    const response = await app.t.call('SetDeviceLimit', { domain: 'acme.demo', device_limit: '7', user_id: 'someone-else' }, tokens.admin);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({ message: 'Successfully Saved!', message_id: 'savedSuccessfully', settings: { device_limit: 7, config_version: before + 1 } });
    expect(await platformMaxDevice('acme.demo')).toBe('7');
    for (const token of [tokens.support, tokens.simple]) expect((await app.t.call('getDeviceLimit', { domain: 'acme.demo' }, token)).json()).toEqual({ limit: 7 });
    // The other domain of the tenant is untouched.
    expect(await platformMaxDevice('acme-branch.demo')).toBe('4');
  });

  it('is an admin control: support and simple users are refused and nothing changes', async () => {
    for (const token of [tokens.support, tokens.simple]) {
      const response = await app.t.call('SetDeviceLimit', { domain: 'acme.demo', device_limit: 12 }, token);
      expect(response.statusCode).toBe(403);
      expect(response.json()).toMatchObject({ messageId: 'notAllowed' });
    }
    expect(await platformMaxDevice('acme.demo')).not.toBe('12');
  });

  it("refuses another tenant's domain to a tenant admin; the super tenant may set it", async () => {
    expect((await app.t.call('SetDeviceLimit', { domain: 'globex.demo', device_limit: 3 }, tokens.admin)).statusCode).toBe(403);
    const bySuper = await app.t.call('SetDeviceLimit', { domain: 'globex.demo', device_limit: 3 }, tokens.super);
    expect(bySuper.statusCode, bySuper.body).toBe(200);
    expect(await platformMaxDevice('globex.demo', tokens.globex)).toBe('3');
    expect((await app.t.call('getDeviceLimit', { domain: 'globex.demo' }, tokens.globex)).json()).toEqual({ limit: 3 });
  });

  it('leaves both sides as they were when the platform does not answer (a clear 502)', async () => {
    const before = await settingsOf('acme-branch.demo');
    app.simulator.control.setFaults({ hang: true, object: 'domain' });
    const response = await app.t.call('SetDeviceLimit', { domain: 'acme-branch.demo', device_limit: 15 }, tokens.admin);
    expect(response.statusCode).toBe(502);
    expect(response.json()).toMatchObject({ code: 'UPSTREAM_FAILED', messageId: 'platformTimeout' });
    app.simulator.control.clearFaults();
    expect(await settingsOf('acme-branch.demo')).toEqual(before);
    expect(await platformMaxDevice('acme-branch.demo')).toBe('4');
  });

  it('answers 502 naming the platform when it fails with an error, and writes nothing', async () => {
    const before = await settingsOf('globex.demo', tokens.globex);
    app.simulator.control.setFaults({ status500: true, object: 'domain' });
    const response = await app.t.call('SetDeviceLimit', { domain: 'globex.demo', device_limit: 18 }, tokens.globex);
    expect(response.statusCode).toBe(502);
    expect(response.json()).toMatchObject({ message: 'NetSapiens answered with an error (HTTP 500). Please try again later.', messageId: 'platformServer' });
    app.simulator.control.clearFaults();
    // The platform's push-back holds further requests of this connection off for a second.
    await platformBackoffOver(app.t);
    expect(await settingsOf('globex.demo', tokens.globex)).toEqual(before);
  });
});
