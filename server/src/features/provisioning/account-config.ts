import { MESSAGES } from '@mamt/contract';
import type { AccountDevice, ConfigValue, DomainSettings, ProvisioningTenant, RegionRecords, ServerValues, UserFeatures, UserProfiles, ValueSource } from './account-records.js';
import { extraElements, profileSettings } from './profile-values.js';
import { proxyValue } from './region-values.js';
import { whiteLabelValues } from './white-label-values.js';

export type AccountInput = {
  tenant: ProvisioningTenant;
  settings: DomainSettings | undefined;
  profiles: UserProfiles;
  device: AccountDevice;
  features: UserFeatures;
  region: RegionRecords;
  /** The SMS numbers routed to the user on the platform (read only while textable is on). */
  ownSmsNumbers: string[];
  server: ServerValues;
};

const flag = (on: boolean) => (on ? '1' : '0');
const list = (values: readonly string[]) => [...new Set(values)].join(',');

/**
 * Messaging reaches the app only when the tenant is textable (white label), the domain's switch is
 * on, and the domain is allowed to send SMS/MMS (the SMS/MMS permission screen).
 */
export function isTextable(tenant: ProvisioningTenant, settings: DomainSettings | undefined, region: RegionRecords): boolean {
  return Boolean(tenant.whiteLabel?.textable && settings?.textable && region.smsPermitted);
}

/** The source of the textable values, and why they are off when the source alone does not say. */
function textableOrigin(tenant: ProvisioningTenant, settings: DomainSettings | undefined, region: RegionRecords): { source: ValueSource; note?: string } {
  // Off because the tenant is not textable: the white label decided, whatever the domain says.
  if (tenant.whiteLabel && !tenant.whiteLabel.textable) return { source: 'white label' };
  const source: ValueSource = settings ? 'domain' : 'default';
  return settings?.textable && !region.smsPermitted ? { source, note: MESSAGES.previewSmsNotPermitted.text } : { source };
}

export const provisioningUrls = (server: ServerValues): ConfigValue[] => [
  { element: 'extProvUrl', value: `${server.publicUrl}/provisioning/account`, source: 'server' },
  { element: 'extProvInterval', value: String(server.intervalSeconds), source: 'server' },
];

/**
 * Every value the app receives, in the order of the Account XML, with its source (document 4 §1:
 * extension profile > domain profile > primary profile > product defaults). Elements the app's
 * documentation does not name are ours and start with `mamt_`:
 * - mamt_pushBlockReg: the console's "Push Block Reg" (0/1)
 * - mamt_sipHealthCheckPort: the profile's "Port For SIP Health Checker"
 * - proxy: a client profile's outbound proxy, else an up core of the domain's region (region-values.ts)
 * - mamt_quickDial, mamt_callRecording, mamt_textable: the domain's switches (0/1; textable also needs
 *   a textable tenant and the domain's SMS/MMS permission)
 * - mamt_smsNumbers: the DIDs the user may text from, its own and those shared with it (comma list; only while textable)
 * - mamt_sharedVoicemail: the extensions whose voicemail boxes the user also sees (comma list)
 * - mamt_callingNumbers: the numbers the user may present as caller id (comma list)
 * - the white label's values (white-label-values.ts), then a profile's extra raw elements
 * - mamt_configVersion: `<tenant version>.<domain version>` of the configuration served
 */
export function accountValues({ tenant, settings, profiles, device, features, region, ownSmsNumbers, server }: AccountInput): ConfigValue[] {
  const domainSource: ValueSource = settings ? 'domain' : 'default';
  const textable = isTextable(tenant, settings, region);
  const textableOf = textableOrigin(tenant, settings, region);
  const sip = profileSettings(profiles);
  const proxy = proxyValue({ profileProxy: sip.proxy, whiteLabel: tenant.whiteLabel, records: region, deviceName: device.name, transport: sip.transport.value });
  const values: ConfigValue[] = [
    { element: 'title', value: `${tenant.company} ${device.extension}`.trim() || device.subscriberLogin, source: 'tenant' },
    { element: 'cloud_username', value: device.subscriberLogin, source: 'device' },
    { element: 'cloud_password', value: device.cloudPassword, source: 'device', secret: true },
    { element: 'username', value: device.name, source: 'device' },
    { element: 'authUsername', value: device.name, source: 'device' },
    { element: 'password', value: device.sipPassword, source: 'device', secret: true },
    { element: 'host', value: device.domain, source: 'domain' },
  ];
  if (proxy) values.push(proxy);
  values.push(
    { element: 'transport', ...sip.transport },
    { element: 'expires', ...sip.expires },
    { element: 'ringingTone', ...sip.ringingTone },
    { element: 'dtmfOrder', ...sip.dtmfOrder },
    { element: 'mamt_pushBlockReg', ...sip.pushBlockReg },
  );
  if (sip.healthCheckPort) values.push({ element: 'mamt_sipHealthCheckPort', ...sip.healthCheckPort });
  values.push(
    ...provisioningUrls(server),
    { element: 'mamt_quickDial', value: flag(settings?.quickDial ?? false), source: domainSource },
    { element: 'mamt_callRecording', value: flag(settings?.recording ?? false), source: domainSource },
    { element: 'mamt_textable', value: flag(textable), ...textableOf },
    { element: 'allowMessage', value: flag(textable), ...textableOf },
  );
  if (textable) values.push({ element: 'mamt_smsNumbers', value: list([...ownSmsNumbers, ...features.sharedDids]), source: 'extension' });
  values.push(
    { element: 'mamt_sharedVoicemail', value: list(features.sharedVoicemail), source: 'extension' },
    { element: 'mamt_callingNumbers', value: list(features.callingNumbers), source: 'extension' },
    ...whiteLabelValues(tenant.whiteLabel, server.publicUrl),
    ...extraElements(profiles),
    { element: 'mamt_configVersion', value: `${tenant.configVersion}.${settings?.configVersion ?? 0}`, source: 'server' },
  );
  return values;
}
