import { z } from 'zod';
import { userTypes } from '../access.js';
import { ZMessageFields, ZTenantFields, text } from '../common/fields.js';
import { defineCall } from '../define-call.js';
import { MESSAGE_TEXTS } from '../messages/catalog.js';
import { scope } from '../scope.js';
import { domainWrite } from '../tenant-calls.js';

/** The spec's message, and the run whose progress getDeviceWorkRuns tells (ours: the spec answers the message alone). */
const ZQueuedWork = z.object({ ...ZMessageFields, run_id: z.number().int() });

/** Only admins see and may use Re-Provision, Reprovisioning and Device Sync (document 2 §6). */
const admins = userTypes('admin');

/**
 * A user (`extension` with `domain`, or the login `1001@acme.demo` as extension), a domain, or with
 * neither the whole tenant named by `cloud_id` (the caller's own when absent).
 */
const ZReprovisionTarget = z
  .object({ ...ZTenantFields, domain: text(255).optional(), extension: text(255).optional() })
  .transform((input, ctx) => {
    const [extension = '', loginDomain = ''] = (input.extension ?? '').split('@');
    const domain = input.domain || loginDomain;
    if (extension && !domain) {
      ctx.addIssue({ code: 'custom', path: ['domain'], message: MESSAGE_TEXTS.reprovisionFailed, input: input.domain });
      return z.NEVER;
    }
    return { cloud_id: input.cloud_id, domain: domain || undefined, extension: extension || undefined };
  });

export const reprovisionByForce = defineCall({
  name: 'reprovisionByForce',
  summary:
    'Marks the live app devices of a user, a domain or the whole tenant to be refreshed now and asks the platform to resync them, ' +
    'as a background job in pieces of at most a hundred devices; answers at once with the run that getDeviceWorkRuns follows.',
  access: admins,
  scope: [scope.cloud('cloud_id'), scope.domain('domain', { optional: true })],
  effect: 'write',
  input: ZReprovisionTarget,
  output: ZQueuedWork,
});

export const DomainLevelDeviceSync = domainWrite(admins, {
  name: 'DomainLevelDeviceSync',
  summary:
    'Asks the platform to resync every app device of the domain (check-sync), as a background job in pieces of at most a hundred ' +
    'devices; answers at once with the run that getDeviceWorkRuns follows.',
  input: z.object({ ...ZTenantFields, domain: text(255, { error: MESSAGE_TEXTS.devicesSyncFailed }).min(1, { error: MESSAGE_TEXTS.devicesSyncFailed }) }),
  output: ZQueuedWork,
});
