import { z } from 'zod';
import { anonymous, signedIn } from '../access.js';
import { ZMessageFields, ZTenantFields, text } from '../common/fields.js';
import { defineCall } from '../define-call.js';
import { MESSAGE_TEXTS } from '../messages/catalog.js';
import { MESSAGE_IDS } from '../messages/messages.js';
import { scope } from '../scope.js';
import { domainRead } from '../tenant-calls.js';
import { ZDomainPayload } from './domain-fields.js';

/** To, Subject and Body share the spec's one message: an empty one of any is refused with it. */
export const requiredMailText = (max: number) => text(max, { error: MESSAGE_TEXTS.qrMailMandatory }).min(1, { error: MESSAGE_TEXTS.qrMailMandatory });

const isEmail = (value: string) => z.email().safeParse(value).success;

/** Cc: empty, or addresses separated by commas or semicolons. */
export const ZCcList = text(1000).refine((value) => value === '' || value.split(/[,;]/).every((part) => isEmail(part.trim())), {
  error: MESSAGE_TEXTS.invalidEmailAddress,
});

/** A one-time QR token as the QR page's address carries it (22 base64url characters). */
export const ZQrToken = text(64).min(1, { error: MESSAGE_TEXTS.qrCodeInvalid });

/**
 * A QR code is a SIP account: administrators may send a user's QR code to any address and copy it to
 * others; every other console user only to that user's own e-mail address on the platform, without Cc.
 */
export const mayMailQrAnywhere = (userType: string | undefined): boolean => userType === 'admin';

export const emailLink = defineCall({
  name: 'emailLink',
  summary:
    'Send one user the QR-code e-mail (document 2, one call per selected user). The user is `domain` + `extension`, or else the one ' +
    "platform user of the tenant's domains with the recipient's address. A new one-time token (valid PROVISIONING_TOKEN_DAYS) " +
    "replaces the user's unused ones; FIRST_NAME_HERE, LAST_NAME_HERE and LINK_HERE (the QR page) are filled in, the QR code is " +
    'attached as qr-code.png. Success means the mail is queued; getQrMailRun with the answered run_id tells whether it was ' +
    "delivered. Only an administrator may send to another address than the user's own on the platform, or fill in cc (403 naming " +
    'the field); cc receives a notice that the code was sent, never the code.',
  access: signedIn,
  scope: [scope.cloud('cloud_id'), scope.domain('domain', { optional: true })],
  effect: 'write',
  input: z.object({
    ...ZTenantFields,
    domain: text(255).optional(),
    extension: text(64).optional(),
    recepient: requiredMailText(255).pipe(z.email({ error: MESSAGE_TEXTS.invalidEmailAddress })),
    cc: ZCcList.default(''),
    subject: requiredMailText(500),
    body: requiredMailText(20000),
  }),
  // run_id: where the mail stands (getQrMailRun), as for a send to many.
  output: z.object({ ...ZMessageFields, domain: z.string(), extension: z.string(), expires_at: z.string(), run_id: z.number().int() }),
  // Each call reads the platform and sends a mail: two full pages of selected users a minute, not a flood.
  perUserPerMinute: 200,
});

/** A problem in plain words: the catalog message (what happened and what to do) and its values. */
export const ZQrProblem = z.object({ message: z.string(), message_id: z.enum(MESSAGE_IDS), params: z.record(z.string(), z.string()).optional() });

/**
 * A user's QR e-mail that did not reach them: `error` is the problem in plain words (English),
 * `problem` the same with its catalog id, `delivery_id` what resendQrMails takes.
 */
export const ZQrMailFailure = z.object({
  delivery_id: z.number().int(),
  extension: z.string(),
  name: z.string(),
  recipient: z.string(),
  status: z.enum(['failed', 'kept']),
  error: z.string(),
  problem: ZQrProblem.optional(),
  detail: z.string().optional(),
  at: z.string(),
});

/** The most undelivered QR e-mails getQrMailFailures lists; its `total` counts them all. */
export const QR_FAILURES_SHOWN = 100;

export const getQrMailFailures = domainRead(signedIn, {
  name: 'getQrMailFailures',
  summary:
    "Each user's latest QR e-mail of a domain when it was not delivered (given up on after every retry, or kept in the outbox for " +
    `want of a mail server), newest first; a user's line disappears once a later QR e-mail to that user was delivered. At most ` +
    `${QR_FAILURES_SHOWN} are listed in \`rows\`; \`total\` counts them all, which resendQrMails' \`all_undelivered\` sends again.`,
  input: z.object(ZDomainPayload),
  output: z.object({ rows: z.array(ZQrMailFailure), total: z.number().int() }),
});

export const getQrCode = defineCall({
  name: 'getQrCode',
  summary:
    'The QR page (/qr/<token>): the QR code of a live token with the tenant\'s name and logo, and what the app asks for when it is ' +
    'typed in instead of scanned on the phone itself: the cloud id and the user\'s login (`cloud_username`); the password is the ' +
    'token, which the page already has, so no other secret is answered. Reading it does not use the token up. ' +
    'A used, revoked, expired or unknown token gets the same 404, which names no one.',
  access: anonymous,
  scope: scope.none,
  effect: 'read',
  input: z.object({ token: ZQrToken }),
  output: z.object({
    company: z.string(),
    logo: z.string().optional(),
    qr_png: z.string(),
    expires_at: z.string(),
    cloud_id: z.string(),
    cloud_username: z.string(),
  }),
});
