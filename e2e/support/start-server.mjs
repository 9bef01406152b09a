// Starts the server for the e2e run on a fresh data folder, with the platform simulator, the weather
// simulator, the portability providers' simulator, the VinSolutions simulator and an SMTP sink (mail-sink.mjs) that keeps every mail in E2E_MAIL_DIR. Its log goes to
// e2e/server.log too.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { defaultMailDir, startMailSink } from './mail-sink.mjs';

const root = path.resolve(import.meta.dirname, '..', '..');
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'mamt-e2e-'));
const logPath = path.join(root, 'e2e', 'server.log');
const log = fs.createWriteStream(logPath);
const port = process.env.E2E_PORT ?? '4180';

/** A simulator of an outside system as its own process, its log with the server's. */
function startSimulator(name, env) {
  const child = spawn(process.execPath, ['--import', 'tsx', path.join(root, 'simulators', name, 'src', 'main.ts')], {
    cwd: root,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout.pipe(log);
  child.stderr.pipe(process.stderr);
  return child;
}

// The platform simulator, which the demo tenants' connections point at.
const simulatorPort = String(Number(port) + 1);
const simulator = startSimulator('netsapiens', { NETSAPIENS_SIM_PORT: simulatorPort });

// The weather simulator (OpenWeatherMap's API with its demo key), which the dashboard's weather cards read through the server.
const weatherPort = String(Number(port) + 3);
const weatherSimulator = startSimulator('weather', { WEATHER_SIM_PORT: weatherPort });

// The portability providers' simulator, which the demo's provider credentials point at; its fault
// switch (/__simulator/) makes one provider fail in the public check's test.
const portabilityPort = String(Number(port) + 4);
const portabilitySimulator = startSimulator('portability', { PORTABILITY_SIM_PORT: portabilityPort });

// The VinSolutions simulator (the car-dealer CRM of /vn_dealers), with the settings `npm start` gives
// the server; its controls (/__simulator/) tell a spec which dealers it still has.
const vinSolutionsPort = String(Number(port) + 5);
const vinSolutionsSimulator = startSimulator('vinsolutions', { VINSOLUTIONS_SIM_PORT: vinSolutionsPort });
const simulators = [simulator, weatherSimulator, portabilitySimulator, vinSolutionsSimulator];

const mailPort = Number(port) + 2;
const mailSink = await startMailSink({ port: mailPort, dir: process.env.E2E_MAIL_DIR || defaultMailDir });

const server = spawn(process.execPath, ['--import', 'tsx', path.join(root, 'server', 'src', 'main.ts')], {
  cwd: root,
  env: {
    ...process.env,
    NODE_ENV: 'production',
    PORT: port,
    DATA_DIR: dataDir,
    PUBLIC_URL: `http://localhost:${port}`,
    LOGIN_MAX_FAILURES_PER_ADDRESS: '200',
    // Every spec signs in as the same few demo users, two at a time: acme-admin's dashboards of one
    // minute in a fast run asked more than one person's 120 figures a minute (hitPrometheus answered 429).
    PER_USER_LIMIT_FACTOR: '4',
    // Every spec's phone comes from this one address, as a company's phones behind one NAT do.
    PROVISIONING_MAX_FAILURES_PER_ADDRESS: '200',
    DEMO_NETSAPIENS_URL: `http://127.0.0.1:${simulatorPort}`,
    WEATHER_URL: `http://127.0.0.1:${weatherPort}`,
    WEATHER_API_KEY: 'demo-weather-key',
    DEMO_PORTABILITY_URL: `http://127.0.0.1:${portabilityPort}`,
    VINSOLUTIONS_TOKEN_URL: `http://127.0.0.1:${vinSolutionsPort}/connect/token`,
    VINSOLUTIONS_API_URL: `http://127.0.0.1:${vinSolutionsPort}`,
    VINSOLUTIONS_CLIENT_ID: 'demo-vinsolutions-client',
    VINSOLUTIONS_CLIENT_SECRET: 'demo-vinsolutions-secret',
    VINSOLUTIONS_API_KEY: 'demo-vinsolutions-api-key',
    // Every spec's browser checks from this one address: room for a retried portability spec.
    PORTABILITY_CHECKS_PER_ADDRESS_PER_MINUTE: '60',
    SMTP_URL: `smtp://127.0.0.1:${mailPort}`,
    // acme's white label is pointed at the sink above, on this machine.
    MAIL_ALLOW_INTERNAL_HOSTS: 'true',
    // A mail server that is down is given up on within seconds, not the five to ten minutes of the default.
    MAIL_RETRY_LIMIT: '1',
    MAIL_RETRY_DELAY_SECONDS: '1',
    // The dashboard's figures (this host's own) move between two refreshes of one test, not every 15 s.
    MONITORING_SAMPLE_SECONDS: '2',
    MONITORING_CACHE_SECONDS: '1',
    // The Fleet reads registrations every few seconds, and lists every device behind the configuration
    // at once (a test cannot wait the day a person would).
    FLEET_REGISTRATION_CACHE_SECONDS: '5',
    FLEET_STALE_MINUTES: '0',
  },
  stdio: ['ignore', 'pipe', 'pipe'],
});
server.stdout.pipe(log);
server.stderr.pipe(log);
server.stderr.pipe(process.stderr);
const stop = () => {
  server.kill('SIGTERM');
  for (const child of simulators) child.kill('SIGTERM');
  mailSink.close();
};
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, stop);
server.on('exit', (code) => {
  for (const child of simulators) child.kill('SIGTERM');
  mailSink.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
  process.exit(code ?? 0);
});
