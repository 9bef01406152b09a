import type http from 'node:http';
import { createRequestTally, delay, readBody, send as sendAnswer, serve } from '@mamt/simulator-kit';
import { LogQLError, parseLogQuery } from './logql.js';
import { Store, type Direction, type Entry, type Labels } from './store.js';

/** Faults a test injects: the next `pushes` pushes or `queries` queries answer 500; every request waits `latencyMs`. */
export type Faults = { failPushes?: number; failQueries?: number; latencyMs?: number };
export type Counters = { pushes: number; queries: number };

const MAX_ENTRIES_PER_QUERY = 5000;
const HOUR_NS = 3_600_000_000_000n;
const MAX_QUERY_LENGTH_HOURS = 721n;

/** Loki's refusals: a status and a plain-text reason. */
class Refusal extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
  }
}

/** Loki's answers: a reason as a line of plain text, data as JSON (`charset=UTF-8`, as Loki writes it), or nothing (204). */
function send(res: http.ServerResponse, status: number, body?: unknown): void {
  if (typeof body === 'string') return sendAnswer(res, { status, body: `${body}\n`, type: 'text/plain; charset=utf-8' });
  sendAnswer(res, { status, body, type: 'application/json; charset=UTF-8' });
}

/** A time as Loki reads one: nanoseconds (or seconds, up to 10 digits), fractional seconds, or RFC 3339. */
function timeOf(value: string | null, byDefault: bigint, name: string): bigint {
  if (value === null || value === '') return byDefault;
  if (value.includes('.') && !Number.isNaN(Number(value))) return BigInt(Math.round(Number(value) * 1e9));
  if (/^-?\d{1,19}$/.test(value)) return value.replace('-', '').length <= 10 ? BigInt(value) * 1_000_000_000n : BigInt(value);
  const date = Date.parse(value);
  if (Number.isNaN(date)) throw new Refusal(400, `invalid parameter "${name}": cannot parse "${value}" to a valid timestamp`);
  return BigInt(date) * 1_000_000n;
}

/** The streams of a push body (`{streams: [{stream: {labels}, values: [[ns, line], ...]}]}`). */
function streamsOfPush(body: string): Array<{ labels: Labels; entries: Entry[] }> {
  let parsed: unknown;
  try {
    parsed = JSON.parse(body);
  } catch (error) {
    throw new Refusal(400, `loghttp.PushRequest: ${(error as Error).message}`);
  }
  const streams = (parsed as { streams?: unknown })?.streams;
  if (!Array.isArray(streams)) throw new Refusal(400, 'loghttp.PushRequest: streams must be an array');
  return streams.map((stream: { stream?: unknown; values?: unknown }) => {
    const labels = stream?.stream;
    if (typeof labels !== 'object' || labels === null || Object.keys(labels).length === 0) throw new Refusal(400, 'error at least one label pair is required per stream');
    if (!Object.values(labels).every((value) => typeof value === 'string')) throw new Refusal(400, 'loghttp.PushRequest: label values must be strings');
    if (!Array.isArray(stream.values)) throw new Refusal(400, 'loghttp.PushRequest: values must be an array');
    const entries = stream.values.map((value: unknown) => {
      const [ns, line] = Array.isArray(value) ? value : [];
      if (typeof ns !== 'string' || !/^\d{1,19}$/.test(ns) || typeof line !== 'string') throw new Refusal(400, `loghttp.PushRequest: invalid entry ${JSON.stringify(value).slice(0, 80)}`);
      return { ns: BigInt(ns), line };
    });
    return { labels: labels as Labels, entries };
  });
}

