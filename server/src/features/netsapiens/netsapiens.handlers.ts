import type { Handlers } from '../../rpc/call-context.js';
import type { NetsapiensService } from './netsapiens.service.js';

type Names = 'netsapienSummary' | 'netsapienDetail' | 'createUpdateNetsapien' | 'deleteNetsapienDetail' | 'testNetsapienConnection';

export function createNetsapiensHandlers(netsapiens: NetsapiensService): Pick<Handlers, Names> {
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
      return { message: await netsapiens.remove(input.id) };
    },
    testNetsapienConnection: (input) => netsapiens.test(input),
  };
}
