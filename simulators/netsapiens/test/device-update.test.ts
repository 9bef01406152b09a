import { describe, expect, it } from 'vitest';
import { useAcmeSimulator } from './support/acme-simulator.js';

const { simulator, base, accessToken, call } = useAcmeSimulator();

const update = async (params: Record<string, string>) => call('device', 'update', params, await accessToken());

describe('device update with check-sync (the resync the product asks for)', () => {
  it('records a check-sync of an existing device, and only with check-sync=yes', async () => {
    expect((await update({ domain: 'acme.demo', device: '1001m', 'check-sync': 'yes' })).status).toBe(202);
    expect((await update({ domain: 'acme.demo', device: '1001m', mac: 'aa' })).status).toBe(202);
    expect(simulator().control.deviceSyncs()).toEqual([{ domain: 'acme.demo', device: '1001m' }]);
    const overHttp = await (await fetch(`${base()}/__simulator/device-syncs`)).json();
    expect(overHttp).toEqual([{ domain: 'acme.demo', device: '1001m' }]);
  });

  it("accepts an unknown device without recording it, refuses another tenant's domain, and forgets on reset", async () => {
    expect((await update({ domain: 'acme.demo', device: '9999m', 'check-sync': 'yes' })).status).toBe(202);
    expect((await update({ domain: 'globex.demo', device: '1001m', 'check-sync': 'yes' })).status).toBe(403);
    expect(simulator().control.deviceSyncs()).toEqual([]);
    await update({ domain: 'acme.demo', device: '1001m', 'check-sync': 'yes' });
    simulator().control.reset();
    expect(simulator().control.deviceSyncs()).toEqual([]);
  });
});
