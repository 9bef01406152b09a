import { provisioningUrls } from './account-config.js';
import type { ConfigValue, ProvisioningTenant, ServerValues } from './account-records.js';
import type { StaticAccountRow } from './client-config.repository.js';
import { PRODUCT_DEFAULTS } from './profile-values.js';
import { whiteLabelValues } from './white-label-values.js';

export type OpenedStaticAccount = StaticAccountRow & { cloudPassword: string; accountPassword: string };

/**
 * A static SIP account's Account XML (document 4 §2.7, §4): the stored values as they are, with the
 * tenant's white-label values and the re-provisioning URL so that edits reach the app. Its stored
 * `proxy` is the SIP server (`host`); the outbound proxy is sent while it is enabled. Elements the
 * app's documentation does not name: mamt_remoteMsgDeleteSupported, mamt_msgLocalDeleteSupported,
 * mamt_outgoingCallsThroughSipis (0/1, the console's radios of the same names).
 */
export function staticAccountValues(tenant: ProvisioningTenant, account: OpenedStaticAccount, server: ServerValues): ConfigValue[] {
  const stored = (element: string, value: string, secret = false): ConfigValue => ({ element, value, source: 'static account', ...(secret ? { secret } : {}) });
  const flag = (on: boolean) => (on ? '1' : '0');
  const values: ConfigValue[] = [
    { element: 'title', value: `${tenant.company} ${account.cloudUsername}`.trim(), source: 'tenant' },
    stored('cloud_username', account.cloudUsername),
    stored('cloud_password', account.cloudPassword, true),
    stored('username', account.accountUsername),
    stored('authUsername', account.accountUsername),
    stored('password', account.accountPassword, true),
    stored('host', account.proxy),
  ];
  if (account.outboundProxyEnabled) values.push(stored('proxy', account.outboundProxyHost));
  values.push(
    stored('transport', account.transport),
    stored('expires', String(account.expires)),
    stored('ringingTone', account.ringingTone),
    { element: 'dtmfOrder', value: PRODUCT_DEFAULTS.dtmfOrder, source: 'default' },
    stored('allowMessage', flag(account.allowMessage)),
    stored('mamt_remoteMsgDeleteSupported', flag(account.remoteMsgDeleteSupported)),
    stored('mamt_msgLocalDeleteSupported', flag(account.msgLocalDeleteSupported)),
    stored('mamt_outgoingCallsThroughSipis', flag(account.outgoingCallsThroughSipis)),
    ...provisioningUrls(server),
    ...whiteLabelValues(tenant.whiteLabel, server.publicUrl),
  );
  return values;
}
