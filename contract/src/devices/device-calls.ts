import { z } from 'zod';
import { signedIn } from '../access.js';
import { ZMessage, ZMessageFields, ZTenantFields, requiredText, text } from '../common/fields.js';
import { MESSAGE_TEXTS } from '../messages/catalog.js';
import { domainRead, domainWrite } from '../tenant-calls.js';
import { ZUserDevice, ZUserOfDomain } from './device-fields.js';

export const getUserDevices = domainRead(signedIn, {
  name: 'getUserDevices',
  summary:
    "A user's app devices: the platform's devices of the user whose name is the extension plus a suffix ending in m, i, e or d, " +
    'with the platform, app version, last provisioning and whether it has the current configuration from our records.',
  input: ZUserOfDomain,
  output: z.array(ZUserDevice),
});

export const syncDevices = domainWrite(signedIn, {
  name: 'syncDevices',
  summary: "Asks the platform to resync each of the user's app devices (check-sync), then answers the devices.",
  input: ZUserOfDomain,
  output: z.object({ ...ZMessageFields, devices: z.array(ZUserDevice) }),
});

/**
 * `aor` is `sip:1001m@acme.demo`, `1001m@acme.demo` or `1001m`; its domain, else the login's, is the
 * domain checked by the scope. A client may also name the domain (ours); it must then be the AOR's.
 */
const ZDeviceOfUser = z
  .object({
    ...ZTenantFields,
    cloud_username: requiredText(MESSAGE_TEXTS.selectSubscriberFirst, 255),
    aor: requiredText(MESSAGE_TEXTS.deviceNotFound, 255),
    domain: text(255).optional(),
  })
  .transform((input, ctx) => {
    const [extension = '', loginDomain = ''] = input.cloud_username.split('@');
    const [device = '', aorDomain = ''] = input.aor.replace(/^sips?:/i, '').split('@');
    const domain = input.domain || aorDomain || loginDomain;
    if (aorDomain && domain.toLowerCase() !== aorDomain.toLowerCase()) {
      ctx.addIssue({ code: 'custom', path: ['aor'], message: MESSAGE_TEXTS.deviceNotFound, input: input.aor });
      return z.NEVER;
    }
    if (!domain) {
      ctx.addIssue({ code: 'custom', path: ['cloud_username'], message: MESSAGE_TEXTS.domainRequired, input: input.cloud_username });
      return z.NEVER;
    }
    return { cloud_id: input.cloud_id, extension, device, domain };
  });

export const DeleteUserDevice = domainWrite(signedIn, {
  name: 'DeleteUserDevice',
  summary:
    "Deletes one of the user's app devices on the platform, then stops its cloud_password (the app's next re-provision gets the \"Logged out.\" account).",
  input: ZDeviceOfUser,
  output: ZMessage,
});
