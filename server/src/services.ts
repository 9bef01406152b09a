import { MESSAGES } from '@mamt/contract';
import type { Logger } from './lib/logger.js';
import type { Config } from './config.js';
import type { Db } from './db/open-db.js';
import { createAuditService } from './features/audit/audit.service.js';
import { createAuthHandlers } from './features/auth/auth.handlers.js';
import { createAuthRepository } from './features/auth/auth.repository.js';
import { createAuthService } from './features/auth/auth.service.js';
import { defineResetMail } from './features/auth/reset-mail.js';
import { createProfileHandlers } from './features/profile/profile.handlers.js';
import { createProfileRepository } from './features/profile/profile.repository.js';
import { createProfileService } from './features/profile/profile.service.js';
import { createUsersHandlers } from './features/users/users.handlers.js';
import { createUsersService } from './features/users/users.service.js';
import { createWhiteLabelHandlers } from './features/white-label/white-label.handlers.js';
import { createWhiteLabelRepository } from './features/white-label/white-label.repository.js';
import { createWhiteLabelService } from './features/white-label/white-label.service.js';
import { createMailer } from './integrations/mail/mailer.js';
import { createMailQueue } from './integrations/mail/mail-queue.js';
import type { JobQueue } from './jobs/job-queue.js';
import { schedulePurgeExpired } from './jobs/purge-expired.js';
import { createThrottle } from './lib/login-throttle.js';
import { createDbFileStore } from './lib/file-store.js';
import type { Handlers } from './rpc/call-context.js';
import { createNetsapiensHandlers } from './features/netsapiens/netsapiens.handlers.js';
import { createNetsapiensRepository } from './features/netsapiens/netsapiens.repository.js';
import { createNetsapiensService } from './features/netsapiens/netsapiens.service.js';
import { createSubscribersHandlers } from './features/subscribers/subscribers.handlers.js';
import { createSubscribersService } from './features/subscribers/subscribers.service.js';
import { secretBoxFor } from './lib/secret-box.js';
import { createNetsapiensGateway } from './integrations/netsapiens/netsapiens-gateway.js';
import { createScopeResolver } from './rpc/resolve-scope.js';
import { createIdempotency } from './rpc/idempotency.js';
import { createRequestBudgets } from './integrations/netsapiens/request-budget.js';
import { createAppManagementHandlers } from './features/app-management/app-management.handlers.js';
import { createDomainSettingsHandlers } from './features/app-management/domain-settings.handlers.js';
import { gatewayDomainPlatform } from './features/app-management/domain-platform.js';
import { createDomainSettingsRepository } from './features/app-management/domain-settings.repository.js';
import { createDomainSettingsService } from './features/app-management/domain-settings.service.js';
import { createTemplatesRepository } from './features/app-management/templates.repository.js';
import { createTemplatesService } from './features/app-management/templates.service.js';
import { createProvisioning } from './features/provisioning/provisioning.module.js';
import { createQrMailHandlers } from './features/app-management/qr-mail.handlers.js';
import { defineQrMails } from './features/app-management/qr-mail-kind.js';
import { createQrMailRunsRepository } from './features/app-management/qr-mail-runs.repository.js';
import { createQrMailRunsService } from './features/app-management/qr-mail-runs.service.js';
import { defineQrNotice } from './features/app-management/qr-notice-kind.js';
import { createQrMailService } from './features/app-management/qr-mail.service.js';
import { createQrTokensRepository } from './features/app-management/qr-tokens.repository.js';
import { createBlockedHandlers } from './features/blocked-subscribers/blocked.handlers.js';
import { createBlockedRepository } from './features/blocked-subscribers/blocked.repository.js';
import { defineDeviceJobs } from './features/devices/device-jobs.js';
import { createDevicesHandlers } from './features/devices/devices.handlers.js';
import { createDevicesRepository } from './features/devices/devices.repository.js';
import { createDevicesService } from './features/devices/devices.service.js';
import { platformDevices } from './features/devices/platform-devices.js';
import { createStaticAccountsService } from './features/static-accounts/static-accounts.service.js';
import { createTableStore } from './resources/table-store.js';
import { resourceHandlers } from './resources/resource-handlers.js';
import { staticAccounts } from './db/schema.js';
import { releaseNoteResource, staticAccountResource } from '@mamt/contract';
import { createReleaseNotesService } from './features/release-notes/release-notes.service.js';
import { createClientProfilesHandlers } from './features/client-profiles/client-profiles.handlers.js';
import { createClientProfilesService } from './features/client-profiles/client-profiles.service.js';

