/**
 * Sending the QR e-mail to the 2,000 users of bigcorp.demo (issue 16): one sendQrMails call, then
 * the mails go out through the job queue to a counting mail server in a process of its own. Printed:
 * the time until the call answers (the send stored; its mails are queued after it), the time until
 * the mail server has received every mail, the server's memory meanwhile, and the same mails sent by
 * bare nodemailer with the same concurrency to the same mail server (the floor) just before, as a
 * ratio; in rounds (BENCH_QRMAIL_ROUNDS, 3), the median ratio. On the embedded default (`npm start`'s)
 * and on PostgreSQL. `BENCH_ONLY=qrmail` runs it alone.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import inspector from 'node:inspector/promises';
import os from 'node:os';
import path from 'node:path';
import { buildDemoSeed, createSimulator } from '@mamt/netsapiens-simulator';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../src/app.js';
import { loadConfig } from '../src/config.js';
import { DEMO_EMAIL_TEMPLATE } from '../src/db/seed/areas/qr-mail.js';
import { DEMO_PASSWORD } from '../src/db/seed/demo-data.js';
import { seedDemoConnections } from '../src/db/seed/seed-demo-connections.js';
import { seedDemo } from '../src/db/seed/seed-demo.js';
import { secretBoxFor } from '../src/lib/secret-box.js';
import { DRAWINGS, sendBare } from './bare-mail.js';
import { benchDatabases, type BenchDatabase } from './bench-databases.js';

const DOMAIN = 'bigcorp.demo';
const CONCURRENCY = 4;
const SMTP_PORT = 2600 + Math.floor(Math.random() * 300) * 2;

type Counts = { messages: number; recipients: number };

async function startSink(): Promise<{ counts: () => Promise<Counts>; reset: () => Promise<void>; stop: () => void }> {
  const child: ChildProcess = spawn(process.execPath, ['--import', 'tsx', path.join(import.meta.dirname, 'counting-sink.ts'), String(SMTP_PORT)], { stdio: ['ignore', 'pipe', 'inherit'] });
  await new Promise<void>((resolve, reject) => {
    child.stdout?.once('data', () => resolve());
    child.once('exit', (code) => reject(new Error(`the counting mail server stopped (${code})`)));
  });
  const url = `http://127.0.0.1:${SMTP_PORT + 1}/`;
  return {
    counts: async () => (await (await fetch(url)).json()) as Counts,
    reset: async () => void (await fetch(url, { method: 'DELETE' })),
    stop: () => child.kill(),
  };
}

async function until(done: () => Promise<boolean>, timeoutMs: number): Promise<void> {
  const end = Date.now() + timeoutMs;
  while (!(await done())) {
    if (Date.now() > end) throw new Error('the mails did not all arrive in time');
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** The highest RSS while `work` runs, sampled every 100 ms, and the RSS just before it (idle). */
async function peakMemoryOf<T>(work: () => Promise<T>): Promise<{ result: T; rssMb: number; idleRssMb: number }> {
  const idleRss = process.memoryUsage().rss;
  let rss = 0;
  const sample = () => void (rss = Math.max(rss, process.memoryUsage().rss));
  const timer = setInterval(sample, 100);
  try {
    const result = await work();
    sample();
    return { result, rssMb: rss / 2 ** 20, idleRssMb: idleRss / 2 ** 20 };
  } finally {
    clearInterval(timer);
  }
}

type Sink = Awaited<ReturnType<typeof startSink>>;
type Cpu = { server: number; machine: number };
type Round = { floorMs: number; floorCpu: Cpu; answeredMs: number; deliveredMs: number; cpu: Cpu; rssMb: number; idleRssMb: number; recipients: number };

/** The machine's busy CPU time in ms, all cores (Linux's /proc/stat; 0 elsewhere). */
function machineBusyMs(): number {
  const line = fs.existsSync('/proc/stat') ? (fs.readFileSync('/proc/stat', 'utf8').split('\n')[0] ?? '') : '';
  const [user = 0, nice = 0, system = 0, , , irq = 0, softirq = 0] = line.split(/\s+/).slice(1).map(Number);
  return ((user + nice + system + irq + softirq) * 1000) / 100;
}

