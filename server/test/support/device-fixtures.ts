/** App devices and blocked logins written straight into the database, as the provisioning endpoint would. */
import { randomBytes } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../src/db/open-db.js';
import { appDevices, provisioningLogins } from '../../src/db/schema.js';
import { hashToken } from '../../src/lib/secrets.js';
import type { TableContext } from './authorization-fixtures.js';

type DeviceFields = {
  cloudId: string;
  domain: string;
  extension: string;
  deviceName: string;
  platform?: string;
  appVersion?: string;
  servedTenantVersion?: number;
  servedDomainVersion?: number;
  lastProvisionedAt?: Date;
  reprovisionRequestedAt?: Date | null;
};

export async function insertAppDevice(db: Db, fields: DeviceFields): Promise<{ id: number; cloudPassword: string }> {
  const cloudPassword = randomBytes(32).toString('base64url');
  const [row] = await db
    .insert(appDevices)
    .values({
      platform: 'android',
      appVersion: '4.2.1',
      lastProvisionedAt: new Date(),
      ...fields,
      subscriberLogin: `${fields.extension}@${fields.domain}`,
      cloudPasswordHash: hashToken(cloudPassword),
      sipPasswordSealed: 'sealed-for-test',
    })
    .returning({ id: appDevices.id });
  if (!row) throw new Error('no app device inserted');
  return { id: row.id, cloudPassword };
}

export const appDeviceRows = (db: Db, cloudId: string, domain: string) =>
  db.select().from(appDevices).where(and(eq(appDevices.cloudId, cloudId), eq(appDevices.domain, domain)));

let sequence = 0;

/** A login blocked `minutesAgo` minutes ago (or only counting failures, when `blocked` is false). */
export async function insertBlockedLogin(db: Db, cloudId: string, options: { login?: string; minutesAgo?: number; blocked?: boolean } = {}): Promise<{ id: number; login: string }> {
  const login = options.login ?? `${2000 + sequence++}@${cloudId}.demo`;
  const at = new Date(Date.now() - (options.minutesAgo ?? 1) * 60_000);
  const [row] = await db
    .insert(provisioningLogins)
    .values({ cloudId, loginUser: login, failures: options.blocked === false ? 2 : 5, windowStartedAt: at, blockedAt: options.blocked === false ? null : at })
    .returning({ id: provisioningLogins.id });
  if (!row) throw new Error('no provisioning login inserted');
  return { id: row.id, login };
}

/** Waits for a background job's effect. */
export async function eventually<T>(read: () => Promise<T>, done: (value: T) => boolean, timeoutMs = 8000): Promise<T> {
  const until = Date.now() + timeoutMs;
  for (;;) {
    const value = await read();
    if (done(value) || Date.now() > until) return value;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** For the authorization table: a blocked login of the tenant, fresh per request. */
export const blockedLoginOf = async ({ t }: TableContext, cloudId: string) => (await insertBlockedLogin(t.database.db, cloudId)).id;

/** For the authorization table: an app device we serve in the tenant's demo domain, absent from the platform. */
export async function servedDevice({ t }: TableContext, cloudId: 'acme' | 'globex') {
  const domain = `${cloudId}.demo`;
  const deviceName = `1001${String.fromCharCode(97 + (sequence++ % 26))}${String.fromCharCode(97 + (Math.floor(sequence / 26) % 26))}m`;
  await insertAppDevice(t.database.db, { cloudId, domain, extension: '1001', deviceName });
  return { cloud_username: `1001@${domain}`, aor: `sip:${deviceName}@${domain}` };
}
