// `npm run size`: the JavaScript a first visit of each page loads before it shows, read from Vite's
// manifest (the entry, the chunks it imports, the page's chunk and the chunks that one imports), as
// sent: gzip and brotli (the build's own .br copies, web/vite-precompress.ts), with its number of
// files and its style sheets. The budgets are gzip KB of the JavaScript.
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

const read = (file) => fs.readFileSync(path.join(dist, file));
const brotliOf = (file) => (fs.existsSync(path.join(dist, `${file}.br`)) ? read(`${file}.br`) : zlib.brotliCompressSync(read(file)));
const kb = (files, size) => files.reduce((sum, file) => sum + size(file), 0) / 1024;
const entryKey = Object.keys(manifest).find((key) => manifest[key].isEntry);
// A chunk by its source path, or (the contract's call table, reached through the package) by its name.
const findKey = (fragment) => Object.keys(manifest).find((key) => key.includes(fragment) || manifest[key].name === fragment);

const routes = {
  '/login': { chunks: ['features/auth/login-page'], budget: 205 },
  '/qr/<token>': { chunks: ['features/qr-page/qr-page'], budget: 205 },
  '/pages/check_portability': { chunks: ['features/check-portability/check-portability-page'], budget: 230 },
  'signed-in shell (/dashboard)': { chunks: ['shell/app-layout', 'app/data-providers', 'features/dashboard/dashboard-page', 'calls'], budget: 310 },
};

let failed = false;
for (const [route, { chunks, budget }] of Object.entries(routes)) {
  const missing = chunks.filter((chunk) => !findKey(chunk));
  if (missing.length > 0) {
    console.error(`${route}: no chunk matches ${missing.join(', ')}`);
    failed = true;
    continue;
  }
  const keys = [...closure([entryKey, ...chunks.map(findKey)])];
  const files = keys.map((key) => manifest[key].file).filter((file) => file.endsWith('.js'));
  const styles = [...new Set(keys.flatMap((key) => manifest[key].css ?? []))];
  const gzip = kb(files, (file) => zlib.gzipSync(read(file)).length);
  const ok = gzip <= budget;
  failed ||= !ok;
  console.log(
    `${ok ? 'ok  ' : 'OVER'} ${route}: ${gzip.toFixed(1)} KB gzip, ${kb(files, (file) => brotliOf(file).length).toFixed(1)} KB brotli ` +
      `(budget ${budget} KB gzip, ${files.length} files); CSS ${kb(styles, (file) => brotliOf(file).length).toFixed(1)} KB brotli in ${styles.length} files`,
  );
}
process.exit(failed ? 1 : 0);