/** The CPU time `work` took: this process's (the server's, or the floor's nodemailer) and the whole machine's. */
async function cpuOf<T>(work: () => Promise<T>): Promise<{ result: T; cpu: Cpu }> {
  const server = process.cpuUsage();
  const machine = machineBusyMs();
  const result = await work();
  const used = process.cpuUsage(server);
  return { result, cpu: { server: (used.user + used.system) / 1000, machine: machineBusyMs() - machine } };
}

/** Rounds of the floor and then ours, side by side in time: a machine's pace drifts by a third over a minute. */
const ROUNDS = Number(process.env.BENCH_QRMAIL_ROUNDS ?? 3);

/** The floor: the same mails by bare nodemailer, timed until the mail server has them all. */
async function floorMs(sink: Sink, users: Array<{ email: string }>, draw: (typeof DRAWINGS)[keyof typeof DRAWINGS] = DRAWINGS.product): Promise<number> {
  await sink.reset();
  const started = performance.now();
  await sendBare(SMTP_PORT, users.map((user) => user.email), CONCURRENCY, DEMO_EMAIL_TEMPLATE, draw);
  await until(async () => (await sink.counts()).messages >= users.length, 600_000);
  return performance.now() - started;
}

async function benchOn(target: BenchDatabase, sink: Sink, users: Array<{ user: string; email: string }>, profile?: (label: string) => Promise<() => Promise<void>>): Promise<Round[]> {
  const simulator = createSimulator();
  const simulatorUrl = await simulator.listen(0);
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'mamt-bench-qr-'));
  const config = loadConfig({
    LOG_LEVEL: 'silent',
    DATA_DIR: dataDir,
    WEB_DIST: '/nonexistent',
    SMTP_URL: `smtp://127.0.0.1:${SMTP_PORT}`,
    MAIL_CONCURRENCY: String(CONCURRENCY),
    PUBLIC_URL: 'http://localhost:8080',
  });
  const { database, drop } = await target.open();
  let app: FastifyInstance | undefined;
  try {
    await seedDemo(database.db);
    await seedDemoConnections(database.db, secretBoxFor(config), simulatorUrl);
    app = await buildApp({ config, database, logger: false });
    const url = await app.listen({ host: '127.0.0.1', port: 0 });
    const call = async (name: string, body: unknown, token?: string) => {
      const response = await fetch(`${url}/api/v1/${name}`, { method: 'POST', headers: { 'content-type': 'application/json', ...(token ? { token } : {}) }, body: JSON.stringify(body) });
      if (!response.ok) throw new Error(`${name}: ${response.status} ${await response.text()}`);
      return response.json() as Promise<Record<string, unknown>>;
    };
    const { Token: token } = (await call('authLogin', { cloud_id: 'bigcorp', user: 'bigcorp-admin', password: DEMO_PASSWORD })) as { Token: string };
    await call('getAllDomains', {}, token);

    const rounds: Round[] = [];
    for (let round = 0; round < ROUNDS; round += 1) {
      const { result: floor, cpu: floorCpu } = await cpuOf(() => floorMs(sink, users));
      await sink.reset();
      const stopProfile = await profile?.(`${target.label}-${round}`);
      const started = performance.now();
      const {
        result: { result: answered, rssMb, idleRssMb },
        cpu,
      } = await cpuOf(() =>
        peakMemoryOf(async () => {
          const answer = await call('sendQrMails', { domain: DOMAIN, extensions: users.map((user) => user.user), ...DEMO_EMAIL_TEMPLATE }, token);
          const answeredMs = performance.now() - started;
          await until(async () => (await sink.counts()).messages >= users.length, 600_000);
          return { answeredMs, runId: answer.run_id as number };
        }),
      );
      const deliveredMs = performance.now() - started;
      await stopProfile?.();
      // Every mail's status says sent once its delivery row is written after the mail server's answer.
      await until(async () => ((await call('getQrMailRun', { domain: DOMAIN, run_id: answered.runId }, token)) as { run: { counts: { sent: number } } }).run.counts.sent === users.length, 60_000);
      const counted = await sink.counts();
      rounds.push({ floorMs: floor, floorCpu, cpu, answeredMs: answered.answeredMs, deliveredMs, rssMb, idleRssMb, recipients: counted.recipients });
    }
    return rounds;
  } finally {
    await app?.close();
    await database.close();
    await drop();
    await simulator.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] as number;

