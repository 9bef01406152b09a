// `npm run size`: gzip size of the JavaScript that /login and the signed-in shell load, read from
// Vite's manifest (entry + its static imports + the route chunk), against the budgets.
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';

const dist = path.resolve(import.meta.dirname, '..', 'web', 'dist');
const manifest = JSON.parse(fs.readFileSync(path.join(dist, '.vite', 'manifest.json'), 'utf8'));

function closure(keys, seen = new Set()) {
  for (const key of keys) {
    if (seen.has(key) || !manifest[key]) continue;
    seen.add(key);
    closure(manifest[key].imports ?? [], seen);
  }
  return seen;
}

const gzipSize = (files) => files.reduce((sum, file) => sum + zlib.gzipSync(fs.readFileSync(path.join(dist, file))).length, 0);
const entryKey = Object.keys(manifest).find((key) => manifest[key].isEntry);
const findKey = (fragment) => Object.keys(manifest).find((key) => key.includes(fragment));

const routes = {
  '/login': { chunks: ['features/auth/login-page'], budget: 170 },
  'signed-in shell (/dashboard)': { chunks: ['shell/app-layout', 'app/data-providers', 'features/dashboard/dashboard-page'], budget: 300 },
};

let failed = false;
for (const [route, { chunks, budget }] of Object.entries(routes)) {
  const keys = [entryKey, ...chunks.map(findKey)];
  const missing = chunks.filter((chunk) => !findKey(chunk));
  if (missing.length > 0) {
    console.error(`${route}: no chunk matches ${missing.join(', ')}`);
    failed = true;
    continue;
  }
  const files = [...closure(keys)].map((key) => manifest[key].file).filter((file) => file.endsWith('.js'));
  const kb = gzipSize(files) / 1024;
  const ok = kb <= budget;
  failed ||= !ok;
  console.log(`${ok ? 'ok  ' : 'OVER'} ${route}: ${kb.toFixed(1)} KB gzip (budget ${budget} KB, ${files.length} files)`);
}
process.exit(failed ? 1 : 0);
