import type { AccountValueSource } from '@mamt/contract';
import type { DomainSettings, ProvisioningTenant, UserFeatures } from './provisioning.repository.js';

/** Where a value of the Account XML came from (document 4 §8). */
export type ValueSource = AccountValueSource;
export type ConfigValue = { element: string; value: string; source: ValueSource; secret?: boolean };

export type AccountDevice = { name: string; sipPassword: string; cloudPassword: string; subscriberLogin: string; domain: string; extension: string };
export type AccountInput = {
  tenant: ProvisioningTenant;
  settings: DomainSettings | undefined;
  device: AccountDevice;
  features: UserFeatures;
  /** The SMS numbers routed to the user on the platform (read only while textable is on). */
  ownSmsNumbers: string[];
  server: { publicUrl: string; intervalSeconds: number };
};

/** The product defaults of document 4 §1 and the app SDK's DTMF order. */
export const PRODUCT_DEFAULTS = {
  transport: 'udp',
  expires: '60',
  ringingTone: 'periodic(sine(2000ms,2000,440Hz),silence(4000ms))',
  dtmfOrder: 'rfc2833,info,audio',
  pushBlockReg: '0',
} as const;

const flag = (on: boolean) => (on ? '1' : '0');
const list = (values: readonly string[]) => [...new Set(values)].join(',');

/**
 * Every value the app receives, in the order of the Account XML, with its source. Elements the
 * app's documentation does not name are ours and start with `mamt_`:
 * - mamt_pushBlockReg: the console's "Push Block Reg" (0/1)
 * - mamt_quickDial, mamt_callRecording, mamt_textable: the domain's switches (0/1)
 * - mamt_smsNumbers: the DIDs the user may text from, its own and those shared with it (comma list; only while textable)
 * - mamt_sharedVoicemail: the extensions whose voicemail boxes the user also sees (comma list)
 * - mamt_callingNumbers: the numbers the user may present as caller id (comma list)
 * - mamt_configVersion: `<tenant version>.<domain version>` of the configuration served
 */
export function accountValues({ tenant, settings, device, features, ownSmsNumbers, server }: AccountInput): ConfigValue[] {
  const domainSource: ValueSource = settings ? 'domain' : 'default';
  const textable = settings?.textable ?? false;
  const values: ConfigValue[] = [
    { element: 'title', value: `${tenant.company} ${device.extension}`.trim() || device.subscriberLogin, source: 'tenant' },
    { element: 'cloud_username', value: device.subscriberLogin, source: 'device' },
    { element: 'cloud_password', value: device.cloudPassword, source: 'device', secret: true },
    { element: 'username', value: device.name, source: 'device' },
    { element: 'authUsername', value: device.name, source: 'device' },
    { element: 'password', value: device.sipPassword, source: 'device', secret: true },
    { element: 'host', value: device.domain, source: 'domain' },
    { element: 'transport', value: PRODUCT_DEFAULTS.transport, source: 'default' },
    { element: 'expires', value: PRODUCT_DEFAULTS.expires, source: 'default' },
    { element: 'ringingTone', value: PRODUCT_DEFAULTS.ringingTone, source: 'default' },
    { element: 'dtmfOrder', value: PRODUCT_DEFAULTS.dtmfOrder, source: 'default' },
    { element: 'mamt_pushBlockReg', value: PRODUCT_DEFAULTS.pushBlockReg, source: 'default' },
    { element: 'extProvUrl', value: `${server.publicUrl}/provisioning/account`, source: 'server' },
    { element: 'extProvInterval', value: String(server.intervalSeconds), source: 'server' },
    { element: 'mamt_quickDial', value: flag(settings?.quickDial ?? false), source: domainSource },
    { element: 'mamt_callRecording', value: flag(settings?.recording ?? false), source: domainSource },
    { element: 'mamt_textable', value: flag(textable), source: domainSource },
    { element: 'allowMessage', value: flag(textable), source: domainSource },
  ];
  if (textable) values.push({ element: 'mamt_smsNumbers', value: list([...ownSmsNumbers, ...features.sharedDids]), source: 'extension' });
  values.push(
    { element: 'mamt_sharedVoicemail', value: list(features.sharedVoicemail), source: 'extension' },
    { element: 'mamt_callingNumbers', value: list(features.callingNumbers), source: 'extension' },
    { element: 'mamt_configVersion', value: `${tenant.configVersion}.${settings?.configVersion ?? 0}`, source: 'server' },
  );
  return values;
}
