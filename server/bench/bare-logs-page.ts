import type { LogKind } from '@mamt/contract';
import Fastify from 'fastify';
import type { Database } from '../src/db/open-db.js';
import { createLogsRepository } from '../src/features/logs/logs.repository.js';
import { ALL_TENANTS } from '../src/lib/tenant-scope.js';

export type BareLogsInput = { message: string; kinds?: LogKind[]; end: string; before?: string; limit: number };

/**
 * The floor getlogs is measured against: the repository's own find (the page and its three counts,
 * logs.repository.ts) on the same database, served by a bare Fastify route with no session,
 * validation, scope, per-user limit, streams or lines, audit or log store.
 */
export async function startBareLogsPage(database: Database): Promise<{ url: string; close: () => Promise<void> }> {
  const repo = createLogsRepository(database.db);
  const app = Fastify({ logger: false });
  app.post('/bare/getlogs', async (request) => {
    const { message, kinds, end, before, limit } = request.body as BareLogsInput;
    const found = await repo.find(ALL_TENANTS, { message, kinds, end: BigInt(end), before: before === undefined ? undefined : BigInt(before), limit });
    return { entries: found.entries.map(({ ns }) => ({ ns })), total: found.total, newer: found.newer, hasOlder: found.hasOlder };
  });
  const url = await app.listen({ host: '127.0.0.1', port: 0 });
  return { url: `${url}/bare/getlogs`, close: () => app.close() };
}
