import net from 'node:net';
import { MESSAGES, MONITORING_QUERIES, MONITORING_QUERY_NAMES, type MonitoringQueryName, type PrometheusAnswer } from '@mamt/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../helper.js';
import { freePort, prometheusPairMissing, startPrometheusPair, type PrometheusPair } from '../support/prometheus-pair.js';

/**
 * hitPrometheus against a real Prometheus scraping a real node_exporter, and against Prometheus
 * addresses that fail. The monitoring source touches no database, so this file runs in the PGlite
 * project only: on PostgreSQL it would start the pair a second time to test nothing new.
 */
const onPostgres = process.env.TEST_DB_KIND === 'postgres';
const missing = prometheusPairMissing();
if (missing && !onPostgres) console.warn(`Skipping the tests against a real Prometheus: ${missing}`);

const CANARY_PASSWORD = 'canary-prometheus-pass-5c1e';
const nowSeconds = () => Date.now() / 1000;
const isNumber = (text: string | undefined) => text !== undefined && text !== '' && Number.isFinite(Number(text));

/** An app of its own for one test, closed after it (one at a time, so that the worker's PGlite is reused). */
async function withApp<T>(env: Record<string, string>, run: (t: TestApp, token: string, logs: string[]) => Promise<T>): Promise<T> {
  const logs: string[] = [];
  const t = await buildTestApp(env, { write: (line) => void logs.push(line) });
  try {
    return await run(t, await t.login('acme', 'acme-simple'), logs);
  } finally {
    await t.close();
  }
}

// Prometheus gathers its samples while the failure tests run.
let pair: PrometheusPair | undefined;
beforeAll(async () => {
  if (!missing && !onPostgres) pair = await startPrometheusPair();
});
afterAll(() => pair?.stop());

describe.skipIf(onPostgres)('a Prometheus that fails', () => {
  it('one that accepts and stays silent: 502, figures unavailable, after PROMETHEUS_TIMEOUT_MS; logged without the credentials', async () => {
    const received: string[] = [];
    const sockets = new Set<net.Socket>();
    const silent = net.createServer((socket) => {
      sockets.add(socket);
      socket.on('data', (chunk) => received.push(chunk.toString()));
    });
    await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve));
    const { port } = silent.address() as net.AddressInfo;
    try {
      await withApp(
        // A timeout long enough for all ten calls below to reach the source before the first fails, on a
        // busy machine too (a failure is shared with those waiting, not kept for later callers).
        { PROMETHEUS_URL: `http://watcher:${CANARY_PASSWORD}@127.0.0.1:${port}/prom`, PROMETHEUS_INSTANCE: 'db-1:9100', PROMETHEUS_TIMEOUT_MS: '1500' },
        async (t, token, logs) => {
          // Ten dashboards at once: one request to the source, one failure shared, logged once.
          const started = Date.now();
          const responses = await Promise.all(Array.from({ length: 10 }, () => t.call('hitPrometheus', { function_type: 'query', query: 'memory_used_mb' }, token)));
          expect(Date.now() - started).toBeGreaterThanOrEqual(1490);
          expect(Date.now() - started).toBeLessThan(5000);
          for (const response of responses) {
            expect(response.statusCode).toBe(502);
            expect(response.json()).toMatchObject({ code: 'UPSTREAM_FAILED', message: MESSAGES.monitoringUnavailable.text, messageId: 'monitoringUnavailable' });
            expect(response.body).not.toContain(CANARY_PASSWORD);
          }
          expect(received.join('').match(/^POST /gm)).toHaveLength(1);

          // The form-encoded PromQL of the figure, for the configured instance, with the credentials as Basic authorization.
          const request = received.join('');
          expect(request).toMatch(/^POST \/prom\/api\/v1\/query HTTP/);
          expect(request.toLowerCase()).toContain(`authorization: basic ${Buffer.from(`watcher:${CANARY_PASSWORD}`).toString('base64')}`.toLowerCase());
          expect(new URLSearchParams(request.slice(request.indexOf('\r\n\r\n') + 4)).get('query')).toBe(
            '(node_memory_MemTotal_bytes{instance="db-1:9100"} - node_memory_MemAvailable_bytes{instance="db-1:9100"}) / 1048576',
          );

          const warnings = logs.map((line) => JSON.parse(line) as Record<string, unknown>).filter((line) => line.msg === 'monitoring source unavailable');
          expect(warnings).toHaveLength(1);
          const [warning] = warnings;
          expect(warning).toMatchObject({ query: 'memory_used_mb', source: `http://127.0.0.1:${port}/prom` });
          expect(JSON.stringify(warning)).toContain('no answer within 1500 ms');
          expect(logs.join('\n')).not.toContain(CANARY_PASSWORD);
        },
      );
    } finally {
      for (const socket of sockets) socket.destroy();
      await new Promise((resolve) => silent.close(resolve));
    }
  });

  it('a closed port: 502, figures unavailable, for instant and range figures alike', async () => {
    const port = await freePort();
    await withApp({ PROMETHEUS_URL: `http://127.0.0.1:${port}` }, async (t, token, logs) => {
      const end = nowSeconds();
      for (const body of [{ function_type: 'query', query: 'cpu_percent' }, { function_type: 'query_range', query: 'disk_free_mb', start: end - 300, end, step: 15 }]) {
        const response = await t.call('hitPrometheus', body, token);
        expect(response.statusCode, response.body).toBe(502);
        expect(response.json().message).toBe(MESSAGES.monitoringUnavailable.text);
      }
      expect(logs.join('\n')).toContain('ECONNREFUSED');
    });
  });
});

