import { describe, expect, it } from 'vitest';
import { useAcmeSimulator } from './support/acme-simulator.js';

const { simulator, accessToken, call } = useAcmeSimulator();

const api = (action: string, params: Record<string, string>, token: string) => call('domain', action, params, token);

const maxDeviceOf = async (domain: string, token: string) =>
  ((await (await api('read', { domain }, token)).json()) as Array<{ max_device: string }>)[0]?.max_device;

describe('domain update (the device cap App Management sets)', () => {
  it("changes max_device of one of the credential's domains, and only that domain", async () => {
    const token = await accessToken();
    expect(await maxDeviceOf('acme.demo', token)).toBe('4');
    expect((await api('update', { domain: 'acme.demo', max_device: '9' }, token)).status).toBe(202);
    expect(await maxDeviceOf('acme.demo', token)).toBe('9');
    expect(await maxDeviceOf('acme-branch.demo', token)).toBe('4');
  });

  it("refuses another tenant's domain and keeps the domain's name", async () => {
    const token = await accessToken();
    expect((await api('update', { domain: 'globex.demo', max_device: '9' }, token)).status).toBe(403);
    await api('update', { domain: 'acme.demo', territory: 'elsewhere', max_device: '2' }, token);
    const [row] = (await (await api('read', { domain: 'acme.demo' }, token)).json()) as Array<Record<string, string>>;
    expect(row).toMatchObject({ domain: 'acme.demo', territory: 'acme-territory', max_device: '2' });
  });

  it('forgets the change on reset', async () => {
    const token = await accessToken();
    await api('update', { domain: 'acme.demo', max_device: '9' }, token);
    simulator().control.reset();
    expect(await maxDeviceOf('acme.demo', await accessToken())).toBe('4');
  });
});
