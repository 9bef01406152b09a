import { z } from 'zod';
import { userTypes } from '../access.js';
import { ZActingUser, requiredText, text } from '../common/fields.js';
import { defineCall } from '../define-call.js';
import { MESSAGE_TEXTS } from '../messages/catalog.js';
import { scope } from '../scope.js';
import { ZClientProfile } from './profile-fields.js';

// The domain and extension levels of the profile tree; the primary profiles are the resource's list (profile-resource.ts).
const admins = userTypes('admin');

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
