import { z } from 'zod';
import { signedIn } from '../access.js';
import { ZMessageFields, fieldsNamed, recordId, text } from '../common/fields.js';
import { MESSAGE_TEXTS } from '../messages/catalog.js';
import { MESSAGES, formatMessage } from '../messages/messages.js';
import { domainRead, domainWrite } from '../tenant-calls.js';
import { ZDomainPayload } from './domain-fields.js';
import { ZCcList, ZQrProblem, requiredMailText } from './qr-mail.js';

/** The most users one Send QR Code may address: a domain of a large company, with room to spare. */
export const QR_SEND_MAX_USERS = 5000;

/**
 * Where one user's QR e-mail stands. queued: waiting for its turn or being handed to the mail
 * server; retrying: an attempt failed and another follows; sent: the mail server took it; failed:
 * given up on; kept: no mail server is set up, so it stayed in the outbox and reached no one.
 */
export const QR_DELIVERY_STATUSES = ['queued', 'retrying', 'sent', 'failed', 'kept'] as const;
export const ZQrDeliveryStatus = z.enum(QR_DELIVERY_STATUSES);
export type QrDeliveryStatus = z.infer<typeof ZQrDeliveryStatus>;

/** Not delivered, and may be sent again: given up on, or kept for want of a mail server. */
export const QR_UNDELIVERED_STATUSES: readonly QrDeliveryStatus[] = ['failed', 'kept'];

/** Still on its way: the console keeps asking while a send has any of these. */
export const QR_PENDING_STATUSES: readonly QrDeliveryStatus[] = ['queued', 'retrying'];

export const ZQrDelivery = z.object({
  id: z.number().int(),
  extension: z.string(),
  name: z.string(),
  recipient: z.string(),
  status: ZQrDeliveryStatus,
  attempts: z.number().int(),
  problem: ZQrProblem.optional(),
  /** The mail server's own words, for the provider's staff only. */
  detail: z.string().optional(),
  updated_at: z.string(),
});

const ZCounts = z.object(fieldsNamed(QR_DELIVERY_STATUSES, () => z.number().int()));

export const ZQrMailRun = z.object({
  id: z.number().int(),
  domain: z.string(),
  sent_by: z.string(),
  subject: z.string(),
  cc: z.string(),
  created_at: z.string(),
  total: z.number().int(),
  counts: ZCounts,
});

const ZSkipped = z.object({ extension: z.string(), problem: ZQrProblem });

const extensionList = z
  .array(text(64).min(1))
  .min(1, { error: MESSAGE_TEXTS.qrMailNoUser })
  .max(QR_SEND_MAX_USERS, { error: formatMessage(MESSAGES.qrSendTooMany, { max: QR_SEND_MAX_USERS }).text });

export const sendQrMails = domainWrite(signedIn, {
  name: 'sendQrMails',
  summary:
    'Send Send QR Code\'s e-mail to many users of a domain at once (the console\'s way; `emailLink` remains for one user). Each ' +
    "user gets their own mail at their own address on the platform; users without one, or no longer in the domain, are answered " +
    'in `skipped`. The mails are queued at once and sent in the background: `getQrMailRun` tells where each stands. `cc` (administrators ' +
    'only) receives one notice of who was sent a code, never the codes.',
  input: z.object({ ...ZDomainPayload, extensions: extensionList, cc: ZCcList.default(''), subject: requiredMailText(500), body: requiredMailText(20000) }),
  output: z.object({
    ...ZMessageFields,
    run_id: z.number().int(),
    queued: z.number().int(),
    skipped: z.array(ZSkipped),
    /** False when no mail server is set up: the mails will be kept in the outbox, not delivered. */
    mail_server: z.boolean(),
    expires_at: z.string(),
  }),
});

export const QR_RUN_PAGE_SIZES = [10, 25, 50, 100] as const;

export const getQrMailRun = domainRead(signedIn, {
  name: 'getQrMailRun',
  summary: "One send of QR e-mails of a domain: how many are queued, sent, failed…, and one page of its users' e-mails (optionally of some statuses only), in the order they were chosen.",
  input: z.object({
    ...ZDomainPayload,
    run_id: recordId(),
    statuses: z.array(ZQrDeliveryStatus).optional(),
    page: z.coerce.number().int().min(1).default(1),
    page_size: z.coerce.number().int().min(1).max(100).default(10),
  }),
  output: z.object({ run: ZQrMailRun, deliveries: z.object({ rows: z.array(ZQrDelivery), total: z.number().int() }) }),
});

export const getRecentQrMailRuns = domainRead(signedIn, {
  name: 'getRecentQrMailRuns',
  summary: "The domain's latest sends of QR e-mails, newest first, each with its counts: a send goes on after its dialog is closed.",
  input: z.object(ZDomainPayload),
  output: z.array(ZQrMailRun),
});

export const resendQrMails = domainWrite(signedIn, {
  name: 'resendQrMails',
  summary:
    'Send again the QR e-mails of a domain that were not delivered (failed, or kept for want of a mail server), each with a new code ' +
    'and the template it was first sent with. An administrator resends to the address it went to; others to the user\'s own address ' +
    'on the platform. E-mails delivered or still on their way are left as they are.',
  // `run_id`: every mail of that send that was not delivered; `delivery_ids`: those mails; `all_undelivered`: every user's
  // latest mail of the domain that was not delivered, however many (what getQrMailFailures counts in `total`, not only the
  // rows it lists), chosen by the server so that a screen never has to hold them all.
  input: z
    .object({
      ...ZDomainPayload,
      run_id: recordId().optional(),
      delivery_ids: z.array(z.number().int().positive()).max(QR_SEND_MAX_USERS).default([]),
      all_undelivered: z.boolean().default(false),
    })
    .refine((input) => input.run_id !== undefined || input.delivery_ids.length > 0 || input.all_undelivered, { error: MESSAGE_TEXTS.qrResendNothing, path: ['delivery_ids'] }),
  output: z.object({ ...ZMessageFields, queued: z.number().int(), skipped: z.array(ZSkipped) }),
});
