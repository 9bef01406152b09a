import { describe, expect, it } from 'vitest';
import { REPROVISION_JOB } from '../../src/features/devices/device-jobs.js';
import { appDeviceRows, insertAppDevice } from '../support/device-fixtures.js';
import { usePlatformApp } from '../support/platform-app.js';
import { jobsWorked, platformBackoffOver } from '../support/settled.js';

const app = usePlatformApp({ NETSAPIENS_TIMEOUT_MS: '1500' });
const ACME = { cloudId: 'acme', domain: 'acme.demo' };
const DOWN = { status500: true, object: 'device' };
const SLOW = { latencyMs: 2000, object: 'device' };

/** After a failure the client backs off for a second (two after two); one successful read then clears the back-off. */
async function recover(token: string): Promise<void> {
  app.simulator.control.clearFaults();
  await platformBackoffOver(app.t);
  expect((await app.t.call('getUserDevices', { username: '1001@acme.demo' }, token)).statusCode).toBe(200);
}

describe('devices when the platform is down or slow (502 naming the platform, nothing written)', () => {
  it('the device list', async () => {
    const token = await app.t.login('acme', 'acme-support');
    app.simulator.control.setFaults(DOWN);
    const down = await app.t.call('getUserDevices', { username: '1001@acme.demo' }, token);
    expect(down.statusCode).toBe(502);
    expect(down.json().message).toContain('NetSapiens');
    await recover(token);
    app.simulator.control.setFaults(SLOW);
    const slow = await app.t.call('getUserDevices', { username: '1001@acme.demo' }, token);
    expect(slow.statusCode).toBe(502);
    expect(slow.json().messageId).toBe('platformTimeout');
    await recover(token);
  });

  it('a sync asks for nothing', async () => {
    const token = await app.t.login('acme', 'acme-admin');
    for (const faults of [DOWN, SLOW]) {
      app.simulator.control.setFaults(faults);
      const response = await app.t.call('syncDevices', { username: '1007@acme.demo' }, token);
      expect(response.statusCode).toBe(502);
      expect(response.json().message).toContain('NetSapiens');
      await recover(token);
    }
    expect(app.simulator.control.deviceSyncs()).toEqual([]);
  });

  it('a delete keeps the device served', async () => {
    const db = app.t.database.db;
    await insertAppDevice(db, { ...ACME, extension: '1022', deviceName: '1022m' });
    const token = await app.t.login('acme', 'acme-admin');
    for (const faults of [DOWN, SLOW]) {
      app.simulator.control.setFaults(faults);
      const response = await app.t.call('DeleteUserDevice', { cloud_username: '1022@acme.demo', aor: 'sip:1022m@acme.demo' }, token);
      expect(response.statusCode).toBe(502);
      expect(response.json().message).toContain('NetSapiens');
      await recover(token);
    }
    // A slow platform may still have done the delete; ours stays live until the console's delete succeeds.
    expect((await appDeviceRows(db, 'acme', 'acme.demo')).find((device) => device.deviceName === '1022m')?.deletedAt).toBeNull();
  });

  it('a forced reprovision of a user is not queued', async () => {
    const db = app.t.database.db;
    await insertAppDevice(db, { ...ACME, extension: '1025', deviceName: '1025m' });
    const token = await app.t.login('acme', 'acme-admin');
    app.simulator.control.setFaults({ status500: true, object: 'subscriber' });
    const response = await app.t.call('reprovisionByForce', { domain: 'acme.demo', extension: '1025' }, token);
    expect(response.statusCode).toBe(502);
    expect(response.json().message).toContain('NetSapiens');
    app.simulator.control.clearFaults();
    // A reprovision queued by mistake would have marked the device by the time its queue is idle.
    await jobsWorked(app.t, REPROVISION_JOB);
    expect((await appDeviceRows(db, 'acme', 'acme.demo')).find((device) => device.deviceName === '1025m')?.reprovisionRequestedAt).toBeNull();
  });
});
