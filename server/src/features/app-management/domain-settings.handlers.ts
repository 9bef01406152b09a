import { MESSAGES, type DomainToggle } from '@mamt/contract';
import { fieldError } from '../../lib/app-error.js';
import type { CallContext, Handlers } from '../../rpc/call-context.js';
import { tenantOf } from '../../rpc/call-context.js';
import { singleTenant } from '../../lib/tenant-scope.js';
import type { DomainKey } from '../../app-settings/domain-settings.repository.js';
import type { DomainSettingsService } from './domain-settings.service.js';

type Names =
  | 'getCompanyDetails'
  | 'getDeviceLimit'
  | 'SetDeviceLimit'
  | 'getDomainSettings'
  | 'checkProvisioningDomain'
  | 'checkUncheckProvisioningDomain'
  | 'getQuickDialDomain'
  | 'getRecordingDomain'
  | 'getTextableDomain'
  | 'toggleDomainLevlQuickDial'
  | 'toggleDomainLevlRecording'
  | 'toggleDomainLevlTextable'
  | 'getExtensionsChecked'
  | 'checkExtensions';

/** The tenant and domain the rpc layer's domain scope checked; the contract makes the domain required. */
function domainOf(ctx: CallContext): DomainKey {
  const domain = ctx.scope?.domain;
  if (!domain) throw new Error('A domain-scoped call reached its handler without a resolved domain');
  const key = { cloudId: singleTenant(tenantOf(ctx)), domain };
  ctx.audit.target = `domain:${key.cloudId}/${key.domain}`;
  return key;
}

/** The tenant's company flags, kept in its white label. */
export type CompanyFlags = { companyFlags: (cloudId: string) => Promise<{ textable: boolean; call_history: boolean }> };

export function createDomainSettingsHandlers(settings: DomainSettingsService, company: CompanyFlags): Pick<Handlers, Names> {
  const read = (toggle: DomainToggle) => (_input: unknown, ctx: CallContext) => settings.requireOn(domainOf(ctx), toggle);
  const write = (toggle: DomainToggle) => (input: { check: boolean }, ctx: CallContext) => settings.setToggle(domainOf(ctx), toggle, input.check);
  return {
    getCompanyDetails: (_input, ctx) => company.companyFlags(singleTenant(tenantOf(ctx))),
    getDeviceLimit: async (_input, ctx) => ({ limit: await settings.deviceLimit(domainOf(ctx)) }),
    SetDeviceLimit: (input, ctx) => settings.setDeviceLimit(domainOf(ctx), input.device_limit),
    getDomainSettings: (_input, ctx) => settings.settings(domainOf(ctx)),
    checkProvisioningDomain: read('provisioning'),
    getQuickDialDomain: read('quick_dial'),
    getRecordingDomain: read('recording'),
    getTextableDomain: read('textable'),
    checkUncheckProvisioningDomain: write('provisioning'),
    toggleDomainLevlQuickDial: write('quick_dial'),
    toggleDomainLevlRecording: write('recording'),
    // A domain may offer texting only when its tenant's white label does; turning it off is always allowed.
    toggleDomainLevlTextable: async (input, ctx) => {
      const key = domainOf(ctx);
      if (input.check && !(await company.companyFlags(key.cloudId)).textable) throw fieldError('check', MESSAGES.textableNotEnabled);
      return settings.setToggle(key, 'textable', input.check);
    },
    getExtensionsChecked: (_input, ctx) => settings.allowedExtensions(domainOf(ctx)),
    checkExtensions: (input, ctx) => settings.saveExtensions(domainOf(ctx), input.list),
  };
}
