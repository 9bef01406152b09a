import Fastify from 'fastify';
import type { Database } from '../src/db/open-db.js';

/** The driver under drizzle: a pg Pool for PostgreSQL, the PGlite instance for the embedded database. */
type RawClient = { query: (text: string, params: unknown[]) => Promise<{ rows: Record<string, unknown>[] }> };

const PAGE_SQL = `select u.id, u.name, u.username, u.email, s.company, u.cloud_id, u.user_type, u.active
  from console_users u join subscribers s on s.cloud_id = u.cloud_id
  where u.cloud_id = $1 order by u.id limit $2 offset $3`;
const COUNT_SQL = 'select count(*)::int as total from console_users where cloud_id = $1';

/**
 * The floor the console-user list is measured against: the same page, the same two queries on the
 * same database and connections, served by a bare Fastify route with no session, validation, scope,
 * serialization schema or audit.
 */
export async function startBareUserPage(database: Database, cloudId: string): Promise<{ url: string; close: () => Promise<void> }> {
  const client = (database.db as unknown as { $client: RawClient }).$client;
  const app = Fastify({ logger: false });
  app.post('/bare/userSummary', async (request) => {
    const { page = 1, page_size: pageSize = 10 } = (request.body ?? {}) as { page?: number; page_size?: number };
    const [rows, counted] = await Promise.all([
      client.query(PAGE_SQL, [cloudId, pageSize, (page - 1) * pageSize]),
      client.query(COUNT_SQL, [cloudId]),
    ]);
    return { users: rows.rows, total: counted.rows[0]?.total ?? 0 };
  });
  const url = await app.listen({ host: '127.0.0.1', port: 0 });
  return { url: `${url}/bare/userSummary`, close: () => app.close() };
}
