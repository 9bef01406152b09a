import type { Handlers } from '../../rpc/call-context.js';
import type { NetsapiensGateway } from '../../integrations/netsapiens/netsapiens-gateway.js';
import { tenantOf } from '../../rpc/call-context.js';
import { singleTenant } from '../../lib/tenant-scope.js';
import type { NetsapiensService } from './netsapiens.service.js';

type Names = 'netsapienSummary' | 'netsapienDetail' | 'createUpdateNetsapien' | 'deleteNetsapienDetail' | 'testNetsapienConnection' | 'getAllDomains' | 'nsApiProxy';

export function createNetsapiensHandlers(netsapiens: NetsapiensService, gateway: NetsapiensGateway): Pick<Handlers, Names> {
  return {
    netsapienSummary: () => netsapiens.list(),
    netsapienDetail: (input) => netsapiens.detail(input.id),
    createUpdateNetsapien: async (input, ctx) => {
      if (input.id !== undefined) ctx.audit.target = `netsapien:${input.id}`;
      const result = await netsapiens.save(input);
      ctx.audit.target = `netsapien:${result.id}`;
      return result;
    },
    deleteNetsapienDetail: async (input, ctx) => {
      ctx.audit.target = `netsapien:${input.id}`;
      return netsapiens.remove(input.id);
    },
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
