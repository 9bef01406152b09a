import { z } from 'zod';
import { signedIn, userTypes } from '../access.js';
import { ZFlag } from '../common/fields.js';
import { domainRead, domainWrite } from '../tenant-calls.js';
import { ZDomainPayload, ZDomainSettings, ZDomainSettingsAnswer, ZDomainToggle } from './domain-fields.js';

/**
 * The spec's reads of one toggle: existing clients take a 2xx as "on" and a failure as "off", so an
 * off toggle answers 404 with the toggle's own message (`provisioningOff`, ...), never a 5xx.
 */
const toggleRead = <N extends string>(name: N, label: string) =>
  domainRead(signedIn, {
    name,
    summary: `Whether ${label} is on for the domain: 200 when on, 404 when off (the spec's contract with existing clients).`,
    // `check` is sent by the spec's provisioning read; it does not change what is read.
    input: z.object({ ...ZDomainPayload, check: ZFlag.optional() }),
    output: z.object({ enabled: z.literal(true) }),
  });

/** Domain-level switches are admin controls: support and simple users see them greyed out. */
const toggleWrite = <N extends string>(name: N, label: string) =>
  domainWrite(userTypes('admin'), {
    name,
    summary: `Turns ${label} on or off for the domain (check). Admins only; raises the domain's configuration version.`,
    input: ZDomainToggle,
    output: ZDomainSettingsAnswer,
  });

export const checkProvisioningDomain = toggleRead('checkProvisioningDomain', 'domain-level provisioning');
export const getQuickDialDomain = toggleRead('getQuickDialDomain', 'quick dial');
export const getRecordingDomain = toggleRead('getRecordingDomain', 'call recording');
export const getTextableDomain = toggleRead('getTextableDomain', 'textable (messaging)');

export const checkUncheckProvisioningDomain = toggleWrite('checkUncheckProvisioningDomain', 'domain-level provisioning');
export const toggleDomainLevlQuickDial = toggleWrite('toggleDomainLevlQuickDial', 'quick dial');
export const toggleDomainLevlRecording = toggleWrite('toggleDomainLevlRecording', 'call recording');
export const toggleDomainLevlTextable = toggleWrite('toggleDomainLevlTextable', 'textable (messaging)');

export const getDomainSettings = domainRead(signedIn, {
  name: 'getDomainSettings',
  summary: "Every App Management setting of a domain in one answer (device limit, the four toggles, configuration version), so that picking a domain costs one request.",
  input: z.object(ZDomainPayload),
  output: ZDomainSettings,
});
