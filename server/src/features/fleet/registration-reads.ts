import { and, eq, isNull, lt, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/open-db.js';
import { appDevices, deviceRegistrations, registrationReads } from '../../db/schema.js';
import type { NetsapiensGateway } from '../../integrations/netsapiens/netsapiens-gateway.js';
import { AppError } from '../../lib/app-error.js';
import type { Logger } from '../../lib/logger.js';
import { tenantFilter, type TenantScope } from '../../lib/tenant-scope.js';
import { isAppDevice } from '../../app-devices/app-device-names.js';
import { forEachLimited } from '../../lib/for-each-limited.js';
import { registrationOf } from './registration-rows.js';

type Domain = { cloudId: string; domain: string };

/** Domains read at once by one viewer's refresh: a tenant of many domains does not flood its platform. */
const READS_AT_ONCE = 4;
/** How long a reader holds a domain: past it (its process died), another viewer reads it. */
const CLAIM_SECONDS = 60;

type Deps = { db: Db; gateway: NetsapiensGateway; log: Logger; cacheSeconds: number };

/**
 * The platform's word on the registration of the app devices, one device read per domain, kept
 * `cacheSeconds` in the database for every viewer of every server process: a domain is read by the
 * first viewer who finds its read older than that (claimed in one statement, so two viewers or two
 * processes never read it twice), and only within the tenant's Fleet share of its platform budget.
 * A failed read keeps the rows of the read before and says why; it too stands for `cacheSeconds`.
 */
export function createRegistrationReads({ db, gateway, log, cacheSeconds }: Deps) {
  const fresh = sql`now() - make_interval(secs => ${cacheSeconds})`;

  const olderThanCache = sql`coalesce(greatest(${registrationReads.readAt}, ${registrationReads.failedAt}), '-infinity') < ${fresh}`;
  const unclaimed = or(isNull(registrationReads.claimedUntil), lt(registrationReads.claimedUntil, sql`now()`));

  /**
   * Domains of the scope with live app devices whose latest read (or failure) is older than the cache
   * period; `unclaimedOnly`: only those nobody is reading now.
   */
  async function staleDomains(scope: TenantScope, { unclaimedOnly }: { unclaimedOnly: boolean }): Promise<Domain[]> {
    return db
      .selectDistinct({ cloudId: appDevices.cloudId, domain: appDevices.domain })
      .from(appDevices)
      .leftJoin(registrationReads, and(eq(registrationReads.cloudId, appDevices.cloudId), eq(registrationReads.domain, appDevices.domain)))
      .where(and(isNull(appDevices.deletedAt), tenantFilter(scope, appDevices.cloudId), olderThanCache, unclaimedOnly ? unclaimed : undefined));
  }

  /** Takes the domain's read for this viewer: false when another has it, or it was read meanwhile. */
  async function claim({ cloudId, domain }: Domain): Promise<boolean> {
    const taken = await db
      .insert(registrationReads)
      .values({ cloudId, domain, claimedUntil: sql`now() + make_interval(secs => ${CLAIM_SECONDS})` })
      .onConflictDoUpdate({
        target: [registrationReads.cloudId, registrationReads.domain],
        set: { claimedUntil: sql`excluded.claimed_until` },
        setWhere: and(olderThanCache, unclaimed),
      })
      .returning({ domain: registrationReads.domain });
    return taken.length > 0;
  }

  const ofDomain = ({ cloudId, domain }: Domain) => and(eq(registrationReads.cloudId, cloudId), eq(registrationReads.domain, domain));

  async function read(where: Domain): Promise<void> {
    if (!(await gateway.takeFleetShare(where.cloudId))) {
      // The Fleet's share of the budget is spent: the older read stands a while longer.
      await db.update(registrationReads).set({ claimedUntil: null }).where(ofDomain(where));
      return;
    }
    try {
      const readAt = new Date();
      // Fresh: the client's own short cache must not make a read older than its `read_at` says.
      const rows = (await (await gateway.clientFor(where.cloudId)).read('device', { domain: where.domain }, { fresh: true })).filter(isAppDevice).map((row) => registrationOf(row, readAt));
      // One device listed twice (a platform quirk) is stored once.
      const unique = [...new Map(rows.map((row) => [row.deviceName, row])).values()];
      await db.transaction(async (tx) => {
        await tx.delete(deviceRegistrations).where(and(eq(deviceRegistrations.cloudId, where.cloudId), eq(deviceRegistrations.domain, where.domain)));
        if (unique.length > 0) await tx.insert(deviceRegistrations).values(unique.map((row) => ({ ...where, ...row })));
        await tx.update(registrationReads).set({ readAt, claimedUntil: null, failedAt: null, failure: null }).where(ofDomain(where));
      });
    } catch (error) {
      const failure = error instanceof AppError ? error.detail.text : 'The telephony platform could not be read.';
      if (!(error instanceof AppError)) log.error({ err: error, ...where }, 'fleet: registration read failed');
      await db.update(registrationReads).set({ failedAt: sql`now()`, failure, claimedUntil: null }).where(ofDomain(where));
    }
  }

  return {
    cacheSeconds,

    /**
     * Reads the scope's domains whose registration is older than the cache period, READS_AT_ONCE at a
     * time; resolves when they are read (or failed: a failure is stored, never thrown).
     */
    async refresh(scope: TenantScope): Promise<void> {
      const stale = await staleDomains(scope, { unclaimedOnly: true });
      await forEachLimited(stale, READS_AT_ONCE, async (domain) => {
        if (await claim(domain)) await read(domain);
      });
    },

    /**
     * How fresh the scope's registration is, for the domains given (those with live app devices, which
     * the caller has counted already): the oldest read, how many are still to be read, and failed reads.
     */
    async state(scope: TenantScope, domains: ReadonlyArray<{ cloudId: string; domain: string }>) {
      const reads = await db
        .select({
          cloudId: registrationReads.cloudId,
          domain: registrationReads.domain,
          readAt: registrationReads.readAt,
          failure: registrationReads.failure,
          failedAt: registrationReads.failedAt,
          fresh: sql<boolean>`not ${olderThanCache}`,
        })
        .from(registrationReads)
        .where(tenantFilter(scope, registrationReads.cloudId))
        .orderBy(registrationReads.cloudId, registrationReads.domain);
      const key = (row: { cloudId: string; domain: string }) => `${row.cloudId}\u0000${row.domain}`;
      const wanted = new Set(domains.map(key));
      const ofWanted = reads.filter((row) => wanted.has(key(row)));
      const fresh = new Set(ofWanted.filter((row) => row.fresh).map(key));
      const times = ofWanted.flatMap((row) => (row.readAt ? [row.readAt.getTime()] : []));
      return {
        readAt: times.length > 0 ? new Date(Math.min(...times)) : null,
        pending: domains.filter((domain) => !fresh.has(key(domain))).length,
        failures: ofWanted.filter((row) => row.failedAt !== null),
      };
    },
  };
}

export type RegistrationReads = ReturnType<typeof createRegistrationReads>;
