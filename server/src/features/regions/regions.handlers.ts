import { MESSAGES, formatMessage, messageAnswer } from '@mamt/contract';
import { domainNotOwned, singleTenant } from '../../lib/tenant-scope.js';
import type { Handlers } from '../../rpc/call-context.js';
import { requireSession, tenantOf } from '../../rpc/call-context.js';
import type { NetsapiensGateway } from '../../integrations/netsapiens/netsapiens-gateway.js';
import type { CoreMarks } from './core-marks.js';
import { coreChanges, regionMapChanges, smsPermissionChanges } from './region-changes.js';
import type { RegionSync } from './region-sync.js';
import type { RegionsRepository } from './regions.repository.js';

type RegionCalls = 'getRegionMap' | 'getRegionSyncStatus' | 'syncRegions' | 'globalsyncRegions' | 'getCoresInfo' | 'toggleCores' | 'getDomainsChecked' | 'checkUncheckDomains';
/** `everyMinutes`: how often the periodic job resyncs (0: only when a user asks). */
type Deps = { repo: RegionsRepository; sync: RegionSync; marks: CoreMarks; gateway: Pick<NetsapiensGateway, 'domainNames'>; everyMinutes: number };

const iso = (date: Date | null | undefined) => (date ? date.toISOString() : null);

export function createRegionsHandlers({ repo, sync, marks, gateway, everyMinutes }: Deps): Pick<Handlers, RegionCalls> {
  /** A tenant never synced yet (a new tenant, a fresh start) is synced on its first read. */
  async function synced(cloudId: string): Promise<void> {
    if ((await repo.syncStatus(cloudId))?.syncedAt) return;
    await sync.all(cloudId).catch(() => undefined);
  }

  return {
    getRegionMap: async (_input, ctx) => {
      const cloudId = singleTenant(tenantOf(ctx));
      await synced(cloudId);
      return repo.map(cloudId);
    },
    getRegionSyncStatus: async (_input, ctx) => {
      const status = await repo.syncStatus(singleTenant(tenantOf(ctx)));
      return { synced_at: iso(status?.syncedAt), every_minutes: everyMinutes, failed_at: iso(status?.failedAt), failure: status?.failure ?? null };
    },
    syncRegions: async ({ domain }, ctx) => {
      const cloudId = singleTenant(tenantOf(ctx));
      ctx.audit.target = `region-map:${cloudId}/${domain}`;
      ctx.audit.subject = { kind: 'regionMap', name: domain };
      const ofDomain = async () => (await repo.map(cloudId)).filter((row) => row.domain === domain);
      const before = await ofDomain();
      await sync.domain(cloudId, domain);
      ctx.audit.changes = regionMapChanges(before, await ofDomain(), () => 'region');
      return messageAnswer(MESSAGES.regionSynced);
    },
    globalsyncRegions: async (_input, ctx) => {
      const cloudId = singleTenant(tenantOf(ctx));
      ctx.audit.target = `region-map:${cloudId}`;
      ctx.audit.subject = { kind: 'regionMap', name: cloudId };
      const before = await repo.map(cloudId);
      await sync.all(cloudId);
      ctx.audit.changes = regionMapChanges(before, await repo.map(cloudId));
      return messageAnswer(MESSAGES.regionSynced);
    },
    getCoresInfo: async (_input, ctx) => {
      const cloudId = singleTenant(tenantOf(ctx));
      await synced(cloudId);
      return (await repo.cores(cloudId)).map((core) => ({
        region: core.region,
        core: core.core,
        location: core.location,
        host: core.host,
        port_tcp: core.portTcp,
        port_tls: core.portTls,
        status: core.status,
        down: core.down,
        changed_by: core.changedBy,
        changed_at: iso(core.changedAt),
      }));
    },
    toggleCores: async ({ region, core, toggleValue }, ctx) => {
      const cloudId = singleTenant(tenantOf(ctx));
      ctx.audit.target = core ? `core:${cloudId}/${core}` : `region-cores:${cloudId}/${region}`;
      ctx.audit.detail = toggleValue ? 'down' : 'up';
      // A whole region's toggle (no core named) is named by its region.
      ctx.audit.subject = { kind: 'core', name: core || region };
      await synced(cloudId);
      const targets = (await repo.cores(cloudId)).filter((row) => row.region === region && (!core || row.core === core));
      const { message, domains } = await marks.toggle({ cloudId, region, core, down: toggleValue, by: requireSession(ctx).username });
      ctx.audit.changes = coreChanges(targets, toggleValue);
      return { ...messageAnswer(message), domains };
    },
    getDomainsChecked: async (_input, ctx) => (await repo.smsDomains(singleTenant(tenantOf(ctx)))).map((domain) => ({ domain })),
    checkUncheckDomains: async ({ domains }, ctx) => {
      const cloudId = singleTenant(tenantOf(ctx));
      ctx.audit.target = `sms-permission:${cloudId}`;
      ctx.audit.subject = { kind: 'smsPermission', name: cloudId };
      const wanted = [...new Set(domains)];
      // Only the tenant's own platform domains may be permitted; the platform is read before anything is written.
      const own = new Set(await gateway.domainNames(cloudId));
      const foreign = wanted.find((domain) => !own.has(domain));
      if (foreign !== undefined) throw domainNotOwned(foreign);
      const changed = await repo.replaceSmsDomains(cloudId, wanted, requireSession(ctx).username);
      ctx.audit.detail = `permitted: ${wanted.sort().join(', ') || 'none'}`;
      ctx.audit.changes = smsPermissionChanges(wanted, changed);
      return { ...messageAnswer(formatMessage(MESSAGES.smsPermissionSaved, { count: wanted.length })), domains: changed };
    },
  };
}
