import { createServer, type Server } from 'node:http';
import net from 'node:net';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLokiClient, LokiError } from '../../src/integrations/loki/loki-client.js';

/**
 * The Loki client's failures against a small HTTP server answering what a Loki (or something in its
 * place) may answer; pushing and reading against the Loki simulator is in test/api/logs-loki.test.ts.
 */
const PASSWORD = 'canary-loki-pass-8e41';
type Reply = { status: number; body: string; location?: string };
let reply: Reply = { status: 204, body: '' };
const received: Array<{ method?: string; url?: string; authorization?: string }> = [];
let server: Server;
let port = 0;

beforeAll(async () => {
  server = createServer((request, response) => {
    received.push({ method: request.method, url: request.url, authorization: request.headers.authorization });
    request.resume();
    request.on('end', () => response.writeHead(reply.status, reply.location ? { location: reply.location } : {}).end(reply.body));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  port = (server.address() as AddressInfo).port;
});
afterAll(() => new Promise((resolve) => server.close(resolve)));

const client = (url = `http://loki:${PASSWORD}@127.0.0.1:${port}/`, timeoutMs = 2000) => createLokiClient({ url, timeoutMs });
const query = { query: '{job="mamt-console"}', start: 1n, end: 2n, limit: 10, direction: 'backward' as const };

/** The LokiError's message; the test fails if the call succeeded, failed otherwise, or showed the password. */
async function failureOf(call: Promise<unknown>): Promise<string> {
  const error = await call.then(() => null, (caught: unknown) => caught);
  expect(error).toBeInstanceOf(LokiError);
  expect(JSON.stringify({ message: (error as Error).message, stack: (error as Error).stack })).not.toContain(PASSWORD);
  return (error as Error).message;
}

describe('the Loki client', () => {
  it('pushes with the address\' credentials as Basic authorization, and reads streams back', async () => {
    received.length = 0;
    reply = { status: 204, body: '' };
    await client().push([{ stream: { job: 'mamt-console' }, values: [['1', 'line']] }]);
    expect(received).toEqual([{ method: 'POST', url: '/loki/api/v1/push', authorization: `Basic ${Buffer.from(`loki:${PASSWORD}`).toString('base64')}` }]);

    const streams = [{ stream: { job: 'mamt-console' }, values: [['1', `a line that quotes ${PASSWORD}`]] }];
    reply = { status: 200, body: JSON.stringify({ status: 'success', data: { resultType: 'streams', result: streams } }) };
    // What Loki answers is data: it is read as it came.
    expect(await client().queryRange(query)).toEqual(streams);
  });

  it('fails with what Loki said, without the credentials, and on an answer that is not streams', async () => {
    reply = { status: 400, body: `parse error: not for ${PASSWORD}\n` };
    expect(await failureOf(client().queryRange(query))).toBe(`Loki at http://127.0.0.1:${port} answered 400: parse error: not for [redacted]`);
    reply = { status: 200, body: '<html>login</html>' };
    expect(await failureOf(client().queryRange(query))).toBe(`Loki at http://127.0.0.1:${port} answered with a body that is not JSON`);
    reply = { status: 200, body: JSON.stringify({ status: 'success', data: { resultType: 'matrix', result: [] } }) };
    expect(await failureOf(client().queryRange(query))).toBe(`Loki at http://127.0.0.1:${port} answered without streams (a metric query, or not Loki)`);
  });

  it('refuses a redirect, which would carry the credentials elsewhere', async () => {
    received.length = 0;
    reply = { status: 307, body: '', location: 'http://elsewhere.invalid/loki/api/v1/push' };
    expect(await failureOf(client().push([{ stream: { job: 'mamt-console' }, values: [['1', 'line']] }]))).toBe(
      `Loki at http://127.0.0.1:${port} could not be reached (it redirected the request elsewhere, which is refused)`,
    );
    expect(received).toHaveLength(1);
  });

  it('fails within its timeout when Loki stays silent, and when nothing listens', async () => {
    const sockets = new Set<net.Socket>();
    const silent = net.createServer((socket) => void sockets.add(socket));
    await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve));
    const silentPort = (silent.address() as AddressInfo).port;
    try {
      const started = Date.now();
      expect(await failureOf(client(`http://loki:${PASSWORD}@127.0.0.1:${silentPort}`, 300).queryRange(query))).toBe(
        `Loki at http://127.0.0.1:${silentPort} did not answer within 300 ms`,
      );
      expect(Date.now() - started).toBeLessThan(5000);
    } finally {
      for (const socket of sockets) socket.destroy();
      await new Promise((resolve) => silent.close(resolve));
    }
    expect(await failureOf(client(`http://loki:${PASSWORD}@127.0.0.1:${silentPort}`).queryRange(query))).toMatch(/^Loki at http:\/\/127\.0\.0\.1:\d+ could not be reached \(.+\)$/);
  });
});
