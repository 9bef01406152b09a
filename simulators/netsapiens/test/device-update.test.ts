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

const update = async (params: Record<string, string>) =>
  fetch(`${base}/ns-api/?format=json&object=device&action=update`, { method: 'POST', headers: { authorization: `Bearer ${await accessToken()}` }, body: new URLSearchParams(params) });

describe('device update with check-sync (the resync the product asks for)', () => {
  it('records a check-sync of an existing device, and only with check-sync=yes', async () => {
    expect((await update({ domain: 'acme.demo', device: '1001m', 'check-sync': 'yes' })).status).toBe(202);
    expect((await update({ domain: 'acme.demo', device: '1001m', mac: 'aa' })).status).toBe(202);
    expect(simulator.control.deviceSyncs()).toEqual([{ domain: 'acme.demo', device: '1001m' }]);
    const overHttp = await (await fetch(`${base}/__simulator/device-syncs`)).json();
    expect(overHttp).toEqual([{ domain: 'acme.demo', device: '1001m' }]);
  });

  it("accepts an unknown device without recording it, refuses another tenant's domain, and forgets on reset", async () => {
    expect((await update({ domain: 'acme.demo', device: '9999m', 'check-sync': 'yes' })).status).toBe(202);
    expect((await update({ domain: 'globex.demo', device: '1001m', 'check-sync': 'yes' })).status).toBe(403);
    expect(simulator.control.deviceSyncs()).toEqual([]);
    await update({ domain: 'acme.demo', device: '1001m', 'check-sync': 'yes' });
    simulator.control.reset();
    expect(simulator.control.deviceSyncs()).toEqual([]);
  });
});
