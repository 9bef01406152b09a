import { z } from 'zod';
import { MESSAGE_TEXTS } from '../messages/catalog.js';
import { MESSAGES, formatMessage } from '../messages/messages.js';
import { MANDATORY_FIELDS, ZCloudId, ZFlag, ZRecordFormFields, requiredText, text } from '../common/fields.js';
import { DEFAULTS } from '../tenants/get-defaults.js';

const EXPIRES_MAX = MESSAGE_TEXTS.expiresMax999;
const TRANSPORT_INVALID = formatMessage(MESSAGES.transportChoices, { choices: DEFAULTS.transport.Allowed.join(', ') }).text;

/** Document 3 §9: what a new static account starts with. */
export const STATIC_ACCOUNT_DEFAULTS = {
  transport: 'udp',
  expires: 60,
  ringing_tone: 'periodic(sine(2000ms,2000,440Hz),silence(4000ms))',
} as const;

/** The yes/no flags of a static account, which answer as the strings '1' and '0' (document 3 §3). */
export const STATIC_ACCOUNT_FLAGS = [
  'allow_message',
  'outbound_proxy_enabled',
  'remote_msg_delete_supported',
  'msg_local_delete_supported',
  'outgoing_calls_through_sipis',
] as const;
export type StaticAccountFlag = (typeof STATIC_ACCOUNT_FLAGS)[number];

const LABEL = '[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?';
const HOST_NAME = new RegExp(`^${LABEL}(?:\\.${LABEL})*$`);
const IPV6 = /^\[[0-9A-Fa-f:.]{2,45}\]$/;

/** A SIP server as the app dials it: a host name, IPv4 or [IPv6] address, optionally with :port. */
export function isHostPort(value: string): boolean {
  const match = /^(\[[^\]]*\]|[^:]+)(?::(\d{1,5}))?$/.exec(value);
  if (!match) return false;
  const [, host = '', port] = match;
  if (port !== undefined && (Number(port) < 1 || Number(port) > 65535)) return false;
  return host.length <= 253 && (HOST_NAME.test(host) || IPV6.test(host));
}

const hostPort = (invalid: string) => requiredText(MANDATORY_FIELDS).refine(isHostPort, { error: invalid });

/** 1 to 999 seconds; an empty field takes the default. The spec has one message for every wrong value. */
const ZExpires = z.preprocess(
  (value) => {
    const trimmed = typeof value === 'string' ? value.trim() : value;
    return trimmed === '' || trimmed === null ? undefined : trimmed;
  },
  z.coerce
    .number({ error: EXPIRES_MAX })
    .int({ error: EXPIRES_MAX })
    .min(1, { error: EXPIRES_MAX })
    .max(999, { error: EXPIRES_MAX })
    .default(STATIC_ACCOUNT_DEFAULTS.expires),
);

const flag = ZFlag.default(true);
const password = text(255, { trim: false }).default('');

/** A static account as answered: never either password (spec README decision 7). */
export const ZStaticAccount = z.object({
  id: z.number(),
  cloud_id: z.string(),
  subscriber_id: z.number(),
  company: z.string(),
  cloud_username: z.string(),
  proxy: z.string(),
  outbound_proxy_host: z.string(),
  transport: z.string(),
  account_username: z.string(),
  expires: z.number(),
  allow_message: z.enum(['1', '0']),
  outbound_proxy_enabled: z.enum(['1', '0']),
  remote_msg_delete_supported: z.enum(['1', '0']),
  msg_local_delete_supported: z.enum(['1', '0']),
  outgoing_calls_through_sipis: z.enum(['1', '0']),
  ringing_tone: z.string(),
  user_id: z.number().nullable(),
});

/**
 * The account form (document 3 §2, §5, §9); the server validates the same object. On edit an empty
 * password keeps the stored one; a new account needs both.
 */
export const ZStaticAccountForm = z
  .object({
    ...ZRecordFormFields,
    cloud_id: requiredText(MANDATORY_FIELDS, 64).pipe(ZCloudId),
    // Older clients send it; the tenant is the one cloud_id names.
    subscriber_id: z.union([text(32), z.number()]).optional(),
    cloud_username: requiredText(MANDATORY_FIELDS),
    cloud_password: password,
    proxy: hostPort(MESSAGE_TEXTS.staticProxyInvalid),
    outbound_proxy_host: hostPort(MESSAGE_TEXTS.staticOutboundProxyInvalid),
    transport: text(16)
      .default(STATIC_ACCOUNT_DEFAULTS.transport)
      .transform((value) => value.toLowerCase() || STATIC_ACCOUNT_DEFAULTS.transport)
      .pipe(z.enum(DEFAULTS.transport.Allowed as [string, ...string[]], { error: TRANSPORT_INVALID })),
    account_username: requiredText(MANDATORY_FIELDS),
    account_password: password,
    expires: ZExpires,
    allow_message: flag,
    outbound_proxy_enabled: flag,
    remote_msg_delete_supported: flag,
    msg_local_delete_supported: flag,
    outgoing_calls_through_sipis: flag,
    ringing_tone: text(500)
      .default(STATIC_ACCOUNT_DEFAULTS.ringing_tone)
      .transform((value) => value || STATIC_ACCOUNT_DEFAULTS.ringing_tone),
  })
  .superRefine(
    (form, ctx) => {
      // Runs beside the field checks, so that a new account's missing passwords show with the rest.
      if (typeof form !== 'object' || form === null || form.id !== undefined) return;
      for (const field of ['cloud_password', 'account_password'] as const) {
        const value: unknown = form[field];
        if (typeof value !== 'string' || value.trim() === '') ctx.addIssue({ code: 'custom', path: [field], message: MANDATORY_FIELDS });
      }
    },
    { when: () => true },
  );
