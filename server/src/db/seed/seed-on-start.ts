import type { Config } from '../../config.js';
import { resolvesToInternalAddress } from '../../lib/internal-address.js';
import type { Logger } from '../../lib/logger.js';
import { secretBoxFor } from '../../lib/secret-box.js';
import { withStartupLock, type Database } from '../open-db.js';
import { seedDemo } from './seed-demo.js';
import { seedDemoConnections } from './seed-demo-connections.js';
import { seedDemoPortability } from './seed-demo-portability.js';
import { mailServerOf, pointDemoWhiteLabelMailAt, sealDemoWhiteLabelPassword, seedDemoWhiteLabel } from './seed-demo-white-label.js';
import { seedSuperTenant } from './seed-super-tenant.js';

/**
 * Fills an empty database: the demo tenants where demo data is wanted (embedded default, SEED_DEMO=true),
 * otherwise only the super tenant and its admin. Runs under the startup lock, so that processes
 * starting together on one empty PostgreSQL seed it once.
 */
export async function seedOnStart(database: Database, config: Config, log: Logger): Promise<void> {
  await withStartupLock(database, async (db) => {
    if (config.seedDemo) {
      if (await seedDemo(db)) log.info({ cloudId: config.SUPER_TENANT_CLOUD_ID }, 'demo data seeded');
      // A demo database seeded before white labels existed gets acme's too (once: an existing one is kept).
      await seedDemoWhiteLabel(db);
      await sealDemoWhiteLabelPassword(db, secretBoxFor(config));
      if (config.DEMO_NETSAPIENS_URL) {
        const added = await seedDemoConnections(db, secretBoxFor(config), config.DEMO_NETSAPIENS_URL);
        if (added > 0) log.info({ added }, `demo platform connections point at ${config.DEMO_NETSAPIENS_URL}`);
      }
      if (config.DEMO_PORTABILITY_URL) {
        const added = await seedDemoPortability(db, secretBoxFor(config), config.DEMO_PORTABILITY_URL, config.SUPER_TENANT_CLOUD_ID);
        if (added > 0) log.info({ added }, `demo portability providers point at ${config.DEMO_PORTABILITY_URL}`);
      }
      if (config.SMTP_URL) {
        const pointed = await pointDemoWhiteLabelMailAt(db, secretBoxFor(config), config.SMTP_URL);
        const { host, port } = mailServerOf(config.SMTP_URL);
        // Host and port only: SMTP_URL may carry the server's user and password.
        if (pointed > 0) log.info({ pointed }, `demo white label mail servers point at ${host}:${port}`);
        // The white label's mail is checked as a tenant's, not as SMTP_URL: say at once why it will fail.
        if (pointed > 0 && !config.MAIL_ALLOW_INTERNAL_HOSTS && (await resolvesToInternalAddress(host))) {
          log.warn({ pointed }, `demo white label mail to ${host}:${port} will fail: set MAIL_ALLOW_INTERNAL_HOSTS=true for a mail server on this machine or network`);
        }
      }
      return;
    }
    const seeded = await seedSuperTenant(db, { cloudId: config.SUPER_TENANT_CLOUD_ID, adminPassword: config.ADMIN_PASSWORD });
    if (seeded?.generatedPassword) {
      log.warn(
        { cloudId: config.SUPER_TENANT_CLOUD_ID },
        `Created the super tenant ${config.SUPER_TENANT_CLOUD_ID} with its admin. Sign in as admin with the password ` +
          `${seeded.generatedPassword} and change it; it is shown only this once.`,
      );
    } else if (seeded) {
      log.info({ cloudId: config.SUPER_TENANT_CLOUD_ID }, `Created the super tenant ${config.SUPER_TENANT_CLOUD_ID} with its admin (password from ADMIN_PASSWORD).`);
    }
  });
}
