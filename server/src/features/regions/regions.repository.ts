import { and, asc, eq, inArray, isNotNull, notInArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/open-db.js';
import { coreMarks, domainRegions, regionCores, regionSyncs, smsDomains } from '../../db/schema.js';
import { raiseDomainVersion } from '../../app-settings/config-versions.js';
import type { CoreOption } from '../../platform/proxy-choice.js';

export type RegionRow = { domain: string; region: string };
export type SyncedCore = Omit<CoreOption, 'down'> & { location: string; status: string };
export type CoreRow = CoreOption & { location: string; status: string; changedBy: string | null; changedAt: Date | null };
export type SyncStatus = { syncedAt: Date | null; failedAt: Date | null; failure: string | null };
type Tx = Db;

/** What a tenant's proxies are chosen from: each domain's region and the cores with their marks. */
export type RegionPlan = { regions: Map<string, string>; cores: CoreOption[] };

/** The tenant's region map, cores, core marks, sync status and SMS/MMS domains (schema/regions.ts). */
export function createRegionsRepository(db: Db) {
  async function coresOf(executor: Tx, cloudId: string): Promise<CoreRow[]> {
    const rows = await executor
      .select({
        core: regionCores.core,
        region: regionCores.region,
        location: regionCores.location,
        host: regionCores.host,
        portTcp: regionCores.portTcp,
        portTls: regionCores.portTls,
        status: regionCores.status,
        down: coreMarks.down,
        changedBy: coreMarks.changedBy,
        changedAt: coreMarks.changedAt,
      })
      .from(regionCores)
      .leftJoin(coreMarks, and(eq(coreMarks.cloudId, regionCores.cloudId), eq(coreMarks.core, regionCores.core)))
      .where(eq(regionCores.cloudId, cloudId))
      .orderBy(asc(regionCores.region), asc(regionCores.core));
    return rows.map((row) => ({ ...row, down: row.down ?? false }));
  }

  async function planOf(executor: Tx, cloudId: string): Promise<RegionPlan> {
    const [map, cores] = await Promise.all([
      executor.select({ domain: domainRegions.domain, region: domainRegions.region }).from(domainRegions).where(eq(domainRegions.cloudId, cloudId)),
      coresOf(executor, cloudId),
    ]);
    return { regions: new Map(map.map((row) => [row.domain, row.region])), cores };
  }

  return {
    async map(cloudId: string): Promise<RegionRow[]> {
      return db
        .select({ domain: domainRegions.domain, region: domainRegions.region })
        .from(domainRegions)
        .where(eq(domainRegions.cloudId, cloudId))
        .orderBy(asc(domainRegions.domain));
    },

    cores: (cloudId: string) => coresOf(db, cloudId),

    async syncStatus(cloudId: string): Promise<SyncStatus | undefined> {
      const [row] = await db.select().from(regionSyncs).where(eq(regionSyncs.cloudId, cloudId));
      return row;
    },

    /**
     * Runs a change of the tenant's map, cores or marks in one transaction, and raises the
     * configuration version of every domain whose devices' proxy candidates it changed (in the same
     * transaction): those are the domains whose devices move. Answers them, sorted.
     */
    async changePlan(cloudId: string, change: (tx: Tx) => Promise<void>, keyOf: (region: string | null, cores: CoreOption[]) => string): Promise<string[]> {
      return db.transaction(async (transaction) => {
        const tx = transaction as unknown as Tx;
        // One change of a tenant's plan at a time, across processes: two syncs replacing the same
        // cores at once would collide on their keys, and each change must see the one before it.
        await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`regions:${cloudId}`}))`);
        const before = await planOf(tx, cloudId);
        await change(tx);
        const after = await planOf(tx, cloudId);
        const domains = [...new Set([...before.regions.keys(), ...after.regions.keys()])].sort();
        const moved = domains.filter((domain) => keyOf(before.regions.get(domain) ?? null, before.cores) !== keyOf(after.regions.get(domain) ?? null, after.cores));
        for (const domain of moved) await raiseDomainVersion(tx, { cloudId, domain });
        return moved;
      });
    },

    /** Replaces the whole map (and the cores, when read): a domain no longer on the platform leaves it. */
    async replaceAll(tx: Tx, cloudId: string, regions: RegionRow[], cores: SyncedCore[], at: Date): Promise<void> {
      const names = regions.map((row) => row.domain);
      await tx.delete(domainRegions).where(and(eq(domainRegions.cloudId, cloudId), names.length > 0 ? notInArray(domainRegions.domain, names) : undefined));
      if (regions.length > 0) {
        await tx
          .insert(domainRegions)
          .values(regions.map((row) => ({ cloudId, ...row, syncedAt: at })))
          .onConflictDoUpdate({ target: [domainRegions.cloudId, domainRegions.domain], set: { region: sql`excluded.region`, syncedAt: at } });
      }
      await tx.delete(regionCores).where(eq(regionCores.cloudId, cloudId));
      if (cores.length > 0) await tx.insert(regionCores).values(cores.map((core) => ({ cloudId, ...core })));
      await tx
        .insert(regionSyncs)
        .values({ cloudId, syncedAt: at })
        .onConflictDoUpdate({ target: regionSyncs.cloudId, set: { syncedAt: at, failedAt: null, failure: null } });
    },

    /** One domain's row: its region now, or gone (null) when the platform no longer has it. */
    async replaceDomain(tx: Tx, cloudId: string, domain: string, region: string | null, at: Date): Promise<void> {
      if (region === null) {
        await tx.delete(domainRegions).where(and(eq(domainRegions.cloudId, cloudId), eq(domainRegions.domain, domain)));
        return;
      }
      await tx
        .insert(domainRegions)
        .values({ cloudId, domain, region, syncedAt: at })
        .onConflictDoUpdate({ target: [domainRegions.cloudId, domainRegions.domain], set: { region, syncedAt: at } });
    },

    /**
     * A one-domain resync that succeeded is the tenant's latest sync: the Region screen's "Last sync"
     * moves to it and a failure of an earlier try is no longer the latest news (a failed one-domain
     * resync is recorded the same way, recordFailure). A tenant whose map was never read in full is
     * left as it is, so that its first read still syncs every domain.
     */
    async markSynced(tx: Tx, cloudId: string, at: Date): Promise<void> {
      await tx
        .update(regionSyncs)
        .set({ syncedAt: at, failedAt: null, failure: null })
        .where(and(eq(regionSyncs.cloudId, cloudId), isNotNull(regionSyncs.syncedAt)));
    },

    async hasDomain(cloudId: string, domain: string): Promise<boolean> {
      const [row] = await db.select({ domain: domainRegions.domain }).from(domainRegions).where(and(eq(domainRegions.cloudId, cloudId), eq(domainRegions.domain, domain)));
      return row !== undefined;
    },

    /** A failed sync: the map stays as it was, and the failure is kept until a sync succeeds. */
    async recordFailure(cloudId: string, failure: string, at: Date): Promise<void> {
      await db
        .insert(regionSyncs)
        .values({ cloudId, failedAt: at, failure })
        .onConflictDoUpdate({ target: regionSyncs.cloudId, set: { failedAt: at, failure } });
    },

    /** Marks cores down or up (who and when); a core not marked is up. */
    async mark(tx: Tx, cloudId: string, cores: string[], down: boolean, by: string): Promise<void> {
      if (cores.length === 0) return;
      await tx
        .insert(coreMarks)
        .values(cores.map((core) => ({ cloudId, core, down, changedBy: by })))
        .onConflictDoUpdate({ target: [coreMarks.cloudId, coreMarks.core], set: { down, changedBy: by, changedAt: sql`now()` } });
    },

    async smsDomains(cloudId: string): Promise<string[]> {
      const rows = await db.select({ domain: smsDomains.domain }).from(smsDomains).where(eq(smsDomains.cloudId, cloudId)).orderBy(asc(smsDomains.domain));
      return rows.map((row) => row.domain);
    },

    /**
     * Replaces the tenant's SMS/MMS domains; the domains whose permission changed get a new
     * configuration version in the same transaction (what their apps receive changes). Answers them.
     */
    async replaceSmsDomains(cloudId: string, domains: string[], by: string): Promise<string[]> {
      return db.transaction(async (transaction) => {
        const tx = transaction as unknown as Tx;
        await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`sms-domains:${cloudId}`}))`);
        const before = new Set((await tx.select({ domain: smsDomains.domain }).from(smsDomains).where(eq(smsDomains.cloudId, cloudId))).map((row) => row.domain));
        const after = new Set(domains);
        const removed = [...before].filter((domain) => !after.has(domain));
        const added = [...after].filter((domain) => !before.has(domain));
        if (removed.length > 0) await tx.delete(smsDomains).where(and(eq(smsDomains.cloudId, cloudId), inArray(smsDomains.domain, removed)));
        if (added.length > 0) await tx.insert(smsDomains).values(added.map((domain) => ({ cloudId, domain, changedBy: by })));
        const changed = [...removed, ...added].sort();
        for (const domain of changed) await raiseDomainVersion(tx, { cloudId, domain });
        return changed;
      });
    },
  };
}

export type RegionsRepository = ReturnType<typeof createRegionsRepository>;
