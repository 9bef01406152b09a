import { DEFAULTS, subscriberResource } from '@mamt/contract';
import type { Handlers } from '../../rpc/call-context.js';
import { resourceHandlers } from '../../resources/resource-handlers.js';
import type { SubscribersService } from './subscribers.service.js';

export function createSubscribersHandlers(subscribers: SubscribersService): Pick<Handlers, 'subscriberList' | 'getDefaults'> & ReturnType<typeof resourceHandlers<typeof subscriberResource>> {
  return {
    ...resourceHandlers(subscriberResource, subscribers),
    subscriberList: () => subscribers.pickList(),
    getDefaults: async () => DEFAULTS,
  };
}
