import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import type autocannon from 'autocannon';
import { reprovisionForm, type StormDevice } from '../test/support/storm-devices.js';

export type StormResult = { perSecond: number; p99: number; ok: number; failed: number; line: string; requests: number; seconds: number; why: string[] };

const DURATION_S = Number(process.env.BENCH_SECONDS ?? 10);

/**
 * `connections` apps re-provisioning at once for `durationS` seconds (BENCH_SECONDS, 10), each request the next device
 * of the list (the app portal's POST form with the device's stored cloud password), so that no
 * cache of one device's answer can stand in for the work.
 */
export async function storm(url: string, cloudId: string, devices: StormDevice[], connections: number, durationS = DURATION_S): Promise<StormResult> {
  const bodies = devices.map((device) => reprovisionForm(cloudId, device).toString());
  const result = await inGeneratorProcess({ url, connections, durationS, bodies });
  const failed = result.non2xx + result.errors + result.timeouts;
  const statuses = Object.entries(result.statusCodeStats ?? {})
    .filter(([status]) => !status.startsWith('2'))
    .map(([status, stats]) => `${stats.count ?? 0}x ${status}`);
  const why = [...statuses, ...(result.errors ? [`${result.errors} errors`] : []), ...(result.timeouts ? [`${result.timeouts} timeouts`] : [])];
  return resultOf(result.requests.total / result.duration, result.latency.p99, result['2xx'], failed, result.requests.total, result.duration, why);
}

const GENERATOR = fileURLToPath(new URL('./storm-generator.ts', import.meta.url));

/** One storm run by storm-generator.ts in a process of its own. */
function inGeneratorProcess(order: { url: string; connections: number; durationS: number; bodies: string[] }): Promise<autocannon.Result> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['--import', 'tsx', GENERATOR], { stdio: ['pipe', 'pipe', 'inherit'] });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.on('error', reject);
    child.on('exit', (code) => (code === 0 ? resolve(JSON.parse(output) as autocannon.Result) : reject(new Error(`the storm generator exited with ${code}`))));
    child.stdin.end(JSON.stringify(order));
  });
}

function resultOf(perSecond: number, p99: number, ok: number, failed: number, requests: number, seconds: number, why: string[]): StormResult {
  const line = `${perSecond.toFixed(0).padStart(6)} req/s   p99 ${String(Math.round(p99)).padStart(5)} ms   (${requests} requests, ${failed} failed${why.length ? `: ${why.join(', ')}` : ''})`;
  return { perSecond, p99, ok, failed, line, requests, seconds, why };
}

/** Slices of one storm as one: requests over their summed time; the p99 is the worst slice's. */
function mergeStorms(slices: StormResult[]): StormResult {
  const sum = (pick: (slice: StormResult) => number) => slices.reduce((total, slice) => total + pick(slice), 0);
  const requests = sum((slice) => slice.requests);
  const seconds = sum((slice) => slice.seconds);
  return resultOf(requests / seconds, Math.max(...slices.map((slice) => slice.p99)), sum((slice) => slice.ok), sum((slice) => slice.failed), requests, seconds, slices.flatMap((slice) => slice.why));
}

/** The slices each server's storm is cut into (stormInTurns). */
const SLICES = 4;

/**
 * The bare handler and ours stormed in turns, `SLICES` slices each, so that whatever else the
 * machine does weighs on both alike. `counted` runs around each of our slices (the platform
 * requests they cost).
 */
export async function stormInTurns(bareUrl: string, oursUrl: string, cloudId: string, devices: StormDevice[], connections: number, counted: <T>(run: () => Promise<T>) => Promise<T>) {
  const bare: StormResult[] = [];
  const ours: StormResult[] = [];
  for (let slice = 0; slice < SLICES; slice += 1) {
    bare.push(await storm(bareUrl, cloudId, devices, connections, DURATION_S / SLICES));
    ours.push(await counted(() => storm(oursUrl, cloudId, devices, connections, DURATION_S / SLICES)));
  }
  return { bare: mergeStorms(bare), ours: mergeStorms(ours) };
}

/**
 * One re-provisioning before the storm: a build without the endpoint (404) or one that refuses the
 * seeded devices stops the bench here with its answer, instead of timing error pages.
 */
export async function probeProvisioning(url: string, cloudId: string, device: StormDevice): Promise<void> {
  const response = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: reprovisionForm(cloudId, device),
    signal: AbortSignal.timeout(30_000),
  });
  const body = await response.text();
  const path = new URL(url).pathname;
  if (response.status === 404) {
    throw new Error(`POST ${path} answered 404: this build has no provisioning endpoint, so there is no re-provisioning to measure (body: ${body.slice(0, 160)})`);
  }
  if (!response.ok || !/<account>[\s\S]*<\/account>/.test(body)) {
    throw new Error(`POST ${path} did not re-provision a seeded device (${device.deviceName}): ${response.status} ${response.headers.get('content-type') ?? ''} ${body.slice(0, 300)}`);
  }
}
