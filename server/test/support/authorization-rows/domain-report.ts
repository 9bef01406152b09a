import type { CallName } from '@mamt/contract';
import { ADMINS, domainRow, type Row } from '../authorization-fixtures.js';

/**
 * The authorization rows of the domain report: admins only (document 1 §6); a tenant's admin reads
 * their own tenant's domains, and only the super tenant names another tenant's cloud id or domain.
 * The super tenant must name the subscriber it reports on, so the own case names acme.
 */
export const DOMAIN_REPORT_ROWS = {
  billingSummary: {
    own: async () => ({ json: { cloud_id: 'acme' } }),
    ownExpect: ADMINS(200, 200),
    other: async () => ({ json: { cloud_id: 'globex' } }),
    otherExpect: ADMINS(403, 200),
  },
  getActiveSubscribers: domainRow({}, ADMINS(200, 200), ADMINS(403, 200)),
} satisfies Partial<Record<CallName, Row>>;
