import { eq } from 'drizzle-orm';
import type { SecretBox } from '../../lib/secret-box.js';
import type { Db } from '../open-db.js';
import { netsapienConnections, subscribers } from '../schema.js';
import { DEMO_PLATFORM_CREDENTIALS } from './demo-credentials.js';

/**
 * Points every demo tenant without a platform connection at the simulator, with the
 * demo's credentials for it (sealed like any other secret). Tenants that have one are left alone.
 */
export async function seedDemoConnections(db: Db, secrets: SecretBox, apiUrl: string): Promise<number> {
  let added = 0;
  for (const credentials of DEMO_PLATFORM_CREDENTIALS) {
    const [tenant] = await db.select().from(subscribers).where(eq(subscribers.cloudId, credentials.cloudId)).limit(1);
    if (!tenant) continue;
    const existing = await db.select({ id: netsapienConnections.id }).from(netsapienConnections).where(eq(netsapienConnections.subscriberId, tenant.id));
    if (existing.length > 0) continue;
    await db.insert(netsapienConnections).values({
      subscriberId: tenant.id,
      apiUrl: apiUrl.replace(/\/+$/, ''),
      clientId: credentials.clientId,
      clientSecretSealed: secrets.seal(credentials.clientSecret),
      superuser: credentials.username,
      superpassSealed: secrets.seal(credentials.password),
    });
    added += 1;
  }
  return added;
}
