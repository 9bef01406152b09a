import { z } from 'zod';
import { userTypes } from '../access.js';
import { ZTenantFields, requiredText } from '../common/fields.js';
import { MESSAGE_TEXTS } from '../messages/catalog.js';
import { domainRead, tenantRead } from '../tenant-calls.js';
import { ZClientProfile } from './profile-fields.js';

// The domain and extension levels of the profile tree; the primary profiles are the resource's list (profile-resource.ts).
const admins = userTypes('admin');

export const profileForDomainsSummary = tenantRead(admins, {
  name: 'profileForDomainsSummary',
  summary: 'The domain-level client profiles of a tenant (the caller\'s own unless the super tenant names one).',
  output: z.array(ZClientProfile),
});

export const profileForExtensionsSummary = domainRead(admins, {
  name: 'profileForExtensionsSummary',
  summary: 'The extension-level client profiles of one domain of the tenant.',
  input: z.object({ ...ZTenantFields, domain: requiredText(MESSAGE_TEXTS.selectDomainFirst) }),
  output: z.array(ZClientProfile),
});
