import { z } from 'zod';
import { userTypes } from '../access.js';
import { ZMessage, ZTenantFields, requiredText } from '../common/fields.js';
import { MESSAGE_TEXTS } from '../messages/catalog.js';
import { tenantRead, tenantWrite } from '../tenant-calls.js';

/** Region and Core Management are admin screens (document 1 §6); the super tenant names any cloud. */
export const REGION_ACCESS = userTypes('admin');

/** One domain of the tenant and the region (the platform's `geo_group`) it is mapped to. */
export const ZRegionRow = z.object({ region: z.string(), domain: z.string() });

export const getRegionMap = tenantRead(REGION_ACCESS, {
  name: 'getRegionMap',
  summary: "The tenant's domains, each with its region, as last synced from the platform (sorted by domain).",
  output: z.array(ZRegionRow),
});

/** Our own call beside the spec's: when the map was last synced, and the last failure if the latest try failed. */
export const getRegionSyncStatus = tenantRead(REGION_ACCESS, {
  name: 'getRegionSyncStatus',
  summary: 'When the region map was last synced from the platform, how often it resyncs by itself, and why the latest try failed (if it did).',
  output: z.object({
    /** The latest resync that succeeded, of every domain or of one (a row's resync), automatic or asked for. */
    synced_at: z.iso.datetime({ offset: true }).nullable(),
    /** How often the map resyncs by itself (30 unless configured; 0: only when a user asks). */
    every_minutes: z.number().int(),
    /** The latest try's failure, kept until a sync succeeds; the map then still holds the last good sync. */
    failed_at: z.iso.datetime({ offset: true }).nullable(),
    failure: z.string().nullable(),
  }),
});

/**
 * Resyncs each user may ask for per minute: each reads the platform afresh (two requests for all
 * regions), and one administrator clicking on must not spend the tenant's platform budget that the
 * console and the phones share.
 */
export const REGION_SYNCS_PER_USER_PER_MINUTE = 10;

export const syncRegions = tenantWrite(REGION_ACCESS, {
  name: 'syncRegions',
  perUserPerMinute: REGION_SYNCS_PER_USER_PER_MINUTE,
  summary: "Resyncs one domain's region from the platform now; a domain no longer on the platform leaves the map. Answers 'Region Synced'.",
  input: z.object({ ...ZTenantFields, domain: requiredText(MESSAGE_TEXTS.regionDomainRequired) }),
  output: ZMessage,
});

export const globalsyncRegions = tenantWrite(REGION_ACCESS, {
  name: 'globalsyncRegions',
  perUserPerMinute: REGION_SYNCS_PER_USER_PER_MINUTE,
  summary: "Resyncs every domain's region and the cluster's cores from the platform now, as the 30-minute job does. Answers 'Region Synced'.",
  input: z.object(ZTenantFields),
  output: ZMessage,
});
