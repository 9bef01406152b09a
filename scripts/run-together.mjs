// Runs npm scripts side by side and prints each one's output whole, in the order given, once it ends;
// fails when any of them fails. For steps that leave a core idle while they wait (the API suite waits
// on timers, databases and argon2), so that a second one can use it: `node scripts/run-together.mjs
// "test -w server" "test -w web"`.
import { spawn } from 'node:child_process';

const steps = process.argv.slice(2);
if (steps.length === 0) {
  console.error('usage: node scripts/run-together.mjs "<npm script and its arguments>" ...');
  process.exit(2);
}

function run(step) {
  const started = Date.now();
  const child = spawn('npm', ['run', ...step.split(' ')], { stdio: ['ignore', 'pipe', 'pipe'], env: process.env });
  const output = [];
  child.stdout.on('data', (chunk) => output.push(chunk));
  child.stderr.on('data', (chunk) => output.push(chunk));
  return new Promise((resolve) => {
    child.on('close', (code) => resolve({ step, code: code ?? 1, output: Buffer.concat(output), seconds: Math.round((Date.now() - started) / 1000) }));
  });
}

const pending = steps.map(run);
let failed = false;
for (const done of pending) {
  const { step, code, output, seconds } = await done;
  process.stdout.write(`\n=== npm run ${step}: ${code === 0 ? 'passed' : `FAILED (exit ${code})`} in ${seconds} s ===\n`);
  process.stdout.write(output);
  failed ||= code !== 0;
}
process.exit(failed ? 1 : 0);
