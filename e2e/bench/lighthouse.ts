/**
 * `npm run lighthouse -w e2e -- <url>... [--runs=N] [--json=<folder>]`: Lighthouse's performance audit (mobile profile,
 * simulated throttling, its defaults) of pages of a server that is already running, in Debian's
 * Chromium. Starts no server: start the product first (`npm start`). With several runs per page the
 * run of median score is shown, as the machine's other work moves single runs. `--json=<folder>` also
 * keeps each run's whole report there. Not part of `npm test`.
 */
import fs from 'node:fs';
import path from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse, { type Result } from 'lighthouse';

const CHROME_FLAGS = ['--headless', '--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage', '--disable-background-networking'];

type Figures = { url: string; score: number; fcpMs: number; lcpMs: number; tbtMs: number; cls: number; speedIndexMs: number; transferredKiB: number; requests: number };

function figuresOf(url: string, lhr: Result): Figures {
  const value = (audit: string) => lhr.audits[audit]?.numericValue ?? Number.NaN;
  const requests = lhr.audits['network-requests']?.details;
  return {
    url,
    score: Math.round((lhr.categories.performance?.score ?? 0) * 100),
    fcpMs: value('first-contentful-paint'),
    lcpMs: value('largest-contentful-paint'),
    tbtMs: value('total-blocking-time'),
    cls: value('cumulative-layout-shift'),
    speedIndexMs: value('speed-index'),
    transferredKiB: value('total-byte-weight') / 1024,
    requests: requests && 'items' in requests ? requests.items.length : 0,
  };
}

async function audit(url: string, port: number, keepIn: string | undefined, attempt = 1): Promise<Figures> {
  const result = await lighthouse(url, { port, output: 'json', logLevel: 'error', onlyCategories: ['performance'] });
  if (!result) throw new Error(`Lighthouse gave no result for ${url}`);
  const { runtimeError } = result.lhr;
  // A trace now and then misses the navigation's start (NO_NAVSTART) on a busy machine: run it again.
  if (runtimeError && attempt < 3) return audit(url, port, keepIn, attempt + 1);
  if (runtimeError) throw new Error(`${url}: ${runtimeError.code} ${runtimeError.message}`);
  if (keepIn) {
    const name = `${new URL(url).pathname.replace(/\W+/g, '-').replace(/^-|-$/g, '') || 'root'}-${Date.now()}.json`;
    fs.mkdirSync(keepIn, { recursive: true });
    fs.writeFileSync(path.join(keepIn, name), JSON.stringify(result.lhr));
  }
  return figuresOf(url, result.lhr);
}

const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;

function print(figures: Figures, runs: number[]): void {
  console.log(
    `${String(figures.score).padStart(3)}  ${figures.url}\n` +
      `     FCP ${seconds(figures.fcpMs)}, LCP ${seconds(figures.lcpMs)}, TBT ${Math.round(figures.tbtMs)} ms, CLS ${figures.cls.toFixed(3)}, ` +
      `Speed Index ${seconds(figures.speedIndexMs)}, ${figures.transferredKiB.toFixed(0)} KiB transferred in ${figures.requests} requests` +
      (runs.length > 1 ? `\n     scores of the ${runs.length} runs: ${runs.join(', ')}` : ''),
  );
}

async function main(): Promise<void> {
  const args = process.argv.slice(2);
  const option = (name: string) => args.find((arg) => arg.startsWith(`--${name}=`))?.slice(name.length + 3);
  const runs = Number(option('runs') ?? 1);
  const keepIn = option('json');
  const urls = args.filter((arg) => !arg.startsWith('--'));
  if (urls.length === 0 || !Number.isInteger(runs) || runs < 1) {
    console.error('usage: npm run lighthouse -w e2e -- <url>... [--runs=N] [--json=<folder>]   (against a running server)');
    process.exit(2);
  }
  const chrome = await chromeLauncher.launch({ chromePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', chromeFlags: CHROME_FLAGS });
  try {
    console.log('score  page (Lighthouse performance, mobile profile)');
    for (const url of urls) {
      const all: Figures[] = [];
      for (let run = 0; run < runs; run++) all.push(await audit(url, chrome.port, keepIn && path.resolve(process.env.INIT_CWD ?? '.', keepIn)));
      const sorted = [...all].sort((a, b) => a.score - b.score);
      print(sorted[Math.floor(sorted.length / 2)] as Figures, all.map((figures) => figures.score));
    }
  } finally {
    chrome.kill();
  }
}

await main();
