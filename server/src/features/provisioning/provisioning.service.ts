import { randomBytes } from 'node:crypto';
import { DEVICE_LIMIT_MAX, MESSAGES, formatMessage, type CallParsedInput, type Calls } from '@mamt/contract';
import { AppError } from '../../lib/app-error.js';
import { isUniqueViolation } from '../../lib/db-errors.js';
import type { Logger } from '../../lib/logger.js';
import type { SecretBox } from '../../lib/secret-box.js';
import { hashToken } from '../../lib/secrets.js';
import type { AccountBuilder } from './account-builder.js';
import type { AccountRecords, ProvisioningTenant, ServerValues } from './account-records.js';
import { accountXml, loggedOutXml } from './account-xml.js';
import type { AppDeviceRow, AppDevicesRepository, Served } from './app-devices.repository.js';
import { identifyCredential, sameLogin, type ProvisioningUser } from './credentials.js';
import { firstFreeDeviceName, platformOf } from './device-names.js';
import { platformDown, type ProvisioningPlatform } from './platform-devices.js';
import type { FailurePolicy, ProvisioningLoginsRepository } from './provisioning-logins.repository.js';
import type { PasswordGuard } from './password-guard.js';
import type { ProvisionedMarks } from './provisioned-marks.js';
import type { RefusalCounts } from './refusal-counts.js';
import type { DeviceAccount, ProvisioningRepository } from './provisioning.repository.js';
import type { ClientConfigRepository } from './client-config.repository.js';
import { staticAccountValues } from './static-account-values.js';

type Request = CallParsedInput<Calls['provisioningAccount']>;
/** Who asked: the client address the password checks are counted by. */
type Caller = { clientAddress: string };
export type XmlAnswer = { status: number; xml: string };

type Deps = {
  repo: ProvisioningRepository;
  devices: AppDevicesRepository;
  logins: ProvisioningLoginsRepository;
  platform: ProvisioningPlatform;
  secrets: SecretBox;
  log: Logger;
  policy: FailurePolicy;
  build: AccountBuilder;
  staticAccounts: { repo: ClientConfigRepository; server: ServerValues };
  guard: PasswordGuard;
  marks: ProvisionedMarks;
  refusals: RefusalCounts;
};

/** One new installation per user at a time in this process; the token spend guards across processes. */
function createKeyedLock() {
  const tails = new Map<string, Promise<unknown>>();
  return async <T>(key: string, work: () => Promise<T>): Promise<T> => {
    const previous = tails.get(key) ?? Promise.resolve();
    const run = previous.catch(() => undefined).then(work);
    tails.set(key, run);
    try {
      return await run;
    } finally {
      if (tails.get(key) === run) tails.delete(key);
    }
  };
}

