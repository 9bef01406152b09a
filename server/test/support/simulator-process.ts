import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..', '..', '..');

/**
 * Starts one of the repository's simulators (`simulators/<name>/src/main.ts`) as `npm start` does, a
 * process of its own on a free loopback port (its `<PREFIX>_SIM_PORT` 0), and answers its address
 * once it says it listens: the product reaches it over HTTP only, as it reaches the real service.
 */
export async function startSimulatorProcess(name: string, portPrefix: string, env: Record<string, string> = {}): Promise<{ child: ChildProcess; url: string }> {
  const child = spawn(process.execPath, ['--import', 'tsx', path.join(root, 'simulators', name, 'src', 'main.ts')], {
    cwd: root,
    env: { ...process.env, [`${portPrefix}_SIM_PORT`]: '0', [`${portPrefix}_SIM_HOST`]: '127.0.0.1', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const url = await new Promise<string>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`the ${name} simulator did not start within 60 s:\n${output}`)), 60_000);
    const read = (chunk: Buffer) => {
      output += chunk.toString();
      const listening = /listening on (http:\/\/\S+)/.exec(output);
      if (!listening) return;
      clearTimeout(timer);
      resolve(listening[1]!);
    };
    child.stdout!.on('data', read);
    child.stderr!.on('data', read);
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`the ${name} simulator exited (${code}):\n${output}`));
    });
  });
  return { child, url };
}
