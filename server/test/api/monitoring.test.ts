import os from 'node:os';
import { MESSAGES, MONITORING_QUERY_NAMES, MONITORING_RANGE_LIMITS, formatMessage, type PrometheusAnswer } from '@mamt/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { useApp, useSignIns } from '../support/test-app.js';

// hitPrometheus on the embedded default: this host's own figures, sampled in the process. A cache
// period of 1 s lets a figure that had no sample yet be asked again a moment later.
const app = useApp({ MONITORING_CACHE_SECONDS: '1' });
const tokens = useSignIns(app, { superAdmin: 'superAdmin', superSupport: 'superSupport', acmeAdmin: 'acmeAdmin', acmeSupport: 'acmeSupport', acmeSimple: 'acmeSimple' });

const nowSeconds = () => Date.now() / 1000;
const hit = (body: object, token = tokens.superAdmin) => app.t.call('hitPrometheus', body, token);
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** A figure's answer once it has a series: the sampler takes its first sample at start and the second (for rates) 2 s later. */
async function answerWithSeries(body: object, token?: string): Promise<PrometheusAnswer> {
  const deadline = Date.now() + 8000;
  for (;;) {
    const response = await hit(body, token);
    expect(response.statusCode, response.body).toBe(200);
    const answer = response.json() as PrometheusAnswer;
    if (answer.data.result.length > 0 || Date.now() > deadline) return answer;
    await sleep(400);
  }
}

const isNumber = (text: string) => text !== '' && Number.isFinite(Number(text));

beforeAll(async () => {
  // Rates exist once the second sample is in.
  await answerWithSeries({ function_type: 'query', query: 'cpu_percent' });
});

describe('instant figures of the host', () => {
  it("answers every figure in Prometheus' shape, with a number at the time asked", async () => {
    for (const query of MONITORING_QUERY_NAMES) {
      const time = Math.floor(nowSeconds());
      const answer = await answerWithSeries({ function_type: 'query', query, time });
      expect(answer.status, query).toBe('success');
      expect(answer.data.resultType).toBe('vector');
      expect(answer.data.result.length, `${query} has a series`).toBeGreaterThan(0);
      for (const series of answer.data.result) {
        expect(series.value?.[1], query).toSatisfy(isNumber);
        // Shared answers are asked at the start of the server's cache period (1 s here).
        expect(Math.abs(series.value![0] - time), query).toBeLessThanOrEqual(1);
      }
    }
  });

  it('labels the figures as node_exporter does: the host as instance, the root disk by mountpoint', async () => {
    const disk = await answerWithSeries({ function_type: 'query', query: 'disk_used_percent' });
    expect(disk.data.result[0]?.metric).toMatchObject({ mountpoint: '/', instance: os.hostname() });
    const percent = Number(disk.data.result[0]?.value?.[1]);
    expect(percent).toBeGreaterThan(0);
    expect(percent).toBeLessThan(100);
    const used = Number((await answerWithSeries({ function_type: 'query', query: 'memory_used_mb' })).data.result[0]?.value?.[1]);
    const total = Number((await answerWithSeries({ function_type: 'query', query: 'memory_total_mb' })).data.result[0]?.value?.[1]);
    expect(used).toBeGreaterThan(0);
    expect(total).toBeGreaterThan(used);
    const cpu = Number((await answerWithSeries({ function_type: 'query', query: 'cpu_percent' })).data.result[0]?.value?.[1]);
    expect(cpu).toBeGreaterThanOrEqual(0);
    expect(cpu).toBeLessThanOrEqual(100);
  });

  it('takes the time as a numeric string too, and answers nothing for a time before any sample', async () => {
    const hourAgo = (await hit({ function_type: 'query', query: 'memory_used_mb', time: String(nowSeconds() - 3600) })).json() as PrometheusAnswer;
    expect(hourAgo.data).toEqual({ resultType: 'vector', result: [] });
    const now = await answerWithSeries({ function_type: 'query', query: 'memory_used_mb', time: String(nowSeconds()) });
    expect(now.data.result[0]?.value?.[1]).toSatisfy(isNumber);
  });
});

