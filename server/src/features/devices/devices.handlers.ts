import { MESSAGES, messageAnswer, type Message } from '@mamt/contract';
import type { NetsapiensGateway } from '../../integrations/netsapiens/netsapiens-gateway.js';
import { AppError } from '../../lib/app-error.js';
import { singleTenant } from '../../lib/tenant-scope.js';
import type { CallContext, Handlers } from '../../rpc/call-context.js';
import { tenantOf } from '../../rpc/call-context.js';
import { requireDomainUsers } from '../app-management/platform-users.js';
import type { DeviceJobs } from './device-jobs.js';
import type { DevicesService } from './devices.service.js';

type Names = 'getUserDevices' | 'syncDevices' | 'DeleteUserDevice' | 'reprovisionByForce' | 'DomainLevelDeviceSync';

/** The tenant and domain the rpc layer's domain scope checked. */
function domainOf(ctx: CallContext): { cloudId: string; domain: string } {
  const domain = ctx.scope?.domain;
  if (!domain) throw new Error('A domain-scoped call reached its handler without a resolved domain');
  return { cloudId: singleTenant(tenantOf(ctx)), domain };
}

/** A job that cannot be stored is the spec's failure toast; the cause stays in the log. */
async function queued(ctx: CallContext, send: () => Promise<void>, failure: Message): Promise<void> {
  try {
    await send();
  } catch (error) {
    ctx.log.error({ err: error }, 'device job not queued');
    throw new AppError('INTERNAL', failure);
  }
}

export function createDevicesHandlers(devices: DevicesService, jobs: DeviceJobs, gateway: NetsapiensGateway): Pick<Handlers, Names> {
  return {
    getUserDevices: (input, ctx) => devices.list(domainOf(ctx), input.extension),
    syncDevices: (input, ctx) => {
      ctx.audit.target = `devices:${input.domain}/${input.extension}`;
      return devices.sync(domainOf(ctx), input.extension);
    },
    DeleteUserDevice: (input, ctx) => {
      ctx.audit.target = `device:${input.domain}/${input.device}`;
      return devices.remove(domainOf(ctx), input.extension, input.device);
    },

    reprovisionByForce: async (input, ctx) => {
      const cloudId = singleTenant(tenantOf(ctx));
      const domain = ctx.scope?.domain;
      if (domain && input.extension) {
        // Checked before queuing: a wrong extension is refused, and a platform that is down answers 502 with nothing queued.
        await requireDomainUsers(gateway, cloudId, domain, { extension: input.extension });
        ctx.audit.target = `reprovision:${domain}/${input.extension}`;
        await queued(ctx, () => jobs.reprovision({ cloudId, domain, extension: input.extension }), MESSAGES.reprovisionFailed);
        return messageAnswer(MESSAGES.userReprovisioned);
      }
      if (domain) {
        ctx.audit.target = `reprovision:${domain}`;
        await queued(ctx, () => jobs.reprovision({ cloudId, domain }), MESSAGES.reprovisionFailed);
        return messageAnswer(MESSAGES.domainReprovisioned);
      }
      ctx.audit.target = `reprovision:${cloudId}`;
      await queued(ctx, () => jobs.reprovision({ cloudId }), MESSAGES.reprovisionFailed);
      return messageAnswer(MESSAGES.companyReprovisioned);
    },

    DomainLevelDeviceSync: async (_input, ctx) => {
      const where = domainOf(ctx);
      ctx.audit.target = `device-sync:${where.domain}`;
      await queued(ctx, () => jobs.syncDomain(where), MESSAGES.devicesSyncFailed);
      return messageAnswer(MESSAGES.domainDevicesSyncing);
    },
  };
}
