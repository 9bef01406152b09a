import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../db/open-db.js';

/** /healthz: the process answers. /readyz: it can also reach its database. */
export function registerHealth(app: FastifyInstance, db: Db): void {
  app.get('/healthz', { schema: { hide: true } }, async () => ({ status: 'ok' }));
  app.get('/readyz', { schema: { hide: true } }, async (_request, reply) => {
    try {
      await db.execute(sql`select 1`);
      return { status: 'ready' };
    } catch (error) {
      reply.log.error({ err: error }, 'database not reachable');
      return reply.status(503).send({ status: 'unavailable', message: 'The database cannot be reached.' });
    }
  });
}
