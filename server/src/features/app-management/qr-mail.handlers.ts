import { mayMailQrAnywhere } from '@mamt/contract';
import { singleTenant } from '../../lib/tenant-scope.js';
import type { CallContext, Handlers } from '../../rpc/call-context.js';
import { requireSession, tenantOf } from '../../rpc/call-context.js';
import type { QrMailRunsService, QrSender } from './qr-mail-runs.service.js';
import type { QrMailService } from './qr-mail.service.js';

type QrMailCalls = 'emailLink' | 'getQrMailFailures' | 'getQrCode' | 'sendQrMails' | 'getQrMailRun' | 'getRecentQrMailRuns' | 'resendQrMails';

/** The session's user as the sender of QR e-mails. */
function senderOf(ctx: CallContext): QrSender {
  const session = requireSession(ctx);
  return { userId: session.userId, name: session.name || session.username, anyAddress: mayMailQrAnywhere(session.userType), isProvider: session.isSuperTenant };
}

/** The tenant and domain the domain scope resolved and checked. */
function domainOf(ctx: CallContext, named: string): { cloudId: string; domain: string } {
  return { cloudId: singleTenant(tenantOf(ctx)), domain: ctx.scope?.domain ?? named };
}

export function createQrMailHandlers(qrMail: QrMailService, runs: QrMailRunsService): Pick<Handlers, QrMailCalls> {
  return {
    emailLink: async (input, ctx) => {
      // The domain scope has checked a named domain; without one the user is looked up by address.
      const domain = ctx.scope?.domain;
      if (domain && input.extension) ctx.audit.target = `qr:${domain}:${input.extension}`;
      // Until the user is known, a refusal is named by what the sender gave: the user, else the address looked up.
      ctx.audit.subject = { kind: 'qrMail', name: domain && input.extension ? `${input.extension}@${domain}` : input.recepient };
      // Every QR e-mail, sent or refused, is audited with its sender (the session) and its recipients.
      ctx.audit.detail = `to: ${input.recepient}${input.cc ? `, cc: ${input.cc}` : ''}`;
      const answer = await qrMail.send({
        cloudId: singleTenant(tenantOf(ctx)),
        ...(domain ? { domain } : {}),
        ...(input.extension ? { extension: input.extension } : {}),
        recipient: input.recepient,
        cc: input.cc,
        subject: input.subject,
        body: input.body,
        sender: senderOf(ctx),
      });
      ctx.audit.target = `qr:${answer.domain}:${answer.extension}`;
      ctx.audit.subject = { kind: 'qrMail', name: `${answer.extension}@${answer.domain}` };
      return answer;
    },
    sendQrMails: async (input, ctx) => {
      const { cloudId, domain } = domainOf(ctx, input.domain);
      ctx.audit.target = `qr:${domain}`;
      ctx.audit.subject = { kind: 'qrMail', name: domain };
      ctx.audit.detail = `users: ${input.extensions.length}${input.cc ? `, cc: ${input.cc}` : ''}`;
      const answer = await runs.sendMany(cloudId, domain, senderOf(ctx), input);
      ctx.audit.detail = `run ${answer.run_id}, queued: ${answer.queued}, skipped: ${answer.skipped.length}${input.cc ? `, cc: ${input.cc}` : ''}`;
      return answer;
    },
    resendQrMails: async (input, ctx) => {
      const { cloudId, domain } = domainOf(ctx, input.domain);
      ctx.audit.target = `qr:${domain}`;
      ctx.audit.subject = { kind: 'qrMail', name: domain };
      const ids = input.delivery_ids;
      ctx.audit.detail = [
        input.run_id !== undefined ? `resend of run ${input.run_id}` : '',
        ids.length > 0 ? `deliveries ${ids.slice(0, 20).join(', ')}${ids.length > 20 ? ', …' : ''}` : '',
        input.all_undelivered ? 'every undelivered' : '',
      ]
        .filter(Boolean)
        .join('; ');
      const answer = await runs.resend(cloudId, domain, senderOf(ctx), { ids, allUndelivered: input.all_undelivered, ...(input.run_id !== undefined ? { runId: input.run_id } : {}) });
      ctx.audit.detail = `${ctx.audit.detail}; queued: ${answer.queued}`;
      return answer;
    },
    getQrMailRun: (input, ctx) => {
      const { cloudId, domain } = domainOf(ctx, input.domain);
      const page = { ...(input.statuses ? { statuses: input.statuses } : {}), page: input.page, pageSize: input.page_size };
      return runs.run(cloudId, domain, input.run_id, page, senderOf(ctx).isProvider);
    },
    getRecentQrMailRuns: (input, ctx) => {
      const { cloudId, domain } = domainOf(ctx, input.domain);
      return runs.recent(cloudId, domain);
    },
    getQrMailFailures: (input, ctx) => {
      const { cloudId, domain } = domainOf(ctx, input.domain);
      return runs.undelivered(cloudId, domain, senderOf(ctx).isProvider);
    },
    getQrCode: (input) => qrMail.qrCode(input.token),
  };
}
