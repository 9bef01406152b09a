import { MESSAGES, type ActiveSubscriberRow, type DomainReportRow } from '@mamt/contract';
import type { NsRow } from '../../integrations/netsapiens/netsapiens-client.js';
import type { NetsapiensGateway } from '../../integrations/netsapiens/netsapiens-gateway.js';
import { fieldError } from '../../lib/app-error.js';
import type { DomainReportRepository } from './domain-report.repository.js';

/**
 * The subscriber fields both calls read. One list for both, so that a domain's users are one cached
 * platform read whichever call asks first: the report's count and the chosen domain's list cost one
 * request per domain between them, never one per user (bigcorp.demo has 2,000).
 */
const REPORT_FIELDS = 'account_status,email,first_name,last_name,subscriber_login,user';

/**
 * A person of the domain whose platform account is active. The gateway has already left system
 * users (auto attendants, queues) out; an account the platform marks otherwise (inactive, locked)
 * is not billed, while one without any status is taken as the platform's default, active.
 */
const isActive = (row: NsRow) => {
  const status = (row.account_status ?? '').trim().toLowerCase();
  return status === '' || status === 'active';
};

const byExtension = (a: NsRow, b: NsRow) => (a.user ?? '').localeCompare(b.user ?? '', 'en', { numeric: true });

/** Who asks for the report: the super tenant is also told the tenant's subscriber-level provisioning. */
export type ReportViewer = { isSuperTenant: boolean };

/**
 * The domain report (document 3 /domains_report): a tenant's telephony domains, each with the number
 * of its active subscribers, and one domain's active subscribers, all read live from the platform
 * through the tenant's own connection. The rpc layer has resolved the tenant and checked the domain.
 */
export function createDomainReportService(gateway: NetsapiensGateway, repo: DomainReportRepository) {
  async function activeUsers(cloudId: string, domain: string): Promise<NsRow[]> {
    return (await gateway.subscribers(cloudId, domain, REPORT_FIELDS)).filter(isActive);
  }

  return {
    /** One row per domain of the tenant, or only `domain`; in domain name order. */
    async report(cloudId: string, domain: string | undefined, viewer: ReportViewer): Promise<DomainReportRow[]> {
      const tenant = await repo.tenant(cloudId);
      if (!tenant) throw fieldError('cloud_id', MESSAGES.unknownSubscriber);
      const domains = (await gateway.domains(cloudId))
        .filter((row) => row.domain && (domain === undefined || row.domain === domain))
        .sort((a, b) => (a.domain ?? '').localeCompare(b.domain ?? ''));
      const counts = await Promise.all(domains.map(async (row) => (await activeUsers(cloudId, row.domain ?? '')).length));
      const provisioning = tenant.allowAllUsers ? 'Enabled' : 'Disabled';
      return domains.map((row, index) => ({
        id: index + 1,
        subscriber_global: row.territory ?? '',
        domain: row.domain ?? '',
        domain_global: row.description ?? '',
        active_subscribers: counts[index] ?? 0,
        ...(viewer.isSuperTenant ? { provisioning } : {}),
      }));
    },

    /** The people counted in the domain's `active_subscribers`, in extension order. */
    async activeSubscribers(cloudId: string, domain: string): Promise<ActiveSubscriberRow[]> {
      return (await activeUsers(cloudId, domain)).sort(byExtension).map((row, index) => ({
        id: index + 1,
        first_name: row.first_name ?? '',
        last_name: row.last_name ?? '',
        email: row.email ?? '',
        extension: row.user ?? '',
        subscriber_login: row.subscriber_login ?? '',
      }));
    },
  };
}

export type DomainReportService = ReturnType<typeof createDomainReportService>;