/** Wires repositories, services, handlers and background jobs; services know nothing of HTTP. */
export function createServices(db: Db, config: Config, log: Logger, jobs: JobQueue) {
  const secrets = secretBoxFor(config);
  const mailer = createMailer({ db, log, secrets, smtpUrl: config.SMTP_URL, from: config.MAIL_FROM, allowInternalHosts: config.MAIL_ALLOW_INTERNAL_HOSTS, connections: config.MAIL_CONCURRENCY });
  const mails = createMailQueue({
    jobs,
    delivery: mailer,
    db,
    log,
    retry: { retryLimit: config.MAIL_RETRY_LIMIT, retryDelaySeconds: config.MAIL_RETRY_DELAY_SECONDS, backoff: true },
    smtp: Boolean(config.SMTP_URL),
    concurrency: config.MAIL_CONCURRENCY,
  });
  const throttle = createThrottle(db);
  const budgets = createRequestBudgets(db, config.NETSAPIENS_MAX_PER_MINUTE);
  const authRepo = createAuthRepository(db);
  const sendResetMail = defineResetMail(mails, { repo: authRepo, publicUrl: config.publicUrl });
  const auth = createAuthService({ repo: authRepo, config, sendResetMail, throttle });
  const idempotency = createIdempotency(db);
  const audit = createAuditService(db, log);
  const files = createDbFileStore(db);
  const profile = createProfileService({ repo: createProfileRepository(db), authRepo, auth, fileStore: files });
  const users = createUsersService({ db, authRepo, superTenant: config.SUPER_TENANT_CLOUD_ID });
  const whiteLabel = createWhiteLabelService({
    repo: createWhiteLabelRepository(db),
    secrets,
    fileStore: files,
    allowInternalMailHosts: config.MAIL_ALLOW_INTERNAL_HOSTS,
  });
  const subscribers = createSubscribersService({ db, superTenant: config.SUPER_TENANT_CLOUD_ID });
  const netsapiensRepo = createNetsapiensRepository(db);
  const netsapiens = createNetsapiensService({ db, repo: netsapiensRepo, secrets, timeoutMs: config.NETSAPIENS_TIMEOUT_MS });
  const gateway = createNetsapiensGateway({
    findConnection: async (cloudId) => (await netsapiensRepo.findByCloudId(cloudId))?.connection,
    secrets,
    shared: {
      budgetFor: budgets.forConnection,
      backoffFor: budgets.backoffFor,
      anonymousShareFor: (connectionId) => budgets.anonymousShareOf(connectionId, config.PROVISIONING_PLATFORM_SHARE_PERCENT),
    },
    anonymousSharePercent: config.PROVISIONING_PLATFORM_SHARE_PERCENT,
    options: {
      timeoutMs: config.NETSAPIENS_TIMEOUT_MS,
      cacheTtlMs: config.NETSAPIENS_CACHE_SECONDS * 1000,
      maxPerMinute: config.NETSAPIENS_MAX_PER_MINUTE,
    },
  });

  const domainSettings = createDomainSettingsService({ repo: createDomainSettingsRepository(db), platform: gatewayDomainPlatform(gateway), log });

  const templatesRepo = createTemplatesRepository(db);
  const devicesRepo = createDevicesRepository(db);
  const devicePlatform = platformDevices(gateway);
  const deviceJobs = defineDeviceJobs({ jobs, repo: devicesRepo, platform: devicePlatform, log });
  const blockedRepo = createBlockedRepository(db);
  const staticAccountsService = createStaticAccountsService({
    store: createTableStore(db, staticAccounts, { tenant: 'cloudId' }),
    secrets,
    // A tenant without a platform connection has no platform logins to protect.
    platformDomains: async (cloudId) => ((await netsapiensRepo.findByCloudId(cloudId)) ? gateway.domainNames(cloudId) : []),
  });
  const clientProfiles = createClientProfilesService(db, gateway);
  const resolveScope = createScopeResolver({
    recordOwners: {
      consoleUser: { ownerOf: users.ownerOf, notFound: MESSAGES.userNotFound },
      emailTemplate: { ownerOf: templatesRepo.ownerOf, notFound: MESSAGES.templateNotFound },
      blockedLogin: { ownerOf: blockedRepo.ownerOf, notFound: MESSAGES.blockedLoginNotFound },
      staticAccount: { ownerOf: staticAccountsService.ownerOf, notFound: MESSAGES.staticAccountNotFound },
      clientProfile: { ownerOf: clientProfiles.ownerOf, notFound: MESSAGES.clientProfileNotFound },
    },
    tenantDomains: gateway.domainNames,
    connectedTenants: netsapiensRepo.connectedCloudIds,
  });

  const provisioning = createProvisioning({ db, config, gateway, secrets, log, jobs, throttle });
  const qrTokensRepo = createQrTokensRepository(db);
  const qrRunsRepo = createQrMailRunsRepository(db);
  schedulePurgeExpired({
    jobs,
    authRepo,
    throttle,
    budgets,
    idempotency,
    log,
    everySeconds: config.PURGE_INTERVAL_SECONDS,
    sessionIdleMinutes: config.SESSION_IDLE_MINUTES,
    qrMailRuns: { purge: qrRunsRepo.purge, keepDays: config.QR_MAIL_KEEP_DAYS },
  });
  const qrRuns = createQrMailRunsService({
    runs: qrRunsRepo,
    gateway,
    sendQrMails: defineQrMails(mails, { repo: qrTokensRepo, runs: qrRunsRepo, publicUrl: config.publicUrl }),
    sendNotice: defineQrNotice(mails),
    log,
    tokenDays: config.PROVISIONING_TOKEN_DAYS,
    mailServer: Boolean(config.SMTP_URL),
  });

  const handlers: Handlers = {
    ...createAuthHandlers(auth),
    ...createProfileHandlers(profile),
    ...createUsersHandlers(users),
    ...createWhiteLabelHandlers(whiteLabel),
    ...createSubscribersHandlers(subscribers),
    ...createNetsapiensHandlers(netsapiens, gateway),
    ...createDomainSettingsHandlers(domainSettings, whiteLabel),
    ...createAppManagementHandlers(db, gateway, createTemplatesService(templatesRepo)),
    ...provisioning.handlers,
    ...createQrMailHandlers(createQrMailService({ repo: qrTokensRepo, gateway, runs: qrRuns }), qrRuns),
    ...createDevicesHandlers(createDevicesService(devicesRepo, devicePlatform), deviceJobs, gateway),
    ...createBlockedHandlers(blockedRepo),
    ...resourceHandlers(staticAccountResource, staticAccountsService),
    ...resourceHandlers(releaseNoteResource, createReleaseNotesService(db)),
    ...createClientProfilesHandlers(clientProfiles),
  };
  return { auth, audit, handlers, secrets, gateway, resolveScope, idempotency, files, mailer };
}
