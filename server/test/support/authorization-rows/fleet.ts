import type { CallName } from '@mamt/contract';
import { ADMINS_AND_USERS, SIGNED_IN, type Row } from '../authorization-fixtures.js';

/**
 * The authorization rows of the Fleet screen: every signed-in user reads their own tenant's fleet
 * (left unnamed); only the super tenant names another tenant's (or reads every tenant's).
 */
const fleetRow = (extra: Record<string, unknown>): Row => ({
  own: async () => ({ json: { ...extra } }),
  ownExpect: SIGNED_IN(200),
  other: async () => ({ json: { ...extra, cloud_id: 'globex' } }),
  otherExpect: ADMINS_AND_USERS(403, 200),
});

export const FLEET_ROWS = {
  getFleet: fleetRow({}),
  listFleetDevices: fleetRow({ list: 'installed' }),
} satisfies Partial<Record<CallName, Row>>;
