import { MESSAGES } from '@mamt/contract';
import { fieldError } from '../../lib/app-error.js';
import { singleTenant } from '../../lib/tenant-scope.js';
import type { CallContext, Handlers } from '../../rpc/call-context.js';
import { requireSession, tenantOf } from '../../rpc/call-context.js';
import type { DomainReportService } from './domain-report.service.js';

type Names = 'billingSummary' | 'getActiveSubscribers';

/** The domain the rpc layer's domain scope checked to be the tenant's. */
function checkedDomain(ctx: CallContext): string {
  const domain = ctx.scope?.domain;
  if (!domain) throw new Error('A domain-scoped call reached its handler without a resolved domain');
  return domain;
}

export function createDomainReportHandlers(report: DomainReportService): Pick<Handlers, Names> {
  return {
    billingSummary: (input, ctx) => {
      const session = requireSession(ctx);
      // The super tenant reports on the tenant it picks (document 3 §5); its own tenant is not a default.
      if (session.isSuperTenant && !input.cloud_id) throw fieldError('cloud_id', MESSAGES.selectSubscriberFirstReport);
      return report.report(singleTenant(tenantOf(ctx)), ctx.scope?.domain, session);
    },
    getActiveSubscribers: (_input, ctx) => report.activeSubscribers(singleTenant(tenantOf(ctx)), checkedDomain(ctx)),
  };
}
