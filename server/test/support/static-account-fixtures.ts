import { asSuper, unique, type TableContext } from './authorization-fixtures.js';

/** A complete static account of the tenant with a login of its own, as the console's form sends it. */
export const staticAccountFields = (cloudId: string, extra: Record<string, unknown> = {}) => ({
  cloud_id: cloudId,
  cloud_username: unique('static'),
  cloud_password: 'static-login-pass',
  proxy: 'sip.example.test:5060',
  outbound_proxy_host: 'proxy.example.test',
  account_username: 'lobby',
  account_password: 'static-sip-pass',
  ...extra,
});

/** A static account the super tenant's administrator has just added, for a call to read or delete. */
export const staticAccountOf = async (c: TableContext, cloudId: string) => (await asSuper(c, 'createUpdateAccount', staticAccountFields(cloudId))).id;
