import { randomBytes } from 'node:crypto';
import { buildDemoSeed, type Seed } from '@mamt/netsapiens-simulator';
import type { Db } from '../../src/db/open-db.js';
import { appDevices, domainSettings } from '../../src/db/schema.js';
import type { SecretBox } from '../../src/lib/secret-box.js';
import { hashToken } from '../../src/lib/secrets.js';

/** One provisioned app installation as the app holds it: its login and per-device cloud password. */
export type StormDevice = { extension: string; login: string; deviceName: string; platform: string; cloudPassword: string; sipPassword: string };

/** What the app posts to re-provision: its login and its own cloud password (the app portal's form). */
export const reprovisionForm = (cloudId: string, device: StormDevice) => new URLSearchParams({ cloud_id: cloudId, cloud_username: device.login, cloud_password: device.cloudPassword });

/** Five installations per user, named by document 4 §6: the first free of 1001m, 1001am, ... per platform letter. */
const INSTALLATIONS = [
  { suffix: 'm', platform: 'android' },
  { suffix: 'i', platform: 'ios' },
  { suffix: 'd', platform: 'desktop' },
  { suffix: 'e', platform: 'other' },
  { suffix: 'am', platform: 'android' },
];

/** `count` devices spread over the domain's users 1001, 1002, ... (five each). */
export function buildStormDevices(domain: string, count: number): StormDevice[] {
  return Array.from({ length: count }, (_, i) => {
    const extension = String(1001 + Math.floor(i / INSTALLATIONS.length));
    const { suffix, platform } = INSTALLATIONS[i % INSTALLATIONS.length] as (typeof INSTALLATIONS)[number];
    return {
      extension,
      login: `${extension}@${domain}`,
      deviceName: `${extension}${suffix}`,
      platform,
      cloudPassword: randomBytes(32).toString('base64url'),
      sipPassword: randomBytes(12).toString('base64url'),
    };
  });
}

/**
 * Stores the devices as the provisioning service would have after their first provisioning
 * (hashed cloud password, sealed SIP password), and turns the domain's provisioning on so that
 * every one of them may re-provision.
 */
export async function insertStormDevices(db: Db, secrets: SecretBox, cloudId: string, domain: string, devices: StormDevice[]): Promise<void> {
  await db
    .insert(domainSettings)
    .values({ cloudId, domain, provisioning: true })
    .onConflictDoUpdate({ target: [domainSettings.cloudId, domainSettings.domain], set: { provisioning: true } });
  const now = new Date();
  const rows = devices.map((device) => ({
    cloudId,
    domain,
    extension: device.extension,
    subscriberLogin: device.login,
    deviceName: device.deviceName,
    installId: `bench-${device.deviceName}`,
    platform: device.platform,
    appVersion: '4.2.1',
    cloudPasswordHash: hashToken(device.cloudPassword),
    sipPasswordSealed: secrets.seal(device.sipPassword),
    lastProvisionedAt: now,
  }));
  for (let start = 0; start < rows.length; start += 1000) await db.insert(appDevices).values(rows.slice(start, start + 1000));
}

/** The demo platform (with `domainUsers` users where given) with the domain's app devices replaced by these, SIP passwords included. */
export function simulatorSeedWith(domain: string, devices: StormDevice[], domainUsers: Record<string, number> = {}): Seed {
  const seed = buildDemoSeed({ domainUsers });
  const isAppDevice = (row: Record<string, string>) => row.subscriber_domain === domain && /\d[a-z]*[mide]$/.test(row.aor_user ?? '');
  seed.device = seed.device.filter((row) => !isAppDevice(row));
  for (const device of devices) {
    seed.device.push({
      aor: `sip:${device.deviceName}@${domain}`, aor_user: device.deviceName, subscriber_name: device.extension, subscriber_domain: domain,
      sub_login: device.login, sub_fullname: '', user_agent: 'MAMT app', contact: '', received_from: '', registration_time: '', expires: '0',
      registration_expires_time: '', authentication_key: device.sipPassword, transport: 'tls', mac: '', model: 'MAMT app', mode: 'registration', server: 'core1',
    });
  }
  return seed;
}
