import { getDefaults } from './get-defaults.js';
import { subscriberList } from './tenant-list.js';
import { tenantResource } from './tenant-resource.js';

/** Subscribers, the tenants (document 3). */
export const tenantsCalls = {
  ...tenantResource.contractCalls,
  subscriberList,
  getDefaults,
};
