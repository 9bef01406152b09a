import { mayMailQrAnywhere } from '@mamt/contract';
import { singleTenant } from '../../lib/tenant-scope.js';
import type { Handlers } from '../../rpc/call-context.js';
import { requireSession, tenantOf } from '../../rpc/call-context.js';
import type { QrMailService } from './qr-mail.service.js';

export function createQrMailHandlers(qrMail: QrMailService): Pick<Handlers, 'emailLink' | 'getQrMailFailures' | 'getQrCode'> {
  return {
    emailLink: async (input, ctx) => {
      // The domain scope has checked a named domain; without one the user is looked up by address.
      const domain = ctx.scope?.domain;
      if (domain && input.extension) ctx.audit.target = `qr:${domain}:${input.extension}`;
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
        anyAddress: mayMailQrAnywhere(requireSession(ctx).userType),
      });
      ctx.audit.target = `qr:${answer.domain}:${answer.extension}`;
      return answer;
    },
    getQrMailFailures: (input, ctx) => qrMail.failures(singleTenant(tenantOf(ctx)), ctx.scope?.domain ?? input.domain),
    getQrCode: (input) => qrMail.qrCode(input.token),
  };
}
