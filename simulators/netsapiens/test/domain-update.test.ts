import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createSimulator, DEMO_CREDENTIALS, type Simulator } from '../src/index.js';

let simulator: Simulator;
let base: string;
const acme = DEMO_CREDENTIALS.find((c) => c.cloudId === 'acme')!;

beforeAll(async () => {
  simulator = createSimulator();
  base = await simulator.listen(0);
});
afterAll(() => simulator.close());
beforeEach(() => simulator.control.reset());

async function accessToken(): Promise<string> {
  const body = new URLSearchParams({ grant_type: 'password', client_id: acme.clientId, client_secret: acme.clientSecret, username: acme.username, password: acme.password });
  return ((await (await fetch(`${base}/ns-api/oauth2/token/`, { method: 'POST', body })).json()) as { access_token: string }).access_token;
}

const api = (action: string, params: Record<string, string>, token: string) =>
  fetch(`${base}/ns-api/?format=json&object=domain&action=${action}`, { method: 'POST', headers: { authorization: `Bearer ${token}` }, body: new URLSearchParams(params) });

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
    simulator.control.reset();
    expect(await maxDeviceOf('acme.demo', await accessToken())).toBe('4');
  });
});
