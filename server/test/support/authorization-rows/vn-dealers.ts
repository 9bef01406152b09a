import type { CallName } from '@mamt/contract';
import { SUPER_TENANT, type Row } from '../authorization-fixtures.js';

/**
 * The authorization rows of the Vinsolution dealers: the super tenant's administrators alone. The
 * table's app has no VINSOLUTIONS_* settings, so a caller let through reaches the handler and hears
 * that the dealer CRM is not configured (503): nothing is listed or removed at any vendor here
 * (test/api/vn-dealers.test.ts runs the calls against the simulator).
 */
export const VN_DEALERS_ROWS = {
  getVNDealerList: { own: async () => ({ json: { cloud_id: 'demo' } }), ownExpect: SUPER_TENANT(503), other: null },
  removeVNDealer: { own: async () => ({ json: { dealer_id: 14203, cloud_id: 'demo' } }), ownExpect: SUPER_TENANT(503), other: null },
} satisfies Partial<Record<CallName, Row>>;
