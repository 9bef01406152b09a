import { z } from 'zod';
import { anonymous } from '../access.js';
import { requiredText, text } from '../common/fields.js';
import { defineCall } from '../define-call.js';
import { MESSAGE_TEXTS } from '../messages/catalog.js';
import { scope } from '../scope.js';

const required = MESSAGE_TEXTS.provisioningFieldsRequired;

/**
 * What the softphone app sends (document 4 §2.3): the POST form Acrobits recommends, or the same
 * fields as a GET query. A trailing `*` marks the editable test build of the same app: it is the
 * same cloud id, so it is dropped here.
 */
export const ZProvisioningRequest = z.object({
  cloud_id: requiredText(required, 64).transform((value) => value.replace(/\*+$/, '')),
  cloud_username: requiredText(required, 255),
  // Passwords and tokens keep their spaces.
  cloud_password: text(255, { trim: false, error: required }).min(1, { error: required }),
  /** `%installid%`: the same for one installation across updates. */
  installid: text(255).optional(),
  platform: text(40).optional(),
  version: text(100).optional(),
});

/** The Account XML with its HTTP status (200, or the status of an `<error>` answer). */
export const ZXmlAnswer = z.object({ status: z.number().int(), xml: z.string() });

/**
 * Password checks (QR code, portal or static password) of one login per minute, wherever they come
 * from; a device re-provisioning with its own device password is never counted (the server applies it).
 */
export const PASSWORD_CHECKS_PER_LOGIN_PER_MINUTE = 20;

export const provisioningAccount = defineCall({
  name: 'provisioningAccount',
  summary:
    'The softphone app fetches its account (Account XML, application/xml) with cloud_id, cloud_username and cloud_password: a one-time QR token, the platform portal password, or the per-device password of an earlier answer. Failures answer <error><message>…</message></error> (403, 409, 423, 429, 503).',
  access: anonymous,
  scope: scope.none,
  // Re-provisioning is the app reading its configuration, hourly per device; the devices it creates
  // are kept in app_devices with their times, so an audit row per request would only drown the log.
  effect: 'read',
  body: { kind: 'form' },
  alsoGet: true,
  path: '/provisioning/account',
  answer: 'xml',
  input: ZProvisioningRequest,
  output: ZXmlAnswer,
  // A company's phones behind one NAT address re-provision together after an outage.
  perAddressPerMinute: 300,
});
