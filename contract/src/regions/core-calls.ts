import { z } from 'zod';
import { ZFlag, ZMessageFields, ZTenantFields, requiredText, text } from '../common/fields.js';
import { MESSAGE_TEXTS } from '../messages/catalog.js';
import { tenantRead, tenantWrite } from '../tenant-calls.js';
import { REGION_ACCESS } from './region-calls.js';

/**
 * A core (SIP server) of the tenant's platform cluster in its region (document 2: "region, down"):
 * its name, where it is, the address and ports the app is given, the platform's own status, and
 * whether the tenant's administrator marked it down (who and when).
 */
export const ZCoreRow = z.object({
  region: z.string(),
  core: z.string(),
  location: z.string(),
  host: z.string(),
  port_tcp: z.string(),
  port_tls: z.string(),
  status: z.string(),
  down: z.boolean(),
  changed_by: z.string().nullable(),
  changed_at: z.iso.datetime({ offset: true }).nullable(),
});

export const getCoresInfo = tenantRead(REGION_ACCESS, {
  name: 'getCoresInfo',
  summary: "The cores of the tenant's platform by region (as last synced), each up or down as its administrators marked it.",
  output: z.array(ZCoreRow),
});

export const toggleCores = tenantWrite(REGION_ACCESS, {
  name: 'toggleCores',
  summary:
    'Marks a core down (toggleValue true) or up again (false): `core` names it; without `core`, every core of the region (as older clients send it). The domains whose app devices change core get a new configuration version, and their devices are reprovisioned at once.',
  input: z.object({
    ...ZTenantFields,
    region: requiredText(MESSAGE_TEXTS.regionRequired),
    core: text(255).optional(),
    /** The new `down` of the core: true marks it down, false up. */
    toggleValue: ZFlag,
  }),
  output: z.object({ ...ZMessageFields, domains: z.array(z.string()) }),
});
