/**
 * System Logs' getlogs on PostgreSQL, as the super tenant (demo/admin) searches "over any time" from
 * the screen: a rare word (about 20 entries) and a common word (page 1, then OLDER_PAGES older pages
 * through the `before` cursor), each with the screen's default kinds (all but requests' lines) and
 * with all kinds, over 50,000 entries and over BENCH_LOG_ENTRIES_LARGE (5,000,000) in the same run.
 * The target: the large table's p99 at most 3 times the small one's (a search's cost does not grow
 * with the table). Each figure is also set against a bare Fastify route running the same statements
 * on the same connections (bare-logs-page.ts), the two asked in turns. BENCH_LOG_RUNS sets the runs
 * (30); a search slow enough to spend a minute on them stops after 5. `BENCH_ONLY=logs` runs it alone.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { LOG_PAGE_DEFAULT } from '@mamt/contract';
import { buildApp } from '../src/app.js';
import { loadConfig } from '../src/config.js';
import { DEMO_PASSWORD } from '../src/db/seed/demo-data.js';
import { seedDemo } from '../src/db/seed/seed-demo.js';
import { openScratchPostgres } from '../test/support/scratch-postgres.js';
import { startBareLogsPage } from './bare-logs-page.js';
import { fillLogEntries } from './log-entries-data.js';
import { LOG_SEARCHES, bareReader, getlogsReader, timePages, type PageReader } from './log-searches.js';

const SMALL_ENTRIES = 50_000;
const LARGE_ENTRIES = Number(process.env.BENCH_LOG_ENTRIES_LARGE ?? 5_000_000);
const RUNS = Number(process.env.BENCH_LOG_RUNS ?? 30);
/** Fewer runs of a search on a table once they took this long (both sides), but never fewer than MIN_RUNS. */
const BUDGET_MS = 60_000;
const MIN_RUNS = 5;
/** Runs not counted: connections opened, code compiled, the table's pages read into memory. */
const WARM_UP_RUNS = 2;
const GROWTH_TARGET = 3;

type Table = { entries: number; ours: PageReader; bare: PageReader; close: () => Promise<void> };
type Figures = { p50: number; p99: number };

const count = (entries: number) => entries.toLocaleString('en-US');
const seconds = (since: number) => ((performance.now() - since) / 1000).toFixed(0);
const nanosecondsOf = (milliseconds: number) => (BigInt(milliseconds) * 1_000_000n).toString();

async function signIn(address: string): Promise<string> {
  const body = JSON.stringify({ cloud_id: 'demo', user: 'admin', password: DEMO_PASSWORD });
  const response = await fetch(`${address}/api/v1/authLogin`, { method: 'POST', headers: { 'content-type': 'application/json' }, body });
  return ((await response.json()) as { Token: string }).Token;
}

/** A scratch database with `entries` log entries, the server on it signed in as the super tenant, and the bare route. */
async function openTable(adminUrl: string, entries: number): Promise<Table> {
  const { database, drop } = await openScratchPostgres(adminUrl, 'mamt_bench_logs');
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'mamt-bench-logs-'));
  // Undone newest first, also when opening fails half-way.
  const undo: Array<() => Promise<unknown>> = [drop, () => database.close(), async () => fs.rmSync(dataDir, { recursive: true, force: true })];
  const close = async () => {
    for (const step of undo.reverse()) await step();
  };
  try {
    await seedDemo(database.db);
    const filling = performance.now();
    await fillLogEntries(database.db, entries);
    console.log(`  ${count(entries)} entries written, indexed and analyzed in ${seconds(filling)} s`);
    // The search measures the database, not the per-user limit; the bench's entries are 30 days old, kept 90.
    const config = loadConfig({ LOG_LEVEL: 'silent', DATA_DIR: dataDir, WEB_DIST: '/nonexistent', PER_USER_LIMIT_FACTOR: '100000', LOG_RETENTION_DAYS: '90' });
    const app = await buildApp({ config, database, logger: false, workJobs: false });
    undo.push(() => app.close());
    const address = await app.listen({ host: '127.0.0.1', port: 0 });
    const bare = await startBareLogsPage(database);
    undo.push(() => bare.close());
    return { entries, ours: getlogsReader(address, await signIn(address)), bare: bareReader(bare.url), close };
  } catch (error) {
    await close();
    throw error;
  }
}

function figuresOf(latencies: number[]): Figures {
  const sorted = [...latencies].sort((a, b) => a - b);
  const at = (share: number) => sorted[Math.min(sorted.length - 1, Math.floor(share * sorted.length))] ?? 0;
  return { p50: at(0.5), p99: at(0.99) };
}

const ms = (value: number) => value.toFixed(1).padStart(7);
const figuresLine = ({ p50, p99 }: Figures) => `p50 ${ms(p50)}  p99 ${ms(p99)}`;

