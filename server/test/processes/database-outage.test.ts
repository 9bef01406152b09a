import { createSimulator } from '@mamt/netsapiens-simulator';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createScratchDatabase } from '../support/scratch-postgres.js';
import { call, describeOnPostgres, getFrom, killServers, startServer, waitReady, type Server } from '../support/server-process.js';
import { startTcpRelay } from '../support/tcp-relay.js';

/**
 * The database goes away under a running server (a restart, a failover, a cut network) and comes
 * back: meanwhile every request is answered at once with 503 and a plain message, never left hanging,
 * and /readyz says not ready; once it is back the same process serves again within seconds.
 */
describeOnPostgres('the database gone and back', (adminUrl) => {
  const simulator = createSimulator();
  let scratch: { url: string; drop: () => Promise<void> };
  let relay: Awaited<ReturnType<typeof startTcpRelay>>;
  let server: Server;

  beforeAll(async () => {
    scratch = await createScratchDatabase(adminUrl, 'mamt_outage');
    const direct = new URL(scratch.url);
    relay = await startTcpRelay({ host: direct.hostname, port: Number(direct.port || 5432) });
    const throughRelay = new URL(scratch.url);
    throughRelay.hostname = '127.0.0.1';
    throughRelay.port = String(relay.port);
    server = await startServer({
      DATABASE_URL: throughRelay.toString(),
      APP_SECRET_KEY: 'ef'.repeat(32),
      SEED_DEMO: 'true',
      LOG_LEVEL: 'warn',
      DEMO_NETSAPIENS_URL: await simulator.listen(0),
      // Every call reads its session from the database: none is answered from memory meanwhile.
      SESSION_CACHE_SECONDS: '0',
    });
    await waitReady(server);
  }, 90_000);

  afterAll(async () => {
    if (server) await killServers([server]);
    await relay?.stop();
    await scratch?.drop();
    await simulator.close();
  });

  it('answers 503 at once while it is gone, and serves again by itself once it is back', async () => {
    const signIn = await call(server, 'authLogin', { cloud_id: 'acme', user: 'acme-admin', password: 'demo-pass-1234' });
    const { Token } = (await signIn.json()) as { Token: string };
    const profile = () => fetch(`${server.url}/api/v1/getProfileDetails`, { method: 'POST', headers: { 'content-type': 'application/json', token: Token }, body: '{}', signal: AbortSignal.timeout(15_000) });
    expect((await profile()).status).toBe(200);

    await relay.cut();
    for (let attempt = 0; attempt < 3; attempt++) {
      const started = Date.now();
      const answer = await profile();
      expect(answer.status).toBe(503);
      expect(await answer.json()).toMatchObject({ code: 'UNAVAILABLE', messageId: 'databaseUnavailable', message: 'The service cannot reach its database right now. Please try again in a moment.' });
      expect(answer.headers.get('retry-after')).toBe('5');
      // The pool's connection timeout is the longest a request waits.
      expect(Date.now() - started).toBeLessThan(6_000);
    }
    expect((await getFrom(server, '/readyz')).status).toBe(503);
    expect((await getFrom(server, '/healthz')).status).toBe(200);

    await relay.restore();
    await expect.poll(async () => (await profile()).status, { timeout: 15_000, interval: 250 }).toBe(200);
    expect((await getFrom(server, '/readyz')).status).toBe(200);
    expect(server.child.exitCode).toBeNull();
  }, 90_000);
});
