import { profileForDomainsSummary, profileForExtensionsSummary } from './profile-calls.js';
import { clientProfileResource } from './profile-resource.js';

/** Client (SIP) profiles (document 3). */
export const clientProfilesCalls = {
  ...clientProfileResource.contractCalls,
  profileForDomainsSummary,
  profileForExtensionsSummary,
};
