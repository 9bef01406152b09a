import { count } from 'drizzle-orm';
import { hashPassword } from '../../lib/secrets.js';
import type { Db } from '../open-db.js';
import { consoleUsers, emailTemplates, releaseNotes, smsDomains, subscribers } from '../schema.js';
import { DEMO_EMAIL_TEMPLATE, DEMO_PASSWORD, DEMO_SMS_DOMAINS, DEMO_TENANTS, DEMO_USERS } from './demo-data.js';
import { DEMO_RELEASE_NOTES } from './demo-release-notes.js';
import { seedDemoWhiteLabel } from './seed-demo-white-label.js';

/** Seeds the demo data on first start only: a database that already has tenants is left alone. */
export async function seedDemo(db: Db): Promise<boolean> {
  const [existing] = await db.select({ total: count() }).from(subscribers);
  if ((existing?.total ?? 0) > 0) return false;
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  await db.transaction(async (tx) => {
    await tx.insert(subscribers).values(DEMO_TENANTS.map((tenant) => ({ ...tenant })));
    await tx.insert(consoleUsers).values(DEMO_USERS.map((user) => ({ ...user, passwordHash })));
    await tx.insert(emailTemplates).values(DEMO_TENANTS.map((tenant) => ({ cloudId: tenant.cloudId, ...DEMO_EMAIL_TEMPLATE })));
    await seedDemoWhiteLabel(tx);
    await tx.insert(releaseNotes).values(DEMO_RELEASE_NOTES);
    await tx.insert(smsDomains).values(DEMO_SMS_DOMAINS.map((row) => ({ ...row, changedBy: 'demo data' })));
  });
  return true;
}
