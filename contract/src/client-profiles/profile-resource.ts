import { userTypes } from '../access.js';
import { MESSAGES } from '../messages/messages.js';
import { defineResource } from '../resource/define-resource.js';
import { everyVerb } from '../resource/resource-access.js';
import { oneZero, tenantField } from '../resource/wire-fields.js';
import { scope } from '../scope.js';
import { ZClientProfile, ZClientProfileForm } from './profile-fields.js';

export const clientProfileResource = defineResource({
  name: 'client-profile',
  calls: { list: 'profileSummary', detail: 'profileDetail', save: 'profileCreateUpdate', delete: 'deleteProfile' },
  record: ZClientProfile,
  form: ZClientProfileForm,
  tenancy: { kind: 'tenant', owner: 'clientProfile' },
  // A domain or extension profile's domain must be one of the tenant's platform domains.
  scopes: { save: [scope.cloud('cloud_id'), scope.record('id', 'clientProfile', { optional: true }), scope.domain('domain', { optional: true })] },
  // Client profiles are for admins of every tenant (document 1 §6); the primary profile is the
  // super tenant's to change (document 3 §6), which the server checks in the service.
  access: everyVerb(userTypes('admin')),
  summaries: {
    list: "Primary client profiles: the caller's tenant's, or for the super tenant every tenant's unless cloud_id names one.",
    detail: 'One client profile.',
    save:
      'Create (no id) or update a client profile. At most one per tenant, domain and extension; an extension must be a user of ' +
      "its domain on the platform. Only the super tenant creates, changes or removes a tenant's primary profile. Raises the " +
      'configuration version of the tenant (primary) or of the domain (domain and extension profiles).',
    delete: 'Delete a client profile (a primary one: the super tenant only); raises the configuration version like a change.',
  },
  messages: { notFound: 'clientProfileNotFound', created: 'clientProfileCreated', updated: 'clientProfileUpdated', deleted: 'recordDeleted' },
  // The profile of one extension, of a whole domain, or the tenant's primary one (its own name).
  auditName: ({ extension, domain, profilename }) => (extension ? `${String(extension)}@${String(domain)}` : domain ? String(domain) : String(profilename ?? '')),
  // Flags travel as 1/0 as the spec shows them; the level is worked out from the domain and extension.
  fields: {
    id: 'id',
    profilename: 'profileName',
    cloud_id: 'cloudId',
    subscriber_id: tenantField('id'),
    company: tenantField('company'),
    domain: 'domain',
    extension: 'extension',
    transport: 'transport',
    outboundproxyenabled: oneZero('outboundProxyEnabled'),
    outboundproxyhost: 'outboundProxyHost',
    port: 'port',
    pushblockreg: oneZero('pushBlockReg'),
    expires: 'expires',
    ringingtone: 'ringingTone',
    dtmforder: 'dtmfOrder',
    extra_elements: 'extraElements',
  },
  // At most one profile per level; which level is taken decides the words (the server's hook).
  unique: { client_profiles_level_idx: { field: 'subscriber_id', message: MESSAGES.primaryProfileTaken } },
});
