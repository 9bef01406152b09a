import type { Listening } from './serve.js';

/**
 * A simulator run on its own (`npm start -w ...`, `npm start`, the server's process tests), the same
 * way for all: on `<PREFIX>_SIM_PORT` and `<PREFIX>_SIM_HOST` (127.0.0.1), saying `<name> listening on
 * <url>` (which those who start it wait for), and closed on SIGINT and SIGTERM.
 */
export async function startFromEnv(simulator: Listening, { name, envPrefix, defaultPort }: { name: string; envPrefix: string; defaultPort: number }): Promise<string> {
  const url = await simulator.listen(Number(process.env[`${envPrefix}_SIM_PORT`] ?? defaultPort), process.env[`${envPrefix}_SIM_HOST`] ?? '127.0.0.1');
  console.log(`${name} listening on ${url}`);
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.on(signal, () => void simulator.close().then(() => process.exit(0)));
  }
  return url;
}

/** A number of seconds from the environment: `fallback` when unset, not a number or not above 0. */
export function secondsFromEnv(variable: string, fallback: number): number {
  const seconds = Number(process.env[variable] ?? fallback);
  return Number.isFinite(seconds) && seconds > 0 ? seconds : fallback;
}
