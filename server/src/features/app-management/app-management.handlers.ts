import type { Db } from '../../db/open-db.js';
import type { NetsapiensGateway } from '../../integrations/netsapiens/netsapiens-gateway.js';
import { singleTenant } from '../../lib/tenant-scope.js';
import type { CallContext, Handlers } from '../../rpc/call-context.js';
import { recordOf, requireSession, tenantOf } from '../../rpc/call-context.js';
import { createCallingNumbersService } from './calling-numbers.js';
import { searchPlatformUsers } from './check-email.js';
import { createDidSharingService } from './did-sharing.js';
import { createSharedVoicemailService } from './shared-voicemail.js';
import type { TemplatesService } from './templates.service.js';

type Names =
  | 'getTemplates' | 'templateCreateUpdate' | 'deleteTemplate'
  | 'getAvailableCallingNumbers' | 'getAssignedCallingNumbers' | 'assignCallingNumber' | 'deleteAssignedCallingNumber'
  | 'sharedVMSummary' | 'createUpdateSharedVM' | 'deleteSharedVM'
  | 'getDIDNumbers' | 'getDidSharingDetails' | 'createUpdateDidSharing' | 'deleteDidSharing'
  | 'checkEmailInNetsapien';

/** The tenant and domain the rpc layer's domain scope checked (the super tenant's: the domain's owner). */
function domainOf(ctx: CallContext): { cloudId: string; domain: string } {
  const domain = ctx.scope?.domain;
  if (!domain) throw new Error('A domain-scoped call reached its handler without a resolved domain');
  return { cloudId: singleTenant(tenantOf(ctx)), domain };
}

export function createAppManagementHandlers(db: Db, gateway: NetsapiensGateway, templates: TemplatesService): Pick<Handlers, Names> {
  const numbers = createCallingNumbersService(db, gateway);
  const voicemail = createSharedVoicemailService(db, gateway);
  const dids = createDidSharingService(db, gateway);
  return {
    getTemplates: (_input, ctx) => templates.list(singleTenant(tenantOf(ctx))),
    templateCreateUpdate: async (input, ctx) => {
      const { id, name, subject, body } = input;
      // A refused update is audited against the template it named.
      if (id !== undefined) ctx.audit.target = `template:${id}`;
      const result = await templates.save(requireSession(ctx), singleTenant(tenantOf(ctx)), ctx.scope?.record?.id, { name, subject, body });
      ctx.audit.target = `template:${result.template.id}`;
      return result;
    },
    deleteTemplate: async (_input, ctx) => {
      const record = recordOf(ctx);
      ctx.audit.target = `template:${record.id}`;
      return templates.remove(requireSession(ctx), record.cloudId, record.id);
    },

    getAvailableCallingNumbers: (_input, ctx) => numbers.available(domainOf(ctx)),
    getAssignedCallingNumbers: (input, ctx) => numbers.assigned(domainOf(ctx), input.user),
    assignCallingNumber: (input, ctx) => {
      ctx.audit.target = `calling-number:${input.domain}/${input.phone_number}`;
      return numbers.assign(domainOf(ctx), input.extension, input.phone_number);
    },
    deleteAssignedCallingNumber: (input, ctx) => {
      ctx.audit.target = `calling-number:${input.domain}/${input.phone_number}`;
      return numbers.remove(domainOf(ctx), input.phone_number);
    },

    sharedVMSummary: (input, ctx) => voicemail.list(domainOf(ctx), input.for_user),
    createUpdateSharedVM: (input, ctx) => {
      ctx.audit.target = `shared-vm:${input.domain}/${input.for_user}/${input.vm_user}`;
      return voicemail.add(domainOf(ctx), { forUser: input.for_user, vmUser: input.vm_user });
    },
    deleteSharedVM: (input, ctx) => {
      ctx.audit.target = `shared-vm:${input.domain}/${input.for_user}/${input.vm_user}`;
      return voicemail.remove(domainOf(ctx), { forUser: input.for_user, vmUser: input.vm_user });
    },

    getDIDNumbers: (input, ctx) => dids.didsOf(domainOf(ctx), input.username),
    getDidSharingDetails: (input, ctx) => dids.details(domainOf(ctx), input.username),
    createUpdateDidSharing: (input, ctx) => {
      ctx.audit.target = `did-sharing:${input.domain}/${input.did}/${input.secondary_user}`;
      return dids.share(domainOf(ctx), { primaryUser: input.primary_user, secondaryUser: input.secondary_user, did: input.did });
    },
    deleteDidSharing: (input, ctx) => {
      ctx.audit.target = `did-sharing:${input.domain}/${input.did_number}/${input.secondary_user}`;
      return dids.remove(domainOf(ctx), { primaryUser: input.primary_user, secondaryUser: input.secondary_user, did: input.did_number });
    },

    checkEmailInNetsapien: (input, ctx) => searchPlatformUsers(gateway, singleTenant(tenantOf(ctx)), input.email),
  };
}
