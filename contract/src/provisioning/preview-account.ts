import { z } from 'zod';
import { userTypes } from '../access.js';
import { defineCall } from '../define-call.js';
import { MESSAGE_TEXTS } from '../messages/catalog.js';
import { scope } from '../scope.js';
import { ZDomainPayload } from '../app-management/domain-fields.js';
import { extension } from '../app-management/platform-fields.js';

/**
 * The level each value of the Account XML came from (document 4 §8): product default, the tenant's
 * record, its primary client profile and white label, the domain (App Management settings or its
 * client profile), the extension (per-user settings or its client profile), the app device, a static
 * account, or the server itself (provisioning URL, interval, version). `region`: the proxy chosen among the up cores of the domain's region (document 4 §5).
 */
export const ACCOUNT_VALUE_SOURCES = ['default', 'tenant', 'primary', 'white label', 'domain', 'region', 'extension', 'device', 'static account', 'server'] as const;
export type AccountValueSource = (typeof ACCOUNT_VALUE_SOURCES)[number];

/** `note`: why a value is what it is where the source alone does not say (messaging off for want of the SMS/MMS permission, a core of another region). */
export const ZAccountValue = z.object({ element: z.string(), value: z.string(), source: z.enum(ACCOUNT_VALUE_SOURCES), note: z.string().optional() });

export const previewAccount = defineCall({
  name: 'previewAccount',
  summary:
    "What the user's app would receive now (document 4 §8): the Account XML with passwords masked, and each value with the level it came from. The user's first live app device stands for the device; without one, the name a first Android installation would get.",
  access: userTypes('admin', 'support user'),
  scope: [scope.cloud('cloud_id'), scope.domain('domain')],
  effect: 'read',
  input: z.object({ ...ZDomainPayload, extension: extension(MESSAGE_TEXTS.selectSubscriberFirst) }),
  output: z.object({ xml: z.string(), values: z.array(ZAccountValue) }),
});
