import { DEVICE_WORK_PIECE_SIZE } from '@mamt/contract';
import { buildDemoSeed } from '@mamt/netsapiens-simulator';
import { describe, expect, it } from 'vitest';
import { deviceWorkRuns as runsTable } from '../../src/db/schema.js';
import { deviceWorkRuns, insertManyAppDevices, piecesOfRun, seededAppDevices, settledRun } from '../support/device-work.js';
import { usePlatformApp } from '../support/platform-app.js';
import { useSignIns } from '../support/test-app.js';

// acme's branch domain with hundreds of users, so that its devices fill several pieces.
const seed = buildDemoSeed({ domainUsers: { 'acme-branch.demo': 400 } });
// A budget no test here reaches: the pieces' hundreds of check-syncs are what is under test, not the budget.
const app = usePlatformApp({ NETSAPIENS_TIMEOUT_MS: '3000', NETSAPIENS_MAX_PER_MINUTE: '100000' }, undefined, { seed });
const signIns = useSignIns(app, { admin: 'acmeAdmin', support: 'acmeSupport', globex: 'globexAdmin', provider: 'superAdmin' });
const ACME = { domain: 'acme.demo' };
const BRANCH = { domain: 'acme-branch.demo' };
const syncedSince = (from: number) => app.simulator.control.deviceSyncs().slice(from).map((sync) => `${sync.domain}/${sync.device}`);

describe('a Reprovisioning or Device Sync and its progress', { timeout: 60_000 }, () => {
  it('answers at once with its run, which the progress call shows while it works and once done', async () => {
    // Slow check-syncs: the run is still under way when the console asks.
    app.simulator.control.setFaults({ latencyMs: 150, object: 'device', action: 'update' });
    const response = await app.t.call('DomainLevelDeviceSync', ACME, signIns.admin);
    expect(response.statusCode, response.body).toBe(200);
    const { run_id: runId, message } = response.json() as { run_id: number; message: string };
    expect(message).toBe('All Devices in this domain will be synched in few seconds!');
    const [shown] = await deviceWorkRuns(app.t, signIns.admin, ACME);
    expect(shown).toMatchObject({ id: runId, kind: 'device-sync', domain: 'acme.demo', extension: null, done: 0, failed: 0, requested_by: 'Alice Moreau', finished_at: null });
    expect(['listing', 'running']).toContain(shown?.state);
    app.simulator.control.clearFaults();
    const run = await settledRun(app.t, signIns.admin, ACME, runId);
    const expected = seededAppDevices(seed, 'acme.demo').length;
    expect(run).toMatchObject({ state: 'done', total: expected, done: expected, failed: 0 });
    expect(run.finished_at).toMatch(/^\d{4}-\d\d-\d\dT/);
  });

  it('syncs a domain of hundreds of devices in pieces of at most a hundred, counted up to the total', async () => {
    const from = app.simulator.control.deviceSyncs().length;
    const expected = seededAppDevices(seed, 'acme-branch.demo');
    expect(expected.length).toBeGreaterThan(2 * DEVICE_WORK_PIECE_SIZE);
    const runId = (await app.t.call('DomainLevelDeviceSync', BRANCH, signIns.admin)).json().run_id as number;
    const run = await settledRun(app.t, signIns.admin, BRANCH, runId);
    expect(run).toMatchObject({ state: 'done', total: expected.length, done: expected.length, failed: 0 });
    const pieces = await piecesOfRun(app.t.database.db, runId);
    expect(pieces).toHaveLength(Math.ceil(expected.length / DEVICE_WORK_PIECE_SIZE));
    expect(pieces.every((piece) => piece.devices.length <= DEVICE_WORK_PIECE_SIZE && piece.outcome === 'done')).toBe(true);
    expect(pieces.flatMap((piece) => piece.devices).sort()).toEqual([...expected].sort());
    expect(syncedSince(from).sort()).toEqual(expected.map((device) => `acme-branch.demo/${device}`).sort());
  });

  it("reprovisions the whole company in pieces of one domain each, shown beside each domain's own runs", async () => {
    await insertManyAppDevices(app.t.database.db, { cloudId: 'acme', domain: 'acme.demo' }, 230);
    await insertManyAppDevices(app.t.database.db, { cloudId: 'acme', domain: 'acme-branch.demo' }, 7);
    const response = await app.t.call('reprovisionByForce', { cloud_id: 'acme' }, signIns.admin);
    expect(response.json()).toMatchObject({ message_id: 'companyReprovisioned' });
    const runId = response.json().run_id as number;
    const run = await settledRun(app.t, signIns.admin, BRANCH, runId);
    expect(run).toMatchObject({ kind: 'reprovision', domain: null, state: 'done', total: 237, done: 237, failed: 0 });
    const pieces = await piecesOfRun(app.t.database.db, runId);
    expect(pieces.map((piece) => [piece.domain, piece.devices.length])).toEqual([
      ['acme-branch.demo', 7],
      ['acme.demo', 100],
      ['acme.demo', 100],
      ['acme.demo', 30],
    ]);
    expect((await deviceWorkRuns(app.t, signIns.admin, ACME)).some((shown) => shown.id === runId)).toBe(true);
  });

  it("answers the domain's five latest runs and the company's latest company-wide one, newest first", async () => {
    const minutesFromNow = (minutes: number) => new Date(Date.now() + minutes * 60_000);
    const by = { requestedByName: 'Test', cloudId: 'acme', state: 'done' };
    const inserted = await app.t.database.db
      .insert(runsTable)
      .values([
        ...[1, 2, 3, 4, 5, 6].map((minutes) => ({ ...by, kind: 'device-sync', domain: 'acme-branch.demo', createdAt: minutesFromNow(minutes) })),
        { ...by, kind: 'reprovision', domain: null, createdAt: minutesFromNow(2.5) },
        { ...by, kind: 'reprovision', domain: 'acme.demo', createdAt: minutesFromNow(7) },
      ])
      .returning({ id: runsTable.id });
    const ids = inserted.map((row) => row.id);
    const shown = await deviceWorkRuns(app.t, signIns.admin, BRANCH);
    expect(shown.map((run) => run.id)).toEqual([ids[5], ids[4], ids[3], ids[2], ids[6], ids[1]]);
  });

  it("is for admins of the domain's tenant; the super tenant reads any tenant's", async () => {
    expect((await app.t.call('getDeviceWorkRuns', ACME, signIns.support)).statusCode).toBe(403);
    expect((await app.t.call('getDeviceWorkRuns', { ...ACME, cloud_id: 'acme' }, signIns.globex)).statusCode).toBe(403);
    expect((await app.t.call('getDeviceWorkRuns', ACME, signIns.globex)).statusCode).toBe(403);
    expect((await app.t.call('getDeviceWorkRuns', { domain: 'globex.demo' }, signIns.admin)).statusCode).toBe(403);
    const missing = await app.t.call('getDeviceWorkRuns', {}, signIns.admin);
    expect(missing.statusCode).toBe(400);
    const provider = await deviceWorkRuns(app.t, signIns.provider, { ...ACME, cloud_id: 'acme' });
    expect(provider.length).toBeGreaterThan(0);
  });
});
