import Fastify from 'fastify';
import type { Database } from '../src/db/open-db.js';
import { hashToken } from '../src/lib/secrets.js';

/** The driver under drizzle: a pg Pool for PostgreSQL, the PGlite instance for the embedded database. */
type RawClient = { query: (text: string, params: unknown[]) => Promise<{ rows: Record<string, unknown>[] }> };

const DEVICE_SQL = `select device_name from app_devices
  where cloud_password_hash = $1 and lower(cloud_id) = lower($2) and deleted_at is null`;

// The size and shape of a real answer (document 4 §4), the same bytes for every device.
const ACCOUNT_XML = `<?xml version="1.0" encoding="UTF-8"?>
<account>
  <title>BigCorp 1001</title>
  <cloud_username>1001@bigcorp.demo</cloud_username>
  <cloud_password>${'x'.repeat(43)}</cloud_password>
  <username>1001m</username>
  <authUsername>1001m</authUsername>
  <password>${'y'.repeat(16)}</password>
  <host>bigcorp.demo</host>
  <proxy>core1.us-central.example.net:5060</proxy>
  <transport>udp</transport>
  <expires>60</expires>
  <ringingTone>periodic(sine(2000ms,2000,440Hz),silence(4000ms))</ringingTone>
  <dtmfOrder>rfc2833,info,audio</dtmfOrder>
  <extProvUrl>http://localhost:8080/provisioning/account</extProvUrl>
  <extProvInterval>3600</extProvInterval>
</account>
`;
// Not a product message: the floor only has to tell a known device from an unknown one.
const DENIED_XML = '<?xml version="1.0" encoding="UTF-8"?>\n<error><message>Unknown device (bench floor).</message></error>\n';

/**
 * The floor re-provisioning is measured against: the form parsed, the one indexed lookup of the
 * device by its hashed cloud password on the same database and connections, and a fixed Account
 * XML, with no rules, versions, platform, rendering or bookkeeping.
 */
export async function startBareProvisioning(database: Database): Promise<{ url: string; close: () => Promise<void> }> {
  const client = (database.db as unknown as { $client: RawClient }).$client;
  const app = Fastify({ logger: false });
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_request, body, done) => {
    done(null, Object.fromEntries(new URLSearchParams(body as string)));
  });
  app.post('/bare/provisioning/account', async (request, reply) => {
    const form = (request.body ?? {}) as Record<string, string | undefined>;
    const found = await client.query(DEVICE_SQL, [hashToken(form.cloud_password ?? ''), form.cloud_id ?? '']);
    reply.type('application/xml');
    if (found.rows.length === 0) return reply.code(403).send(DENIED_XML);
    return reply.send(ACCOUNT_XML);
  });
  const url = await app.listen({ host: '127.0.0.1', port: 0 });
  return { url: `${url}/bare/provisioning/account`, close: () => app.close() };
}
