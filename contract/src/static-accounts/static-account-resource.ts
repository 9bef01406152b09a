import { superTenant } from '../access.js';
import { MESSAGES } from '../messages/messages.js';
import { defineResource } from '../resource/define-resource.js';
import { everyVerb } from '../resource/resource-access.js';
import { readOnly, tenantField, yesNo } from '../resource/wire-fields.js';
import { ZStaticAccount, ZStaticAccountForm } from './static-account-fields.js';

export const staticAccountResource = defineResource({
  name: 'static-account',
  calls: { list: 'accountsSummary', detail: 'accountDetail', save: 'createUpdateAccount', delete: 'deleteAccountDetail' },
  record: ZStaticAccount,
  form: ZStaticAccountForm,
  tenancy: { kind: 'tenant', owner: 'staticAccount' },
  // Static accounts are the super tenant's alone (document 1 §6, document 3 §6), for every user type.
  access: everyVerb(superTenant()),
  deniedMessage: { save: 'engineeringSupportEdit', delete: 'engineeringSupportDelete' },
  summaries: {
    list: 'Static SIP accounts of a tenant, or of every tenant when no cloud_id is given. Super tenant only; passwords are never answered.',
    detail: 'One static SIP account, without its passwords. Super tenant only.',
    save:
      'Create or update a static SIP account; both passwords are stored encrypted, and an empty one on edit keeps the stored one. ' +
      "The Subscriber Login is unique per tenant (any case) and may not be a login of one of the tenant's platform domains.",
    delete: 'Delete a static SIP account. Super tenant only.',
  },
  messages: { notFound: 'staticAccountNotFound', created: 'staticAccountCreated', updated: 'staticAccountUpdated', deleted: 'recordDeleted' },
  // Document 3 §3: flags as '1'/'0', and neither password (spec README decision 7).
  auditName: ({ account_username, cloud_username }) => String(account_username || cloud_username || ''),
  fields: {
    id: 'id',
    cloud_id: 'cloudId',
    subscriber_id: tenantField('id'),
    company: tenantField('company'),
    cloud_username: 'cloudUsername',
    proxy: 'proxy',
    outbound_proxy_host: 'outboundProxyHost',
    transport: 'transport',
    account_username: 'accountUsername',
    expires: 'expires',
    allow_message: yesNo('allowMessage'),
    outbound_proxy_enabled: yesNo('outboundProxyEnabled'),
    remote_msg_delete_supported: yesNo('remoteMsgDeleteSupported'),
    msg_local_delete_supported: yesNo('msgLocalDeleteSupported'),
    outgoing_calls_through_sipis: yesNo('outgoingCallsThroughSipis'),
    ringing_tone: 'ringingTone',
    user_id: readOnly('userId'),
  },
  // The app sends the SIP password to the proxy and the outbound proxy; the login password is only
  // compared with what the app's user types, and goes nowhere.
  secrets: {
    cloud_password: { column: 'cloudPasswordSealed' },
    account_password: { column: 'accountPasswordSealed', sentTo: ['proxy', 'outbound_proxy_host'] },
  },
  secretAddress: { compare: 'host', message: MESSAGES.retypeSipSecret },
  // The unique key compares logins without regard to case, and decides between two saves at once.
  unique: { static_accounts_login_idx: { field: 'cloud_username', message: MESSAGES.staticLoginTaken } },
});
