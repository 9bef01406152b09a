import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Config } from '../config.js';
import type { Database } from '../db/open-db.js';
import type { Logger } from '../lib/logger.js';
import type { Gauge } from 'prom-client';
import { statusClassOf, type Metrics } from '../lib/metrics.js';

/** The provisioning call's route: its answers are counted by result too. */
const PROVISIONING_ROUTE = '/provisioning/account';

const resultOf = (statusCode: number) => (statusCode < 400 ? 'ok' : statusCode < 500 ? 'refused' : 'error');

type QueueRow = { queue: string; waiting: number; oldest_seconds: number | null };

/**
 * The job queues' depth and oldest waiting job's age, read when Prometheus scrapes: pg-boss's queues
 * (jobs created or due for a retry) and the QR e-mails waiting in their deliveries (qr-mail-sender.ts).
 */
async function queueFigures(database: Database): Promise<QueueRow[]> {
  const result = await database.db.execute(sql`
    select name as queue, count(*)::int as waiting, extract(epoch from now() - min(created_on))::float8 as oldest_seconds
    from pgboss.job where state in ('created', 'retry') group by name
    union all
    select 'qr-mail', count(*)::int, extract(epoch from now() - min(updated_at))::float8
    from qr_mail_deliveries where status in ('queued', 'retrying')`);
  return (result as unknown as { rows: QueueRow[] }).rows;
}

/** Times every answer by route, counts provisioning answers by result, and adds the gauges read at each scrape. */
export function registerMetrics(app: FastifyInstance, metrics: Metrics, database: Database): void {
  app.addHook('onResponse', async (request, reply) => {
    const route = request.routeOptions.url ?? 'unmatched';
    metrics.requests.observe({ route, method: request.method, status_class: statusClassOf(reply.statusCode) }, reply.elapsedTime / 1000);
    if (route === PROVISIONING_ROUTE) metrics.provisioning.inc({ result: resultOf(reply.statusCode) });
  });
  // Both gauges come from one read per scrape: the second to collect finds the first's still fresh.
  let latest: { at: number; rows: Promise<QueueRow[]> } | undefined;
  const queues = () => {
    if (!latest || Date.now() - latest.at > 1000) latest = { at: Date.now(), rows: queueFigures(database) };
    return latest.rows;
  };
  const fill = (pick: (row: QueueRow) => number) => async (gauge: Gauge) => {
    gauge.reset();
    for (const row of await queues()) gauge.set({ queue: row.queue }, pick(row));
  };
  metrics.gauge('mamt_job_queue_depth', 'Jobs waiting to be worked, per queue', ['queue'], fill((row) => row.waiting));
  metrics.gauge('mamt_job_queue_oldest_seconds', "The oldest waiting job's age, per queue", ['queue'], fill((row) => row.oldest_seconds ?? 0));
  if (database.kind === 'postgres') {
    const { pool } = database;
    metrics.gauge('mamt_db_pool_connections', "The database pool's connections: open, idle, and requests waiting for one", ['state'], (gauge) => {
      gauge.set({ state: 'open' }, pool.totalCount);
      gauge.set({ state: 'idle' }, pool.idleCount);
      gauge.set({ state: 'waiting' }, pool.waitingCount);
    });
  }
}

/**
 * The figures at GET /metrics on a listener of their own (METRICS_HOST:METRICS_PORT, loopback unless
 * the operator says otherwise), never on the console's port: who may read them is the operator's
 * choice (a firewall, a scrape over a private network). Started once the app is ready, closed with it.
 */
export function serveMetrics(app: FastifyInstance, metrics: Metrics, config: Pick<Config, 'METRICS_PORT' | 'METRICS_HOST'>, log: Logger): void {
  if (config.METRICS_PORT === undefined) return;
  const server = http.createServer((request, response) => {
    if (request.method !== 'GET' || (request.url ?? '').split('?')[0] !== '/metrics') {
      response.writeHead(404).end();
      return;
    }
    metrics.registry
      .metrics()
      .then((text) => response.writeHead(200, { 'content-type': metrics.registry.contentType }).end(text))
      .catch((error: unknown) => {
        log.error({ err: error }, 'metrics not collected');
        response.writeHead(500).end();
      });
  });
  app.addHook('onReady', async () => {
    await new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(config.METRICS_PORT, config.METRICS_HOST, () => resolve());
    });
    const { address, port } = server.address() as AddressInfo;
    log.info({ address, port }, 'metrics served at /metrics');
  });
  app.addHook('onClose', async () => {
    await new Promise<void>((resolve) => server.close(() => resolve()));
  });
}
