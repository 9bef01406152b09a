import http from 'node:http';
import { MONITORING_QUERIES, MONITORING_QUERY_NAMES, MONITORING_RANGE } from '@mamt/contract';

export const VIEWERS = 50;

export type Load = { figures: number; failed: number; perSecond: number; p99: number; firstSeconds: number; lastSeconds: number; seconds: number; latencies: number[] };

/** Loads of one target measured in slices, as one: their figures over their summed time, p99 of all latencies. */
export function mergeLoads(loads: Load[]): Load {
  const latencies = loads.flatMap((load) => load.latencies).sort((a, b) => a - b);
  const seconds = loads.reduce((sum, load) => sum + load.seconds, 0);
  return {
    figures: latencies.length,
    failed: loads.reduce((sum, load) => sum + load.failed, 0),
    perSecond: latencies.length / seconds,
    p99: latencies[Math.floor(latencies.length * 0.99)] ?? 0,
    firstSeconds: Math.min(...loads.map((load) => load.firstSeconds)),
    lastSeconds: Math.max(...loads.map((load) => load.lastSeconds)),
    seconds,
    latencies,
  };
}

/** The bodies of one refresh of the dashboard at this moment: 4 instant figures, 3 ranges of the last 5 minutes at a 15 s step. */
function refreshBodies(): object[] {
  const now = Date.now() / 1000;
  return MONITORING_QUERY_NAMES.map((query) =>
    MONITORING_QUERIES[query].kind === 'instant'
      ? { function_type: 'query', query, time: now }
      : { function_type: 'query_range', query, start: now - MONITORING_RANGE.windowSeconds, end: now, step: MONITORING_RANGE.stepSeconds },
  );
}

/** A POST of JSON over the load's keep-alive connections; true when answered 2xx. */
function post(agent: http.Agent, url: URL, body: object, token: string): Promise<boolean> {
  return new Promise((resolve) => {
    const request = http.request(url, { method: 'POST', agent, headers: { 'content-type': 'application/json', token } }, (response) => {
      response.resume();
      response.on('end', () => resolve((response.statusCode ?? 0) >= 200 && (response.statusCode ?? 0) < 300));
      response.on('error', () => resolve(false));
    });
    request.on('error', () => resolve(false));
    request.end(JSON.stringify(body));
  });
}

/**
 * `VIEWERS` viewers each refreshing the 7 figures at `url` (all 7 at once, as the dashboard asks),
 * again as soon as the refresh is answered, for `seconds`, over `VIEWERS` keep-alive connections (as
 * many browsers, each keeping one to the console). `tokens` are shared out among the viewers.
 */
export async function loadDashboards(url: string, tokens: string[], seconds: number): Promise<Load> {
  const agent = new http.Agent({ keepAlive: true, maxSockets: VIEWERS });
  const target = new URL(url);
  const latencies: number[] = [];
  let failed = 0;
  const firstSeconds = Date.now() / 1000;
  let lastSeconds = firstSeconds;
  const deadline = Date.now() + seconds * 1000;
  const ask = async (body: object, token: string) => {
    const started = performance.now();
    lastSeconds = Date.now() / 1000;
    if (!(await post(agent, target, body, token))) failed += 1;
    latencies.push(performance.now() - started);
  };
  await Promise.all(
    Array.from({ length: VIEWERS }, async (_unused, viewer) => {
      while (Date.now() < deadline) await Promise.all(refreshBodies().map((body) => ask(body, tokens[viewer % tokens.length]!)));
    }),
  );
  agent.destroy();
  latencies.sort((a, b) => a - b);
  const elapsed = Date.now() / 1000 - firstSeconds;
  return { figures: latencies.length, failed, perSecond: latencies.length / elapsed, p99: latencies[Math.floor(latencies.length * 0.99)] ?? 0, firstSeconds, lastSeconds, seconds: elapsed, latencies };
}

export const loadLine = (load: Load) =>
  `${load.perSecond.toFixed(0).padStart(6)} figures/s   p99 ${load.p99.toFixed(0).padStart(5)} ms   (${load.figures} figures, ${load.failed} failed)`;
