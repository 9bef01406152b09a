import { FLEET_ATTENTION_ROWS } from '@mamt/contract';
import Fastify from 'fastify';
import type { Database } from '../src/db/open-db.js';
import { createFleetRepository } from '../src/features/fleet/fleet.repository.js';
import { ALL_TENANTS, oneTenant } from '../src/lib/tenant-scope.js';

/**
 * The floor getFleet is measured against: the Fleet repository's own queries as the service asks them
 * (the counts per domain, days, refusal reasons, blocked logins, undelivered mails, the two attention lists), one after the other on
 * the same database and connections, as the service asks them, their rows sent as they come, by a bare
 * Fastify route with no session, validation, scope, per-user limit, registration freshness, shaping,
 * output schema or log store. `cloud_id` names the tenant; none: every tenant.
 */
export async function startBareFleet(database: Database, staleMinutes: number): Promise<{ url: string; close: () => Promise<void> }> {
  const repo = createFleetRepository(database.db, { staleMinutes });
  const app = Fastify({ logger: false });
  app.post('/bare/getFleet', async (request) => {
    const { cloud_id: cloudId } = (request.body ?? {}) as { cloud_id?: string };
    const scope = cloudId ? oneTenant(cloudId) : ALL_TENANTS;
    const counts = await repo.counts(scope);
    const days = await repo.days(scope);
    const reasons = await repo.refusalReasons(scope);
    const blocked = await repo.blockedLogins(scope, FLEET_ATTENTION_ROWS);
    const undelivered = await repo.undeliveredMails(scope);
    const attention = [await repo.devicesByIds(scope, counts.staleIds), await repo.devicesByIds(scope, counts.neverRegisteredIds)];
    return { counts, days, reasons, blocked, undelivered, attention };
  });
  const url = await app.listen({ host: '127.0.0.1', port: 0 });
  return { url: `${url}/bare/getFleet`, close: () => app.close() };
}
