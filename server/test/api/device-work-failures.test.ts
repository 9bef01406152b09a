import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { DEVICE_PIECE_JOB } from '../../src/features/devices/device-jobs.js';
import { createDeviceWorkRunsRepository } from '../../src/device-work/device-work-runs.repository.js';
import { deviceWorkRuns, piecesOfRun, settledRun } from '../support/device-work.js';
import { usePlatformApp } from '../support/platform-app.js';
import { jobsWorked, platformBackoffOver } from '../support/settled.js';
import { useSignIns } from '../support/test-app.js';

// One retry a second after the first failure: a piece is given up on within seconds.
const app = usePlatformApp({ NETSAPIENS_TIMEOUT_MS: '1500', DEVICE_JOB_RETRY_LIMIT: '1', DEVICE_JOB_RETRY_DELAY_SECONDS: '1' });
const signIns = useSignIns(app, { admin: 'acmeAdmin' });
const ACME = { domain: 'acme.demo' };

/** The platform works again, and the client's back-off after its failures is over. */
async function recover(): Promise<void> {
  app.simulator.control.clearFaults();
  await platformBackoffOver(app.t);
}

const syncDomain = async () => (await app.t.call('DomainLevelDeviceSync', ACME, signIns.admin)).json().run_id as number;

/**
 * Failing pieces wait out the platform client's own retries and the job's: seconds alone, several
 * times that on a machine busy with the rest of the suite. Waiting longer asserts nothing less.
 */
const SETTLED_WITHIN_MS = 60_000;

describe('Reprovisioning and Device Sync when the platform fails', { timeout: SETTLED_WITHIN_MS + 10_000 }, () => {
  it('a platform refusing every check-sync: each piece is retried, then its devices are counted failed', async () => {
    app.simulator.control.setFaults({ status500: true, object: 'device', action: 'update' });
    const runId = await syncDomain();
    const run = await settledRun(app.t, signIns.admin, ACME, runId, SETTLED_WITHIN_MS);
    expect(run.total).toBeGreaterThan(0);
    expect(run).toMatchObject({ state: 'done', done: 0, failed: run.total });
    expect((await piecesOfRun(app.t.database.db, runId)).every((piece) => piece.outcome === 'failed')).toBe(true);
    const attempts = (await app.t.database.db.execute(
      sql`select retry_count from pgboss.job where name = ${DEVICE_PIECE_JOB} and data->>'runId' = ${String(runId)}`,
    )) as unknown as { rows: Array<{ retry_count: number }> };
    expect(attempts.rows.map((row) => row.retry_count)).toEqual([1]);
    await recover();
  });

  it('a platform that cannot list the domain: the run fails, with nothing counted', async () => {
    app.simulator.control.setFaults({ status500: true, object: 'device', action: 'read' });
    const runId = await syncDomain();
    expect(await settledRun(app.t, signIns.admin, ACME, runId, SETTLED_WITHIN_MS)).toMatchObject({ state: 'failed', total: 0, done: 0, failed: 0 });
    expect(await piecesOfRun(app.t.database.db, runId)).toEqual([]);
    await recover();
  });

  it('a piece whose job runs again after it was counted (a retry, a process that died) is counted once', async () => {
    const runId = await syncDomain();
    const before = await settledRun(app.t, signIns.admin, ACME, runId);
    expect(before).toMatchObject({ state: 'done', done: before.total });
    const syncs = app.simulator.control.deviceSyncs().length;
    await app.t.database.db.execute(sql`insert into pgboss.job (name, data) values (${DEVICE_PIECE_JOB}, ${JSON.stringify({ runId, piece: 0 })}::jsonb)`);
    await jobsWorked(app.t, DEVICE_PIECE_JOB);
    const after = (await deviceWorkRuns(app.t, signIns.admin, ACME)).find((run) => run.id === runId);
    expect(after).toEqual(before);
    expect(app.simulator.control.deviceSyncs()).toHaveLength(syncs);
  });

  it('a piece counted by two processes at the same moment adds its devices once', async () => {
    const runs = createDeviceWorkRunsRepository(app.t.database.db);
    const runId = await runs.create({ kind: 'device-sync', cloudId: 'acme', domain: 'acme.demo', requestedBy: { userId: null, name: 'Test' } });
    expect(await runs.listed(runId, [{ domain: 'acme.demo', devices: ['1001m', '1001i', '1004m'] }])).toBe(true);
    // A second listing (a retried planning job) changes nothing.
    expect(await runs.listed(runId, [{ domain: 'acme.demo', devices: ['1001m'] }])).toBe(false);
    const counted = await Promise.all([runs.count(runId, 0, 'done'), runs.count(runId, 0, 'failed'), runs.count(runId, 0, 'done')]);
    expect(counted.filter(Boolean)).toHaveLength(1);
    const run = await runs.find(runId);
    expect(run).toMatchObject({ state: 'done', total: 3 });
    expect((run?.done ?? 0) + (run?.failed ?? 0)).toBe(3);
  });
});
