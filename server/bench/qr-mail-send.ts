/**
 * Sending the QR e-mail to the 2,000 users of bigcorp.demo (issue 16): one sendQrMails call, then
 * the mails go out through the job queue to a counting mail server in a process of its own. Printed:
 * the time until the call answers (the send stored; its mails are queued after it), the time until
 * the mail server has received every mail, the server's memory meanwhile, and the same mails sent by
 * bare nodemailer with the same concurrency to the same mail server (the floor) in the same run, as
 * a ratio. On the embedded default (`npm start`'s) and on PostgreSQL. `BENCH_ONLY=qrmail` runs it alone.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { buildDemoSeed, createSimulator } from '@mamt/netsapiens-simulator';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../src/app.js';
import { loadConfig } from '../src/config.js';
import { DEMO_EMAIL_TEMPLATE, DEMO_PASSWORD } from '../src/db/seed/demo-data.js';
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

/** The highest RSS and heap while `work` runs, sampled every 100 ms, and the RSS just before it (idle). */
async function peakMemoryOf<T>(work: () => Promise<T>): Promise<{ result: T; rssMb: number; heapMb: number; idleRssMb: number }> {
  const idleRss = process.memoryUsage().rss;
  let rss = 0;
  let heap = 0;
  const sample = () => {
    const usage = process.memoryUsage();
    rss = Math.max(rss, usage.rss);
    heap = Math.max(heap, usage.heapUsed);
  };
  const timer = setInterval(sample, 100);
  try {
    const result = await work();
    sample();
    return { result, rssMb: rss / 2 ** 20, heapMb: heap / 2 ** 20, idleRssMb: idleRss / 2 ** 20 };
  } finally {
    clearInterval(timer);
  }
}

async function benchOn(target: BenchDatabase, sink: Awaited<ReturnType<typeof startSink>>, users: Array<{ user: string; email: string }>) {
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

    await sink.reset();
    const started = performance.now();
    const { result: answered, rssMb, heapMb, idleRssMb } = await peakMemoryOf(async () => {
      const answer = await call('sendQrMails', { domain: DOMAIN, extensions: users.map((user) => user.user), ...DEMO_EMAIL_TEMPLATE }, token);
      const answeredMs = performance.now() - started;
      await until(async () => (await sink.counts()).messages >= users.length, 600_000);
      return { answeredMs, runId: answer.run_id as number };
    });
    const deliveredMs = performance.now() - started;
    // Every mail's status says sent once its delivery row is written after the mail server's answer.
    await until(async () => ((await call('getQrMailRun', { domain: DOMAIN, run_id: answered.runId }, token)) as { run: { counts: { sent: number } } }).run.counts.sent === users.length, 60_000);
    const counted = await sink.counts();
    return { answeredMs: answered.answeredMs, deliveredMs, rssMb, heapMb, idleRssMb, recipients: counted.recipients };
  } finally {
    await app?.close();
    await database.close();
    await drop();
    await simulator.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

export async function benchQrMailSend(adminUrl: string): Promise<void> {
  const users = buildDemoSeed()
    .subscriber.filter((row) => row.domain === DOMAIN && row.email)
    .map((row) => ({ user: row.user as string, email: row.email as string }));
  const sink = await startSink();
  try {
    console.log(`\nQR e-mail to the ${users.length} users of ${DOMAIN}: one sendQrMails call, ${CONCURRENCY} mails at a time, to a counting mail server`);
    // The floor first warms the mail server up too.
    await sendBare(SMTP_PORT, users.slice(0, 100).map((user) => user.email), CONCURRENCY, DEMO_EMAIL_TEMPLATE);
    const floor = async (draw: (typeof DRAWINGS)[keyof typeof DRAWINGS]) => {
      await sink.reset();
      const started = performance.now();
      await sendBare(SMTP_PORT, users.map((user) => user.email), CONCURRENCY, DEMO_EMAIL_TEMPLATE, draw);
      await until(async () => (await sink.counts()).messages >= users.length, 600_000);
      return performance.now() - started;
    };
    const bareMs = await floor(DRAWINGS.product);
    // For reference: the same floor drawing its QR codes as most code would (qrcode's own renderer).
    const qrcodeMs = await floor(DRAWINGS.qrcode);
    const rate = (ms: number) => `${(ms / 1000).toFixed(1)} s (${((users.length * 1000) / ms).toFixed(0)} mails/s)`;
    console.log(`  bare nodemailer       all delivered ${rate(bareMs)}, QR codes drawn as the product draws them`);
    console.log(`  bare nodemailer       all delivered ${rate(qrcodeMs)}, QR codes drawn by qrcode's own renderer (for reference)`);
    for (const target of benchDatabases(adminUrl, 'mamt-bench-qrmail')) {
      const result = await benchOn(target, sink, users);
      console.log(
        `  ours on ${target.label.padEnd(10)}    answered ${(result.answeredMs / 1000).toFixed(2)} s, all delivered ${(result.deliveredMs / 1000).toFixed(1)} s ` +
          `(${((users.length * 1000) / result.deliveredMs).toFixed(0)} mails/s, ${result.recipients} recipients), peak RSS ${result.rssMb.toFixed(0)} MB (+${(result.rssMb - result.idleRssMb).toFixed(0)} MB over the ${result.idleRssMb.toFixed(0)} MB before), heap ${result.heapMb.toFixed(0)} MB`,
      );
      console.log(
        `    ours / bare  throughput ${(bareMs / result.deliveredMs).toFixed(2)} (1 = as fast as nodemailer alone); ${(qrcodeMs / result.deliveredMs).toFixed(2)} of the floor drawing with qrcode's renderer`,
      );
    }
  } finally {
    sink.stop();
  }
}