describe.skipIf(onPostgres || missing !== null)(`a real Prometheus scraping node_exporter${missing ? ` (skipped: ${missing})` : ''}`, () => {
  const ask = (t: TestApp, token: string, name: MonitoringQueryName) => {
    const end = nowSeconds();
    const body = MONITORING_QUERIES[name].kind === 'instant' ? { function_type: 'query', query: name } : { function_type: 'query_range', query: name, start: end - 300, end, step: 15 };
    return t.call('hitPrometheus', body, token);
  };

  beforeAll(async () => {
    // Two points of a 15 s step, the older with a 1-minute rate, need 17 s of samples.
    await pair!.waitForData(17, 40_000);
  }, 60_000);

  it('answers every figure of the monitored instance in numbers, ranges with several points per mountpoint and device', async () => {
    await withApp({ PROMETHEUS_URL: pair!.url, PROMETHEUS_INSTANCE: pair!.instance, MONITORING_CACHE_SECONDS: '1' }, async (t, token) => {
      for (const name of MONITORING_QUERY_NAMES) {
        const response = await ask(t, token, name);
        expect(response.statusCode, response.body).toBe(200);
        const { data } = response.json() as PrometheusAnswer;
        expect(data.result.length, `${name} has a series`).toBeGreaterThan(0);
        for (const series of data.result) {
          expect(series.metric, name).not.toHaveProperty('__name__');
          if (name !== 'cpu_percent') expect(series.metric.instance, name).toBe(pair!.instance);
          if (MONITORING_QUERIES[name].kind === 'instant') {
            expect(data.resultType).toBe('vector');
            expect(series.value?.[1], name).toSatisfy(isNumber);
          } else {
            expect(data.resultType).toBe('matrix');
            expect(series.metric[name === 'disk_free_mb' ? 'mountpoint' : 'device'], name).toBeTruthy();
            expect(series.values?.length, `${name} points`).toBeGreaterThanOrEqual(2);
            for (const [, value] of series.values!) expect(value, name).toSatisfy(isNumber);
          }
        }
      }
      const instant = async (name: MonitoringQueryName) => Number(((await ask(t, token, name)).json() as PrometheusAnswer).data.result[0]?.value?.[1]);
      const disk = (await ask(t, token, 'disk_used_percent')).json() as PrometheusAnswer;
      expect(disk.data.result[0]?.metric.mountpoint).toBe('/');
      expect(await instant('memory_total_mb')).toBeGreaterThan(await instant('memory_used_mb'));
      const cpu = await instant('cpu_percent');
      expect(cpu >= 0 && cpu <= 100, String(cpu)).toBe(true);
    });
  });

  it('costs Prometheus one query for 50 dashboards asking the same figure at once', async () => {
    const queriesSoFar = async () => {
      const metrics = await (await fetch(`${pair!.url}/metrics`)).text();
      const line = metrics.split('\n').find((candidate) => candidate.startsWith('prometheus_http_requests_total{') && candidate.includes('handler="/api/v1/query"'));
      return Number(line?.split(' ').at(-1) ?? 0);
    };
    await withApp({ PROMETHEUS_URL: pair!.url, PROMETHEUS_INSTANCE: pair!.instance }, async (t, token) => {
      const before = await queriesSoFar();
      const answers = await Promise.all(Array.from({ length: 50 }, () => ask(t, token, 'memory_used_mb')));
      expect(answers.map((response) => response.statusCode)).toEqual(Array(50).fill(200));
      expect(new Set(answers.map((response) => response.body)).size).toBe(1);
      expect((await queriesSoFar()) - before).toBe(1);
    });
  });

  it('answers nothing, rather than another host, when PROMETHEUS_INSTANCE matches no target', async () => {
    await withApp({ PROMETHEUS_URL: pair!.url, PROMETHEUS_INSTANCE: '127.0.0.1:1' }, async (t, token) => {
      for (const name of MONITORING_QUERY_NAMES) {
        const response = await ask(t, token, name);
        expect(response.statusCode, response.body).toBe(200);
        expect((response.json() as PrometheusAnswer).data.result, name).toEqual([]);
      }
    });
  });
});
