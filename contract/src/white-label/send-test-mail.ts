import { z } from 'zod';
import { superTenant } from '../access.js';
import { ZId, ZMessageFields, text } from '../common/fields.js';
import { defineCall } from '../define-call.js';
import { MESSAGE_TEXTS } from '../messages/catalog.js';
import { scope } from '../scope.js';
import { ZMailServerFields } from './white-label-fields.js';

/** How a test mail went: taken, or the step at which the mail server (or the way to it) failed. */
export const TEST_MAIL_RESULTS = [
  'sent',
  'sign-in-refused',
  'recipient-refused',
  'mail-refused',
  'connection-refused',
  'timed-out',
  'host-not-found',
  'unreachable',
  'tls-failed',
] as const;
export type TestMailResult = (typeof TEST_MAIL_RESULTS)[number];

/** The longest a test mail may take, connection to answer, before it is reported as timed out. */
export const TEST_MAIL_TIMEOUT_SECONDS = 15;

/** Test mails each administrator may send per minute: enough to try a few settings, too few to spam with. */
export const TEST_MAILS_PER_MINUTE = 5;

/** The address a test mail goes to (any address: the administrator types it). */
export const ZTestMailRecipient = text(255, { error: MESSAGE_TEXTS.invalidEmailAddress }).pipe(z.email({ error: MESSAGE_TEXTS.invalidEmailAddress }));

/**
 * What the mail server said: `message` in plain words (a catalog message), `reply` its own words (its
 * response line, or the error met on the way to it), never a password.
 */
export const ZTestMailAnswer = z.object({ ok: z.boolean(), result: z.enum(TEST_MAIL_RESULTS), ...ZMessageFields, reply: z.string() });
export type TTestMailAnswer = z.output<typeof ZTestMailAnswer>;

const answers =
  `Sends one short mail at once (not through the queue), with a ${TEST_MAIL_TIMEOUT_SECONDS} s timeout, and answers what the mail server said: ` +
  "ok with its response line, or the failure's step (sign-in, recipient, connection refused, timeout, unknown host, TLS) with its words. " +
  `Without SMTP_URL no mail leaves the installation: 503. At most ${TEST_MAILS_PER_MINUTE} a minute per user. Super tenant admins only.`;

export const sendWhiteLabelTestMail = defineCall({
  name: 'sendWhiteLabelTestMail',
  summary:
    "A test mail to `recipient` through a white label's mail server as the form has it, From its Email From. An empty password uses the " +
    'stored one while the host, port and username are the stored ones (else 400 asking to type it again); an internal address is refused ' +
    `as when saving unless MAIL_ALLOW_INTERNAL_HOSTS. ${answers}`,
  access: superTenant('admin'),
  scope: scope.provider,
  effect: 'write',
  perUserPerMinute: TEST_MAILS_PER_MINUTE,
  input: z.object({ subscriber_id: ZId, ...ZMailServerFields, recipient: ZTestMailRecipient }),
  output: ZTestMailAnswer,
});

export const sendOperatorTestMail = defineCall({
  name: 'sendOperatorTestMail',
  summary: `A test mail to \`recipient\` through the operator's mail server (SMTP_URL), From MAIL_FROM. ${answers}`,
  access: superTenant('admin'),
  scope: scope.provider,
  effect: 'write',
  perUserPerMinute: TEST_MAILS_PER_MINUTE,
  input: z.object({ recipient: ZTestMailRecipient }),
  output: ZTestMailAnswer,
});
