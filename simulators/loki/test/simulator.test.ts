import { useSimulator } from '@mamt/simulator-kit/testing';
import { describe, expect, it } from 'vitest';
import { createLokiSimulator } from '../src/index.js';

const { simulator: loki, base } = useSimulator(createLokiSimulator);

const T = 1_790_000_000_000_000_000n;
const at = (offset: number) => (T + BigInt(offset)).toString();

const push = (streams: unknown, contentType = 'application/json') =>
  fetch(`${base()}/loki/api/v1/push`, { method: 'POST', headers: { 'content-type': contentType }, body: typeof streams === 'string' ? streams : JSON.stringify({ streams }) });

const query = (params: Record<string, string>) => fetch(`${base()}/loki/api/v1/query_range?${new URLSearchParams({ start: at(0), end: at(1000), ...params })}`);

async function seed() {
  const response = await push([
    { stream: { job: 'mamt-console', level: 'audit', cloud_id: 'acme' }, values: [[at(1), '{"msg":"audit createUpdateUser ok"}'], [at(5), '{"msg":"audit deleteUser ok"}']] },
    { stream: { job: 'mamt-console', level: 'audit', cloud_id: 'globex' }, values: [[at(3), '{"msg":"audit createUpdateUser ok"}']] },
    { stream: { job: 'mamt-console', level: 'info' }, values: [[at(4), '{"msg":"request completed"}'], [at(2), '{"msg":"incoming request"}']] },
    { stream: { job: 'other' }, values: [[at(6), '{"msg":"not ours"}']] },
  ]);
  expect(response.status).toBe(204);
}

describe('push and query_range', () => {
  it("answers a selector's streams in Loki's shape, newest first across streams, limited", async () => {
    await seed();
    const response = await query({ query: '{job="mamt-console"}', limit: '3' });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({
      status: 'success',
      data: {
        resultType: 'streams',
        result: [
          { stream: { job: 'mamt-console', level: 'audit', cloud_id: 'acme' }, values: [[at(5), '{"msg":"audit deleteUser ok"}']] },
          { stream: { job: 'mamt-console', level: 'info' }, values: [[at(4), '{"msg":"request completed"}']] },
          { stream: { job: 'mamt-console', level: 'audit', cloud_id: 'globex' }, values: [[at(3), '{"msg":"audit createUpdateUser ok"}']] },
        ],
        stats: { summary: { totalEntriesReturned: 3 } },
      },
    });
  });

  it('filters by label matchers, line filters and the time range (start included, end excluded)', async () => {
    await seed();
    const lines = async (params: Record<string, string>) =>
      ((await (await query(params)).json()) as { data: { result: Array<{ values: string[][] }> } }).data.result.flatMap((stream) => stream.values.map(([, line]) => line));
    expect(await lines({ query: '{job="mamt-console", cloud_id="acme"}' })).toEqual(['{"msg":"audit deleteUser ok"}', '{"msg":"audit createUpdateUser ok"}']);
    expect(await lines({ query: '{job="mamt-console", level!="audit"}' })).toEqual(['{"msg":"request completed"}', '{"msg":"incoming request"}']);
    expect(await lines({ query: '{job=~"mamt-.*", cloud_id=~"glo.+"}' })).toEqual(['{"msg":"audit createUpdateUser ok"}']);
    expect(await lines({ query: '{job="mamt-console"} |= "create" != "nothing"' })).toHaveLength(2);
    expect(await lines({ query: String.raw`{job="mamt-console"} |~ "(?i)^\\{\"msg\":\"AUDIT"` })).toHaveLength(3);
    expect(await lines({ query: '{job="mamt-console"} |~ `request` !~ `incoming`' })).toEqual(['{"msg":"request completed"}']);
    expect(await lines({ query: '{job="mamt-console"}', start: at(2), end: at(4) })).toEqual(['{"msg":"audit createUpdateUser ok"}', '{"msg":"incoming request"}']);
    expect(await lines({ query: '{job="mamt-console"}', direction: 'forward', limit: '2' })).toEqual(['{"msg":"audit createUpdateUser ok"}', '{"msg":"incoming request"}']);
  });

  it('keeps one of two identical lines at one time, as Loki does', async () => {
    const stream = { stream: { job: 'mamt-console' }, values: [[at(1), 'same'], [at(1), 'same'], [at(1), 'other']] };
    await push([stream]);
    await push([stream]);
    expect(loki().control.streams()).toEqual([{ labels: { job: 'mamt-console' }, values: [[at(1), 'same'], [at(1), 'other']] }]);
  });
});

describe("Loki's refusals", () => {
  it('refuses a query it cannot parse with 400 and a plain-text reason', async () => {
    for (const [text, reason] of [
      ['job="x"', /^parse error at line 1, col 1: syntax error/],
      ['{job="x"', /^parse error at line 1, col 9/],
      ['{job="x"} | json', /^parse error/],
      ['sum(rate({job="x"}[5m]))', /^parse error/],
      ['{job=~".*"}', /^queries require at least one regexp or equality matcher/],
      ['{job="x"} |~ "(unclosed"', /^error parsing regexp/],
    ] as const) {
      const response = await query({ query: text });
      expect(response.status, text).toBe(400);
      expect(response.headers.get('content-type')).toMatch(/^text\/plain/);
      expect(await response.text(), text).toMatch(reason);
    }
  });

  it('refuses bad limits, directions and times', async () => {
    expect((await query({ query: '{job="x"}', limit: '5001' })).status).toBe(400);
    expect(await (await query({ query: '{job="x"}', limit: '0' })).text()).toBe('limit must be a positive value\n');
    expect((await query({ query: '{job="x"}', direction: 'sideways' })).status).toBe(400);
    expect((await query({ query: '{job="x"}', start: 'yesterday' })).status).toBe(400);
    expect((await query({ query: '{job="x"}', start: at(10), end: at(1) })).status).toBe(400);
    expect((await query({})).status).toBe(400);
    // Loki's default max_query_length, 721 h: a 90-day window is refused.
    const now = BigInt(Date.now()) * 1_000_000n;
    const long = await query({ query: '{job="x"}', start: String(now - 90n * 24n * 3_600_000_000_000n), end: String(now) });
    expect(long.status).toBe(400);
    expect(await long.text()).toBe('the query time range exceeds the limit (query length: 2160h0m0s, limit: 721h0m0s)\n');
  });

  it('refuses a push without labels or with a bad entry, and anything but JSON', async () => {
    expect(await (await push([{ stream: {}, values: [[at(1), 'x']] }])).text()).toBe('error at least one label pair is required per stream\n');
    expect((await push([{ stream: { job: 'x' }, values: [[1, 'x']] }])).status).toBe(400);
    expect((await push('{"streams":')).status).toBe(400);
    expect((await push([], 'application/x-protobuf')).status).toBe(415);
  });

  it('answers /ready, and fails what a test asks to fail', async () => {
    expect(await (await fetch(`${base()}/ready`)).text()).toBe('ready\n');
    loki().control.setFaults({ failPushes: 1, failQueries: 1 });
    expect((await push([{ stream: { job: 'x' }, values: [[at(1), 'x']] }])).status).toBe(500);
    expect((await push([{ stream: { job: 'x' }, values: [[at(1), 'x']] }])).status).toBe(204);
    expect((await query({ query: '{job="x"}' })).status).toBe(500);
    expect((await query({ query: '{job="x"}' })).status).toBe(200);
    expect(loki().control.counters()).toEqual({ pushes: 2, queries: 2 });
  });
});
