// `npm start`: builds the web console when its build is missing or older than its sources, starts
// the NetSapiens simulator with the demo platform (unless NETSAPIENS_SIMULATOR=false) and the weather
// simulator (unless WEATHER_SIMULATOR=false) and the portability providers' simulator (unless
// PORTABILITY_SIMULATOR=false) and the VinSolutions simulator (unless VINSOLUTIONS_SIMULATOR=false), then the server (console and API on one port) with the
// embedded defaults.
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const builtIndex = path.join(root, 'web', 'dist', 'index.html');

function newestChange(dir) {
  let newest = 0;
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    newest = Math.max(newest, entry.isDirectory() ? newestChange(full) : fs.statSync(full).mtimeMs);
  }
  return newest;
}

const sources = ['web/src', 'web/index.html', 'contract/src'].map((p) => path.join(root, p));
const sourcesChanged = Math.max(...sources.map((p) => (fs.statSync(p).isDirectory() ? newestChange(p) : fs.statSync(p).mtimeMs)));
if (!fs.existsSync(builtIndex) || fs.statSync(builtIndex).mtimeMs < sourcesChanged) {
  console.log('Building the web console...');
  const build = spawnSync('npm', ['run', 'build', '-w', 'web'], { cwd: root, stdio: 'inherit' });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

const children = [];
const run = (entry, env) => {
  const child = spawn(process.execPath, ['--import', 'tsx', path.join(root, entry)], { cwd: root, stdio: 'inherit', env: { ...process.env, ...env } });
  children.push(child);
  child.on('exit', (code) => {
    for (const other of children) if (other !== child) other.kill('SIGTERM');
    process.exit(code ?? 0);
  });
  return child;
};

// The demo's mail goes to a sink on this machine when SMTP_URL names one (acme's white label is pointed there).
const env = { NODE_ENV: 'production', MAIL_ALLOW_INTERNAL_HOSTS: process.env.MAIL_ALLOW_INTERNAL_HOSTS || 'true' };
if (process.env.NETSAPIENS_SIMULATOR !== 'false') {
  const port = process.env.NETSAPIENS_SIM_PORT ?? '8081';
  run('simulators/netsapiens/src/main.ts', { NETSAPIENS_SIM_PORT: port });
  env.DEMO_NETSAPIENS_URL = process.env.DEMO_NETSAPIENS_URL ?? `http://127.0.0.1:${port}`;
}
// The dashboard's weather comes from the simulator (OpenWeatherMap's API, with its demo key), so the demo
// shows weather offline. A WEATHER_URL set by the operator is kept with whatever key they gave (none:
// Open-Meteo); without one, the server asks the simulator, with the operator's WEATHER_API_KEY if set
// (the simulator accepts it too) or the demo key.
if (process.env.WEATHER_SIMULATOR !== 'false') {
  const port = process.env.WEATHER_SIM_PORT ?? '8082';
  run('simulators/weather/src/main.ts', { WEATHER_SIM_PORT: port, WEATHER_SIM_API_KEYS: process.env.WEATHER_API_KEY ?? '' });
  if (!process.env.WEATHER_URL) {
    env.WEATHER_URL = `http://127.0.0.1:${port}`;
    env.WEATHER_API_KEY = process.env.WEATHER_API_KEY || 'demo-weather-key';
  }
}
// The portability providers' demo credentials point at their simulator (Inteliquent, VoIP Innovations and
// a modelled Peerless), so the public check page answers offline.
if (process.env.PORTABILITY_SIMULATOR !== 'false') {
  const port = process.env.PORTABILITY_SIM_PORT ?? '8083';
  run('simulators/portability/src/main.ts', { PORTABILITY_SIM_PORT: port });
  env.DEMO_PORTABILITY_URL = process.env.DEMO_PORTABILITY_URL ?? `http://127.0.0.1:${port}`;
}
// The car-dealer CRM's dealers (/vn_dealers) come from the VinSolutions simulator with its demo
// credentials (simulators/vinsolutions: DEMO_CREDENTIALS); an operator's own VINSOLUTIONS_API_URL keeps
// all of the operator's VINSOLUTIONS_* settings.
if (process.env.VINSOLUTIONS_SIMULATOR !== 'false') {
  const port = process.env.VINSOLUTIONS_SIM_PORT ?? '8084';
  run('simulators/vinsolutions/src/main.ts', { VINSOLUTIONS_SIM_PORT: port });
  if (!process.env.VINSOLUTIONS_API_URL) {
    Object.assign(env, {
      VINSOLUTIONS_TOKEN_URL: `http://127.0.0.1:${port}/connect/token`,
      VINSOLUTIONS_API_URL: `http://127.0.0.1:${port}`,
      VINSOLUTIONS_CLIENT_ID: 'demo-vinsolutions-client',
      VINSOLUTIONS_CLIENT_SECRET: 'demo-vinsolutions-secret',
      VINSOLUTIONS_API_KEY: 'demo-vinsolutions-api-key',
    });
  }
}
run('server/src/main.ts', env);
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => children.forEach((child) => child.kill(signal)));
