import { z } from 'zod';
import { superTenant } from '../access.js';
import { ZActingUser, ZId, ZMessage, ZMessageFields, text } from '../common/fields.js';
import { defineCall } from '../define-call.js';
import { scope } from '../scope.js';
import { ZStaticAccount, ZStaticAccountForm } from './static-account-fields.js';

// Static accounts are the super tenant's alone (document 1 §6, document 3 §6), for every user type.
const superTenantOnly = superTenant();

export const accountsSummary = defineCall({
  name: 'accountsSummary',
  summary: 'Static SIP accounts of a tenant, or of every tenant when no cloud_id is given. Super tenant only; passwords are never answered.',
  access: superTenantOnly,
  scope: scope.cloud('cloud_id', { allTenants: true }),
  effect: 'read',
  input: z.object({ ...ZActingUser, cloud_id: text(64).optional() }),
  output: z.array(ZStaticAccount),
});

export const accountDetail = defineCall({
  name: 'accountDetail',
  summary: 'One static SIP account, without its passwords. Super tenant only.',
  access: superTenantOnly,
  scope: scope.record('id', 'staticAccount'),
  effect: 'read',
  input: z.object({ ...ZActingUser, id: ZId }),
  output: ZStaticAccount,
});

export const createUpdateAccount = defineCall({
  name: 'createUpdateAccount',
  summary:
    'Create or update a static SIP account; both passwords are stored encrypted, and an empty one on edit keeps the stored one. ' +
    "The Subscriber Login is unique per tenant (any case) and may not be a login of one of the tenant's platform domains.",
  access: superTenantOnly,
  deniedMessage: 'engineeringSupportEdit',
  scope: [scope.cloud('cloud_id'), scope.record('id', 'staticAccount', { optional: true })],
  effect: 'write',
  input: ZStaticAccountForm,
  output: z.object({ ...ZMessageFields, id: z.number() }),
});

export const deleteAccountDetail = defineCall({
  name: 'deleteAccountDetail',
  summary: 'Delete a static SIP account. Super tenant only.',
  access: superTenantOnly,
  deniedMessage: 'engineeringSupportDelete',
  scope: scope.record('id', 'staticAccount'),
  effect: 'write',
  input: z.object({ ...ZActingUser, id: ZId }),
  output: ZMessage,
});
