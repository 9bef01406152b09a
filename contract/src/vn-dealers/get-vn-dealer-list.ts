import { z } from 'zod';
import { superTenant } from '../access.js';
import { ZCloudField } from '../common/fields.js';
import { defineCall } from '../define-call.js';
import { scope } from '../scope.js';
import { ZVNDealer } from './vn-dealer-fields.js';

/**
 * getVNDealerList (document 3 §7: cloud_id -> dealer list): the dealers that enabled the provider's
 * integration at VinSolutions, read from the vendor on every call. The dealers are the provider's
 * own, so `cloud_id` is accepted for older clients and names nothing.
 */
export const getVNDealerList = defineCall({
  name: 'getVNDealerList',
  summary:
    "The car-dealer CRM's dealers connected to the provider's integration (DealerId, City, Name, State), read from VinSolutions on every call; 503 when the server has no VinSolutions settings, 502 when VinSolutions fails. Super tenant administrators only; cloud_id is accepted and ignored.",
  access: superTenant('admin'),
  scope: scope.provider,
  effect: 'read',
  input: z.object({ ...ZCloudField }),
  output: z.array(ZVNDealer),
  perUserPerMinute: 60,
});
