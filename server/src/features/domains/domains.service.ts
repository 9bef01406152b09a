import type { CallOutput, Calls } from '@mamt/contract';
import type { NsRow } from '../../integrations/netsapiens/netsapiens-client.js';
import { limitOfPlatform } from '../../app-settings/device-limit.js';
import type { DomainsRepository } from './domains.repository.js';

type TenantDomain = CallOutput<Calls['getTenantDomains']>[number];

/** What the Domains list needs of the telephony platform; a port, so that its rules test alone. */
export type DomainsPlatform = {
  /** The tenant's platform domains: the cached read every screen of the tenant shares. */
  domains: (cloudId: string) => Promise<NsRow[]>;
  /** How many users a domain has, system users left out. */
  userCount: (cloudId: string, domain: string) => Promise<number>;
};

/** The region map, synced once from the platform for a tenant that never was (as the Region screen does). */
export type RegionMap = { ensureSynced: (cloudId: string) => Promise<void> };

/** Waits for every promise, then fails with the first failure: no read is left running after an answer. */
async function allOrFirstFailure<A, B>(first: Promise<A>, second: Promise<B>): Promise<[A, B]> {
  const [a, b] = await Promise.allSettled([first, second]);
  if (a.status === 'rejected') throw a.reason;
  if (b.status === 'rejected') throw b.reason;
  return [a.value, b.value];
}

export function createDomainsService({ repo, platform, regions }: { repo: DomainsRepository; platform: DomainsPlatform; regions: RegionMap }) {
  return {
    /**
     * The tenant's domains as the platform lists them (a domain gone from the platform is not shown,
     * whatever we still keep of it), each with the figures App Management shows for it. Whatever the
     * number of domains, our own data is one query and the platform one users read per domain, both
     * cached reads the other screens share; a failed platform read fails the whole list (502).
     */
    async list(cloudId: string): Promise<TenantDomain[]> {
      const [listed] = await allOrFirstFailure(platform.domains(cloudId), regions.ensureSynced(cloudId));
      const domains = listed.filter((row): row is NsRow & { domain: string } => Boolean(row.domain));
      const [stored, counts] = await allOrFirstFailure(
        repo.storedByDomain(cloudId),
        Promise.all(domains.map((row) => platform.userCount(cloudId, row.domain))),
      );
      return domains
        .map((row, index) => {
          const kept = stored.get(row.domain);
          return {
            domain: row.domain,
            description: row.description ?? '',
            region: kept?.region || null,
            provisioning: kept?.provisioning ?? false,
            // App Management's rule: the limit set in the console, else the platform domain's own.
            device_limit: kept?.deviceLimit ?? limitOfPlatform(row.max_device || undefined),
            user_count: counts[index] ?? 0,
          };
        })
        .sort((a, b) => a.domain.localeCompare(b.domain));
    },
  };
}

export type DomainsService = ReturnType<typeof createDomainsService>;
