import { timingSafeEqual } from 'node:crypto';
import type { SecretBox } from '../../lib/secret-box.js';
import { hashToken } from '../../lib/secrets.js';
import type { AppDeviceRow, AppDevicesRepository } from './app-devices.repository.js';
import type { ClientConfigRepository } from './client-config.repository.js';
import type { OpenedStaticAccount } from './static-account-values.js';
import type { ProvisioningPlatform } from './platform-devices.js';
import type { LiveToken, ProvisioningRepository, ProvisioningTenant } from './provisioning.repository.js';

export type ProvisioningUser = { domain: string; extension: string; subscriberLogin: string };

/** What the app's cloud_password turned out to be (design: four kinds, told apart in this order). */
export type Credential =
  | { kind: 'device'; device: AppDeviceRow }
  | { kind: 'loggedOut' }
  | { kind: 'token'; token: LiveToken; user: ProvisioningUser }
  | { kind: 'static'; account: OpenedStaticAccount }
  | { kind: 'portal'; user: ProvisioningUser }
  | { kind: 'wrong' };

type Deps = { repo: ProvisioningRepository; devices: AppDevicesRepository; platform: ProvisioningPlatform; clientConfig: ClientConfigRepository; secrets: SecretBox };

/** Compares by digest so that the time taken says nothing about where the strings differ. */
const sameSecret = (a: string, b: string) => timingSafeEqual(Buffer.from(hashToken(a), 'hex'), Buffer.from(hashToken(b), 'hex'));

const sameLogin = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

/**
 * 1. the per-device password of an earlier answer (re-provisioning; a deleted device is logged out),
 * 2. a live QR token of the tenant issued to this login, 3. a static account's login and password
 * (document 4 §2.7; its login is never a platform login, the console refuses that), 4. the platform
 * portal password. Anything else is wrong; a used or expired token falls through to 4 and fails
 * there, so every wrong case takes the same path and about the same time.
 */
export async function identifyCredential(
  { repo, devices, platform, clientConfig, secrets }: Deps,
  tenant: ProvisioningTenant,
  username: string,
  password: string,
  /** The device lookup when the caller already made it (alongside the blocked-login check: one round trip less). */
  lookedUp?: { device: AppDeviceRow | undefined },
): Promise<Credential> {
  const hash = hashToken(password);
  const device = lookedUp ? lookedUp.device : await devices.findByPasswordHash(hash);
  if (device && device.cloudId === tenant.cloudId && sameLogin(device.subscriberLogin, username)) {
    return device.deletedAt ? { kind: 'loggedOut' } : { kind: 'device', device };
  }
  const token = await repo.findLiveToken(tenant.cloudId, hash);
  if (token && sameLogin(token.subscriberLogin, username)) {
    return { kind: 'token', token, user: { domain: token.domain, extension: token.extension, subscriberLogin: token.subscriberLogin } };
  }
  const account = await clientConfig.findStaticAccount(tenant.cloudId, username);
  if (account) {
    const cloudPassword = secrets.open(account.cloudPasswordSealed);
    if (!sameSecret(cloudPassword, password)) return { kind: 'wrong' };
    return { kind: 'static', account: { ...account, cloudPassword, accountPassword: secrets.open(account.accountPasswordSealed) } };
  }
  const signedIn = await platform.signIn(tenant.cloudId, username.trim(), password);
  if (!signedIn) return { kind: 'wrong' };
  // The tenant's API client may in principle sign in users of domains that are not the tenant's.
  if (!(await platform.domainNames(tenant.cloudId)).includes(signedIn.domain)) return { kind: 'wrong' };
  return { kind: 'portal', user: { domain: signedIn.domain, extension: signedIn.user, subscriberLogin: `${signedIn.user}@${signedIn.domain}` } };
}
