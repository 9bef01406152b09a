import { eq } from 'drizzle-orm';
import type { SecretBox } from '../../lib/secret-box.js';
import type { Db } from '../open-db.js';
import { portabilityInteliquent, portabilityPeerless, portabilityVi, tenants } from '../schema.js';
import { DEMO_PORTABILITY_CREDENTIALS as DEMO_CREDENTIALS } from './demo-credentials.js';

/**
 * Points each portability provider without credentials at the simulator (`npm start` runs it), with
 * its demo credentials sealed like any other secret, so that the public check page works offline.
 * A provider that has credentials is left alone. Answers how many records were added.
 */
export async function seedDemoPortability(db: Db, secrets: SecretBox, baseUrl: string, superTenantCloudId: string): Promise<number> {
  const [provider] = await db.select({ id: tenants.id }).from(tenants).where(eq(tenants.cloudId, superTenantCloudId)).limit(1);
  if (!provider) return 0;
  const base = baseUrl.replace(/\/+$/, '');
  const keptBy = { tenantId: provider.id, createdUser: 'admin' };
  const added = await Promise.all([
    db
      .insert(portabilityInteliquent)
      .values({
        ...keptBy,
        name: 'Inteliquent',
        tokenUrl: `${base}/inteliquent/oauth/token`,
        apiUrl: `${base}/inteliquent`,
        clientId: DEMO_CREDENTIALS.inteliquent.clientId,
        clientSecretSealed: secrets.seal(DEMO_CREDENTIALS.inteliquent.clientSecret),
      })
      .onConflictDoNothing()
      .returning({ id: portabilityInteliquent.id }),
    db
      .insert(portabilityPeerless)
      .values({
        ...keptBy,
        name: 'Peerless',
        apiUrl: `${base}/peerless`,
        customer: DEMO_CREDENTIALS.peerless.customer,
        peerlessUserId: 'demo-user',
        passCodeSealed: secrets.seal(DEMO_CREDENTIALS.peerless.apiKey),
      })
      .onConflictDoNothing()
      .returning({ id: portabilityPeerless.id }),
    db
      .insert(portabilityVi)
      .values({
        ...keptBy,
        name: 'VOIP Innovations',
        apiUrl: `${base}/voip-innovations/APIService.asmx`,
        login: DEMO_CREDENTIALS.voipInnovations.login,
        secretSealed: secrets.seal(DEMO_CREDENTIALS.voipInnovations.secret),
      })
      .onConflictDoNothing()
      .returning({ id: portabilityVi.id }),
  ]);
  return added.reduce((count, rows) => count + rows.length, 0);
}
