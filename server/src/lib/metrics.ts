import { Counter, Gauge, Histogram, Registry, collectDefaultMetrics } from 'prom-client';

/**
 * The product's own figures in Prometheus' text format (prom-client), for the provider's operations
 * team to watch with the Prometheus it already runs (METRICS_PORT). One registry per app: a test
 * may run several apps in one process. Every label takes its values from a bounded set: routes as
 * registered, status classes, results, the product's own queue and status names, and tenants'
 * cloud ids (which the provider creates); never a value a caller types.
 */
export function createMetrics() {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry, prefix: 'mamt_' });
  const registers = [registry];
  return {
    registry,
    /** Every answered request by its route (the registered pattern, `unmatched` for none), method and status class. */
    requests: new Histogram({
      name: 'mamt_http_request_duration_seconds',
      help: 'Time to answer a request, by route (as registered), method and status class',
      labelNames: ['route', 'method', 'status_class'] as const,
      buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
      registers,
    }),
    /** The app's provisioning answers: ok (200), refused (4xx: a wrong password, a blocked login, a limit) or error (5xx). */
    provisioning: new Counter({ name: 'mamt_provisioning_answers_total', help: "The softphone app's provisioning answers, by result", labelNames: ['result'] as const, registers }),
    /** QR e-mails as their attempts end: sent, kept (no mail server), retrying, failed. */
    qrMails: new Counter({ name: 'mamt_qr_mails_total', help: 'QR e-mail attempts by how they ended', labelNames: ['status'] as const, registers }),
    /** Requests to the telephony platform that went out, per tenant. */
    platformRequests: new Counter({ name: 'mamt_platform_requests_total', help: "Requests sent to the telephony platform, per tenant's cloud id", labelNames: ['tenant'] as const, registers }),
    /** Platform requests refused because the tenant's budget for the minute was spent. */
    budgetRefusals: new Counter({ name: 'mamt_platform_budget_refusals_total', help: "Platform requests refused for a spent budget, per tenant's cloud id", labelNames: ['tenant'] as const, registers }),
    /** Gauges read when Prometheus scrapes: `collect` fills them from the database or the pool. */
    gauge: (name: string, help: string, labelNames: readonly string[], collect: (gauge: Gauge) => Promise<void> | void) =>
      new Gauge({
        name,
        help,
        labelNames,
        registers,
        async collect() {
          await collect(this);
        },
      }),
  };
}

export type Metrics = ReturnType<typeof createMetrics>;

/** A status code as its class: 2xx, 3xx, 4xx or 5xx. */
export const statusClassOf = (statusCode: number) => `${Math.floor(statusCode / 100)}xx`;