export async function benchQrMailSend(adminUrl: string): Promise<void> {
  const users = buildDemoSeed()
    .subscriber.filter((row) => row.domain === DOMAIN && row.email)
    .map((row) => ({ user: row.user as string, email: row.email as string }));
  const sink = await startSink();
  try {
    console.log(`\nQR e-mail to the ${users.length} users of ${DOMAIN}: one sendQrMails call, ${CONCURRENCY} mails at a time, to a counting mail server`);
    console.log(`  each round: bare nodemailer sends the same mails (the floor, QR codes drawn as the product draws them), then ours; ${ROUNDS} rounds per database`);
    // The floor first warms the mail server up too.
    await sendBare(SMTP_PORT, users.slice(0, 100).map((user) => user.email), CONCURRENCY, DEMO_EMAIL_TEMPLATE);
    // For reference: a floor drawing its QR codes as most code would (qrcode's own renderer).
    const qrcodeMs = await floorMs(sink, users, DRAWINGS.qrcode);
    const perMail = (ms: number) => (ms / users.length).toFixed(2);
    const rate = (ms: number) => `${((users.length * 1000) / ms).toFixed(0)} mails/s`;
    console.log(`  bare nodemailer drawing with qrcode's own renderer (for reference): ${(qrcodeMs / 1000).toFixed(1)} s (${rate(qrcodeMs)})`);
    for (const target of benchDatabases(adminUrl, 'mamt-bench-qrmail')) {
      const rounds = await benchOn(target, sink, users, profilerOf());
      for (const [index, round] of rounds.entries()) {
        console.log(
          `  ${target.label.padEnd(10)} round ${index + 1}: floor ${rate(round.floorMs)}, ours answered ${(round.answeredMs / 1000).toFixed(2)} s, all delivered ${(round.deliveredMs / 1000).toFixed(1)} s ` +
            `(${rate(round.deliveredMs)}, ${round.recipients} recipients): ours / bare ${(round.floorMs / round.deliveredMs).toFixed(2)}; ` +
            `peak RSS ${round.rssMb.toFixed(0)} MB (+${(round.rssMb - round.idleRssMb).toFixed(0)} MB over the ${round.idleRssMb.toFixed(0)} MB before); ` +
            `CPU per mail, floor / ours: server ${perMail(round.floorCpu.server)} / ${perMail(round.cpu.server)} ms, machine ${perMail(round.floorCpu.machine)} / ${perMail(round.cpu.machine)} ms`,
        );
      }
      const ratios = rounds.map((round) => round.floorMs / round.deliveredMs);
      console.log(
        `    ${target.label}: ours / bare throughput, median of ${rounds.length} rounds: ${median(ratios).toFixed(2)} (1 = as fast as nodemailer alone); ` +
          `${(qrcodeMs / median(rounds.map((round) => round.deliveredMs))).toFixed(2)} of the floor drawing with qrcode's renderer`,
      );
    }
  } finally {
    sink.stop();
  }
}

/** BENCH_PROFILE=<folder>: a CPU profile of the server's thread during each of our sends, for `node --cpu-prof`'s viewers. */
function profilerOf(): ((label: string) => Promise<() => Promise<void>>) | undefined {
  const folder = process.env.BENCH_PROFILE;
  if (!folder) return undefined;
  return async (label) => {
    const session = new inspector.Session();
    session.connect();
    await session.post('Profiler.enable');
    await session.post('Profiler.start');
    return async () => {
      const { profile } = await session.post('Profiler.stop');
      fs.writeFileSync(path.join(folder, `qrmail-${label}.cpuprofile`), JSON.stringify(profile));
      session.disconnect();
    };
  };
}
