import type { CallName } from '@mamt/contract';
import { ADMINS, ADMINS_AND_USERS, DOMAIN_OF, SIGNED_IN, adminWriteRow, anyUserRow, callerTenantRow, domainRow, tenantRow, type Row } from '../authorization-fixtures.js';
import { blockedLoginOf, servedDevice } from '../device-fixtures.js';

/** The authorization rows of devices, their re-provisioning and syncing, and blocked logins. */
export const DEVICES_ROWS = {
  getUserDevices: anyUserRow((_c, tenant) => ({ json: { username: `1001@${DOMAIN_OF[tenant]}` } })),
  syncDevices: {
    own: async () => ({ json: { cloud_id: 'acme', username: '1001@acme.demo' } }),
    ownExpect: SIGNED_IN(200),
    other: async () => ({ json: { username: '1001@globex.demo' } }),
    otherExpect: ADMINS_AND_USERS(403, 200),
  },
  // A device we serve that the platform does not have: deleting it only stops it, so every actor may repeat it.
  DeleteUserDevice: anyUserRow(async (c, tenant) => ({ json: await servedDevice(c, tenant) })),
  reprovisionByForce: adminWriteRow({ extension: '1001' }),
  DomainLevelDeviceSync: adminWriteRow({}),
  // Only admins start Reprovisioning and Device Sync, so only they follow them; another tenant's runs are the super tenant's to read.
  getDeviceWorkRuns: domainRow({}, ADMINS(200, 200), ADMINS(403, 200)),
  getBlcokedUsers: callerTenantRow,
  unBlockUser: tenantRow(async (c, tenant) => ({ json: { id: await blockedLoginOf(c, tenant) } }), SIGNED_IN(200), ADMINS_AND_USERS(404, 200)),
} satisfies Partial<Record<CallName, Row>>;
