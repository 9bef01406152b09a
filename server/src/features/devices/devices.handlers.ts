import { MESSAGES, messageAnswer, type Message } from '@mamt/contract';
import type { NetsapiensGateway } from '../../integrations/netsapiens/netsapiens-gateway.js';
import { AppError } from '../../lib/app-error.js';
import { singleTenant } from '../../lib/tenant-scope.js';
import type { CallContext, Handlers } from '../../rpc/call-context.js';
import { requireSession, tenantOf } from '../../rpc/call-context.js';
import { requireDomainUsers } from '../../platform/platform-users.js';
import type { DeviceWorkService, RequestedBy } from '../../device-work/device-work.service.js';
import type { DevicesService } from './devices.service.js';

type Names = 'getUserDevices' | 'syncDevices' | 'DeleteUserDevice' | 'reprovisionByForce' | 'DomainLevelDeviceSync' | 'getDeviceWorkRuns';

/** The tenant and domain the rpc layer's domain scope checked. */
function domainOf(ctx: CallContext): { cloudId: string; domain: string } {
  const domain = ctx.scope?.domain;
  if (!domain) throw new Error('A domain-scoped call reached its handler without a resolved domain');
  return { cloudId: singleTenant(tenantOf(ctx)), domain };
}

/** The session's user, kept with the run by name too (the user may be deleted later). */
function requesterOf(ctx: CallContext): RequestedBy {
  const session = requireSession(ctx);
  return { userId: session.userId, name: session.name || session.username };
}

/**
 * The spec's message with the run that follows the work. A run that cannot be stored or queued is
 * the spec's failure toast; the cause stays in the log.
 */
async function queued(ctx: CallContext, start: () => Promise<number>, done: Message, failure: Message) {
  try {
    const runId = await start();
    ctx.audit.detail = `run ${runId}`;
    return { ...messageAnswer(done), run_id: runId };
  } catch (error) {
    ctx.log.error({ err: error }, 'device job not queued');
    throw new AppError('INTERNAL', failure);
  }
}

export function createDevicesHandlers(devices: DevicesService, work: DeviceWorkService, gateway: NetsapiensGateway): Pick<Handlers, Names> {
  return {
    getUserDevices: (input, ctx) => devices.list(domainOf(ctx), input.extension),
    syncDevices: (input, ctx) => {
      ctx.audit.target = `devices:${input.domain}/${input.extension}`;
      ctx.audit.subject = { kind: 'devices', name: `${input.extension}@${input.domain}` };
      return devices.sync(domainOf(ctx), input.extension);
    },
    DeleteUserDevice: (input, ctx) => {
      ctx.audit.target = `device:${input.domain}/${input.device}`;
      ctx.audit.subject = { kind: 'device', name: `${input.device}@${input.domain}` };
      return devices.remove(domainOf(ctx), input.extension, input.device);
    },

    reprovisionByForce: async (input, ctx) => {
      const cloudId = singleTenant(tenantOf(ctx));
      const domain = ctx.scope?.domain;
      if (domain && input.extension) {
        // Checked before queuing: a wrong extension is refused, and a platform that is down answers 502 with nothing queued.
        await requireDomainUsers(gateway, cloudId, domain, { extension: input.extension });
        ctx.audit.target = `reprovision:${domain}/${input.extension}`;
        ctx.audit.subject = { kind: 'reprovision', name: `${input.extension}@${domain}` };
        return queued(ctx, () => work.reprovision({ cloudId, domain, extension: input.extension }, requesterOf(ctx)), MESSAGES.userReprovisioned, MESSAGES.reprovisionFailed);
      }
      if (domain) {
        ctx.audit.target = `reprovision:${domain}`;
        ctx.audit.subject = { kind: 'reprovision', name: domain };
        return queued(ctx, () => work.reprovision({ cloudId, domain }, requesterOf(ctx)), MESSAGES.domainReprovisioned, MESSAGES.reprovisionFailed);
      }
      ctx.audit.target = `reprovision:${cloudId}`;
      ctx.audit.subject = { kind: 'reprovision', name: cloudId };
      return queued(ctx, () => work.reprovision({ cloudId }, requesterOf(ctx)), MESSAGES.companyReprovisioned, MESSAGES.reprovisionFailed);
    },

    DomainLevelDeviceSync: async (_input, ctx) => {
      const where = domainOf(ctx);
      ctx.audit.target = `device-sync:${where.domain}`;
      ctx.audit.subject = { kind: 'deviceSync', name: where.domain };
      return queued(ctx, () => work.syncDomain(where, requesterOf(ctx)), MESSAGES.domainDevicesSyncing, MESSAGES.devicesSyncFailed);
    },

    getDeviceWorkRuns: (_input, ctx) => {
      const { cloudId, domain } = domainOf(ctx);
      return work.recent(cloudId, domain);
    },
  };
}
