import { z } from 'zod';
import { ZTenantFields, text } from '../common/fields.js';
import { MESSAGE_TEXTS } from '../messages/catalog.js';

/**
 * An app device's platform name is the extension followed by a suffix ending in the platform letter:
 * m Android, i iOS, e other, d desktop (`1001m`, `1001i`, a second Android phone `1001am`).
 */
export const APP_DEVICE_SUFFIX = /^[a-z]*[mied]$/;

/** Whether a platform device name (the AOR's user part) is one of an extension's app devices. */
export function isAppDeviceOf(extension: string, deviceName: string): boolean {
  return extension !== '' && deviceName.startsWith(extension) && APP_DEVICE_SUFFIX.test(deviceName.slice(extension.length));
}

/** One device of the User Devices screen: the platform's registration joined with what we recorded. */
export const ZUserDevice = z.object({
  /** The platform device (the AOR's user part), e.g. `1001m`. */
  device: z.string(),
  aor: z.string(),
  sub_login: z.string(),
  user_agent: z.string(),
  expires: z.string(),
  outboundproxyenabled: z.boolean(),
  subscriber_name: z.string(),
  /** The core (SIP server) the device last registered to, as the platform reports it; empty when unknown. */
  core: z.string(),
  /** Ours: null for a device that the app has not provisioned through us. */
  platform: z.string().nullable(),
  app_version: z.string().nullable(),
  last_provisioned_at: z.iso.datetime({ offset: true }).nullable(),
  up_to_date: z.boolean().nullable(),
});
export type TUserDevice = z.infer<typeof ZUserDevice>;

/**
 * A user of a domain named as the spec's clients do: `username` is the platform login
 * (`1001@acme.demo`); `extension` and `domain` may be given instead or as well. The domain scope then
 * checks the domain like any domain field.
 */
export const ZUserOfDomain = z
  .object({
    ...ZTenantFields,
    username: text(255).optional(),
    extension: text(64).optional(),
    domain: text(255).optional(),
  })
  .transform((input, ctx) => {
    const [loginUser = '', loginDomain = ''] = (input.username ?? '').split('@');
    const extension = input.extension || loginUser;
    const domain = input.domain || loginDomain;
    if (!extension) ctx.addIssue({ code: 'custom', path: ['username'], message: MESSAGE_TEXTS.selectSubscriberFirst, input: input.username });
    if (!domain) ctx.addIssue({ code: 'custom', path: ['domain'], message: MESSAGE_TEXTS.domainRequired, input: input.domain });
    if (!extension || !domain) return z.NEVER;
    return { cloud_id: input.cloud_id, extension, domain };
  });
