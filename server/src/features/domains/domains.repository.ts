import { eq } from 'drizzle-orm';
import type { Db } from '../../db/open-db.js';
import { domainRegions, domainSettings } from '../../db/schema.js';

/** What we keep of one domain: its row of the region map, its row of App Management settings; either may be missing. */
export type StoredDomain = { region: string | null; deviceLimit: number | null; provisioning: boolean | null };

/** The region map and the App Management settings of a tenant's domains, read together for the Domains list. */
export function createDomainsRepository(db: Db) {
  return {
    /**
     * Every domain of the tenant that has a region or settings of ours, in one query whatever the
     * number of domains: the tenant's rows of each table, joined by domain on both sides (a domain
     * may have one without the other).
     */
    async storedByDomain(cloudId: string): Promise<Map<string, StoredDomain>> {
      const settings = db
        .select({ domain: domainSettings.domain, deviceLimit: domainSettings.deviceLimit, provisioning: domainSettings.provisioning })
        .from(domainSettings)
        .where(eq(domainSettings.cloudId, cloudId))
        .as('settings');
      const regions = db
        .select({ domain: domainRegions.domain, region: domainRegions.region })
        .from(domainRegions)
        .where(eq(domainRegions.cloudId, cloudId))
        .as('regions');
      const rows = await db
        .select({
          settingsDomain: settings.domain,
          regionDomain: regions.domain,
          region: regions.region,
          deviceLimit: settings.deviceLimit,
          provisioning: settings.provisioning,
        })
        .from(settings)
        .fullJoin(regions, eq(settings.domain, regions.domain));
      return new Map(
        rows.map((row) => [row.settingsDomain ?? row.regionDomain ?? '', { region: row.region, deviceLimit: row.deviceLimit, provisioning: row.provisioning }]),
      );
    },
  };
}

export type DomainsRepository = ReturnType<typeof createDomainsRepository>;
