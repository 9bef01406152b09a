import type { NetsapiensGateway } from '../../integrations/netsapiens/netsapiens-gateway.js';
import { singleTenant } from '../../lib/tenant-scope.js';
import type { Handlers } from '../../rpc/call-context.js';
import { tenantOf } from '../../rpc/call-context.js';
import { requireDomainUsers } from '../../platform/platform-users.js';
import type { createAccountPreview } from './account-preview.js';
import type { ProvisioningService } from './provisioning.service.js';

type Deps = { service: ProvisioningService; preview: ReturnType<typeof createAccountPreview>; gateway: NetsapiensGateway };

/** The softphone app's endpoint and the support preview; the rules are the service's. */
export function createProvisioningHandlers({ service, preview, gateway }: Deps): Pick<Handlers, 'provisioningAccount' | 'previewAccount'> {
  return {
    provisioningAccount: (input, ctx) => service.provision(input, { clientAddress: ctx.clientAddress }),
    previewAccount: async (input, ctx) => {
      const cloudId = singleTenant(tenantOf(ctx));
      await requireDomainUsers(gateway, cloudId, input.domain, { extension: input.extension });
      return preview(cloudId, input.domain, input.extension);
    },
  };
}
