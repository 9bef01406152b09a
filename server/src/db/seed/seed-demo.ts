import { count } from 'drizzle-orm';
import { hashPassword } from '../../lib/secrets.js';
import type { Db } from '../open-db.js';
import { consoleUsers, tenants } from '../schema.js';
import { AREA_DEMOS } from './area-demos.js';
import { DEMO_PASSWORD, DEMO_TENANTS, DEMO_USERS } from './demo-data.js';
import { seedDemoWhiteLabel } from './seed-demo-white-label.js';

/** Seeds the demo data on first start only: a database that already has tenants is left alone. */
export async function seedDemo(db: Db): Promise<boolean> {
  const [existing] = await db.select({ total: count() }).from(tenants);
  if ((existing?.total ?? 0) > 0) return false;
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  await db.transaction(async (tx) => {
    await tx.insert(tenants).values(DEMO_TENANTS.map((tenant) => ({ ...tenant })));
    await tx.insert(consoleUsers).values(DEMO_USERS.map((user) => ({ ...user, passwordHash })));
    await seedDemoWhiteLabel(tx);
    for (const seedArea of AREA_DEMOS) await seedArea(tx);
  });
  return true;
}
