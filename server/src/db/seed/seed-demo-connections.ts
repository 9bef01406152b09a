import { eq } from 'drizzle-orm';
import type { SecretBox } from '../../lib/secret-box.js';
import type { Db } from '../open-db.js';
import { platformConnections, tenants } from '../schema.js';
import { DEMO_PLATFORM_CREDENTIALS } from './demo-credentials.js';

/**
 * Points every demo tenant without a platform connection at the simulator, with the
 * demo's credentials for it (sealed like any other secret). Tenants that have one are left alone.
 */
export async function seedDemoConnections(db: Db, secrets: SecretBox, apiUrl: string): Promise<number> {
  let added = 0;
  for (const credentials of DEMO_PLATFORM_CREDENTIALS) {
    const [tenant] = await db.select().from(tenants).where(eq(tenants.cloudId, credentials.cloudId)).limit(1);
    if (!tenant) continue;
    const existing = await db.select({ id: platformConnections.id }).from(platformConnections).where(eq(platformConnections.tenantId, tenant.id));
    if (existing.length > 0) continue;
    await db.insert(platformConnections).values({
      tenantId: tenant.id,
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
