import type { Db } from '../../db/open-db.js';
import type { NetsapiensGateway } from '../../integrations/netsapiens/netsapiens-gateway.js';
import { singleTenant } from '../../lib/tenant-scope.js';
import type { CallContext, Handlers } from '../../rpc/call-context.js';
import { recordOf, requireSession, tenantOf } from '../../rpc/call-context.js';
import { callingNumberSubject, didSharingSubject, sharedVoicemailSubject, templateChanges } from './app-management-audit.js';
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
      const cloudId = singleTenant(tenantOf(ctx));
      const recordId = ctx.scope?.record?.id;
      // A refused update is audited against the template it named.
      if (id !== undefined) ctx.audit.target = `template:${id}`;
      // The template the save changes: the one named by id, else the one of that name (a save by name).
      const before = await templates.find(cloudId, recordId === undefined ? { name } : { id: recordId });
      ctx.audit.subject = { kind: 'template', name: before?.name ?? name };
      const result = await templates.save(requireSession(ctx), cloudId, recordId, { name, subject, body });
      ctx.audit.target = `template:${result.template.id}`;
      ctx.audit.subject = { kind: 'template', name: result.template.name };
      ctx.audit.changes = templateChanges(before, result.template);
      return result;
    },
    deleteTemplate: async (_input, ctx) => {
      const record = recordOf(ctx);
      ctx.audit.target = `template:${record.id}`;
      const stored = await templates.find(record.cloudId, { id: record.id });
      if (stored) ctx.audit.subject = { kind: 'template', name: stored.name };
      return templates.remove(requireSession(ctx), record.cloudId, record.id);
    },

    getAvailableCallingNumbers: (_input, ctx) => numbers.available(domainOf(ctx)),
    getAssignedCallingNumbers: (input, ctx) => numbers.assigned(domainOf(ctx), input.user),
    assignCallingNumber: (input, ctx) => {
      const where = domainOf(ctx);
      ctx.audit.target = `calling-number:${input.domain}/${input.phone_number}`;
      ctx.audit.subject = callingNumberSubject(where, input.phone_number, input.extension);
      return numbers.assign(where, input.extension, input.phone_number);
    },
    deleteAssignedCallingNumber: async (input, ctx) => {
      const where = domainOf(ctx);
      ctx.audit.target = `calling-number:${input.domain}/${input.phone_number}`;
      // Named with the user who had it, so that a search for the user finds it too.
      const holder = (await numbers.assigned(where)).find((row) => row.phone_number === input.phone_number);
      ctx.audit.subject = callingNumberSubject(where, input.phone_number, holder?.extension);
      return numbers.remove(where, input.phone_number);
    },

    sharedVMSummary: (input, ctx) => voicemail.list(domainOf(ctx), input.for_user),
    createUpdateSharedVM: (input, ctx) => {
      const where = domainOf(ctx);
      ctx.audit.target = `shared-vm:${input.domain}/${input.for_user}/${input.vm_user}`;
      ctx.audit.subject = sharedVoicemailSubject(where, input.vm_user, input.for_user);
      return voicemail.add(where, { forUser: input.for_user, vmUser: input.vm_user });
    },
    deleteSharedVM: (input, ctx) => {
      const where = domainOf(ctx);
      ctx.audit.target = `shared-vm:${input.domain}/${input.for_user}/${input.vm_user}`;
      ctx.audit.subject = sharedVoicemailSubject(where, input.vm_user, input.for_user);
      return voicemail.remove(where, { forUser: input.for_user, vmUser: input.vm_user });
    },

    getDIDNumbers: (input, ctx) => dids.didsOf(domainOf(ctx), input.username),
    getDidSharingDetails: (input, ctx) => dids.details(domainOf(ctx), input.username),
    createUpdateDidSharing: (input, ctx) => {
      const where = domainOf(ctx);
      ctx.audit.target = `did-sharing:${input.domain}/${input.did}/${input.secondary_user}`;
      ctx.audit.subject = didSharingSubject(where, input.did, input.primary_user, input.secondary_user);
      return dids.share(where, { primaryUser: input.primary_user, secondaryUser: input.secondary_user, did: input.did });
    },
    deleteDidSharing: (input, ctx) => {
      const where = domainOf(ctx);
      ctx.audit.target = `did-sharing:${input.domain}/${input.did_number}/${input.secondary_user}`;
      ctx.audit.subject = didSharingSubject(where, input.did_number, input.primary_user, input.secondary_user);
      return dids.remove(where, { primaryUser: input.primary_user, secondaryUser: input.secondary_user, did: input.did_number });
    },

    checkEmailInNetsapien: (input, ctx) => searchPlatformUsers(gateway, singleTenant(tenantOf(ctx)), input.email),
  };
}
