import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe } from 'vitest';
import { freePort } from './prometheus-pair.js';

/** A real server process (`src/main.ts`) on a port of its own, its output kept for the test's messages. */
const serverDir = path.resolve(import.meta.dirname, '../..');

export type Server = { url: string; child: ChildProcess; output: string[]; exited: Promise<number | null>; env: Record<string, string> };

export async function startServer(env: Record<string, string>): Promise<Server> {
  const port = await freePort();
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'mamt-process-'));
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
    cwd: serverDir,
    env: { ...process.env, ...env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, WEB_DIST: '/nonexistent', NODE_ENV: 'test' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const output: string[] = [];
  child.stdout?.on('data', (chunk: Buffer) => output.push(...chunk.toString().split('\n').filter(Boolean)));
  child.stderr?.on('data', (chunk: Buffer) => output.push(...chunk.toString().split('\n').filter(Boolean)));
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  exited.then(() => fs.rmSync(dataDir, { recursive: true, force: true }), () => {});
  return { url: `http://127.0.0.1:${port}`, child, output, exited, env };
}

/**
 * Waits until the server answers /readyz. Its port was free when picked, but another test's process
 * may take it before the server listens: a server that stops on EADDRINUSE is started again on
 * another port (the same `server`, so the test's reference follows it).
 */
export async function waitReady(server: Server): Promise<void> {
  const deadline = Date.now() + 45_000;
  let restarts = 0;
  while (Date.now() < deadline) {
    if (server.child.exitCode !== null && restarts < 3 && server.output.some((line) => line.includes('EADDRINUSE'))) {
      restarts += 1;
      Object.assign(server, await startServer(server.env));
      continue;
    }
    if (server.child.exitCode !== null) throw new Error(`server exited:\n${server.output.join('\n')}`);
    const ready = await fetch(`${server.url}/readyz`).then((response) => response.ok, () => false);
    if (ready) return;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`server not ready:\n${server.output.join('\n')}`);
}

/**
 * A GET of one of the server's paths; when no answer comes (the process died, say), the error
 * carries what the server last wrote, which says why.
 */
export const getFrom = (server: Server, path: string) =>
  fetch(`${server.url}${path}`).catch((error: unknown) => {
    throw new Error(`GET ${path} got no answer (${String(error)}); the server last wrote:\n${server.output.slice(-30).join('\n')}`);
  });

export const call = (server: Server, name: string, body: object) =>
  fetch(`${server.url}/api/v1/${name}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });

/** Ends every server still running (SIGKILL) and waits for each to exit: an afterAll's clean-up. */
export async function killServers(servers: Server[]): Promise<void> {
  for (const server of servers) if (server.child.exitCode === null && server.child.signalCode === null) server.child.kill('SIGKILL');
  await Promise.all(servers.map((server) => server.exited));
}

/**
 * A describe block of real server processes on a PostgreSQL server (TEST_DATABASE_URL), which creates
 * scratch databases on it; without one its tests are reported skipped, not run.
 */
export function describeOnPostgres(name: string, body: (adminUrl: string) => void): void {
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (!adminUrl) console.warn(`Skipping "${name}": set TEST_DATABASE_URL to a PostgreSQL server it may create a scratch database on.`);
  describe.skipIf(!adminUrl)(name, () => body(adminUrl ?? ''));
}
