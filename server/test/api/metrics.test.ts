import { describe, expect, it } from 'vitest';
import { usePlatformApp } from '../support/platform-app.js';
import { freePort, prometheusPairMissing, startPrometheusScraping } from '../support/prometheus-pair.js';
import { provisionFrom } from '../support/provisioning.js';

/**
 * The product's own figures (METRICS_PORT): read back by Debian's Prometheus scraping them, as the
 * provider's operations team would, after the work each family counts.
 */
const metricsPort = await freePort();
const app = usePlatformApp({ METRICS_PORT: String(metricsPort), NETSAPIENS_CACHE_SECONDS: '0' });
const missing = prometheusPairMissing();
const metricsText = async () => (await fetch(`http://127.0.0.1:${metricsPort}/metrics`)).text();

/** Work that each family counts: requests, a refused provisioning, QR e-mails kept (no mail server), platform reads of acme. */
async function work(): Promise<void> {
  const token = await app.t.login('acme', 'acme-admin');
  expect((await app.t.call('getAllDomains', {}, token)).statusCode).toBe(200);
  const refused = await provisionFrom(app.t, { cloud_id: 'acme', cloud_username: '1001@acme.demo', cloud_password: 'not-the-password' }, '198.51.100.31');
  expect([401, 403]).toContain(refused.statusCode);
  const sent = await app.t.call('sendQrMails', { domain: 'acme.demo', extensions: ['1001', '1002'], subject: 'Your app', body: 'Open LINK_HERE' }, token);
  expect(sent.statusCode, sent.body).toBe(200);
  await expect.poll(async () => /mamt_qr_mails_total\{status="kept"\} 2/.test(await metricsText()), { timeout: 15_000, interval: 200 }).toBe(true);
}

describe('the metrics', () => {
  it('are served on their own port, not on the console\'s', async () => {
    const onConsole = await app.t.app.inject({ method: 'GET', url: '/metrics' });
    expect(onConsole.body).not.toContain('mamt_http_request_duration_seconds');
    expect((await fetch(`http://127.0.0.1:${metricsPort}/other`)).status).toBe(404);
    const response = await fetch(`http://127.0.0.1:${metricsPort}/metrics`);
    expect(response.headers.get('content-type')).toMatch(/^text\/plain; version=0\.0\.4/);
  });

  it.skipIf(missing)('are read back by Prometheus: requests per route, provisioning by result, QR mails, queues, platform requests, process figures', async () => {
    await work();
    const prometheus = await startPrometheusScraping(`127.0.0.1:${metricsPort}`);
    try {
      await prometheus.waitForScrape(30_000);
      const valueOf = async (expression: string) => (await prometheus.query(expression)).map((series) => series.value);
      expect(await valueOf('mamt_http_request_duration_seconds_count{route="/api/v1/getAllDomains",method="POST",status_class="2xx"}')).toEqual([expect.any(Number)]);
      expect((await valueOf('mamt_http_request_duration_seconds_count{route="/api/v1/getAllDomains"}'))[0]).toBeGreaterThanOrEqual(1);
      expect(await valueOf('mamt_provisioning_answers_total{result="refused"}')).toEqual([1]);
      expect(await valueOf('mamt_qr_mails_total{status="kept"}')).toEqual([2]);
      expect((await valueOf('mamt_platform_requests_total{tenant="acme"}'))[0]).toBeGreaterThanOrEqual(1);
      // Every queue the product works, pg-boss's and the QR e-mails', with how long its oldest has waited.
      const queues = (await prometheus.query('mamt_job_queue_depth')).map((series) => series.labels.queue);
      expect(queues).toContain('qr-mail');
      expect(await valueOf('mamt_job_queue_oldest_seconds{queue="qr-mail"}')).toEqual([0]);
      expect((await valueOf('mamt_process_resident_memory_bytes'))[0]).toBeGreaterThan(0);
      if (app.t.database.kind === 'postgres') expect((await valueOf('mamt_db_pool_connections{state="open"}'))[0]).toBeGreaterThanOrEqual(1);
    } finally {
      await prometheus.stop();
    }
  }, 60_000);

  it("count a tenant's spent platform budget under its cloud id, and take no label value a caller types", async () => {
    // Strangers' password checks may take a fifth of acme's platform budget a minute; past it, refused.
    for (let index = 0; index < 25; index++) {
      await provisionFrom(app.t, { cloud_id: 'acme', cloud_username: `made-up-${index}@acme.demo`, cloud_password: 'guess' }, `198.51.100.${100 + index}`);
    }
    const refusals = /mamt_platform_budget_refusals_total\{tenant="acme"\} (\d+)/.exec(await metricsText());
    expect(Number(refusals?.[1])).toBeGreaterThanOrEqual(1);
    // Routes are the registered patterns: unknown paths are one series, whatever was asked.
    await app.t.app.inject({ method: 'GET', url: '/no-such-page-a1b2c3' });
    await app.t.app.inject({ method: 'GET', url: '/no-such-page-d4e5f6' });
    const after = await metricsText();
    expect(after).not.toContain('a1b2c3');
    expect(after).not.toContain('made-up-');
    expect(after).toContain('route="unmatched"');
  });
});
