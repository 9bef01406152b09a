import type { MonitoringQueryName, PrometheusAnswer } from '@mamt/contract';

/**
 * Where the dashboard's figures come from: a Prometheus, or this host's own sampled figures. Both
 * answer a figure by its name (never a query of the caller's) in the Prometheus HTTP API's shape.
 */
export type MonitoringSource = {
  /** The figure at `timeSeconds` (resultType vector). */
  instant(name: MonitoringQueryName, timeSeconds: number): Promise<PrometheusAnswer>;
  /** The figure at every step from start to end (resultType matrix). */
  range(name: MonitoringQueryName, startSeconds: number, endSeconds: number, stepSeconds: number): Promise<PrometheusAnswer>;
};

/**
 * The source could not answer (timeout, refused connection, an HTTP or Prometheus error, an answer
 * that is not Prometheus'). The message is for the server log, so it never holds a secret; the
 * underlying error is kept as `cause` for the same reason it is logged: to tell what went wrong.
 */
export class MonitoringUnavailableError extends Error {
  override readonly name = 'MonitoringUnavailableError';

  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
  }
}
