import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { MONITORING_QUERY_NAMES, type MonitoringQueryName } from '@mamt/contract';
import { promqlFor } from '../src/integrations/monitoring/promql.js';

/** The instance the stand-in answers for; the app is pointed at it with PROMETHEUS_INSTANCE. */
export const STAND_IN_INSTANCE = 'bench-host:9100';

/** A Prometheus-shaped answer of one series, a value per point (instant: one). */
export function standInAnswer(kind: 'query' | 'query_range', points: number[]): object {
  const metric = { instance: STAND_IN_INSTANCE, job: 'node', device: 'eth0', mountpoint: '/' };
  return kind === 'query'
    ? { status: 'success', data: { resultType: 'vector', result: [{ metric, value: [points[0], '42.5'] }] } }
    : { status: 'success', data: { resultType: 'matrix', result: [{ metric, values: points.map((time) => [time, '42.5']) }] } };
}

/**
 * A Prometheus stand-in for the dashboard bench: answers /api/v1/query and /api/v1/query_range
 * (form-encoded POSTs, as the app sends them) in Prometheus' shape after `latencyMs`, and counts the
 * requests per dashboard figure, recognised by its PromQL. Any other query is refused as Prometheus
 * would refuse bad PromQL, so a figure the app asked for wrongly shows up as failures.
 */
export async function startPrometheusStandIn(latencyMs: number) {
  const figureOf = new Map(Object.entries(promqlFor(STAND_IN_INSTANCE)).map(([name, promql]) => [promql, name as MonitoringQueryName]));
  const counts = Object.fromEntries(MONITORING_QUERY_NAMES.map((name) => [name, 0])) as Record<MonitoringQueryName, number>;

  const server = createServer((request, response) => {
    let body = '';
    request.on('data', (chunk: Buffer) => (body += chunk.toString()));
    request.on('end', () => {
      const kind = request.url === '/api/v1/query' ? 'query' : request.url === '/api/v1/query_range' ? 'query_range' : null;
      const form = new URLSearchParams(body);
      const figure = figureOf.get(form.get('query') ?? '');
      const reply = (status: number, answer: object) =>
        setTimeout(() => response.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(answer)), latencyMs);
      if (!kind || request.method !== 'POST' || !figure) return reply(400, { status: 'error', errorType: 'bad_data', error: 'not a dashboard figure' });
      counts[figure] += 1;
      if (kind === 'query') return reply(200, standInAnswer(kind, [Number(form.get('time'))]));
      const [start, end, step] = ['start', 'end', 'step'].map((name) => Number(form.get(name)));
      const points = Array.from({ length: Math.floor((end! - start!) / step!) + 1 }, (_unused, index) => start! + index * step!);
      return reply(200, standInAnswer(kind, points));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    counts,
    resetCounts: () => {
      for (const name of MONITORING_QUERY_NAMES) counts[name] = 0;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
