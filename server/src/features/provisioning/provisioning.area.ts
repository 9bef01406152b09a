import { PASSWORD_CHECKS_PER_LOGIN_PER_MINUTE } from '@mamt/contract';
import type { ServerArea } from '../../wiring/server-area.js';
import { createAccountBuilder } from './account-builder.js';
import { createAccountPreview } from './account-preview.js';
import { createAppDevicesRepository } from './app-devices.repository.js';
import { createClientConfigRepository } from './client-config.repository.js';
import { createDeviceCleanup } from './device-cleanup.js';
import { gatewayProvisioningPlatform } from './platform-devices.js';
import { createProvisioningHandlers } from './provisioning.handlers.js';
import { createProvisioningLoginsRepository } from './provisioning-logins.repository.js';
import { createProvisioningRepository } from './provisioning.repository.js';
import { createProvisioningService } from './provisioning.service.js';
import { createPasswordGuard } from './password-guard.js';
import { createProvisionedMarks } from './provisioned-marks.js';
import { createRefusalCounts } from './refusal-counts.js';

/** The app's provisioning: its repositories, the platform gateway, the job queue and the password guard. */
export const provisioningArea: ServerArea = ({ db, config, gateway, secrets, log, jobs, throttle }) => {
  const repo = createProvisioningRepository(db);
  const devices = createAppDevicesRepository(db);
  const platform = gatewayProvisioningPlatform(gateway, createDeviceCleanup({ gateway, jobs, log }));
  const clientConfig = createClientConfigRepository(db);
  const server = { publicUrl: config.publicUrl, intervalSeconds: config.PROVISIONING_INTERVAL_SECONDS };
  const build = createAccountBuilder({ repo, clientConfig, platform, server });
  const marks = createProvisionedMarks(db, log);
  const refusals = createRefusalCounts(db, log);
  const service = createProvisioningService({
    repo,
    devices,
    logins: createProvisioningLoginsRepository(db),
    platform,
    secrets,
    log,
    policy: { maxFailures: config.PROVISIONING_MAX_FAILURES, windowMinutes: config.PROVISIONING_FAILURE_WINDOW_MINUTES },
    build,
    staticAccounts: { repo: clientConfig, server },
    guard: createPasswordGuard(throttle, {
      maxFailuresPerAddress: config.PROVISIONING_MAX_FAILURES_PER_ADDRESS,
      maxFailuresPerLogin: config.PROVISIONING_MAX_FAILURES,
      windowMinutes: config.PROVISIONING_FAILURE_WINDOW_MINUTES,
      perLoginPerMinute: Math.ceil(PASSWORD_CHECKS_PER_LOGIN_PER_MINUTE * config.PER_USER_LIMIT_FACTOR),
      refusalMs: config.PROVISIONING_REFUSAL_MS,
    }),
    marks,
    refusals,
  });
  const preview = createAccountPreview({ repo, devices, build });
  return { handlers: createProvisioningHandlers({ service, preview, gateway }), stop: async () => void (await Promise.all([marks.settled(), refusals.settled()])) };
};
