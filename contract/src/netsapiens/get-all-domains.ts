import { z } from 'zod';
import { signedIn } from '../access.js';
import { ZActingUser, text } from '../common/fields.js';
import { defineCall } from '../define-call.js';
import { MESSAGE_TEXTS } from '../messages/catalog.js';

export const NO_PLATFORM_CONNECTION = MESSAGE_TEXTS.noConnection;

export const getAllDomains = defineCall({
  name: 'getAllDomains',
  summary: "The telephony domains of the caller's tenant, read live from the platform (the super tenant may name a cloud id).",
  access: signedIn,
  effect: 'read',
  input: z.object({ ...ZActingUser, cloud_id: text(64).optional() }),
  output: z.array(z.object({ domain: z.string(), description: z.string() })),
});

/** The platform proxy's parameters (document 2 §7): reads of subscriber or domain only. */
export const ZNsApiProxyRequest = z.object({
  object: z.enum(['subscriber', 'domain'], { error: MESSAGE_TEXTS.proxyObjects }),
  action: z.literal('read', { error: MESSAGE_TEXTS.proxyReadOnly }),
  format: z.literal('json').default('json'),
  domain: text(255).optional(),
  fields: text(1000).optional(),
  cloud_id: text(64).optional(),
});
