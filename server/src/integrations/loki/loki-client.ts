/**
 * A client of Loki's HTTP API (shared/reference/ops-and-vendors.md): pushing streams of log lines and
 * reading them back with a LogQL query. Every request has a timeout; a failure is a LokiError whose
 * message names what went wrong and never the address's credentials.
 */
import { basicAuthOf } from '../outside-http/outside-text.js';

export type LokiStream = { stream: Record<string, string>; values: Array<[string, string]> };
export type LokiQuery = { query: string; start: bigint; end: bigint; limit: number; direction: 'backward' | 'forward' };
export type LokiClientOptions = { url: string; timeoutMs: number };

export class LokiError extends Error {
  override name = 'LokiError';
}

const ERROR_TEXT_KEPT = 300;

/** The address without its user and password, without a trailing slash, and those as a Basic Authorization header. */
function splitCredentials(address: string): { base: string; headers: Record<string, string> } {
  const { url, headers } = basicAuthOf(address);
  return { base: url.toString().replace(/\/+$/, ''), headers };
}

function isStreams(body: unknown): body is { status: string; data: { resultType: 'streams'; result: LokiStream[] } } {
  if (typeof body !== 'object' || body === null) return false;
  const { status, data } = body as { status?: unknown; data?: { resultType?: unknown; result?: unknown } };
  return status === 'success' && data?.resultType === 'streams' && Array.isArray(data.result);
}

export function createLokiClient({ url, timeoutMs }: LokiClientOptions) {
  const { base, headers } = splitCredentials(url);
  const where = new URL(base).origin;

  async function send(path: string, init: RequestInit): Promise<Response> {
    let response: Response;
    try {
      response = await fetch(`${base}${path}`, { ...init, headers: { ...headers, ...init.headers }, signal: AbortSignal.timeout(timeoutMs), redirect: 'error' });
    } catch (error) {
      const timedOut = error instanceof DOMException && error.name === 'TimeoutError';
      throw new LokiError(timedOut ? `Loki at ${where} did not answer within ${timeoutMs} ms` : `Loki at ${where} could not be reached (${(error as Error).message})`);
    }
    if (!response.ok) {
      // Loki explains a refusal in plain text ("parse error at line 1, col 8: ...").
      const text = (await response.text().catch(() => '')).trim().slice(0, ERROR_TEXT_KEPT);
      throw new LokiError(`Loki at ${where} answered ${response.status}${text ? `: ${text}` : ''}`);
    }
    return response;
  }

  return {
    /** Pushes streams of lines (POST /loki/api/v1/push, JSON). */
    async push(streams: readonly LokiStream[]): Promise<void> {
      if (streams.length === 0) return;
      const response = await send('/loki/api/v1/push', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ streams }) });
      await response.body?.cancel();
    },

    /** The streams a LogQL log query selects (GET /loki/api/v1/query_range). */
    async queryRange({ query, start, end, limit, direction }: LokiQuery): Promise<LokiStream[]> {
      const params = new URLSearchParams({ query, start: start.toString(), end: end.toString(), limit: String(limit), direction });
      const response = await send(`/loki/api/v1/query_range?${params}`, { method: 'GET' });
      let body: unknown;
      try {
        body = await response.json();
      } catch {
        throw new LokiError(`Loki at ${where} answered with a body that is not JSON`);
      }
      if (!isStreams(body)) throw new LokiError(`Loki at ${where} answered without streams (a metric query, or not Loki)`);
      return body.data.result;
    },
  };
}

export type LokiClient = ReturnType<typeof createLokiClient>;

/** A LogQL string literal: Go's double-quoted syntax, which Loki parses. */
export function logqlString(value: string): string {
  return JSON.stringify(value);
}
