import { z } from 'zod';
import { signedIn } from '../access.js';
import { tenantRead } from '../tenant-calls.js';

/** One platform domain of the tenant with what App Management and the Region screen know of it. */
export const ZTenantDomain = z.object({
  domain: z.string(),
  description: z.string(),
  /** The region map's region of the domain; null when the map has none for it (a domain added since the last sync). */
  region: z.string().nullable(),
  /** The domain-level provisioning switch of App Management. */
  provisioning: z.boolean(),
  /** The device limit App Management shows: the console's, else the platform domain's max_device. */
  device_limit: z.number().int(),
  /** The domain's platform users, system users (auto attendants, queues, voicemail) not counted. */
  user_count: z.number().int().nonnegative(),
});

/**
 * Every signed-in user of the tenant may read it, as every one of them sees App Management
 * (document 1 §6): each figure is one App Management already shows them for a picked domain, and
 * the region is the platform domain's `geo_group`, which the platform proxy's domain read gives
 * every signed-in user too. The list adds no right, it only puts the domains side by side.
 */
export const getTenantDomains = tenantRead(signedIn, {
  name: 'getTenantDomains',
  summary:
    "The tenant's platform domains, read only, each with its region, domain-level provisioning, device limit and users count " +
    '(the super tenant may name a cloud id).',
  output: z.array(ZTenantDomain),
});
