import type { TTestMailAnswer } from '@mamt/contract';
import type { CallContext, Handlers } from '../../rpc/call-context.js';
import { requireSession } from '../../rpc/call-context.js';
import type { TestMails } from './white-label-test-mail.js';
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

export function createWhiteLabelHandlers(whiteLabel: WhiteLabelService, testMails: TestMails): Pick<Handlers, Names> {
  return {
    getWhiteLabelOptions: (input) => whiteLabel.optionsForBaseUrl(input.base_url),
    whiteLabelDetails: (input) => whiteLabel.details(input.subscriber_id),
    createUpdateWhiteLabel: (input, ctx) => {
      ctx.audit.target = `whiteLabel:subscriber:${input.subscriber_id}`;
      return whiteLabel.save(input, ctx.files, requireSession(ctx).userId);
    },
    getProvisioningSubscriber: (input) => whiteLabel.requireAllUsers(input.subscriberId),
    checkUncheckProvisioningSubscriber: (input, ctx) => {
      ctx.audit.target = `subscriber:${input.subscriberId}`;
      return whiteLabel.setAllUsers(input.subscriberId, input.cloudId, input.check);
    },
    sendWhiteLabelTestMail: (input, ctx) =>
      recorded(ctx, `whiteLabel:subscriber:${input.subscriber_id}`, input.recipient, testMails.throughWhiteLabel(input, requireSession(ctx))),
    sendOperatorTestMail: (input, ctx) => recorded(ctx, 'operatorMailServer', input.recipient, testMails.throughOperator(input.recipient, requireSession(ctx))),
  };
}
