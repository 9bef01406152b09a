import type { ServerArea } from '../../wiring/server-area.js';
import { createRegionSync } from '../regions/region-sync.js';
import { createRegionsRepository } from '../regions/regions.repository.js';
import { gatewayDomainsPlatform } from './domains-platform.js';
import { createDomainsHandlers } from './domains.handlers.js';
import { createDomainsRepository } from './domains.repository.js';
import { createDomainsService, type RegionMap } from './domains.service.js';

/** The Domains list (document 1 §2, /domains): the tenant's platform domains, read only. */
export const domainsArea: ServerArea = ({ db, gateway, log }) => {
  const regionsRepo = createRegionsRepository(db);
  const regionSync = createRegionSync({ repo: regionsRepo, gateway, log });
  const regions: RegionMap = {
    // As the Region screen: a tenant never synced (a new tenant, a fresh start) is synced on its
    // first read. A failed sync is kept for the Region screen; the list then shows no region.
    async ensureSynced(cloudId) {
      if ((await regionsRepo.syncStatus(cloudId))?.syncedAt) return;
      await regionSync.all(cloudId).catch(() => undefined);
    },
  };
  const service = createDomainsService({ repo: createDomainsRepository(db), platform: gatewayDomainsPlatform(gateway), regions });
  return { handlers: createDomainsHandlers(service) };
};