type Tally = { runs: number; spentMs: number };

/** Done when RUNS are counted, or MIN_RUNS once they took BUDGET_MS: a search that takes seconds still ends in minutes. */
const finished = ({ runs, spentMs }: Tally) => runs >= RUNS || (runs >= MIN_RUNS && spentMs >= BUDGET_MS);

/**
 * Every search on every table until finished, after the warm-up, the bare route and getlogs in turns
 * (which goes first alternates, so that neither always finds the pages the other just read).
 * Latencies by search, page group ("page 1", "older pages"), table and side; the runs counted by search and table.
 */
async function measure(tables: Table[]): Promise<{ latencies: Map<string, number[]>; tallies: Map<string, Tally> }> {
  const latencies = new Map<string, number[]>();
  const tallies = new Map<string, Tally>();
  const record = (key: string, values: number[]) => latencies.set(key, [...(latencies.get(key) ?? []), ...values]);
  for (let run = 0, asked = true; asked; run += 1) {
    asked = false;
    for (const search of LOG_SEARCHES) {
      for (const table of tables) {
        const tally = tallies.get(`${search.label}|${table.entries}`) ?? { runs: 0, spentMs: 0 };
        if (run >= WARM_UP_RUNS && finished(tally)) continue;
        asked = true;
        const started = performance.now();
        // The screen's moment, as it sends it: its entries are those up to the millisecond it opened.
        const end = nanosecondsOf(Date.now() + 1);
        const sides = run % 2 === 0 ? (['bare', 'ours'] as const) : (['ours', 'bare'] as const);
        for (const side of sides) {
          const [first = 0, ...older] = await timePages(table[side], search, end);
          if (run < WARM_UP_RUNS) continue;
          record(`${search.label}|page 1|${table.entries}|${side}`, [first]);
          if (search.pages > 1) record(`${search.label}|older pages|${table.entries}|${side}`, older);
        }
        if (run >= WARM_UP_RUNS) tallies.set(`${search.label}|${table.entries}`, { runs: tally.runs + 1, spentMs: tally.spentMs + performance.now() - started });
      }
    }
  }
  return { latencies, tallies };
}

function report(tables: Table[], { latencies, tallies }: Awaited<ReturnType<typeof measure>>): void {
  const [small, large] = tables as [Table, Table];
  for (const search of LOG_SEARCHES) {
    for (const group of search.pages > 1 ? ['page 1', 'older pages'] : ['page 1']) {
      const shown = group === 'older pages' ? `pages 2-${search.pages}, each` : 'page 1';
      console.log(`  ${search.label}: ${shown}`);
      const figures = (table: Table, side: 'bare' | 'ours') => figuresOf(latencies.get(`${search.label}|${group}|${table.entries}|${side}`) ?? []);
      for (const table of tables) {
        const bare = figures(table, 'bare');
        const ours = figures(table, 'ours');
        const runs = tallies.get(`${search.label}|${table.entries}`)?.runs ?? 0;
        console.log(
          `    ${count(table.entries).padStart(9)} entries   bare route ${figuresLine(bare)} ms   getlogs ${figuresLine(ours)} ms   ` +
            `bare / getlogs p50 ${(bare.p50 / ours.p50).toFixed(2)}  p99 ${(bare.p99 / ours.p99).toFixed(2)}   (${runs} runs)`,
        );
      }
      const growth = figures(large, 'ours').p99 / figures(small, 'ours').p99;
      const bareGrowth = figures(large, 'bare').p99 / figures(small, 'bare').p99;
      console.log(
        `    ${count(large.entries)} / ${count(small.entries)} entries, p99: getlogs ${growth.toFixed(2)} (target <= ${GROWTH_TARGET}${growth > GROWTH_TARGET ? ': OVER' : ''}), bare route ${bareGrowth.toFixed(2)}`,
      );
    }
  }
}

export async function benchSystemLogs(adminUrl: string): Promise<void> {
  const started = performance.now();
  console.log(`\nSystem Logs: getlogs as the super tenant on PostgreSQL, ${count(SMALL_ENTRIES)} and ${count(LARGE_ENTRIES)} entries, ${LOG_PAGE_DEFAULT} a page`);
  const tables: Table[] = [];
  try {
    for (const entries of [SMALL_ENTRIES, LARGE_ENTRIES]) tables.push(await openTable(adminUrl, entries));
    const measuring = performance.now();
    const measured = await measure(tables);
    console.log(
      `  ${RUNS} runs of each search on each table, or at least ${MIN_RUNS} in ${BUDGET_MS / 1000} s (after ${WARM_UP_RUNS} not counted), in ${seconds(measuring)} s; bare / getlogs: 1 = as fast`,
    );
    report(tables, measured);
  } finally {
    for (const table of tables) await table.close();
  }
  console.log(`  System Logs bench: ${seconds(started)} s in all`);
}
