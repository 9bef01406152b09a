import { timingSafeEqual } from 'node:crypto';
import type { SecretBox } from '../../lib/secret-box.js';
import { hashToken } from '../../lib/secrets.js';
import type { ClientConfigRepository } from './client-config.repository.js';
import type { OpenedStaticAccount } from './static-account-values.js';
import type { ProvisioningPlatform } from './platform-devices.js';
import type { ProvisioningTenant } from './account-records.js';
import type { LiveToken, ProvisioningRepository } from './provisioning.repository.js';

export type ProvisioningUser = { domain: string; extension: string; subscriberLogin: string };

/**
 * What a password the app sent turned out to be, when it is not a device's own password (the
 * service looks for that first). `known` says whether the login exists (a platform user or a static
 * account): only those are counted and blocked (Blocked Subscribers); made-up logins are not.
 */
export type Credential =
  | { kind: 'token'; token: LiveToken; user: ProvisioningUser }
  | { kind: 'static'; account: OpenedStaticAccount }
  | { kind: 'portal'; user: ProvisioningUser }
  | { kind: 'wrong'; known: boolean };

type Deps = { repo: ProvisioningRepository; platform: ProvisioningPlatform; clientConfig: ClientConfigRepository; secrets: SecretBox };

/** Compares by digest so that the time taken says nothing about where the strings differ. */
const sameSecret = (a: string, b: string) => timingSafeEqual(Buffer.from(hashToken(a), 'hex'), Buffer.from(hashToken(b), 'hex'));

export const sameLogin = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

/**
 * After the device passwords: 1. a live QR token of the tenant issued to this login (a holder of one
 * is no stranger: it spends nothing of the anonymous share), 2. a static
 * account's login and password (document 4 §2.7; its login is never a platform login, the console
 * refuses that), 3. the platform portal password of a login the platform knows (its domain's user
 * list, read through the cache, says so: a made-up login never costs a platform request). Anything
 * else is wrong; a used or expired token falls through to 3 and fails there.
 */
export async function identifyCredential(
  { repo, platform, clientConfig, secrets }: Deps,
  tenant: ProvisioningTenant,
  username: string,
  password: string,
  passwordHash: string,
): Promise<Credential> {
  const token = await repo.findLiveToken(tenant.cloudId, passwordHash);
  if (token && sameLogin(token.subscriberLogin, username)) {
    return { kind: 'token', token, user: { domain: token.domain, extension: token.extension, subscriberLogin: token.subscriberLogin } };
  }
  // Past here the password is checked against a static account or the platform: the tenant's
  // anonymous share is spent for either, so that a spent share answers every login alike.
  await platform.takeAnonymousCheck(tenant.cloudId);
  const account = await clientConfig.findStaticAccount(tenant.cloudId, username);
  if (account) {
    const cloudPassword = secrets.open(account.cloudPasswordSealed);
    if (!sameSecret(cloudPassword, password)) return { kind: 'wrong', known: true };
    return { kind: 'static', account: { ...account, cloudPassword, accountPassword: secrets.open(account.accountPasswordSealed) } };
  }
  if (!(await platform.knowsLogin(tenant.cloudId, username))) return { kind: 'wrong', known: false };
  const signedIn = await platform.signIn(tenant.cloudId, username.trim(), password);
  if (!signedIn) return { kind: 'wrong', known: true };
  // The tenant's API client may in principle sign in users of domains that are not the tenant's.
  if (!(await platform.domainNames(tenant.cloudId)).includes(signedIn.domain)) return { kind: 'wrong', known: true };
  return { kind: 'portal', user: { domain: signedIn.domain, extension: signedIn.user, subscriberLogin: `${signedIn.user}@${signedIn.domain}` } };
}
