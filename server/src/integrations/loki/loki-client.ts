/**
 * A client of Loki's HTTP API (shared/reference/ops-and-vendors.md): pushing streams of log lines and
 * reading them back with a LogQL query. Every request has a timeout; a failure is a LokiError whose
 * message names what went wrong and never the address's credentials.
 */
import { askOutside, type RequestFailure, type RequestFailureDetail } from '../outside-http/outside-request.js';
import { basicAuthOf, withoutSecrets } from '../outside-http/outside-text.js';

export type LokiStream = { stream: Record<string, string>; values: Array<[string, string]> };
export type LokiQuery = { query: string; start: bigint; end: bigint; limit: number; direction: 'backward' | 'forward' };
export type LokiClientOptions = { url: string; timeoutMs: number };

export class LokiError extends Error {
  override name = 'LokiError';
}

const ERROR_TEXT_KEPT = 300;

/**
 * The address without its user and password, without a trailing slash; those as a Basic Authorization
 * header; and the secrets among them, withheld from every error.
 */
function splitCredentials(address: string): { base: string; headers: Record<string, string>; secrets: string[] } {
  const { url, headers, secrets } = basicAuthOf(address);
  return { base: url.toString().replace(/\/+$/, ''), headers, secrets };
}

function isStreams(body: unknown): body is { status: string; data: { resultType: 'streams'; result: LokiStream[] } } {
  if (typeof body !== 'object' || body === null) return false;
  const { status, data } = body as { status?: unknown; data?: { resultType?: unknown; result?: unknown } };
  return status === 'success' && data?.resultType === 'streams' && Array.isArray(data.result);
}

type LokiRequest = { method: 'GET' | 'POST'; headers?: Record<string, string>; body?: string };

export function createLokiClient({ url, timeoutMs }: LokiClientOptions) {
  const { base, headers, secrets } = splitCredentials(url);
  const where = new URL(base).origin;

  /** Why no answer came: a timeout, the network's error, or a redirect (refused: the credentials would follow it). */
  function noAnswer(failure: RequestFailure, detail: RequestFailureDetail, cause: unknown): LokiError {
    if (failure === 'timeout') return new LokiError(`Loki at ${where} did not answer within ${timeoutMs} ms`);
    const reason = failure === 'unreachable' ? (cause as Error).message : detail.reason;
    return new LokiError(`Loki at ${where} could not be reached (${withoutSecrets(String(reason), secrets)})`);
  }

  /**
   * One request within the timeout (answer and body together), through the outside-HTTP layer; the
   * body's text, or a LokiError. Loki's answers are read as data: nothing in them is rewritten, only
   * in what an error shows of them.
   */
  async function send(path: string, request: LokiRequest): Promise<string> {
    const answer = await askOutside({ url: new URL(`${base}${path}`), ...request, headers: { ...headers, ...request.headers }, timeoutMs, secrets: [] }, noAnswer);
    if (answer.status < 200 || answer.status > 299) {
      // Loki explains a refusal in plain text ("parse error at line 1, col 8: ...").
      const text = withoutSecrets(answer.text, secrets).trim().slice(0, ERROR_TEXT_KEPT);
      throw new LokiError(`Loki at ${where} answered ${answer.status}${text ? `: ${text}` : ''}`);
    }
    return answer.text;
  }

  return {
    /** Pushes streams of lines (POST /loki/api/v1/push, JSON). */
    async push(streams: readonly LokiStream[]): Promise<void> {
      if (streams.length === 0) return;
      await send('/loki/api/v1/push', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ streams }) });
    },

    /** The streams a LogQL log query selects (GET /loki/api/v1/query_range). */
    async queryRange({ query, start, end, limit, direction }: LokiQuery): Promise<LokiStream[]> {
      const params = new URLSearchParams({ query, start: start.toString(), end: end.toString(), limit: String(limit), direction });
      const text = await send(`/loki/api/v1/query_range?${params}`, { method: 'GET' });
      let body: unknown;
      try {
        body = JSON.parse(text);
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
