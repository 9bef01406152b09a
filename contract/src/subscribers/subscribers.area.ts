import { getDefaults } from './get-defaults.js';
import { subscriberList } from './subscriber-calls.js';
import { subscriberResource } from './subscriber-resource.js';

/** Subscribers, the tenants (document 3). */
export const subscribersCalls = {
  ...subscriberResource.contractCalls,
  subscriberList,
  getDefaults,
};
