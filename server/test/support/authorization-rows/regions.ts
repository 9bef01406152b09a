import type { CallName } from '@mamt/contract';
import { ADMINS, DOMAIN_OF, tenantRow, type DemoTenant, type Row } from '../authorization-fixtures.js';

/** The region of each demo tenant's first domain and a core of it (the simulator's seed). */
const CORE_OF = { acme: { region: 'ca-east', core: 'core2-tor' }, globex: { region: 'us-east', core: 'core1-nyc' } } as const;
/** The SMS/MMS domains the demo seeds: saving them again changes nothing. */
const SMS_DOMAINS = { acme: ['acme.demo', 'acme-branch.demo'], globex: ['globex.demo'] } as const;

/** Region and Core Management are admin screens; the super tenant names any tenant (document 1 §6). */
const adminTenantRow = (body: (tenant: DemoTenant) => Record<string, unknown>): Row =>
  tenantRow((_c, tenant) => ({ json: { cloud_id: tenant, ...body(tenant) } }), ADMINS(200, 200), ADMINS(403, 200));

/** The authorization rows of regions, cores and the SMS/MMS permission. */
export const REGIONS_ROWS = {
  getRegionMap: adminTenantRow(() => ({})),
  getRegionSyncStatus: adminTenantRow(() => ({})),
  syncRegions: adminTenantRow((tenant) => ({ domain: DOMAIN_OF[tenant] })),
  globalsyncRegions: adminTenantRow(() => ({})),
  getCoresInfo: adminTenantRow(() => ({})),
  // Marking an up core up again: allowed or refused, it changes nothing.
  toggleCores: adminTenantRow((tenant) => ({ ...CORE_OF[tenant], toggleValue: false })),
  getDomainsChecked: adminTenantRow(() => ({})),
  checkUncheckDomains: adminTenantRow((tenant) => ({ domains: [...SMS_DOMAINS[tenant]] })),
} satisfies Partial<Record<CallName, Row>>;
