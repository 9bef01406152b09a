import { z } from 'zod';
import { ZActingUser, ZCloudField, ZMessageFields, text } from '../common/fields.js';
import { MESSAGE_TEXTS } from '../messages/catalog.js';
import { tenantRead, tenantWrite } from '../tenant-calls.js';
import { REGION_ACCESS } from './region-calls.js';

/** The domains of the tenant whose app users may send SMS/MMS (the permission screen's checked set). */
export const getDomainsChecked = tenantRead(REGION_ACCESS, {
  name: 'getDomainsChecked',
  summary: "The tenant's domains allowed to send SMS/MMS from the app (the checked ones); the screen lists the others from getAllDomains.",
  output: z.array(z.object({ domain: z.string() })),
});

export const checkUncheckDomains = tenantWrite(REGION_ACCESS, {
  name: 'checkUncheckDomains',
  summary:
    "Saves the set of domains allowed to send SMS/MMS (each one of the tenant's platform domains); the domains whose permission changed get a new configuration version.",
  input: z.object({
    ...ZActingUser,
    ...ZCloudField,
    // `username` is sent by the spec's client; the session decides who acts.
    username: text(255).optional(),
    domains: z.array(text(255).min(1), { error: MESSAGE_TEXTS.smsDomainsInvalid }).max(5000),
  }),
  output: z.object({ ...ZMessageFields, domains: z.array(z.string()) }),
});
