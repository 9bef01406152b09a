import { z } from 'zod';
import { signedIn } from '../access.js';
import { text } from '../common/fields.js';
import { defineCall } from '../define-call.js';
import { MESSAGE_TEXTS } from '../messages/catalog.js';
import { scope } from '../scope.js';

/** The subscriber fields the proxy may ask the platform for (reference: the platform's subscriber object). */
export const NS_API_SUBSCRIBER_FIELDS = [
  'domain', 'user', 'first_name', 'last_name', 'subscriber_login', 'email', 'dir', 'scope', 'group', 'site',
  'callid_name', 'callid_nmbr', 'srv_code', 'vmail_provisioned', 'vmail_enabled', 'time_zone', 'date_created', 'account_status',
] as const;

export const DOMAIN_REQUIRED = MESSAGE_TEXTS.domainRequired;
const allowedFields = new Set<string>(NS_API_SUBSCRIBER_FIELDS);

/**
 * A comma list of allowed fields, sorted and without repeats: every distinct value is a cache entry
 * on the server, so equal requests must look equal and arbitrary values must not get through.
 */
const ZFieldList = text(1000)
  .transform((text) => [...new Set(text.split(',').map((field) => field.trim()).filter(Boolean))].sort())
  .refine((fields) => fields.every((field) => allowedFields.has(field)), { error: MESSAGE_TEXTS.proxyFieldsAllowed })
  .transform((fields) => (fields.length > 0 ? fields.join(',') : undefined));

/** The platform proxy's parameters (document 2 §7): reads of subscriber or domain only. */
export const ZNsApiProxyRequest = z
  .object({
    object: z.enum(['subscriber', 'domain'], { error: MESSAGE_TEXTS.proxyObjects }),
    action: z.literal('read', { error: MESSAGE_TEXTS.proxyReadOnly }),
    format: z.literal('json').default('json'),
    domain: text(255).optional(),
    fields: ZFieldList.optional(),
    cloud_id: text(64).optional(),
  })
  .superRefine((request, ctx) => {
    if (request.object === 'subscriber' && !request.domain) ctx.addIssue({ code: 'custom', path: ['domain'], message: DOMAIN_REQUIRED });
  });

export const nsApiProxy = defineCall({
  name: 'nsApiProxy',
  summary:
    "The platform proxy of existing clients (POST /api/mamt/ns-api): reads of the caller's own domains or of a domain's users, " +
    'in the platform shape. Credentials in the query are ignored: the server uses the tenant connection.',
  access: signedIn,
  scope: [scope.cloud('cloud_id'), scope.domain('domain', { optional: true })],
  effect: 'read',
  body: { kind: 'form' },
  path: '/api/mamt/ns-api',
  // Each read may cost the tenant's shared platform budget: one user must not spend it for everyone.
  perUserPerMinute: 60,
  // Thousands of rows per read: checking each one cost a third of the request (see the bench).
  outputCheck: 'passThrough',
  input: ZNsApiProxyRequest,
  output: z.array(z.record(z.string(), z.string())),
});
