import { z } from 'zod';
import { superTenant } from '../access.js';
import { ZCloudField, ZMessage } from '../common/fields.js';
import { defineCall } from '../define-call.js';
import { scope } from '../scope.js';
import { ZDealerId } from './vn-dealer-fields.js';

/**
 * removeVNDealer (document 3 §7: dealer_id, cloud_id -> 'Record Deleted'): disconnects a dealer from
 * the provider's integration at VinSolutions. A dealer VinSolutions no longer has is a 404 naming it.
 */
export const removeVNDealer = defineCall({
  name: 'removeVNDealer',
  summary:
    "Removes a dealer from the provider's integration at VinSolutions and answers 'Record Deleted'; 404 naming the dealer when VinSolutions no longer has it, 503 without VinSolutions settings, 502 when VinSolutions fails. Super tenant administrators only; cloud_id is accepted and ignored.",
  access: superTenant('admin'),
  scope: scope.provider,
  effect: 'write',
  input: z.object({ ...ZCloudField, dealer_id: ZDealerId }),
  output: ZMessage,
  perUserPerMinute: 30,
});
