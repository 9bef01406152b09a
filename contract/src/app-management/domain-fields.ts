import { z } from 'zod';
import { MESSAGE_TEXTS } from '../messages/catalog.js';
import { ZActingUser, ZCloudField, ZFlag, ZMessageFields, fieldsNamed, requiredText, text } from '../common/fields.js';

/** Device limit of a domain (document 2 §9). */
export const DEVICE_LIMIT_MIN = 1;
export const DEVICE_LIMIT_MAX = 20;

/**
 * The domain an App Management call acts on: required, checked by the domain scope to be one of the
 * tenant's. The one definition for the domain settings and the per-user calls alike; only the
 * platform proxy has its own message (ns-api-proxy.ts), as it reads subscribers rather than act on a domain.
 */
export const ZDomainName = requiredText(MESSAGE_TEXTS.selectDomainFirst);

/**
 * The payload fields the spec's clients send with every domain call: the acting user's names are
 * accepted and ignored (the session decides), the cloud id is the tenant scope's.
 */
export const ZDomainPayload = {
  ...ZActingUser,
  username: text(255).optional(),
  ...ZCloudField,
  domain: ZDomainName,
};

/** The four on/off settings of a domain, as the settings answer names them. */
export const DOMAIN_TOGGLES = ['provisioning', 'quick_dial', 'recording', 'textable'] as const;
export type DomainToggle = (typeof DOMAIN_TOGGLES)[number];

/** Every App Management setting of one domain, read in one request when a domain is picked. */
export const ZDomainSettings = z.object({
  domain: z.string(),
  device_limit: z.number().int(),
  ...fieldsNamed(DOMAIN_TOGGLES, () => z.boolean()),
  /** Rises with every change of the domain's settings; the provisioning service serves it. */
  config_version: z.number().int(),
});

/** A write's answer: the message the console shows, and the domain's settings as they now are. */
export const ZDomainSettingsAnswer = z.object({ ...ZMessageFields, settings: ZDomainSettings });

/** The spec's toggle payload: `check` is the new state. */
export const ZDomainToggle = z.object({ ...ZDomainPayload, check: ZFlag });
