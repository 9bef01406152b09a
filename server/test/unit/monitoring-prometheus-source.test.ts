import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MonitoringUnavailableError } from '../../src/integrations/monitoring/monitoring-source.js';
import { createPrometheusSource } from '../../src/integrations/monitoring/prometheus-source.js';

/**
 * The Prometheus client against a small HTTP server answering what a Prometheus (or something in its
 * place) may answer; the real Prometheus is in test/api/monitoring-prometheus.test.ts.
 */
type Reply = { status: number; body: string; contentType?: string; location?: string };
let reply: Reply = { status: 200, body: '' };
const received: Array<{ method?: string; url?: string; body: string }> = [];
let server: Server;
let base = '';

beforeAll(async () => {
  server = createServer((request, response) => {
    let body = '';
    request.on('data', (chunk: Buffer) => (body += chunk.toString()));
    request.on('end', () => {
      received.push({ method: request.method, url: request.url, body });
      response.writeHead(reply.status, { 'content-type': reply.contentType ?? 'application/json', ...(reply.location ? { location: reply.location } : {}) }).end(reply.body);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise((resolve) => server.close(resolve)));

const source = (url = `${base}/monitoring`) => createPrometheusSource({ url, instance: 'web-1:9100', timeoutMs: 2000 });
const failureOf = async (answer: Reply, url?: string) => {
  reply = answer;
  const error = await source(url).instant('cpu_percent', 1_700_000_000).then(() => null, (caught: unknown) => caught);
  expect(error).toBeInstanceOf(MonitoringUnavailableError);
  return (error as Error).message;
};

describe('the Prometheus source', () => {
  it('posts the figure\'s PromQL form-encoded under the address\' path, and drops __name__ from the labels it answers', async () => {
    reply = {
      status: 200,
      body: JSON.stringify({
        status: 'success',
        data: { resultType: 'matrix', result: [{ metric: { __name__: 'node_filesystem_avail_bytes', mountpoint: '/' }, values: [[1_700_000_000, '12.5']] }] },
      }),
    };
    received.length = 0;
    const answer = await source().range('disk_free_mb', 1_699_999_700, 1_700_000_000, 15);
    expect(answer.data.result).toEqual([{ metric: { mountpoint: '/' }, values: [[1_700_000_000, '12.5']] }]);
    expect(received).toHaveLength(1);
    expect(received[0]).toMatchObject({ method: 'POST', url: '/monitoring/api/v1/query_range' });
    expect(Object.fromEntries(new URLSearchParams(received[0]!.body))).toEqual({
      query: 'node_filesystem_avail_bytes{fstype!~"tmpfs|rootfs",instance="web-1:9100"} / 1048576',
      start: '1699999700',
      end: '1700000000',
      step: '15',
    });
  });

  it("fails with Prometheus' own error when it refuses the query", async () => {
    const message = await failureOf({ status: 422, body: JSON.stringify({ status: 'error', errorType: 'execution', error: 'query timed out', data: { resultType: 'vector', result: [] } }) });
    expect(message).toBe('answered HTTP 422 with an error: execution: query timed out');
  });

  it('fails on an HTTP error whatever its body, and on a body that is not Prometheus\'', async () => {
    expect(await failureOf({ status: 503, body: '<html>Service Unavailable</html>', contentType: 'text/html' })).toBe('answered HTTP 503');
    expect(await failureOf({ status: 200, body: '<html>login</html>', contentType: 'text/html' })).toBe('answered HTTP 200 with a body that is not JSON');
    expect(await failureOf({ status: 200, body: JSON.stringify({ hello: 'world' }) })).toBe("answered in a shape that is not Prometheus'");
  });

  it('refuses a redirect, which would carry the credentials elsewhere, and never shows them', async () => {
    const password = 'canary-prometheus-5d2f';
    const withCredentials = base.replace('http://', `http://watcher:${password}@`) + '/monitoring';
    received.length = 0;
    expect(await failureOf({ status: 307, body: '', location: 'http://elsewhere.invalid/api/v1/query' }, withCredentials)).toBe(
      'could not be reached (it redirected the request elsewhere, which is refused)',
    );
    expect(received).toHaveLength(1);
    const refusal = { status: 'error', errorType: 'bad_data', error: `not for ${password}`, data: { resultType: 'vector', result: [] } };
    expect(await failureOf({ status: 400, body: JSON.stringify(refusal) }, withCredentials)).toBe('answered HTTP 400 with an error: bad_data: not for [redacted]');
  });
});
