import { MESSAGES, formatMessage } from '@mamt/contract';
import type { NetsapiensGateway } from '../../integrations/netsapiens/netsapiens-gateway.js';
import type { NsRow } from '../../integrations/netsapiens/netsapiens-client.js';
import { AppError } from '../../lib/app-error.js';
import type { Logger } from '../../lib/logger.js';
import { candidatesKey } from '../../platform/proxy-choice.js';
import type { RegionRow, RegionsRepository, SyncedCore } from './regions.repository.js';

type Deps = { repo: RegionsRepository; gateway: Pick<NetsapiensGateway, 'domains' | 'cores'>; log: Logger };

/** A platform domain's region: its `geo_group` (empty when the platform gives none). */
const regionOf = (row: NsRow) => (row.geo_group ?? '').trim();

/** A platform server as the app reaches it: its SIP address (`postfix`) and ports. */
function coreOf(row: NsRow): SyncedCore | undefined {
  const core = (row.name ?? '').trim();
  if (!core) return undefined;
  return {
    core,
    region: (row.geo_group ?? '').trim(),
    location: row.location ?? '',
    host: (row.postfix ?? '').trim() || core,
    portTcp: row.port_tcp ?? '',
    portTls: row.port_tls ?? '',
    status: row.status ?? '',
  };
}

const failureText = (error: unknown) => (error instanceof Error ? error.message : String(error));

/**
 * Keeps a tenant's region map and cores as the platform has them (document 4 §5). A sync reads the
 * platform first and then replaces what we keep in one transaction, so a platform failure leaves
 * the last good map in place; the failure is kept and shown until a sync succeeds. The domains
 * whose devices change core get a new configuration version in the same transaction.
 */
export function createRegionSync({ repo, gateway, log }: Deps) {
  /** The syncs under way in this process, by tenant (all) or by tenant and domain: one asked for meanwhile joins it. */
  const running = new Map<string, Promise<string[]>>();
  const joined = (key: string, sync: () => Promise<string[]>): Promise<string[]> => {
    const known = running.get(key);
    if (known) return known;
    const started = sync().finally(() => running.delete(key));
    running.set(key, started);
    return started;
  };

  /** A platform read of a sync; a failure is kept for the Region screen (the map stays as it was) and thrown on. */
  async function fromPlatform<T>(cloudId: string, read: () => Promise<T>): Promise<T> {
    try {
      return await read();
    } catch (error) {
      await repo.recordFailure(cloudId, failureText(error), new Date());
      log.warn({ err: error, cloudId }, 'region sync failed; the last good map is kept');
      throw error;
    }
  }

  async function syncTenant(cloudId: string): Promise<string[]> {
    // Fresh reads: a resync the user asked for must see the platform as it is now.
    const [domains, servers] = await fromPlatform(cloudId, () => Promise.all([gateway.domains(cloudId, { fresh: true }), gateway.cores(cloudId, { fresh: true })]));
    const regions: RegionRow[] = domains.filter((row) => row.domain).map((row) => ({ domain: row.domain ?? '', region: regionOf(row) }));
    const cores = servers.map(coreOf).filter((core): core is SyncedCore => core !== undefined);
    const at = new Date();
    const moved = await repo.changePlan(cloudId, (tx) => repo.replaceAll(tx, cloudId, regions, cores, at), candidatesKey);
    log.info({ cloudId, domains: regions.length, cores: cores.length, moved: moved.length }, 'regions synced');
    return moved;
  }

  async function syncDomain(cloudId: string, domain: string): Promise<string[]> {
    const rows = await fromPlatform(cloudId, () => gateway.domains(cloudId, { fresh: true }));
    const found = rows.find((row) => row.domain === domain);
    if (!found && !(await repo.hasDomain(cloudId, domain))) throw new AppError('NOT_FOUND', formatMessage(MESSAGES.regionDomainUnknown, { domain }));
    const region = found ? regionOf(found) : null;
    const at = new Date();
    const moved = await repo.changePlan(
      cloudId,
      async (tx) => {
        await repo.replaceDomain(tx, cloudId, domain, region, at);
        await repo.markSynced(tx, cloudId, at);
      },
      candidatesKey,
    );
    log.info({ cloudId, domain, region, moved: moved.length }, 'region of one domain synced');
    return moved;
  }

  return {
    /** Every domain and core of the tenant; two syncs of one tenant at once in a process share one. */
    all: (cloudId: string): Promise<string[]> => joined(cloudId, () => syncTenant(cloudId)),

    /** One domain: its region now, or out of the map when the platform no longer has it; shared like `all`. */
    domain: (cloudId: string, domain: string): Promise<string[]> => joined(`${cloudId}\n${domain}`, () => syncDomain(cloudId, domain)),
  };
}

export type RegionSync = ReturnType<typeof createRegionSync>;
