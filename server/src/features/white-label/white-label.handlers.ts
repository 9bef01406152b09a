import type { CallParsedInput, Calls, TTestMailAnswer } from '@mamt/contract';
import type { CallContext, Handlers } from '../../rpc/call-context.js';
import { requireSession } from '../../rpc/call-context.js';
import type { TestMails } from './white-label-test-mail.js';
import { whiteLabelChanges } from './white-label-changes.js';
import type { WhiteLabelService } from './white-label.service.js';

type Names =
  | 'getWhiteLabelOptions'
  | 'whiteLabelDetails'
  | 'createUpdateWhiteLabel'
  | 'getProvisioningSubscriber'
  | 'checkUncheckProvisioningSubscriber'
  | 'sendWhiteLabelTestMail'
  | 'sendOperatorTestMail';

/** A test mail's audit record and log line: to whom, and how it went (the mail server's words, never a password). */
async function recorded(ctx: CallContext, target: string, recipient: string, sending: Promise<TTestMailAnswer>): Promise<TTestMailAnswer> {
  ctx.audit.target = target;
  ctx.audit.detail = `to: ${recipient}`;
  const answer = await sending;
  ctx.audit.detail = `to: ${recipient}, ${answer.result}`;
  ctx.log.info({ testMail: { target, result: answer.result, reply: answer.reply } }, answer.ok ? 'test mail sent' : 'test mail not sent');
  return answer;
}

/**
 * A save, with what it changed for System Logs: the white label is read before and after it. The
 * reads are the entry's only: one that fails leaves the save to answer as it would without them.
 */
async function savedWithChanges(whiteLabel: WhiteLabelService, input: CallParsedInput<Calls['createUpdateWhiteLabel']>, ctx: CallContext) {
  const current = () => whiteLabel.details(input.subscriber_id).catch(() => undefined);
  const before = await current();
  if (before) ctx.audit.subject = { kind: 'whiteLabel', name: before.cloud_id };
  const answer = await whiteLabel.save(input, ctx.files, requireSession(ctx).userId);
  const after = before && (await current());
  if (before && after) ctx.audit.changes = whiteLabelChanges(before, after, input.email_password);
  return answer;
}

export function createWhiteLabelHandlers(whiteLabel: WhiteLabelService, testMails: TestMails): Pick<Handlers, Names> {
  return {
    getWhiteLabelOptions: (input) => whiteLabel.optionsForBaseUrl(input.base_url),
    whiteLabelDetails: (input) => whiteLabel.details(input.subscriber_id),
    createUpdateWhiteLabel: (input, ctx) => {
      ctx.audit.target = `whiteLabel:subscriber:${input.subscriber_id}`;
      return savedWithChanges(whiteLabel, input, ctx);
    },
    getProvisioningSubscriber: (input) => whiteLabel.requireAllUsers(input.subscriberId),
    checkUncheckProvisioningSubscriber: async (input, ctx) => {
      ctx.audit.target = `subscriber:${input.subscriberId}`;
      // A setting of the tenant itself: named as the tenants' own entries name it.
      const before = await whiteLabel.tenantFacts(input.subscriberId).catch(() => undefined);
      if (before) ctx.audit.subject = { kind: 'subscriber', name: before.cloudId };
      const answer = await whiteLabel.setAllUsers(input.subscriberId, input.cloudId, input.check);
      if (before && before.allowAllUsers !== input.check) ctx.audit.changes = [{ field: 'allow_all_users', from: before.allowAllUsers, to: input.check }];
      return answer;
    },
    sendWhiteLabelTestMail: async (input, ctx) => {
      const tenant = await whiteLabel.tenantFacts(input.subscriber_id).catch(() => undefined);
      if (tenant) ctx.audit.subject = { kind: 'whiteLabel', name: tenant.cloudId };
      return recorded(ctx, `whiteLabel:subscriber:${input.subscriber_id}`, input.recipient, testMails.throughWhiteLabel(input, requireSession(ctx)));
    },
    sendOperatorTestMail: (input, ctx) => {
      ctx.audit.subject = { kind: 'mailServer', name: 'SMTP_URL' };
      return recorded(ctx, 'operatorMailServer', input.recipient, testMails.throughOperator(input.recipient, requireSession(ctx)));
    },
  };
}
