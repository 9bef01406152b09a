/**
 * Nothing waits behind bulk work: while bigcorp's bulk jobs run (a Send QR Code to 5,000 users, the
 * domain's Reprovisioning of 2,000 app devices, its Device Sync, Resync all regions, the domain
 * report), another tenant's light requests (healthz, getProfileDetails) are timed and set against the
 * same requests on the idle server in the same run (target: p99 at most 2x idle, none over 1 s). Also
 * timed: how soon each bulk call answers, and how long its work takes. On the embedded default and on
 * PostgreSQL, the server in a process of its own (bulk-stack.ts). `BENCH_ONLY=bulk` runs it alone.
 */
import { DEMO_EMAIL_TEMPLATE } from '../src/db/seed/areas/qr-mail.js';
import { DEMO_PASSWORD } from '../src/db/seed/demo-data.js';
import { startBulkStack, type BulkStack } from './bulk-stack.js';
import { BULK_DEVICES, BULK_DOMAIN, BULK_TENANT, BULK_USERS } from './bulk-targets.js';
import { lightLine, startLightLoad, type LightFigures } from './light-load.js';
import { buildStormDevices, simulatorSeedWith } from '../test/support/storm-devices.js';

const IDLE_SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
/** The longest a bulk job is watched; its light figures cover that time. */
const WATCH_LIMIT_MS = 180_000;
/**
 * The shortest watch: a job done sooner (a report, a resync: a tenth of a second) is asked again until
 * then, so that its light figures count enough requests for a p99 (a few dozen make it the slowest one).
 */
const WATCH_MIN_MS = 5_000;

type Call = (name: string, body: object) => Promise<Record<string, unknown>>;
/** `again`: asked again while the watch lasts (a short job an administrator may well repeat). */
type BulkJob = { name: string; again?: boolean; start: (call: Call, stack: BulkStack) => Promise<() => Promise<boolean>> };

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function signIn(url: string, cloudId: string, user: string): Promise<Call> {
  const token = await tokenOf(url, cloudId, user);
  return async (name, body) => {
    const response = await fetch(`${url}/api/v1/${name}`, { method: 'POST', headers: { 'content-type': 'application/json', token }, body: JSON.stringify(body) });
    if (!response.ok) throw new Error(`${name}: ${response.status} ${await response.text()}`);
    return (await response.json()) as Record<string, unknown>;
  };
}

const syncsAsked = async (stack: BulkStack) => ((await (await fetch(`${stack.simulatorUrl}/__simulator/device-syncs`)).json()) as unknown[]).length;

/** Each job starts its work and answers how to tell it is done. */
function bulkJobs(extensions: string[], platformDevices: number): BulkJob[] {
  const syncsDone = async (stack: BulkStack, expected: number) => {
    const before = await syncsAsked(stack);
    return async () => (await syncsAsked(stack)) - before >= expected;
  };
  return [
    {
      name: `Send QR Code to ${extensions.length} users`,
      async start(call, stack) {
        const before = await stack.mailCounts();
        await call('sendQrMails', { domain: BULK_DOMAIN, extensions, ...DEMO_EMAIL_TEMPLATE });
        return async () => (await stack.mailCounts()) - before >= extensions.length;
      },
    },
    {
      name: `Reprovisioning of ${BULK_DEVICES} app devices`,
      async start(call, stack) {
        const done = await syncsDone(stack, BULK_DEVICES);
        await call('reprovisionByForce', { domain: BULK_DOMAIN });
        return done;
      },
    },
    {
      name: `Device Sync of ${platformDevices} devices`,
      async start(call, stack) {
        const done = await syncsDone(stack, platformDevices);
        await call('DomainLevelDeviceSync', { domain: BULK_DOMAIN });
        return done;
      },
    },
    { name: 'Resync all regions', again: true, start: async (call) => (await call('globalsyncRegions', {}), async () => true) },
    { name: 'Domain report', again: true, start: async (call) => (await call('billingSummary', {}), async () => true) },
  ];
}

async function measure(stack: BulkStack, lightToken: string, job: BulkJob, admin: Call) {
  const load = startLightLoad(stack.url, lightToken);
  const started = performance.now();
  let answeredMs = 0;
  let finished = false;
  let runs = 0;
  let workMs = 0;
  let figures: LightFigures;
  try {
    do {
      const runStarted = performance.now();
      const done = await job.start(admin, stack);
      if (runs === 0) answeredMs = performance.now() - runStarted;
      runs += 1;
      while (performance.now() - started < WATCH_LIMIT_MS && !(finished = await done())) await sleep(250);
      if (runs === 1) workMs = performance.now() - runStarted;
    } while (job.again && finished && performance.now() - started < WATCH_MIN_MS);
  } finally {
    // A job that failed still stops the load.
    figures = await load.stop();
  }
  return { figures, answeredMs, workMs, finished, runs };
}

export async function benchBulkWork(adminUrl: string): Promise<void> {
  const seed = simulatorSeedWith(BULK_DOMAIN, buildStormDevices(BULK_DOMAIN, BULK_DEVICES), { [BULK_DOMAIN]: BULK_USERS });
  const extensions = seed.subscriber.filter((row) => row.domain === BULK_DOMAIN && row.email && /^\d+$/.test(row.user ?? '')).map((row) => row.user as string);
  // Device Sync asks for the domain's app devices: the bench's provisioned ones.
  const platformDevices = seed.device.filter((row) => row.subscriber_domain === BULK_DOMAIN && row.model === 'MAMT app').length;
  console.log(`\nBulk work of ${BULK_TENANT} (${extensions.length} users, ${BULK_DEVICES} app devices) while acme-admin's light requests run (4 at a time)`);
  for (const target of ['embedded', 'PostgreSQL'] as const) {
    const stack = await startBulkStack(target, adminUrl);
    try {
      const admin = await signIn(stack.url, BULK_TENANT, `${BULK_TENANT}-admin`);
      const lightToken = await tokenOf(stack.url, 'acme', 'acme-admin');
      console.log(`  ${target}`);
      // A first short load warms the light requests up; the idle figures are the second.
      await sleep(1000).then(() => startLightLoad(stack.url, lightToken).stop());
      const idleLoad = startLightLoad(stack.url, lightToken);
      await sleep(IDLE_SECONDS * 1000);
      const idle = await idleLoad.stop();
      console.log(`    idle                              ${lightLine(idle)}`);
      for (const job of bulkJobs(extensions, platformDevices)) {
        const result = await measure(stack, lightToken, job, admin);
        console.log(`    ${job.name.padEnd(34)}${lightLine(result.figures)}`);
        console.log(
          `      p99 / idle p99 ${(result.figures.p99 / idle.p99).toFixed(2)} (target <= 2), slowest ${result.figures.slowest <= 1000 ? 'within' : 'over'} 1 s; ` +
            `the call answered in ${result.answeredMs.toFixed(0)} ms, the work ${result.finished ? 'took' : 'was not done within'} ${(result.workMs / 1000).toFixed(1)} s` +
            (result.runs > 1 ? ` (asked ${result.runs} times in a row, for ${WATCH_MIN_MS / 1000} s)` : ''),
        );
      }
    } finally {
      await stack.stop();
    }
  }
}

async function tokenOf(url: string, cloudId: string, user: string): Promise<string> {
  const body = JSON.stringify({ cloud_id: cloudId, user, password: DEMO_PASSWORD });
  const response = await fetch(`${url}/api/v1/authLogin`, { method: 'POST', headers: { 'content-type': 'application/json' }, body });
  return ((await response.json()) as { Token: string }).Token;
}
