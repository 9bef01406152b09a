import type { Handlers } from '../../rpc/call-context.js';
import type { VnDealersService } from './vn-dealers.service.js';

/** getVNDealerList and removeVNDealer (document 3 §7); cloud_id is accepted and names nothing: the dealers are the provider's. */
export function createVnDealersHandlers(service: VnDealersService): Pick<Handlers, 'getVNDealerList' | 'removeVNDealer'> {
  return {
    getVNDealerList: () => service.list(),
    removeVNDealer: async ({ dealer_id: dealerId }, ctx) => {
      ctx.audit.target = `vinsolutions-dealer:${dealerId}`;
      // By its DealerId only: its name lives at the vendor, and asking for it first would double a failing removal's wait.
      ctx.audit.subject = { kind: 'vinsolutionsDealer', name: String(dealerId) };
      return service.remove(dealerId);
    },
  };
}