/** The rules of document 4 §3, in order; each failure is one message and nothing is half-created. */
export function createProvisioningService(deps: Deps) {
  const { repo, devices, logins, platform, secrets, log, policy, build, staticAccounts, guard, marks, refusals } = deps;
  const oneAtATime = createKeyedLock();

  /** A known tenant's refusal counts for the Fleet's chart (without waiting for the count to be written). */
  async function counted<T>(cloudId: string, work: () => Promise<T>): Promise<T> {
    try {
      return await work();
    } catch (error) {
      void refusals.count(cloudId, error);
      throw error;
    }
  }

  /**
   * Rule 4 for a password check, with the records the answer is built from, read together with the
   * user's per-user check (a refused user's reads are wasted, which is rare). A re-provision reads
   * both with its device (`repo.deviceAccount`).
   */
  async function allowedWithRecords(tenant: ProvisioningTenant, user: ProvisioningUser) {
    const [records, extensionChecked] = await Promise.all([
      build.gather(tenant, user),
      tenant.allowAllUsers ? Promise.resolve(true) : repo.extensionAllowed({ cloudId: tenant.cloudId, domain: user.domain, extension: user.extension }),
    ]);
    return { allowed: tenant.allowAllUsers || Boolean(records.settings?.provisioning) || extensionChecked, records };
  }

  /** The Account XML of a device as it is now. */
  async function account(tenant: ProvisioningTenant, device: AppDeviceRow, cloudPassword: string, records: AccountRecords): Promise<{ xml: string; served: Served }> {
    const sipPassword = secrets.open(device.sipPasswordSealed);
    const { subscriberLogin, domain, extension } = device;
    const { values, served } = await build.build(tenant, { name: device.deviceName, sipPassword, cloudPassword, subscriberLogin, domain, extension }, records);
    return { xml: accountXml(values), served };
  }

  // The platform as stored (android, ios, desktop, other), as a new installation's row has it.
  const about = (request: Request) => ({ platform: request.platform === undefined ? undefined : platformOf(request.platform), appVersion: request.version, installId: request.installid });

  /** Rule 5 and the device's creation: the platform first, then our row, or nothing at all. */
  async function install(tenant: ProvisioningTenant, user: ProvisioningUser, request: Request, tokenId: number | undefined): Promise<(AppDeviceRow & { cloudPasswordPlain: string }) | undefined> {
    const key = { cloudId: tenant.cloudId, domain: user.domain, extension: user.extension };
    return oneAtATime(`${key.cloudId}\u0000${key.domain}\u0000${key.extension}`, async () => {
      const cloudPassword = randomBytes(32).toString('base64url');
      const live = await devices.liveOfUser(key);
      const served = { servedTenantVersion: tenant.configVersion, servedDomainVersion: 0, ...about(request) };
      // The same installation scanning a new QR code keeps its device: it is not a new one.
      const same = request.installid ? live.find((device) => device.installId === request.installid) : undefined;
      if (same) {
        const row = await devices.reissue(same.id, hashToken(cloudPassword), tokenId, served);
        return row && { ...row, cloudPasswordPlain: cloudPassword };
      }
      const settings = await repo.domainSettings(key.cloudId, key.domain);
      const limit = settings?.deviceLimit ?? (await platform.maxDevice(key.cloudId, key.domain)) ?? DEVICE_LIMIT_MAX;
      if (live.length >= limit) throw new AppError('CONFLICT', formatMessage(MESSAGES.provisioningDeviceLimit, { limit }));

      const appPlatform = platformOf(request.platform);
      const taken = new Set([...(await platform.deviceNames(key.cloudId, key.domain, key.extension)), ...live.map((device) => device.deviceName)].map((name) => name.toLowerCase()));
      const name = firstFreeDeviceName(key.extension, appPlatform, taken);
      if (!name) throw new AppError('CONFLICT', formatMessage(MESSAGES.provisioningDeviceLimit, { limit }));
      const sipPassword = await platform.createDevice(key.cloudId, key.domain, key.extension, name);
      const undo = () => platform.discardDevice(key.cloudId, key.domain, name);
      let row: AppDeviceRow | undefined;
      try {
        row = await devices.create(
          {
            ...key,
            subscriberLogin: user.subscriberLogin,
            deviceName: name,
            platform: appPlatform,
            appVersion: request.version,
            installId: request.installid,
            cloudPasswordHash: hashToken(cloudPassword),
            sipPasswordSealed: secrets.seal(sipPassword),
            servedTenantVersion: tenant.configVersion,
            servedDomainVersion: settings?.configVersion ?? 0,
          },
          tokenId,
        );
      } catch (error) {
        // Another server process gave the same name to a device of this user meanwhile: the platform
        // device is that one's, so it stays; the app tries again and gets the next free name.
        if (isUniqueViolation(error, 'app_devices_live_device_idx')) throw platformDown();
        await undo();
        throw error;
      }
      if (!row) await undo();
      else log.info({ ...key, device: name, platform: appPlatform }, 'provisioning: app device created');
      return row && { ...row, cloudPasswordPlain: cloudPassword };
    });
  }

  /**
   * Rule 3's first kind, looked for before anything else: a device re-provisioning with its own
   * 256-bit password. It cannot be guessed, so neither a block of its login nor a stranger's
   * attempts hold it back, and it costs one read (and a batched write it does not wait for).
   */
  async function reprovision({ device, tenant, records, extensionAllowed }: DeviceAccount, request: Request): Promise<XmlAnswer> {
    // Rule 1
    if (!tenant.active) throw new AppError('FORBIDDEN', MESSAGES.provisioningUnknownCloud);
    if (device.deletedAt) return { status: 200, xml: loggedOutXml(request.cloud_username) };
    // Rule 4
    if (!(tenant.allowAllUsers || records.settings?.provisioning || extensionAllowed)) throw new AppError('FORBIDDEN', MESSAGES.provisioningNotAllowed);
    const { xml, served } = await account(tenant, device, request.cloud_password, records);
    // Bookkeeping, written a batch later: a storm of apps waits only for its reads. A failed write is
    // logged (provisioned-marks.ts), and the app's next re-provision marks the device again.
    void marks.mark(device.id, { ...served, ...about(request) });
    return { status: 200, xml };
  }

  /** Rules 1-6 for a QR token, a static account's password or a portal password. */
  async function passwordCheck(request: Request, passwordHash: string, { clientAddress }: Caller): Promise<XmlAnswer> {
    // Rule 1
    const tenant = await repo.findTenant(request.cloud_id);
    if (!tenant?.active) throw new AppError('FORBIDDEN', MESSAGES.provisioningUnknownCloud);
    return counted(tenant.cloudId, () => checkPassword(tenant, request, passwordHash, { clientAddress }));
  }

  /** Rules 2-6 for a known, active tenant. */
  async function checkPassword(tenant: ProvisioningTenant, request: Request, passwordHash: string, { clientAddress }: Caller): Promise<XmlAnswer> {
    const loginKey = { cloudId: tenant.cloudId, loginUser: request.cloud_username.trim().toLowerCase() };
    // One unambiguous text for the counters (the database refuses a NUL in text).
    const loginName = JSON.stringify([loginKey.cloudId, loginKey.loginUser]);
    await guard.admit(clientAddress, loginName);
    // Rule 2 (a login nobody has is answered as blocked after as many refusals as a real one)
    const [login, unknownBlocked] = await Promise.all([logins.find(loginKey), guard.unknownLoginBlocked(loginName)]);
    if (login?.blockedAt || unknownBlocked) throw new AppError('LOCKED', MESSAGES.provisioningBlocked);
    // Rule 3
    const startedAt = Date.now();
    const refuse = async (known: boolean) => {
      // Only logins that exist are counted in Blocked Subscribers; every refusal counts for the address.
      const [blocked] = await Promise.all([known ? logins.recordFailure(loginKey, policy).then((counted) => counted.blocked) : guard.refusedUnknownLogin(loginName), guard.refused(clientAddress)]);
      await guard.pace(startedAt);
      // The attempt that blocks the login already says so.
      return blocked ? new AppError('LOCKED', MESSAGES.provisioningBlocked) : new AppError('FORBIDDEN', MESSAGES.provisioningWrongCredentials);
    };
    const credential = await identifyCredential({ repo, platform, clientConfig: staticAccounts.repo, secrets }, tenant, request.cloud_username, request.cloud_password, passwordHash).catch(async (error: unknown) => {
      // A spent anonymous share says so after the time a refusal takes, and counts for the address.
      if (error instanceof AppError && error.detail === MESSAGES.provisioningBusy) await Promise.all([guard.refused(clientAddress), guard.pace(startedAt)]);
      throw error;
    });
    if (credential.kind === 'wrong') throw await refuse(credential.known);
    // A static account is provisioned as stored: the super tenant who added it allowed it, and it
    // has no platform device to count or create (document 4 §2.7).
    if (credential.kind === 'static') {
      if (login) await logins.clearFailures(loginKey);
      return { status: 200, xml: accountXml(staticAccountValues(tenant, credential.account, staticAccounts.server)) };
    }
    // Rule 4
    const { allowed, records } = await allowedWithRecords(tenant, credential.user);
    if (!allowed) throw new AppError('FORBIDDEN', MESSAGES.provisioningNotAllowed);
    // Rules 5 and 6
    const created = await install(tenant, credential.user, request, credential.kind === 'token' ? credential.token.id : undefined);
    // Spent by a concurrent request between our check and our spend: the same as a used token.
    if (!created) throw await refuse(true);
    const { xml, served } = await account(tenant, created, created.cloudPasswordPlain, records);
    // What was served, as a re-provision records it (an installation scanning a new QR code keeps its row).
    await marks.mark(created.id, { ...served, ...about(request) });
    if (login) await logins.clearFailures(loginKey);
    return { status: 200, xml };
  }

  return {
    async provision(request: Request, caller: Caller): Promise<XmlAnswer> {
      const passwordHash = hashToken(request.cloud_password);
      const found = await repo.deviceAccount(passwordHash);
      if (found && found.tenant.cloudId.toLowerCase() === request.cloud_id.toLowerCase() && sameLogin(found.device.subscriberLogin, request.cloud_username)) {
        return counted(found.tenant.cloudId, () => reprovision(found, request));
      }
      return passwordCheck(request, passwordHash, caller);
    },
  };
}

export type ProvisioningService = ReturnType<typeof createProvisioningService>;
