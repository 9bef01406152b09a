import autocannon from 'autocannon';
import { reprovisionForm, type StormDevice } from './storm-devices.js';

/** One answer of a storm: when it came (epoch ms), how long it took and its status. */
export type StormAnswer = { at: number; ms: number; status: number };

/** A client address of its own for the `index`th device (10.0.0.0/8), as the proxy in front of the server names it. */
const addressOf = (index: number) => `10.${(index >> 16) & 255}.${(index >> 8) & 255}.${index & 255}`;

/**
 * Apps re-provisioning against one server until stopped, `connections` at a time, each request the
 * next device of the list: every answer is kept with its time, so that a test can compare the
 * latency before and after something it did in the middle (a process killed). Each device comes
 * from an address of its own, given in X-Forwarded-For: the server must trust its loopback proxy
 * (`TRUST_PROXY=127.0.0.1`), or every app would count against one address's limit.
 */
export function startStorm(serverUrl: string, cloudId: string, devices: StormDevice[], connections: number) {
  const requests = devices.map((device, index) => ({
    body: reprovisionForm(cloudId, device).toString(),
    headers: { 'content-type': 'application/x-www-form-urlencoded', 'x-forwarded-for': addressOf(index) },
  }));
  const answers: StormAnswer[] = [];
  const errors: string[] = [];
  let next = 0;
  let finished = () => {};
  const done = new Promise<void>((resolve) => (finished = resolve));
  const instance = autocannon({
    url: `${serverUrl}/provisioning/account`,
    connections,
    // Until stopped: a test stops it once it has seen what it waits for.
    duration: 3600,
    requests: [{ method: 'POST', setupRequest: (request) => ({ ...request, ...requests[next++ % requests.length] }) }],
  }, () => finished());
  instance.on('response', (_client: unknown, status: number, _bytes: number, ms: number) => answers.push({ at: Date.now(), ms, status }));
  instance.on('reqError', (error: Error) => errors.push(error.message));
  return {
    answers,
    errors,
    /** Requests begun so far: the devices asked for are the first `begun` of the list, round and round. */
    begun: () => next,
    stop: async () => {
      instance.stop();
      await done;
    },
  };
}

/** The 99th percentile of the answers' latencies (ms) whose time falls in [from, to). */
export function p99Between(answers: StormAnswer[], from: number, to: number): { p99: number; count: number } {
  const latencies = answers
    .filter((answer) => answer.at >= from && answer.at < to)
    .map((answer) => answer.ms)
    .sort((a, b) => a - b);
  return { p99: latencies[Math.min(latencies.length - 1, Math.floor(latencies.length * 0.99))] ?? Number.NaN, count: latencies.length };
}
