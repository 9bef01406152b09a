import { platformConnectionResource } from '@mamt/contract';
import type { Handlers } from '../../rpc/call-context.js';
import { resourceHandlers } from '../../resources/resource-handlers.js';
import type { NetsapiensGateway } from '../../integrations/netsapiens/netsapiens-gateway.js';
import { tenantOf } from '../../rpc/call-context.js';
import { singleTenant } from '../../lib/tenant-scope.js';
import type { PlatformConnectionsService } from './platform-connections.service.js';

type Names = 'testNetsapienConnection' | 'getAllDomains' | 'nsApiProxy';

export function createPlatformConnectionsHandlers(netsapiens: PlatformConnectionsService, gateway: NetsapiensGateway): Pick<Handlers, Names> & ReturnType<typeof resourceHandlers<typeof platformConnectionResource>> {
  return {
    ...resourceHandlers(platformConnectionResource, netsapiens),
    testNetsapienConnection: (input) => netsapiens.test(input),
    getAllDomains: async (_input, ctx) => {
      const rows = await gateway.domains(singleTenant(tenantOf(ctx)));
      return rows.map((row) => ({ domain: row.domain ?? '', description: row.description ?? '' }));
    },
    // The scope has checked that the domain is one of the tenant's.
    nsApiProxy: async (input, ctx) => {
      const cloudId = singleTenant(tenantOf(ctx));
      const domain = ctx.scope?.domain;
      if (input.object === 'domain' || !domain) return gateway.domains(cloudId);
      return gateway.subscribers(cloudId, domain, input.fields);
    },
  };
}
