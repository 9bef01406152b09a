import { z } from 'zod';
import { signedIn } from '../access.js';
import { ZTenantFields, text } from '../common/fields.js';
import { sortFields } from '../common/sorting.js';
import { defineCall } from '../define-call.js';
import { scope } from '../scope.js';
import { FLEET_DEVICE_SORT_COLUMNS, ZFleet, ZFleetDevice, ZFleetList } from './fleet-fields.js';

/**
 * Who sees the fleet: every console user of a tenant sees their own tenant's (support and simple
 * users already see its devices, blocked logins and QR e-mails); the super tenant sees every tenant
 * or names one. The actions the screen offers keep their own calls' rules (Reprovision: admins).
 */
const everyone = signedIn;

// Each Fleet answer is a handful of aggregate queries: one user must not keep the database busy for everyone.
const FLEET_READS_PER_USER_PER_MINUTE = 30;

export const FLEET_PAGE_SIZES = [10, 25, 50, 100, 500] as const;

export const getFleet = defineCall({
  name: 'getFleet',
  summary:
    "The app fleet at a glance: figures, charts, what needs attention and one row per domain, for the caller's tenant (the super tenant: " +
    'the tenant named by `cloud_id`, or every tenant without it). Registration comes from one platform read per domain, kept for a set time ' +
    "and shared by every viewer, within the tenant's platform budget; a failed read is told in `registration.failures` and the rest still answers.",
  access: everyone,
  scope: scope.cloud('cloud_id', { allTenants: true }),
  effect: 'read',
  input: z.object(ZTenantFields),
  output: ZFleet,
  perUserPerMinute: FLEET_READS_PER_USER_PER_MINUTE,
});

export const listFleetDevices = defineCall({
  name: 'listFleetDevices',
  summary:
    "One page of a list behind the Fleet screen's figures (installed, active, latest, behind, stale, registered, unregistered, never-registered), " +
    'optionally of one domain and of devices whose login, device, platform, app version, core or registration error contains `search` (any case), ' +
    'newest installation first unless `sort` names a field; `total` counts the whole list.',
  access: everyone,
  scope: scope.cloud('cloud_id', { allTenants: true }),
  effect: 'read',
  input: z.object({
    ...ZTenantFields,
    list: ZFleetList,
    domain: text(255).optional(),
    search: text(100).optional(),
    page: z.coerce.number().int().min(1).default(1),
    page_size: z.coerce.number().int().min(1).max(500).default(25),
    ...sortFields(FLEET_DEVICE_SORT_COLUMNS),
  }),
  output: z.object({ rows: z.array(ZFleetDevice), total: z.number().int().min(0) }),
  // A CSV export of a long list reads it 500 rows a call.
  perUserPerMinute: 300,
});
