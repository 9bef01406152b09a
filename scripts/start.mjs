// `npm start`: builds the web console when its build is missing or older than its sources, then
// starts the server (console and API on one port) with the embedded defaults.
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

const server = spawn(process.execPath, ['--import', 'tsx', path.join(root, 'server', 'src', 'main.ts')], {
  cwd: root,
  stdio: 'inherit',
  env: { NODE_ENV: 'production', ...process.env },
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code) => process.exit(code ?? 0));
