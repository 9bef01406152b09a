import { DEFAULTS } from '@mamt/contract';
import type { Handlers } from '../../rpc/call-context.js';
import type { SubscribersService } from './subscribers.service.js';

type Names = 'subscriberSummary' | 'subscriberDetail' | 'createUpdateSubscriber' | 'deleteSubscriberDetail' | 'subscriberList' | 'getDefaults';

export function createSubscribersHandlers(subscribers: SubscribersService): Pick<Handlers, Names> {
  return {
    subscriberSummary: () => subscribers.list(),
    subscriberDetail: (input) => subscribers.detail(input.id),
    createUpdateSubscriber: async (input, ctx) => {
      if (input.id !== undefined) ctx.audit.target = `subscriber:${input.id}`;
      const result = await subscribers.save(input);
      ctx.audit.target = `subscriber:${result.id}`;
      return result;
    },
    deleteSubscriberDetail: async (input, ctx) => {
      ctx.audit.target = `subscriber:${input.id}`;
      return subscribers.remove(input.id);
    },
    subscriberList: () => subscribers.pickList(),
    getDefaults: async () => DEFAULTS,
  };
}
