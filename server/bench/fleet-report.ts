/** The Fleet bench's figures (fleet.ts), printed per database and as a summary table of both. */
import { ALL_TENANTS_DEVICES, ONE_TENANT, VIEWED } from './fleet-data.js';
import { lightLine, type LightFigures } from './light-load.js';

export type Figures = { p50: number; p99: number; count: number };
/** One Fleet answer, ours and the bare route's. */
export type Side = { ours: Figures; bare: Figures };
export type Answers = { one: Side; all: Side; growth: number; bareGrowth: number };
/** The simulator's device reads while the viewers asked, and the most that one per domain per cache period allows. */
export type Reads = { reads: number; allowed: number; seconds: number };
export type Result = { label: string; answers: Answers; bursts: Reads[]; load: Reads & { answers: number; failed: number }; idle: LightFigures; loaded: LightFigures };
export type Setup = { growthTarget: number; viewers: number; bursts: number; cacheSeconds: number; latencyMs: number };

const ms = (value: number) => value.toFixed(1).padStart(7);
const ratio = (value: number) => value.toFixed(2);
export const count = (value: number) => value.toLocaleString('en-US');

const verdict = (pass: boolean) => (pass ? 'PASS' : 'FAIL');
const readsPass = (result: Result) => [...result.bursts, result.load].every((reads) => reads.reads <= reads.allowed);

export function printTarget(result: Result, { growthTarget, viewers, bursts: burstCount, cacheSeconds, latencyMs }: Setup): void {
  const { answers, bursts, load, idle, loaded } = result;
  const line = (name: string, { ours, bare }: Side) =>
    `    ${name.padEnd(30)} bare p50 ${ms(bare.p50)} p99 ${ms(bare.p99)}   getFleet p50 ${ms(ours.p50)} p99 ${ms(ours.p99)} ms   ` +
    `getFleet / bare p50 ${ratio(ours.p50 / bare.p50)} p99 ${ratio(ours.p99 / bare.p99)}`;
  console.log(line(`${count(ONE_TENANT.devices)} devices (${ONE_TENANT.cloudId})`, answers.one));
  console.log(line(`${count(ALL_TENANTS_DEVICES)} devices (every tenant)`, answers.all));
  console.log(
    `    p99 ${count(ALL_TENANTS_DEVICES)} / ${count(ONE_TENANT.devices)}: getFleet ${ratio(answers.growth)} (target <= ${growthTarget}: ${verdict(answers.growth <= growthTarget)}), bare ${ratio(answers.bareGrowth)}`,
  );
  console.log(`  ${viewers} ${VIEWED.cloudId} viewers, ${VIEWED.domains.length} domains, registration cache ${cacheSeconds} s, simulator +${latencyMs} ms`);
  bursts.forEach((burst, i) => console.log(`    at once, cache expired (${i + 1}/${burstCount})   ${burst.reads} device reads in ${burst.seconds.toFixed(1)} s (at most ${burst.allowed})`));
  console.log(`    again and again for ${load.seconds.toFixed(0)} s          ${load.reads} device reads (at most ${load.allowed}); ${load.answers} answers, ${load.failed} failed`);
  console.log(`    device reads at most one per domain per cache period: ${verdict(readsPass(result))}`);
  console.log(`  light requests (globex-admin: healthz, getProfileDetails; 4 at a time)`);
  console.log(`    idle                  ${lightLine(idle)}`);
  console.log(`    during the viewers    ${lightLine(loaded)}`);
  console.log(`    p99 / idle p99 ${ratio(loaded.p99 / idle.p99)}`);
}

export function printSummary(results: Result[], { growthTarget }: Setup): void {
  const rows: Array<[string, (result: Result) => string]> = [
    [`getFleet ${count(ONE_TENANT.devices)} p50 / p99 ms`, ({ answers }) => `${answers.one.ours.p50.toFixed(1)} / ${answers.one.ours.p99.toFixed(1)}`],
    ['  / bare  p50 / p99', ({ answers }) => `${ratio(answers.one.ours.p50 / answers.one.bare.p50)} / ${ratio(answers.one.ours.p99 / answers.one.bare.p99)}`],
    [`getFleet ${count(ALL_TENANTS_DEVICES)} p50 / p99 ms`, ({ answers }) => `${answers.all.ours.p50.toFixed(1)} / ${answers.all.ours.p99.toFixed(1)}`],
    ['  / bare  p50 / p99', ({ answers }) => `${ratio(answers.all.ours.p50 / answers.all.bare.p50)} / ${ratio(answers.all.ours.p99 / answers.all.bare.p99)}`],
    [`p99 10k / 1k (<= ${growthTarget})`, ({ answers }) => `${ratio(answers.growth)} ${verdict(answers.growth <= growthTarget)}`],
    ['device reads / at most', (result) => `${[...result.bursts, result.load].map((reads) => `${reads.reads}/${reads.allowed}`).join(' ')} ${verdict(readsPass(result))}`],
    ['light p99 viewers / idle', ({ idle, loaded }) => ratio(loaded.p99 / idle.p99)],
  ];
  console.log(`\n  Fleet summary                   ${results.map((result) => result.label.padEnd(28)).join('')}`);
  for (const [name, value] of rows) console.log(`  ${name.padEnd(32)}${results.map((result) => value(result).padEnd(28)).join('')}`);
}

/** The databases on which a target was missed. */
export const missedTargets = (results: Result[], { growthTarget }: Setup) =>
  results.filter((result) => result.answers.growth > growthTarget || !readsPass(result)).map((result) => result.label);
