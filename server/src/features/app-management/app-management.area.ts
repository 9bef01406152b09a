import { MESSAGES } from '@mamt/contract';
import { DAY_MS, before } from '../../lib/durations.js';
import type { ServerArea } from '../../wiring/server-area.js';
import { whiteLabelServiceOf } from '../white-label/white-label.area.js';
import { createAppManagementHandlers } from './app-management.handlers.js';
import { gatewayDomainPlatform } from './domain-platform.js';
import { createDomainSettingsHandlers } from './domain-settings.handlers.js';
import { createDomainSettingsRepository } from '../../app-settings/domain-settings.repository.js';
import { createDomainSettingsService } from './domain-settings.service.js';
import { defineLegacyQrMailJobs } from './qr-mail-legacy-jobs.js';
import { createQrMailQueueRepository } from './qr-mail-queue.repository.js';
import { createQrMailSender } from './qr-mail-sender.js';
import { createQrMailHandlers } from './qr-mail.handlers.js';
import { createQrMailRunsRepository } from './qr-mail-runs.repository.js';
import { createQrMailRunsService } from './qr-mail-runs.service.js';
import { createQrMailService } from './qr-mail.service.js';
import { createQrTokensRepository } from './qr-tokens.repository.js';
import { defineQrNotice } from './qr-notice-kind.js';
import { createTemplatesRepository } from './templates.repository.js';
import { createTemplatesService } from './templates.service.js';

/** App Management: domain settings, per-user provisioning, e-mail templates and QR e-mails (document 2). */
export const appManagementArea: ServerArea = (core) => {
  const { db, gateway, log, mails, mailer, jobs, config } = core;
  const domainSettings = createDomainSettingsService({ repo: createDomainSettingsRepository(db), platform: gatewayDomainPlatform(gateway), log });
  const templatesRepo = createTemplatesRepository(db);
  const qrTokensRepo = createQrTokensRepository(db);
  const qrRunsRepo = createQrMailRunsRepository(db);
  const notice = defineQrNotice(mails);
  const sender = createQrMailSender({
    queue: createQrMailQueueRepository(db),
    tokens: qrTokensRepo,
    mailer,
    db,
    log,
    smtp: Boolean(config.SMTP_URL),
    publicUrl: config.publicUrl,
    retry: { retryLimit: config.MAIL_RETRY_LIMIT, retryDelaySeconds: config.MAIL_RETRY_DELAY_SECONDS, backoff: true },
    connections: config.MAIL_CONCURRENCY,
    leaseSeconds: config.QR_MAIL_LEASE_SECONDS,
    counted: (status) => core.metrics.qrMails.inc({ status }),
  });
  jobs.attach(sender);
  defineLegacyQrMailJobs(jobs, mails);
  const qrRuns = createQrMailRunsService({
    runs: qrRunsRepo,
    gateway,
    mail: { notice, server: Boolean(config.SMTP_URL), wake: sender.wake },
    log,
    tokenDays: config.PROVISIONING_TOKEN_DAYS,
  });
  return {
    handlers: {
      ...createDomainSettingsHandlers(domainSettings, whiteLabelServiceOf(core)),
      ...createAppManagementHandlers(db, gateway, createTemplatesService(templatesRepo)),
      ...createQrMailHandlers(createQrMailService({ repo: qrTokensRepo, gateway, runs: qrRuns }), qrRuns),
    },
    recordOwners: { emailTemplate: { ownerOf: templatesRepo.ownerOf, notFound: MESSAGES.templateNotFound } },
    // Sends of QR e-mails go with the status of each mail once they are older than QR_MAIL_KEEP_DAYS.
    purges: { qrMailSends: (now) => qrRunsRepo.purge(before(now, config.QR_MAIL_KEEP_DAYS * DAY_MS)) },
  };
};
