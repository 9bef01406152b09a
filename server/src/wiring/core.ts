import type { Config } from '../config.js';
import { listenForNotices, type NoticeListener } from '../db/notices.js';
import type { Database } from '../db/open-db.js';
import { SESSION_CHANGES_CHANNEL, parseSessionChange } from '../db/session-changes.js';
import { createAuditService } from '../features/audit/audit.service.js';
import { createAuthRepository } from '../auth/auth.repository.js';
import { createAuthService } from '../auth/auth.service.js';
import { defineResetMail } from '../auth/reset-mail.js';
import { createSessionCache, type SessionCache } from '../auth/session-cache.js';
import { createPlatformConnectionsRepository } from '../features/platform-connections/platform-connections.repository.js';
import { createMailer } from '../integrations/mail/mailer.js';
import { createMailQueue } from '../integrations/mail/mail-queue.js';
import { createNetsapiensGateway } from '../integrations/netsapiens/netsapiens-gateway.js';
import { createRequestBudgets } from '../integrations/netsapiens/request-budget.js';
import type { JobQueue } from '../jobs/job-queue.js';
import { createDbFileStore } from '../lib/file-store.js';
import type { Logger } from '../lib/logger.js';
import { createThrottle } from '../lib/login-throttle.js';
import { createMetrics } from '../lib/metrics.js';
import { secretBoxFor } from '../lib/secret-box.js';
import { createIdempotency } from '../rpc/idempotency.js';

/**
 * The sessions of signed-in calls kept in memory, and the database's announcements of their changes
 * that keep them right; SESSION_CACHE_SECONDS=0 keeps none and listens to nothing.
 */
function sessionsOf(database: Database, config: Config, log: Logger): { cache: SessionCache; changes: NoticeListener } {
  const cache = createSessionCache({ ttlMs: config.SESSION_CACHE_SECONDS * 1000, idleMs: config.SESSION_IDLE_MINUTES * 60_000 });
  const changes =
    config.SESSION_CACHE_SECONDS > 0
      ? listenForNotices(database, SESSION_CHANGES_CHANNEL, { notice: (payload) => cache.forget(parseSessionChange(payload)), live: cache.setLive }, log)
      : { start: async () => {}, caughtUp: async () => {}, stop: async () => {} };
  return { cache, changes };
}

/**
 * What every area is wired with: the database, configuration and jobs, and the services more than
 * one area (or the rpc layer) needs once per process: sessions, mail, the telephony platform's
 * gateway with its request budgets, uploads, idempotency and the audit trail.
 */
export function createCore(database: Database, config: Config, log: Logger, jobs: JobQueue) {
  const { db } = database;
  const secrets = secretBoxFor(config);
  const mailer = createMailer({ db, log, secrets, smtpUrl: config.SMTP_URL, from: config.MAIL_FROM, allowInternalHosts: config.MAIL_ALLOW_INTERNAL_HOSTS, connections: config.MAIL_CONCURRENCY });
  const mails = createMailQueue({
    jobs,
    delivery: mailer,
    db,
    log,
    retry: { retryLimit: config.MAIL_RETRY_LIMIT, retryDelaySeconds: config.MAIL_RETRY_DELAY_SECONDS, backoff: true },
    smtp: Boolean(config.SMTP_URL),
    // Mails to one person each (resets, notices): QR e-mails leave through their own senders (qr-mail-sender.ts).
    concurrency: config.MAIL_CONCURRENCY,
  });
  const throttle = createThrottle(db);
  const budgets = createRequestBudgets(db, config.NETSAPIENS_MAX_PER_MINUTE);
  const authRepo = createAuthRepository(db);
  const sendResetMail = defineResetMail(mails, { repo: authRepo, publicUrl: config.publicUrl });
  const sessions = sessionsOf(database, config, log);
  const auth = createAuthService({ repo: authRepo, config, sendResetMail, throttle, sessions: sessions.cache, log });
  /** Each tenant's platform connection, which the gateway signs in with. */
  const connectionsRepo = createPlatformConnectionsRepository(db);
  const metrics = createMetrics();
  const sharePercents = { anonymous: config.PROVISIONING_PLATFORM_SHARE_PERCENT, fleet: config.FLEET_PLATFORM_SHARE_PERCENT };
  const gateway = createNetsapiensGateway({
    findConnection: async (cloudId) => (await connectionsRepo.findByCloudId(cloudId))?.connection,
    secrets,
    shared: {
      budgetFor: budgets.forConnection,
      backoffFor: budgets.backoffFor,
      shareFor: (connectionId, share) => budgets.shareOf(connectionId, share, sharePercents[share]),
    },
    sharePercents,
    observe: (cloudId, outcome) => (outcome === 'sent' ? metrics.platformRequests : metrics.budgetRefusals).inc({ tenant: cloudId }),
    options: {
      timeoutMs: config.NETSAPIENS_TIMEOUT_MS,
      cacheTtlMs: config.NETSAPIENS_CACHE_SECONDS * 1000,
      maxPerMinute: config.NETSAPIENS_MAX_PER_MINUTE,
    },
  });
  return {
    db,
    config,
    log,
    jobs,
    secrets,
    mailer,
    mails,
    throttle,
    budgets,
    authRepo,
    auth,
    sessionChanges: sessions.changes,
    connectionsRepo,
    gateway,
    metrics,
    idempotency: createIdempotency(db),
    audit: createAuditService(db, log),
    files: createDbFileStore(db),
  };
}

export type Core = ReturnType<typeof createCore>;
