import { ZPrometheusAnswer, type PrometheusAnswer } from '@mamt/contract';
import { askOutside, type RequestFailure, type RequestFailureDetail } from '../outside-http/outside-request.js';
import { basicAuthOf, withoutSecrets } from '../outside-http/outside-text.js';
import { MonitoringUnavailableError, type MonitoringSource } from './monitoring-source.js';
import { promqlFor } from './promql.js';

export type PrometheusSourceOptions = {
  /** PROMETHEUS_URL: the server's address, a path prefix allowed (`https://host/prometheus`), credentials allowed. */
  url: string;
  /** PROMETHEUS_INSTANCE: the one monitored host, when the Prometheus scrapes several. */
  instance?: string;
  timeoutMs: number;
};

/**
 * A real Prometheus, asked over its HTTP API (form-encoded POSTs to /api/v1/query and query_range)
 * with the PromQL of the figure asked for, through the outside-HTTP layer (a timeout over answer and
 * body, redirects refused: they would carry the credentials to an address nobody configured). Every
 * failure, whatever its kind, is a MonitoringUnavailableError saying what happened, without the
 * address' credentials.
 */
export function createPrometheusSource({ url, instance, timeoutMs }: PrometheusSourceOptions): MonitoringSource {
  const { base, headers, secrets } = addressOf(url);
  const queries = promqlFor(instance);

  async function ask(path: 'query' | 'query_range', params: Record<string, string>): Promise<PrometheusAnswer> {
    const answer = await askOutside(
      {
        url: new URL(`api/v1/${path}`, base),
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded', accept: 'application/json', ...headers },
        body: new URLSearchParams(params).toString(),
        timeoutMs,
        // Prometheus' answers are read as data: nothing in them is rewritten, only in what an error shows of them.
        secrets: [],
      },
      (failure, detail, cause) => {
        const message = withoutSecrets(noAnswer(failure, detail, cause, timeoutMs), secrets);
        return cause === undefined ? new MonitoringUnavailableError(message) : new MonitoringUnavailableError(message, { cause });
      },
    );
    return answerOf(answer.status, answer.text, secrets);
  }

  return {
    instant: (name, timeSeconds) => ask('query', { query: queries[name], time: String(timeSeconds) }),
    range: (name, startSeconds, endSeconds, stepSeconds) =>
      ask('query_range', { query: queries[name], start: String(startSeconds), end: String(endSeconds), step: String(stepSeconds) }),
  };
}

/** The base URL (ending in a slash, without credentials), the Basic authorization its credentials give, and the secrets among them. */
function addressOf(address: string): { base: URL; headers: Record<string, string>; secrets: string[] } {
  const { url: base, headers, secrets } = basicAuthOf(address);
  if (!base.pathname.endsWith('/')) base.pathname += '/';
  return { base, headers, secrets };
}

/** Why no answer came, in words for the log: a timeout, the connection's error code, or a redirect refused. */
function noAnswer(failure: RequestFailure, detail: RequestFailureDetail, error: unknown, timeoutMs: number): string {
  if (failure === 'timeout') return `no answer within ${timeoutMs} ms`;
  if (failure === 'redirected') return `could not be reached (${detail.reason})`;
  const cause = (error as { cause?: { code?: string; message?: string } }).cause;
  return `could not be reached (${cause?.code ?? cause?.message ?? (error as Error).message})`;
}

/** Prometheus' answer checked, its errors as failures, and `__name__` dropped from its labels. */
function answerOf(status: number, text: string, secrets: readonly string[]): PrometheusAnswer {
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    throw new MonitoringUnavailableError(status >= 200 && status < 300 ? `answered HTTP ${status} with a body that is not JSON` : `answered HTTP ${status}`);
  }
  const parsed = ZPrometheusAnswer.safeParse(body);
  if (!parsed.success) {
    throw new MonitoringUnavailableError(status >= 200 && status < 300 ? "answered in a shape that is not Prometheus'" : `answered HTTP ${status}`);
  }
  const answer = parsed.data;
  if (answer.status !== 'success' || status < 200 || status > 299) {
    const said = withoutSecrets([answer.errorType, answer.error].filter(Boolean).join(': '), secrets).slice(0, 300);
    throw new MonitoringUnavailableError(`answered HTTP ${status} with an error${said ? `: ${said}` : ''}`);
  }
  return {
    ...answer,
    data: {
      ...answer.data,
      result: answer.data.result.map(({ metric, ...series }) => {
        const { __name__: _name, ...labels } = metric;
        return { metric: labels, ...series };
      }),
    },
  };
}
