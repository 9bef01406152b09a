import { IDEMPOTENCY_KEY_HOURS } from '@mamt/contract';
import { SERVER_AREAS } from './areas.js';
import type { Config } from './config.js';
import type { Database } from './db/open-db.js';
import type { JobQueue } from './jobs/job-queue.js';
import { schedulePurgeExpired } from './jobs/purge-expired.js';
import { DAY_MS, HOUR_MS, before } from './lib/durations.js';
import type { Logger } from './lib/logger.js';
import { assertCallsComplete } from './rpc/register-calls.js';
import { createScopeResolver } from './rpc/resolve-scope.js';
import { createCore } from './wiring/core.js';
import type { AreaWiring } from './wiring/server-area.js';

/** One area's names merged into the whole: a name two areas both give is a wiring mistake. */
function mergeOnce<T>(into: Record<string, T>, from: Record<string, T> | undefined, what: string): void {
  for (const [name, value] of Object.entries(from ?? {})) {
    if (name in into) throw new Error(`Two areas give the ${what} ${name}`);
    into[name] = value;
  }
}

/** Wires the core and every area of SERVER_AREAS; services know nothing of HTTP. */
export function createServices(database: Database, config: Config, log: Logger, jobs: JobQueue) {
  const core = createCore(database, config, log, jobs);
  const handlers: AreaWiring['handlers'] = {};
  const recordOwners: NonNullable<AreaWiring['recordOwners']> = {};
  const purges: NonNullable<AreaWiring['purges']> = {
    throttleCounters: (now) => core.throttle.purge(before(now, DAY_MS)),
    budgetRows: () => core.budgets.purge(),
    idempotentRequests: (now) => core.idempotency.purge(before(now, IDEMPOTENCY_KEY_HOURS * HOUR_MS)),
  };
  const stops: Array<NonNullable<AreaWiring['stop']>> = [];
  for (const area of SERVER_AREAS) {
    const wiring = area(core);
    if (wiring.stop) stops.push(wiring.stop);
    mergeOnce(handlers, wiring.handlers, 'handler of');
    mergeOnce(recordOwners, wiring.recordOwners, 'record owner');
    mergeOnce(purges, wiring.purges, 'purge');
  }
  assertCallsComplete(handlers, recordOwners);
  schedulePurgeExpired({ jobs, log, everySeconds: config.PURGE_INTERVAL_SECONDS, purges });
  const resolveScope = createScopeResolver({
    recordOwners,
    tenantDomains: core.gateway.domainNames,
    connectedTenants: core.connectionsRepo.connectedCloudIds,
  });
  const { auth, audit, secrets, gateway, idempotency, files, mailer, metrics, sessionChanges } = core;
  /** Starts listening for the database's announcements of session changes (sessions are read each time until then). */
  const start = () => sessionChanges.start();
  /** Stops what the areas run in the background; the app calls it on close, before the database closes. */
  const stop = async () => {
    await Promise.allSettled(stops.map(async (stopArea) => stopArea()));
    await sessionChanges.stop();
    await auth.stop();
  };
  return { auth, audit, handlers, secrets, gateway, resolveScope, idempotency, files, mailer, metrics, sessionChangesSeen: sessionChanges.caughtUp, start, stop };
}
