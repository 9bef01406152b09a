import { z } from 'zod';
import { userTypes } from '../access.js';
import { ZActingUser, ZId, ZMessage, ZMessageFields, requiredText, text } from '../common/fields.js';
import { defineCall } from '../define-call.js';
import { MESSAGE_TEXTS } from '../messages/catalog.js';
import { scope } from '../scope.js';
import { ZClientProfile, ZClientProfileForm } from './profile-fields.js';

// Client profiles are for admins of every tenant (document 1 §6); the primary profile is the
// super tenant's to change (document 3 §6), which the server checks in the service.
const admins = userTypes('admin');

export const profileSummary = defineCall({
  name: 'profileSummary',
  summary: "Primary client profiles: the caller's tenant's, or for the super tenant every tenant's unless cloud_id names one.",
  access: admins,
  scope: scope.cloud('cloud_id', { allTenants: true }),
  effect: 'read',
  input: z.object({ ...ZActingUser, cloud_id: text(64).optional() }),
  output: z.array(ZClientProfile),
});

export const profileForDomainsSummary = defineCall({
  name: 'profileForDomainsSummary',
  summary: 'The domain-level client profiles of a tenant (the caller\'s own unless the super tenant names one).',
  access: admins,
  scope: scope.cloud('cloud_id'),
  effect: 'read',
  input: z.object({ ...ZActingUser, cloud_id: text(64).optional() }),
  output: z.array(ZClientProfile),
});

export const profileForExtensionsSummary = defineCall({
  name: 'profileForExtensionsSummary',
  summary: 'The extension-level client profiles of one domain of the tenant.',
  access: admins,
  scope: [scope.cloud('cloud_id'), scope.domain('domain')],
  effect: 'read',
  input: z.object({ ...ZActingUser, cloud_id: text(64).optional(), domain: requiredText(MESSAGE_TEXTS.selectDomainFirst) }),
  output: z.array(ZClientProfile),
});

export const profileDetail = defineCall({
  name: 'profileDetail',
  summary: 'One client profile.',
  access: admins,
  scope: scope.record('id', 'clientProfile'),
  effect: 'read',
  input: z.object({ ...ZActingUser, id: ZId }),
  output: ZClientProfile,
});

export const profileCreateUpdate = defineCall({
  name: 'profileCreateUpdate',
  summary:
    'Create (no id) or update a client profile. At most one per tenant, domain and extension; an extension must be a user of ' +
    "its domain on the platform. Only the super tenant creates, changes or removes a tenant's primary profile. Raises the " +
    'configuration version of the tenant (primary) or of the domain (domain and extension profiles).',
  access: admins,
  scope: [scope.cloud('cloud_id'), scope.record('id', 'clientProfile', { optional: true }), scope.domain('domain', { optional: true })],
  effect: 'write',
  input: ZClientProfileForm,
  output: z.object({ ...ZMessageFields, id: z.number() }),
});

export const deleteProfile = defineCall({
  name: 'deleteProfile',
  summary: 'Delete a client profile (a primary one: the super tenant only); raises the configuration version like a change.',
  access: admins,
  scope: scope.record('id', 'clientProfile'),
  effect: 'write',
  input: z.object({ ...ZActingUser, id: ZId }),
  output: ZMessage,
});
