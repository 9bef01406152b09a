import { MESSAGES, type AuditChange, type DomainToggle } from '@mamt/contract';
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
  ctx.audit.subject = { kind: 'domain', name: key.domain };
  return key;
}

/** Each extension whose permission the save turns around, as a change of its own. */
function extensionChanges(allowed: ReadonlySet<string>, list: ReadonlyArray<{ extension: string; allowed: boolean }>): AuditChange[] {
  const wanted = new Map(list.map((check) => [check.extension, check.allowed]));
  return [...wanted].filter(([extension, on]) => allowed.has(extension) !== on).map(([extension, on]) => ({ field: `extension ${extension}`, from: !on, to: on }));
}

/** The tenant's company flags, kept in its white label. */
export type CompanyFlags = { companyFlags: (cloudId: string) => Promise<{ textable: boolean; call_history: boolean }> };

export function createDomainSettingsHandlers(settings: DomainSettingsService, company: CompanyFlags): Pick<Handlers, Names> {
  const read = (toggle: DomainToggle) => (_input: unknown, ctx: CallContext) => settings.requireOn(domainOf(ctx), toggle);
  /** A toggle's save, its change named for System Logs (old and new) when it changes anything. */
  const setToggle = async (key: DomainKey, toggle: DomainToggle, on: boolean, ctx: CallContext) => {
    const was = await settings.isOn(key, toggle);
    const answer = await settings.setToggle(key, toggle, on);
    if (was !== on) ctx.audit.changes = [{ field: toggle, from: was, to: on }];
    return answer;
  };
  const write = (toggle: DomainToggle) => (input: { check: boolean }, ctx: CallContext) => setToggle(domainOf(ctx), toggle, input.check, ctx);
  return {
    getCompanyDetails: (_input, ctx) => company.companyFlags(singleTenant(tenantOf(ctx))),
    getDeviceLimit: async (_input, ctx) => ({ limit: await settings.deviceLimit(domainOf(ctx)) }),
    SetDeviceLimit: async (input, ctx) => {
      const key = domainOf(ctx);
      const was = await settings.deviceLimit(key);
      const answer = await settings.setDeviceLimit(key, input.device_limit);
      if (was !== input.device_limit) ctx.audit.changes = [{ field: 'device_limit', from: was, to: input.device_limit }];
      return answer;
    },
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
      return setToggle(key, 'textable', input.check, ctx);
    },
    getExtensionsChecked: (_input, ctx) => settings.allowedExtensions(domainOf(ctx)),
    checkExtensions: async (input, ctx) => {
      const key = domainOf(ctx);
      const allowed = new Set((await settings.allowedExtensions(key)).map(({ extension }) => extension));
      const answer = await settings.saveExtensions(key, input.list);
      ctx.audit.changes = extensionChanges(allowed, input.list);
      return answer;
    },
  };
}
