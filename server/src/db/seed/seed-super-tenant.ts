import { count } from 'drizzle-orm';
import { randomBytes } from 'node:crypto';
import { hashPassword } from '../../lib/secrets.js';
import type { Db } from '../open-db.js';
import { consoleUsers, tenants } from '../schema.js';

export type SuperTenantSeed = { cloudId: string; adminPassword?: string };

/**
 * A fresh production database gets only the provider's own tenant and its built-in `admin`, with the
 * password of ADMIN_PASSWORD or a generated one that the caller shows once. Answers the generated
 * password, or null when the database already had tenants or the password was given.
 */
export async function seedSuperTenant(db: Db, { cloudId, adminPassword }: SuperTenantSeed): Promise<{ generatedPassword: string | null } | null> {
  const [existing] = await db.select({ total: count() }).from(tenants);
  if ((existing?.total ?? 0) > 0) return null;
  const password = adminPassword ?? randomBytes(12).toString('base64url');
  const passwordHash = await hashPassword(password);
  await db.transaction(async (tx) => {
    await tx.insert(tenants).values({ cloudId, accountcode: cloudId.toUpperCase(), company: 'Service provider' });
    await tx.insert(consoleUsers).values({ cloudId, username: 'admin', name: 'Administrator', userType: 'admin', passwordHash });
  });
  return { generatedPassword: adminPassword ? null : password };
}