describe('range figures of the host', () => {
  it('answers a matrix per mountpoint and per device, in numbers on the step asked', async () => {
    for (const [query, label] of [['disk_free_mb', 'mountpoint'], ['network_receive_kbps', 'device'], ['network_transmit_kbps', 'device']] as const) {
      const end = nowSeconds();
      const answer = await answerWithSeries({ function_type: 'query_range', query, start: end - 300, end, step: 15 });
      expect(answer.data.resultType, query).toBe('matrix');
      expect(answer.data.result.length, `${query} has a series`).toBeGreaterThan(0);
      for (const series of answer.data.result) {
        expect(series.metric[label], query).toBeTruthy();
        expect(series.values?.length).toBeGreaterThan(0);
        for (const [time, value] of series.values!) {
          expect(value).toSatisfy(isNumber);
          expect(time).toBeLessThanOrEqual(end);
          expect(time).toBeGreaterThanOrEqual(end - 301);
        }
      }
    }
  });

  it('takes the step as seconds or as a duration, and the times as numeric strings', async () => {
    const end = Math.floor(nowSeconds());
    const rangeOf = async (step: number | string) => {
      const response = await hit({ function_type: 'query_range', query: 'disk_free_mb', start: String(end - 3600), end: String(end), step });
      expect(response.statusCode, response.body).toBe(200);
      return response.json() as PrometheusAnswer;
    };
    for (const step of [15, '15', '15s', '1m', '0.5h']) expect((await rangeOf(step)).data.resultType).toBe('matrix');
  });
});

describe('what hitPrometheus refuses', () => {
  const queryRefusal = formatMessage(MESSAGES.monitoringQueryUnknown, { names: MONITORING_QUERY_NAMES.join(', ') }).text;
  const rangeRefusal = formatMessage(MESSAGES.monitoringRangeInvalid, MONITORING_RANGE_LIMITS).text;

  it('runs no query of its own: PromQL, and names every object has (constructor, __proto__…), are refused naming query', async () => {
    const inherited = ['constructor', '__proto__', 'toString', 'hasOwnProperty', 'valueOf'];
    for (const query of ['up', 'node_memory_MemTotal_bytes', '{__name__=~".+"}', 'cpu_percent or up', '', ...inherited]) {
      for (const function_type of ['query', 'query_range'] as const) {
        const end = nowSeconds();
        const response = await hit({ function_type, query, time: end, start: end - 300, end, step: 15 }, tokens.superSupport);
        expect(response.statusCode, `${function_type} ${query}`).toBe(400);
        // An empty query is refused as missing, by the field's own check.
        expect(response.json().fieldErrors?.query, query).toEqual(query === '' ? expect.any(String) : queryRefusal);
      }
    }
  });

  it('refuses a range too long, a step too small, an end before its start or a range without its times, naming the field', async () => {
    const end = Math.floor(nowSeconds());
    const refusals: Array<[object, string]> = [
      [{ start: end - 3601, end, step: 60 }, 'end'],
      [{ start: end, end: end - 300, step: 15 }, 'end'],
      [{ start: end, end, step: 15 }, 'end'],
      [{ start: end - 300, end, step: 14 }, 'step'],
      [{ start: end - 300, end, step: '5s' }, 'step'],
      [{ start: end - 300, end, step: 'a while' }, 'step'],
      [{ start: end - 300, end }, 'step'],
      [{ end, step: 15 }, 'start'],
      [{ start: end - 300, step: 15 }, 'end'],
    ];
    for (const [range, field] of refusals) {
      const response = await hit({ function_type: 'query_range', query: 'disk_free_mb', ...range }, tokens.superSupport);
      expect(response.statusCode, JSON.stringify(range)).toBe(400);
      expect(response.json().fieldErrors?.[field], JSON.stringify(range)).toBe(rangeRefusal);
    }
    // The longest range at the smallest step is the most points a range may have (241): still answered.
    const longest = await hit({ function_type: 'query_range', query: 'disk_free_mb', start: end - 3600, end, step: 15 }, tokens.superSupport);
    expect(longest.statusCode, longest.body).toBe(200);
  });

  it('refuses an unknown function_type and a time that is not a Unix time', async () => {
    const badKind = await hit({ function_type: 'series', query: 'cpu_percent' }, tokens.acmeAdmin);
    expect(badKind.statusCode).toBe(400);
    expect(badKind.json().fieldErrors?.function_type).toBe(MESSAGES.monitoringFunctionInvalid.text);
    for (const time of ['yesterday', -5, '']) {
      const badTime = await hit({ function_type: 'query', query: 'cpu_percent', time }, tokens.acmeAdmin);
      expect(badTime.statusCode, String(time)).toBe(400);
      expect(badTime.json().fieldErrors?.time).toBe(MESSAGES.monitoringTimeInvalid.text);
    }
  });
});

describe('who may read the figures', () => {
  it('refuses an anonymous caller', async () => {
    const response = await app.t.call('hitPrometheus', { function_type: 'query', query: 'cpu_percent' });
    expect(response.statusCode).toBe(401);
  });

  it('answers every signed-in user: administrator, support and simple users of a tenant and of the super tenant', async () => {
    for (const [who, token] of Object.entries(tokens)) {
      const response = await hit({ function_type: 'query', query: 'memory_total_mb' }, token);
      expect(response.statusCode, who).toBe(200);
      expect((response.json() as PrometheusAnswer).data.result.length, who).toBeGreaterThan(0);
    }
  });
});
