import type { Handlers } from '../../rpc/call-context.js';
import type { NetsapiensGateway } from '../../integrations/netsapiens/netsapiens-gateway.js';
import { requireSession } from '../../rpc/call-context.js';
import { scopeCloudId } from '../../lib/tenant-scope.js';
import type { NetsapiensService } from './netsapiens.service.js';

type Names = 'netsapienSummary' | 'netsapienDetail' | 'createUpdateNetsapien' | 'deleteNetsapienDetail' | 'testNetsapienConnection' | 'getAllDomains';

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
    getAllDomains: async (input, ctx) => {
      const session = requireSession(ctx);
      const rows = await gateway.domains(scopeCloudId(session, input.cloud_id) ?? session.cloudId);
      return rows.map((row) => ({ domain: row.domain ?? '', description: row.description ?? '' }));
    },
  };
}