/** An HTTP stand-in for Loki's push and query_range (shared/reference/ops-and-vendors.md), in memory. */
export function createLokiSimulator() {
  const store = new Store();
  let faults: Faults = {};
  const counted = createRequestTally<keyof Counters>(['pushes', 'queries']);

  function queryRange(params: URLSearchParams) {
    const text = params.get('query');
    if (!text) throw new Refusal(400, 'query parameter is required');
    const limit = params.has('limit') ? Number(params.get('limit')) : 100;
    if (!Number.isInteger(limit) || limit <= 0) throw new Refusal(400, 'limit must be a positive value');
    if (limit > MAX_ENTRIES_PER_QUERY) throw new Refusal(400, `max entries limit per query exceeded, limit > max_entries_limit_per_query (${limit} > ${MAX_ENTRIES_PER_QUERY})`);
    const direction = (params.get('direction') || 'backward').toLowerCase();
    if (direction !== 'backward' && direction !== 'forward') throw new Refusal(400, `invalid direction '${params.get('direction')}'`);
    const end = timeOf(params.get('end'), BigInt(Date.now()) * 1_000_000n, 'end');
    const start = timeOf(params.get('start'), end - HOUR_NS, 'start');
    if (end < start) throw new Refusal(400, 'end timestamp must not be before or equal to start time');
    // Loki's default max_query_length: a longer window is refused, as the real one does.
    if (end - start > MAX_QUERY_LENGTH_HOURS * HOUR_NS) {
      throw new Refusal(400, `the query time range exceeds the limit (query length: ${(end - start) / HOUR_NS}h0m0s, limit: ${MAX_QUERY_LENGTH_HOURS}h0m0s)`);
    }
    let query;
    try {
      query = parseLogQuery(text);
    } catch (error) {
      if (error instanceof LogQLError) throw new Refusal(400, error.message);
      throw error;
    }
    const streams = store.query(query, { start, end, limit, direction: direction as Direction });
    const returned = streams.reduce((sum, stream) => sum + stream.entries.length, 0);
    return {
      status: 'success',
      data: {
        resultType: 'streams',
        result: streams.map((stream) => ({ stream: stream.labels, values: stream.entries.map((entry) => [entry.ns.toString(), entry.line]) })),
        stats: { summary: { totalEntriesReturned: returned } },
      },
    };
  }

  async function route(req: http.IncomingMessage, res: http.ServerResponse): Promise<void> {
    const url = new URL(req.url ?? '/', 'http://loki');
    if (faults.latencyMs) await delay(faults.latencyMs);
    if (url.pathname === '/ready') return send(res, 200, 'ready');
    if (url.pathname === '/loki/api/v1/push') {
      if (req.method !== 'POST') return send(res, 405, 'method not allowed');
      counted.count('pushes');
      const body = await readBody(req);
      if (faults.failPushes) {
        faults.failPushes -= 1;
        return send(res, 500, 'rpc error: code = Unavailable desc = the ingester is not ready');
      }
      if (!(req.headers['content-type'] ?? '').includes('application/json')) throw new Refusal(415, 'only application/json pushes are simulated');
      for (const { labels, entries } of streamsOfPush(body)) store.push(labels, entries);
      return send(res, 204);
    }
    if (url.pathname === '/loki/api/v1/query_range') {
      counted.count('queries');
      const params = req.method === 'POST' ? new URLSearchParams(await readBody(req)) : url.searchParams;
      if (faults.failQueries) {
        faults.failQueries -= 1;
        return send(res, 500, 'rpc error: code = Unavailable desc = no queriers available');
      }
      return send(res, 200, queryRange(params));
    }
    return send(res, 404, '404 page not found');
  }

  return {
    store,
    control: {
      setFaults: (next: Faults) => void (faults = { ...next }),
      counters: (): Counters => counted.byKey(),
      /** Every stream pushed so far, each entry's time as digits. */
      streams: () => store.all().map((stream) => ({ labels: stream.labels, values: stream.entries.map((entry) => [entry.ns.toString(), entry.line] as [string, string]) })),
      reset: () => {
        store.clear();
        faults = {};
        counted.reset();
      },
    },
    ...serve(route, (res, error) => send(res, error instanceof Refusal ? error.status : 500, (error as Error).message)),
  };
}

export type LokiSimulator = ReturnType<typeof createLokiSimulator>;
